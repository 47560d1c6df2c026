"""The since-your-last-turn recap: a few plain lines from what the seat may see, never
naming a card hidden from it (checked hot-seat style, every seat a human, the way the
conformance suite checks views against ``hidden_ids``)."""

from __future__ import annotations

import random
import re

import pytest

from table.core import GameState
from table.games import game_ids, get_game
from table.learn.names import card_name
from table.learn.recap import LIMIT, last_acted, log_marks, recap

NAMES = ("Ann", "Ben", "Cat", "Dan", "Eve", "Fay")


def hidden_names(state: GameState, seat: int) -> list[str]:
    """Names of the cards hidden from ``seat`` that no card it may see shares."""
    gid = state.game.id
    hidden = state.hidden_ids(seat)
    spectator = state.hidden_ids(None)
    seen_names = {card_name(gid, card) for card in spectator - hidden}
    seen_names |= {card_name(gid, card) for card in _all_cards(state) - hidden}
    return [name for name in {card_name(gid, card) for card in hidden} if name not in seen_names]


def _all_cards(state: GameState) -> set[str]:
    module = __import__(f"table.games.{state.game.id}.cards", fromlist=["deck_ids"])
    return set(module.deck_ids(state.players))


@pytest.mark.parametrize("gid", game_ids())
@pytest.mark.parametrize("seed", [1, 2])
def test_the_recap_never_names_a_card_the_seat_may_not_see(gid: str, seed: int) -> None:
    game = get_game(gid)
    players = min(game.max_players, 4)
    state = game.new_state(players=players, seed=seed)
    rng = random.Random(seed)
    names = NAMES[:players]
    told = 0
    for _ in range(120):
        if state.is_over:
            break
        seat = state.turn[0]  # the next human to be handed the computer
        lines = recap(state, seat, names)
        assert len(lines) <= LIMIT
        text = "\n".join(lines)
        # A card played face up to this seat since its last turn is named even when it is
        # hidden again now (dealt anew since): the seat saw it played (issue 32).
        played = {
            card_name(gid, event["card"])
            for event in state.visible_log(seat, start=last_acted(state, seat))
            if event.get("type") == "card_played" and isinstance(event.get("card"), str)
        }
        for name in set(hidden_names(state, seat)) - played:
            assert not re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text), (name, text)
        told += bool(lines)
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert told > 10, "the recap had something to say at most turns"


@pytest.mark.parametrize("gid", game_ids())
def test_log_marks_follow_every_move(gid: str) -> None:
    game = get_game(gid)  # at its fewest players (Batwalk's trendsetter moves by itself)
    state = game.new_state(players=game.min_players, seed=5)
    rng = random.Random(5)
    lengths = []
    for _ in range(12):
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        lengths.append((len(state.history), len(state.log)))
    marks = log_marks(state)
    assert len(marks) == len(state.history)
    for moves, log_length in lengths:
        assert marks[moves - 1] == log_length
    # A seat's last move is told from just after its own first event: what followed from
    # it (the trick it completed, the scores, the next deal) is news to it.
    last = max(i for i, (s, _) in enumerate(state.history) if s == 0)
    before = marks[last - 1] if last else len(game.new_state(players=game.min_players, seed=5).log)
    assert last_acted(state, 0) == min(before + 1, marks[last])
    assert before < last_acted(state, 0) or before == marks[last]
