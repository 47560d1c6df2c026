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
from typing import Any

from table.core import GameState
from table.learn.names import card_name, claim_name, seat_name

Event = dict[str, Any]
LIMIT = 8  # lines; older ones are summed up in one line first
_WINS = {"trick_won": "took the trick", "battle_won": "won the battle", "show_won": "won the show"}
_SCORES = ("hand_scored", "round_scored", "round_over")
# Events told beside the card just played rather than on a line of their own.
_ASIDES = ("stole_the_show", "safety_named", "enhancement_played", "sly_fox_played")


def last_acted(state: GameState, seat: int) -> int:
    """The log length just after ``seat``'s last move (0 when it has not moved)."""
    marks = log_marks(state)
    moves = [index for index, (mover, _) in enumerate(state.history) if mover == seat]
    return marks[moves[-1]] if moves else 0


def log_marks(state: GameState) -> list[int]:
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
    state: GameState,
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
        lines = [f"({hidden} earlier things happened.)", *lines[-(limit - 1) :]]
    return lines


def shown_log(state: GameState, seat: int | None, start: int = 0, until: int | None = None) -> list[Event]:
    """``state.visible_log(seat, start)`` cut at log index ``until`` (None: all of it):
    what a table that has shown the log up to there may tell."""
    events = state.visible_log(seat, start)
    if until is None or until >= len(state.log):
        return events
    later = sum(1 for event in state.log[max(until, start) :] if state.redact_event(event, seat) is not None)
    return events[: len(events) - later]


