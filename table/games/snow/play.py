"""Snow Monster Battle's one rules step: a round's battles on plain lists and strings.

``SnowPlay`` holds a round in play and moves it (rules/snow.md, "Playing a battle",
"Enhancements", "Who wins a battle" and "Scoring"): a card played (the lead suit,
Shapeshifter copies, Hunters broken), Sly Fox, the turn-based enhancement window, the
battle judged (``battle.judge``) and its points, the next battle, the round's +50 for a
seat without a battle. It is written once and used twice: ``SnowState`` (``rules.py``)
adds the deal, validation, refusal reasons, history and the game's end, and passes an
event list, with which the step also keeps the records only a real game needs (its
events, the round's shown voids and forced plays for ``determinize``, the view's
history of the battle); the search's worlds (``worlds.py``) play it with no events and
no records, and their episode ends where the round is scored (``phase`` ``OVER``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from table.core import Event
from table.games.snow.battle import Judgement, described, judge
from table.games.snow.cards import (
    BUNKER,
    CRYPTIDS,
    FOLLOWERS,
    HUNTER_CARDS,
    LEAD_RESTRICTED_HUNTERS,
    LEAD_SUIT_OF,
    MONSTER_SUITS,
    SHAPESHIFTER,
    SIREN_HEAD,
    SLY_FOX,
    SNOWBALL,
    TROUBLEMAKERS,
    WINDOW_ENHANCEMENTS,
)
from table.games.snow.moves import (
    BATTLE_POINTS,
    ENHANCE,
    MOVES,
    NO_BATTLE_POINTS,
    ORDER,
    OVER,
    PLAY,
    PLAY_ACTION,
    PREY_POINTS,
    SLIME_POINTS,
    SLY_FOX_ACTION,
    enhancement_actions,
    playable,
    window_can_act,
)
from table.games.snow.views import BattleWonEvent

Events = list[Event] | None  # where a move's events go; None in the search's worlds
_WINDOW = WINDOW_ENHANCEMENTS


class SnowPlay:
    """A round in play, and the rules that move it (see the module)."""

    players: int
    hands: list[list[str]]
    stock: list[str]  # cards out of play this round, hidden from everyone
    enhancement_held: list[str | None]
    totals: list[int]
    battles_won: list[int]
    hunters_broken: bool
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
    window_seat: int
    window_dones: int
    last_winner: int  # the seat that won the last finished battle, -1 if the world ended
    # The records a real game keeps (only when the step is given events).
    round_number: int
    voids: list[str]  # lead suits each seat has shown it cannot follow (for determinize)
    first_plays: list[str]  # the card each seat was forced to play in battle 1, or ""
    hunters_only: list[bool]  # led an unbroken Hunter: held only Hunters and specials
    played_round: list[str]  # the cards of this round's finished battles
    enhancement_plays: list[list[int | str | None]]  # [seat, enhancement, target or None] this battle
    last_result: BattleWonEvent | None

    # -- whose turn and what they may do --------------------------------------------

    def actor(self) -> int | None:
        """Who moves next (None: nobody, the round is scored)."""
        phase = self.phase
        if phase == PLAY:
            return self.to_play[0]
        return self.window_seat if phase == ENHANCE else None

    def actions(self, seat: int) -> list[str]:
        """``seat``'s legal actions (none unless it is the one to move)."""
        if self.phase == PLAY:
            if self.to_play[0] != seat:
                return []
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
        if self.phase == ENHANCE and seat == self.window_seat:
            return self._window_actions(seat)
        return []

    def _window_actions(self, seat: int) -> list[str]:
        return enhancement_actions(
            self.enhancement_held[seat] or "", self.last_battle, seat, self.play_seats,
            self.play_identities, self.play_cards, self.snowballed,
        )

    def _can_act(self, seat: int) -> bool:
        """Whether the enhancement window asks ``seat``."""
        return window_can_act(
            self.enhancement_held[seat], self.last_battle, seat, self.play_seats, self.play_identities,
            self.play_cards, self.snowballed,
        )

    # -- moving -------------------------------------------------------------------------

    def act(self, seat: int, action: str, events: Events = None) -> None:
        """Play ``seat``'s legal ``action``; its events go to ``events`` if given."""
        kind, what, target = MOVES[action]
        if kind == 0:
            self.play_card(seat, what, events)
        elif kind == 1:
            self.sly_fox(seat, events)
        elif kind == 2:
            self.enhance(seat, what, target, events)
        else:
            self.pass_window(seat, events)

    def play_random(self, rand: Callable[[], float], trace: list[tuple[int, str]] | None = None,
                    events: Events = None) -> None:
        """One of the actor's legal moves, each as likely (``rand`` draws once). In the
        play of the cards: the playable cards (and Sly Fox, while held), in the order
        ``actions`` lists them, chosen without writing them out; in the window the
        written actions themselves. ``trace`` receives the move."""
        if self.phase == PLAY:
            seat = self.to_play[0]
            fox = self.enhancement_held[seat] == SLY_FOX
            if fox and self.last_battle:
                cards: list[str] = []
            else:
                hand, leading = self.hands[seat], not self.play_cards
                cards = playable(hand, self.first_battle, leading, self.lead_suit, self.hunters_broken)
            pick = int(rand() * (len(cards) + fox))
            if pick == len(cards):
                if trace is not None:
                    trace.append((seat, SLY_FOX_ACTION))
                self.sly_fox(seat, events)
            else:
                if trace is not None:
                    trace.append((seat, PLAY_ACTION[cards[pick]]))
                self.play_card(seat, cards[pick], events)
        else:
            seat = self.window_seat
            actions = self._window_actions(seat)
            action = actions[int(rand() * len(actions))]
            if trace is not None:
                trace.append((seat, action))
            self.act(seat, action, events)

    def play_out(self, rand: Callable[[], float], stop_at: int) -> None:
        """``play_random`` until the round is scored or battle ``stop_at`` begins (no
        events): the search's rollout, drawing as ``play_random`` does."""
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

    def sly_fox(self, seat: int, events: Events = None) -> None:
        # Sly Fox: this seat plays its card after everyone else.
        self.enhancement_held[seat] = None
        self.fox_seat = seat
        self.to_play.pop(0)
        self.to_play.append(seat)
        if events is not None:
            self.enhancement_plays.append([seat, SLY_FOX, None])
            events.append({"type": "sly_fox_played", "round": self.round_number, "seat": seat})

    def play_card(self, seat: int, card: str, events: Events = None) -> None:
        cards = self.play_cards
        # A Shapeshifter played after another card becomes a copy of the card just before
        # it; led, it is a Troublemaker of value 0.
        identity = self.play_identities[-1] if card == SHAPESHIFTER and cards else card
        if events is not None:
            self._note_shown(seat, card, identity, events)
        self.hands[seat].remove(card)
        lead_suit = self.lead_suit
        if lead_suit:
            # Hunters break when one is played into a battle led in a monster suit
            # (battle 1 counts); Siren Head answering a Cryptid lead does not (ruling).
            if (
                not self.hunters_broken
                and card in HUNTER_CARDS
                and lead_suit in MONSTER_SUITS
                and not (card == SIREN_HEAD and lead_suit == CRYPTIDS)
            ):
                self.hunters_broken = True
                if events is not None:
                    events.append({"type": "hunters_broken", "round": self.round_number, "seat": seat,
                                   "card": card})
        else:
            # The first card with a suit sets the lead suit (a suitless lead leaves it open);
            # a Shapeshifter follows and sets suit as a Troublemaker.
            self.lead_suit = LEAD_SUIT_OF[card]
        self.play_seats.append(seat)
        cards.append(card)
        self.play_identities.append(identity)
        to_play = self.to_play
        to_play.pop(0)
        if not to_play:
            self._open_window(events)

    def _note_shown(self, seat: int, card: str, identity: str, events: list[Event]) -> None:
        """Record ``card`` played, and what it shows of ``seat``'s hand, before it is played."""
        if self.first_battle:
            self.first_plays[seat] = card  # forced: it tells what the seat lacks
        elif card in LEAD_RESTRICTED_HUNTERS and not self.hunters_broken and not self.play_cards:
            # A lead (after a leader's Sly Fox the next card leads, clarifications):
            # only a hand of Hunters and specials may lead an unbroken Hunter.
            self.hunters_only[seat] = True
        suit = self.lead_suit
        if suit and card not in FOLLOWERS[suit] and card != BUNKER and suit not in self.voids[seat]:
            self.voids[seat] += suit  # it could not follow
        events.append({"type": "card_played", "round": self.round_number, "seat": seat, "card": card,
                       "as": identity})

    # -- the enhancement window ---------------------------------------------------------

    def _next_window_seat(self, after: int) -> int:
        """The next seat clockwise from ``after`` (itself last) that can act, or -1."""
        players, held = self.players, self.enhancement_held
        for offset in range(1, players + 1):
            seat = (after + offset) % players
            # A seat holding nothing, or Sly Fox, is never asked: skip the rules' test.
            if held[seat] in _WINDOW and self._can_act(seat):
                return seat
        return -1

    def _open_window(self, events: Events) -> None:
        # Turn-based window: from the leader clockwise, until every seat that can act has
        # said done in a row (ruling).
        self.window_dones = 0
        if _WINDOW.isdisjoint(self.enhancement_held):  # nobody can be asked
            self._finish_battle(events)
            return
        self.window_seat = self._next_window_seat(self.leader - 1)
        if self.window_seat < 0:
            self._finish_battle(events)
        else:
            self.phase = ENHANCE

    def pass_window(self, seat: int, events: Events = None) -> None:
        self.window_dones += 1
        if events is not None:
            events.append({"type": "enhancement_passed", "round": self.round_number, "seat": seat})
        held = self.enhancement_held
        able = sum(1 for other in range(self.players) if held[other] in _WINDOW and self._can_act(other))
        if self.window_dones >= able:
            self._finish_battle(events)
        else:
            self.window_seat = self._next_window_seat(seat)

    def enhance(self, seat: int, kind: str, target: str | None, events: Events = None) -> None:
        self.enhancement_held[seat] = None
        if kind == SNOWBALL and target is not None:
            self.snowballed = target
        elif target is not None:
            self.enhanced[target] = kind
        if events is not None:
            self.enhancement_plays.append([seat, kind, target])
            events.append({"type": "enhancement_played", "round": self.round_number, "seat": seat,
                           "enhancement": kind, "target": target})
        self.window_dones = 0
        self.window_seat = self._next_window_seat(seat)
        if self.window_seat < 0:
            self._finish_battle(events)

    # -- judging and scoring ------------------------------------------------------------

    def _finish_battle(self, events: Events) -> None:
        cards, identities = self.play_cards, self.play_identities
        judgement = judge(self.lead_suit, cards, identities, self.snowballed, self.enhanced)
        index, _, slime, prey = judgement
        seats, totals = self.play_seats, self.totals
        winner = seats[index] if index >= 0 else -1
        if winner >= 0:
            totals[winner] += BATTLE_POINTS + (SLIME_POINTS if slime else 0)
            self.battles_won[winner] += 1
        for caught, _ in prey:
            totals[seats[caught]] += PREY_POINTS
        self.last_winner = winner
        if events is not None:
            self._record_battle(judgement, events)
        leader = self.leader
        if not self.hands[leader]:
            self._end_round(events)
            return
        # After a world-ending battle its leader leads again.
        self._start_battle(winner if winner >= 0 else leader, False, events)

    def _record_battle(self, judgement: Judgement, events: list[Event]) -> None:
        """The battle's result as the view and the log show it, in a player's words."""
        cards = self.play_cards
        outcome = described(judgement, cards, self.play_identities, self.snowballed)
        seats = self.play_seats
        winner = outcome.winner
        points = [0] * self.players  # what ``_finish_battle`` added to the totals
        if winner is not None:
            points[seats[winner]] += BATTLE_POINTS + (SLIME_POINTS if outcome.slime else 0)
        for index, _ in outcome.prey_caught:
            points[seats[index]] += PREY_POINTS
        result: BattleWonEvent = {
            "type": "battle_won",
            "round": self.round_number,
            "battle": self.battle_number,
            "seat": seats[winner] if winner is not None else None,
            "card": self.play_cards[winner] if winner is not None else None,
            "rule": outcome.rule,
            "rule_id": outcome.rule_id,
            "notes": outcome.notes.copy(),
            "reason_id": outcome.reason.message.id,
            "reason_args": outcome.reason.plain_args(),
            "note_reasons": [note.fields() for note in outcome.note_reasons] if outcome.note_reasons else [],
            "plays": [{"seat": seat, "card": card, "as": identity}
                      for seat, card, identity in zip(seats, cards, self.play_identities, strict=True)],
            "snowballed": self.snowballed or None,
            "enhanced": dict(self.enhanced),
            "penalty": outcome.slime,
            "prey_caught": [{"seat": seats[index], "hunter": self.play_cards[index], "prey": prey}
                            for index, prey in outcome.prey_caught],
            "points": points,
            "scores": list(self.totals),
        }
        self.last_result = result
        self.played_round.extend(self.play_cards)
        events.append(cast(Event, result))  # a typed event, as the log's plain dict

    def _end_round(self, events: Events) -> None:
        """The round is scored: +50 for each seat that won no battle (the engine then
        ends the game or deals the next round; the search's episode ends here)."""
        self.phase = OVER
        for seat, won in enumerate(self.battles_won):
            if won == 0:
                self.totals[seat] += NO_BATTLE_POINTS

    def _start_battle(self, leader: int, first_battle: bool, events: Events) -> None:
        self.phase = PLAY
        self.battle_number += 1
        self.leader = leader
        self.first_battle = first_battle
        self.last_battle = len(self.hands[leader]) == 1
        # Battle 1's lead suit is Troublemakers whatever is played (ruling).
        self.lead_suit = TROUBLEMAKERS if first_battle else ""
        self.to_play = list(ORDER[self.players][leader])
        self.fox_seat = -1
        self.play_seats = []
        self.play_cards = []
        self.play_identities = []
        self.snowballed = ""
        self.enhanced = {}
        self.window_seat = -1
        self.window_dones = 0
        if events is not None:
            self.enhancement_plays = []
            events.append({"type": "battle_started", "round": self.round_number, "battle": self.battle_number,
                           "leader": leader, "first_battle": first_battle, "last_battle": self.last_battle})
