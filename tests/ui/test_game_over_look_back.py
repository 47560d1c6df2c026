"""After a whole game (Munch and Dodge the Dragon played to the end in the real window)
the game-over box covered the table and took none of its keys: the score pad, the log
and the last trick could not be looked at once more, and Esc went straight to the title.
S, L and T now open them over the result, which is there again when they close."""

from __future__ import annotations

import random

import pytest

from table.games import game_ids, get_game
from table.ui import gfx
from table.ui.intents import key, text
from table.ui.scenes.common import TextPanel
from table.ui.scenes.last_trick import LastTrickScene
from table.ui.scenes.overlays import GameOverScene, RoundSummary
from tests.per_game import data_of
from tests.ui.driver import TableDriver, make_app, start_table


def _game_over(game_id: str, spec: str, options: dict[str, object]):  # type: ignore[no-untyped-def]
    app = make_app()
    scene = start_table(app, game_id, spec, seed=5, options=options)
    driver = TableDriver(app, scene, random.Random(1), skip=True)
    for _ in range(20000):
        top = app.stack.top
        if isinstance(top, GameOverScene):
            return app, top
        if isinstance(top, RoundSummary):
            driver.frame([key("activate")])
            continue
        driver.frame([key("skip")] if scene.timeline.busy else driver.human_intents())
    raise AssertionError("the game never ended")


@pytest.mark.parametrize("game_id", game_ids())
def test_the_score_pad_log_and_last_trick_open_over_the_result(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    spec = ",".join(["human"] + ["ai"] * (get_game(game_id).min_players - 1))
    app, over = _game_over(game_id, spec, data_of(game_id, "SHORT_OPTIONS"))
    for char, title, kind in (("s", "Score pad", TextPanel), ("l", "Game log", TextPanel),
                              ("t", None, LastTrickScene)):
        app.step([text(char)], 1 / 30)
        top = app.stack.top
        assert isinstance(top, kind), f"{char}: {type(top).__name__}"
        if title is not None:
            assert isinstance(top, TextPanel) and top.title == title
        app.step([key("back")], 1 / 30)
        assert app.stack.top is over, f"{char}: closing it shows the result again"
    texts: list[str] = []
    real = gfx.draw_text

    def record(surface, said, *args, **kwargs):  # type: ignore[no-untyped-def]
        texts.append(said)
        return real(surface, said, *args, **kwargs)

    monkeypatch.setattr(gfx, "draw_text", record)
    over.draw(app.surface)
    look_back = [said for said in texts if said.startswith("Look back: ")]
    assert look_back and all(f"({char})" in look_back[0] for char in "TLS"), look_back
    app.close()
