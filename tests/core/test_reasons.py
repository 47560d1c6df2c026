"""The rules' sentences as data (``table.core.reasons``, issue 33): an ``IllegalMove``'s
message stays English whatever language is spoken, and its reason is said in the
language spoken now, with the table's seat names; an event's reason likewise."""

from __future__ import annotations

from table.core import refusals
from table.core.reasons import MESSAGES
from table.games import game_ids, get_game


def test_every_message_id_is_its_games_and_unique() -> None:
    assert refusals.GAME_OVER.id in MESSAGES
    for game in game_ids():
        get_game(game)
        assert any(key.startswith(f"{game}.") for key in MESSAGES), game


def test_english_is_said_once_and_stays_english_whatever_language_is_spoken() -> None:
    # The English sentence is built once per message and arguments, then looked up
    # (issue speed32: every trick and battle says its reason): built while another
    # language is spoken, it is English; asked again, it is the same English.
    from table.core import i18n
    from table.games.munch import refusals as munch
    from table.manifest import catalogues

    i18n.use("de", catalogues())
    reason = munch.VAMPIRES_LED(card="vampire-8")
    assert reason.english() == "Vegan Vampires were led and Vampire 8 is the highest."
    assert reason.said(None) != reason.english()  # said in German
    i18n.use("en", catalogues())
    assert reason.english() == "Vegan Vampires were led and Vampire 8 is the highest."
    i18n.use("fr", catalogues())
    assert munch.VAMPIRES_LED(card="vampire-8").english() == reason.english()
    # A seat named: "you" for the seat that tried, "Seat N" for another, each its own.
    waiting = refusals.NOT_YOUR_TURN(seat=2, waiting=[0, 1])
    assert waiting.english() == "It is not Seat 2's turn; waiting for Seat 0 and Seat 1."
    assert waiting.english(2) == "It is not your turn; waiting for Seat 0 and Seat 1."
    assert refusals.NOT_YOUR_TURN(seat=2, waiting=[0, 3]).english() == (
        "It is not Seat 2's turn; waiting for Seat 0 and Seat 3."
    )


def test_english_keeps_arguments_that_are_equal_but_said_differently_apart() -> None:
    from table.core.reasons import Message
    from table.core.words import Words, checked

    message = Message("test.said_as_is", Words("It says {value}."))
    try:
        assert message(value=1).english() == "It says 1."
        assert message(value=True).english() == "It says True."
        assert message(value=[1]).english() == "It says [1]."
        assert message(value=[True]).english() == "It says [True]."
        assert message(value=1).english() == "It says 1."
        with checked():  # a sentence said while checked is built (and checked) again
            assert message(value=1).english() == "It says 1."
    finally:
        del MESSAGES[message.id]
