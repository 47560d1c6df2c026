"""The last shared-layer overlaps of issue 20, measured on the rectangles the table draws with.

A replay's open hands stay under the title and clear of the other seats' plates, inside
the window, and its Back/Next buttons keep between the side seats; the score panel's
rounded foot never clips its last row's status line; every plate of a table sets its
name at one size (never under 12 px); a setup option's long label is whole; and the
coach's pointer goes round the prompt's box, never across its words.
"""

from __future__ import annotations

import math
import random

import pytest

from table.games import game_ids, get_game
from table.session import Seat, Session
from table.ui import gfx, layout
from table.ui.app import App
from table.ui.controller import Match, SeatPlan
from table.ui.intents import key
from table.ui.pointer import gap_to, route
from table.ui.replay import ReplayScene
from table.ui.scenes.setup import SetupScene
from table.ui.scenes.table import TableScene
from table.ui.scenes.table_plates import SeatLook, plate_names
from table.ui.settings_model import UI_SCALES, Settings
from table.ui.tables.context import Geometry, applied_ui_scale
from table.ui.widgets import Choice, label_fits
from tests.per_game import data_of, sample_game
from tests.ui.driver import FRAME
from tests.ui.overlap_parts import header_rects

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
REPLAYS = [(game_id, get_game(game_id).max_players) for game_id in game_ids()]  # the fullest tables
NAMES = ("Mildred", "Bones", "Count Crumb", "Ghoulia", "Pumpkin", "Sir Rattle")


def _scales(size: tuple[int, int]) -> list[float]:
    """The scales a window really uses (a too large one is fitted down: no duplicates)."""
    return sorted({applied_ui_scale(scale, size) for scale in UI_SCALES})


def _recorded(game_id: str, players: int, seed: int = 3) -> Session:
    """A game some moves in (a few deals' worth), as its record would replay it."""
    state = get_game(game_id).new_state(players, seed, {})
    rng = random.Random(seed)
    for _ in range(6):
        if state.is_over:
            break
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    seats = [Seat(NAMES[index], "ai", "normal", index) for index in range(players)]
    return Session(game_id, state, seats)


def _settled_replay(
    game_id: str, players: int, size: tuple[int, int], scale: float
) -> tuple[App, ReplayScene]:
    app = App(Settings(ui_scale=scale, animation_speed=8.0), size=size, sound=False)
    scene = ReplayScene(app, _recorded(game_id, players), paused=True)
    app.push(scene)
    for _ in range(400):
        if not scene.timeline.busy:
            break
        app.step([key("skip")], FRAME)
    for _ in range(3):
        scene.step_once()
        for _ in range(200):
            app.step([key("skip")] if scene.timeline.busy else [], FRAME)
            if not scene.timeline.busy:
                break
    return app, scene


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("game_id", "players"), REPLAYS)
def test_a_replays_open_hands_and_step_buttons_keep_clear(
    game_id: str, players: int, size: tuple[int, int]
) -> None:
    problems = []
    for scale in _scales(size):
        app, scene = _settled_replay(game_id, players, size, scale)
        with gfx.at_scale(app.ui_scale):
            ctx = scene.context()
            geo = ctx.geo
            rows = scene.open_hands.rows(ctx)
            header = header_rects(scene, geo, ctx.view)
            centres = layout.opponent_centres(ctx.players, ctx.bottom_seat, geo.table)
            plates = {seat: geo.plate_rect(point) for seat, point in centres.items()}
            steps = scene.step_rects()
            decision = geo.button_rects(2, players)
            assert [(s[1], s[3]) for s in steps] == [(r[1], r[3]) for r in decision]  # their row
            assert steps[0][0] <= decision[0][0] and steps[1][0] >= decision[1][0]  # at the row's ends
            labels = [label for label, _ in ctx.frame.buttons]
            assert all(label_fits(label, step) for label, step in zip(labels, steps, strict=True)), labels
            # The game's own drawing (Batwalk's other hands and runway, Royal's own critters):
            # STEP_CLEAR in its test data.
            drawn = data_of(game_id, "STEP_CLEAR")(scene, ctx)
            hit = [(step, rect) for step in steps for rect in drawn if layout.overlap(step, rect) > 0]
            assert not hit, f"a step button covers {game_id}'s own drawing: {hit}"
            # The frame holds them as the decision buttons, so a game keeps clear of them.
            assert list(ctx.frame.button_rects) == steps
        # A game that draws the other hands itself (HANDS_SHOWN in its test data): its own.
        assert rows or data_of(game_id, "HANDS_SHOWN") is not None, f"{game_id}: no open hands to check"
        for seat, row in rows.items():
            for _, rect in row:
                others = [*header, *(plate for other, plate in plates.items() if other != seat)]
                hit = [other for other in others if layout.overlap(rect, other) > 0]
                inside = rect[0] >= 0 and rect[1] >= 0 and rect[0] + rect[2] <= geo.panel[0]
                if hit or not inside:
                    problems.append(f"{scale:.0%} seat {seat}'s card {rect} meets {hit or 'the edge'}")
                    break
        zones = [rect for point in centres.values() for rect in geo.seat_zone(point, players)]
        for step in steps:
            if any(layout.overlap(step, zone) > 0 for zone in zones):
                problems.append(f"{scale:.0%} a step button {step} meets a seat")
        app.close()
    assert not problems, f"{game_id} at {size}: " + " | ".join(problems[:4])


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_score_panels_foot_never_clips_a_rows_status(size: tuple[int, int]) -> None:
    for scale in _scales(size):
        with gfx.at_scale(scale):
            geo = Geometry.for_size(size)
            px = round(geo.h * 0.028)
            for rows in range(2, 7):
                _, y, w, h = geo.score_panel_rect(rows)
                row_h, radius = geo.score_row_height(rows), geo.score_panel_radius
                top = y + geo.h * 0.06 + (rows - 1) * row_h + row_h * 0.52  # the last status line
                bottom = top + gfx.line_height(round(px * 0.75))
                # How far the rounded corner rises at the status line's left edge.
                dx = max(0.0, radius - w * 0.06)
                rise = radius - math.sqrt(max(0.0, radius**2 - dx**2))
                assert bottom <= y + h - rise, f"{scale:.0%}, {rows} rows: status foot {bottom:.0f}"
                assert y + h <= geo.side_button_rects(7)[0][1], "the panel runs into the side buttons"


