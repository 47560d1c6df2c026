"""Every game that has moved onto the core's determinize goes through its one template.

The base ``GameState.determinize`` clones, marks the world as a guess, gives it a fresh
random future, asks the game's ``_holdings`` hook what the seat cannot see and what it
knows, deals with the core's ``deal_holdings`` and lets ``_place_hidden`` put the cards
in place. This checks, for every registered game that no longer overrides
``determinize`` (Munch today; the others as they move), that each world is made exactly
that way, that every dealt card keeps its place's known limit, and that the view is kept.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

import table.core.state as core_state
from table.core import GameState, Holdings
from table.games import game_ids, get_game


def template_games() -> list[str]:
    return [gid for gid in game_ids() if get_game(gid).state_class.determinize is GameState.determinize]


def positions(gid: str, seed: int) -> list[GameState]:
    """A few positions of a random game of ``gid``."""
    game = get_game(gid)
    rng = random.Random(seed)
    state = game.new_state(players=game.min_players + seed % (game.max_players - game.min_players + 1),
                           seed=seed)
    found = []
    for step in range(400):
        if state.is_over:
            break
        if step % 9 == 0:
            found.append(state.clone())
        seat = rng.choice(state.turn)
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return found


@pytest.mark.parametrize("gid", template_games())
@pytest.mark.parametrize("seed", range(4))
def test_determinize_goes_through_the_hooks_and_keeps_every_limit(
    gid: str, seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[tuple[Holdings[Any], list[Any]]] = []
    real = core_state.deal_holdings

    def recording(holdings: Holdings[Any], rng: random.Random) -> list[Any]:
        dealt = real(holdings, rng)
        calls.append((holdings, dealt))
        return dealt

    monkeypatch.setattr(core_state, "deal_holdings", recording)
    rng = random.Random(seed)
    for state in positions(gid, seed):
        seat = rng.choice(state.turn) if state.turn else 0
        before = state.to_json()
        calls.clear()
        world = state.determinize(seat, rng)
        assert len(calls) == 1, "determinize must deal once, through the core"
        holdings, dealt = calls[0]
        assert len(dealt) == len(holdings.owners) and len(set(map(repr, dealt))) == len(dealt)
        for owner, card in zip(holdings.owners, dealt, strict=True):
            limit = holdings.limits.get(owner)
            assert limit is None or limit(card), f"{card} dealt to {owner} against what it showed"
        assert world._determinized and not state._determinized
        assert world.rng.getstate() != state.rng.getstate()
        assert world.view(seat) == state.view(seat)
        assert state.to_json() == before  # the real game is untouched
        with pytest.raises(ValueError):
            world.to_json()
