"""Vamp on the Batwalk's engine: dealing backwards hands, validation, the round's and game's end.

The rules of a round's shows live once, in ``play.py`` (``ShowPlay``: a card played,
the lead taken or stolen, shows won, an instant win), the lead rules themselves in
``shows.py``. ``BatwalkState`` adds on top what only a real game needs, citing
``shared/spec/rules/batwalk.md``: the deals, checking moves, the events, the
trendsetter's automatic moves, extra rounds on a tied top, each seat's view and the
determinize hooks. Cards are integers (see ``cards.py``) in plain lists so AI search
can clone a state cheaply. A seat sees the suits of its own cards (the backs) and the
faces of every other hand; with two players the trendsetter's face-up row sits at
seat 2 and plays its leftmost card by itself.
"""

from __future__ import annotations

import random

from table.core import Event, GameState, Holdings, JsonObject, check_hands, check_keys
from table.core.deal import Limit
from table.games.batwalk.actions import PLAYS, Play, parse
from table.games.batwalk.cards import ALL_CARDS, CARD_NUMBER, SUIT, SUITS, deck_numbers, suit_count
from table.games.batwalk.play import (
    HAND_SIZE,
    NOBODY,
    OVER,
    ROUNDS,
    SHOW,
    SHOWS_PER_ROUND,
    TRENDSETTER,
    TRENDSETTER_WINS_AT,
    WIN_AT,
    Events,
    ShowPlay,
    goals,
)
from table.games.batwalk.views import BatwalkView, SlotView

__all__ = ["HAND_SIZE", "NOBODY", "OVER", "ROUNDS", "SHOW", "SHOWS_PER_ROUND", "TRENDSETTER",
           "TRENDSETTER_WINS_AT", "WIN_AT", "BatwalkState", "check_first"]

# The legal actions of a hand of each size, written once (every slot may be played).
_PLAY_ACTIONS: tuple[tuple[str, ...], ...] = tuple(
    tuple(str(play) for play in PLAYS[:size]) for size in range(HAND_SIZE + 1)
)


def check_first(value: object, players: int) -> str | None:
    """Why ``value`` cannot name the seat starting the first show (None: it can)."""
    if value is None:
        return None
    seats = suit_count(players)
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < seats:
        return f"must be a seat from 0 to {seats - 1}, or none to let the seed choose"
    if players == 2 and value != TRENDSETTER:
        # Clarification: with two players the trendsetter (seat 2) always starts.
        return "with two players the trendsetter (seat 2) always starts the game"
    return None


