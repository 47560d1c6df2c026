"""Undo against the computer, in every game: allowed while nothing new has been shown,
refused (with the reason the table shows) once something has, and the undone game is a
real one: its save has no trace of the undone moves and plays on like any other."""

from __future__ import annotations

import json
import random
import re

import pytest

from table.core import GameState, find_ids
from table.games import game_ids, get_game
from table.learn.coach import Coach
from table.learn.lessons import LESSON_IDS, lesson_for
from table.learn.undo import UndoRefused, check_undo, undo
from tests.per_game import data_of

COMPUTERS = {1, 2, 3}


def lesson_after(gid: str, moves: int) -> tuple[Coach, list[int]]:
    """The lesson after the student's first ``moves`` moves, and the log length before each."""
    coach = Coach(lesson_for(gid))
    before = []
    for _ in range(moves):
        before.append(len(coach.state.log))
        coach.answer(coach.suggestion())
    return coach, before


def assert_same_game(one: GameState, other: GameState) -> None:
    assert json.dumps(one.to_json()) == json.dumps(other.to_json())


# (game, student moves made, the refusal once everything has been shown): each game's own in its
# test data (``tests/per_game/<id>.py``, UNDO_REFUSED)
REFUSED = [(gid, moves, reason) for gid in game_ids() for moves, reason in data_of(gid, "UNDO_REFUSED")]


@pytest.mark.parametrize(("gid", "moves", "reason"), REFUSED)
def test_an_undo_is_refused_once_something_new_was_shown(gid: str, moves: int, reason: str) -> None:
    coach, _ = lesson_after(gid, moves)
    before = json.dumps(coach.state.to_json())
    check = check_undo(coach.state, 0, coach.lesson.names, computers=COMPUTERS)
    assert not check.allowed and check.reason == reason
    with pytest.raises(UndoRefused, match=r"^Can't undo: "):
        undo(coach.state, 0, coach.lesson.names, computers=COMPUTERS)
    assert json.dumps(coach.state.to_json()) == before, "a refused undo changes nothing"


@pytest.mark.parametrize(("gid", "moves", "reason"), REFUSED)
def test_the_same_undo_is_allowed_before_the_new_card_is_shown(gid: str, moves: int, reason: str) -> None:
    coach, before = lesson_after(gid, moves)
    state = coach.state
    check = check_undo(state, 0, coach.lesson.names, seen=before[-1], computers=COMPUTERS)
    assert check.allowed and check.reason == ""
    assert check.undone[0][0] == 0 and all(seat in COMPUTERS for seat, _ in check.undone[1:])
    back = undo(state, 0, coach.lesson.names, seen=before[-1], computers=COMPUTERS)
    assert back.history == state.history[: check.back_to]
    assert 0 in back.turn and len(back.log) == before[-1]
    # Its save knows nothing of the undone moves, and restores to the same game.
    assert back.to_json()["history"] == [list(move) for move in state.history[: check.back_to]]
    assert_same_game(get_game(gid).from_json(back.to_json()), back)


@pytest.mark.parametrize("gid", LESSON_IDS)
def test_an_undo_with_nothing_new_shown_takes_back_the_move(gid: str) -> None:
    """Just after the student's move, before anything is shown, every game allows it,
    and the student can then make a different move."""
    coach, before = lesson_after(gid, 1)
    back = undo(coach.state, 0, seen=before[0], computers=COMPUTERS)
    taken_back = coach.state.history[len(back.history)]
    assert taken_back[0] == 0 and 0 in back.turn
    assert taken_back[1] in back.legal_actions(0), "the same move can be made again"
    others = [action for action in back.legal_actions(0) if action != taken_back[1]]
    if others:  # or a different one
        back.apply(0, others[0])
        assert back.history[-1] == (0, others[0])


