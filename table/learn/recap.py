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

from table.core import AnyState, Event
from table.core.words import Names, name_of
from table.games import words as said
from table.games.batwalk import words as batwalk_words
from table.games.dragon import words as dragon_words
from table.games.munch import words as munch_words
from table.games.royal import words as royal_words
from table.games.snow import words as snow_words
from table.learn.games import learn_support
from table.learn.names import card_name, claim_name

LIMIT = 8  # lines; older ones are summed up in one line first
_WINS = {
    "trick_won": said.RECAP_TOOK_TRICK, "battle_won": said.RECAP_WON_BATTLE, "show_won": said.RECAP_WON_SHOW
}
_SCORES = ("hand_scored", "round_scored", "round_over")
# Events told beside the card just played rather than on a line of their own.
_ASIDES = ("stole_the_show", "safety_named", "enhancement_played", "sly_fox_played")


def last_acted(state: AnyState, seat: int) -> int:
    """The log length just after ``seat``'s last move (0 when it has not moved)."""
    marks = log_marks(state)
    moves = [index for index, (mover, _) in enumerate(state.history) if mover == seat]
    return marks[moves[-1]] if moves else 0


def log_marks(state: AnyState) -> list[int]:
    """For each move in ``state.history``, the log length once it was made.

    The game is replayed from its parameters (as a save is restored); moves the game
    made by itself are recorded with the move that caused them.
    """
    data = state.to_json()
    replay = state.game.new_state(data["players"], data["seed"], data["options"], data["deal"])
    marks: list[int] = [len(replay.log)] * len(replay.history)
    while len(replay.history) < len(state.history):
        seat, action = state.history[len(replay.history)]
        replay.apply(seat, action)
        marks.extend([len(replay.log)] * (len(replay.history) - len(marks)))
    return marks


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
    """Turns one seat's events into lines, a trick at a time; the reader is "you"."""

    def __init__(self, state: AnyState, seat: int, names: Sequence[str] | None) -> None:
        self.game = state.game.id
        self.seat = seat
        given = list(names) if names is not None else []
        given += [f"Seat {n + 1}" for n in range(len(given), state.players + 1)]
        self.names = Names(given, me=seat)
        self.hidden = state.hidden_ids(seat)
        self.lines: list[str] = []
        self.plays: list[str] = []
        self.dealt = False

    def card(self, card: object) -> str:
        """A card's name, or "a card" while it is hidden from the reader."""
        if not isinstance(card, str) or card in self.hidden:
            return said.A_CARD()
        return card_name(self.game, card)

    def _the(self, card: object) -> str:
        """"the Toad 2", or "a card" when it is hidden."""
        if not isinstance(card, str) or card in self.hidden:
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
        if isinstance(copied, str) and copied != card:
            shown = snow_words.RECAP_AS(card=shown, copied=card_name(self.game, copied))
        return shown

    def add(self, event: Event) -> None:
        kind = event.get("type")
        if kind == "card_played":
            seat, card = event.get("seat"), self._played(event)
            if isinstance(seat, int):
                first = said.RECAP_PLAYED if not self.plays else said.RECAP_PLAY
                self.plays.append(first(self.names, seat, card=card))
        elif kind in _ASIDES and self.plays:
            self.plays[-1] += f" ({self._aside(event)})"
        elif kind in _WINS:
            self._play_line(self._taken(event))
        elif kind in _SCORES:
            self._play_line("")
            self.lines.append(self._scores(event))
        else:
            line = self._other(event)
            if line:
                self._play_line("")
                self.lines.append(line)

    def _taken(self, event: Event) -> str:
        seat, kind = event.get("seat"), event.get("type")
        if not isinstance(seat, int):
            return said.RECAP_NOBODY()
        record = learn_support(self.game)
        own = record.recap_taken(self.names, seat, event) if record and record.recap_taken else None
        if own:  # the game says more (Dragon: the points taken)
            return own
        return _WINS[str(kind)](self.names, seat)

    def _play_line(self, ending: str) -> None:
        if self.plays:
            played = said.RECAP_PLAYS(plays=", ".join(self.plays))
            self.lines.append(f"{played} {ending}" if ending else played)
            self.plays = []
        elif ending:
            self.lines.append(ending)

    def _aside(self, event: Event) -> str:
        """An event told in brackets beside the card just played."""
        kind, seat = event.get("type"), int(event.get("seat") or 0)
        if kind == "stole_the_show":
            return batwalk_words.RECAP_STOLE_ASIDE()
        if kind == "safety_named":
            return dragon_words.RECAP_NAMING(colour=event.get("colour"))
        if kind == "sly_fox_played":
            return snow_words.RECAP_SLY_ASIDE(self.names, seat)
        kind_name, target = _title(event.get("enhancement")), event.get("target")
        if isinstance(target, str) and target != "none":
            target = self._the(target)
            return snow_words.RECAP_ENHANCE_ON_ASIDE(self.names, seat, kind=kind_name, target=target)
        return snow_words.RECAP_ENHANCE_ASIDE(self.names, seat, kind=kind_name)

    def _deed(self, event: Event) -> str:
        """An aside's event told on its own line (no card was played before it here)."""
        kind, seat = event.get("type"), int(event.get("seat") or 0)
        if kind == "stole_the_show":
            return batwalk_words.RECAP_STOLE(self.names, seat)
        if kind == "safety_named":
            return dragon_words.RECAP_NAMED(
                self.names, seat, colour=event.get("colour"), card=self.card(event.get("card"))
            )
        if kind == "sly_fox_played":
            return snow_words.RECAP_SLY(self.names, seat)
        kind_name, target = _title(event.get("enhancement")), event.get("target")
        if isinstance(target, str) and target != "none":
            return snow_words.RECAP_ENHANCE_ON(self.names, seat, kind=kind_name, target=self._the(target))
        return snow_words.RECAP_ENHANCE(self.names, seat, kind=kind_name)

    def _scores(self, event: Event) -> str:
        totals = event.get("totals") or event.get("scores")
        if not totals and isinstance(event.get("seats"), list):
            totals = [entry.get("total") for entry in event["seats"]]
        if not isinstance(totals, list):
            return said.RECAP_NOT_SCORED()
        parts = [said.SEAT_SCORE(self.names, seat, score=total) for seat, total in enumerate(totals)]
        return said.RECAP_SCORES(said=", ".join(parts))

    def _other(self, event: Event) -> str:
        kind, names = event.get("type"), self.names
        seat = event.get("seat")
        who = seat if isinstance(seat, int) else 0
        if kind == "predictions_revealed":
            told = [said.SEAT_SCORE(names, s, score=n) for s, n in enumerate(event.get("predictions", []))]
            return munch_words.RECAP_PREDICTIONS(said=", ".join(told))
        if kind == "round_started":
            to = name_of(names, int(event.get("receiver", 0)))
            return royal_words.RECAP_GAVE(names, int(event.get("giver", 0)), to=to, claim=self._claim(event))
        if kind == "card_passed":
            to = name_of(names, int(event.get("receiver", 0)))
            return royal_words.RECAP_PASSED(names, who, to=to, claim=self._claim(event))
        if kind == "claim_judged":
            called = royal_words.RECAP_CALLED(
                names, int(event.get("receiver", 0)),
                verdict="true" if event.get("verdict") else "false",
                outcome="right" if event.get("right") else "wrong",
                card=self._the(event.get("card")),
            )
            return f"{called} {royal_words.RECAP_TOOK_IT(names, int(event.get('taker', 0)))}"
        if kind == "penalty_taken":
            return royal_words.RECAP_PENALTY(names, who, card=self._the(event.get("card")))
        if kind == "cards_placed":
            cards = [self.card(card) for card in event.get("cards", [])]
            return royal_words.RECAP_PLACED(names, who, cards=" and ".join(cards)) if cards else ""
        if kind == "player_lost":
            return royal_words.RECAP_LOST(names, who)
        if kind == "cards_passed":
            mine = [p for p in event.get("passes", []) if p.get("to") == self.seat]
            cards = [card for p in mine for card in p.get("cards", [])]
            if cards and all(not isinstance(card, str) or card in self.hidden for card in cards):
                return dragon_words.RECAP_GOT_UNSEEN(n=len(cards))  # not "a card, a card, a card"
            if cards:
                return dragon_words.RECAP_GOT(cards=", ".join(self.card(card) for card in cards))
            return dragon_words.RECAP_EVERYONE_PASSED()
        if kind == "moon_shot":
            return dragon_words.RECAP_MOON(names, who)
        if kind in _ASIDES:  # with no card played before it in this recap
            return self._deed(event)
        if kind in ("deal", "dealt", "hand_dealt"):
            if self.dealt:
                return ""
            self.dealt = True
            return said.RECAP_DEALT()
        if kind == "game_over":
            return said.RECAP_OVER()
        return ""

    def _claim(self, event: Event) -> str:
        return f'"{claim_name(self.game, str(event.get("claim")))}"'

    def finish(self) -> list[str]:
        if self.plays:
            self.lines.append(said.RECAP_SO_FAR(plays=", ".join(self.plays)))  # "So far: Bones played …"
            self.plays = []
        return self.lines


def _title(word: object) -> str:
    return str(word).replace("-", " ").title()
