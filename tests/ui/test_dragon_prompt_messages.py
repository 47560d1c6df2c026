"""A message in the prompt's place is drawn by its kind: a refusal red, an instruction as the prompt.

"Name a colour for Safety 1." tells the player the next step; drawn in the warning red
it read as a mistake. A refused move ("Choose 3 cards first") stays red. Both are
checked on the real table: the colour the message's words are drawn in is recorded.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from table.ui import gfx
from table.ui.intents import Intent, click, key
from table.ui.scenes.table import TableScene
from table.ui.scenes.table_draw import message_colour
from tests.ui.dragon_safety_table import safety_lead_table
from tests.ui.driver import TableDriver, button_point, card_point, make_app, start_table


def _drawn_colour(
    monkeypatch: pytest.MonkeyPatch, scene: TableScene, driver: TableDriver, intents: list[Intent]
) -> Any:
    """The colour the scene's message is drawn in on the frame ``intents`` bring it (the
    table draws its prompt again only when it changes)."""
    seen: dict[str, Any] = {}
    real = gfx.draw_text

    def recording(surface: Any, text: str, px: int, at: Any, colour: Any, **kwargs: Any) -> Any:
        seen.setdefault(text, colour)
        return real(surface, text, px, at, colour, **kwargs)

    monkeypatch.setattr(gfx, "draw_text", recording)
    driver.frame(intents)
    monkeypatch.setattr(gfx, "draw_text", real)
    assert scene.message in seen, f"{scene.message!r} was not drawn"
    return seen[scene.message]


def test_the_two_kinds_have_two_colours() -> None:
    assert message_colour("refusal") == gfx.BAD
    assert message_colour("instruction") == gfx.INK != gfx.BAD


def test_naming_a_colour_is_an_instruction_not_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    app, scene, driver = safety_lead_table()
    safety = click(card_point(scene, scene.hand_cards(scene.match.view()).index("safety-1")))
    colour = _drawn_colour(monkeypatch, scene, driver, [safety])
    assert scene.pending_card == "safety-1" and scene.message == "Name a colour for Safety 1."
    assert colour == gfx.INK
    app.close()


def test_a_refused_move_stays_red(monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    scene = start_table(app, "dragon", "human,ai,ai,ai", seed=2)
    driver = TableDriver(app, scene, random.Random(0))
    while scene.actor() is None:
        driver.frame([key("skip")] if scene.timeline.busy else [])
    assert scene.match.view()["phase"] == "pass"
    confirm = click(button_point(scene, 0))  # with no card chosen yet
    colour = _drawn_colour(monkeypatch, scene, driver, [confirm])
    assert scene.message.startswith("Choose 3 cards first")
    assert colour == gfx.BAD
    app.close()
