"""Snow's first game is a short one: the setup offers half the target (about four rounds
instead of eight) until the player has chosen, says which is which, keeps a short or
full game across player counts, and remembers the choice like the other set-up choices."""

from __future__ import annotations

import pytest

from table.games import game_ids, get_game
from table.games.snow.rules import default_target
from table.ui.intents import key
from table.ui.scenes.setup import SetupScene
from table.ui.scenes.table import TableScene
from tests.ui.driver import FRAME, make_app


def _target(setup: SetupScene) -> int:
    return int(setup.option_choices["target"].value)


def test_a_newcomer_is_offered_the_short_game_and_the_choice_is_remembered() -> None:
    app = make_app()
    setup = SetupScene(app, "snow")
    app.stack.reset(setup)
    assert setup.players == 4 and _target(setup) == default_target(4) // 2 == 150
    choice = setup.option_choices["target"]
    assert "short" in choice.show(choice.value)
    setup.players_choice.step(-2)  # to 2 players: a short game stays short at another count
    assert setup.players == 2 and _target(setup) == default_target(2) // 2
    setup.players_choice.step(2)
    choice = setup.option_choices["target"]
    choice.set_value(300)
    assert "full" in choice.show(choice.value)
    setup.start()
    table = app.stack.top
    assert isinstance(table, TableScene) and table.match.state.options["target"] == 300
    again = SetupScene(app, "snow")  # the full game, chosen once, is offered from now on
    assert _target(again) == 300
    again.option_choices["target"].set_value(150)
    app.stack.reset(again)
    app.step([], FRAME)
    again.focus.focus = again.focus.widgets.index(again.start_button)
    app.step([key("activate")], FRAME)
    assert isinstance(app.stack.top, TableScene) and app.stack.top.match.state.options["target"] == 150
    assert _target(SetupScene(app, "snow")) == 150
    app.close()


@pytest.mark.parametrize("game_id", [game_id for game_id in game_ids() if game_id != "snow"])
def test_other_games_keep_their_defaults(game_id: str) -> None:
    app = make_app()
    setup = SetupScene(app, game_id)
    shown = [option for option in get_game(game_id).options if option.name in setup.option_choices]
    assert shown
    for option in shown:
        default = option.default(setup.players) if callable(option.default) else option.default
        assert setup.option_choices[option.name].value == default, option.name
    app.close()
