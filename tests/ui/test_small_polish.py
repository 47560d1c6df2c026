"""Issue 20's smaller points at the table: the title clear of the felt's border, Snow's
race readable at low scores, Munch's sum of predictions once they are public, and the
Snow and Munch tables reading actions through their games' parsers.
"""

from __future__ import annotations

import random

import pygame
import pytest

from table.core import IllegalMove
from table.games import game_ids
from table.games.snow.actions import ALL_ACTIONS, Enhance
from table.ui import assets, gfx
from table.ui.intents import click, key
from table.ui.scenes.overlays import RoundSummary
from table.ui.tables.context import Geometry
from table.ui.tables.munch.presenter import PRESENTER as MUNCH
from table.ui.tables.munch.presenter import predicted_total
from table.ui.tables.snow import race
from table.ui.tables.snow.presenter import PRESENTER as SNOW
from table.ui.tables.snow.presenter import _enhanced
from tests.ui.driver import TableDriver, make_app, start_table

GAMES = game_ids()
SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def _bright(colour: pygame.Color) -> int:
    return int(colour.r) + int(colour.g) + int(colour.b)


def border_line(felt: pygame.Surface) -> tuple[int, int]:
    """The felt art's border line: the last row (from the top, at 30% across) and the
    last column (from the left, at 30% down) brighter than the felt inside it."""
    w, h = felt.get_size()
    column, row = round(w * 0.3), round(h * 0.3)
    inside = _bright(felt.get_at((column, round(h * 0.08))))
    rows = [y for y in range(round(h * 0.08)) if _bright(felt.get_at((column, y))) > inside + 60]
    inside = _bright(felt.get_at((round(w * 0.08), row)))
    columns = [x for x in range(round(w * 0.08)) if _bright(felt.get_at((x, row))) > inside + 60]
    assert rows and columns, "the felt has a border line"
    return rows[-1], columns[-1]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", GAMES)
def test_the_game_title_sits_inside_the_felts_border_line(game_id: str, size: tuple[int, int]) -> None:
    app = make_app(size)
    scene = start_table(app, game_id, "human,ai,ai", seed=1)
    app.step([], 1 / 30)
    bottom_row, right_column = border_line(assets.table_background(game_id, size))
    x, y = Geometry.for_size(size).header
    assert y > bottom_row + 2 and x > right_column + 2
    # The title's letters start below the line too (the font's ascent sits in its box).
    title = gfx.text_surface(scene.match.game.title, round(size[1] * 0.034), gfx.ACCENT, bold=True)
    assert title.get_bounding_rect().top + y > bottom_row + 2
    app.close()


def test_snow_race_bars_show_a_low_score_and_none_at_zero() -> None:
    bar = race.race_bar(240, 10, 30)
    assert race.race_fill(bar, 0, 300) == 0
    low = race.race_fill(bar, 10, 300)
    assert low >= bar[3] > bar[2] * 10 / 300  # a bar's height at least, not its 3% share
    assert race.race_fill(bar, 150, 300) == pytest.approx(bar[2] / 2)
    assert race.race_fill(bar, 400, 300) == bar[2]


def test_snow_race_panel_draws_the_start_line_the_low_fill_and_each_total() -> None:
    app = make_app((1280, 720))
    scene = start_table(app, "snow", "human,ai,ai", seed=2)
    ctx = scene.context()
    geo = ctx.geo
    box = pygame.Rect(0, 0, round(geo.panel[2]), round(geo.h * 0.05 + 3 * geo.h * 0.042))
    image = race._race_image(ctx, geo, box, [10, 0, 300], 300)
    line = geo.h * 0.042
    for seat, filled in ((0, True), (1, False), (2, True)):
        bar = race.race_bar(box.width, geo.h * 0.05 + seat * line, line)
        middle = round(bar[1] + bar[3] / 2)
        start = image.get_at((round(bar[0] + max(2.0, line * 0.08) + 2), middle))
        track = (48, 42, 60)
        assert (abs(start.r - track[0]) + abs(start.g - track[1]) > 40) == filled, seat
        assert _bright(image.get_at((round(bar[0]), middle))) > 500  # the start line, at 0 too
    app.close()


