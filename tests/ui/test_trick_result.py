"""The decided trick, as a player sees it: the winner's card marked and what the trick took.

Played through the real table by intents (``driver``): in each of the four trick games
the mark and its words appear only once the event deciding the trick is animated (all
its cards are on the table, none still flying), they mark the card the rules' event
names, say the trick's worth in the game's own unit, and the "Last trick" screen shows
the very same mark and words after the trick is collected.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from table.games import game_ids
from table.ui import gfx, layout
from table.ui.intents import key
from table.ui.presented import TakenTrick
from table.ui.scenes import trick_mark
from table.ui.scenes.last_trick import LastTrickScene
from table.ui.scenes.overlays import RoundSummary
from table.ui.scenes.table import TableScene
from tests.per_game import data_of
from tests.ui.driver import TableDriver, make_app, start_table

# The unit each game counts a trick in (rules/<id>.md: Dragon's points, Munch's tricks
# against the prediction, Snow's battle points, Batwalk's point on the runway; the verb
# as said of another seat, or of "you", a solo table's human) and the seats to watch it
# at: each game's TRICK_UNIT (tests/per_game/<id>.py; None: no tricks).


def _unit(game_id: str) -> tuple[str, str]:
    unit = data_of(game_id, "TRICK_UNIT")
    if unit is None:
        pytest.skip(f"{game_id} has no tricks (its TRICK_UNIT is None)")
    pattern, seats = unit
    return pattern, seats


SIZES = [(960, 540), (1280, 720), (1920, 1080)]


class Marks:
    """Every mark the table and Last trick draw, with the frame's state when drawn."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.drawn: list[dict[str, Any]] = []

    def __call__(self, *args: Any) -> layout.Rect:
        rect, words = args[1], args[2]  # (surface, rect, words, px, bounds, ...)
        scene = self.scene
        tag = real_mark(*args)
        self.drawn.append(
            {"rect": rect, "words": words, "trick": list(scene.shown_trick),
             "deciding": scene.presented.deciding, "tag": tag}
        )
        return tag


real_mark = trick_mark.mark


def _first_decided(game_id: str, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> tuple[
    TableScene, TableDriver, Marks, list[dict[str, Any]]
]:
    """Plays (slowly, so every step is seen) until a trick's hold has been drawn a few times."""
    app = make_app(size, speed=2.0)
    scene = start_table(app, game_id, _unit(game_id)[1], seed=5)
    marks = Marks(scene)
    monkeypatch.setattr(trick_mark, "mark", marks)
    driver = TableDriver(app, scene, random.Random(2))
    frames: list[dict[str, Any]] = []
    for _ in range(20000):
        top = app.stack.top
        if isinstance(top, RoundSummary):
            driver.frame([key("activate")])
            continue
        intents = driver.human_intents() if top is scene and scene.actor() is not None else []
        driver.frame(intents)
        won = [e for e in scene.match.state.log if e.get("type") == scene.presenter.trick_won_event]
        frames.append(
            {"won": len(won), "deciding": scene.presented.deciding, "marks": len(marks.drawn),
             "trick": list(scene.shown_trick)}
        )
        if len(marks.drawn) >= 3:
            return scene, driver, marks, frames
    pytest.fail(f"{game_id}: no trick was ever decided on screen")


@pytest.mark.parametrize("game_id", game_ids())
def test_the_winners_card_is_marked_with_what_the_trick_took(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene, _, marks, frames = _first_decided(game_id, (1280, 720), monkeypatch)
    event = next(e for e in scene.match.state.log if e.get("type") == scene.presenter.trick_won_event)
    # Never ahead of the animation: the rules decided the trick frames before the table
    # showed it (the last card was still flying), and nothing was marked then.
    ahead = [f for f in frames if f["won"] and f["deciding"] is None and f["marks"] == 0]
    assert ahead, "the trick was decided by the rules before its hold began"
    first = marks.drawn[0]
    decided: TakenTrick = first["deciding"]
    assert decided is not None and decided.result is not None
    played = [e["card"] if isinstance(e, dict) else e for e in event.get("cards") or event.get("plays") or []]
    # Every card of the trick lies on the table when the mark appears, and the trick is
    # decided only once they all do.
    assert sorted(card for _, card in first["trick"]) == sorted(played)
    for frame in frames:
        if frame["deciding"] is not None:
            assert sorted(card for _, card in frame["deciding"].cards) == sorted(played)
            assert sorted(card for _, card in frame["trick"]) == sorted(played)
    winner = event["seat"]
    assert decided.result.seat == winner
    index = decided.winner_index
    assert index is not None and decided.cards[index][0] == winner
    # The mark is on the winner's slot of the trick row, the words name the winner.
    geo = scene.geometry()
    assert first["rect"] == scene.animator.trick_rect(geo, winner)
    words = first["words"]
    named = "You" if winner == scene.match.you else scene.names[winner]  # a solo table's human is "you"
    assert words == decided.result.words and words.startswith(named)
    assert re.search(_unit(game_id)[0], words), words
    figure = data_of(game_id, "TRICK_FIGURE")
    if figure is not None:  # the words give the trick's worth the event counted
        field, none = figure
        assert str(event[field]) in words or none in words


@pytest.mark.parametrize("game_id", game_ids())
def test_last_trick_shows_the_same_mark_and_figure(game_id: str, monkeypatch: pytest.MonkeyPatch) -> None:
    scene, driver, marks, _ = _first_decided(game_id, (1280, 720), monkeypatch)
    decided = scene.presented.deciding
    assert decided is not None
    for _ in range(600):
        if scene.presented.deciding is None:
            break
        driver.frame()
    assert scene.presented.last_trick == decided, "the collected trick is the one decided"
    assert scene.last_trick == list(decided.cards)
    while driver.app.stack.top is not scene:
        driver.app.stack.pop()
    overlay = LastTrickScene(driver.app, scene)
    driver.app.push(overlay)
    before = len(marks.drawn)
    driver.frame()
    assert len(marks.drawn) > before and overlay.tag is not None
    shown = marks.drawn[-1]
    assert decided.result is not None and decided.winner_index is not None
    assert shown["words"] == decided.result.words
    # Ringed: the winner's card, at its place in the row of the trick's cards.
    card = gfx.scaled_card_size(driver.app.size)
    step = min(card[0] * 1.15, driver.app.size[0] * 0.75 / len(decided.cards))
    left = driver.app.size[0] / 2 - (step * (len(decided.cards) - 1) + card[0]) / 2
    assert shown["rect"][0] == pytest.approx(left + decided.winner_index * step)
    # The tag sits above the winner's card, inside the window.
    w, _ = driver.app.size
    assert overlay.tag[1] + overlay.tag[3] <= shown["rect"][1]
    assert overlay.tag[0] >= 0 and overlay.tag[0] + overlay.tag[2] <= w and overlay.tag[1] >= 0
