"""Each move is read once: a legal action's string is parsed at most once per position.

The rules, the AI at every level, the table (its presenter's prompt, buttons and card
picks, and the hand's card look-ups), a forced move's reason and the hint with its
explainer all need the typed move a string writes. They read it through the game's
``Moves`` (``table.core.moves``), never by parsing the string again. Here a game of
each game is played with every one of them at work at every position, and the game's
``parse`` counts its calls wherever it is bound (its record, its ``Moves``, and every
module of ``table`` that imported it): no string may be parsed twice between two moves.

The search's own plain-data worlds read their moves in their own way (Royal's fast step
``table.games.royal.play``, and its worlds): they play thousands of imagined moves per
decision and keep their own look-ups, so their bindings are left out of the count.
"""

from __future__ import annotations

import ast
import contextlib
import importlib
import math
import pkgutil
import random
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest

from table.ai import LEVELS, make_agent
from table.ai.agent import choose
from table.core import AnyState
from table.games import game_ids, get_game
from table.learn.forced import forced_move
from table.learn.hint import hint
from table.ui.scenes.table_input import action_cards, played_card
from table.ui.tables import presenter_for

# The search's plain-data step and worlds: their own hot loop, not a reader of moves here.
OWN_WORLDS = ("table.games.royal.play", "table.games.royal.worlds")
POSITIONS = 40  # positions per game, each with one level deciding
SEARCH = 12  # iterations of Hard's and Expert's search (and of the hint's)


def _count_parses(monkeypatch: pytest.MonkeyPatch, game_id: str) -> list[str]:
    """Every call of ``game_id``'s parser from now on, by the string it was handed."""
    game = get_game(game_id)
    # Every module that might read this game's moves is loaded first, so none binds the
    # counter itself by importing it later (the bindings are swapped where they are).
    readers = (f"table.games.{game_id}", "table.ai.heuristics", "table.learn.games",
               f"table.ui.tables.{game_id}")
    for package in readers:
        for found in pkgutil.walk_packages(importlib.import_module(package).__path__, f"{package}."):
            importlib.import_module(found.name)
    original = sys.modules[f"table.games.{game_id}.actions"].parse
    calls: list[str] = []

    def counting(text: str) -> object:
        calls.append(text)
        return original(text)

    holders: list[object] = [game]
    for name, module in list(sys.modules.items()):
        if name.startswith("table.") and name not in OWN_WORLDS:
            holders.append(module)
            holders.extend(value for value in vars(module).values() if isinstance(value, dict))
    for holder in holders:
        for attribute in ("parse", "_parse"):
            if getattr(holder, attribute, None) is original:
                if isinstance(holder, dict):
                    holder.clear()  # a memo of moves starts empty: every string is read anew
                monkeypatch.setattr(holder, attribute, counting)
    assert any(holder is not game and getattr(holder, "parse", None) is counting for holder in holders)
    return calls


def _the_table_reads(game_id: str, state: AnyState, seat: int) -> None:
    """What the table asks of the position for the seat on screen: the prompt, the
    buttons, how many cards a pick takes, the cards each move plays or names."""
    presenter = presenter_for(game_id)
    actions = state.legal_actions(seat)
    view = state.view(seat)
    presenter.prompt(view, actions, None)
    for action in actions:
        presenter.button_label(action)
        played_card(game_id, action)
        action_cards(game_id, action)
    with contextlib.suppress(NotImplementedError):  # a game without moves of several picks
        presenter.selection_size(actions)


def _play(game_id: str, seed: int, reads: Callable[[], None], start: int = 0) -> int:
    """Play from ``seed`` until the game ends or ``POSITIONS`` are reached in all."""
    game = get_game(game_id)
    state = game.new_state(players=max(game.min_players, 3), seed=seed)
    rng = random.Random(seed)
    positions = start
    while not state.is_over and positions < POSITIONS:
        seat = state.turn[0]
        level = LEVELS[positions % len(LEVELS)]
        _the_table_reads(game_id, state, seat)
        forced_move(state, seat)
        hint(state, seat, iterations=SEARCH, seed=positions)
        agent = make_agent(game_id, level, seed=rng.randrange(1 << 30), budget=math.inf, iterations=SEARCH,
                           expert_budget=math.inf)
        state.apply(seat, choose(agent, state, seat))
        positions += 1
        reads()
    return positions


@pytest.mark.parametrize("game_id", game_ids())
def test_every_legal_move_is_parsed_at_most_once_per_position(
    monkeypatch: pytest.MonkeyPatch, game_id: str
) -> None:
    calls = _count_parses(monkeypatch, game_id)
    twice: list[tuple[int, str, int]] = []

    def position_read() -> None:
        for action, times in Counter(calls).items():
            if times > 1:
                twice.append((len(seen), action, times))
        seen.append(len(calls))
        calls.clear()

    seen: list[int] = []
    positions, seed = 0, 7
    while positions < POSITIONS:  # one game, or more where a game is short (Royal's)
        positions = _play(game_id, seed, position_read, positions)
        seed += 1
    assert sum(seen) > 0, f"{game_id}: the count saw no parse at all (the parser is bound elsewhere)"
    assert not twice, f"{game_id}: parsed more than once at a position (position, action, times): {twice[:5]}"


def test_no_layer_above_the_rules_imports_a_games_parser() -> None:
    """The AI, the lessons and the table read moves through the game's ``MOVES`` (or its
    record's ``moves``), never by importing its ``parse``: that stays the rules' own, for
    a refused string's reason."""
    table = Path(__file__).resolve().parent.parent / "table"
    found = []
    for path in table.rglob("*.py"):
        if path.is_relative_to(table / "games"):
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("table.games."):
                found += [f"{path.relative_to(table)}: {node.module}" for alias in node.names
                          if alias.name == "parse"]
            elif isinstance(node, ast.Attribute) and node.attr == "parse":
                owner = node.value
                if isinstance(owner, ast.Name) and owner.id.endswith("_actions"):  # a game's actions module
                    found.append(f"{path.relative_to(table)}: {owner.id}.parse")
    assert found == [], f"read moves through the game's MOVES instead: {found}"
