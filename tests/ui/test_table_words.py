"""The table's words, as issue 20 item 10 asks: a pass names who receives it, Batwalk's
mark on its winning card says "winning" and keeps every index clear, one phrase for
the lead caption, no "1 pts" (nor "1 points") and no "by seed" in anything a presenter
says over whole games, and Snow's "broken" Hunters said in plain words.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from table.games import game_ids, get_game
from table.ui.tables import presenter_for
from tests.per_game import data_of

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
GAMES = game_ids()
BAD = [
    (re.compile(r"\bpts\b"), "pts"),
    (re.compile(r"(?<![\d.+\-−])1 (points|tricks|cards|battles|shows|vanquishes)\b"), "a plural after 1"),
    (re.compile(r"by (the )?seed", re.I), "by seed"),
]


def _led(game_id: str, players: int, seed: int, cards: int = 1) -> dict[str, Any]:
    """A view of ``game_id`` (after its first trick) with ``cards`` cards in the trick, by random play."""
    state = get_game(game_id).new_state(players, seed=seed)
    rng = random.Random(seed)
    presenter = presenter_for(game_id)
    for _ in range(400):
        view = state.view(0)
        trick = presenter.trick(view)
        started = any(e.get("type") == presenter.trick_won_event for e in state.log)
        if len(trick) == cards and started and view.get("phase") != "over" and state.turn:
            return view
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    raise AssertionError(f"{game_id}: no trick with one card")


# Royal has no tricks and a Batwalk show no lead suit: every other game captions its lead
# (LEAD_CAPTIONS in its test data: the tricks of how many cards, over how many seeds).
@pytest.mark.parametrize("game_id", [game for game in game_ids() if data_of(game, "LEAD_CAPTIONS")])
def test_one_phrase_for_the_lead_caption(game_id: str) -> None:
    presenter = presenter_for(game_id)
    captions = {
        presenter.trick_caption(_led(game_id, 3, seed, cards=cards))
        for cards, seeds in data_of(game_id, "LEAD_CAPTIONS") for seed in range(seeds)
    }
    named = [c for c in captions if "lead" in c.lower()]
    assert named, captions
    for caption in named:
        assert caption.startswith("Lead suit: "), caption


def _words(game_id: str, seed: int) -> list[str]:
    """Everything the presenter says over one whole random game, from every seat's view."""
    presenter = presenter_for(game_id)
    players = data_of(game_id, "WORDS_PLAYERS")
    state = get_game(game_id).new_state(players, seed=seed)
    names = [f"Seat {n}" for n in range(players + len(presenter.extra_seats(state)))]
    presenter.names = names
    rng = random.Random(seed)
    said: list[str] = []
    for _ in range(3000):
        if state.is_over:
            break
        seat = state.turn[0]
        actions = state.legal_actions(seat)
        view = state.view(seat)
        said += [presenter.prompt(view, actions, names[seat]), presenter.trick_caption(view)]
        said += [presenter.round_label(view), presenter.waiting(view, names, state.turn)]
        said += [presenter.seat_status(view, s) for s in range(players)]
        said += [presenter.button_label(a) for a in actions]
        for event in state.apply(seat, rng.choice(actions)):
            said.append(presenter.describe(event, names) or "")
            banner = presenter.banner(event, names, seat)
            if banner is not None:
                said += [banner.title, *banner.lines]
            row = presenter.score_pad_row(event)
            if row is not None:
                said += row[1]
            if event.get("type") == presenter.trick_won_event:
                result = presenter.trick_result(event, names, view)
                said += [presenter.trick_reason(event, names), result.words]
    assert state.is_over, f"{game_id} did not finish"
    return said


@pytest.mark.parametrize("game_id", GAMES)
def test_no_one_pts_and_no_by_seed_anywhere(game_id: str) -> None:
    said = [line for seed in (1, 2) for line in _words(game_id, seed)]
    assert len(said) > 200
    for line in said:
        for pattern, what in BAD:
            assert not pattern.search(line), f"{what}: {line!r}"
