"""Critter Poker Royal's engine: the deal, validation, refusal reasons, secrets and events.

The rules of play live once, in ``play.py`` (``RoyalPlay``: giving with a claim,
judging or peeking on, taking, losing, and each seat's view); ``RoyalState`` adds on
top what only a real game needs, read against ``shared/spec/rules/royal.md``: the deal
and the penalty pile, checking every move and saying why one is refused, the events
of each move, what each seat may not know (``hidden_ids``, redacted events) and the
determinize hooks. The search's worlds (``worlds.py``) play the same ``RoyalPlay``.
"""

from __future__ import annotations

import random
from typing import Any, cast

from table.core import Event, GameState, JsonObject, check_card_list, check_hands, check_keys, shuffled
from table.core.deal import Holdings
from table.games.royal.actions import Give, Judge, PassOn, Peek, Place, RoyalAction, parse
from table.games.royal.cards import ALL_CARDS, CRITTERS, SPECIALS, card_name, claim_name
from table.games.royal.hidden import seat_holdings
from table.games.royal.moves import GIVE, HABIT_FIELDS, OVER, PASS, PLACE, RESPOND, critters_in
from table.games.royal.play import RoyalPlay
from table.games.royal.views import RoyalEvent, RoyalView

# Event fields that may name a card, checked when an event is shown to a seat.
_CARD_FIELDS = ("card", "penalty_top", "new_top")


def _event(event: RoyalEvent) -> Event:
    """An event of one of the shapes ``views.py`` names, as the contract's plain dict."""
    return cast(Event, event)


def penalty_size(players: int) -> int:
    """Cards in the penalty pile before the odd cards go under it (rules, "Setup")."""
    return 16 if players == 2 else 7


