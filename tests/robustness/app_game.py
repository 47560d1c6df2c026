"""Play one whole game in the real app, headless, on a given data folder; print what it said.

``python -m tests.robustness.app_game FOLDER`` opens the app as ``play --data-dir FOLDER``
does, shows the title, starts a short all-AI Dodge the Dragon at the table, runs the
frame loop (animations skipped, summaries closed) to the game-over screen and quits. It
prints one JSON object: the title's notices, every line the table said, the notice left
for the next title, and whether the game ended. Run in a child process so a fault test
can give it a file-size limit of its own.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from table.persistence import locations
from table.ui.app import open_app
from table.ui.controller import SeatPlan
from table.ui.intents import Intent, key
from table.ui.scenes.overlays import GameOverScene, RoundSummary
from table.ui.scenes.table import TableScene
from table.ui.scenes.title import TitleScene
from tests.per_game import data_of, sample_game

FRAME = 0.1
GAME = sample_game()  # any game: the faults are the disk's
SEATS = [SeatPlan("ai", name, "random") for name in ("Mildred", "Bones", "Ghoulia")]


def play(folder: Path) -> dict[str, Any]:
    said: list[str] = []
    say = TableScene.say

    def record(scene: TableScene, text: str) -> None:
        said.append(text)
        say(scene, text)

    TableScene.say = record  # type: ignore[method-assign,assignment]
    app = open_app(locations(folder), size=(1280, 720), sound=False)
    app.settings.animation_speed = 4.0
    title = TitleScene(app)
    app.push(title)
    app.step([], FRAME)
    app.step([], FRAME)
    notices = list(title.notices)
    table = TableScene(app, app.new_match(GAME, SEATS, data_of(GAME, "SHORT_OPTIONS"), 9))
    app.push(table)
    for _ in range(20_000):
        top = app.stack.top
        if isinstance(top, GameOverScene):
            break
        if isinstance(top, RoundSummary):
            app.step([key("activate")], FRAME)
        elif isinstance(top, TableScene) and top.timeline.busy:
            app.step([key("skip")], FRAME)
        else:
            app.step([], FRAME)
    app.step([], FRAME)
    over = table.match.state.is_over
    app.step([Intent("quit")], FRAME)
    app.close()
    return {"title": notices, "table": said, "notice": app.notice, "over": over,
            "scores": table.match.state.scores}


if __name__ == "__main__":
    print(json.dumps(play(Path(sys.argv[1]))))
