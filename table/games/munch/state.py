"""The Munch, Crunch, Scrunch! game state: hands, predictions, tricks, scores, views.

``MunchState`` runs a game through its hands (1..``hands`` cards each, the dealer
moving one seat clockwise each hand), the simultaneous predictions, the tricks and the
scoring, and decides what each seat may see: in hand 1, the forehead round, a seat sees
every other seat's card but not its own. The judgements of a single trick and a single
score live in ``rules.py``; this module is the bookkeeping around them. Fields are plain
ints, strings, lists and tuples so AI search can clone a state cheaply.
"""

from __future__ import annotations

import random
from typing import Any

from table.core import Event, GameState, check_hands, check_keys, deal_hands, shuffled
from table.games.munch.cards import (
    ALL_CARDS,
    DISPLAY_ORDER,
    SUIT_FULL_NAME,
    SUIT_OF,
    VANQUISH,
    card_name,
)
from table.games.munch.rules import hand_points, playable, trick_winner

PREDICT, PLAY, OVER = "predict", "play", "over"
FOREHEAD = "play forehead"
MAX_HANDS = 7
TOPSY_BONUS = 10
NOT_PREDICTED = -1

# Action strings built once: legal_actions runs on every move of every AI playout.
PLAY_ACTION = {card: f"play {card}" for card in ALL_CARDS}
PREDICT_ACTIONS = [[f"predict {n}" for n in range(k + 1)] for k in range(MAX_HANDS + 1)]
_ALL_CARD_SET = frozenset(ALL_CARDS)


