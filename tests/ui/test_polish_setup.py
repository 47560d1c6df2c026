"""The setup screen as a player wants it: Enter starts from a name, numbers stop at their
ends, the seed is folded away under Advanced, and your name carries over to every game."""

from __future__ import annotations

import pytest

from table.games import game_ids
from table.ui.intents import Intent, key, text
from table.ui.scenes.overlays import ordinal, placings
from table.ui.scenes.setup import SetupScene
from table.ui.scenes.table import TableScene
from table.ui.scenes.title import TitleScene
from table.ui.settings_model import player_name
from table.ui.widgets import Choice
from tests.ui.driver import make_app


def press(app, *intents: Intent) -> None:  # type: ignore[no-untyped-def]
    for intent in intents:
        app.step([intent], 1 / 60)


@pytest.mark.parametrize("game_id", game_ids())
def test_enter_in_the_name_field_starts_the_game(game_id: str) -> None:
    app = make_app()
    app.push(TitleScene(app))
    setup = SetupScene(app, game_id)
    app.push(setup)
    press(app, key("next"), key("next"))  # seat 1's kind, then seat 1's name
    assert setup.focus.focused is setup.name_fields[0]
    for _ in range(12):
        press(app, key("erase"))
    press(app, *(text(char) for char in "Ada"), key("activate"))
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.match.names[0] == "Ada"


@pytest.mark.parametrize("game_id", game_ids())
def test_enter_on_a_value_starts_too_and_a_click_in_a_name_does_not(game_id: str) -> None:
    app = make_app()
    app.push(TitleScene(app))
    setup = SetupScene(app, game_id)
    app.push(setup)
    field = setup.name_fields[0]
    setup.place()
    x, y, w, h = field.rect
    press(app, Intent("click", pos=(round(x + w / 2), round(y + h / 2))))
    assert app.stack.top is setup and setup.focus.focused is field
    setup.focus.focus = 0  # the player count
    press(app, key("activate"))
    assert isinstance(app.stack.top, TableScene)


def test_plain_choices_clamp_or_wrap_as_asked() -> None:
    numbers = Choice("n", [1, 2, 3], 0, wrap=False)
    assert numbers.step(-1) and numbers.value == 1
    numbers.rect = (0.0, 0.0, 200.0, 40.0)
    numbers.click((10, 20))  # the "<" side
    assert numbers.value == 1
    kinds = Choice("k", ["a", "b"], 0)
    assert kinds.step(-1) and kinds.value == "b"


@pytest.mark.parametrize("game_id", game_ids())
def test_a_seed_used_last_time_opens_the_fold_and_is_kept(game_id: str) -> None:
    app = make_app()
    setup = SetupScene(app, game_id)
    setup.toggle_advanced()
    setup.seed_field.value = "42"
    setup.start()
    again = SetupScene(app, game_id)
    assert again.advanced_open and again.seed_field.value == "42"
    assert again.seed_field in again.focus.widgets


@pytest.mark.parametrize("game_id", game_ids())
def test_your_name_carries_over_to_every_games_setup(game_id: str) -> None:
    app = make_app()
    first = SetupScene(app, game_id)
    first.name_fields[0].value = "Zoe"
    first.start()
    assert player_name(app.settings) == "Zoe"
    for other_id in [game for game in game_ids() if game != game_id]:
        setup = SetupScene(app, other_id)
        assert setup.name_fields[0].value == "Zoe", other_id
        assert setup.name_fields[1].value != "Zoe"  # an AI seat keeps its own name
        # the first human seat gets it, wherever it sits
        setup.kind_choices[0].set_value(("ai", "easy"))
        setup._kind_changed(0, ("ai", "easy"))
        setup.kind_choices[1].set_value(("human", ""))
        setup._kind_changed(1, ("human", ""))
        assert setup.name_fields[1].value == "Zoe" and setup.name_fields[0].value != "Zoe", other_id


@pytest.mark.parametrize("game_id", game_ids())
def test_a_default_player_name_is_not_remembered_as_yours(game_id: str) -> None:
    app = make_app()
    setup = SetupScene(app, game_id)
    assert setup.name_fields[0].value == "Player 1"
    setup.start()
    assert player_name(app.settings) == ""
    app.settings.player_name = 7  # type: ignore[assignment]  # a hand-edited file
    assert player_name(app.settings) == ""
    for other_id in game_ids():
        assert SetupScene(app, other_id).name_fields[0].value == "Player 1", other_id


# --- game over ---------------------------------------------------------------------------------


def test_placings_rank_by_total_and_ties_share_a_place() -> None:
    # Dragon: lowest first; seats 1 and 3 tie on 12 and both come second
    assert placings([30, 12, 5, 12], [2], lowest_first=True) == [(1, 2), (2, 1), (2, 3), (4, 0)]
    # Munch: highest first; two winners share first, the next is third
    assert placings([40, 40, 10], [0, 1], lowest_first=False) == [(1, 0), (1, 1), (3, 2)]
    # Royal: one loser, everyone else shares the win whatever lies in front of them
    assert placings([3, 9, 5], [0, 2], lowest_first=None) == [(1, 0), (1, 2), (3, 1)]
    # the winners come first even where a total would say otherwise (Batwalk's trendsetter)
    assert placings([4, 3, 5], [2], lowest_first=False)[0] == (1, 2)
    assert [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd",
    ]


@pytest.mark.parametrize("game_id", game_ids())
def test_every_ai_level_is_offered_and_an_expert_seat_is_remembered(game_id: str) -> None:
    app = make_app()
    setup = SetupScene(app, game_id)
    seat = setup.kind_choices[1]
    assert seat.values == [("human", ""), ("ai", "easy"), ("ai", "normal"), ("ai", "hard"), ("ai", "expert")]
    assert [seat.show(kind) for kind in seat.values][-1] == "AI · Expert"
    seat.set_value(("ai", "expert"))
    setup._kind_changed(1, ("ai", "expert"))
    setup.start()
    again = SetupScene(app, game_id)  # a remembered Expert seat opens the setup as it was left
    assert again.kind_choices[1].value == ("ai", "expert")
