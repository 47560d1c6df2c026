"""The table shows the game as it happens: the presented model never runs ahead of the animations.

For every game a scripted game is watched frame by frame. At each frame the cards the
table drew, the trick counts and the totals it shows are checked against what the
events animated so far have revealed, worked out here from the events themselves:
before the batch (the view then), plus the events whose animation has reached them.
Then the end-of-round order (last trick, collected, round summary, deal), the final
round's summary at game over, and skipping straight to the live view.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from table.games import game_ids
from table.ui.intents import key
from table.ui.scenes.overlays import GameOverScene, HandOverScene, RoundSummary
from table.ui.scenes.table import TableScene
from tests.per_game import data_of
from tests.ui.driver import TableDriver, make_app, start_table

GAMES = game_ids()
COUNTS = ("tricks_won", "tricks_taken", "battles_won")
DEALS = {"deal", "dealt", "cards_passed", "pass_chosen"}  # events that bring the live hand on screen
SCORING = {
    "round_scored", "hand_scored", "round_over", "game_over",  # a round's (or the game's) totals
    "battle_won", "show_won", "stole_the_show",  # Snow's battles and Batwalk's shows score at once
    "card_taken", "penalty_taken", "cards_placed",  # Royal: a critter reaching a front is its count
}


def _ids(thing: Any, deck: set[str]) -> set[str]:
    """Every card id that appears anywhere in ``thing`` (a view or events)."""
    text = json.dumps(thing)
    return {card for card in deck if f'"{card}"' in text}


class Watcher:
    """Checks one table, frame by frame, against the events revealed so far."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.deck = set(scene.presenter.deck(scene.match.state.players))
        self.problems: list[str] = []
        self.checked = 0
        self._begin(scene.presented.view if scene.timeline.busy else scene.match.view())

    def _begin(self, view: dict[str, Any]) -> None:
        self.base = json.loads(json.dumps(view))
        self.known = _ids(self.base, self.deck)
        self.revealed_before = 0
        self.scores = list(self.base["scores"])

    def frame_done(self) -> None:
        """Called after each frame (drawn): compare what was drawn with what is known."""
        scene = self.scene
        if not scene.timeline.busy:
            self._begin(scene.match.view())
            return
        if not isinstance(scene.app.stack.top, TableScene | RoundSummary):
            return
        presented = scene.presented
        revealed = presented.revealed
        live = scene.match.view()
        allowed = set(self.known) | _ids(revealed, self.deck)
        if any(event.get("type") in DEALS for event in revealed):
            allowed |= _ids(live, self.deck)
        shown = set(self.scene.app.probe.faces) & self.deck
        if shown - allowed:
            self.problems.append(f"drew {sorted(shown - allowed)} before its event was animated")
        view = presented.view
        if not any(event.get("type") in DEALS for event in revealed):
            for key in COUNTS:
                if key in self.base:
                    expected = list(self.base[key])
                    for event in revealed:
                        seat = event.get("seat")
                        if event.get("type") == scene.presenter.trick_won_event and seat is not None:
                            expected[seat] += 1
                    if view[key] != expected:
                        self.problems.append(f"{key} {view[key]} but the animated tricks give {expected}")
            for key in ("round", "hand_number"):  # the header's round, until the next deal
                if isinstance(self.base.get(key), int) and view.get(key) != self.base[key]:
                    self.problems.append(f"{key} {view.get(key)} shown before the deal of it animated")
        if view["scores"] != self.scores:
            newly = revealed[self.revealed_before :]
            if not any(event.get("type") in SCORING for event in newly):
                self.problems.append(f"totals changed to {view['scores']} with no score animated")
        self.scores = list(view["scores"])
        self.revealed_before = len(revealed)
        self.checked += 1