class MunchState(GameState):
    """One game of Munch, Crunch, Scrunch! (rules: ``shared/spec/rules/munch.md``)."""

    hands_total: int  # the last hand to play (option ``hands``)
    hand_number: int  # the hand being played; also the number of cards dealt each
    dealer: int
    phase: str
    hands: list[list[str]]
    predictions: list[int]  # NOT_PREDICTED until a seat predicts
    tricks_won: list[int]
    leader: int  # who led (or will lead) the current trick
    to_play: int
    trick_seats: list[int]
    trick_cards: list[str]
    lead_suit: str | None
    tricks_done: list[tuple[tuple[tuple[int, str], ...], int | None]]  # this hand's tricks
    captured: list[list[str]]  # Vanquish cards each Topsy Turvy seat cancelled this hand
    voids: list[list[str]]  # suits each seat has shown it lacks this hand (public facts)
    totals: list[int]
    score_pad: list[tuple[int, tuple[int, ...], tuple[int, ...], tuple[int, ...]]]
    final_winners: list[int]
    _determinized: bool  # set only on the guessed worlds ``determinize`` makes

    # -- setting up -------------------------------------------------------------------

    def _setup(self, deal: dict[str, Any] | None) -> list[Event]:
        self.hands_total = self.options["hands"]
        self.totals = [0] * self.players
        self.score_pad = []
        self.final_winners = []
        first_hand = 1
        dealer = self.options["first_dealer"]
        hands = None
        if deal is not None:
            check_keys(deal, ("hands", "hand_number", "dealer"))
            first_hand = deal.get("hand_number", 1)
            if not _whole_number_in(first_hand, 1, MAX_HANDS):
                raise ValueError(
                    f"deal 'hand_number' must be a whole number from 1 to {MAX_HANDS}, not {first_hand!r}"
                )
            if first_hand > self.hands_total:
                raise ValueError(
                    f"deal 'hand_number' {first_hand} is past the last hand ({self.hands_total}) "
                    "the 'hands' option asks for"
                )
            hands = check_hands(deal, self.players, ALL_CARDS, [first_hand] * self.players)
            # A deal's dealer overrides the first_dealer option (API.md, Clarifications).
            if "dealer" in deal:
                dealer = deal["dealer"]
                if not _whole_number_in(dealer, 0, self.players - 1):
                    raise ValueError(
                        f"deal 'dealer' must be a seat from 0 to {self.players - 1}, not {dealer!r}"
                    )
        if dealer is None:
            dealer = self.rng.randrange(self.players)
        return [self._start_hand(first_hand, dealer, hands)]

    def _start_hand(self, number: int, dealer: int, hands: list[list[str]] | None) -> Event:
        """Deal hand ``number`` (from ``hands`` or a fresh shuffle of all 36 cards)."""
        if hands is None:
            deck = shuffled(ALL_CARDS, self.rng)
            # Players sort what they are dealt; a fixed deal keeps the order it was given.
            dealt = deal_hands(deck, self.players, number)
            hands = [sorted(hand, key=DISPLAY_ORDER.__getitem__) for hand in dealt]
        self.hand_number = number
        self.dealer = dealer
        self.hands = hands
        self.phase = PREDICT
        self.predictions = [NOT_PREDICTED] * self.players
        self.tricks_won = [0] * self.players
        # The seat to the dealer's left (clockwise, the next seat) leads the first trick.
        self.leader = self.to_play = (dealer + 1) % self.players
        self.trick_seats = []
        self.trick_cards = []
        self.lead_suit = None
        self.tricks_done = []
        self.captured = [[] for _ in range(self.players)]
        self.voids = [[] for _ in range(self.players)]
        # The hands themselves are in each seat's view, never in the (public) log.
        return {
            "type": "deal",
            "hand": number,
            "cards_each": number,
            "dealer": dealer,
            "leader": self.leader,
            "forehead": number == 1,
        }

    # -- whose turn and which moves ---------------------------------------------------

    @property
    def forehead(self) -> bool:
        """Hand 1 is the forehead round: a seat cannot see its own card."""
        return self.hand_number == 1

    @property
    def turn(self) -> tuple[int, ...]:
        if self.phase == PLAY:
            return (self.to_play,)
        if self.phase == PREDICT:
            # Predictions are simultaneous: every seat that has not predicted yet.
            return tuple(seat for seat, n in enumerate(self.predictions) if n == NOT_PREDICTED)
        return ()

    def legal_actions(self, seat: int) -> list[str]:
        if self.phase == PLAY:
            if seat != self.to_play:
                return []
            if self.forehead:
                return [FOREHEAD]
            return [PLAY_ACTION[card] for card in playable(self.hands[seat], self.lead_suit)]
        if self.phase == PREDICT and 0 <= seat < self.players and self.predictions[seat] == NOT_PREDICTED:
            return PREDICT_ACTIONS[self.hand_number].copy()
        return []

    def _why_illegal(self, seat: int, action: str) -> str:
        k = self.hand_number
        verb, _, rest = action.partition(" ")
        if self.phase == PREDICT:
            if verb == "predict":
                return f"Predict a number of tricks from 0 to {k}: you are dealt {k} card{'s' * (k > 1)}."
            if verb == "play":
                return f"Everyone predicts before any card is played: write 'predict N' (N from 0 to {k})."
            return f"Write your prediction as 'predict N', with N from 0 to {k}."
        if verb == "predict":
            return "Predictions are already revealed; now play a card."
        if verb != "play" or not rest:
            return "Write a play as 'play <card>', e.g. 'play bat-7'."
        if self.forehead:
            # The same answer whatever card is named, so a refusal never hints at the
            # seat's own unseen card.
            return "In the forehead round you cannot see your own card: play it with 'play forehead'."
        if action == FOREHEAD:
            return "'play forehead' is only for hand 1; name the card you play, e.g. 'play bat-7'."
        if rest not in _ALL_CARD_SET:
            return f"There is no card called {rest!r} in this game."
        if rest not in self.hands[seat]:
            return f"You do not hold {card_name(rest)}."
        lead = self.lead_suit
        if lead is not None:
            return (f"You must follow suit: you hold a {SUIT_FULL_NAME[lead]} "
                    "(or play a power card, which is always allowed).")
        return f"You cannot play {card_name(rest)} now."

    # -- playing ----------------------------------------------------------------------

    def _play(self, seat: int, action: str) -> list[Event]:
        if action[0] == "p" and action[1] == "r":  # "predict N"
            return self._predict(seat, int(action[8:]))
        card = self.hands[seat][0] if action == FOREHEAD else action[5:]
        return self._play_card(seat, card)

    def _predict(self, seat: int, tricks: int) -> list[Event]:
        self.predictions[seat] = tricks
        # The number stays secret until everyone has predicted; only readiness is public.
        events: list[Event] = [{"type": "prediction_made", "hand": self.hand_number, "seat": seat}]
        if NOT_PREDICTED not in self.predictions:
            self.phase = PLAY
            revealed = {"type": "predictions_revealed", "hand": self.hand_number}
            events.append({**revealed, "predictions": list(self.predictions)})
        return events

    def _play_card(self, seat: int, card: str) -> list[Event]:
        self.hands[seat].remove(card)
        self.trick_seats.append(seat)
        self.trick_cards.append(card)
        # A suit card sets the lead suit unless a Vanquish was led (no lead suit then)
        # or an earlier suit card already set it; Escape/Topsy Turvy leads wait for one.
        suit = SUIT_OF[card]
        lead = self.lead_suit
        if suit is not None and lead is not None and suit != lead and lead not in self.voids[seat]:
            # Playing another suit onto a lead suit tells everyone the seat has none of
            # it (a power card tells nothing: it may always be played).
            self.voids[seat].append(lead)
        if suit is not None and lead is None and self.trick_cards[0] not in VANQUISH:
            self.lead_suit = suit
        events: list[Event] = [
            {
                "type": "card_played",
                "hand": self.hand_number,
                "trick": len(self.tricks_done) + 1,
                "seat": seat,
                "card": card,
                "lead_suit": self.lead_suit,
            }
        ]
        if len(self.trick_cards) < self.players:
            self.to_play = (seat + 1) % self.players
            return events
        events.extend(self._finish_trick())
        return events

    def _finish_trick(self) -> list[Event]:
        plays = tuple(zip(self.trick_seats, self.trick_cards, strict=True))
        outcome = trick_winner(plays, self.players)
        events: list[Event] = []
        if outcome.cancelled and outcome.topsy_seat is not None:
            # The cancelled Vanquish cards go face up in front of the Topsy Turvy seat.
            self.captured[outcome.topsy_seat].extend(outcome.cancelled)
            events.append(
                {
                    "type": "vanquish_cancelled",
                    "hand": self.hand_number,
                    "seat": outcome.topsy_seat,
                    "cards": list(outcome.cancelled),
                    "bonus": TOPSY_BONUS * len(outcome.cancelled),
                }
            )
        if outcome.seat is not None:
            self.tricks_won[outcome.seat] += 1
            self.leader = outcome.seat
        else:
            # Nobody takes a Topsy Turvy trick (two players, or no card can win): the
            # Topsy Turvy seat leads next.
            assert outcome.topsy_seat is not None
            self.leader = outcome.topsy_seat
        self.tricks_done.append((plays, outcome.seat))
        events.append(
            {
                "type": "trick_won",
                "hand": self.hand_number,
                "trick": len(self.tricks_done),
                "seat": outcome.seat,
                "cards": [{"seat": s, "card": c} for s, c in plays],
                "rule": outcome.rule,
                "reason": outcome.reason,
                "next_leader": self.leader,
            }
        )
        self.to_play = self.leader
        self.trick_seats = []
        self.trick_cards = []
        self.lead_suit = None
        if len(self.tricks_done) == self.hand_number:
            events.extend(self._finish_hand())
        return events

    def _finish_hand(self) -> list[Event]:
        k = self.hand_number
        breakdown = []
        points = []
        for seat in range(self.players):
            base = hand_points(self.predictions[seat], self.tricks_won[seat], k)
            bonus = TOPSY_BONUS * len(self.captured[seat])  # whatever else happens
            self.totals[seat] += base + bonus
            points.append(base + bonus)
            breakdown.append(
                {
                    "seat": seat,
                    "predicted": self.predictions[seat],
                    "won": self.tricks_won[seat],
                    "prediction_points": base,
                    "bonus": bonus,
                    "points": base + bonus,
                    "total": self.totals[seat],
                }
            )
        self.score_pad.append((k, tuple(self.predictions), tuple(self.tricks_won), tuple(points)))
        events: list[Event] = [{"type": "hand_scored", "hand": k, "cards_each": k, "seats": breakdown}]
        if k >= self.hands_total:
            self.phase = OVER
            best = max(self.totals)
            # Tied top totals share the win.
            self.final_winners = [seat for seat, total in enumerate(self.totals) if total == best]
            events.append({"type": "game_over", "hand": k, "scores": list(self.totals),
                           "winners": list(self.final_winners)})
        else:
            # The dealer moves one seat clockwise each hand [ruling].
            events.append(self._start_hand(k + 1, (self.dealer + 1) % self.players, None))
        return events

    # -- results ----------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def scores(self) -> list[int]:
        return list(self.totals)

    @property
    def winners(self) -> list[int]:
        return list(self.final_winners)

    # -- seeing -----------------------------------------------------------------------

    def _sees_hand(self, viewer: int | None, owner: int) -> bool:
        """May ``viewer`` see the cards in ``owner``'s hand?"""
        if viewer is None:
            return False
        # The forehead round turns it around: everyone's card but one's own.
        return (viewer != owner) if self.forehead else (viewer == owner)

    def _sees_prediction(self, viewer: int | None, owner: int) -> bool:
        return self.phase != PREDICT or viewer == owner

    def hidden_ids(self, seat: int | None) -> set[str]:
        known = set(self.trick_cards)
        for plays, _ in self.tricks_done:
            known.update(card for _, card in plays)
        for owner, hand in enumerate(self.hands):
            if self._sees_hand(seat, owner):
                known.update(hand)
        # Everything else is in a hand this seat cannot see or among the undealt cards.
        return set(_ALL_CARD_SET - known)

    def view(self, seat: int | None) -> dict[str, Any]:
        return {
            "game": "munch",
            "seat": seat,
            "players": self.players,
            "phase": self.phase,
            "turn": list(self.turn),
            "hand_number": self.hand_number,
            "hands_total": self.hands_total,
            "cards_each": self.hand_number,
            "forehead": self.forehead,
            "dealer": self.dealer,
            "leader": self.leader,
            "hands": [
                list(hand) if self._sees_hand(seat, owner) else [None] * len(hand)
                for owner, hand in enumerate(self.hands)
            ],
            "hand_sizes": [len(hand) for hand in self.hands],
            "legal_actions": self.legal_actions(seat) if seat is not None else [],
            "predicted": [n != NOT_PREDICTED for n in self.predictions],
            "predictions": [
                n if n != NOT_PREDICTED and self._sees_prediction(seat, owner) else None
                for owner, n in enumerate(self.predictions)
            ],
            "tricks_won": list(self.tricks_won),
            "trick": [
                {"seat": s, "card": c} for s, c in zip(self.trick_seats, self.trick_cards, strict=True)
            ],
            "lead_suit": self.lead_suit,
            "tricks_played": [
                {"cards": [{"seat": s, "card": c} for s, c in plays], "winner": winner}
                for plays, winner in self.tricks_done
            ],
            "vanquish_captured": [list(cards) for cards in self.captured],
            "known_voids": [list(suits) for suits in self.voids],
            "scores": list(self.totals),
            "score_pad": [
                {"hand": k, "predictions": list(pred), "won": list(won), "points": list(pts)}
                for k, pred, won, pts in self.score_pad
            ],
            "winners": list(self.final_winners),
        }

    # -- AI support -------------------------------------------------------------------

    def determinize(self, seat: int | None, rng: random.Random) -> MunchState:
        """A world consistent with ``view(seat)``: hidden cards and predictions resampled.

        The cards this seat cannot see are dealt at random into the hand places it cannot
        see (the rest stay undealt), never giving a seat a suit it has shown it lacks;
        predictions still secret become random guesses; and the world gets its own
        random future, so later hands' shuffles are not known either.
        """
        world = self.clone()
        assert isinstance(world, MunchState)
        unseen = [owner for owner in range(self.players) if not self._sees_hand(seat, owner)]
        owners = [owner for owner in unseen for _ in self.hands[owner]]
        pool = sorted(self.hidden_ids(seat), key=DISPLAY_ORDER.__getitem__)
        dealt = iter(deal_respecting_voids(pool, owners, self.voids, rng))
        for owner in unseen:
            world.hands[owner] = sorted(
                (next(dealt) for _ in self.hands[owner]), key=DISPLAY_ORDER.__getitem__
            )
        for owner, n in enumerate(world.predictions):
            if n != NOT_PREDICTED and not self._sees_prediction(seat, owner):
                world.predictions[owner] = rng.randint(0, self.hand_number)
        world.rng = random.Random(rng.getrandbits(64))
        world._determinized = True
        return world


