"""Snow Monster Battle's fast search worlds: plain-data rounds sampled from one seat's view.

``WorldSampler(view)`` reads one seat's view only: its hand, the table, and what the
others have shown this round (voids, battle 1's forced plays, unbroken-Hunter leads,
the cards played). Each ``sample`` deals the cards the seat cannot see into the others'
hands and the stock with the core's ``deal_hidden``, under the very limits
``determinize`` uses (``barred_cards``), into a ``SnowWorld``: the round as plain lists
and strings, nothing else. A world moves by the rules' own pure functions (``playable``,
``window_can_act``, ``enhancement_actions``) and judges each battle with the rules' own
``judge``, but builds no events, checks nothing, and keeps no history or log; it stops
when the round is scored. ``tests/ai/test_snow_worlds.py`` plays it in lockstep with a
real ``SnowState`` holding the same cards.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from itertools import islice
from typing import Any

from table.core import deal_hidden
from table.core.deal import Limit
from table.games.snow.actions import ALL_ACTIONS, Done, Enhance, PlayCard, PlaySlyFox
from table.games.snow.battle import judge
from table.games.snow.cards import (
    CRYPTIDS,
    DECK,
    HUNTER_CARDS,
    LEAD_SUIT_OF,
    MONSTER_SUITS,
    SHAPESHIFTER,
    SIREN_HEAD,
    SLY_FOX,
    SNOWBALL,
    SUIT_NAMES,
    WINDOW_ENHANCEMENTS,
)
from table.games.snow.rules import (
    BATTLE_POINTS,
    ENHANCE,
    NO_BATTLE_POINTS,
    OVER,
    PLAY,
    PREY_POINTS,
    SLIME_POINTS,
    barred_cards,
    display_sorted,
    enhancement_actions,
    not_in,
    playable,
    window_can_act,
)
from table.games.snow.views import as_view

_LETTER = {name: letter for letter, name in SUIT_NAMES.items()}
PLAY_ACTION = {card: str(PlayCard(card)) for card in DECK}
SLY_FOX_ACTION = str(PlaySlyFox())
# Every action's text -> (kind, card or enhancement, target): 0 play, 1 Sly Fox,
# 2 enhance, 3 done.
MOVES: dict[str, tuple[int, str, str | None]] = {}
for _action in ALL_ACTIONS:
    if isinstance(_action, PlayCard):
        MOVES[str(_action)] = (0, _action.card, None)
    elif isinstance(_action, PlaySlyFox):
        MOVES[str(_action)] = (1, SLY_FOX, None)
    elif isinstance(_action, Enhance):
        MOVES[str(_action)] = (2, _action.kind, _action.target)
    else:
        assert isinstance(_action, Done)
        MOVES[str(_action)] = (3, "", None)


_WINDOW = WINDOW_ENHANCEMENTS
# _ORDER[players][leader]: the seats in the order they play from the leader.
_ORDER = {n: [[(leader + offset) % n for offset in range(n)] for leader in range(n)] for n in (2, 3, 4)}


class SnowWorld:
    """One guess of a Snow round in play, as plain data (the field names are
    ``SnowState``'s, for the same things)."""

    players: int
    hands: list[list[str]]
    stock: list[str]
    enhancement_held: list[str | None]
    totals: list[int]
    battles_won: list[int]
    hunters_broken: bool
    phase: str
    battle_number: int
    leader: int
    first_battle: bool
    last_battle: bool
    lead_suit: str
    to_play: list[int]
    fox_seat: int
    play_seats: list[int]
    play_cards: list[str]
    play_identities: list[str]
    snowballed: str
    enhanced: dict[str, str]
    window_seat: int
    window_dones: int
    last_winner: int  # the seat that won the last finished battle, -1 if the world ended

    def actor(self) -> int | None:
        """Who moves next (None: nobody, the round is scored)."""
        phase = self.phase
        if phase == PLAY:
            return self.to_play[0]
        return self.window_seat if phase == ENHANCE else None

    def legal_actions(self, seat: int) -> list[str]:
        """The actor's legal actions, as ``SnowState.legal_actions`` lists them."""
        if self.phase == PLAY:
            fox = self.enhancement_held[seat] == SLY_FOX
            # A seat still holding Sly Fox at the last battle must play it (ruling).
            if fox and self.last_battle:
                return [SLY_FOX_ACTION]
            cards = playable(
                self.hands[seat], self.first_battle, not self.play_cards, self.lead_suit, self.hunters_broken
            )
            actions = [PLAY_ACTION[card] for card in cards]
            if fox:
                actions.append(SLY_FOX_ACTION)
            return actions
        return self._window_actions(seat)

    def _window_actions(self, seat: int) -> list[str]:
        return enhancement_actions(
            self.enhancement_held[seat] or "", self.last_battle, seat, self.play_seats,
            self.play_identities, self.play_cards, self.snowballed,
        )

    def move(self, seat: int, action: str) -> None:
        """Play a legal ``action`` of ``seat``, the actor."""
        kind, what, target = MOVES[action]
        if kind == 0:
            self.play_card(seat, what)
        elif kind == 1:
            self.sly_fox(seat)
        elif kind == 2:
            self.enhance(seat, what, target)
        else:
            self.pass_window(seat)

    def play_out(self, rand: Callable[[], float], stop_at: int) -> None:
        """``play_random`` until the round is scored or battle ``stop_at`` begins."""
        play_card, held, hands = self.play_card, self.enhancement_held, self.hands
        while self.battle_number < stop_at:
            phase = self.phase
            if phase == PLAY and held[self.to_play[0]] != SLY_FOX:
                seat = self.to_play[0]
                cards = playable(hands[seat], self.first_battle, not self.play_cards, self.lead_suit,
                                 self.hunters_broken)
                play_card(seat, cards[int(rand() * len(cards))])
            elif phase == OVER:
                return
            else:
                self.play_random(rand)

    def play_random(self, rand: Callable[[], float]) -> None:
        """One of the actor's legal moves, each as likely (``rand`` draws once), as
        ``SnowState.play_random`` draws it."""
        if self.phase == PLAY:
            seat = self.to_play[0]
            fox = self.enhancement_held[seat] == SLY_FOX
            if fox and self.last_battle:
                cards = []
            else:
                hand, leading = self.hands[seat], not self.play_cards
                cards = playable(hand, self.first_battle, leading, self.lead_suit, self.hunters_broken)
            pick = int(rand() * (len(cards) + fox))
            if pick == len(cards):
                self.sly_fox(seat)
            else:
                self.play_card(seat, cards[pick])
        else:
            seat = self.window_seat
            actions = self._window_actions(seat)
            self.move(seat, actions[int(rand() * len(actions))])

    # -- the rules' moves, without events ------------------------------------------

    def sly_fox(self, seat: int) -> None:
        self.enhancement_held[seat] = None
        self.fox_seat = seat
        self.to_play.pop(0)
        self.to_play.append(seat)

    def play_card(self, seat: int, card: str) -> None:
        self.hands[seat].remove(card)
        cards = self.play_cards
        identity = self.play_identities[-1] if card == SHAPESHIFTER and cards else card
        lead_suit = self.lead_suit
        if lead_suit:
            # Hunters break on a monster lead; Siren Head answering Cryptids does not.
            if (
                not self.hunters_broken
                and card in HUNTER_CARDS
                and lead_suit in MONSTER_SUITS
                and not (card == SIREN_HEAD and lead_suit == CRYPTIDS)
            ):
                self.hunters_broken = True
        else:
            self.lead_suit = LEAD_SUIT_OF[card]
        self.play_seats.append(seat)
        cards.append(card)
        self.play_identities.append(identity)
        to_play = self.to_play
        to_play.pop(0)
        if not to_play:
            self._open_window()

    def _can_act(self, seat: int) -> bool:
        return window_can_act(
            self.enhancement_held[seat], self.last_battle, seat, self.play_seats, self.play_identities,
            self.play_cards, self.snowballed,
        )

    def _next_window_seat(self, after: int) -> int:
        players, held = self.players, self.enhancement_held
        for offset in range(1, players + 1):
            seat = (after + offset) % players
            # A seat holding nothing, or Sly Fox, is never asked: skip the rules' test.
            if held[seat] in _WINDOW and self._can_act(seat):
                return seat
        return -1

    def _open_window(self) -> None:
        self.window_dones = 0
        if _WINDOW.isdisjoint(self.enhancement_held):  # nobody can be asked
            self._finish_battle()
            return
        self.window_seat = self._next_window_seat(self.leader - 1)
        if self.window_seat < 0:
            self._finish_battle()
        else:
            self.phase = ENHANCE

    def pass_window(self, seat: int) -> None:
        self.window_dones += 1
        held = self.enhancement_held
        able = sum(1 for other in range(self.players) if held[other] in _WINDOW and self._can_act(other))
        if self.window_dones >= able:
            self._finish_battle()
        else:
            self.window_seat = self._next_window_seat(seat)

    def enhance(self, seat: int, kind: str, target: str | None) -> None:
        self.enhancement_held[seat] = None
        if kind == SNOWBALL and target is not None:
            self.snowballed = target
        elif target is not None:
            self.enhanced[target] = kind
        self.window_dones = 0
        self.window_seat = self._next_window_seat(seat)
        if self.window_seat < 0:
            self._finish_battle()

    def _finish_battle(self) -> None:
        winner, _, slime, prey = judge(
            self.lead_suit, self.play_cards, self.play_identities, self.snowballed, self.enhanced
        )
        seats, totals = self.play_seats, self.totals
        if winner >= 0:
            winner = seats[winner]
            totals[winner] += BATTLE_POINTS + (SLIME_POINTS if slime else 0)
            self.battles_won[winner] += 1
        for index, _ in prey:
            totals[seats[index]] += PREY_POINTS
        self.last_winner = winner
        leader = self.leader
        if not self.hands[leader]:
            # The round is scored; the search's episode ends here.
            self.phase = OVER
            for seat, won in enumerate(self.battles_won):
                if won == 0:
                    totals[seat] += NO_BATTLE_POINTS
            return
        # After a world-ending battle its leader leads again.
        self._start_battle(winner if winner >= 0 else leader)

    def _start_battle(self, leader: int) -> None:
        self.phase = PLAY
        self.battle_number += 1
        self.leader = leader
        self.first_battle = False
        self.last_battle = len(self.hands[leader]) == 1
        self.lead_suit = ""
        self.to_play = list(_ORDER[self.players][leader])
        self.fox_seat = -1
        self.play_seats = []
        self.play_cards = []
        self.play_identities = []
        self.snowballed = ""
        self.enhanced = {}
        self.window_seat = -1
        self.window_dones = 0


class WorldSampler:
    """Samples ``SnowWorld`` guesses for one seat's decision from its view alone."""

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


def _template(view: Any) -> dict[str, Any]:
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
