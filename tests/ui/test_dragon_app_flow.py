"""By keyboard from the title, which opens focused on Dodge the Dragon, to a Dragon table (the
app's flow: ``tests/ui/test_app_flow.py``).
"""

from __future__ import annotations

from table.ui.intents import key, text
from table.ui.scenes.setup import SetupScene
from table.ui.scenes.table import TableScene
from table.ui.scenes.title import TitleScene
from table.ui.settings_model import SeatChoice, setup_for
from tests.ui.driver import make_app
from tests.ui.test_app_flow import press


def test_keyboard_from_title_to_a_dragon_table() -> None:
    app = make_app()
    app.push(TitleScene(app))
    app.step([], 1 / 60)
    press(app, "activate")  # the title opens focused on Dodge the Dragon
    setup = app.stack.top
    assert isinstance(setup, SetupScene) and setup.game_id == "dragon"
    # Players: 4 by default; one left arrow makes it 3. Then name seat 1 by typing.
    assert setup.players == 4
    app.step([key("move", dx=-1)], 1 / 60)
    assert setup.players == 3
    press(app, "next", "next")  # seat 1 kind, seat 1 name
    for _ in range(12):
        press(app, "erase")
    for char in "Zoe":
        app.step([text(char)], 1 / 60)
    assert setup.name_fields[0].value == "Zoe"
    setup.start_button.activate()
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.match.names[0] == "Zoe" and table.match.state.players == 3
    assert [plan.human for plan in table.match.seats] == [True, False, False]
    remembered = setup_for(app.settings, "dragon")
    assert remembered is not None and remembered.players == 3
    assert remembered.seats[0] == SeatChoice("human", "Zoe", "normal")
