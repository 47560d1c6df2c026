"""Snow Monster Battle's fast search worlds: game states rebuilt from one seat's view.

``WorldSampler(view)`` reads one seat's view only: its hand, the table, and what the
others have shown this round (voids, battle 1's forced plays, unbroken-Hunter leads,
the cards played). It rebuilds a ``SnowState`` from it once, with the hidden hands left
empty; each ``sample`` clones that template and deals the cards the seat cannot see
into the others' hands and the stock with the core's dealer, under the very limits
``determinize`` uses (``barred_cards``). A world is then played with the rules' own
``_legal_actions`` and ``_play``, skipping ``apply``'s checks, history and log; the
battle is still resolved by ``resolve_battle``. A test plays it in lockstep with a
real state holding the same cards.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from table.core import deal_hidden
from table.core.deal import Limit
from table.games.snow.cards import DECK, SUIT_NAMES
from table.games.snow.rules import ENHANCE, PLAY, SnowState, barred_cards, display_sorted, not_in
from table.games.snow.views import as_view

_LETTER = {name: letter for letter, name in SUIT_NAMES.items()}

# The fields of a ``SnowState`` that its rules change in place (lists of immutable items).
_CHANGED_IN_PLACE = (
    "enhancement_held", "battles_won", "voids", "first_plays", "hunters_only", "played_round", "to_play",
    "play_seats", "play_cards", "play_identities", "enhancement_plays", "history", "log", "_legal_cache",
)


class WorldSampler:
    """Samples ``SnowState`` worlds for one seat's decision from its view alone."""

    def __init__(self, raw: Mapping[str, Any]) -> None:
        view = as_view(raw)
        seat = view["seat"]
        hand = view["hand"]
        assert seat is not None and hand is not None, "a spectator has no decision to sample for"
        self.seat = seat
        players = view["players"]
        on_table = [entry["card"] for entry in view["battle_cards"]]
        seen = {*hand, *on_table, *view["played_this_round"]}
        # A fixed order: the sample depends on the view and the generator only.
        self.unseen = [card for card in DECK if card not in seen]
        self.others = [other for other in range(players) if other != seat]
        stock = len(self.unseen) - sum(view["hand_sizes"][other] for other in self.others)
        sizes = view["hand_sizes"]
        self.owners = [-1] * stock + [other for other in self.others for _ in range(sizes[other])]
        voids = ["".join(_LETTER[name] for name in names) for names in view["voids"]]
        first = [card or "" for card in view["first_battle_plays"]]
        self.limits: dict[int, Limit[str]] = {}
        for other in self.others:
            barred = barred_cards(voids[other], first[other], view["hunters_only"][other])
            if barred:
                self.limits[other] = not_in(barred)
        self.stock_size = stock
        self.template = _rebuild(view, seat, hand, voids, first, stock)

    def sample(self, rng: random.Random) -> SnowState:
        cards = deal_hidden(self.unseen, self.owners, rng, self.limits)
        template = self.template
        world = object.__new__(SnowState)
        fields = world.__dict__
        fields.update(template.__dict__)
        # Copy only what the rules change in place; the rest is replaced, never changed.
        # The worlds share the template's generator (a guess's own, not the game's): it
        # only deals the next round, past the end of the search's episode.
        for name in _CHANGED_IN_PLACE:
            fields[name] = fields[name].copy()
        fields["enhanced"] = dict(template.enhanced)
        hands = fields["hands"] = [hand.copy() for hand in template.hands]
        stock = self.stock_size
        world.stock = cards[:stock]
        position = stock
        for other in self.others:
            size = len(hands[other])
            hands[other] = display_sorted(cards[position : position + size])
            position += size
        return world


def _rebuild(
    view: Any, seat: int, hand: list[str], voids: list[str], first: list[str], stock: int
) -> SnowState:
    """A ``SnowState`` with everything ``view`` shows; others' hands hold placeholders."""
    players = view["players"]
    state = object.__new__(SnowState)
    fields = state.__dict__
    fields.update(
        players=players, seed=0, options={"target": view["target"]}, deal=None, rng=random.Random(0),
        log=[], history=[], _determinized=True, round_number=view["round"], dealer=view["dealer"],
        stock=[""] * stock, stock_is_next_round=players == 2 and view["round"] % 2 == 1,
        enhancements_dealt=list(view["enhancements_dealt"]), enhancement_held=list(view["enhancements_held"]),
        enhancements_aside=list(view["enhancements_aside"]), battles_won=list(view["battles_won"]),
        totals=list(view["scores"]), hunters_broken=view["hunters_broken"], voids=voids, first_plays=first,
        hunters_only=list(view["hunters_only"]), played_round=list(view["played_this_round"]),
        phase=view["phase"], battle_number=view["battle"], leader=view["leader"],
        first_battle=view["first_battle"], last_battle=view["last_battle"], lead_suit=view["lead_suit"] or "",
        to_play=list(view["to_play"]), fox_seat=-1 if view["sly_fox_seat"] is None else view["sly_fox_seat"],
        play_seats=[e["seat"] for e in view["battle_cards"]],
        play_cards=[e["card"] for e in view["battle_cards"]],
        play_identities=[e["as"] for e in view["battle_cards"]],
        snowballed=next((e["card"] for e in view["battle_cards"] if e["snowballed"]), ""),
        enhanced={e["card"]: e["enhancement"] for e in view["battle_cards"] if e["enhancement"]},
        enhancement_plays=[list(entry) for entry in view["enhancements_played"]],
        window_seat=view["turn"][0] if view["phase"] == ENHANCE else -1, window_dones=view["window_dones"],
        last_result=view["last_result"], _winners=list(view["winners"]), _legal_cache=[-1, -1, []],
    )
    sizes = view["hand_sizes"]
    state.hands = [list(hand) if owner == seat else [""] * size for owner, size in enumerate(sizes)]
    return state


def actor(world: SnowState) -> int:
    """Who moves next in ``world`` (-1: nobody, the round is over)."""
    if world.phase == PLAY:
        return world.to_play[0]
    if world.phase == ENHANCE:
        return world.window_seat
    return -1


def actions(world: SnowState, seat: int) -> list[str]:
    """``seat``'s legal actions in ``world``, as ``legal_actions`` lists them (not copied)."""
    return world._legal_actions(seat)


def move(world: SnowState, seat: int, action: str) -> None:
    """Play a legal ``action`` with the rules' own code, without apply's bookkeeping."""
    world._play(seat, action)
    world._legal_cache[0] = -1