def _watch_game(game_id: str, spec: str, options: dict[str, object], seed: int) -> Watcher:
    app = make_app(speed=3.0)
    scene = start_table(app, game_id, spec, seed=seed, options=options)
    driver = TableDriver(app, scene, random.Random(seed))
    watcher = Watcher(scene)
    for _ in range(40_000):
        top = app.stack.top
        if isinstance(top, GameOverScene):
            break
        if isinstance(top, RoundSummary):
            driver.frame([])
            watcher.frame_done()
            driver.frame([key("activate")])
        elif isinstance(top, HandOverScene):
            driver.frame([key("activate")])
        elif top is scene and scene.actor() is not None:
            driver.frame(driver.human_intents())
        else:
            driver.frame()
        watcher.frame_done()
    assert isinstance(app.stack.top, GameOverScene), "the scripted game did not finish"
    return watcher


@pytest.mark.parametrize("game_id", GAMES)
def test_the_table_never_shows_what_the_animations_have_not_revealed(game_id: str) -> None:
    spec, options = data_of(game_id, "WATCHED")
    watcher = _watch_game(game_id, spec, options, seed=5)
    assert watcher.checked > 50  # frames mid-animation were really looked at
    assert watcher.problems == []


def _record_rounds(
    game_id: str, spec: str, options: dict[str, object], seed: int
) -> tuple[list[str], list[str]]:
    """Play a whole game and note, frame by frame, what the player saw happen at the
    end of each round: the trick full on the table, collected, the summary, the deal."""
    app = make_app(speed=3.0)
    scene = start_table(app, game_id, spec, seed=seed, options=options)
    driver = TableDriver(app, scene, random.Random(seed))
    players = len(scene.names)
    seen: list[str] = []
    problems: list[str] = []
    counted = 0

    def note(kind: str) -> None:
        if not seen or seen[-1] != kind:
            seen.append(kind)

    for _ in range(40_000):
        top = app.stack.top
        if isinstance(top, GameOverScene):
            note("result")
            break
        if isinstance(top, RoundSummary):
            view = scene.shown()
            scored = [e for e in scene.match.state.log if e["type"] == "round_scored"]
            if seen[-1:] != ["summary"]:
                # Under the summary: the round as it ended, its totals, no new hand yet.
                if sum(view["hand_sizes"]) != 0:
                    problems.append(f"the next hand is on the table under the summary: {view['hand_sizes']}")
                if view["round"] != scored[-1]["round"] or view["scores"] != scored[-1]["totals"]:
                    problems.append(f"summary of round {scored[-1]['round']} over round {view['round']}")
                if scene.shown_trick:
                    problems.append("the last trick is still on the table under the summary")
            note("summary")
            driver.frame([key("activate")])
            continue
        if top is scene and scene.actor() is not None:
            driver.frame(driver.human_intents())
        else:
            driver.frame()
        taken = sum(scene.shown().get("tricks_taken") or [])
        if len(scene.shown_trick) == players:
            note("trick landed")
        elif taken > counted:
            note("collected")
        if scene.dealing:
            note("deal")
        counted = taken
    return seen, problems


def _scene_state(scene: TableScene) -> tuple[object, ...]:
    timeline = scene.timeline
    return (
        scene.presented.revision,
        json.dumps(scene.presented.view, sort_keys=True),
        len(timeline.steps),
        timeline.elapsed,
        list(scene.shown_trick),
        list(scene.selection),
        scene.focus,
        scene.message,
        len(scene.pad_rows),
    )


@pytest.mark.parametrize("game_id", GAMES)
def test_drawing_changes_nothing_mid_animation(game_id: str) -> None:
    spec, options = data_of(game_id, "WATCHED")
    app = make_app()
    scene = start_table(app, game_id, spec, seed=3, options=options)
    driver = TableDriver(app, scene, random.Random(3))
    looked = 0
    for _ in range(3000):
        if scene.timeline.busy and app.stack.top is scene:
            before = _scene_state(scene)
            scene.draw(app.surface)
            scene.draw(app.surface)
            assert _scene_state(scene) == before
            looked += 1
        top = app.stack.top
        if top is scene and scene.actor() is not None:
            driver.frame(driver.human_intents())
        elif top is not scene:
            driver.frame([key("activate")])
        else:
            driver.frame()
        if looked >= 40:
            break
    assert looked >= 40
