"""Sentences about a seat, built in one place: "you" and another seat are separate messages.

A sentence a player reads about a seat is never glued from a name and a verb: each is a
``Sentence`` with one whole template for the seat addressed as "you" and another for any
other seat, with named placeholders (``{name}`` is the other seat's name; ``{to}`` a
second seat, which is "you" when it is the reader's; ``{n}`` a count). Counted sentences
carry their plural forms too, and the one picked follows ``ngettext``'s shape (the form
for one, the form for many, the count), so a translation catalogue can wrap each
template as it stands: every template is one literal string an extractor finds.

Seat names travel as ``Names``: the list of names, plus which seat (if any) is "you".
A plain list of names has no "you": every seat is spoken of by its name.

Stdlib only: the rules' own words (``table.games``), the learn layer and the table all
build their sentences with it.
"""

from __future__ import annotations

import string
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from functools import cache

from table.core import i18n

YOU_SUBJECT = "you"  # a second seat ("{to}") that is the reader's own, inside a sentence


def ngettext(one: str, many: str, n: int) -> str:
    """The template for ``n`` of something, in the language spoken now: ``one`` and
    ``many`` are English's two forms; the catalogue supplies its language's own."""
    return i18n.ngettext(one, many, n)


def _one(template: str) -> str:
    return i18n._(template)


class Names(list[str]):
    """The table's seat names, and the seat addressed as "you" (``me``; None for none)."""

    def __init__(self, names: Iterable[str] = (), me: int | None = None) -> None:
        super().__init__(names)
        self.me = me

    def called(self, seat: int) -> str | None:
        """How a prompt addresses ``seat`` (``addressee``): its name, or None for "you"."""
        return addressee(self, seat)


def me_of(names: Sequence[str] | None) -> int | None:
    """The seat ``names`` addresses as "you", if any."""
    me = getattr(names, "me", None)
    return me if isinstance(me, int) else None


def name_of(names: Sequence[str] | None, seat: int) -> str:
    """A seat named inside a sentence (never opening it): "you" for the reader's own seat,
    else its name ("Seat N" when there are no names)."""
    if seat == me_of(names):
        return i18n.pgettext("a seat inside a sentence", "you")
    if names is not None and 0 <= seat < len(names):
        return names[seat]
    return SEAT(n=seat + 1)


@cache
def placeholders(template: str) -> frozenset[str]:
    """The named placeholders in ``template``."""
    return frozenset(field for _, field, _, _ in string.Formatter().parse(template) if field)


# While set (``checked()``, in tests), every sentence said is checked against its
# template: the values given are exactly its placeholders, none missing, none unused.
_CHECKED: ContextVar[bool] = ContextVar("words_checked", default=False)


class PlaceholderMismatch(ValueError):
    """A template said with other values than its placeholders (only while ``checked``)."""


@contextmanager
def checked() -> Iterator[None]:
    """Check every sentence said inside the block against its template's placeholders."""
    token = _CHECKED.set(True)
    try:
        yield
    finally:
        _CHECKED.reset(token)


def checking() -> bool:
    """Whether sentences are being checked against their templates now (``checked``)."""
    return _CHECKED.get()


def _fill(template: str, values: dict[str, object]) -> str:
    if _CHECKED.get() and placeholders(template) != set(values):
        wanted, given = sorted(placeholders(template)), sorted(values)
        raise PlaceholderMismatch(f"{template!r} has placeholders {wanted} but was given {given}")
    said = template.format(**values)
    # A sentence that opens with a placeholder ("{card} always leads ...", in English or
    # only in a translation) opens with a capital whatever the value ("the blue 1").
    sentence = template.startswith("{") and template.rstrip().endswith((".", "!", "?"))
    return capitalised(said) if sentence else said


@dataclass(frozen=True)
class Words:
    """A sentence that names no seat, with its plural form when it counts something."""

    one: str
    many: str = ""

    def __call__(self, n: int | None = None, **values: object) -> str:
        template = _one(self.one) if n is None or not self.many else ngettext(self.one, self.many, n)
        if n is not None:
            values["n"] = n
        return _fill(template, values)

    def templates(self) -> list[str]:
        return [t for t in (self.one, self.many) if t]


@dataclass(frozen=True)
class Sentence:
    """A sentence about one seat: ``you`` when it is the reader's, ``other`` (with
    ``{name}``) for any other; ``you_many``/``other_many`` are the forms for a count
    ``n`` other than one."""

    you: str
    other: str
    you_many: str = ""
    other_many: str = ""

    def __call__(self, names: Sequence[str] | None, seat: int, n: int | None = None, **values: object) -> str:
        mine = seat == me_of(names)
        one, many = (self.you, self.you_many) if mine else (self.other, self.other_many)
        template = ngettext(one, many, n) if n is not None and many else _one(one)
        if n is not None:
            values["n"] = n
        if not mine and "name" in placeholders(template):  # ("their" needs no name)
            values["name"] = name_of(names, seat)
        return _fill(template, values)

    def to(self, name: str | None, **values: object) -> str:
        """The sentence addressed to a player: the "you" form when ``name`` is None (the
        seat on screen), else the other form with ``{name}`` (a prompt: "Play a card." /
        "Ann, play a card.")."""
        if name is None:
            return _fill(_one(self.you), values)
        template = _one(self.other)
        if "name" in placeholders(template):
            values["name"] = name
        return _fill(template, values)

    def templates(self) -> list[str]:
        return [t for t in (self.you, self.other, self.you_many, self.other_many) if t]


def names_list(names: Sequence[str] | None, seats: Iterable[int]) -> str:
    """Several seats named in a row ("Mildred, Bones and you")."""
    return and_list([name_of(names, seat) for seat in seats])


def and_list(items: Sequence[str]) -> str:
    """Several things in a row, the last joined with "and" ("Mildred, Bones and you";
    "the Toad 2 and the Toad 5"): the language's own list pattern (``LIST_OF_NAMES``)."""
    if len(items) <= 1:
        return "".join(items)
    return LIST_OF_NAMES(names=LIST_SEPARATOR().join(items[:-1]), last=items[-1])


def or_list(items: Sequence[str]) -> str:
    """Several choices in a row, the last joined with "or" ("2, 3 or Garlic")."""
    if len(items) <= 1:
        return "".join(items)
    return LIST_OR(items=LIST_SEPARATOR().join(items[:-1]), last=items[-1])


def run_on(items: Sequence[str]) -> str:
    """Several clauses of one sentence in a row, with no "and" ("Bones played the Blue 9,
    you the Blue 10")."""
    return LIST_SEPARATOR().join(items)


SEAT = Words("Seat {n}")  # a seat with no name
# A list's patterns: its end ("A, B and C"; "A, B or C"), and what separates the others.
LIST_OF_NAMES = Words("{names} and {last}")  # several seats or things named in a row
LIST_OR = Words("{items} or {last}")
LIST_SEPARATOR = Words(", ")


def addressee(names: Sequence[str], seat: int) -> str | None:
    """How a prompt addresses ``seat``: by its name, or None for the seat called "you"."""
    return None if seat == me_of(names) else name_of(names, seat)


def capitalised(text: str) -> str:
    """``text`` opening a sentence: its first letter upper case ("you ..." → "You ...")."""
    return text[:1].upper() + text[1:]
