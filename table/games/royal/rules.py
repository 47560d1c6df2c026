"""Critter Poker Royal's rules: giving with a claim, judging or peeking on, taking, losing.

Everything a round can do lives here, read against ``shared/spec/rules/royal.md``:
the deal and the penalty pile, the give / judge / peek-and-pass cycle, who takes the
card, Royal penalties chaining through the pile, the placement a Wild or Nothing
forces, and the two ways to lose. It also owns what each seat may know: its hand,
the face-up cards, the specials everyone saw go into a hand, and the card in play only
for the seats that have looked at it. State is kept in plain lists of card ids so AI
search can clone it cheaply, and ``random_rollout`` plays a game out fast for search.
"""

from __future__ import annotations

import random
from typing import Any, cast

from table.core import Event, GameState, check_card_list, check_hands, check_keys, shuffled
from table.core.deal import Holdings
from table.games.royal.actions import Give, Judge, PassOn, Peek, Place, RoyalAction, parse
from table.games.royal.cards import (
    ALL_CARDS,
    CLAIMS,
    CRITTER_INDEX,
    CRITTER_OF,
    CRITTERS,
    ROYALS,
    SPECIALS,
    TRUE_CLAIMS,
    card_name,
    claim_is_true,
    claim_name,
)
from table.games.royal.hidden import seat_holdings
from table.games.royal.moves import (
    GIVE,
    HABIT_FIELDS,
    JUDGE_ACTIONS,
    OVER,
    PASS,
    PEEK,
    PLACE,
    PLACE_NONE,
    RESPOND,
    critters_in,
    give_actions,
    note_claims,
    note_response,
    pass_actions,
    pass_targets,
    place_actions,
    respond_actions,
)
from table.games.royal.views import RoyalEvent, RoyalView, habit_rows

# A card's critter as a number (CRITTERS order), -1 for Wild and Nothing: for the rollout.
_CRITTER_NUMBER: dict[str, int] = {
    card: -1 if critter is None else CRITTER_INDEX[critter] for card, critter in CRITTER_OF.items()
}
# Event fields that may name a card, checked when an event is shown to a seat.
_CARD_FIELDS = ("card", "penalty_top", "new_top")


def _event(event: RoyalEvent) -> Event:
    """An event of one of the shapes ``views.py`` names, as the contract's plain dict."""
    return cast(Event, event)


def penalty_size(players: int) -> int:
    """Cards in the penalty pile before the odd cards go under it (rules, "Setup")."""
    return 16 if players == 2 else 7