def test_undo_needs_a_move_of_yours_and_a_game_still_going() -> None:
    coach = Coach(lesson_for(LESSON_IDS[0]))  # a lesson played to the end of its game
    assert check_undo(coach.state, 0).reason == "Can't undo: you haven't made a move yet."
    while not coach.state.is_over:
        coach.answer(coach.suggestion())
    assert check_undo(coach.state, 0).reason == "Can't undo: the game is over."


# -- over random games: never after something new was shown ------------------------------


def _shown_ids(states: list[GameState], start: int, seat: int, hidden: set[str]) -> list[str]:
    """Cards in ``hidden`` that ``seat`` was shown in any of ``states`` (its view of each,
    and every event it could see from log position ``start`` on): worked out from the
    views, independently of how ``check_undo`` looks for them."""
    shown: set[str] = set()
    for state in states:
        shown.update(find_ids(json.dumps(state.view(seat)), hidden))
        shown.update(find_ids(json.dumps(state.visible_log(seat, start)), hidden))
    return sorted(shown)


@pytest.mark.parametrize("gid", sorted(game_ids()))
@pytest.mark.parametrize("seed", [3, 8])
def test_over_random_games_an_undo_is_refused_once_anything_new_was_shown(gid: str, seed: int) -> None:
    """Seat 0 plays against two computers, everyone at random. After every move, an undo
    for seat 0 (everything on the table shown) is allowed only if no card hidden from it
    where the undo would return is in any view or event it has had since, its own hidden
    cards included (Batwalk); and some undos are allowed, so the limit is not simply "never".
    Before the table has shown anything of it, a move may always be taken back."""
    rng = random.Random(seed)
    state = get_game(gid).new_state(players=3, seed=seed)
    allowed = refused = 0
    while not state.is_over and len(state.history) < 160:
        seat = rng.choice(state.turn)
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        check = check_undo(state, 0, computers=COMPUTERS)
        mine = [index for index, (mover, _) in enumerate(state.history) if mover == 0]
        if not mine or state.is_over:
            continue
        target = _rebuilt_for_test(state, mine[-1])
        walk = target.clone()
        states = []
        for mover, action in state.history[mine[-1] :]:
            walk.apply(mover, action)
            states.append(walk)
            walk = walk.clone()
        new = _shown_ids(states, len(target.log), 0, target.hidden_ids(0))
        if new:
            assert not check.allowed, f"undo allowed after seat 0 saw {new}"
        allowed += check.allowed
        refused += not check.allowed
        # Before the table has shown anything of the move, it may always be taken back.
        assert check_undo(state, 0, seen=len(target.log), computers=COMPUTERS).allowed
    # Batwalk's every card is hidden from its own player until played: nothing there.
    assert refused and (allowed or data_of(gid, "PLAY_SHOWS_OWN_CARD"))


def _rebuilt_for_test(state: GameState, moves: int) -> GameState:
    data = state.to_json()
    data["history"] = data["history"][:moves]
    for key in ("rng", "log_length"):
        data.pop(key, None)
    return state.game.from_json(data)


@pytest.mark.parametrize("lang", ["de", "fr", "es"])
def test_every_refusal_is_a_whole_sentence_of_the_language_spoken_now(lang: str) -> None:
    from table.core import i18n
    from table.manifest import catalogues

    i18n.use(lang, catalogues())
    try:
        said = []
        for gid, moves, english in REFUSED:
            coach, _ = lesson_after(gid, moves)
            said.append(check_undo(coach.state, 0, coach.lesson.names, computers=COMPUTERS).reason)
            assert said[-1] and said[-1] != english
        coach, _ = lesson_after(REFUSED[0][0], 0)  # no move made yet
        said.append(check_undo(coach.state, 0, coach.lesson.names, computers=COMPUTERS).reason)
    finally:
        i18n.reset()
    for line in said:
        assert not re.search(r"\b(Can't undo|you have seen|the card|your own|'s card|haven't)\b", line), line
    assert any("Mildred" in line for line in said)
    assert any(re.search(r"\((Blauer Stern|Étoile bleue|Estrella azul)\)", line) for line in said)
