"""Dodge the Dragon's engine: the pass, following colour, safeties, trumps and scoring.

Rulings from ``shared/spec/rules/dragon.md`` are cited where applied; the play's pure
rules live in ``play.py``, shared with the search's worlds. Cards are integers (see
``cards.py``) in plain lists, so AI search clones a state cheaply.
"""

from __future__ import annotations

import random
from typing import Any, cast

from table.core import Event, GameState, JsonObject, Reason, shuffled
from table.core.deal import Holdings
from table.games.dragon import refusals
from table.games.dragon.actions import DragonAction, Pass
from table.games.dragon.cards import (
    ALL_CARDS,
    BLUE_1,
    CARD_NUMBER,
    COLOUR,
    COLOUR_NAMES,
    POINTS,
    PURPLE,
    SAFETY,
    colours_in_play,
    deck_numbers,
)
from table.games.dragon.deal import checked_deal
from table.games.dragon.hidden import known_elsewhere, place_hidden, seat_holdings
from table.games.dragon.play import (
    NO_COLOUR,
    DragonPlay,
    finish_round,
    moon_shooter,
    pass_actions,
    pass_right,
    play_actions,
    playable,
    taker_reason,
    trick_taker,
)
from table.games.dragon.views import DragonEvent, DragonView, PassRecord

PASS, PLAY, OVER = "pass", "play", "over"
PASS_SIZE = 3


def _event(event: DragonEvent) -> Event:
    """An event of one of the shapes ``views.py`` names, as the contract's plain dict."""
    return cast(Event, event)


def _hand_order(cards: tuple[str, str, str]) -> tuple[str, str, str]:
    a, b, c = sorted(cards, key=CARD_NUMBER.__getitem__)
    return a, b, c


