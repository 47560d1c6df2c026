"""The rules' own sentences as data: a message id and named arguments, said in any language.

The rules explain themselves in a few places: why a move is refused (``IllegalMove``),
why a trick or battle was won, why a seat lost. Each such sentence is a ``Message``: an
id unique across the games (``"dragon.not_held"``), one whole template (a ``Words``, or a
``Sentence`` when it names a seat, with its "you" form), and how each argument is said
(``kinds``: a card id becomes the card's name in the language spoken now, a colour its
word). The rules hand out a ``Reason``: the message and its arguments, plain JSON values
(card ids, seat numbers, counts), never words. An event carries it as ``"reason_id"`` and
``"reason_args"`` beside the English words it always had; ``IllegalMove`` carries it
(``reasons``), and its ``str`` stays the plain English sentence the contract promises.

The table says a reason with ``Reason.said(names)`` (or ``of_event(event, names)`` for
an event's), in the language spoken now, with the table's seat names. Every message is
registered here under its id when its game's module is imported, so an event's id finds
its message wherever the event is read.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache

from table.core import i18n
from table.core.vocabulary import ReasonArg, ReasonFields
from table.core.words import Names, Sentence, Words, checking, name_of, names_list

Arg = ReasonArg
Args = Mapping[str, Arg]
# How an argument is said (a card id → the card's name, in the language spoken now).
Kind = Callable[[ReasonArg], str]


def text(say: Callable[[str], str]) -> Kind:
    """A kind for an argument that is one word (a card id, a colour): ``say`` it."""
    return lambda value: say(str(value))


def SEAT(seat: ReasonArg) -> str:
    """A kind: a seat number, said as the seat's name (``Message.said`` gives it the names)."""
    raise AssertionError("SEAT is said with the table's names")


def SEATS(seats: ReasonArg) -> str:
    """A kind: a list of seat numbers, said as their names in a row ("Ann and Bones")."""
    raise AssertionError("SEATS is said with the table's names")


MESSAGES: dict[str, Message] = {}


@dataclass(frozen=True, eq=False)
class Message:
    """One sentence the rules say, with its id, its template and how its arguments are said.

    ``words`` is a ``Words`` (naming no seat; a refusal speaks to the seat that tried, as
    "you") or a ``Sentence`` about the seat in the argument ``about`` ("you" when it is
    the reader's). An argument ``n`` is the count a plural form follows. ``kinds`` says
    how an argument is said; an argument with no kind is said as it is (a number, the
    notation of a move)."""

    id: str
    words: Words | Sentence
    kinds: Mapping[str, Kind] = field(default_factory=dict)
    about: str | None = None

    def __post_init__(self) -> None:
        if self.id in MESSAGES:
            raise ValueError(f"two messages have the id {self.id!r}")
        if isinstance(self.words, Sentence) and self.about is None:
            raise ValueError(f"message {self.id!r} is a Sentence: name the seat it is about")
        MESSAGES[self.id] = self

    def __call__(self, **args: Arg) -> Reason:
        """This message with its arguments, as the rules hand it out."""
        return Reason(self, args)  # ``args`` is a new dict already

    def said(self, args: Args, names: Sequence[str] | None) -> str:
        """The sentence in the language spoken now; ``names`` are the table's seat names
        (and which seat is "you")."""
        values: dict[str, object] = {}
        for key, value in args.items():
            if key == self.about or key == "n":
                continue
            kind = self.kinds.get(key)
            if kind is SEAT and isinstance(value, int):
                values[key] = name_of(names, value)
            elif kind is SEATS and isinstance(value, list):
                values[key] = names_list(names, [int(seat) for seat in value])
            else:
                values[key] = kind(value) if kind is not None else value
        n = args.get("n")
        count = n if isinstance(n, int) else None
        if isinstance(self.words, Sentence):
            seat = args.get(self.about or "")
            assert isinstance(seat, int), f"{self.id}: the seat {self.about!r} must be a number"
            return self.words(names, seat, count, **values)
        return self.words(count, **values)


