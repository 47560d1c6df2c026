"""After a whole game (Munch and Dodge the Dragon played to the end in the real window)
the game-over box covered the table and took none of its keys: the score pad, the log
and the last trick could not be looked at once more, and Esc went straight to the title.
S, L and T now open them over the result, which is there again when they close."""

from __future__ import annotations

import random

import pytest

from table.games import game_ids
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


# The games played to their end here, each with its short game: LOOK_BACK in its test data.
LOOK_BACK = [(game_id, *data_of(game_id, "LOOK_BACK")) for game_id in game_ids()
             if data_of(game_id, "LOOK_BACK") is not None]


@pytest.mark.parametrize(("game_id", "spec", "options"), LOOK_BACK)
def test_the_score_pad_log_and_last_trick_open_over_the_result(
    game_id: str, spec: str, options: dict[str, object], monkeypatch: pytest.MonkeyPatch
) -> None:
    app, over = _game_over(game_id, spec, options)
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
    assert "Look back: Last trick (T) · Game log (L) · Score pad (S)" in texts
    app.close()
