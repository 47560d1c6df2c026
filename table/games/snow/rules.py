"""Snow Monster Battle's engine: dealing, validation, refusal reasons, views and the game's end.

The rules of a round in play live once, in ``play.py`` (``SnowPlay``: cards played,
Sly Fox, the enhancement window, each battle judged by ``battle.py`` and scored), with
the moves' pure rules in ``moves.py``. ``SnowState`` adds on top what only a real game
needs: the deal of each round, checking the contract's notation (``play <card>``,
``play sly-fox``, ``enhance <enhancement> <card>|none``, ``done``) and saying why a move
is refused, the events, the game's end at the target, each seat's view and the
determinize hooks. Rulings come from ``shared/spec/rules/snow.md`` and are cited where
applied.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from table.core import Event, GameState, Holdings, JsonObject, shuffled
from table.core.deal import Limit
from table.games.snow.actions import Done, Enhance, PlayCard, PlaySlyFox, SnowAction, parse
from table.games.snow.cards import (
    BUNKER,
    DECK,
    ENHANCEMENTS,
    ILLUMINATI,
    NAMES,
    SLY_FOX,
    SNOWBALL,
    SUIT_NAMES,
)
from table.games.snow.deal import checked_deal
from table.games.snow.hidden import barred_cards, not_in
from table.games.snow.moves import ENHANCE, HAND_SIZE, NO_BATTLE_POINTS, OVER, PLAY, display_sorted, playable
from table.games.snow.play import SnowPlay
from table.games.snow.views import SnowView


def default_target(players: int) -> int:
    """Play to 300 with four players, 400 with three, 500 with two."""
    return {2: 500, 3: 400, 4: 300}[players]


class SnowState(SnowPlay, GameState[SnowView, SnowAction]):
    """A game of Snow Monster Battle in progress: ``SnowPlay``'s round and rules, with the
    contract's validation, history and events, and the deals (see the module)."""

    # The rest of the fields are SnowPlay's (the round and the battle); the engine adds:
    dealer: int
    # ``stock`` is the set-aside hand (3 players) or, when this is set, the next round's
    # two hands (2 players).
    stock_is_next_round: bool
    enhancements_dealt: list[str | None]
    enhancements_aside: list[str]
    _winners: list[int]
    _legal_cache: list[Any]  # [moves made, seat, that seat's legal actions then]

    # -- dealing ----------------------------------------------------------------------

    def _setup(self, deal: JsonObject | None) -> list[Event]:
        players = self.players
        self.totals = [0] * players
        self.round_number = 0
        self.stock = []
        self.stock_is_next_round = False
        self._winners = []
        self._legal_cache = [-1, -1, []]
        if deal is None:
            return self._start_round(players - 1)
        return self._start_dealt_round(deal)

    def _start_dealt_round(self, deal: JsonObject) -> list[Event]:
        hands, enhancements, leader, dealer, first_battle, broken = checked_deal(deal, self.players, self.rng)
        dealt = {card for hand in hands for card in hand}
        # The cards not in any hand are out of sight; with two players they are shuffled
        # into the next round's hands (clarifications).
        self.stock = shuffled([card for card in DECK if card not in dealt], self.rng)
        self.stock_is_next_round = self.players == 2
        self.dealer = dealer
        return self._open_round(hands, enhancements, leader, first_battle, broken)

    def _start_round(self, dealer: int) -> list[Event]:
        players = self.players
        self.dealer = dealer
        if self.stock_is_next_round:
            # Two players: the hands saved from the last deal are this round's.
            hands = [self.stock[:HAND_SIZE], self.stock[HAND_SIZE : 2 * HAND_SIZE]]
            self.stock = []
            self.stock_is_next_round = False
        else:
            deck = shuffled(DECK, self.rng)
            four = [deck[index * HAND_SIZE : (index + 1) * HAND_SIZE] for index in range(4)]
            hands = four[:players]
            self.stock = [card for hand in four[players:] for card in hand]
            self.stock_is_next_round = players == 2
        enhancements: list[str | None] = list(shuffled(ENHANCEMENTS, self.rng)[:players])
        return self._open_round(
            [display_sorted(hand) for hand in hands], enhancements, (dealer + 1) % players, True, False
        )

    def _open_round(
        self,
        hands: list[list[str]],
        enhancements: list[str | None],
        leader: int,
        first_battle: bool,
        hunters_broken: bool,
    ) -> list[Event]:
        players = self.players
        self.round_number += 1
        self.hands = hands
        self.enhancements_dealt = list(enhancements)
        self.enhancement_held = list(enhancements)
        self.enhancements_aside = [e for e in ENHANCEMENTS if e not in enhancements]
        self.battles_won = [0] * players
        # Hunters are unbroken again at the start of each round (ruling).
        self.hunters_broken = hunters_broken
        self.voids = [""] * players
        self.first_plays = [""] * players
        self.hunters_only = [False] * players
        self.played_round = []
        self.battle_number = 0
        self.last_result = None
        events: list[Event] = [
            {
                "type": "deal",
                "round": self.round_number,
                "dealer": self.dealer,
                "leader": leader,
                "hand_sizes": [len(hand) for hand in hands],
                "enhancements": list(enhancements),
                "enhancements_aside": list(self.enhancements_aside),
            }
        ]
        events.extend(
            {"type": "hand_dealt", "round": self.round_number, "seat": seat, "cards": list(hand)}
            for seat, hand in enumerate(hands)
        )
        self._start_battle(leader, first_battle, events)
        return events

    # -- whose turn and what they may do --------------------------------------------

    @property
    def turn(self) -> tuple[int, ...]:
        if self.phase == PLAY:
            return (self.to_play[0],)
        if self.phase == ENHANCE:
            return (self.window_seat,)
        return ()

    def legal_actions(self, seat: int) -> list[str]:
        # apply() asks before every move and a player (or a rollout) has just asked too.
        cache = self._legal_cache
        if cache[0] == len(self.history) and cache[1] == seat:
            return list(cache[2])
        actions = self.actions(seat)
        self._legal_cache = [len(self.history), seat, actions]
        return list(actions)

    def _why_illegal(self, seat: int, action: str) -> str:
        move = parse(action)  # a move written wrongly is refused with its own reason
        if self.phase == ENHANCE:
            # Only a seat holding Harpoon, Doppelganger or Snowball is asked in the window.
            held = self.enhancement_held[seat] or SNOWBALL
            if isinstance(move, Done):
                return f"This is the last battle of the round: you must use your {NAMES[held]}."
            if not isinstance(move, Enhance):
                return "The cards are down: play an enhancement (enhance <name> <card>) or say done."
            if move.kind != held:
                return f"You hold {NAMES[held]}: write enhance {held} <card>."
            if held == SNOWBALL:
                return "Snowball can knock out only a regular card in this battle."
            return f"{NAMES[held]} can only enhance your own number card in this battle."
        if isinstance(move, PlaySlyFox):
            return "You do not hold Sly Fox."
        if not isinstance(move, PlayCard):
            return "Play a card from your hand: write play <card>."
        card = move.card
        if card not in self.hands[seat]:
            return f"You do not hold {NAMES[card]}."
        if self.enhancement_held[seat] == SLY_FOX and self.last_battle:
            return "This is the last battle of the round: you must play your Sly Fox first."
        allowed = playable(self.hands[seat], self.first_battle, not self.play_cards, self.lead_suit,
                           self.hunters_broken)
        if self.first_battle:
            if card == BUNKER:
                return "The Bunker cannot be played in the first battle."
            return f"The first battle is forced: you must play your lowest Troublemaker, {NAMES[allowed[0]]}."
        if not self.play_cards:  # a lead (battle 1 was answered above)
            if card == ILLUMINATI:
                return "Illuminati may be led only when it is your last card."
            return "Hunters cannot be led until they are broken."
        suit = SUIT_NAMES[self.lead_suit]
        example = next(c for c in allowed if c != BUNKER)
        return f"You must follow suit: you hold a {suit} card ({NAMES[example]})."

    # -- playing ----------------------------------------------------------------------

    def _play(self, seat: int, move: SnowAction) -> list[Event]:
        events: list[Event] = []
        if isinstance(move, PlayCard):
            self.play_card(seat, move.card, events)
        elif isinstance(move, PlaySlyFox):
            self.sly_fox(seat, events)
        elif isinstance(move, Enhance):
            self.enhance(seat, move.kind, move.target, events)
        else:
            self.pass_window(seat, events)
        return events

    def _end_round(self, events: list[Event] | None) -> None:
        super()._end_round(events)
        if events is None:
            return
        won = list(self.battles_won)
        bonus = [NO_BATTLE_POINTS if battles == 0 else 0 for battles in won]
        events.append({"type": "round_scored", "round": self.round_number, "battles_won": won,
                       "no_battle_bonus": bonus, "scores": list(self.totals)})
        # The target is checked only at the end of a round.
        if max(self.totals) >= self.options["target"]:
            best = max(self.totals)
            self._winners = [seat for seat, total in enumerate(self.totals) if total == best]
            events.append({"type": "game_over", "round": self.round_number, "winners": list(self._winners),
                           "scores": list(self.totals)})
            return
        events.extend(self._start_round((self.dealer + 1) % self.players))

    @property
    def is_over(self) -> bool:
        return bool(self._winners)

    @property
    def scores(self) -> list[int]:
        return list(self.totals)

    @property
    def winners(self) -> list[int]:
        return list(self._winners)

    # -- AI support -------------------------------------------------------------------

    def random_rollout(self, rng: random.Random, trace: list[tuple[int, str]] | None = None) -> list[int]:
        """Finish this round with random legal moves; return every seat's total at its end.

        For AI search: ``play_random`` on a private copy, without the validation, history
        and log bookkeeping. The state itself is not changed. ``trace``, if given,
        receives the moves as actions so tests can replay them through ``apply``.
        """
        world = self.clone()
        assert isinstance(world, SnowState)
        world.log = []
        world.history = []
        round_number = self.round_number
        rand = rng.random
        while world.phase != OVER and world.round_number == round_number:
            world.play_random(rand, trace)  # (with the events, so the round's records stay whole)
        return list(world.totals)

    def play_random(self, rand: Callable[[], float], trace: list[tuple[int, str]] | None = None,
                    events: list[Event] | None = None) -> None:
        """``SnowPlay.play_random`` keeping the game's records (its events are dropped
        unless ``events`` is given), without ``apply``'s checks and bookkeeping."""
        super().play_random(rand, trace, [] if events is None else events)
        self._legal_cache[0] = -1

    # -- seeing -----------------------------------------------------------------------

    def hidden_ids(self, seat: int | None) -> set[str]:
        hidden = set(self.stock)
        for other, hand in enumerate(self.hands):
            if other != seat:
                hidden.update(hand)
        return hidden

    def view(self, seat: int | None) -> SnowView:
        return self.typed_view(seat)

    def typed_view(self, seat: int | None) -> SnowView:
        """``view(seat)`` as its ``TypedDict``."""
        return {
            "game": "snow",
            "seat": seat,
            "players": self.players,
            "phase": self.phase,
            "turn": list(self.turn),
            "round": self.round_number,
            "dealer": self.dealer,
            "battle": self.battle_number,
            "leader": self.leader,
            "first_battle": self.first_battle,
            "last_battle": self.last_battle,
            "hunters_broken": self.hunters_broken,
            "lead_suit": self.lead_suit or None,
            "hand": list(self.hands[seat]) if seat is not None else None,
            "hand_sizes": [len(hand) for hand in self.hands],
            "enhancements_dealt": list(self.enhancements_dealt),
            "enhancements_held": list(self.enhancement_held),
            "enhancements_aside": list(self.enhancements_aside),
            "sly_fox_seat": self.fox_seat if self.fox_seat >= 0 else None,
            "to_play": list(self.to_play) if self.phase == PLAY else [],
            "window_dones": self.window_dones if self.phase == ENHANCE else 0,
            "battle_cards": [
                {
                    "seat": owner,
                    "card": card,
                    "as": identity,
                    "enhancement": self.enhanced.get(card),
                    "snowballed": card == self.snowballed,
                }
                for owner, card, identity in zip(
                    self.play_seats, self.play_cards, self.play_identities, strict=True
                )
            ],
            "enhancements_played": [list(entry) for entry in self.enhancement_plays],
            "last_result": self.last_result,
            "battles_won": list(self.battles_won),
            "voids": [[SUIT_NAMES[suit] for suit in void] for void in self.voids],
            "first_battle_plays": [card or None for card in self.first_plays],
            "hunters_only": list(self.hunters_only),
            "played_this_round": list(self.played_round),
            "scores": list(self.totals),
            "target": self.options["target"],
            "winners": list(self._winners),
        }

    def redact_event(self, event: Event, seat: int | None) -> Event | None:
        if event["type"] == "hand_dealt" and event["seat"] != seat:
            return None
        return event

    def _holdings(self, seat: int | None) -> Holdings[str]:
        # Hidden places: the stock (owner -1, anything), then each other seat's hand. The
        # cards are sorted, so the order they happen to lie in cannot steer the deal.
        others = [other for other in range(self.players) if other != seat]
        cards = sorted([*self.stock, *(card for other in others for card in self.hands[other])])
        owners = [-1] * len(self.stock) + [other for other in others for _ in self.hands[other]]
        limits: dict[int, Limit[str]] = {}
        for other in others:
            barred = barred_cards(self.voids[other], self.first_plays[other], self.hunters_only[other])
            if barred:
                limits[other] = not_in(barred)
        return Holdings(cards, owners, limits)

    def _place_hidden(self, seat: int | None, cards: list[str], rng: random.Random) -> None:
        # The guess must not carry the true deal or the true others' hands in its log.
        self.deal = None
        self.log = self.visible_log(seat)
        self._legal_cache = [-1, -1, []]
        position = len(self.stock)
        self.stock = cards[:position]
        for other in range(self.players):
            if other != seat:
                size = len(self.hands[other])
                self.hands[other] = display_sorted(cards[position : position + size])
                position += size