class BatwalkState(ShowPlay, GameState[BatwalkView, Play]):
    """A game of Vamp on the Batwalk in progress: ``ShowPlay``'s round and rules, with
    the contract's validation, history and events, and the deals (see the module)."""

    # set in _setup / _deal_round
    suits: list[str]
    deck: list[int]
    set_aside: list[int]  # dealt to nobody this round, seen by nobody
    phase: str
    round_number: int
    last_round: int  # 3, or later while the top is tied
    _winners: list[int]

    # -- dealing ----------------------------------------------------------------------

    def _setup(self, deal: JsonObject | None) -> list[Event]:
        players = self.players
        self.seats = suit_count(players)
        self.suits = list(self.options["suits"])
        self.deck = deck_numbers(self.suits)
        self.points = [0] * self.seats
        self.trendsetter = TRENDSETTER if players == 2 else NOBODY
        self.goal = goals(self.seats, self.trendsetter)
        self.leads = None  # no memo of shows: a game meets each once
        self.final_round = False
        self.winner = NOBODY
        self.phase = SHOW
        self.round_number = 0
        self.last_round = ROUNDS
        self._winners = []
        first = self.options["first"]
        hands: list[list[int]] | None = None
        if deal is not None:
            check_keys(deal, ("hands", "first"))
            deck_ids = [ALL_CARDS[card] for card in self.deck]
            dealt = check_hands(deal, self.seats, deck_ids, [HAND_SIZE] * self.seats)
            hands = [[CARD_NUMBER[card] for card in hand] for hand in dealt]
            if deal.get("first") is not None:
                problem = check_first(deal["first"], players)
                if problem:
                    raise ValueError(f"deal 'first' {problem}")
                first = deal["first"]
        if first is None:
            first = TRENDSETTER if players == 2 else self.rng.randrange(players)
        events = self._deal_round(hands, first)
        events.extend(self._let_the_trendsetter_play())
        return events

    def _deal_round(self, hands: list[list[int]] | None, starter: int) -> list[Event]:
        """Gather every card, shuffle, deal five to each hand; the rest are set aside."""
        if hands is None:
            deck = list(self.deck)
            self.rng.shuffle(deck)
            hands = [deck[seat * HAND_SIZE : (seat + 1) * HAND_SIZE] for seat in range(self.seats)]
            self.set_aside = deck[self.seats * HAND_SIZE :]
        else:
            dealt = {card for hand in hands for card in hand}
            self.set_aside = [card for card in self.deck if card not in dealt]
        self.hands = hands
        self.round_number += 1
        self.shows_done = 0
        self.played_this_round = []
        self.start_show(starter)
        return [
            {
                "type": "deal",
                "round": self.round_number,
                "starter": starter,
                "hands": [[ALL_CARDS[card] for card in hand] for hand in hands],
            }
        ]

    # -- whose turn, what is legal ----------------------------------------------------

    @property
    def turn(self) -> tuple[int, ...]:
        # The trendsetter never waits in ``turn``: it has always played by now.
        return () if self.to_play == NOBODY else (self.to_play,)

    def legal_actions(self, seat: int) -> list[str]:
        if seat != self.to_play or self.to_play == NOBODY:
            return []
        # There is no duty to follow suit: any card in the hand may be played.
        return list(_PLAY_ACTIONS[len(self.hands[seat])])

    def _why_illegal(self, seat: int, action: str) -> str:
        size = len(self.hands[seat])
        slots = f"a slot from 0 to {size - 1}" if size > 1 else "slot 0, your last card"
        parse(action)  # a move that is not 'play <slot>' is refused with its own reason
        return f"You hold {size} card{'s' if size != 1 else ''}: choose {slots}."

    # -- applying ---------------------------------------------------------------------

    def _play(self, seat: int, move: Play) -> list[Event]:
        events: list[Event] = []
        self.card(move.slot, events)
        events.extend(self._let_the_trendsetter_play())
        return events

    def _let_the_trendsetter_play(self) -> list[Event]:
        # Two players: on its turn the trendsetter plays the leftmost card of its row.
        events: list[Event] = []
        while self.players == 2 and self.to_play == TRENDSETTER:
            events.extend(self._auto_move(TRENDSETTER, "play 0"))
        return events

    def show_winner(self) -> int:
        """The seat holding the lead card of the current show."""
        return self.show_seats[self.lead]

    def _round_over(self, starter: int, events: Events) -> None:
        assert events is not None  # the engine always plays with its events
        events.append({"type": "round_over", "round": self.round_number, "scores": list(self.points)})
        if self.round_number >= self.last_round:
            top = max(self.points)
            leaders = [seat for seat, total in enumerate(self.points) if total == top]
            if len(leaders) == 1:
                events.extend(self._game_over(leaders))
                return
            # [ruling] a tied top plays another round, and every seat plays it; the
            # trendsetter's total counts like a player's (Clarifications).
            self.last_round += 1
            events.append({"type": "extra_round", "round": self.last_round, "tied": leaders})
        events.extend(self._deal_round(None, starter))

    def _won(self, seat: int, events: Events) -> None:
        assert events is not None
        events.append({"type": "instant_win", "seat": seat, "points": self.points[seat]})
        events.extend(self._game_over([seat]))

    def _game_over(self, winners: list[int]) -> list[Event]:
        self._winners = winners
        self.phase = OVER
        self.to_play = NOBODY
        return [{"type": "game_over", "winners": list(winners), "scores": list(self.points)}]

    # -- AI support -------------------------------------------------------------------

    def random_rollout(self, rng: random.Random, trace: list[tuple[int, str]] | None = None) -> list[int]:
        """Finish this round with random cards; return every seat's total at its end.

        ``ShowPlay.finish`` on a plain copy of the round (no events or validation); it
        stops early at an instant win. The state itself is not changed. ``trace``, if
        given, receives the players' moves as actions (the trendsetter's own moves are
        left out, as ``apply`` makes them), so tests can replay them.
        """
        if self.phase == OVER:
            return list(self.points)
        world = ShowPlay()
        for name in ("seats", "goal", "trendsetter", "lead", "to_play", "show_key"):
            setattr(world, name, getattr(self, name))
        world.hands = [hand.copy() for hand in self.hands]
        world.points, world.show, world.show_seats = list(self.points), list(self.show), list(self.show_seats)
        world.leads, world.final_round, world.winner = None, False, NOBODY
        return world.finish(rng, trace)

    # -- results ----------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def scores(self) -> list[int]:
        return list(self.points)

    @property
    def winners(self) -> list[int]:
        return list(self._winners)

    # -- seeing -----------------------------------------------------------------------

    def _face_up_to(self, viewer: int | None, owner: int) -> bool:
        """Whether ``viewer`` (None: a spectator) sees the faces of ``owner``'s hand."""
        if self.players == 2 and owner == TRENDSETTER:
            return True  # the trendsetter's row is dealt face up
        # Hands are held backwards: everyone but the owner sees the faces.
        return viewer is not None and viewer != owner

    def hidden_ids(self, seat: int | None) -> set[str]:
        hidden = set(self.set_aside)
        for owner in range(self.seats):
            if not self._face_up_to(seat, owner):
                hidden.update(self.hands[owner])
        return {ALL_CARDS[card] for card in hidden}

    def view(self, seat: int | None) -> BatwalkView:
        return self.typed_view(seat)

    def typed_view(self, seat: int | None) -> BatwalkView:
        """``view(seat)`` as its ``TypedDict``."""
        ids = ALL_CARDS
        hands: list[list[SlotView]] = []
        for owner, hand in enumerate(self.hands):
            face_up = self._face_up_to(seat, owner)
            hands.append(
                [{"suit": SUITS[SUIT[card]], "card": ids[card] if face_up else None} for card in hand]
            )
        lead = self.lead
        return {
            "game": "batwalk",
            "seat": seat,
            "players": self.players,
            "seats": self.seats,
            "trendsetter": TRENDSETTER if self.players == 2 else None,
            "phase": self.phase,
            "turn": list(self.turn),
            "round": self.round_number,
            "rounds": self.last_round,
            "show_number": min(self.shows_done + 1, SHOWS_PER_ROUND),
            "shows_per_round": SHOWS_PER_ROUND,
            "suits": list(self.suits),
            "hands": hands,
            "hand_sizes": [len(hand) for hand in self.hands],
            "set_aside": len(self.set_aside),
            "show": {
                "starter": self.starter,
                "plays": [
                    {"seat": owner, "card": ids[card]}
                    for owner, card in zip(self.show_seats, self.show, strict=True)
                ],
                "lead": lead if lead != NOBODY else None,
                "lead_seat": self.show_seats[lead] if lead != NOBODY else None,
                "lead_card": ids[self.show[lead]] if lead != NOBODY else None,
            },
            # Every card of this round's finished shows was played face up at the table.
            "played_this_round": [ids[card] for card in self.played_this_round],
            "scores": list(self.points),
            "win_at": WIN_AT,
            "trendsetter_wins_at": TRENDSETTER_WINS_AT if self.players == 2 else None,
            "winners": list(self._winners),
        }

    def redact_event(self, event: Event, seat: int | None) -> Event | None:
        if event["type"] != "deal":
            return event
        # A determinized world's log is already redacted: its entries are {suit, card}.
        hands = [
            [
                {
                    "suit": entry["suit"] if isinstance(entry, dict) else SUITS[SUIT[CARD_NUMBER[entry]]],
                    "card": _card_id(entry) if self._face_up_to(seat, owner) else None,
                }
                for entry in hand
            ]
            for owner, hand in enumerate(event["hands"])
        ]
        return {**event, "hands": hands}

    def _holdings(self, seat: int | None) -> Holdings[int]:
        # A hidden card lies in a hand the seat cannot see (its own, backwards; every
        # hand, for a spectator) or among the set-aside cards, seen by nobody. A card in
        # a hand shows its suit on its back: such a place's "owner" is its suit (0-5),
        # and it may hold only a card of that suit; the set-aside places (owner -1) may
        # hold anything. The cards are sorted so their order cannot steer the deal.
        cards = list(self.set_aside)
        owners = [NOBODY] * len(self.set_aside)
        for owner in self._hidden_hands(seat):
            cards.extend(self.hands[owner])
            owners.extend(SUIT[card] for card in self.hands[owner])
        cards.sort()
        return Holdings(cards, owners, SUIT_LIMITS)

    def _hidden_hands(self, seat: int | None) -> list[int]:
        return [owner for owner in range(self.seats) if not self._face_up_to(seat, owner)]

    def _place_hidden(self, seat: int | None, cards: list[int], rng: random.Random) -> None:
        # The guess must not carry what the seat cannot know: the true deal or the true log.
        self.deal = None
        self.log = self.visible_log(seat)
        position = len(self.set_aside)
        self.set_aside = cards[:position]
        for owner in self._hidden_hands(seat):
            size = len(self.hands[owner])
            self.hands[owner] = cards[position : position + size]
            position += size


def _suit_limit(suit: int) -> Limit[int]:
    return lambda card: SUIT[card] == suit


# A place showing the back of suit ``s`` may only hold a card of suit ``s``.
SUIT_LIMITS: dict[int, Limit[int]] = {suit: _suit_limit(suit) for suit in range(len(SUITS))}


def _card_id(entry: str | dict[str, str | None]) -> str | None:
    """A deal entry's card id: a plain id, or the card of an already redacted entry."""
    return entry["card"] if isinstance(entry, dict) else entry
