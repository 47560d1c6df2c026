"""The setup screen offers AI seats and levels only for a game whose AI part exists
(``table.parts.has_ai``); a game added without one is played hot-seat."""

from __future__ import annotations

import pytest

from table import parts
from table.games import game_ids
from table.ui.scenes.setup import SEAT_KINDS, SetupScene
from table.ui.scenes.table import TableScene
from table.ui.settings_model import SeatChoice, SetupChoice, remember_setup
from tests.ui.driver import make_app


def _hide_ai(monkeypatch: pytest.MonkeyPatch, game_id: str) -> None:
    real = parts._exists  # the game's AI module hidden, as in a game added without one
    hidden = f"table.ai.heuristics.{game_id}"
    monkeypatch.setattr(parts, "_exists", lambda name: name != hidden and real(name))


@pytest.mark.parametrize("game_id", game_ids())
def test_a_game_with_its_ai_part_offers_every_level(game_id: str) -> None:
    setup = SetupScene(make_app(), game_id)
    assert all(choice.values == list(SEAT_KINDS) for choice in setup.kind_choices)
    assert [plan.kind for plan in setup.seat_plans()][1:] == ["ai"] * (setup.players - 1)


@pytest.mark.parametrize("game_id", game_ids())
def test_a_game_without_its_ai_part_offers_human_seats_only(
    monkeypatch: pytest.MonkeyPatch, game_id: str
) -> None:
    _hide_ai(monkeypatch, game_id)
    app = make_app()
    # The last setup had AI seats (played before the AI part went): they come back human.
    seats = [SeatChoice("human", "Ann", ""), SeatChoice("ai", "Bo", "hard"), SeatChoice("ai", "Mil", "easy")]
    remember_setup(app.settings, game_id, SetupChoice(players=3, seats=seats, options={}, seed=""))
    setup = SetupScene(app, game_id)
    app.push(setup)
    assert all(choice.values == [("human", "")] for choice in setup.kind_choices)
    plans = setup.seat_plans()
    assert [plan.kind for plan in plans] == ["human"] * setup.players
    assert len({plan.name for plan in plans}) == len(plans)
    setup.start()
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert all(seat.human for seat in table.match.seats)
    # Another game keeps its AI levels.
    other = next(other for other in game_ids() if other != game_id)
    assert SetupScene(app, other).kind_choices[1].values == list(SEAT_KINDS)
