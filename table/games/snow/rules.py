"""Snow Monster Battle's rules: dealing, what may be played, the enhancement window, scoring.

``SnowState`` keeps a game in plain lists and strings so AI search can clone it cheaply,
and applies the contract's notation (``play <card>``, ``play sly-fox``, ``enhance
<enhancement> <card>|none``, ``done``). Who wins a battle is decided in ``battle.py``;
everything around it (following suit, Hunters broken, battle 1's forced Troublemakers,
Sly Fox, the enhancement window and its last-battle duty, points and rounds) lives here.
Rulings come from ``shared/spec/rules/snow.md`` and are cited where applied.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, cast

from table.core import Event, GameState, Holdings, check_hands, check_keys, shuffled
from table.core.deal import Limit
from table.games.snow.actions import ALL_ACTIONS, Done, Enhance, PlayCard, PlaySlyFox, parse
from table.games.snow.battle import resolve_battle
from table.games.snow.cards import (
    BUNKER,
    CRYPTIDS,
    DECK,
    DISPLAY_ORDER,
    ENHANCEMENTS,
    FIRST_BATTLE_ORDER,
    FOLLOWERS,
    HUNTER_CARDS,
    ILLUMINATI,
    LEAD_RESTRICTED_HUNTERS,
    LEAD_SUIT_OF,
    MONSTER_SUITS,
    NAMES,
    SHAPESHIFTER,
    SIREN_HEAD,
    SLY_FOX,
    SNOWBALL,
    SPECIALS,
    SUIT_NAMES,
    TROUBLEMAKERS,
    WINDOW_ENHANCEMENTS,
    is_number_card,
)
from table.games.snow.views import BattleWonEvent, SnowView, as_dict

PLAY, ENHANCE, OVER = "play", "enhance", "over"
HAND_SIZE = 13
BATTLE_POINTS, SLIME_POINTS, PREY_POINTS, NO_BATTLE_POINTS = 10, -20, 40, 50
DONE = str(Done())
# Every card's play, and every enhancement's, written once through the action types.
_PLAY_ACTION = {card: str(PlayCard(card)) for card in DECK}
_PLAY_ACTION[SLY_FOX] = str(PlaySlyFox())
_ENHANCE_ACTION = {
    (action.kind, action.target): str(action) for action in ALL_ACTIONS if isinstance(action, Enhance)
}
_DEAL_KEYS = ("hands", "enhancements", "leader", "first_battle", "hunters_broken", "dealer")


def default_target(players: int) -> int:
    """Play to 300 with four players, 400 with three, 500 with two."""
    return {2: 500, 3: 400, 4: 300}[players]


def display_sorted(cards: list[str]) -> list[str]:
    """Cards in the order a hand shows them (the deck's order)."""
    return sorted(cards, key=DISPLAY_ORDER.__getitem__)


class SnowState(GameState):
    """A game of Snow Monster Battle in progress."""

    # the round
    round_number: int
    dealer: int
    hands: list[list[str]]
    # Cards out of play this round, hidden from everyone: the set-aside hand (3 players)
    # or the next round's two hands (2 players, when ``stock_is_next_round``).
    stock: list[str]
    stock_is_next_round: bool
    enhancements_dealt: list[str | None]
    enhancement_held: list[str | None]
    enhancements_aside: list[str]
    battles_won: list[int]
    totals: list[int]
    hunters_broken: bool
    voids: list[str]  # lead suits each seat has shown it cannot follow (for determinize)
    first_plays: list[str]  # the card each seat was forced to play in battle 1, or ""
    hunters_only: list[bool]  # led an unbroken Hunter: held only Hunters and specials
    played_round: list[str]  # the cards of this round's finished battles
    # the battle
    phase: str
    battle_number: int
    leader: int
    first_battle: bool  # battle 1's forced Troublemakers apply
    last_battle: bool  # the last battle of the round: held enhancements must be used
    lead_suit: str  # "" until a card with a suit sets it
    to_play: list[int]  # seats still owing a regular card, in order
    fox_seat: int  # the seat that played Sly Fox this battle, -1 if none
    play_seats: list[int]
    play_cards: list[str]
    play_identities: list[str]  # what each card counts as (a Shapeshifter's copy)
    snowballed: str
    enhanced: dict[str, str]  # card -> Harpoon or Doppelganger played on it
    enhancement_plays: list[list[Any]]  # [seat, enhancement, target or None] this battle
    window_seat: int
    window_dones: int
    last_result: dict[str, Any] | None
    _winners: list[int]
    _legal_cache: list[Any]  # [moves made, seat, that seat's legal actions then]

    # -- dealing ----------------------------------------------------------------------

    def _setup(self, deal: dict[str, Any] | None) -> list[Event]:
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

    def _start_dealt_round(self, deal: dict[str, Any]) -> list[Event]:
        players = self.players
        check_keys(deal, _DEAL_KEYS)
        hands = check_hands(deal, players, DECK)
        size = len(hands[0])
        if not 1 <= size <= HAND_SIZE or any(len(hand) != size for hand in hands):
            raise ValueError(f"deal hands must all hold the same number of cards, 1 to {HAND_SIZE}")
        leader = deal.get("leader")
        dealer = deal.get("dealer")
        for key, seat in (("leader", leader), ("dealer", dealer)):
            bad = isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < players
            if seat is not None and bad:
                raise ValueError(f"deal {key!r} must be a seat from 0 to {players - 1}")
        if leader is None:
            leader = 0 if dealer is None else (dealer + 1) % players
        if dealer is None:
            dealer = (leader - 1) % players
        first_battle = deal.get("first_battle", True)
        broken = deal.get("hunters_broken", False)
        if not isinstance(first_battle, bool) or not isinstance(broken, bool):
            raise ValueError("deal 'first_battle' and 'hunters_broken' must be true or false")
        enhancements = deal.get("enhancements")
        if enhancements is None:
            enhancements = shuffled(ENHANCEMENTS, self.rng)[:players]
        if (
            not isinstance(enhancements, list)
            or len(enhancements) != players
            or any(e is not None and e not in ENHANCEMENTS for e in enhancements)
        ):
            raise ValueError(f"deal 'enhancements' must list one of {list(ENHANCEMENTS)} (or null) per seat")
        given = [e for e in enhancements if e is not None]
        if len(set(given)) != len(given):
            raise ValueError("deal 'enhancements': each enhancement exists once")
        dealt = {card for hand in hands for card in hand}
        # The cards not in any hand are out of sight; with two players they are shuffled
        # into the next round's hands (clarifications).
        self.stock = shuffled([card for card in DECK if card not in dealt], self.rng)
        self.stock_is_next_round = players == 2
        self.dealer = dealer
        return self._open_round(hands, list(enhancements), leader, first_battle, broken)

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
        events.extend(self._start_battle(leader, first_battle))
        return events

    def _start_battle(self, leader: int, first_battle: bool) -> list[Event]:
        players = self.players
        self.phase = PLAY
        self.battle_number += 1
        self.leader = leader
        self.first_battle = first_battle
        self.last_battle = len(self.hands[leader]) == 1
        # Battle 1's lead suit is Troublemakers whatever is played (ruling).
        self.lead_suit = TROUBLEMAKERS if first_battle else ""
        self.to_play = [(leader + offset) % players for offset in range(players)]
        self.fox_seat = -1
        self.play_seats = []
        self.play_cards = []
        self.play_identities = []
        self.snowballed = ""
        self.enhanced = {}
        self.enhancement_plays = []
        self.window_seat = -1
        self.window_dones = 0
        return [
            {
                "type": "battle_started",
                "round": self.round_number,
                "battle": self.battle_number,
                "leader": leader,
                "first_battle": first_battle,
                "last_battle": self.last_battle,
            }
        ]

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
        actions = self._legal_actions(seat)
        self._legal_cache = [len(self.history), seat, actions]
        return list(actions)

    def _legal_actions(self, seat: int) -> list[str]:
        if self.phase == PLAY:
            if self.to_play[0] != seat:
                return []
            # A seat still holding Sly Fox at the last battle must play it (ruling).
            if self.enhancement_held[seat] == SLY_FOX and self.last_battle:
                return [_PLAY_ACTION[SLY_FOX]]
            actions = [_PLAY_ACTION[card] for card in self._playable(seat)]
            if self.enhancement_held[seat] == SLY_FOX:
                actions.append(_PLAY_ACTION[SLY_FOX])
            return actions
        if self.phase == ENHANCE and seat == self.window_seat:
            return self._enhancement_actions(seat)
        return []

    def _is_lead(self) -> bool:
        # After a leader's Sly Fox the next seat's card is the lead (clarifications).
        return not self.play_cards and not self.first_battle

    def _playable(self, seat: int) -> list[str]:
        hand, leading = self.hands[seat], not self.play_cards
        return playable(hand, self.first_battle, leading, self.lead_suit, self.hunters_broken)

    def _window_can_act(self, seat: int) -> bool:
        return window_can_act(
            self.enhancement_held[seat], self.last_battle, seat, self.play_seats, self.play_identities,
            self.play_cards, self.snowballed,
        )

    def _enhancement_actions(self, seat: int) -> list[str]:
        return enhancement_actions(
            self.enhancement_held[seat] or "", self.last_battle, seat, self.play_seats, self.play_identities,
            self.play_cards, self.snowballed,
        )

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
        allowed = self._playable(seat)
        if self.first_battle:
            if card == BUNKER:
                return "The Bunker cannot be played in the first battle."
            return f"The first battle is forced: you must play your lowest Troublemaker, {NAMES[allowed[0]]}."
        if self._is_lead():
            if card == ILLUMINATI:
                return "Illuminati may be led only when it is your last card."
            return "Hunters cannot be led until they are broken."
        suit = SUIT_NAMES[self.lead_suit]
        example = next(c for c in allowed if c != BUNKER)
        return f"You must follow suit: you hold a {suit} card ({NAMES[example]})."

    # -- playing ----------------------------------------------------------------------

    def _play(self, seat: int, action: str) -> list[Event]:
        move = parse(action)
        if isinstance(move, PlayCard):
            return self._play_card(seat, move.card)
        if isinstance(move, Enhance):
            return self._enhance(seat, move.kind, move.target)
        if isinstance(move, PlaySlyFox):
            return self._sly_fox(seat)
        return self._pass_window(seat)

    def _sly_fox(self, seat: int) -> list[Event]:
        # Sly Fox: this seat plays its card after everyone else.
        self.enhancement_held[seat] = None
        self.fox_seat = seat
        self.to_play.pop(0)
        self.to_play.append(seat)
        self.enhancement_plays.append([seat, SLY_FOX, None])
        return [{"type": "sly_fox_played", "round": self.round_number, "seat": seat}]

    def _play_card(self, seat: int, card: str) -> list[Event]:
        if self.first_battle:
            self.first_plays[seat] = card  # forced: it tells what the seat lacks
        elif card in LEAD_RESTRICTED_HUNTERS and not self.hunters_broken and self._is_lead():
            self.hunters_only[seat] = True  # only a hand of Hunters and specials may
        self.hands[seat].remove(card)
        lead_suit = self.lead_suit
        # A Shapeshifter played after another card becomes a copy of the card just before
        # it; led, it is a Troublemaker of value 0.
        identity = self.play_identities[-1] if card == SHAPESHIFTER and self.play_cards else card
        events: list[Event] = [
            {"type": "card_played", "round": self.round_number, "seat": seat, "card": card, "as": identity}
        ]
        if lead_suit:
            if card not in FOLLOWERS[lead_suit] and card != BUNKER and lead_suit not in self.voids[seat]:
                self.voids[seat] += lead_suit
            # Hunters break when one is played into a battle led in a monster suit
            # (battle 1 counts); Siren Head answering a Cryptid lead does not (ruling).
            if (
                not self.hunters_broken
                and lead_suit in MONSTER_SUITS
                and card in HUNTER_CARDS
                and not (card == SIREN_HEAD and lead_suit == CRYPTIDS)
            ):
                self.hunters_broken = True
                events.append(
                    {"type": "hunters_broken", "round": self.round_number, "seat": seat, "card": card}
                )
        else:
            # The first card with a suit sets the lead suit (a suitless lead leaves it open);
            # a Shapeshifter follows and sets suit as a Troublemaker.
            self.lead_suit = LEAD_SUIT_OF[card]
        self.play_seats.append(seat)
        self.play_cards.append(card)
        self.play_identities.append(identity)
        self.to_play.pop(0)
        if not self.to_play:
            events.extend(self._open_window())
        return events

    # -- the enhancement window -------------------------------------------------------

    def _next_window_seat(self, after: int) -> int:
        """The next seat clockwise from ``after`` (itself last) that can act, or -1."""
        players = self.players
        for offset in range(1, players + 1):
            seat = (after + offset) % players
            if self._window_can_act(seat):
                return seat
        return -1

    def _open_window(self) -> list[Event]:
        # Turn-based window: from the leader clockwise, until every seat that can act has
        # said done in a row (ruling).
        self.window_dones = 0
        self.window_seat = self._next_window_seat(self.leader - 1)
        if self.window_seat < 0:
            return self._finish_battle()
        self.phase = ENHANCE
        return []

    def _pass_window(self, seat: int) -> list[Event]:
        self.window_dones += 1
        events: list[Event] = [{"type": "enhancement_passed", "round": self.round_number, "seat": seat}]
        able = sum(1 for other in range(self.players) if self._window_can_act(other))
        if self.window_dones >= able:
            events.extend(self._finish_battle())
        else:
            self.window_seat = self._next_window_seat(seat)
        return events

    def _enhance(self, seat: int, kind: str, target: str | None) -> list[Event]:
        self.enhancement_held[seat] = None
        if kind == SNOWBALL and target is not None:
            self.snowballed = target
        elif target is not None:
            self.enhanced[target] = kind
        self.enhancement_plays.append([seat, kind, target])
        events: list[Event] = [
            {
                "type": "enhancement_played",
                "round": self.round_number,
                "seat": seat,
                "enhancement": kind,
                "target": target,
            }
        ]
        self.window_dones = 0
        self.window_seat = self._next_window_seat(seat)
        if self.window_seat < 0:
            events.extend(self._finish_battle())
        return events

    # -- resolving and scoring --------------------------------------------------------

    def _finish_battle(self) -> list[Event]:
        outcome = resolve_battle(
            self.lead_suit, self.play_cards, self.play_identities, self.snowballed, self.enhanced
        )
        seats = self.play_seats
        points = [0] * self.players
        winner = -1 if outcome.winner is None else seats[outcome.winner]
        if winner >= 0:
            points[winner] += BATTLE_POINTS
            self.battles_won[winner] += 1
            if outcome.slime:
                points[winner] += SLIME_POINTS
        catches = []
        for index, prey in outcome.prey_caught:
            points[seats[index]] += PREY_POINTS
            catches.append({"seat": seats[index], "hunter": self.play_cards[index], "prey": prey})
        self.totals = [total + gain for total, gain in zip(self.totals, points, strict=True)]
        plays = [
            {"seat": seat, "card": card, "as": identity}
            for seat, card, identity in zip(seats, self.play_cards, self.play_identities, strict=True)
        ]
        result: Event = {
            "type": "battle_won",
            "round": self.round_number,
            "battle": self.battle_number,
            "seat": winner if winner >= 0 else None,
            "card": self.play_cards[outcome.winner] if outcome.winner is not None else None,
            "rule": outcome.rule,
            "rule_id": outcome.rule_id,
            "notes": list(outcome.notes),
            "plays": plays,
            "snowballed": self.snowballed or None,
            "enhanced": dict(self.enhanced),
            "penalty": outcome.slime,
            "prey_caught": catches,
            "points": points,
            "scores": list(self.totals),
        }
        self.last_result = result
        self.played_round.extend(self.play_cards)
        events: list[Event] = [result]
        if not self.hands[self.leader]:
            return events + self._finish_round()
        # After a world-ending battle its leader leads again.
        events.extend(self._start_battle(winner if winner >= 0 else self.leader, False))
        return events

    def _finish_round(self) -> list[Event]:
        self.phase = OVER
        bonus = [NO_BATTLE_POINTS if won == 0 else 0 for won in self.battles_won]
        self.totals = [total + gain for total, gain in zip(self.totals, bonus, strict=True)]
        events: list[Event] = [
            {
                "type": "round_scored",
                "round": self.round_number,
                "battles_won": list(self.battles_won),
                "no_battle_bonus": bonus,
                "scores": list(self.totals),
            }
        ]
        # The target is checked only at the end of a round.
        if max(self.totals) >= self.options["target"]:
            best = max(self.totals)
            self._winners = [seat for seat, total in enumerate(self.totals) if total == best]
            events.append(
                {
                    "type": "game_over",
                    "round": self.round_number,
                    "winners": list(self._winners),
                    "scores": list(self.totals),
                }
            )
            return events
        events.extend(self._start_round((self.dealer + 1) % self.players))
        return events

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
            world.play_random(rand, trace)
        return list(world.totals)

    def play_random(self, rand: Callable[[], float], trace: list[tuple[int, str]] | None = None) -> None:
        """Make one of the legal moves of the seat to act, each as likely (``rand`` draws
        once), by the rules' own code but without ``apply``'s checks and bookkeeping.

        In the play of the cards the moves are the playable cards (and Sly Fox, while
        held), as ``legal_actions`` lists them, chosen without writing them out; in the
        enhancement window the written actions themselves. ``trace`` receives the move.
        """
        if self.phase == PLAY:
            seat = self.to_play[0]
            fox = self.enhancement_held[seat] == SLY_FOX
            if fox and self.last_battle:
                cards: list[str] = []
            else:
                cards = self._playable(seat)
            pick = int(rand() * (len(cards) + fox))
            if pick == len(cards):
                if trace is not None:
                    trace.append((seat, _PLAY_ACTION[SLY_FOX]))
                self._sly_fox(seat)
            else:
                if trace is not None:
                    trace.append((seat, _PLAY_ACTION[cards[pick]]))
                self._play_card(seat, cards[pick])
        else:
            seat = self.window_seat
            actions = self._enhancement_actions(seat)
            action = actions[int(rand() * len(actions))]
            if trace is not None:
                trace.append((seat, action))
            self._play(seat, action)
        self._legal_cache[0] = -1

    # -- seeing -----------------------------------------------------------------------

    def hidden_ids(self, seat: int | None) -> set[str]:
        hidden = set(self.stock)
        for other, hand in enumerate(self.hands):
            if other != seat:
                hidden.update(hand)
        return hidden

    def view(self, seat: int | None) -> dict[str, Any]:
        return as_dict(self.typed_view(seat))

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
            "last_result": cast(BattleWonEvent | None, self.last_result),
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


# Every monster card but Siren Head (a Hunter too): what a hand of Hunters and specials lacks.
_MONSTERS_NOT_HUNTERS = frozenset(card for card in DECK if card not in HUNTER_CARDS and card not in SPECIALS)
_TROUBLEMAKERS_FIRST = frozenset(FIRST_BATTLE_ORDER)


def barred_cards(voids: str, first_play: str, hunters_only: bool) -> frozenset[str]:
    """The cards a seat cannot hold, from what it has shown this round (none: empty).

    ``voids``: the lead suits it could not follow (it holds no card that follows them).
    ``first_play``: its forced card of battle 1 ("" if none); battle 1 makes it play its
    lowest Troublemaker (Illuminati as 13, Shapeshifter only as its only one), so it
    holds none lower, none at all after a Shapeshifter, and after any other card no
    Troublemaker and no Shapeshifter. ``hunters_only``: it led a Hunter before Hunters
    were broken, which only a hand of Hunters and specials may, so it holds no monster
    but Siren Head. Cards only leave a hand during a round, so each fact stays true.
    """
    barred: set[str] = set()
    for suit in voids:
        barred.update(FOLLOWERS[suit])
    if first_play:
        if first_play in _TROUBLEMAKERS_FIRST:
            barred.update(FIRST_BATTLE_ORDER[: FIRST_BATTLE_ORDER.index(first_play)])
        else:
            barred.update(_TROUBLEMAKERS_FIRST)
            if first_play != SHAPESHIFTER:
                barred.add(SHAPESHIFTER)
    if hunters_only:
        barred.update(_MONSTERS_NOT_HUNTERS)
    return frozenset(barred)


def not_in(barred: frozenset[str]) -> Limit[str]:
    """A limit allowing every card but ``barred``."""
    return lambda card: card not in barred


# -- the rules' pure helpers, shared with the AI's search worlds (``worlds.py``) ----------


def playable(
    hand: list[str], first_battle: bool, leading: bool, lead_suit: str, hunters_broken: bool
) -> list[str]:
    """The cards of ``hand`` a seat may play now (a new list, in the hand's order).

    ``leading``: no card is on the table yet (after a leader's Sly Fox the next card
    leads, clarifications).
    """
    if first_battle:
        # Battle 1: the lowest Troublemaker (Illuminati as 13; Shapeshifter only when it
        # is the only one); a seat with none plays any card but the Bunker (ruling).
        for card in FIRST_BATTLE_ORDER:
            if card in hand:
                return [card]
        if SHAPESHIFTER in hand:
            return [SHAPESHIFTER]
        return [card for card in hand if card != BUNKER] or list(hand)
    if leading:
        if len(hand) == 1:
            return list(hand)
        # Illuminati may be led only as the last card in hand.
        cards = [card for card in hand if card != ILLUMINATI]
        if hunters_broken:
            return cards
        # Hunters cannot be led until broken, unless the seat holds only Hunters (Siren
        # Head counts) and specials; a led Siren Head is a Cryptid, so it may lead.
        if all(card in HUNTER_CARDS or card in SPECIALS for card in hand):
            return cards
        return [card for card in cards if card not in LEAD_RESTRICTED_HUNTERS]
    if not lead_suit:
        # After a suitless lead the next card is free, even an unbroken Hunter.
        return list(hand)
    followers = FOLLOWERS[lead_suit]
    following = [card for card in hand if card in followers or card == BUNKER]
    # Bunker may always be played, so it alone does not prove the seat can follow.
    if following and following != [BUNKER]:
        return following
    return list(hand)


def own_number_card(
    seat: int, play_seats: list[int], play_identities: list[str], play_cards: list[str], snowballed: str
) -> str | None:
    """The first card ``seat`` played into this battle that Harpoon or Doppelganger can
    improve (a number card, not snowballed), or None."""
    for index, owner in enumerate(play_seats):
        card = play_cards[index]
        if owner == seat and card != snowballed and is_number_card(play_identities[index]):
            return card
    return None


def window_can_act(
    held: str | None, last_battle: bool, seat: int, play_seats: list[int], play_identities: list[str],
    play_cards: list[str], snowballed: str,
) -> bool:
    """Whether the enhancement window asks ``seat``, holding ``held``."""
    if held not in WINDOW_ENHANCEMENTS:
        return False  # no enhancement, or Sly Fox: skipped in the window
    if held == SNOWBALL or last_battle:
        return True
    return own_number_card(seat, play_seats, play_identities, play_cards, snowballed) is not None


def enhancement_actions(
    held: str, last_battle: bool, seat: int, play_seats: list[int], play_identities: list[str],
    play_cards: list[str], snowballed: str,
) -> list[str]:
    """The window's actions for ``seat`` holding ``held`` (a seat the window asks)."""
    # In the last battle a held enhancement must be used (ruling).
    actions = [] if last_battle else [DONE]
    if held == SNOWBALL:
        targets: list[str | None] = [card for card in play_cards if card != snowballed]
    else:
        own = own_number_card(seat, play_seats, play_identities, play_cards, snowballed)
        targets = [own] if own is not None else []
        if not targets and last_battle:
            targets = [None]
    actions.extend(_ENHANCE_ACTION[held, target] for target in targets)
    return actions
