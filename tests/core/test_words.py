"""The sentence builder (``table.core.words``) and every game's message table: each
template is one whole sentence per form, with the placeholders it is given."""

from __future__ import annotations

import importlib

import pytest

from table.core.words import (
    Names,
    PlaceholderMismatch,
    Sentence,
    Words,
    checked,
    name_of,
    names_list,
    ngettext,
    placeholders,
)
from table.games import game_ids

MODULES = ["table.games.words", *(f"table.games.{gid}.words" for gid in game_ids())]


def messages() -> list[tuple[str, Sentence | Words]]:
    found = []
    for module_name in MODULES:
        module = importlib.import_module(module_name)
        for name, value in vars(module).items():
            if isinstance(value, Sentence | Words):
                found.append((f"{module_name}.{name}", value))
    return found


def test_every_game_has_its_message_table() -> None:
    # every game of the registry brings sentences of its own (no count of games by hand)
    assert {name.split(".")[2] for name, _ in messages() if name.count(".") == 4} == set(game_ids())
    assert len(messages()) > 150


@pytest.mark.parametrize(("where", "message"), messages(), ids=[where for where, _ in messages()])
def test_each_template_is_whole_and_has_its_placeholders(where: str, message: Sentence | Words) -> None:
    if isinstance(message, Sentence):
        # The "you" form never names the seat (the other names it, or says "their"); both take
        # the same values besides the name, and the plural forms come in pairs with {n}.
        assert "name" not in placeholders(message.you), where
        assert placeholders(message.you) == placeholders(message.other) - {"name"}, where
        assert bool(message.you_many) == bool(message.other_many), where
        if message.you_many:
            for template in message.templates():
                assert "n" in placeholders(template), (where, template)
            assert placeholders(message.you_many) == placeholders(message.you), where
            assert placeholders(message.other_many) == placeholders(message.other), where
        # No "You" form glued to a third-person verb or a possessive "'s".
        for template in (message.you, message.you_many):
            assert "You's" not in template and "you's" not in template, where
    else:
        if message.many:
            assert placeholders(message.many) == placeholders(message.one), where
            assert "n" in placeholders(message.one), where


def test_a_sentence_picks_its_form_by_seat_and_count() -> None:
    names = Names(["Ann", "Ben", "Cat"], me=1)
    takes = Sentence(
        "You take {n} point", "{name} takes {n} point", "You take {n} points", "{name} takes {n} points"
    )
    assert takes(names, 1, n=1) == "You take 1 point"
    assert takes(names, 0, n=3) == "Ann takes 3 points"
    assert takes(["Ann", "Ben"], 1, n=2) == "Ben takes 2 points"  # a plain list has no "you"
    assert name_of(names, 1) == "you" and name_of(names, 2) == "Cat" and name_of(None, 4) == "Seat 5"
    assert names_list(names, [0, 1, 2]) == "Ann, you and Cat"
    assert ngettext("{n} card", "{n} cards", 1) == "{n} card"
    assert Words("{n} card", "{n} cards")(n=0) == "0 cards"


def test_checked_sentences_refuse_a_missing_or_unused_value() -> None:
    gives = Sentence("You give {to} a card.", "{name} gives {to} a card.")
    with checked():
        assert gives(Names(["Ann", "Ben"], me=0), 1, to="you") == "Ben gives you a card."
        with pytest.raises(PlaceholderMismatch):
            gives(Names(["Ann", "Ben"]), 1, to="Ann", card="x")
        with pytest.raises(PlaceholderMismatch):
            gives(Names(["Ann", "Ben"]), 1)
    # Unchecked (a real game), an unused value is let be.
    assert gives(Names(["Ann", "Ben"]), 1, to="Ann", card="x") == "Ben gives Ann a card."
