"""Hints explain themselves in the player's terms (issue 32): no "the computer's search
does better", no "about 0.0 tricks", no "1 of the 1 cards it can be", no "your highest
card under" a card of another colour, and a choice between two alike Batwalk backs says
either will do. Every legal move of seeded positions of every game is explained, so
each case that used to read badly is met (counted below)."""

from __future__ import annotations

import random
import re
from collections import Counter

import pytest

from table.ai.heuristics.factors import explain
from table.games import game_ids, get_game
from table.learn.hint import hint
from table.learn.reasons import reason
from tests.per_game import data_of

BAD = re.compile(r"does better|does best|about 0\.\d|about \d+\.\d|\b1 of the 1 cards")
UNDER = re.compile(r"your highest card under the (\w+)")


def positions(gid: str, seeds: range, every: int = 3) -> list[tuple[int, object]]:
    game = get_game(gid)
    found = []
    for seed in seeds:
        state = game.new_state(players=min(4, game.max_players), seed=seed)
        rng = random.Random(seed)
        while not state.is_over and len(state.history) < 160:
            seat = state.turn[0]
            if len(state.legal_actions(seat)) > 1 and len(state.history) % every == 0:
                found.append((seat, state.clone()))
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    return found


@pytest.mark.parametrize("gid", game_ids())
def test_no_hint_reason_explains_nothing(gid: str) -> None:
    met: Counter[str] = Counter()
    cases = data_of(gid, "HINT_CASES")  # the game's own reasons each met at least once
    for seat, state in positions(gid, range(8)):
        view, actions = state.view(seat), state.legal_actions(seat)  # type: ignore[attr-defined]
        for chosen in actions:
            why = explain(gid, view, actions, chosen)
            line = reason(gid, view, seat, why, None, {chosen: (10, 7)})
            assert not BAD.search(line), line
            assert line[0].isupper() and line.endswith(".") and len(line) <= 160, line
            under = UNDER.search(line)
            if under:  # "under" a card of the colour played, never of another one
                assert line.split("with the ")[1].split(" ")[0] == under.group(1), line
            for case, meets in cases.items():
                met[case] += bool(meets(chosen, why, line))
            met["search"] += why.factor is None
    assert met["search"] > 0
    for case in cases:
        assert met[case] > 0, (case, met)


def test_the_search_s_hint_says_what_it_found() -> None:
    # Seeded positions of every game, among them some where the search, not a rule of
    # thumb, decides (a game whose rules of thumb always decide adds none, and is fine).
    said = []
    for game_id in game_ids():
        for seat, state in positions(game_id, range(3), every=7)[:6]:
            given = hint(state, seat, iterations=60)  # type: ignore[arg-type]
            said.append(given.reason)
            assert not BAD.search(given.reason), given.reason
    found = [line for line in said if "deals of the unseen cards" in line]
    assert found, said
    for line in found:
        ahead, tries = (int(n) for n in re.findall(r"\b(\d+) of (\d+)\b", line)[0])
        assert 0 <= ahead <= tries