class _Writer:
    """Turns one seat's events into lines, a trick at a time."""

    def __init__(self, state: GameState, seat: int, names: Sequence[str] | None) -> None:
        self.game = state.game.id
        self.seat = seat
        self.names = names
        self.hidden = state.hidden_ids(seat)
        self.lines: list[str] = []
        self.plays: list[str] = []
        self.dealt = False

    def who(self, seat: Any, start: bool = True) -> str:
        """The seat's name ("you" for the reader), capitalised to open a sentence."""
        if isinstance(seat, int) and not isinstance(seat, bool):
            name = seat_name(self.names, seat, self.seat)
            return name[0].upper() + name[1:] if start else name
        return "Nobody" if start else "nobody"

    def card(self, card: Any) -> str:
        if not isinstance(card, str) or card in self.hidden:
            return "a card"
        return card_name(self.game, card)

    def _the(self, card: Any) -> str:
        """"the Toad 2", or "a card" when it is hidden."""
        shown = self.card(card)
        return shown if shown == "a card" else f"the {shown}"

    def add(self, event: Event) -> None:
        kind = event.get("type")
        if kind == "card_played":
            shown = self.card(event.get("card"))
            copied = event.get("as")
            if isinstance(copied, str) and copied != event.get("card"):
                shown += f" (as {self.card(copied)})"
            card = shown if shown.startswith("a card") else f"the {shown}"  # "the Blue 10"
            verb = "" if self.plays else " played"  # "Bones played the Blue 10, you the Blue 9"
            self.plays.append(f"{self.who(event.get('seat'), start=False)}{verb} {card}")
        elif kind in _ASIDES and self.plays:
            self.plays[-1] += f" ({self._aside(event)})"
        elif kind in _WINS:
            points = event.get("points")
            worth = f" ({points} points)" if kind == "trick_won" and self.game == "dragon" and points else ""
            taker = self.who(event.get("seat")) if event.get("seat") is not None else "Nobody"
            self._play_line(f"{taker} {_WINS[kind]}{worth}.")
        elif kind in _SCORES:
            self._play_line("")
            self.lines.append(self._scores(event))
        else:
            line = self._other(event)
            if line:
                self._play_line("")
                self.lines.append(line)

    @staticmethod
    def _sentence(text: str) -> str:
        return text[0].upper() + text[1:]

    def _play_line(self, ending: str) -> None:
        if self.plays:
            played = self._sentence(", ".join(self.plays))
            if ending.startswith("You "):
                ending = "you " + ending[4:]
            self.lines.append(played + (f"; {ending}" if ending else "."))
            self.plays = []
        elif ending:
            self.lines.append(ending)

    def _aside(self, event: Event) -> str:
        """An event told in brackets beside the card just played."""
        kind = event.get("type")
        if kind == "stole_the_show":
            return "stole the show, +1"
        if kind == "safety_named":
            return f"naming {event.get('colour')}"
        return f"then {self.who(event.get('seat'), start=False)} {self._deed(event)}"

    def _deed(self, event: Event) -> str:
        """What a seat did in an aside, as a verb phrase: "played the Snowball on the Yeti"."""
        kind = event.get("type")
        if kind == "stole_the_show":
            return "stole the show, +1"
        if kind == "sly_fox_played":
            return "played the Sly Fox"
        target = event.get("target")
        on = f" on {self._the(target)}" if isinstance(target, str) and target != "none" else ""
        return f"played the {_title(event.get('enhancement'))}{on}"

    def _scores(self, event: Event) -> str:
        totals = event.get("totals") or event.get("scores")
        if not totals and isinstance(event.get("seats"), list):
            totals = [entry.get("total") for entry in event["seats"]]
        if not isinstance(totals, list):
            return "The hand was scored."
        parts = [f"{seat_name(self.names, seat, self.seat)} {total}" for seat, total in enumerate(totals)]
        return "Scores: " + ", ".join(parts) + "."

    def _other(self, event: Event) -> str:
        kind = event.get("type")
        who = self.who(event.get("seat"))
        if kind == "predictions_revealed":
            said = event.get("predictions", [])
            parts = [f"{seat_name(self.names, s, self.seat)} {n}" for s, n in enumerate(said)]
            return "Predictions: " + ", ".join(parts) + "."
        if kind == "round_started":
            receiver = self.who(event.get("receiver"), start=False)
            return f"{self.who(event.get('giver'))} gave {receiver} a card, saying {self._claim(event)}."
        if kind == "card_passed":
            receiver = self.who(event.get("receiver"), start=False)
            return f"{who} peeked and passed it to {receiver}, saying {self._claim(event)}."
        if kind == "claim_judged":
            verdict = "true" if event.get("verdict") else "false"
            right = "right" if event.get("right") else "wrong"
            return (
                f"{self.who(event.get('receiver'))} called it {verdict} ({right}): it was "
                f"{self._the(event.get('card'))}; {self.who(event.get('taker'), start=False)} took it."
            )
        if kind == "penalty_taken":
            return f"{who} took the penalty card, {self._the(event.get('card'))}."
        if kind == "cards_placed":
            cards = [self.card(card) for card in event.get("cards", [])]
            return f"{who} placed {' and '.join(cards)}." if cards else ""
        if kind == "player_lost":
            return f"{who} lost."
        if kind == "safety_named":
            return f"{who} named {event.get('colour')} with the {self.card(event.get('card'))}."
        if kind == "cards_passed":
            mine = [p for p in event.get("passes", []) if p.get("to") == self.seat]
            got = [self.card(card) for p in mine for card in p.get("cards", [])]
            return f"The pass: you got {', '.join(got)}." if got else "Everyone passed three cards."
        if kind == "moon_shot":
            return f"{who} took every point card!"
        if kind in _ASIDES:  # with no card played before it in this recap
            return f"{who} {self._deed(event)}."
        if kind in ("deal", "dealt", "hand_dealt"):
            if self.dealt:
                return ""
            self.dealt = True
            return "New cards were dealt."
        if kind == "game_over":
            return "The game is over."
        return ""

    def _claim(self, event: Event) -> str:
        return f'"{claim_name(self.game, str(event.get("claim")))}"'

    def finish(self) -> list[str]:
        if self.plays:
            self.lines.append("So far: " + ", ".join(self.plays) + ".")  # "So far: Bones played …"
            self.plays = []
        return self.lines


def _title(word: Any) -> str:
    return str(word).replace("-", " ").title()