class DragonState(DragonPlay, GameState[DragonView, DragonAction]):
    """A game of Dodge the Dragon in progress."""

    # set in _setup / _start_round
    hands: list[list[int]]
    phase: str
    passing: list[list[int]]  # cards each seat chose to pass this round ([] = not yet)
    received: list[list[int]]  # cards each seat received this round (after the pass)
    trick: list[int]  # the trick's cards in play order (``trick_seats`` played them)
    trick_seats: list[int]
    led_colour: int  # the colour to follow; NO_COLOUR before the lead
    blue_1_due: bool  # no trick of the round taken yet: blue-1 is led first
    named_safety: bool  # the lead was a safety naming led_colour
    to_play: int
    round_number: int
    round_points: list[int]
    tricks_taken: list[int]
    totals: list[int]
    voids: list[list[int]]  # colours each seat has shown it lacks this round (public)
    played: list[int]  # cards of the tricks finished this round, in play order (public)
    last_trick: list[list[int]]  # [seat, card] in play order
    _winners: list[int]
    _legal_cache: list[Any]

    # -- dealing ----------------------------------------------------------------------

    def _setup(self, deal: JsonObject | None) -> list[Event]:
        players = self.players
        self.totals = [0] * players
        self.round_number = 0
        self._winners = []
        if deal is None:
            return self._start_round(None, passed=False)
        return self._start_round(*checked_deal(deal, players))

    def _start_round(self, hands: list[list[int]] | None, passed: bool) -> list[Event]:
        players = self.players
        if hands is None:
            deck = shuffled(deck_numbers(players), self.rng)
            size = len(deck) // players
            hands = [deck[seat * size : (seat + 1) * size] for seat in range(players)]
        # Card numbers follow ALL_CARDS, ordered by colour then rank: the hand order players expect.
        self.hands = [sorted(hand) for hand in hands]
        self.round_number += 1
        self.passing = [[] for _ in range(players)]
        self.received = [[] for _ in range(players)]
        self.trick = []
        self.trick_seats = []
        self.blue_1_due = True
        self.last_trick = []
        self.led_colour = NO_COLOUR
        self.named_safety = False
        self.round_points = [0] * players
        self.tricks_taken = [0] * players
        self.voids = [[] for _ in range(players)]
        self.played = []
        self._legal_cache = [None, None]
        events: list[Event] = [
            _event({"type": "deal", "round": self.round_number, "hand_sizes": [len(h) for h in self.hands]})
        ]
        if self.options["pass"] and not passed:
            self.phase = PASS
        else:
            events.extend(self._begin_play())
        return events

    def _begin_play(self) -> list[Event]:
        self.phase = PLAY
        self.to_play = next(seat for seat, hand in enumerate(self.hands) if BLUE_1 in hand)
        return [_event({"type": "lead_blue_1", "seat": self.to_play})]

    # -- whose turn, what is legal ----------------------------------------------------

    @property
    def turn(self) -> tuple[int, ...]:
        if self.phase == PLAY:
            return (self.to_play,)
        if self.phase == PASS:
            return tuple(seat for seat in range(self.players) if not self.passing[seat])
        return ()

    def legal_actions(self, seat: int) -> list[str]:
        cache = self._legal_cache
        if cache[0] == seat:
            return list(cache[1])
        if seat not in self.turn:
            return []
        if self.phase == PASS:
            actions = pass_actions(tuple([ALL_CARDS[card] for card in self.hands[seat]]))
        else:
            actions = self._play_actions(seat)
        self._legal_cache = [seat, actions]
        return list(actions)

    def _play_actions(self, seat: int) -> list[str]:
        cards = playable(self.hands[seat], self.led_colour if self.trick else NO_COLOUR, self.blue_1_due)
        return play_actions(cards, not self.trick, self.players)

    def _why_illegal(self, seat: int, move: DragonAction) -> Reason:
        if self.phase == PASS:
            if isinstance(move, Pass):
                hand = self.hands[seat]
                missing = next((card for card in move.cards if CARD_NUMBER[card] not in hand), None)
                if missing is None:  # a move is written exactly as listed: the cards in hand order
                    return refusals.HAND_ORDER(listed=str(Pass(_hand_order(move.cards))))
                return refusals.PASS_NOT_HELD(card=missing)
            return refusals.CHOOSE_PASS()
        if isinstance(move, Pass):
            return refusals.PASS_OVER()
        card_id = move.card
        card = move.number
        if card not in self.hands[seat]:
            return refusals.NOT_HELD(card=card_id)
        if not self.trick:
            if BLUE_1 in self.hands[seat] and self.blue_1_due:
                return refusals.LEAD_BLUE_1(card=ALL_CARDS[BLUE_1])
            if COLOUR[card] == SAFETY:
                colours = [COLOUR_NAMES[c] for c in colours_in_play(self.players) if c != PURPLE]
                return refusals.NAME_A_COLOUR(word=card_id, colours=colours)
            return refusals.LED_AS_ITSELF(word=card_id)
        if move.named is not None:
            return refusals.ONLY_LED_SAFETY()
        held = next(ALL_CARDS[c] for c in self.hands[seat] if COLOUR[c] == self.led_colour)
        return refusals.FOLLOW(colour=COLOUR_NAMES[self.led_colour], held=held)

    # -- applying ---------------------------------------------------------------------

    def _play(self, seat: int, move: DragonAction) -> list[Event]:
        self._legal_cache = [None, None]
        if isinstance(move, Pass):
            return self._choose_pass(seat, move.numbers)
        return self._play_card(seat, move.number, move.named_colour)

    def _choose_pass(self, seat: int, cards: list[int]) -> list[Event]:
        hand = self.hands[seat]
        for card in cards:
            hand.remove(card)
        self.passing[seat] = cards
        events: list[Event] = [_event({"type": "pass_chosen", "seat": seat})]
        if all(self.passing):
            self.received = pass_right(self.hands, self.passing)
            passes: list[PassRecord] = [
                {"from": giver, "to": (giver - 1) % self.players, "cards": [ALL_CARDS[c] for c in cards]}
                for giver, cards in enumerate(self.passing)
            ]
            events.append(_event({"type": "cards_passed", "passes": passes}))
            events.extend(self._begin_play())
        return events

    def _play_card(self, seat: int, card: int, named: int | None) -> list[Event]:
        events: list[Event] = []
        if self.play_card(seat, card, named, events) and not self.hands[self.to_play]:
            events.extend(self._score_round())
        return events

    def _card_played(self, seat: int, card: int, named: int | None, events: list[Event]) -> None:
        events.append(_event({"type": "card_played", "seat": seat, "card": ALL_CARDS[card]}))
        if not self.trick:
            self.named_safety = named is not None
            if named is not None:
                events.append(_event({"type": "safety_named", "seat": seat, "card": ALL_CARDS[card],
                                      "colour": COLOUR_NAMES[named]}))
        elif COLOUR[card] not in (self.led_colour, SAFETY) and self.led_colour not in self.voids[seat]:
            self.voids[seat].append(self.led_colour)

    def trick_winner(self) -> tuple[int, str]:
        """Who takes the complete trick on the table, and why (rules, steps 5 and 6)."""
        index = trick_taker(self.trick, self.led_colour)
        return self.trick_seats[index], taker_reason(self.trick[index], self.led_colour)

    def _trick_taken(self, index: int, events: list[Event]) -> None:
        winner = self.trick_seats[index]
        taker, led = self.trick[index], self.led_colour
        points = sum(POINTS[card] for card in self.trick)
        self.tricks_taken[winner] += 1
        self.played.extend(self.trick)
        self.last_trick = [[by, card] for by, card in zip(self.trick_seats, self.trick, strict=True)]
        self.named_safety = False
        cards = [ALL_CARDS[card] for card in self.trick]
        said = refusals.taker_said(winner, taker, led)
        events.append(
            _event({"type": "trick_won", "seat": winner, "points": points, "cards": cards,
                    "reason": taker_reason(taker, led), "reason_id": said.message.id,
                    "reason_args": said.plain_args()})
        )

    def _score_round(self) -> list[Event]:
        events: list[Event] = []
        shooter = moon_shooter(self.round_points)
        if shooter is not None:
            # Taking all 43 points resets that seat's total to 0; the others add nothing.
            self.totals[shooter] = 0
            events.append(_event({"type": "moon_shot", "seat": shooter}))
        else:
            self.totals = [t + p for t, p in zip(self.totals, self.round_points, strict=True)]
        events.append(_event({
            "type": "round_scored",
            "round": self.round_number,
            "points": list(self.round_points),
            "totals": list(self.totals),
        }))
        if max(self.totals) > self.options["limit"]:
            low = min(self.totals)
            self._winners = [seat for seat, total in enumerate(self.totals) if total == low]
            self.phase = OVER
            events.append(_event({"type": "game_over", "winners": list(self._winners),
                                  "scores": list(self.totals)}))
            return events
        events.extend(self._start_round(None, passed=False))
        return events

    # -- AI support -------------------------------------------------------------------

    def random_rollout(self, rng: random.Random, trace: list[tuple[int, str]] | None = None) -> list[int]:
        """Finish this round with random legal cards; return each seat's round points.

        The fast path for AI search: ``play.finish_round`` on copies of the state's
        lists, with no events, strings or validation. The state itself is not changed.
        ``trace``, if given, receives the moves as actions (the tests replay them
        through ``apply`` to prove the fast path legal).
        """
        players = self.players
        hands = [hand.copy() for hand in self.hands]
        if self.phase == PASS:
            for giver in range(players):
                chosen = self.passing[giver] or rng.sample(hands[giver], PASS_SIZE)
                for card in chosen:
                    if card in hands[giver]:
                        hands[giver].remove(card)
                hands[(giver - 1) % players].extend(chosen)
            for hand in hands:
                hand.sort()
            seat = next(s for s, hand in enumerate(hands) if BLUE_1 in hand)
        elif self.phase == PLAY:
            seat = self.to_play
        else:
            return list(self.round_points)
        return finish_round(
            hands, list(self.trick), list(self.trick_seats), self.led_colour, seat,
            list(self.round_points), self.blue_1_due, rng, trace,
        )

    # -- results ----------------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def scores(self) -> list[int]:
        return list(self.totals)

    @property
    def winners(self) -> list[int]:
        return list(self._winners)

    # -- seeing -----------------------------------------------------------------------

    def _known_to(self, seat: int) -> set[int]:
        """Cards in other hands whose place ``seat`` knows: those it passed to its right."""
        receiver = (seat - 1) % self.players
        if self.phase == PASS:
            return set()
        return {card for card in self.received[receiver] if card in self.hands[receiver]}

    def hidden_ids(self, seat: int | None) -> set[str]:
        hidden: set[int] = set()
        for other in range(self.players):
            if other != seat:
                hidden.update(self.hands[other])
                hidden.update(self.passing[other] if self.phase == PASS else ())
        if seat is not None:
            hidden -= self._known_to(seat)
        return {ALL_CARDS[card] for card in hidden}

    def view(self, seat: int | None) -> DragonView:
        return self.typed_view(seat)

    def typed_view(self, seat: int | None) -> DragonView:
        """``view`` as the ``DragonView`` it is."""
        ids = ALL_CARDS
        view: DragonView = {
            "game": "dragon",
            "seat": seat,
            "players": self.players,
            "phase": self.phase,
            "round": self.round_number,
            "turn": list(self.turn),
            "hand_sizes": [len(hand) for hand in self.hands],
            "passed_yet": [bool(cards) for cards in self.passing],
            "trick": [{"seat": s, "card": ids[c]} for s, c in zip(self.trick_seats, self.trick, strict=True)],
            "led_colour": COLOUR_NAMES[self.led_colour] if self.led_colour != NO_COLOUR else None,
            "safety_led": self.named_safety,
            "last_trick": [{"seat": s, "card": ids[c]} for s, c in self.last_trick],
            "round_points": list(self.round_points),
            "tricks_taken": list(self.tricks_taken),
            "scores": list(self.totals),
            "limit": self.options["limit"],
            "colours": [COLOUR_NAMES[c] for c in colours_in_play(self.players)],
            "winners": list(self._winners),
            "played": [ids[card] for card in self.played],
            "voids": [[COLOUR_NAMES[c] for c in sorted(colours)] for colours in self.voids],
        }
        if seat is not None:
            view["hand"] = [ids[card] for card in self.hands[seat]]
            view["passing"] = [ids[card] for card in self.passing[seat]] if self.phase == PASS else []
            done = self.phase != PASS
            view["passed"] = [ids[card] for card in self.passing[seat]] if done else []
            view["received"] = [ids[card] for card in self.received[seat]] if done else []
        return view

    def redact_event(self, event: Event, seat: int | None) -> Event | None:
        if event["type"] != "cards_passed":
            return event
        # Each pass is seen only by its giver and its receiver.
        passes = [
            p if seat in (p["from"], p["to"]) else {**p, "cards": [None] * len(p["cards"])}
            for p in event["passes"]
        ]
        return {**event, "passes": passes}

    def _holdings(self, seat: int | None) -> Holdings[int]:
        # From the view alone, as the fast search worlds build it: nothing else can leak.
        return seat_holdings(self.typed_view(seat))

    def _place_hidden(self, seat: int | None, cards: list[int], rng: random.Random) -> None:
        # The places in the order ``hidden_places`` names them: each other seat's hand
        # cards whose place ``seat`` does not know, then (during the pass) its pass.
        place_hidden(self.hands, self.passing if self.phase == PASS else None, seat,
                     known_elsewhere(self.typed_view(seat)), cards)
        self._legal_cache = [None, None]
