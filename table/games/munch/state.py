"""The Munch, Crunch, Scrunch! game state: hands, predictions, tricks, scores, views.

``MunchState`` runs a game through its hands (1..``hands`` cards each, the dealer moving
one seat clockwise each hand) and decides what each seat may see: in hand 1, the
forehead round, a seat sees every other card but its own. A trick's and a hand's
judgements live in ``rules.py``, refusals in ``refused.py``; this is the bookkeeping.
"""

from __future__ import annotations

import random
from typing import Final, Literal, cast

from table.core import Event, GameState, Holdings, JsonObject, check_hands, check_keys, deal_hands, shuffled
from table.core.errors import IllegalMove
from table.core.reasons import Reason
from table.games.munch.actions import (
    FOREHEAD,
    PLAY_ACTION,
    PREDICT_ACTIONS,
    MunchAction,
    Predict,
)
from table.games.munch.actions import MAX_PREDICTION as MAX_HANDS
from table.games.munch.cards import ALL_CARDS, DISPLAY_ORDER, SUIT_OF
from table.games.munch.fast import random_hand
from table.games.munch.play import MunchPlay
from table.games.munch.refused import why_illegal, why_unwritten
from table.games.munch.rules import (
    NOT_PREDICTED,
    PREDICT,
    TOPSY_BONUS,
    playable,
    seat_scores,
    trick_reasons,
    void_limits,
)
from table.games.munch.views import (
    CardPlayedEvent,
    DealEvent,
    GameOverEvent,
    HandScoredEvent,
    MunchEvent,
    MunchView,
    PredictionMadeEvent,
    PredictionsRevealedEvent,
    TrickWonEvent,
    VanquishCancelledEvent,
)

Phase = Literal["predict", "play", "over"]
PLAY: Final = "play"
OVER: Final = "over"

_ALL_CARD_SET = frozenset(ALL_CARDS)