class RoyalState(RoyalPlay, GameState[RoyalView, RoyalAction]):
    """A game of Critter Poker Royal in progress: ``RoyalPlay``'s position and rules,
    with the contract's validation, history and events (see the module)."""

    _legal_cache: list[Any]

    # -- dealing ----------------------------------------------------------------------

    def _setup(self, deal: JsonObject | None) -> list[Event]:
        players = self.players
        self.lose_at = self.options["lose_at"]
        if deal is None:
            first = self.options["first"]
            if first is None:
                first = self.rng.randrange(players)
            hands, penalty = self._shuffled_deal(first)
        else:
            hands, penalty, first = self._checked_deal(deal)
        self.first = first
        self.hands = hands
        self.penalty = penalty
        self.fronts = [[] for _ in range(players)]
        self.front_counts = [[0] * len(CRITTERS) for _ in range(players)]
        self.set_aside = []
        self.known_in_hand = [[] for _ in range(players)]
        self.habits = [[0] * len(HABIT_FIELDS) for _ in range(players)]
        self.pending = []
        self.place_claim = ""
        self.loser = -1
        self._legal_cache = [None, None]
        events: list[Event] = [
            _event({
                "type": "dealt",
                "first": first,
                "hand_sizes": [len(hand) for hand in hands],
                "penalty_size": len(penalty),
                "penalty_top": penalty[0] if penalty else None,
            })
        ]
        self._start_round(first, events)
        return events

    def _shuffled_deal(self, first: int) -> tuple[list[list[str]], list[str]]:
        deck = shuffled(ALL_CARDS, self.rng)
        size = penalty_size(self.players)
        penalty, rest = deck[:size], deck[size:]
        each, odd = divmod(len(rest), self.players)
        hands = [rest[seat * each : (seat + 1) * each] for seat in range(self.players)]
        leftover = rest[self.players * each :]
        if odd:
            # The first player takes one odd card; the others go under the pile.
            hands[first].append(leftover[0])
            penalty.extend(leftover[1:])
        return hands, penalty

    def _checked_deal(self, deal: JsonObject) -> tuple[list[list[str]], list[str], int]:
        check_keys(deal, ("hands", "penalty", "first"))
        hands = check_hands(deal, self.players, ALL_CARDS)
        penalty = list(check_card_list(deal.get("penalty", []), ALL_CARDS, "deal penalty"))
        # Puzzles may split the cards any way, but the whole deck must be there once.
        in_hands = {card for hand in hands for card in hand}
        twice = [card for card in penalty if card in in_hands]
        if twice:
            raise ValueError(f"deal: card {twice[0]!r} is both in a hand and in the penalty pile")
        missing = [card for card in ALL_CARDS if card not in in_hands and card not in penalty]
        if missing:
            raise ValueError(f"deal leaves out {len(missing)} card(s), e.g. {missing[0]!r}")
        first = deal.get("first", self.options["first"])
        if first is None:
            first = self.rng.randrange(self.players)
        if isinstance(first, bool) or not isinstance(first, int) or not 0 <= first < self.players:
            raise ValueError(f"deal 'first' must be a seat from 0 to {self.players - 1}")
        return hands, penalty, first

    # -- whose turn, what is legal ----------------------------------------------------

    def legal_actions(self, seat: int) -> list[str]:
        cache = self._legal_cache
        if cache[0] == seat:
            return list(cache[1])
        actions = self.actions(seat)
        if actions:
            self._legal_cache = [seat, actions]
        return list(actions)

    def _canonical(self, seat: int, action: str) -> str:
        # Clarification (rules/royal.md): a two-card placement is listed in hand order and
        # either order is accepted; it is recorded as listed.
        move = parse(action)  # refuses unknown words and shapes with the reason
        if isinstance(move, Place) and self.phase == PLACE and len(move.cards) == 2:
            hand = self.hands[seat]
            first, second = move.cards
            if first in hand and second in hand and hand.index(first) > hand.index(second):
                return str(Place((second, first)))
        return action

    def _why_illegal(self, seat: int, action: str) -> str:
        move = parse(action)
        if self.phase == GIVE:
            return self._why_not_give(seat, move)
        if self.phase == RESPOND:
            if isinstance(move, Judge):
                return "Judge the claim by saying 'judge true' or 'judge false'."
            if isinstance(move, Peek | PassOn):
                if self.players == 2:
                    return "With two players a card cannot be passed on: judge it true or false."
                if not self.pass_targets():
                    return "Every other seat has seen this card, so you must judge it: true or false."
                if isinstance(move, PassOn):
                    return "Say 'peek' first: you look at the card, then pass it on."
            return "A card came to you: 'judge true', 'judge false', or 'peek' to look and pass it on."
        if self.phase == PASS:
            return self._why_not_pass(move)
        return self._why_not_place(seat, move)

    def _why_not_give(self, seat: int, move: RoyalAction) -> str:
        if not isinstance(move, Give):
            return "Give a card with a claim, written 'give <card> to <seat> as <claim>'."
        if move.card not in self.hands[seat]:
            return f"You do not hold {card_name(move.card)}."
        if move.to >= self.players:
            return f"There is no seat {move.to}: seats are 0 to {self.players - 1}."
        return "Give the card to another seat, not to yourself."

    def _why_not_pass(self, move: RoyalAction) -> str:
        if not isinstance(move, PassOn):
            return "You have peeked: pass the card on, written 'pass to <seat> as <claim>'."
        if move.to >= self.players:
            return f"There is no seat {move.to}: seats are 0 to {self.players - 1}."
        return f"Seat {move.to} has already seen this card this round: pass it to a seat that has not."

    def _why_not_place(self, seat: int, move: RoyalAction) -> str:
        claim = claim_name(self.place_claim)
        critters = critters_in(self.hands[seat])
        duty = f"place one card that fits the claim '{claim}', or any two critter cards"
        special = card_name(self.pending[0])
        if not critters:
            return f"You hold no critter card to place: write 'place none' and the {special} is set aside."
        if not isinstance(move, Place):
            return f"You took the {special}: {duty}."
        cards = list(move.cards)
        if len(critters) == 1 and cards != [critters[0]]:
            # [ruling] a seat with fewer critter cards than two places all it has.
            return f"Your only critter card is {card_name(critters[0])}: place it."
        if not cards:
            return f"You still hold critter cards, so you must {duty}."
        for card in cards:
            if card in SPECIALS:
                return "Wild and Nothing are never placed in front of anyone."
            if card not in self.hands[seat]:
                return f"You do not hold {card_name(card)}."
        return f"{card_name(cards[0])} does not fit the claim '{claim}': {duty}."

    # -- applying ---------------------------------------------------------------------

    def _play(self, seat: int, move: RoyalAction) -> list[Event]:
        self._legal_cache = [None, None]
        events: list[Event] = []
        self.act_move(seat, move, events)
        return events

    # -- AI support -------------------------------------------------------------------

    def random_rollout(self, rng: random.Random, trace: list[tuple[int, str]] | None = None) -> list[int]:
        """Play this game to its end with random legal moves; return 1 per winner, 0 for the loser.

        The game's one rules step (``RoyalPlay``) on a plain copy of the position, with
        no events or validation; the state itself is not changed. ``trace``, if given,
        receives the moves, so tests can replay them through ``apply``.
        """
        world = RoyalPlay()
        self.copy_into(world, [hand.copy() for hand in self.hands], self.in_play, self.penalty.copy())
        rand, pick, play = rng.random, world.random_move, world.act_move
        while world.phase != OVER:
            seat = world.actor
            move = pick(rand)
            if trace is not None:
                trace.append((seat, str(move)))
            play(seat, move)
        return [0 if seat == world.loser else 1 for seat in range(self.players)]

    # -- seeing -----------------------------------------------------------------------

    def hidden_ids(self, seat: int | None) -> set[str]:
        known = self.known_in_hands(seat)
        hidden: set[str] = set()
        for other in range(self.players):
            if other != seat:
                public = known[other]
                hidden.update(card for card in self.hands[other] if card not in public)
        if self.in_play is not None and seat not in self.seen:
            hidden.add(self.in_play)
        hidden.update(self.penalty[1:])
        return hidden

    def view(self, seat: int | None) -> RoyalView:
        return self.typed_view(seat)

    def redact_event(self, event: Event, seat: int | None) -> Event | None:
        return _redacted(event, self.hidden_ids(seat))

    def visible_log(self, seat: int | None, start: int = 0) -> list[Event]:
        hidden = self.hidden_ids(seat)  # once for the whole log, not per event
        return [_redacted(event, hidden) for event in self.log[start:]]

    def _holdings(self, seat: int | None) -> Holdings[str]:
        return seat_holdings(self.typed_view(seat), self.doubtful)

    def _place_hidden(self, seat: int | None, cards: list[str], rng: random.Random) -> None:
        # The places in the order ``hidden_places`` names them: each other hand's cards
        # ``seat`` does not know, the card in play if unseen, the pile under its top.
        known = self.known_in_hands(seat)
        dealt = iter(cards)
        for other in range(self.players):
            if other == seat:
                continue
            hand = self.hands[other]
            for index, card in enumerate(hand):
                if card not in known[other]:
                    hand[index] = next(dealt)
        if self.in_play is not None and seat not in self.seen:
            self.in_play = next(dealt)
        penalty = self.penalty
        for index in range(1, len(penalty)):
            penalty[index] = next(dealt)
        self._legal_cache = [None, None]


def _redacted(event: Event, hidden: set[str]) -> Event:
    """``event`` with every card id in ``hidden`` replaced by None."""
    changes: JsonObject = {}
    for field in _CARD_FIELDS:
        if event.get(field) in hidden:
            changes[field] = None
    cards = event.get("cards")
    if cards is not None and any(card in hidden for card in cards):
        changes["cards"] = [None if card in hidden else card for card in cards]
    return {**event, **changes} if changes else event