@pytest.mark.parametrize("scale", [1.0, 1.5, 1.75])
def test_every_plate_of_a_table_shares_one_name_size(scale: float) -> None:
    with gfx.at_scale(scale):
        geo = Geometry.for_size((1280, 720))
        looks = [
            SeatLook(seat, (0.0, 0.0), 5, (), seat == 2, name, "", 0, "AI normal")
            for seat, name in enumerate(NAMES)
        ]
        shown = plate_names(geo, looks)
        sizes = {gfx.font_size(look.name_px) for look in shown}
        assert len(sizes) == 1, f"names drawn at {sizes}"
        (size,) = sizes
        assert size >= gfx.MIN_TEXT_PX
        width = geo.plate[0] * 0.9
        for look in shown:  # each name whole at that size, its level beside it or below
            assert gfx.font(look.name_px, True).size(look.who)[0] <= width, look.who
            assert "AI normal" in look.who + look.level
        if any(look.level for look in shown):  # moved below: the names are no smaller than the sub-lines
            assert size >= gfx.font_size(round(round(geo.h * 0.026) * 0.82))


def test_the_plates_drawn_share_their_name_size_at_a_large_scale() -> None:
    app = App(Settings(ui_scale=1.75), size=(1280, 720), sound=False)
    game = get_game(sample_game())  # any game, at its fullest table
    plans = [SeatPlan("human", "You")] + [SeatPlan("ai", name) for name in NAMES[1 : game.max_players]]
    scene = TableScene(app, Match(game.id, plans, None, 3))
    app.stack.reset(scene)
    app.step([], FRAME)
    with gfx.at_scale(app.ui_scale):
        looks = scene.renderer._seat_looks(scene.context())
    assert len({look.name_px for look in looks}) == 1
    app.close()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game_id", game_ids())
def test_a_setup_options_label_is_whole(game_id: str, size: tuple[int, int]) -> None:
    for scale in _scales(size):
        app = App(Settings(ui_scale=scale), size=size, sound=False)
        app.push(SetupScene(app, game_id))
        app.step([], FRAME)
        with gfx.at_scale(app.ui_scale):
            top = app.stack.top
            assert isinstance(top, SetupScene)
            choices = [widget for widget in top.focus.widgets if isinstance(widget, Choice)]
            assert choices
            for choice in choices:
                lines, px = choice.label_lines()
                width = choice.label_width()
                assert gfx.font_size(px) >= gfx.MIN_TEXT_PX
                assert " ".join(lines) == choice.label
                for line in lines:  # whole, not cut with an ellipsis
                    assert gfx.font(px).size(line)[0] <= width, f"{scale:.0%} {line!r}"
                    assert gfx.line_height(px) * len(lines) <= choice.rect[3] * 1.02
                left = choice.arrows()[0] - gfx.font(round(choice.rect[3] * 0.42), True).size("<")[0] / 2
                assert choice.rect[0] + choice.rect[2] * 0.03 + width <= left + 1, f"{choice.label!r}"
        app.close()


def test_the_coachs_pointer_goes_round_the_prompts_box() -> None:
    prompt, coach_box = (50.0, 450.0, 880.0, 60.0), (1000.0, 20.0, 250.0, 400.0)
    card = (100.0, 520.0, 60.0, 90.0)  # a hand card right under the prompt
    path = route(coach_box, 300.0, card, [prompt], 8.0, 30.0, (1280.0, 720.0))
    assert path is not None and len(path) > 2
    assert path[0][0] == coach_box[0] or path[0][1] == coach_box[1] + coach_box[3]  # the box's side or foot
    assert layout.overlap(card, (path[-1][0] - 1, path[-1][1] - 1, 2.0, 2.0)) > 0  # on the card's edge
    assert gap_to(path, prompt) >= 8.0
    # A card in plain view from the box: one straight stroke.
    straight = route(coach_box, 300.0, (560.0, 150.0, 80.0, 100.0), [prompt], 8.0, 30.0)
    assert straight is not None and len(straight) == 2 and straight[0] == (1000.0, 300.0)
    # Nowhere to pass with the gap kept: no line at all (the ring alone shows the way).
    walled = [(0.0, 0.0, 990.0, 500.0), (0.0, 500.0, 90.0, 220.0), (170.0, 500.0, 830.0, 220.0)]
    assert route(coach_box, 300.0, card, walled, 8.0, 30.0, (1280.0, 720.0)) is None
