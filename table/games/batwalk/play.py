"""Vamp on the Batwalk's one rules step: a round's shows on plain lists of card numbers.

``ShowPlay`` holds the round in play and moves it (rules/batwalk.md, "Setup and flow"
and "Stealing the show"): a card played into the show, the lead taken or stolen
(``shows.take_the_lead``; a steal scores at once), the show won, an instant win at the
goal, the next show started by the seat to the winner's right. ``finish`` plays the
round out with random cards. It is written once and used twice: ``BatwalkState``
(``rules.py``) adds the deals, validation, history, the trendsetter's automatic moves,
the round's and the game's end, and passes an event list, with which the step also
keeps a real game's records (events, the shows done, the cards played this round);
the search's ``Round`` (``worlds.py``) plays it with no events.
"""

from __future__ import annotations

import random

from table.core import Event
from table.games.batwalk.actions import PLAYS
from table.games.batwalk.cards import ALL_CARDS
from table.games.batwalk.shows import take_the_lead

HAND_SIZE = 5
SHOWS_PER_ROUND = 5
ROUNDS = 3
WIN_AT = 10
TRENDSETTER = 2  # the trendsetter's seat in a two-player game
TRENDSETTER_WINS_AT = 5
SHOW, OVER = "show", "over"
NOBODY = -1
KEY_BASE = 64  # more than there are cards: a show's key is its cards as digits
PLAY_SLOT = tuple(str(play) for play in PLAYS[:HAND_SIZE])  # "play <slot>" by slot

Events = list[Event] | None  # where a move's events go; None in the search's worlds


def show_key(show: list[int]) -> int:
    """One integer for a show's cards in order (the key of ``ShowPlay.leads``)."""
    key = 0
    for card in show:
        key = key * KEY_BASE + card + 1
    return key


def goals(seats: int, trendsetter: int) -> list[int]:
    """The points that win at once, per seat (the trendsetter's goal is lower)."""
    return [TRENDSETTER_WINS_AT if seat == trendsetter else WIN_AT for seat in range(seats)]


