"""Dodge the Dragon's setup: its numbers stop at their ends and its int options offer their values
in order (every game's setup: ``test_polish_setup.py``).
"""

from __future__ import annotations

from table.games import get_game
from table.ui.intents import key
from table.ui.scenes.setup import SetupScene, option_values
from tests.ui.driver import make_app
from tests.ui.test_polish_setup import press


def test_numbers_stop_at_their_ends() -> None:
    app = make_app()
    setup = SetupScene(app, "dragon")
    app.push(setup)
    limit = setup.option_choices["limit"]
    smallest, largest = limit.values[0], limit.values[-1]
    assert smallest < largest
    limit.set_value(smallest)
    setup.focus.focus = setup.focus.widgets.index(limit)
    press(app, key("move", dx=-1), key("move", dx=-1))
    assert limit.value == smallest  # not round to the largest
    assert setup.focus.focused is limit  # the key was used, the focus stayed
    for _ in range(len(limit.values) + 2):
        press(app, key("move", dx=1))
    assert limit.value == largest
    players = setup.players_choice
    players.set_value(3)
    players.step(-1)
    assert setup.players_choice.value == 3
    # a list of kinds still goes round: Expert (the last) -> Human
    kind = setup.kind_choices[1]
    kind.set_value(("ai", "expert"))
    kind.step(1)
    assert kind.value == ("human", "")


def test_int_options_offer_their_values_in_order() -> None:
    for option in get_game("dragon").options:
        if option.kind == "int":
            values = option_values(option, 4)
            assert values == sorted(values)
