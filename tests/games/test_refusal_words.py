"""A refusal the player reads names cards by their names, never by their ids (issue 32).

At the table a card clicked that may not be played now is refused with the rules'
own reason (``Match.explain``): over random positions of every game, each card of the
hand on screen that is not playable gives a reason free of card ids ("you hold the
Red 9 (little devil)", not "you hold red-9").
"""

from __future__ import annotations

import random
import re

import pytest

from table.core import IllegalMove
from table.games import game_ids, get_game
from tests.per_game import data_of

ID = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)+")


@pytest.mark.parametrize("gid", game_ids())
def test_a_refused_card_is_named_by_its_name(gid: str) -> None:
    players = data_of(gid, "TABLE_PLAYERS")
    ids = set(get_game(gid).deck_ids(players))
    refusals = 0
    for seed in range(4):
        state = get_game(gid).new_state(players, seed)
        rng = random.Random(seed)
        while not state.is_over and len(state.history) < 200:
            seat = state.turn[0]
            legal = state.legal_actions(seat)
            view = state.view(seat)
            hand = view.get("hand") or (view.get("hands") or [[]] * (seat + 1))[seat] or []
            for card in hand:
                # A card with a legal play (a safety led, which asks for its colour) is not refused.
                playable = any(a == f"play {card}" or a.startswith(f"play {card} ") for a in legal)
                if not isinstance(card, str) or playable:
                    continue
                try:
                    state.clone().apply(seat, f"play {card}")
                except IllegalMove as refusal:
                    refusals += 1
                    named = [word for word in ID.findall(str(refusal)) if word in ids]
                    assert named == [], str(refusal)
            state.apply(seat, rng.choice(legal))
    if data_of(gid, "CARDS_REFUSED"):
        assert refusals > 20, "cards were refused along the way"
