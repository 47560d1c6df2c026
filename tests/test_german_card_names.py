"""German card names take no grammatical case (issue 33, docs/i18n/de.md "Kartennamen in
Sätzen").

A card's name is a noun phrase of its own, often with an adjective ("Roter Knoblauch",
"Kopfloser Reiter", "Veganer Vampir 5"), and it comes into a sentence as a placeholder in
the nominative. German would decline it ("den Roten Knoblauch", "mit dem Kopflosen
Reiter"), which a placeholder cannot do; so every German sentence sets a card's name
apart as a quoted name, which stays as it is in any case:

- one card's name stands in German quotes, „{card}“ ("Spiel „Roter Knoblauch“ aus.");
  where the sentence would put it in the dative, a declined noun carries the case and the
  name follows it ("mit der Karte „Roter Knoblauch“", "unter der Karte „Blau 9“");
- a list of cards' names follows a colon ("Du hast an Bones weitergegeben: Blau 3, …")
  or the word "Karten" ("Gib die Karten Blau 3, Rot 5 und Grün 2 weiter");
- a label may show a name bare after a colon ("Vorn liegt: Roter Stern") or alone in
  brackets ("Du hast deine eigene Karte gesehen (Blauer Stern).").

Sentences whose card placeholder is filled with words the program has already put in
shape (``THE_CARD``, German „{card}“, or ``A_CARD``, "eine Karte") do not quote again, and
a card's name's own pattern ("{card} (Trumpf)") is part of the name. Every German
translation is read with every game's card names (from the registry), so a new sentence
that declines a name by hand, or leaves it bare, fails here.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterator
from functools import cache

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po

from table.core import i18n
from table.games import game_ids, get_game
from table.manifest import catalogues
from tools import i18n as i18n_tool

QUOTED = "„{}“"
# Placeholders that always carry one card's name.
ALWAYS = {"card", "top", "lead", "prey", "hunter", "winner", "held", "enhancement", "special", "copied"}
# English templates whose card placeholder gets words already shaped for a sentence: the
# recap's "the {card}" (German „{card}“) or "a card" for a card the reader was not shown.
SHAPED = {
    "You played {card}", "{name} played {card}", "you {card}", "{name} {card}",
    "You took the penalty card, {card}.", "{name} took the penalty card, {card}.",
    "You called it false (right): it was {card}.", "{name} called it false (right): it was {card}.",
    "You called it false (wrong): it was {card}.", "{name} called it false (wrong): it was {card}.",
    "You called it true (right): it was {card}.", "{name} called it true (right): it was {card}.",
    "You called it true (wrong): it was {card}.", "{name} called it true (wrong): it was {card}.",
    "then you played the {kind} on {target}", "then {name} played the {kind} on {target}",
    "You played the {kind} on {target}.", "{name} played the {kind} on {target}.",
    "{card} (as {copied})",
}
# (template, placeholder) that is shaped, the rest of that template's names are not.
SHAPED_ONLY = {"then you played the {kind} on {target}": {"target"},
               "then {name} played the {kind} on {target}": {"target"},
               "You played the {kind} on {target}.": {"target"},
               "{name} played the {kind} on {target}.": {"target"},
               "{card} (as {copied})": {"card"}}
# A spoken list of plays ("Bones, Blau 9"): one item, no sentence around it.
LABELS = {"{who}, {card}"}
# Prepositions that put the word after them in the dative (or "unter" as in "bleib unter").
DATIVE = ("mit", "von", "unter", "bei", "nach", "zu", "aus", "seit")


def card_placeholders(english: str) -> set[str]:
    """The placeholders of an English template that carry one card's name: ``ALWAYS``,
    any "the {x}" (English puts its article before a name), the second of "{card} and
    {x}", and an enhancement ({kind}) played on a card ({target})."""
    fields = {f for _, f, _, _ in string.Formatter().parse(english) if f}
    named = {f for f in fields if f in ALWAYS or f"the {{{f}}}" in english}
    named |= {f for f in fields if f"{{card}} and {{{f}}}" in english}
    if "{kind}" in english and "{target}" in english:
        named |= {"kind", "target"}
    if "Snowball" in english and "{target}" in english:
        named.add("target")
    return named - {"cards", "values", "n", "count", "game"}


def name_pattern(english: str) -> bool:
    """A template that makes up a card's own name ("{card} (trump)", "{suit} {number}")."""
    return english.startswith("{card} (") and english.endswith(")")