def _whole_number_in(value: Any, low: int, high: int) -> bool:
    """Is ``value`` (from a deal) a whole number from ``low`` to ``high``? (True is not 1.)"""
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def deal_respecting_voids(
    pool: list[str], owners: list[int], voids: list[list[str]], rng: random.Random
) -> list[str]:
    """One card of ``pool`` for each place (``owners[i]`` holds place i), at random,
    never a card of a suit the place's owner has shown it lacks."""
    cards = list(pool)
    rng.shuffle(cards)
    return assign_respecting_voids(cards, owners, voids)


def assign_respecting_voids(cards: list[str], owners: list[int], voids: list[list[str]]) -> list[str]:
    """One of ``cards`` (in a random order) for each place, never a card of a suit the
    place's owner (``owners[place]``) has shown it lacks.

    Places whose owner lacks a suit take the first card they may hold, the others the
    cards left, in order. Should that fail, a bipartite matching (augmenting paths)
    finds a consistent deal: the real one proves that one exists.
    """
    free = list(cards)
    picked = [""] * len(owners)
    later = []
    for place, owner in enumerate(owners):
        banned = voids[owner]
        if not banned:
            later.append(place)
            continue
        for i, card in enumerate(free):
            if SUIT_OF[card] not in banned:
                picked[place] = free.pop(i)
                break
        else:
            return _matching(cards, owners, voids)
    for place, card in zip(later, free, strict=False):  # free may hold cards left undealt
        picked[place] = card
    return picked


def _matching(cards: list[str], owners: list[int], voids: list[list[str]]) -> list[str]:
    """``assign_respecting_voids`` by augmenting paths, for when first choices collide."""
    holder: dict[str, int] = {}  # card -> the place holding it
    picked = [""] * len(owners)

    def place_card(place: int, tried: set[str]) -> bool:
        banned = voids[owners[place]]
        for card in cards:
            if card in tried or SUIT_OF[card] in banned:
                continue
            tried.add(card)
            if card not in holder or place_card(holder[card], tried):
                holder[card] = place
                picked[place] = card
                return True
        return False

    for place in range(len(owners)):
        if not place_card(place, set()):
            raise ValueError("no deal fits the suits the seats have shown they lack")
    return picked
