"""What a seat can work out about its own backwards hand, from its view alone.

A seat sees only the suits of its own cards, but it sees every other hand's faces and
every card played this round. ``possible_values`` crosses those out of each of its
cards' suits: the table shows the result as an optional aid and the AI samples from it.
It reads nothing but the view, so it can never know more than the player does.
"""

from __future__ import annotations

from collections.abc import Mapping

from table.games.batwalk.cards import VALUES
from table.games.batwalk.views import as_view


def seen_cards(raw: Mapping[str, object]) -> set[str]:
    """Every card id the view shows face up: other hands, the show, this round's shows."""
    view = as_view(raw)
    seen = {slot["card"] for hand in view["hands"] for slot in hand if slot["card"] is not None}
    seen.update(play["card"] for play in view["show"]["plays"])
    seen.update(view["played_this_round"])
    return seen


def possible_values(raw: Mapping[str, object]) -> list[list[str]]:
    """For each card in the viewing seat's hand, left to right, the values it may have.

    Values are written as on the card faces ("1" … "5", "star", "garlic"), in that
    order. A value is ruled out when the card of that suit and value is in sight
    (in another hand, or played this round); the set-aside cards are unseen, so they
    rule nothing out.
    """
    view = as_view(raw)
    seat = view["seat"]
    if seat is None:
        raise ValueError("only a seat's own view has a hand to deduce; a spectator's has none")
    seen = seen_cards(view)
    return [
        [value for value in VALUES if f"{slot['suit']}-{value}" not in seen]
        for slot in view["hands"][seat]
    ]
