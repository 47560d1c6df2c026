"""Since your last turn: a few plain lines of what happened, from the public log.

``recap(state, seat, names)`` reads the events ``seat`` may see (``visible_log``)
since it last acted, or since ``since`` (a log index: when the seat last looked, as
the hot-seat hand-over knows it), and says them in a few lines: each trick, battle or
show in one line with who took it, the claims and how they were judged, predictions,
scores. It never names a card the seat may not see now: the log it reads is already
redacted for the seat, and any card still hidden from it is written "a card".
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from table.core import AnyState, Event
from table.core.words import SEAT, Names, run_on
from table.games import words as said
from table.learn.games import LearnSupport, learn_support
from table.learn.names import card_name

if TYPE_CHECKING:
    from table.learn.lesson import Lesson

LIMIT = 8  # lines; older ones are summed up in one line first
_WINS = {
    "trick_won": said.RECAP_TOOK_TRICK, "battle_won": said.RECAP_WON_BATTLE, "show_won": said.RECAP_WON_SHOW
}
_SCORES = ("hand_scored", "round_scored", "round_over")


def last_acted(state: AnyState, seat: int) -> int:
    """The log length just after the first event of ``seat``'s last move, its own (the
    card it played, its prediction); 0 when it has not moved. What followed from that
    move is news to the seat: the trick its card completed, the scores, the next deal
    (a hot-seat forehead round played Ben's card for him, and his next hand-over said
    nothing of the trick he took, the hand scored or the new deal)."""
    start, marks = _marks(state)
    moves = [index for index, (mover, _) in enumerate(state.history) if mover == seat]
    if not moves:
        return 0
    last = moves[-1]
    before = marks[last - 1] if last else start
    return min(before + 1, marks[last])


def log_marks(state: AnyState) -> list[int]:
    """For each move in ``state.history``, the log length once it was made.

    The game is replayed from its parameters (as a save is restored); moves the game
    made by itself are recorded with the move that caused them.
    """
    return _marks(state)[1]


def _marks(state: AnyState) -> tuple[int, list[int]]:
    """The log length of the new game, before any move, and ``log_marks``."""
    data = state.to_json()
    replay = state.game.new_state(data["players"], data["seed"], data["options"], data["deal"])
    start = len(replay.log)
    marks: list[int] = [start] * len(replay.history)
    while len(replay.history) < len(state.history):
        seat, action = state.history[len(replay.history)]
        replay.apply(seat, action)
        marks.extend([len(replay.log)] * (len(replay.history) - len(marks)))
    return start, marks


def recap(
    state: AnyState,
    seat: int,
    names: Sequence[str] | None = None,
    since: int | None = None,
    limit: int = LIMIT,
    public: bool = False,
    until: int | None = None,
) -> list[str]:
    """What ``seat`` may know happened since it last acted (or since log index ``since``);
    ``public``: only what everyone may see (a hot-seat hand-over, read by the whole room);
    ``until``: the log index the table has shown so far (nothing after it is told)."""
    start = last_acted(state, seat) if since is None else since
    writer = _Writer(state, seat, names)
    for event in shown_log(state, None if public else seat, start, until):
        writer.add(event)
    lines = writer.finish()
    if len(lines) > limit:
        hidden = len(lines) - limit + 1
        lines = [said.RECAP_EARLIER(n=hidden), *lines[-(limit - 1) :]]
    return lines


def shown_log(state: AnyState, seat: int | None, start: int = 0, until: int | None = None) -> list[Event]:
    """``state.visible_log(seat, start)`` cut at log index ``until`` (None: all of it):
    what a table that has shown the log up to there may tell."""
    events = state.visible_log(seat, start)
    if until is None or until >= len(state.log):
        return events
    later = sum(1 for event in state.log[max(until, start) :] if state.redact_event(event, seat) is not None)
    return events[: len(events) - later]


class _Writer:
    """Turns one seat's events into lines, a trick at a time; the reader is "you".

    The shared events (cards played, tricks taken, scores, the deal, the end) are said
    here; a game's own events are said by its learning record (``LearnSupport``'s
    ``recap_lines`` and ``recap_asides``), which reads this writer as a ``RecapReader``."""

    def __init__(self, state: AnyState, seat: int, names: Sequence[str] | None) -> None:
        self.game = state.game.id
        self.seat = seat
        given = list(names) if names is not None else []
        given += [SEAT(n=n + 1) for n in range(len(given), state.players + 1)]
        self.names = Names(given, me=seat)
        self._hidden = state.hidden_ids(seat)
        self.record = learn_support(self.game) or LearnSupport(lesson=_no_lesson)
        self.lines: list[str] = []
        self.plays: list[str] = []
        self.dealt = False

    def hidden(self, card: object) -> bool:
        """Whether ``card`` is hidden from the reader now."""
        return not isinstance(card, str) or card in self._hidden

    def card(self, card: object) -> str:
        """A card's name, or "a card" while it is hidden from the reader."""
        if not isinstance(card, str) or card in self._hidden:
            return said.A_CARD()
        return card_name(self.game, card)

    def the(self, card: object) -> str:
        """"the Toad 2", or "a card" when it is hidden."""
        if not isinstance(card, str) or card in self._hidden:
            return said.A_CARD()
        return said.THE_CARD(card=card_name(self.game, card))

    def _played(self, event: Event) -> str:
        """The card a ``card_played`` event shows. It lay face up for everyone the log
        was redacted for, so it is named even if the same card is hidden again now
        (dealt anew since)."""
        card = event.get("card")
        if not isinstance(card, str):
            return said.A_CARD()
        shown = said.THE_CARD(card=card_name(self.game, card))  # "the Blue 10"
        copied = event.get("as")
        if isinstance(copied, str) and copied != card and self.record.recap_copied is not None:
            shown = self.record.recap_copied(shown, card_name(self.game, copied))
        return shown

    def add(self, event: Event) -> None:
        kind = str(event.get("type"))
        if kind == "card_played":
            seat, card = event.get("seat"), self._played(event)
            if isinstance(seat, int):
                first = said.RECAP_PLAYED if not self.plays else said.RECAP_PLAY
                self.plays.append(first(self.names, seat, card=card))
        elif kind in self.record.recap_asides and self.plays:
            self.plays[-1] += f" ({self.record.recap_asides[kind][0](self, event)})"
        elif kind in _WINS:
            self._play_line(self._taken(event))
        elif kind in _SCORES:
            self._play_line("")
            self.lines.append(self._scores(event))
        else:
            line = self._other(kind, event)
            if line:
                self._play_line("")
                self.lines.append(line)

    def _taken(self, event: Event) -> str:
        seat, kind = event.get("seat"), event.get("type")
        if not isinstance(seat, int):
            return said.RECAP_NOBODY()
        taken = self.record.recap_taken
        own = taken(self.names, seat, event) if taken is not None else None
        if own:  # the game says more (Dragon: the points taken)
            return own
        return _WINS[str(kind)](self.names, seat)

    def _play_line(self, ending: str) -> None:
        if self.plays:
            played = said.RECAP_PLAYS(plays=run_on(self.plays))
            self.lines.append(f"{played} {ending}" if ending else played)
            self.plays = []
        elif ending:
            self.lines.append(ending)

    def _scores(self, event: Event) -> str:
        totals = event.get("totals") or event.get("scores")
        if not totals and isinstance(event.get("seats"), list):
            totals = [entry.get("total") for entry in event["seats"]]
        if not isinstance(totals, list):
            return said.RECAP_NOT_SCORED()
        parts = [said.SEAT_SCORE(self.names, seat, score=total) for seat, total in enumerate(totals)]
        return said.RECAP_SCORES(said=run_on(parts))

    def _other(self, kind: str, event: Event) -> str:
        """A line of its own: the game's own event, or the deal and the end."""
        if kind in self.record.recap_lines:
            return self.record.recap_lines[kind](self, event)
        if kind in self.record.recap_asides:  # with no card played before it in this recap
            return self.record.recap_asides[kind][1](self, event)
        if kind in ("deal", "dealt", "hand_dealt"):
            if self.dealt:
                return ""
            self.dealt = True
            return said.RECAP_DEALT()
        if kind == "game_over":
            return said.RECAP_OVER()
        return ""

    def finish(self) -> list[str]:
        if self.plays:
            self.lines.append(said.RECAP_SO_FAR(plays=run_on(self.plays)))  # "So far: Bones played …"
            self.plays = []
        return self.lines


def _no_lesson() -> Lesson:
    raise LookupError("this game has no learning part")
