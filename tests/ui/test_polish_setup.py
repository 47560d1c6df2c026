"""The setup screen as a player wants it: Enter starts from a name, numbers stop at their
ends, the seed is folded away under Advanced, and your name carries over to every game."""

from __future__ import annotations

import itertools

from table.games import game_ids, get_game
from table.ui.intents import Intent, key, text
from table.ui.scenes.overlays import how_won, ordinal, placings
from table.ui.scenes.setup import SetupScene, option_values, show_value
from table.ui.scenes.table import TableScene
from table.ui.scenes.title import TitleScene
from table.ui.settings_model import player_name
from table.ui.widgets import Button, Choice, TextField
from tests.ui.driver import make_app


def press(app, *intents: Intent) -> None:  # type: ignore[no-untyped-def]
    for intent in intents:
        app.step([intent], 1 / 60)


def test_enter_in_the_name_field_starts_the_game() -> None:
    app = make_app()
    app.push(TitleScene(app))
    setup = SetupScene(app, "dragon")
    app.push(setup)
    press(app, key("next"), key("next"))  # seat 1's kind, then seat 1's name
    assert setup.focus.focused is setup.name_fields[0]
    for _ in range(12):
        press(app, key("erase"))
    press(app, *(text(char) for char in "Ada"), key("activate"))
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.match.names[0] == "Ada"


def test_enter_on_a_value_starts_too_and_a_click_in_a_name_does_not() -> None:
    app = make_app()
    app.push(TitleScene(app))
    setup = SetupScene(app, "munch")
    app.push(setup)
    field = setup.name_fields[0]
    setup.place()
    x, y, w, h = field.rect
    press(app, Intent("click", pos=(round(x + w / 2), round(y + h / 2))))
    assert app.stack.top is setup and setup.focus.focused is field
    setup.focus.focus = 0  # the player count
    press(app, key("activate"))
    assert isinstance(app.stack.top, TableScene)


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


def test_plain_choices_clamp_or_wrap_as_asked() -> None:
    numbers = Choice("n", [1, 2, 3], 0, wrap=False)
    assert numbers.step(-1) and numbers.value == 1
    numbers.rect = (0.0, 0.0, 200.0, 40.0)
    numbers.click((10, 20))  # the "<" side
    assert numbers.value == 1
    kinds = Choice("k", ["a", "b"], 0)
    assert kinds.step(-1) and kinds.value == "b"


def test_the_seed_is_under_advanced_and_named_in_words() -> None:
    app = make_app()
    setup = SetupScene(app, "batwalk")
    labels = [getattr(widget, "label", "") for widget in setup.focus.widgets]
    assert setup.seed_field not in setup.focus.widgets
    assert not any("seed" in label.lower() for label in labels)
    shown = [choice.show(choice.value) for choice in setup.option_choices.values()]
    assert not any("seed" in words.lower() for words in shown)
    assert "at random" in shown  # who starts the first show
    assert show_value(None) == "at random"
    setup.toggle_advanced()
    assert setup.seed_field in setup.focus.widgets
    assert isinstance(setup.seed_field, TextField) and setup.seed_field.placeholder == "random"
    advanced = setup.advanced_button
    assert isinstance(advanced, Button) and "Advanced" in advanced.label
    setup.toggle_advanced()
    assert setup.seed_field not in setup.focus.widgets


def test_a_seed_used_last_time_opens_the_fold_and_is_kept() -> None:
    app = make_app()
    setup = SetupScene(app, "dragon")
    setup.toggle_advanced()
    setup.seed_field.value = "42"
    setup.start()
    again = SetupScene(app, "dragon")
    assert again.advanced_open and again.seed_field.value == "42"
    assert again.seed_field in again.focus.widgets


def test_your_name_carries_over_to_every_games_setup() -> None:
    app = make_app()
    dragon = SetupScene(app, "dragon")
    dragon.name_fields[0].value = "Zoe"
    dragon.start()
    assert player_name(app.settings) == "Zoe"
    for game_id in [game for game in game_ids() if game != "dragon"]:
        setup = SetupScene(app, game_id)
        assert setup.name_fields[0].value == "Zoe", game_id
        assert setup.name_fields[1].value != "Zoe"  # an AI seat keeps its own name
    # the first human seat gets it, wherever it sits
    royal = SetupScene(app, "royal")
    royal.kind_choices[0].set_value(("ai", "easy"))
    royal._kind_changed(0, ("ai", "easy"))
    royal.kind_choices[1].set_value(("human", ""))
    royal._kind_changed(1, ("human", ""))
    assert royal.name_fields[1].value == "Zoe" and royal.name_fields[0].value != "Zoe"


def test_a_default_player_name_is_not_remembered_as_yours() -> None:
    app = make_app()
    setup = SetupScene(app, "dragon")
    assert setup.name_fields[0].value == "Player 1"
    setup.start()
    assert player_name(app.settings) == ""
    app.settings.player_name = 7  # type: ignore[assignment]  # a hand-edited file
    assert player_name(app.settings) == ""
    assert SetupScene(app, "munch").name_fields[0].value == "Player 1"


def test_int_options_offer_their_values_in_order() -> None:
    for option in get_game("dragon").options:
        if option.kind == "int":
            values = option_values(option, 4)
            assert values == sorted(values)


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


def test_game_over_ranks_a_finished_game_and_says_how_it_is_won() -> None:
    from table.ui.controller import Match
    from table.ui.scenes.overlays import GameOverScene
    from tests.ui.driver import seats

    app = make_app()
    match = Match("dragon", seats("ai,ai,ai,ai"), {"limit": 20}, 5)
    while not match.state.is_over:
        seat = match.state.turn[0]
        match.act(seat, match.state.legal_actions(seat)[0])
    table = TableScene(app, match)
    app.stack.reset(table)
    over = GameOverScene(app, table)
    ranking = over.ranking()
    scores = match.state.scores
    assert sorted(seat for _, seat in ranking) == [0, 1, 2, 3]
    assert [scores[seat] for _, seat in ranking] == sorted(scores)  # lowest first
    assert {seat for place, seat in ranking if place == 1} == set(match.state.winners)
    for (place, seat), (next_place, next_seat) in itertools.pairwise(ranking):
        assert (place == next_place) == (scores[seat] == scores[next_seat])
    assert how_won("dragon", match.state.view(None)) == "Lowest total wins."
    assert how_won("munch", {}) == "Highest total wins."
    app.push(over)
    app.step([], 1 / 60)


def test_every_ai_level_is_offered_and_an_expert_seat_is_remembered() -> None:
    app = make_app()
    setup = SetupScene(app, "dragon")
    seat = setup.kind_choices[1]
    assert seat.values == [("human", ""), ("ai", "easy"), ("ai", "normal"), ("ai", "hard"), ("ai", "expert")]
    assert [seat.show(kind) for kind in seat.values][-1] == "AI · Expert"
    seat.set_value(("ai", "expert"))
    setup._kind_changed(1, ("ai", "expert"))
    setup.start()
    again = SetupScene(app, "dragon")  # a remembered Expert seat opens the setup as it was left
    assert again.kind_choices[1].value == ("ai", "expert")