class RoyalState(GameState):
    """A game of Critter Poker Royal in progress."""

    hands: list[list[str]]
    fronts: list[list[str]]  # critter cards face up in front of each seat, in order placed
    front_counts: list[list[int]]  # per seat, per critter (CRITTERS order)
    penalty: list[str]  # the penalty pile, top (face up) first
    set_aside: list[str]  # Wild/Nothing taken by a seat with no critter card to place
    known_in_hand: list[list[str]]  # specials every seat saw go into that hand
    habits: list[list[int]]  # each seat's public record of verdicts, peeks and claims
    phase: str
    actor: int  # the one seat that must act (the game is strictly one at a time)
    first: int
    lose_at: int
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
    _legal_cache: list[Any]

    # -- dealing ----------------------------------------------------------------------

    def _setup(self, deal: dict[str, Any] | None) -> list[Event]:
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

    def _checked_deal(self, deal: dict[str, Any]) -> tuple[list[list[str]], list[str], int]:
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

    @property
    def turn(self) -> tuple[int, ...]:
        return () if self.phase == OVER else (self.actor,)

    def _pass_targets(self) -> list[int]:
        """Seats the card in play may still go to: those that have not seen it this round."""
        return pass_targets(self.players, self.receiver, self.seen)

    def _critters_in_hand(self, seat: int) -> list[str]:
        return critters_in(self.hands[seat])

    def legal_actions(self, seat: int) -> list[str]:
        cache = self._legal_cache
        if cache[0] == seat:
            return list(cache[1])
        if self.phase == OVER or seat != self.actor:
            return []
        phase = self.phase
        actions: list[str]
        if phase == GIVE:
            actions = give_actions(self.hands[seat], seat, self.players)
        elif phase == RESPOND:
            # With two players the only other seat is the giver, so nobody is left to pass to.
            actions = respond_actions(bool(self._pass_targets()))
        elif phase == PASS:
            actions = pass_actions(self._pass_targets())
        else:
            actions = place_actions(self.hands[seat], self.place_claim)
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
                if not self._pass_targets():
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
        critters = self._critters_in_hand(seat)
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

    def _play(self, seat: int, action: str) -> list[Event]:
        self._legal_cache = [None, None]
        move = parse(action)
        events: list[Event] = []
        if isinstance(move, Give):
            self._give(seat, move.card, move.to, move.claim, events)
        elif isinstance(move, Judge):
            note_response(self.habits[seat], False, move.verdict, bool(self._pass_targets()))
            self._judge(seat, move.verdict, events)
        elif isinstance(move, Peek):
            note_response(self.habits[seat], True, False, True)
            self.seen.append(seat)
            self.phase = PASS
            events.append(_event({"type": "card_peeked", "seat": seat, "card": self.in_play}))
        elif isinstance(move, PassOn):
            self._pass_on(seat, move.to, move.claim, events)
        else:
            self._place_from_hand(seat, list(move.cards), events)
        return events

    def _start_round(self, starter: int, events: list[Event]) -> None:
        self.phase = GIVE
        self.actor = self.starter = self.giver = self.receiver = starter
        self.in_play = None
        self.claims = []
        self.seen = []
        self.doubtful = []
        self._legal_cache = [None, None]
        if not self.hands[starter]:
            # rules: a seat that must start a round with an empty hand loses.
            self._lose(starter, "empty_hand", None, events)
        else:
            events.append(_event({"type": "turn_to_give", "seat": starter}))

    def _give(self, seat: int, card: str, receiver: int, claim: str, events: list[Event]) -> None:
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
        events.append(_event({"type": "round_started", "giver": seat, "receiver": receiver, "claim": claim}))

    def _pass_on(self, seat: int, receiver: int, claim: str, events: list[Event]) -> None:
        self.giver = seat
        self.receiver = self.actor = receiver
        self.claims.append((seat, receiver, claim))
        self.phase = RESPOND
        events.append(_event({"type": "card_passed", "seat": seat, "receiver": receiver, "claim": claim}))

    def _judge(self, seat: int, verdict: bool, events: list[Event]) -> None:
        card = self.in_play
        assert card is not None
        claim = self.claims[-1][2]
        truth = claim_is_true(card, claim)
        right = verdict == truth
        # rules "A round" 4: judged right, the last giver takes the card; else the receiver.
        taker = self.giver if right else seat
        self.in_play = None
        self.known_in_hand[self.starter] = [c for c in self.doubtful if c != card]
        self.doubtful = []
        self.place_claim = claim
        note_claims(self.habits, self.claims, card)
        events.append(_event({
            "type": "claim_judged",
            "receiver": seat,
            "giver": self.giver,
            "claim": claim,
            "verdict": verdict,
            "card": card,
            "claim_true": truth,
            "right": right,
            "taker": taker,
        }))
        events.append(_event({"type": "card_taken", "seat": taker, "card": card}))
        self._take(taker, card, "round", events)
        self._after_taking(taker, events)

    def _place_from_hand(self, seat: int, cards: list[str], events: list[Event]) -> None:
        special = self.pending.pop(0)
        if not cards:
            # Clarification: with no critter card to place, the special taken leaves the game.
            self.hands[seat].remove(special)
            self.known_in_hand[seat].remove(special)
            self.set_aside.append(special)
            events.append(_event({"type": "special_set_aside", "seat": seat, "card": special}))
        else:
            hand = self.hands[seat]
            for card in cards:
                hand.remove(card)
            events.append(_event({"type": "cards_placed", "seat": seat, "cards": list(cards)}))
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

    def _take(self, seat: int, card: str, source: str, events: list[Event]) -> None:
        """``seat`` takes ``card`` (from a round or the penalty pile)."""
        if CRITTER_OF[card] is None:
            # A Wild or Nothing goes into the hand and brings a duty to place.
            self.hands[seat].append(card)
            self.known_in_hand[seat].append(card)
            self.pending.append(card)
            events.append(_event({
                "type": "special_taken",
                "seat": seat,
                "card": card,
                "source": source,
                "claim": self.place_claim,
            }))
        else:
            self._to_front(seat, card, events)

    def _lay(self, seat: int, card: str) -> str | None:
        """Lay a critter card face up before ``seat``; return its critter if that loses."""
        self.fronts[seat].append(card)
        critter = CRITTER_OF[card]
        assert critter is not None
        counts = self.front_counts[seat]
        counts[CRITTER_INDEX[critter]] += 1
        return critter if counts[CRITTER_INDEX[critter]] >= self.lose_at else None

    def _to_front(self, seat: int, card: str, events: list[Event]) -> None:
        """A taken critter card goes face up before ``seat``; a Royal pays the pile at once."""
        full = self._lay(seat, card)
        if full:
            # rules "Taking a card": the seat loses at once; the chain goes no further.
            self._lose(seat, "of_a_kind", full, events)
        elif card in ROYALS:
            self._take_penalty(seat, events)

    def _take_penalty(self, seat: int, events: list[Event]) -> None:
        """A Royal placed: take the face-up top penalty card (which may chain on)."""
        if not self.penalty:
            events.append(_event({"type": "penalty_empty", "seat": seat}))
            return
        card = self.penalty.pop(0)
        events.append(_event({
            "type": "penalty_taken",
            "seat": seat,
            "card": card,
            "new_top": self.penalty[0] if self.penalty else None,
        }))
        self._take(seat, card, "penalty", events)

    def _after_taking(self, seat: int, events: list[Event]) -> None:
        if self.phase == OVER:
            return
        if self.pending:
            self.phase = PLACE
            self.actor = seat
            events.append(_event({
                "type": "must_place",
                "seat": seat,
                "card": self.pending[0],
                "claim": self.place_claim,
            }))
        else:
            self._start_round(seat, events)  # rules "A round" 5: the taker starts

    def _lose(self, seat: int, reason: str, critter: str | None, events: list[Event]) -> None:
        self.loser = seat
        self.phase = OVER
        self.actor = -1
        events.append(_event({"type": "player_lost", "seat": seat, "reason": reason, "critter": critter}))
        events.append(_event({"type": "game_over", "losers": [seat], "winners": self.winners}))

    # -- AI support -------------------------------------------------------------------

    def random_rollout(self, rng: random.Random, trace: list[tuple[int, str]] | None = None) -> list[int]:
        """Play this game to its end with random legal moves; return 1 per winner, 0 for the loser.

        The fast path for AI search: the rules of ``_play`` on local lists, with no
        events, strings or validation. The state itself is not changed. ``trace``, if
        given, receives the moves as actions, so tests can replay them through ``apply``
        to prove the fast path legal.
        """
        players = self.players
        if self.phase == OVER:
            return [0 if seat == self.loser else 1 for seat in range(players)]
        rand = rng.random
        lose_at, critter_of, royals, true_claims = self.lose_at, _CRITTER_NUMBER, ROYALS, TRUE_CLAIMS
        hands = [hand.copy() for hand in self.hands]
        counts = [row.copy() for row in self.front_counts]
        penalty = self.penalty.copy()
        pending = self.pending.copy()
        phase, actor, giver, in_play = self.phase, self.actor, self.giver, self.in_play
        seen = self.seen.copy()
        claim = self.claims[-1][2] if self.claims else ""
        place_claim = self.place_claim

        def take(seat: int, card: str) -> bool:
            """``seat`` takes ``card`` (chaining Royal penalties); True if it loses."""
            while True:
                kind = critter_of[card]
                if kind < 0:
                    hands[seat].append(card)
                    pending.append(card)
                    return False
                counts[seat][kind] += 1
                if counts[seat][kind] >= lose_at:
                    return True
                if card not in royals or not penalty:
                    return False
                card = penalty.pop(0)

        loser = -1
        while loser < 0:
            if phase == GIVE:
                hand = hands[actor]
                if not hand:
                    loser = actor
                    break
                card = hand.pop(int(rand() * len(hand)))
                receiver = int(rand() * (players - 1))
                receiver += receiver >= actor
                claim = CLAIMS[int(rand() * len(CLAIMS))]
                if trace is not None:
                    trace.append((actor, f"give {card} to {receiver} as {claim}"))
                in_play, giver, seen = card, actor, [actor]
                actor, phase = receiver, RESPOND
            elif phase in (RESPOND, PASS):
                targets = [seat for seat in range(players) if seat != actor and seat not in seen]
                if phase == PASS:
                    target = targets[int(rand() * len(targets))]
                    claim = CLAIMS[int(rand() * len(CLAIMS))]
                    if trace is not None:
                        trace.append((actor, f"pass to {target} as {claim}"))
                    giver, actor, phase = actor, target, RESPOND
                    continue
                choice = int(rand() * (3 if targets else 2))
                if choice == 2:
                    if trace is not None:
                        trace.append((actor, PEEK))
                    seen.append(actor)
                    phase = PASS
                    continue
                if trace is not None:
                    trace.append((actor, JUDGE_ACTIONS[choice]))
                assert in_play is not None
                # judge true is right when the claim is true (choice 0), false when not.
                right = (claim in true_claims[in_play]) == (choice == 0)
                taker = giver if right else actor
                place_claim = claim
                if take(taker, in_play):
                    loser = taker
                    break
                actor, phase = taker, (PLACE if pending else GIVE)
            else:
                hand = hands[actor]
                special = pending.pop(0)
                critters = [card for card in hand if critter_of[card] >= 0]
                if not critters:
                    hand.remove(special)
                    placed: list[str] = []
                elif len(critters) == 1:
                    placed = critters
                else:
                    fitting = [card for card in critters if place_claim in true_claims[card]]
                    size = len(critters)
                    pick = int(rand() * (len(fitting) + size * (size - 1) // 2)) - len(fitting)
                    if pick < 0:
                        placed = [fitting[pick]]
                    else:
                        first = 0
                        while pick >= size - 1 - first:
                            pick -= size - 1 - first
                            first += 1
                        placed = [critters[first], critters[first + 1 + pick]]
                if trace is not None:
                    trace.append((actor, f"place {' '.join(placed)}" if placed else PLACE_NONE))
                for card in placed:
                    hand.remove(card)
                    kind = critter_of[card]
                    counts[actor][kind] += 1
                    if counts[actor][kind] >= lose_at:
                        loser = actor
                if loser >= 0:
                    break
                for card in placed:
                    if card in royals and penalty and take(actor, penalty.pop(0)):
                        loser = actor
                        break
                phase = PLACE if pending else GIVE
        return [0 if seat == loser else 1 for seat in range(players)]

    # -- results ----------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def scores(self) -> list[int]:
        # API clarification: Royal has no points; scores count the critters in front.
        return [len(front) for front in self.fronts]

    @property
    def winners(self) -> list[int]:
        if self.phase != OVER:
            return []
        return [seat for seat in range(self.players) if seat != self.loser]

    # -- seeing -----------------------------------------------------------------------

    def _known_in_hands(self, seat: int | None) -> list[list[str]]:
        """The specials ``seat`` knows to be in each hand (besides its own whole hand)."""
        known = [list(cards) for cards in self.known_in_hand]
        if self.doubtful and seat is not None and seat in self.seen:
            # A seat that has seen the card in play can tell which specials stayed home.
            known[self.starter].extend(card for card in self.doubtful if card != self.in_play)
        return known

    def hidden_ids(self, seat: int | None) -> set[str]:
        known = self._known_in_hands(seat)
        hidden: set[str] = set()
        for other in range(self.players):
            if other != seat:
                public = known[other]
                hidden.update(card for card in self.hands[other] if card not in public)
        if self.in_play is not None and seat not in self.seen:
            hidden.add(self.in_play)
        hidden.update(self.penalty[1:])
        return hidden

    def view(self, seat: int | None) -> dict[str, Any]:
        return cast(dict[str, Any], self.typed_view(seat))

    def typed_view(self, seat: int | None) -> RoyalView:
        """``view`` as the ``RoyalView`` it is."""
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
            "known_in_hands": self._known_in_hands(seat),
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
                "can_pass": self.phase == RESPOND and bool(self._pass_targets()),
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
        known = self._known_in_hands(seat)
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
    changes: dict[str, Any] = {}
    for field in _CARD_FIELDS:
        if event.get(field) in hidden:
            changes[field] = None
    cards = event.get("cards")
    if cards is not None and any(card in hidden for card in cards):
        changes["cards"] = [None if card in hidden else card for card in cards]
    return {**event, **changes} if changes else event
