"""Critter Poker Royal's one rules step: the give / judge / peek-and-pass cycle on plain data.

``RoyalPlay`` holds a game's position in plain lists of card ids and plays a move on it
(rules/royal.md, "A round" and "Taking a card"): who takes the card, Royal penalties
chaining through the pile, the placement a Wild or Nothing forces, the two ways to
lose, and each seat's public habit record. It also builds the view (what each seat may
know). It is written once and used twice: ``RoyalState`` (``rules.py``) adds the deal,
validation, refusal reasons, history and events on top (it passes an event list to
``act``), and the search's worlds (``worlds.py``) play it as it is, with no events.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from table.core import Event
from table.games.royal import refusals
from table.games.royal.actions import Give, Judge, PassOn, Peek, RoyalAction, parse
from table.games.royal.cards import ALL_CARDS, CLAIMS, CRITTER_INDEX, CRITTER_OF, ROYALS, TRUE_CLAIMS
from table.games.royal.moves import (
    GIVE,
    MAX_SEATS,
    OVER,
    PASS,
    PLACE,
    RESPOND,
    give_actions,
    note_claims,
    note_response,
    pass_actions,
    pass_targets,
    place_actions,
    respond_actions,
)
from table.games.royal.views import RoyalEvent, RoyalView, habit_rows

Events = list[Event] | None  # where a move's events go; None in the search's worlds
_CLAIM_COUNT = len(CLAIMS)
# A random rollout's moves as values, in the order ``moves.py`` lists their strings.
_RESPONSES: tuple[RoyalAction, ...] = (Judge(True), Judge(False), Peek())
_GIVES = {(card, to): tuple(Give(card, to, claim) for claim in CLAIMS)
          for card in ALL_CARDS for to in range(MAX_SEATS)}
_PASSES = tuple(tuple(PassOn(to, claim) for claim in CLAIMS) for to in range(MAX_SEATS))
# Each critter card's critter as its index in CRITTERS (the order of ``front_counts``).
_CRITTER_NUMBER = {card: CRITTER_INDEX[critter] for card, critter in CRITTER_OF.items()
                   if critter is not None}


def _emit(events: list[Event], event: RoyalEvent) -> None:
    """Record an event of one of the shapes ``views.py`` names, as the contract's dict."""
    events.append(cast(Event, event))


