"""The table shows the game as it happens: the presented model never runs ahead of the animations.

For every game a scripted game is watched frame by frame. At each frame the cards the
table drew, the trick counts and the totals it shows are checked against what the
events animated so far have revealed, worked out here from the events themselves:
before the batch (the view then), plus the events whose animation has reached them.
Then the end-of-round order (last trick, collected, round summary, deal), the final
round's summary at game over, and skipping straight to the live view.
"""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest

from table.ui.intents import key
from table.ui.scenes.overlays import GameOverScene, HandOverScene, RoundSummary
from table.ui.scenes.table import TableScene
from tests.ui.driver import TableDriver, make_app, start_table

GAMES = [
    ("dragon", "human,ai,ai,ai", {"limit": 30}),
    ("munch", "human,ai,ai", {"hands": 3}),
    ("royal", "human,ai,ai", {}),
    ("batwalk", "human,ai,ai,ai", {}),
    ("snow", "human,ai,ai", {"target": 60}),
]
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


@pytest.mark.parametrize(("game_id", "spec", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_the_table_never_shows_what_the_animations_have_not_revealed(
    game_id: str, spec: str, options: dict[str, object]
) -> None:
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


def test_a_round_ends_trick_landed_collected_summary_then_the_deal() -> None:
    seen, problems = _record_rounds("dragon", "human,ai,ai,ai", {"limit": 60}, seed=11)
    assert problems == []
    summaries = [index for index, kind in enumerate(seen) if kind == "summary"]
    assert len(summaries) >= 2
    for index in summaries:
        assert seen[index - 2 : index] == ["trick landed", "collected"], seen[index - 3 : index + 2]
        assert seen[index + 1] in ("deal", "result"), seen[index - 1 : index + 2]
    assert seen[summaries[-1] + 1 :] == ["result"], "at game over: the final round's summary, then the result"
    assert seen.count("deal") == len(summaries)  # the first deal and one after every summary but the last


def test_skip_jumps_to_the_live_view_in_one_step_losing_nothing() -> None:
    app = make_app()
    scene = start_table(app, "dragon", "human,ai,ai,ai", seed=2, options={"limit": 30})
    driver = TableDriver(app, scene, random.Random(2))
    for _ in range(20_000):  # watch until a round's last trick is about to fly
        ending = any(e["type"] == "round_scored" for e in scene.match.state.log[-3:])
        if scene.timeline.busy and ending and scene.shown()["hand_sizes"] != scene.match.view()["hand_sizes"]:
            break
        top = app.stack.top
        if isinstance(top, RoundSummary):
            driver.frame([key("activate")])
        elif top is scene and scene.actor() is not None:
            driver.frame(driver.human_intents())
        else:
            driver.frame()
    else:
        raise AssertionError("no round ended")
    assert scene.presented.view["scores"] != scene.match.view()["scores"]  # the totals are not shown yet
    rows = len(scene.pad_rows)
    driver.frame([key("skip")])
    live = scene.match.view()
    assert not scene.timeline.busy and scene.presented.live
    assert scene.shown() is live and scene.presented.view is live
    assert len(scene.pad_rows) == rows + 1  # the round's row is on the score pad
    last = [e for e in scene.match.state.log if e["type"] == "trick_won"][-1]
    assert sorted(card for _, card in scene.last_trick) == sorted(last["cards"])  # "Last trick" still has it
    assert isinstance(app.stack.top, RoundSummary)  # and its summary is still shown


def test_the_result_ranks_the_table_winners_first_then_by_total() -> None:
    from table.ui.scenes.overlays import ranked

    app = make_app(speed=8.0)
    scene = start_table(app, "dragon", "ai,ai,ai,ai", seed=4, options={"limit": 30})
    for _ in range(40_000):
        if isinstance(app.stack.top, GameOverScene):
            break
        driver_step = [key("activate")] if isinstance(app.stack.top, RoundSummary) else []
        app.step(driver_step, 1 / 30)
    state = scene.match.state
    assert state.is_over
    order = ranked(scene.match, len(scene.names))
    assert sorted(order) == list(range(len(scene.names)))
    assert set(order[: len(state.winners)]) == set(state.winners)
    totals = [state.scores[seat] for seat in order[len(state.winners) :]]
    assert totals == sorted(totals)  # Dodge the Dragon: the lowest total is the best


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


@pytest.mark.parametrize(("game_id", "spec", "options"), GAMES, ids=[g[0] for g in GAMES])
def test_drawing_changes_nothing_mid_animation(game_id: str, spec: str, options: dict[str, object]) -> None:
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


def test_the_batwalk_standees_walk_by_time_not_by_frames() -> None:
    """The same second of walking at 30 and at 144 frames a second ends at the same place."""
    from table.ui.tables.batwalk.look import TableLook
    from table.ui.tables.batwalk.runway import walk

    app = make_app()
    scene = start_table(app, "batwalk", "human,ai,ai,ai", seed=11)
    ctx = scene.context()
    places = []
    for fps in (30, 144):
        look = TableLook(walked=[0.0] * len(ctx.view["scores"]))
        far = dataclasses.replace(ctx, view={**ctx.view, "scores": [10] * len(ctx.view["scores"])})
        for _ in range(fps // 2):  # half a second
            walk(look, far, 1 / fps)
        places.append(look.walked)
    assert places[0] == pytest.approx(places[1])
    assert 0 < places[0][0] < 10  # it walks, and takes its time
