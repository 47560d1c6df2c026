"""The since-your-last-turn recap: a few plain lines from what the seat may see, never
naming a card hidden from it (checked hot-seat style, every seat a human, the way the
conformance suite checks views against ``hidden_ids``)."""

from __future__ import annotations

import random
import re

import pytest

from table.core import GameState
from table.games import game_ids, get_game
from table.learn.coach import Coach
from table.learn.lessons import lesson_for
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


def test_the_recap_tells_the_trick_since_you_last_played() -> None:
    coach = Coach(lesson_for("dragon"))
    names = coach.lesson.names
    for _ in range(3):
        coach.answer(coach.suggestion())
    so_far = "So far: Bones played the Blue 10, Ghoulia the Black 12 (the Dragon)."
    assert recap(coach.state, 0, names) == [so_far]
    # Mildred last played in trick 2: she hears the end of it, with its points.
    assert recap(coach.state, 1, names) == [
        "Bones played the Red 11 (little devil), Ghoulia the Red 5 (little devil), "
        "You the Red 6 (little devil). Bones took the trick (4 points).",  # the student is named "You"
        "So far: Bones played the Blue 10, Ghoulia the Black 12 (the Dragon).",
    ]


def test_the_recap_tells_claims_steals_and_scores() -> None:
    coach = Coach(lesson_for("royal"))
    names = coach.lesson.names
    coach.answer(coach.suggestion())
    assert recap(coach.state, 0, names) == [
        "Mildred called it true (wrong): it was the Toad 2. Mildred took it.",
        'Mildred gave you a card, saying "Royal".',
    ]
    coach = Coach(lesson_for("batwalk"))
    coach.answer(coach.suggestion())
    assert recap(coach.state, 0, coach.lesson.names)[0] == (
        "Mildred played the Red Star (stole the show, +1), Bones the Blue Garlic. Bones won the show."
    )
    coach = Coach(lesson_for("munch"))
    while not coach.finished:
        coach.answer(coach.suggestion())
    assert recap(coach.state, 0, coach.lesson.names)[-2:] == [
        "Scores: you 50, Mildred -10, Bones 60.",
        "The game is over.",
    ]


def test_predictions_are_told_once_revealed_and_long_recaps_are_cut() -> None:
    coach = Coach(lesson_for("munch"))
    coach.answer(coach.suggestion())
    assert recap(coach.state, 0, coach.lesson.names, since=0)[:2] == [
        "New cards were dealt.",
        "You predicted 2. Mildred predicted 1. Bones predicted 0.",
    ]
    lines = recap(coach.state, 0, coach.lesson.names, since=0, limit=2)
    assert len(lines) == 2 and lines[0].startswith("(")


def test_log_marks_follow_every_move() -> None:
    state = get_game("batwalk").new_state(players=2, seed=5)  # the trendsetter moves by itself
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
    assert last_acted(state, 0) == marks[max(i for i, (s, _) in enumerate(state.history) if s == 0)]


def test_the_hand_over_tells_how_many_cards_the_pass_brought_without_naming_them() -> None:
    """Found playing hot-seat Dragon: the hand-over, read by the whole room, said "The
    pass: you got a card, a card, a card."; it counts them, and the seat's own recap at
    the table names them."""
    state = get_game("dragon").new_state(players=4, seed=3, options={"pass": True})
    rng = random.Random(3)
    while not any(event.get("type") == "cards_passed" for event in state.log):
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    seat = state.turn[0]
    public = recap(state, seat, NAMES[:4], since=0, public=True)
    assert "The pass: 3 cards came to you." in public, public
    own = "\n".join(recap(state, seat, NAMES[:4], since=0))
    assert "The pass: you got " in own and "a card" not in own, own