def test_munch_shows_the_predictions_sum_only_once_they_are_public() -> None:
    assert predicted_total({"phase": "predict", "predictions": [2, 1, 0]}) is None
    assert predicted_total({"phase": "play", "predictions": [2, None, 0]}) is None
    assert predicted_total({"phase": "play", "predictions": [2, 1, 3]}) == 6
    app = make_app()
    scene = start_table(app, "munch", "human,ai,ai", seed=5)
    driver = TableDriver(app, scene, random.Random(4))
    labels: list[tuple[str, str, bool]] = []
    for _ in range(4000):
        view = scene.shown()
        labels.append((str(view.get("phase")), MUNCH.round_label(view), scene.timeline.busy))
        state = scene.match.state
        if state.hand_number >= 2 and view.get("phase") == "play" and not scene.timeline.busy:
            break
        if isinstance(app.stack.top, RoundSummary):
            driver.frame([key("activate")])
        elif scene.actor() is not None:
            driver.frame(driver.human_intents())
        elif scene.timeline.busy:
            driver.frame([click((2, 2))])
        else:
            driver.frame()
    assert any(phase == "play" and "predicted" in label for phase, label, _ in labels)
    assert all("predicted" not in label for phase, label, _ in labels if phase == "predict")
    state = scene.match.state
    k = state.hand_number
    label = MUNCH.round_label(scene.shown())
    assert label == f"Hand {k} of 7 · predicted {sum(state.predictions)} of {k} tricks"
    app.close()


def test_snow_reads_enhancements_through_the_rules_parser() -> None:
    for action in ALL_ACTIONS:
        text = str(action)
        aimed = action.target if isinstance(action, Enhance) else None
        assert _enhanced(text) == aimed
        assert SNOW.button_label(text)  # every action has a label
    with pytest.raises(IllegalMove):
        SNOW.button_label("enhance harpoon")


def test_munch_prediction_buttons_read_the_number_through_the_parser() -> None:
    assert [MUNCH.button_label(f"predict {n}") for n in range(8)] == [str(n) for n in range(8)]
    assert MUNCH.button_label("play bat-7") == "play bat-7"


def test_snow_race_bars_follow_the_scores_on_screen() -> None:
    """Issue 32: the race panel is a cached patch blitted onto the table; the screen showed
    every bar at 0 while the score panel above it counted the battles won."""
    app = make_app((1280, 720))
    scene = start_table(app, "snow", "human,ai,ai,ai", seed=3, options={"target": 150})
    driver = TableDriver(app, scene, random.Random(1))
    for _ in driver.table_frames(20_000):
        scores = scene.shown()["scores"]
        if not scene.timeline.busy and max(scores) > 0:
            break
    else:
        pytest.fail("nobody scored")
    for _ in range(3):
        app.step([], 1 / 30)
    geo = Geometry.for_size((1280, 720))
    x, y, w, _ = geo.panel
    top = y + geo.h * 0.06 + 4 * min(geo.h * 0.08, geo.h * 0.5 / 4) + geo.h * 0.02
    screen = pygame.display.get_surface()
    line = geo.h * 0.042
    for seat, score in enumerate(scene.shown()["scores"]):
        bar = race.race_bar(round(w), geo.h * 0.05 + seat * line, line)
        point = (round(x) + round(bar[0] + bar[3] * 0.6), round(top) + round(bar[1] + bar[3] / 2))
        empty = screen.get_at(point)[:3] == (48, 42, 60)
        looks = "empty" if empty else "filled"
        assert empty == (score == 0), f"seat {seat} scored {score} but its race bar looks {looks}"
    app.close()


def test_royal_own_critters_stay_listed_in_the_score_panel() -> None:
    """Issue 32: at 1280x720 the two rows of claim buttons take the own critters' row
    (``own_look`` hides it), so your panel row names your two largest groups in front."""
    from table.ui.tables.royal.presenter import PRESENTER as ROYAL

    fronts = [["rat-5", "toad-2", "toad-4", "fly-7"], ["rat-4"], []]
    view = {"seat": 0, "players": 3, "phase": "give", "fronts": fronts, "known_in_hands": [[]] * 3}
    mine = ROYAL.seat_status(view, 0)
    assert "Rat ×1" in mine and "Toad ×2" in mine
    assert mine.index("Toad") < mine.index("Rat")  # the largest group first
    assert "Fly" not in mine  # two groups at the most: the line fits the panel in every language
    assert ROYAL.seat_status(view, 1) == ""  # another seat's single critter is its count only