class MunchState(MunchPlay, GameState[MunchView, MunchAction]):
    """One game of Munch, Crunch, Scrunch! (rules: ``shared/spec/rules/munch.md``)."""

    hands_total: int  # the last hand to play (option ``hands``)
    hand_number: int  # the hand being played; also the number of cards dealt each
    dealer: int
    phase: Phase
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

    def _setup(self, deal: JsonObject | None) -> list[Event]:
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
                    f"deal 'hand_number' must be a whole number from 1 to {MAX_HANDS}"
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
                        f"deal 'dealer' must be a seat from 0 to {self.players - 1}"
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
        deal: DealEvent = {
            "type": "deal",
            "hand": number,
            "cards_each": number,
            "dealer": dealer,
            "leader": self.leader,
            "forehead": number == 1,
        }
        return _event(deal)

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

    def _why_unwritten(self, seat: int, failure: IllegalMove) -> IllegalMove:
        return why_unwritten(failure, self.phase == PREDICT, self.hand_number)

    def _why_illegal(self, seat: int, move: MunchAction) -> Reason:
        return why_illegal(move, self.phase == PREDICT, self.hand_number, self.hands[seat], self.lead_suit)

    # -- playing ----------------------------------------------------------------------

    def _play(self, seat: int, move: MunchAction) -> list[Event]:
        if isinstance(move, Predict):
            return self._predict(seat, move.tricks)
        return self._play_card(seat, self.hands[seat][0] if move.forehead else move.card)

    def _predict(self, seat: int, tricks: int) -> list[Event]:
        self.predictions[seat] = tricks
        # The number stays secret until everyone has predicted; only readiness is public.
        made: PredictionMadeEvent = {"type": "prediction_made", "hand": self.hand_number, "seat": seat}
        events = [_event(made)]
        if NOT_PREDICTED not in self.predictions:
            self.phase = PLAY
            revealed: PredictionsRevealedEvent = {
                "type": "predictions_revealed",
                "hand": self.hand_number,
                "predictions": list(self.predictions),
            }
            events.append(_event(revealed))
        return events

    def _play_card(self, seat: int, card: str) -> list[Event]:
        events: list[Event] = []
        if not self.play_card(seat, card, events):
            self.to_play = (seat + 1) % self.players
            return events
        self.to_play = self.leader
        if len(self.tricks_done) == self.hand_number:
            events.extend(self._finish_hand())
        return events

    def _card_played(self, seat: int, card: str, lead: str | None, events: list[Event]) -> None:
        self.trick_seats.append(seat)
        suit = SUIT_OF[card]
        if suit is not None and lead is not None and suit != lead and lead not in self.voids[seat]:
            # Playing another suit onto a lead suit tells everyone the seat has none of
            # it (a power card tells nothing: it may always be played).
            self.voids[seat].append(lead)
        played: CardPlayedEvent = {
            "type": "card_played",
            "hand": self.hand_number,
            "trick": len(self.tricks_done) + 1,
            "seat": seat,
            "card": card,
            "lead_suit": self.lead_suit,
        }
        events.append(_event(played))

    def _cancelled(self, seat: int, cards: list[str], events: list[Event] | None) -> None:
        if not cards:
            return
        # The cancelled Vanquish cards go face up in front of the Topsy Turvy seat.
        self.captured[seat].extend(cards)
        if events is not None:
            cancelled: VanquishCancelledEvent = {
                "type": "vanquish_cancelled",
                "hand": self.hand_number,
                "seat": seat,
                "cards": list(cards),
                "bonus": TOPSY_BONUS * len(cards),
            }
            events.append(_event(cancelled))

    def _trick_taken(self, cards: list[str], leader: int, winner: int | None, after: int,
                     judged: tuple[str, int | None, int], events: list[Event]) -> None:
        rule, index, tied = judged
        said, english = trick_reasons(rule, cards, index, tied)
        plays = tuple(zip(self.trick_seats, cards, strict=True))
        self.tricks_done.append((plays, winner))
        won: TrickWonEvent = {
            "type": "trick_won",
            "hand": self.hand_number,
            "trick": len(self.tricks_done),
            "seat": winner,
            "cards": [{"seat": s, "card": c} for s, c in plays],
            "rule": rule,
            "reason": english,
            "reason_id": said.message.id, "reason_args": said.plain_args(),
            "next_leader": after,
        }
        events.append(_event(won))
        self.trick_seats = []

    def _finish_hand(self) -> list[Event]:
        k = self.hand_number
        breakdown = seat_scores(self.predictions, self.tricks_won, self.captured, k, self.totals)
        points = [score["points"] for score in breakdown]
        self.score_pad.append((k, tuple(self.predictions), tuple(self.tricks_won), tuple(points)))
        scored: HandScoredEvent = {"type": "hand_scored", "hand": k, "cards_each": k, "seats": breakdown}
        events = [_event(scored)]
        if k >= self.hands_total:
            self.phase = OVER
            best = max(self.totals)
            # Tied top totals share the win.
            self.final_winners = [seat for seat, total in enumerate(self.totals) if total == best]
            over: GameOverEvent = {"type": "game_over", "hand": k, "scores": list(self.totals),
                                   "winners": list(self.final_winners)}
            events.append(_event(over))
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

    def random_rollout(self, rng: random.Random, trace: list[tuple[int, str]] | None = None) -> list[int]:
        """The hand finished with random legal moves on copied lists (``fast.random_hand``): points."""
        return random_hand(self, rng, trace)

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

    def view(self, seat: int | None) -> MunchView:
        return {  # a plain JSON-able dict (API.md), typed
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

    def _holdings(self, seat: int | None) -> Holdings[str]:
        """The cards ``seat`` cannot see, the places of the hands it cannot see (the
        rest of the cards stay undealt) and the suits each seat has shown it lacks."""
        owners = [
            owner for owner in range(self.players) if not self._sees_hand(seat, owner)
            for _ in self.hands[owner]
        ]
        pool = sorted(self.hidden_ids(seat), key=DISPLAY_ORDER.__getitem__)
        return Holdings(pool, owners, void_limits(self.voids))

    def _place_hidden(self, seat: int | None, cards: list[str], rng: random.Random) -> None:
        """The dealt cards into the unseen hands (sorted, as players hold them); a
        prediction still secret from ``seat`` becomes a random guess."""
        dealt = iter(cards)
        for owner in range(self.players):
            if not self._sees_hand(seat, owner):
                self.hands[owner] = sorted(
                    (next(dealt) for _ in self.hands[owner]), key=DISPLAY_ORDER.__getitem__
                )
        for owner, n in enumerate(self.predictions):
            if n != NOT_PREDICTED and not self._sees_prediction(seat, owner):
                self.predictions[owner] = rng.randint(0, self.hand_number)


def _event(event: MunchEvent) -> Event:
    """A typed event as the plain dict the log holds (``API.md``: events are dicts)."""
    return cast(Event, event)


def _whole_number_in(value: object, low: int, high: int) -> bool:
    """Is ``value`` (from a deal) a whole number from ``low`` to ``high``? (True is not 1.)"""
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high
