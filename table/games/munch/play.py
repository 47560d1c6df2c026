"""Munch's play of a trick on plain lists: the one step both the engine
(``state.MunchState``) and the search's worlds (``fast.Hand``) move by.

``MunchPlay.play_card`` puts a card on the trick (setting the lead suit as the rules
file's "Lead suit" says) and, once every seat has played, ``take_trick`` judges it with
the rules' ``trick_taker``: the taker counts a trick and leads the next, a Topsy Turvy
seat is credited the Vanquish cards it cancelled. Given an event list the step also
keeps the records only a real game needs (``_card_played``, ``_trick_taken``); how a
cancelled Vanquish is kept (the engine: the cards; the worlds: the bonus) is each
side's ``_cancelled``.
"""

from __future__ import annotations

from table.core import Event
from table.games.munch.cards import SUIT_OF, TOPSY, VANQUISH
from table.games.munch.rules import trick_taker


class MunchPlay:
    """The trick in progress (``trick_cards`` in playing order from ``leader``, its
    ``lead_suit`` once set), every seat's hand and the tricks each has won."""

    hands: list[list[str]]
    trick_cards: list[str]
    lead_suit: str | None
    leader: int
    tricks_won: list[int]
    players: int

    def play_card(self, seat: int, card: str, events: list[Event] | None = None) -> bool:
        """``seat`` plays ``card`` (a legal one); True when it finished the trick, whose
        taker (or the Topsy Turvy seat, when nobody takes it) now leads (``leader``)."""
        self.hands[seat].remove(card)
        cards = self.trick_cards
        cards.append(card)
        lead = self.lead_suit
        # A suit card sets the lead suit unless a Vanquish was led (no lead suit then)
        # or an earlier suit card already set it; Escape/Topsy Turvy leads wait for one.
        if lead is None and SUIT_OF[card] is not None and cards[0] not in VANQUISH:
            self.lead_suit = SUIT_OF[card]
        if events is not None:
            self._card_played(seat, card, lead, events)
        if len(cards) < self.players:
            return False
        self.leader = self.take_trick(cards, self.leader, events)
        self.trick_cards, self.lead_suit = [], None
        return True

    def take_trick(self, cards: list[str], leader: int, events: list[Event] | None = None) -> int:
        """Judge the finished trick ``cards`` led by ``leader``; who leads the next one."""
        players = self.players
        index, rule, tied = trick_taker(cards, players)
        winner = None if index is None else (leader + index) % players
        after = winner
        if TOPSY in cards:
            topsy_seat = (leader + cards.index(TOPSY)) % players
            self._cancelled(topsy_seat, [card for card in cards if card in VANQUISH], events)
            if winner is None:
                # Nobody takes a Topsy Turvy trick (two players, or no card can win):
                # the Topsy Turvy seat leads next.
                after = topsy_seat
        if winner is not None:
            self.tricks_won[winner] += 1
        assert after is not None
        if events is not None:
            self._trick_taken(cards, leader, winner, after, (rule, index, tied), events)
        return after

    def _cancelled(self, seat: int, cards: list[str], events: list[Event] | None) -> None:
        """Topsy Turvy at ``seat`` cancelled the Vanquish ``cards`` (maybe none)."""
        raise NotImplementedError

    def _card_played(self, seat: int, card: str, lead: str | None, events: list[Event]) -> None:
        """The engine's records of ``card`` played onto a trick whose lead suit was ``lead``."""
        raise NotImplementedError

    def _trick_taken(self, cards: list[str], leader: int, winner: int | None, after: int,
                     judged: tuple[str, int | None, int], events: list[Event]) -> None:
        """The engine's records of a finished trick (``judged``: ``trick_taker``'s answer)."""
        raise NotImplementedError
