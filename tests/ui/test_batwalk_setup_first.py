"""Vamp on the Batwalk's setup offers only who may start the first show, by name: it
offered every suit's seat number as a bare "0" to "5" at any player count, and with two
players "0" passed the confirmation to replace the saved game only to be refused with
the rules' own words ("option 'first': with two players the trendsetter (seat 2) always
starts the game"; seen in the real window).

At every player count each value offered for ``first`` starts a game, reads as words
(a seat's name, "at random", or with two players "Trendsetter", the only one then),
and no two values read alike."""

from __future__ import annotations

import pytest

from table.games import get_game
from table.ui.scenes.setup import SetupScene
from tests.ui.driver import make_app

GAME = get_game("batwalk")


@pytest.mark.parametrize("players", range(GAME.min_players, GAME.max_players + 1))
def test_who_starts_is_offered_by_name_and_only_as_the_rules_allow(players: int) -> None:
    app = make_app()
    setup = SetupScene(app, "batwalk")
    app.push(setup)
    setup.players_choice.set_value(players)
    setup._players_changed(players)
    first = setup.option_choices["first"]
    shown = [first.show(value) for value in first.values]
    assert len(set(shown)) == len(shown), shown
    assert not any(words.strip().isdigit() for words in shown), shown
    if players == 2:
        assert shown == ["Trendsetter"]
    else:
        assert shown[0] == "at random"
        assert shown[1:] == [setup.name_fields[seat].value or f"Seat {seat + 1}" for seat in range(players)]
    for value in first.values:
        first.set_value(value)
        setup._start()  # no saved game: straight to the table, or a refusal in ``message``
        assert setup.message == "", f"{value!r}: {setup.message}"
        app.stack.reset(setup)
    app.close()