class RoyalPlay:
    """A game's position on plain lists, and the rules that move it (see the module)."""

    players: int
    first: int
    lose_at: int
    hands: list[list[str]]
    fronts: list[list[str]]  # critter cards face up in front of each seat, in order placed
    front_counts: list[list[int]]  # per seat, per critter (CRITTERS order)
    penalty: list[str]  # the penalty pile, top (face up) first
    set_aside: list[str]  # Wild/Nothing taken by a seat with no critter card to place
    known_in_hand: list[list[str]]  # specials every seat saw go into that hand
    habits: list[list[int]]  # each seat's public record of verdicts, peeks and claims
    phase: str
    actor: int  # the one seat that must act (the game is strictly one at a time)
    # The round in progress (cleared when the next round starts).
    starter: int  # the seat whose hand the card came from
    giver: int  # the last seat to give the card (the starter or the last passer)
    receiver: int
    in_play: str | None  # the face-down card travelling this round
    claims: list[tuple[int, int, str]]  # (giver, receiver, claim) in order
    seen: list[int]  # seats that know the card: the starter, then each peeker
    doubtful: list[str]  # the starter's known specials: one of them may be in play now
    # A Wild or Nothing taken puts its taker under a duty to place (rules, "Taking a card").
    place_claim: str
    pending: list[str]
    loser: int

    # Fields the search's copies share (never changed in place) and those they copy.
    SHARED = ("actor", "first", "giver", "lose_at", "loser", "phase", "place_claim", "players",
              "receiver", "starter")
    COPIED = ("claims", "seen", "set_aside", "pending", "doubtful")
    NESTED = ("fronts", "front_counts", "known_in_hand", "habits")

    def copy_into(self, twin: RoyalPlay, hands: list[list[str]], in_play: str | None,
                  penalty: list[str]) -> None:
        """Make ``twin`` this position with these hands, card in play and pile."""
        for name in self.SHARED:
            setattr(twin, name, getattr(self, name))
        twin.hands, twin.in_play, twin.penalty = hands, in_play, penalty
        for name in self.COPIED:
            setattr(twin, name, getattr(self, name).copy())
        for name in self.NESTED:
            setattr(twin, name, [row.copy() for row in getattr(self, name)])

    # -- whose turn, what is legal ----------------------------------------------------

    @property
    def turn(self) -> tuple[int, ...]:
        return () if self.phase == OVER else (self.actor,)

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def pass_targets(self) -> list[int]:
        """Seats the card in play may still go to: those that have not seen it this round."""
        return pass_targets(self.players, self.receiver, self.seen)

    def can_pass(self) -> bool:
        """Whether ``pass_targets`` names anyone (counted: ``seen`` holds each seat once)."""
        seen = self.seen
        return len(seen) + (self.receiver not in seen) < self.players

    def actions(self, seat: int) -> list[str]:
        """``seat``'s legal moves if it is the one to act, in the rules' order."""
        phase = self.phase
        if phase == OVER or seat != self.actor:
            return []
        if phase == GIVE:
            return give_actions(self.hands[seat], seat, self.players)
        if phase == RESPOND:
            # With two players the only other seat is the giver, so nobody is left to pass to.
            return respond_actions(self.can_pass())
        if phase == PASS:
            return pass_actions(self.pass_targets())
        return place_actions(self.hands[seat], self.place_claim)

    def random_move(self, rand: Callable[[], float]) -> RoyalAction:
        """The acting seat's move a random rollout plays: the one ``actions(actor)[int(rand()
        * len(actions))]`` writes, for the same draw, as a value, without listing (or
        parsing) a give's or a pass's every card, seat and claim."""
        seat, phase = self.actor, self.phase
        if phase == RESPOND:
            return _RESPONSES[int(rand() * (3 if self.can_pass() else 2))]
        if phase == GIVE:
            hand = self.hands[seat]
            per_card = (self.players - 1) * _CLAIM_COUNT
            card, rest = divmod(int(rand() * (len(hand) * per_card)), per_card)
            other, claim = divmod(rest, _CLAIM_COUNT)
            return _GIVES[hand[card], other + (other >= seat)][claim]
        if phase == PASS:
            targets = self.pass_targets()
            target, claim = divmod(int(rand() * (len(targets) * _CLAIM_COUNT)), _CLAIM_COUNT)
            return _PASSES[targets[target]][claim]
        actions = self.actions(seat)
        return parse(actions[int(rand() * len(actions))])

    # -- one move -----------------------------------------------------------------------

    def act(self, seat: int, action: str, events: Events = None) -> None:
        """Carry out ``seat``'s legal ``action``; its events go to ``events`` if given."""
        self.act_move(seat, parse(action), events)

    def act_move(self, seat: int, move: RoyalAction, events: Events = None) -> None:
        """Carry out ``seat``'s legal ``move``, already parsed (``RoyalState.apply``)."""
        if isinstance(move, Judge):
            note_response(self.habits[seat], False, move.verdict, self.can_pass())
            self._judge(seat, move.verdict, events)
        elif isinstance(move, Give):
            self._give(seat, move.card, move.to, move.claim, events)
        elif isinstance(move, Peek):
            note_response(self.habits[seat], True, False, True)
            self.seen.append(seat)
            self.phase = PASS
            if events is not None:
                _emit(events, {"type": "card_peeked", "seat": seat, "card": self.in_play})
        elif isinstance(move, PassOn):
            self.giver = seat
            self.receiver = self.actor = move.to
            self.claims.append((seat, move.to, move.claim))
            self.phase = RESPOND
            if events is not None:
                _emit(events, {"type": "card_passed", "seat": seat, "receiver": move.to, "claim": move.claim})
        else:
            self._place(seat, list(move.cards), events)

    def _start_round(self, starter: int, events: Events) -> None:
        self.phase = GIVE
        self.actor = self.starter = self.giver = self.receiver = starter
        self.in_play = None
        self.claims, self.seen, self.doubtful = [], [], []
        if not self.hands[starter]:
            # rules: a seat that must start a round with an empty hand loses.
            self._lose(starter, "empty_hand", None, events)
        elif events is not None:
            _emit(events, {"type": "turn_to_give", "seat": starter})

    def _give(self, seat: int, card: str, receiver: int, claim: str, events: Events) -> None:
        self.hands[seat].remove(card)
        # Nobody else can tell which card left this hand, so the specials everyone saw
        # go into it are in doubt until the card is revealed.
        self.doubtful = self.known_in_hand[seat]
        self.known_in_hand[seat] = []
        self.in_play = card
        self.starter = self.giver = seat
        self.receiver = self.actor = receiver
        self.claims = [(seat, receiver, claim)]
        self.seen = [seat]
        self.phase = RESPOND
        if events is not None:
            _emit(events, {"type": "round_started", "giver": seat, "receiver": receiver, "claim": claim})

    def _judge(self, seat: int, verdict: bool, events: Events) -> None:
        card = self.in_play
        assert card is not None
        claim = self.claims[-1][2]
        truth = claim in TRUE_CLAIMS[card]
        right = verdict == truth
        # rules "A round" 4: judged right, the last giver takes the card; else the receiver.
        taker = self.giver if right else seat
        self.in_play = None
        doubtful = self.doubtful
        self.known_in_hand[self.starter] = [c for c in doubtful if c != card] if doubtful else []
        self.doubtful = []
        self.place_claim = claim
        note_claims(self.habits, self.claims, card)
        if events is not None:
            _emit(events, {"type": "claim_judged", "receiver": seat, "giver": self.giver, "claim": claim,
                           "verdict": verdict, "card": card, "claim_true": truth, "right": right,
                           "taker": taker})
            _emit(events, {"type": "card_taken", "seat": taker, "card": card})
        self._take(taker, card, "round", events)
        self._after_taking(taker, events)

    def _place(self, seat: int, cards: list[str], events: Events) -> None:
        special = self.pending.pop(0)
        hand = self.hands[seat]
        if not cards:
            # Clarification: with no critter card to place, the special taken leaves the game.
            hand.remove(special)
            self.known_in_hand[seat].remove(special)
            self.set_aside.append(special)
            if events is not None:
                _emit(events, {"type": "special_set_aside", "seat": seat, "card": special})
        else:
            for card in cards:
                hand.remove(card)
            if events is not None:
                _emit(events, {"type": "cards_placed", "seat": seat, "cards": list(cards)})
            # Both cards go down together; only then do their Royals pay the pile.
            full = [critter for critter in [self._lay(seat, card) for card in cards] if critter]
            if full:
                self._lose(seat, "of_a_kind", full[0], events)
                return
            for card in cards:
                if card in ROYALS:
                    self._take_penalty(seat, events)
                    if self.phase == OVER:
                        return
        self._after_taking(seat, events)

    # -- taking cards -----------------------------------------------------------------

    def _take(self, seat: int, card: str, source: str, events: Events) -> None:
        """``seat`` takes ``card`` (from a round or the penalty pile)."""
        if CRITTER_OF[card] is None:
            # A Wild or Nothing goes into the hand and brings a duty to place.
            self.hands[seat].append(card)
            self.known_in_hand[seat].append(card)
            self.pending.append(card)
            if events is not None:
                _emit(events, {"type": "special_taken", "seat": seat, "card": card, "source": source,
                               "claim": self.place_claim})
            return
        full = self._lay(seat, card)
        if full:
            # rules "Taking a card": the seat loses at once; the chain goes no further.
            self._lose(seat, "of_a_kind", full, events)
        elif card in ROYALS:
            self._take_penalty(seat, events)  # a Royal pays the pile at once

    def _lay(self, seat: int, card: str) -> str | None:
        """Lay a critter card face up before ``seat``; return its critter if that loses."""
        self.fronts[seat].append(card)
        counts = self.front_counts[seat]
        index = _CRITTER_NUMBER[card]
        counts[index] += 1
        return CRITTER_OF[card] if counts[index] >= self.lose_at else None

    def _take_penalty(self, seat: int, events: Events) -> None:
        """A Royal placed: take the face-up top penalty card (which may chain on)."""
        if not self.penalty:
            if events is not None:
                _emit(events, {"type": "penalty_empty", "seat": seat})
            return
        card = self.penalty.pop(0)
        if events is not None:
            _emit(events, {"type": "penalty_taken", "seat": seat, "card": card,
                           "new_top": self.penalty[0] if self.penalty else None})
        self._take(seat, card, "penalty", events)

    def _after_taking(self, seat: int, events: Events) -> None:
        if self.phase == OVER:
            return
        if self.pending:
            self.phase = PLACE
            self.actor = seat
            if events is not None:
                _emit(events, {"type": "must_place", "seat": seat, "card": self.pending[0],
                               "claim": self.place_claim})
        else:
            self._start_round(seat, events)  # rules "A round" 5: the taker starts

    def _lose(self, seat: int, reason: str, critter: str | None, events: Events) -> None:
        self.loser = seat
        self.phase = OVER
        self.actor = -1
        if events is not None:
            said = (refusals.LOST_OF_A_KIND(seat=seat, critter=critter) if critter
                    else refusals.LOST_EMPTY_HAND(seat=seat))
            _emit(events, {"type": "player_lost", "seat": seat, "reason": reason, "critter": critter,
                           **said.fields()})
            _emit(events, {"type": "game_over", "losers": [seat], "winners": self.winners})

    # -- results and what each seat sees ------------------------------------------------

    @property
    def scores(self) -> list[int]:
        # API clarification: Royal has no points; scores count the critters in front.
        return [len(front) for front in self.fronts]

    @property
    def winners(self) -> list[int]:
        if self.phase != OVER:
            return []
        return [seat for seat in range(self.players) if seat != self.loser]

    def known_in_hands(self, seat: int | None) -> list[list[str]]:
        """The specials ``seat`` knows to be in each hand (besides its own whole hand)."""
        known = [list(cards) for cards in self.known_in_hand]
        if self.doubtful and seat is not None and seat in self.seen:
            # A seat that has seen the card in play can tell which specials stayed home.
            known[self.starter].extend(card for card in self.doubtful if card != self.in_play)
        return known

    def typed_view(self, seat: int | None) -> RoyalView:
        """What ``seat`` (None: a spectator) may know now."""
        in_play = self.in_play if seat is not None and seat in self.seen else None
        return {
            "game": "royal",
            "seat": seat,
            "players": self.players,
            "phase": self.phase,
            "turn": list(self.turn),
            "first": self.first,
            "lose_at": self.lose_at,
            "hand": list(self.hands[seat]) if seat is not None else None,
            "hand_sizes": [len(hand) for hand in self.hands],
            "known_in_hands": self.known_in_hands(seat),
            "fronts": [list(front) for front in self.fronts],
            "scores": self.scores,
            "penalty_top": self.penalty[0] if self.penalty else None,
            "penalty_size": len(self.penalty),
            "set_aside": list(self.set_aside),
            "habits": habit_rows(self.habits),
            "round": {
                "starter": self.starter,
                "giver": self.giver,
                "receiver": self.receiver,
                "claims": [
                    {"giver": giver, "receiver": receiver, "claim": claim}
                    for giver, receiver, claim in self.claims
                ],
                "seen": list(self.seen),
                "card": in_play,
                "can_pass": self.phase == RESPOND and self.can_pass(),
                "in_doubt": len(self.doubtful),
            },
            "placing": (
                {"seat": self.actor, "claim": self.place_claim, "specials": list(self.pending)}
                if self.phase == PLACE
                else None
            ),
            "losers": [self.loser] if self.phase == OVER else [],
            "winners": self.winners,
        }
