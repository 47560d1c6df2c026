"""The table's own cues: a click for every button pressed, a chime when it is your turn,
and the cues of the rule events as they are animated."""

from __future__ import annotations

import random

from table.ui.intents import Intent
from table.ui.scenes.title import TitleScene
from tests.per_game import sample_game
from tests.ui.driver import TableDriver, make_app, start_table


class Recorder:
    """Stands in for the audio device and remembers what was played."""

    def __init__(self) -> None:
        self.played: list[str] = []

    def play(self, cue: str) -> None:
        self.played.append(cue)

    def set_volumes(self, master: float, effects: float, muted: bool) -> None:
        pass

    def set_duck(self, share: float) -> None:
        pass


def test_pressing_a_button_clicks() -> None:
    app = make_app()
    recorder = Recorder()
    app.sounds.audio = recorder  # type: ignore[assignment]
    app.push(TitleScene(app))
    app.step([], 1 / 60)
    app.step([Intent("activate")], 1 / 60)  # the focused game tile opens its set-up
    assert "click" in recorder.played


def test_a_human_hears_their_turn_and_the_games_events() -> None:
    app = make_app()
    recorder = Recorder()
    app.sounds.audio = recorder  # type: ignore[assignment]
    scene = start_table(app, sample_game(), "human,ai,ai", seed=4)
    driver = TableDriver(app, scene, random.Random(1), skip=True)
    for _ in range(600):
        if scene.match.state.history and "your_turn" in recorder.played:
            break
        driver.frame()
    assert "your_turn" in recorder.played
    assert "card_play" in recorder.played or "deal" in recorder.played
