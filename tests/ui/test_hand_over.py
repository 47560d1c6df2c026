"""Hot-seat: a frame drawn after a hand-over never shows another human's private card.

Whole games with two and three humans are played by clicks; on every frame with no
animation in flight (each frame right after a hand-over is one) every face-up card
drawn must be one the seat on screen may see, and during AI turns or on the hand-over
screen itself, one that everybody may see.
"""

from __future__ import annotations

import random

import pytest

from table.games import game_ids
from table.ui.scenes.overlays import HandOverScene
from tests.per_game import data_of
from tests.ui.driver import TableDriver, make_app, start_table

# Each game's hot-seat tables are its own test data (tests/per_game/<id>.py: HOT_SEAT).
HOT_SEATS = [(game_id, number) for game_id in game_ids() for number in range(2)]


@pytest.mark.parametrize(("game_id", "number"), HOT_SEATS, ids=[f"{g}-{n}" for g, n in HOT_SEATS])
def test_no_private_card_after_a_hand_over(game_id: str, number: int) -> None:
    tables = data_of(game_id, "HOT_SEAT")
    assert tables, f"{game_id}: HOT_SEAT in tests/per_game/{game_id}.py names no table"
    if number >= len(tables):
        pytest.skip(f"{game_id} has {len(tables)} hot-seat table(s)")
    spec, options = tables[number]
    app = make_app()
    scene = start_table(app, game_id, spec, seed=21, options=options)
    driver = TableDriver(app, scene, random.Random(5), skip=True)
    driver.play_to_end()
    assert driver.hand_overs, "two humans at one computer must hand it over"
    assert set(driver.hand_overs) == set(scene.match.humans)
    assert driver.leaks == []


@pytest.mark.parametrize(
    ("game_id", "spec", "options"),
    [(game_id, *data_of(game_id, "NO_CHOICE_TABLE")) for game_id in game_ids()],
)
def test_nobody_is_called_to_the_computer_for_a_move_they_have_no_choice_in(
    game_id: str, spec: str, options: dict[str, object]
) -> None:
    # Dodge the Dragon's forced last card (and any seat's only legal move) is played
    # for them where it lies: a hand-over only to watch it would be a wasted trip (issue 32).
    app = make_app()
    scene = start_table(app, game_id, spec, seed=21, options=options)
    driver = TableDriver(app, scene, random.Random(5), skip=True)
    called_for_nothing: list[tuple[int, str]] = []
    real = HandOverScene.__init__

    def noting(over: HandOverScene, app_: object, table: object, seat: int) -> None:
        actions = scene.match.state.legal_actions(seat)
        if len(actions) == 1:
            called_for_nothing.append((seat, actions[0]))
        real(over, app_, table, seat)  # type: ignore[arg-type]

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(HandOverScene, "__init__", noting)
        driver.play_to_end()
    assert scene.match.state.is_over
    assert called_for_nothing == []
    assert driver.leaks == []
    humans = scene.match.humans
    assert any(seat in humans for seat, _ in scene.match.state.history)