@cache
def german() -> list[Message]:
    """Every translated message of the German .po sources (however they are split)."""
    messages: list[Message] = []
    for path in [catalogue.po("de") for catalogue in i18n_tool.catalogues()]:
        with path.open("rb") as f:
            catalog: Catalog = read_po(f, locale="de")
        messages += [m for m in catalog if m.id and m.string]
    return messages


def forms(message: Message) -> Iterator[tuple[str, str]]:
    english = message.id[0] if isinstance(message.id, tuple) else message.id
    strings = message.string if isinstance(message.string, tuple) else (message.string,)
    for text in strings:
        yield english, text


@cache
def german_card_names() -> list[str]:
    """Every game's card names in German, those with most words first (an adjective)."""
    spoken = i18n.current()
    i18n.use("de", catalogues())
    try:
        said = {get_game(gid).card_name(card) for gid in game_ids() for card in get_game(gid).all_cards}
    finally:
        i18n.use(spoken, catalogues())
    return sorted(said, key=lambda name: (-len(name.split()), name))


def with_cards() -> list[tuple[str, str]]:
    return [(english, text) for message in german() for english, text in forms(message)
            if card_placeholders(english) and not name_pattern(english)]


def test_the_german_catalogue_has_card_sentences_to_check() -> None:
    """The check below reads the real catalogue: some hundred sentences name a card."""
    assert len(with_cards()) > 150
    assert any(len(name.split()) > 1 and not name.split()[-1].isdigit() for name in german_card_names())


@pytest.mark.parametrize(("english", "text"), with_cards(), ids=lambda value: value[:60])
def test_every_card_name_stands_as_a_quoted_name(english: str, text: str) -> None:
    """Filled with each game's names, each card's name in the German sentence stands in
    quotes (or after a colon, or alone in brackets), never bare where German would decline it, never right
    after a dative preposition, and never quoted twice."""
    names = german_card_names()
    shaped = SHAPED_ONLY.get(english, card_placeholders(english)) if english in SHAPED else set()
    for field in sorted(card_placeholders(english)):
        for name in (names[0], names[len(names) // 2], names[-1]):
            value = QUOTED.format(name) if field in shaped else name
            filled = _fill(text, field, value)
            where = filled.index(value)
            before = filled[:where]
            bracketed = before.endswith("(") and filled[where + len(value):].startswith(")")
            if english in LABELS or before.endswith(": ") or bracketed:
                continue
            if field in shaped:
                assert not before.endswith("„"), f"{text!r}: {{{field}}} comes quoted already"
                continue
            assert before.endswith("„") and filled[where + len(value):].startswith("“"), (
                f"{text!r}: the card's name {{{field}}} must stand as „{{{field}}}“ (read: {filled!r})")
            word = re.findall(r"(\w+)\s*„$", before)
            assert not word or word[0].lower() not in DATIVE, (
                f"{text!r}: „{{{field}}}“ right after {word[0]!r} would need the dative: "
                f"write {word[0]} der Karte „{{{field}}}“ (read: {filled!r})")


def _fill(text: str, field: str, value: str) -> str:
    """``text`` with ``field`` as ``value`` and every other placeholder as a short word."""
    fields = {f for _, f, _, _ in string.Formatter().parse(text) if f}
    return text.format(**{f: (value if f == field else "X") for f in fields})


def test_lists_of_cards_follow_a_colon_or_the_word_karten() -> None:
    """A list of names ({cards}) cannot be quoted as one name: it follows a colon, as a
    label does, or "Karten" as an apposition ("gib die Karten {cards} weiter"), or opens
    a line as its subject."""
    bad = [text for message in german() for _, text in forms(message)
           if "{cards}" in text and not text.startswith("{cards}")
           and not re.search(r"(: |\bKarten )\{cards\}", text)]
    assert bad == []


def test_the_recap_quotes_the_name_it_shapes() -> None:
    """The words the recap puts in the shaped sentences: "the {card}" is „{card}“."""
    shaped = {english: text for message in german() for english, text in forms(message)}
    assert shaped["the {card}"] == "„{card}“"


# Seats other than the sentence's own that a sentence about another seat (the "{name}"
# form) names: the reader's own seat is "du" there, which a placeholder cannot decline
# ("an du", "stiehlt du"): it stands as a label after a colon ("Empfänger: du").
OTHER_SEATS = ("to", "robbed")


def test_a_second_seat_that_may_be_you_stands_as_a_label() -> None:
    bad = []
    for message in german():
        for english, text in forms(message):
            about_other = "{name}" in english and not english.startswith("{name}, ")
            for field in OTHER_SEATS:
                if about_other and f"{{{field}}}" in english and f": {{{field}}}" not in text:
                    bad.append(text)
    assert bad == []
