"""Monkey test: thousands of random clicks and keys across every scene, from the title screen
and from hot-seat tables, must raise nothing and leave every game in a consistent state.

Consistent means: the match's state restores from its own save to an identical one
(every move the screen made was a legal move of the game), the table's trick on
screen equals the game's trick whenever no animation is running, and the stack
always has a scene on top.
"""

from __future__ import annotations

import json
import random

import pytest

from table.games import game_ids
from table.ui.app import App
from table.ui.intents import Intent, click, key, point, text
from table.ui.scenes.table import TableScene
from table.ui.scenes.title import TitleScene
from tests.per_game import data_of
from tests.ui.driver import make_app, start_table

KEYS = ["move"] * 6 + ["next", "prev", "activate", "activate", "skip", "back", "erase", "scroll"]


def random_intent(rng: random.Random, size: tuple[int, int]) -> Intent:
    roll = rng.random()
    where = (rng.randrange(size[0]), rng.randrange(size[1]))
    if roll < 0.45:
        return click(where)
    if roll < 0.55:
        return point(where)
    if roll < 0.62:
        return text(rng.choice("0123456789abcdefghijklmnopqrstuvwxyz LTS"))
    if roll < 0.622:
        return Intent("resize", size=(rng.randrange(600, 2200), rng.randrange(400, 1300)))
    kind = rng.choice(KEYS)
    if kind == "move":
        return key("move", *rng.choice([(1, 0), (-1, 0), (0, 1), (0, -1)]))
    if kind == "scroll":
        return Intent("scroll", dy=rng.choice([-1, 1]))
    return key(kind)


def check_consistent(app: App) -> None:
    assert app.stack.top is not None
    for scene in app.stack.scenes:
        if not isinstance(scene, TableScene):
            continue
        state = scene.match.state
        restored = scene.match.game.from_json(json.loads(json.dumps(state.to_json())))
        assert restored.history == state.history
        assert json.dumps(restored.view(None), sort_keys=True) == json.dumps(state.view(None), sort_keys=True)
        if not scene.timeline.busy:
            assert scene.shown_trick == scene.presenter.trick(state.view(None))


def monkey(app: App, rng: random.Random, steps: int) -> set[str]:
    seen: set[str] = set()
    for step in range(steps):
        if not app.running:  # the monkey found Quit: open the app again at the title
            app.running = True
            app.stack.reset(TitleScene(app))
        intents = [random_intent(rng, app.size) for _ in range(rng.randrange(1, 6))]
        app.step(intents, rng.choice([0.0, 1 / 60, 1 / 30, 0.1]))
        seen.update(type(scene).__name__ for scene in app.stack.scenes)
        if step % 25 == 0:
            check_consistent(app)
    check_consistent(app)
    return seen


def test_monkey_from_the_title_screen() -> None:
    app = make_app(speed=4.0)
    app.push(TitleScene(app))
    seen = monkey(app, random.Random(1), 1000)
    for name in ("TitleScene", "SetupScene", "TableScene", "SettingsScene", "PauseScene"):
        assert name in seen, f"the monkey never reached {name}"


@pytest.mark.parametrize(
    ("game_id", "spec"),
    [(game_id, data_of(game_id, "MONKEY_TABLE")) for game_id in game_ids()],
)
def test_monkey_at_a_hot_seat_table(game_id: str, spec: str) -> None:
    app = make_app(speed=4.0)
    start_table(app, game_id, spec, seed=7)
    seen = monkey(app, random.Random(len(spec)), 700)
    assert "HandOverScene" in seen