class ShowPlay:
    """A round's shows in play, and the rules that move them (see the module)."""

    seats: int  # hands at the table: the players, plus the trendsetter with two
    hands: list[list[int]]
    points: list[int]
    goal: list[int]  # points that win at once, per seat (never changed in place)
    trendsetter: int  # the trendsetter's seat with two players, else NOBODY
    starter: int  # who started the current show
    to_play: int  # NOBODY once the round or the game is over
    show: list[int]  # cards of the current show in play order
    show_seats: list[int]  # who played each of them
    lead: int  # index in ``show`` of the lead card
    show_key: int  # ``show_key(show)``, kept as cards are played
    # ``take_the_lead`` of each show met so far, by ``show_key`` (the search's worlds
    # share one per decision); None: no memo.
    leads: dict[int, tuple[int, bool]] | None
    final_round: bool  # the game ends with this round unless the top ties
    winner: int  # set by an instant win, or by the final round's end (search only)
    # The records a real game keeps (only when the step is given events).
    shows_done: int  # shows finished this round
    played_this_round: list[int]  # cards of the finished shows of this round

    def start_show(self, starter: int) -> None:
        self.starter = self.to_play = starter
        self.show, self.show_seats, self.lead, self.show_key = [], [], NOBODY, 0

    def card(self, slot: int, events: Events = None) -> None:
        """The seat to play plays the card in ``slot`` of its hand."""
        seat = self.to_play
        show = self.show
        card = self.hands[seat].pop(slot)
        show.append(card)
        self.show_seats.append(seat)
        key = self.show_key = self.show_key * KEY_BASE + card + 1
        if events is not None:
            events.append({"type": "card_played", "seat": seat, "card": ALL_CARDS[card], "slot": slot})
        if len(show) == 1:
            self.lead = 0  # the first card of a show is the lead card
            if events is not None:
                events.append({"type": "lead_changed", "seat": seat, "card": ALL_CARDS[card]})
        elif self._new_lead(seat, key, events):
            return
        if len(show) < self.seats:
            self.to_play = seat + 1 if seat + 1 < self.seats else 0
            return
        self._finish_show(events)

    def _new_lead(self, seat: int, key: int, events: Events) -> bool:
        """Who leads the show after ``seat``'s card; True if its steal won the game."""
        leads, show, robbed = self.leads, self.show, self.show_seats[self.lead]
        if leads is None:
            lead, stole = take_the_lead(show, self.lead)
        else:
            known = leads.get(key)
            if known is None:
                known = leads[key] = take_the_lead(show, self.lead)
            lead, stole = known
        if events is not None and lead != self.lead:
            events.append({"type": "lead_changed", "seat": self.show_seats[lead],
                           "card": ALL_CARDS[show[lead]]})
        self.lead = lead
        if not stole:
            return False
        # A steal scores at once, and may win the game mid-show (rules: Setup and flow).
        self.points[seat] += 1
        if events is not None:
            events.append({"type": "stole_the_show", "seat": seat, "card": ALL_CARDS[show[-1]],
                           "from_seat": robbed, "points": self.points[seat]})
        if self.points[seat] >= self.goal[seat]:
            self._won(seat, events)
            return True
        return False

    def _finish_show(self, events: Events) -> None:
        winner = self.show_seats[self.lead]
        self.points[winner] += 1
        if events is not None:
            self.shows_done += 1
            events.append({"type": "show_won", "seat": winner, "card": ALL_CARDS[self.show[self.lead]],
                           "show": self.shows_done,
                           "cards": [{"seat": seat, "card": ALL_CARDS[card]}
                                     for seat, card in zip(self.show_seats, self.show, strict=True)],
                           "points": self.points[winner]})
            self.played_this_round.extend(self.show)
        if self.points[winner] >= self.goal[winner]:
            self._won(winner, events)
            return
        # The seat to the right of the winner starts the next show, or the next round.
        starter = (winner - 1) % self.seats
        if self.hands[starter]:
            self.start_show(starter)
        else:
            self._round_over(starter, events)

    def _won(self, seat: int, events: Events) -> None:
        """``seat`` reached its goal: it wins at once."""
        self.winner, self.to_play = seat, NOBODY

    def _round_over(self, starter: int, events: Events) -> None:
        """The round's fifth show is over; ``starter`` would start the next round (the
        engine deals it or ends the game; the search's episode ends here)."""
        self.to_play = NOBODY
        if self.final_round:
            top = max(self.points)
            if self.points.count(top) == 1:
                self.winner = self.points.index(top)

    def finish(self, rng: random.Random, trace: list[tuple[int, str]] | None = None) -> list[int]:
        """Play the round out with random cards (the trendsetter's leftmost by itself);
        every seat's points. ``card`` unrolled on locals: the search's rollouts are most
        of its time. ``trace``, if given, receives the players' moves."""
        rand = rng.random
        hands, points, goal, seats = self.hands, self.points, self.goal, self.seats
        trendsetter = self.trendsetter
        show, show_seats, lead, seat = self.show, self.show_seats, self.lead, self.to_play
        while seat != NOBODY:
            hand = hands[seat]
            slot = 0 if seat == trendsetter else int(rand() * len(hand))
            if trace is not None and seat != trendsetter:
                trace.append((seat, PLAY_SLOT[slot]))
            show.append(hand.pop(slot))
            show_seats.append(seat)
            if len(show) == 1:
                lead = 0
            else:
                lead, stole = take_the_lead(show, lead)
                if stole:
                    points[seat] += 1
                    if points[seat] >= goal[seat]:
                        self._won(seat, None)
                        break
            if len(show) < seats:
                seat = seat + 1 if seat + 1 < seats else 0
                continue
            winner = show_seats[lead]
            points[winner] += 1
            if points[winner] >= goal[winner]:
                self._won(winner, None)
                break
            show, show_seats, lead, seat = [], [], NOBODY, (winner - 1) % seats
            if not hands[seat]:
                self.show, self.show_seats = show, show_seats
                self._round_over(seat, None)
                break
        self.show, self.show_seats, self.lead, self.show_key = show, show_seats, lead, show_key(show)
        if self.winner == NOBODY:
            self.to_play = NOBODY
        return points