@dataclass(frozen=True)
class Reason:
    """A message and its arguments: a sentence of the rules, as data."""

    message: Message
    args: Mapping[str, Arg]

    @property
    def id(self) -> str:
        return self.message.id

    def said(self, names: Sequence[str] | None) -> str:
        """The sentence in the language spoken now, with the table's seat names."""
        return self.message.said(self.args, names)

    def english(self, me: int | None = None) -> str:
        """The sentence in English whatever language is spoken, the seats named by their
        numbers as the notation writes them ("Seat 2"), ``me`` as "you".

        English never changes, so each sentence is built once and then looked up: the
        rules say a reason on every trick or battle of every game (not while
        ``words.checked`` checks every sentence as it is built)."""
        # The arguments' types too: True and 1 are equal keys but are said differently.
        key: tuple[object, ...] = (self.message, me, *self.args.items(), *map(type, self.args.values()))
        try:
            found = _ENGLISH.get(key)
        except TypeError:  # a list among the arguments (seats, cards): as a tuple
            frozen = ((name, _frozen(value), type(value)) for name, value in self.args.items())
            key = (self.message, me, *frozen)
            found = _ENGLISH.get(key)
        if found is None or checking():
            with i18n.english():
                found = self.said(_english_names(me))
            if len(_ENGLISH) < _MOST_ENGLISH:
                _ENGLISH[key] = found
        return found

    def plain_args(self) -> dict[str, Arg]:
        """The arguments as an event carries them (``reason_args``): a new JSON object."""
        args = dict(self.args)
        for key, value in args.items():
            if isinstance(value, list):
                args[key] = value.copy()
        return args

    def fields(self) -> ReasonFields:
        """The reason as an event carries it: ``reason_id`` and ``reason_args``."""
        return {"reason_id": self.message.id, "reason_args": self.plain_args()}


# Each English sentence said, by (message, reader, arguments); bounded, for a refused move
# may quote any word a player typed.
_ENGLISH: dict[tuple[object, ...], str] = {}
_MOST_ENGLISH = 20_000
_MOST_SEATS = 16  # more than any game seats: a seat number always has a name in English
_SEAT_NUMBERS = tuple(f"Seat {seat}" for seat in range(_MOST_SEATS))


@cache
def _english_names(me: int | None) -> Names:
    """The seats as the English message names them, by number ("Seat 2"), ``me`` as "you"
    (one list per reader, never changed)."""
    return Names(_SEAT_NUMBERS, me)


def _frozen(value: Arg) -> object:
    """An argument as part of a key: a list as a tuple of its items and their types."""
    return tuple((item, type(item)) for item in value) if isinstance(value, list) else value


def say(reason_id: object, args: object, names: Sequence[str] | None) -> str | None:
    """An event's reason (its ``reason_id`` and ``reason_args``) in the language spoken
    now; None if the event has none, or an id or arguments this version does not know (an
    older or newer save's): the table then shows the event's English words."""
    message = MESSAGES.get(reason_id) if isinstance(reason_id, str) else None
    if message is None or not isinstance(args, dict):
        return None
    try:
        return message.said(args, names)
    except (KeyError, IndexError, TypeError, ValueError, AssertionError):
        return None  # arguments that do not fit the message (an old log): its English words


def of_event(event: Mapping[str, object], names: Sequence[str] | None) -> str | None:
    """``say`` for an event's own ``reason_id`` and ``reason_args``."""
    return say(event.get("reason_id"), event.get("reason_args"), names)


def messages(prefix: str, kinds: Mapping[str, Kind]) -> Callable[..., Message]:
    """A game's message maker: ``msg("not_held", Words(...))`` is the message
    ``"<prefix>.not_held"``, its arguments said by the game's ``kinds``."""

    def make(name: str, words: Words | Sentence, about: str | None = None) -> Message:
        return Message(f"{prefix}.{name}", words, kinds, about)

    return make

