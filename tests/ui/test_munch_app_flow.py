"""Munch's setup offers the last choices again, its options included (the app's flow:
``tests/ui/test_app_flow.py``).
"""

from __future__ import annotations

from table.ui.scenes.setup import SetupScene
from table.ui.settings_model import SeatChoice, SetupChoice, remember_setup
from tests.ui.driver import make_app


def test_setup_offers_the_last_choices_again() -> None:
    app = make_app()
    remember_setup(
        app.settings,
        "munch",
        SetupChoice(
            players=3,
            seats=[
                SeatChoice("ai", "Mo", "hard"),
                SeatChoice("human", "Lu", ""),
                SeatChoice("human", "Kit", ""),
            ],
            options={"hands": 2},
            seed="42",
        ),
    )
    setup = SetupScene(app, "munch")
    assert setup.players == 3 and setup.seed_field.value == "42"
    assert setup.option_choices["hands"].value == 2
    plans = setup.seat_plans()
    assert [(p.kind, p.name, p.level) for p in plans] == [
        ("ai", "Mo", "hard"),
        ("human", "Lu", "normal"),
        ("human", "Kit", "normal"),
    ]
