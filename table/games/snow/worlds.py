"""Snow Monster Battle's search worlds: rounds sampled from one seat's view, played by the rules.

``WorldSampler(view)`` reads one seat's view only: its hand, the table, and what the
others have shown this round (voids, battle 1's forced plays, unbroken-Hunter leads,
the cards played). Each ``sample`` deals the cards the seat cannot see into the others'
hands and the stock with the core's ``deal_hidden``, under the very limits
``determinize`` uses (``hidden.barred_cards``), into a ``SnowWorld``: the rules' own
``SnowPlay`` (the step the engine plays too), given no events, so it keeps no records,
history or log and stops when the round is scored. ``tests/ai/test_snow_worlds.py``
plays it in lockstep with a real ``SnowState`` holding the same cards.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from itertools import islice

from table.core import deal_hidden
from table.core.deal import Limit
from table.games.snow.cards import DECK, SUIT_NAMES
from table.games.snow.hidden import barred_cards, not_in
from table.games.snow.moves import ENHANCE, PLAY_ACTION, SLY_FOX_ACTION, display_sorted
from table.games.snow.play import SnowPlay
from table.games.snow.views import SnowView, as_view

__all__ = ["PLAY_ACTION", "SLY_FOX_ACTION", "SnowWorld", "WorldSampler"]

_LETTER = {name: letter for letter, name in SUIT_NAMES.items()}
SnowWorld = SnowPlay  # a sampled world is the rules' own round, played without events


class WorldSampler:
    """Samples ``SnowWorld`` guesses for one seat's decision from its view alone."""

    def __init__(self, raw: Mapping[str, object]) -> None:
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
        sizes = view["hand_sizes"]
        self.sizes = [sizes[other] for other in self.others]
        self.stock_size = len(self.unseen) - sum(self.sizes)
        self.owners = [-1] * self.stock_size + [other for other in self.others for _ in range(sizes[other])]
        voids = ["".join(_LETTER[name] for name in names) for names in view["voids"]]
        first = [card or "" for card in view["first_battle_plays"]]
        self.limits: dict[int, Limit[str]] = {}
        # (seat, its hand size, the cards it cannot hold) for each seat with limits.
        self.barred: list[tuple[int, int, frozenset[str]]] = []
        for other in self.others:
            barred = barred_cards(voids[other], first[other], view["hunters_only"][other])
            if barred:
                self.limits[other] = not_in(barred)
                self.barred.append((other, sizes[other], barred))
        self.hand = list(hand)
        self.template = _template(view)

    def deal(self, rng: random.Random) -> tuple[list[str], dict[int, list[str]]]:
        """The hidden cards as ``deal_hidden`` deals them: (the stock, each other seat's hand).

        The same greedy deal: shuffle, then each limited seat takes the first cards it
        may hold, the stock and the other seats the rest in order (the core's own
        ``deal_hidden``, with its matching, decides when a limited seat finds too few).
        The shuffle sorts by random keys, one ``rng.random()`` per card, instead of
        ``rng.shuffle``'s slower draws.
        """
        rand = rng.random
        keys = {card: rand() for card in self.unseen}
        order = sorted(self.unseen, key=keys.__getitem__)
        hands: dict[int, list[str]] = {}
        taken: set[str] = set()
        for seat, size, barred in self.barred:
            hand = list(islice((card for card in order if card not in barred and card not in taken), size))
            if len(hand) < size:
                return self._split(deal_hidden(self.unseen, self.owners, rng, self.limits), {})
            hands[seat] = hand
            taken.update(hand)
        if taken:
            order = [card for card in order if card not in taken]
        return self._split(order, hands)

    def _split(self, order: list[str], hands: dict[int, list[str]]) -> tuple[list[str], dict[int, list[str]]]:
        """``order`` dealt to the stock, then to the seats without a hand in ``hands``."""
        position = self.stock_size
        stock = order[:position]
        for other, size in zip(self.others, self.sizes, strict=True):
            if other not in hands:
                hands[other] = order[position : position + size]
                position += size
        return stock, hands

    def sample(self, rng: random.Random) -> SnowWorld:
        stock, dealt = self.deal(rng)
        world = object.__new__(SnowWorld)
        fields = world.__dict__
        fields.update(self.template)
        # Copy what the moves change in place; the rest is replaced, never changed.
        world.enhancement_held = fields["enhancement_held"].copy()
        world.totals = fields["totals"].copy()
        world.battles_won = fields["battles_won"].copy()
        world.to_play = fields["to_play"].copy()
        world.play_seats = fields["play_seats"].copy()
        world.play_cards = fields["play_cards"].copy()
        world.play_identities = fields["play_identities"].copy()
        world.enhanced = fields["enhanced"].copy()
        hands: list[list[str]] = [[]] * world.players
        hands[self.seat] = self.hand.copy()
        for other, hand in dealt.items():
            hands[other] = display_sorted(hand)
        world.hands = hands
        world.stock = stock
        return world


def _template(view: SnowView) -> dict[str, object]:
    """A ``SnowWorld``'s fields as ``view`` shows them (hands and stock are dealt)."""
    cards = view["battle_cards"]
    return {
        "players": view["players"], "enhancement_held": list(view["enhancements_held"]),
        "totals": list(view["scores"]), "battles_won": list(view["battles_won"]),
        "hunters_broken": view["hunters_broken"], "phase": view["phase"], "battle_number": view["battle"],
        "leader": view["leader"], "first_battle": view["first_battle"], "last_battle": view["last_battle"],
        "lead_suit": view["lead_suit"] or "",
        "to_play": list(view["to_play"]),
        "fox_seat": -1 if view["sly_fox_seat"] is None else view["sly_fox_seat"],
        "play_seats": [e["seat"] for e in cards], "play_cards": [e["card"] for e in cards],
        "play_identities": [e["as"] for e in cards],
        "snowballed": next((e["card"] for e in cards if e["snowballed"]), ""),
        "enhanced": {e["card"]: e["enhancement"] for e in cards if e["enhancement"]},
        "window_seat": view["turn"][0] if view["phase"] == ENHANCE else -1,
        "window_dones": view["window_dones"], "last_winner": -1,
    }
