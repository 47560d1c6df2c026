"""Every game's views and events speak the shared vocabulary (``table/core/vocabulary.py``).

The shared table reads a few keys of every game's views and events without knowing the
game; static typing cannot see across games (each declares its own ``TypedDict``), so
this checks at run time, over random games of every game and player count, that each
view and each event a seat may see carries the shared keys with the vocabulary's types,
and that each view has exactly the keys its game's own ``TypedDict`` declares.
"""

from __future__ import annotations

import random
import types
import typing
from collections.abc import Mapping
from typing import Literal, NotRequired, Required, Union, get_args, get_origin, get_type_hints, is_typeddict

import pytest

from table.core import AnyState, GameState, TableEvent, TableView
from table.core.vocabulary import SHARED_EVENTS, TRICK_COUNTS
from table.games import game_ids, get_game

# Keys every game's every view has (the rest of ``TableView`` a game may lack).
ALWAYS = ("game", "seat", "players", "phase", "turn", "hand_sizes", "scores", "winners")
MAX_STEPS = 20_000


def problems(value: object, kind: object, where: str) -> list[str]:
    """Where ``value`` is not of the annotated type ``kind`` (empty when it is)."""
    origin, args = get_origin(kind), get_args(kind)
    if kind is object:
        return []
    if kind is type(None) or kind is None:
        return [] if value is None else [f"{where}: {value!r} is not None"]
    if origin in (Union, types.UnionType):
        if any(not problems(value, arg, where) for arg in args):
            return []
        return [f"{where}: {value!r} fits none of {kind}"]
    if origin is Literal:
        return [] if value in args else [f"{where}: {value!r} is not one of {args}"]
    if isinstance(kind, type) and is_typeddict(kind):
        if not isinstance(value, dict):
            return [f"{where}: {value!r} is not a dict"]
        hints = get_type_hints(kind)
        found = [f"{where}: lacks {key!r}" for key in required_keys(kind) if key not in value]
        for key, item in value.items():
            if key in hints:
                found += problems(item, hints[key], f"{where}.{key}")
        return found
    if origin is list:
        if not isinstance(value, list):
            return [f"{where}: {value!r} is not a list"]
        return [problem for index, item in enumerate(value)
                for problem in problems(item, args[0], f"{where}[{index}]")]
    if origin in (Mapping, dict) or kind is dict:
        return [] if isinstance(value, dict) else [f"{where}: {value!r} is not a dict"]
    if kind is int:  # JSON has no separate bool; a bool where a number belongs is a slip
        whole = isinstance(value, int) and not isinstance(value, bool)
        return [] if whole else [f"{where}: {value!r} is not an int"]
    if isinstance(kind, type):
        return [] if isinstance(value, kind) else [f"{where}: {value!r} is not a {kind.__name__}"]
    raise AssertionError(f"the vocabulary uses a type this check does not know: {kind}")


def required_keys(kind: type) -> set[str]:
    """A ``TypedDict``'s required keys, read from its annotations: under postponed
    annotations Python 3.11 cannot see ``Required``/``NotRequired`` by itself."""
    hints = get_type_hints(kind, include_extras=True)
    required = set()
    total: frozenset[str] = getattr(kind, "__required_keys__", frozenset())
    for key, hint in hints.items():
        marker = get_origin(hint)
        if marker is Required or (marker is not NotRequired and key in total):
            required.add(key)
    return required


def view_type(state: AnyState) -> type:
    """The game's own view ``TypedDict``: its state is a ``GameState[<view>, <action>]``."""
    bases = [base for cls in type(state).__mro__ for base in getattr(cls, "__orig_bases__", ())
             if get_origin(base) is GameState]
    assert bases, f"{state.game.id}: its state must be declared as GameState[<its view>, <its action>]"
    declared = get_args(bases[0])[0]
    assert is_typeddict(declared), f"{state.game.id}: its view type must be a TypedDict, not {declared}"
    assert get_type_hints(type(state).view)["return"] is declared, "view() returns the declared view type"
    return typing.cast(type, declared)


def cases() -> list[tuple[str, int]]:
    return [(gid, players) for gid in game_ids()
            for players in range(get_game(gid).min_players, get_game(gid).max_players + 1)]


def check_views(state: AnyState, own: type) -> list[str]:
    found: list[str] = []
    declared = set(get_type_hints(own))
    for seat in [None, *range(state.players)]:
        view = state.view(seat)
        where = f"view({seat})"
        found += problems(view, TableView, where)
        found += [f"{where}: lacks the shared key {key!r}" for key in ALWAYS if key not in view]
        found += problems(view, own, where)  # the game's own TypedDict, exactly
        found += [f"{where}: {key!r} is not declared in {own.__name__}" for key in set(view) - declared]
    return found


@pytest.mark.parametrize(("gid", "players"), cases(), ids=[f"{g}-{p}p" for g, p in cases()])
def test_views_and_events_speak_the_vocabulary(gid: str, players: int) -> None:
    rng = random.Random(31)
    state = get_game(gid).new_state(players=players, seed=31)
    own = view_type(state)
    found = check_views(state, own)
    steps = 0
    while not state.is_over and not found:
        assert steps < MAX_STEPS, "the game did not end"
        seat = rng.choice(state.turn)
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        steps += 1
        if steps % 7 == 0 or state.is_over:  # every view at a spread of moments
            found += check_views(state, own)
    for seat in [None, *range(players)]:
        for index, event in enumerate(state.visible_log(seat)):
            found += problems(event, TableEvent, f"seat {seat} event {index} ({event.get('type')})")
    assert not found, "\n".join(found[:20])
    kinds = {event["type"] for event in state.log}
    assert "game_over" in kinds
    view = state.view(None)
    counts = [key for key in TRICK_COUNTS if key in view]
    assert len(counts) <= 1, f"a game keeps one trick count, not {counts}"
    if counts or "trick" in view:  # a trick-taker: the shared table collects its tricks
        assert kinds & {"trick_won", "battle_won"}, "a trick-taker announces the tricks it decides"


def test_the_check_finds_a_wrong_type() -> None:
    """The check can fail: a view with a wrong type or a missing key is reported."""
    wrong = {"hand_sizes": [1, "2"], "scores": [0]}
    assert problems(wrong, TableView, "v") == ["v.hand_sizes[1]: '2' is not an int"]
    assert problems({"type": "deal", "seat": True}, TableEvent, "e") == [
        "e.seat: True fits none of int | None"
    ]
    assert problems({"seat": 1}, TableEvent, "e") == ["e: lacks 'type'"]
    assert problems({"trick": [{"seat": 0}]}, TableView, "v") == ["v.trick[0]: lacks 'card'"]
    assert set(SHARED_EVENTS) >= {"deal", "trick_won", "round_scored", "game_over"}
