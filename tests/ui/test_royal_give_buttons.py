"""Royal's give step: your critters stay on screen while the seat and claim buttons are up.

After you pick a card to give, buttons appear under the card in play (whom to, then
which claim, in two rows), where "Your critters" and their cards lie. The row must
never be covered, and never leave the screen either (issue 32, second round: at
1280x720 it vanished while the claim buttons were up): under the card in play while
there is room, else in the side column under the score panel. At every window size,
UI scale and table size, each group of your face-up critters is drawn as a card, and
nothing it draws meets a button, the prompt, the score panel, the side buttons or
another part of the table.
"""

from __future__ import annotations

import random

import pygame
import pytest

from table.ui import gfx
from table.ui.app import App
from table.ui.intents import click
from table.ui.scenes.table import TableScene
from table.ui.settings_model import UI_SCALES, Settings
from table.ui.tables.royal import own_row
from table.ui.tables.royal.draw import groups, own_look
from tests.ui.driver import TableDriver, button_point, card_point, start_table
from tests.ui.overlap_parts import clashes, describe, table_parts

Rect = tuple[float, float, float, float]


def _overlaps(a: pygame.Rect, b: Rect) -> bool:
    return min(a.right, b[0] + b[2]) > max(a.left, b[0]) and min(a.bottom, b[1] + b[3]) > max(a.top, b[1])


def _own_row_drawn(app: App, scene: TableScene) -> gfx.DrawProbe:
    """What the own row draws now (text and cards alike)."""
    with gfx.at_scale(app.ui_scale):
        ctx = scene.context()
        surface = pygame.Surface(app.surface.get_size())
        with gfx.DrawProbe(surface) as probe:
            own_row.draw_own(scene.presenter, ctx, surface, ctx.view)
        return probe


Table = tuple[App, TableScene, TableDriver]


def _give_table(size: tuple[int, int], scale: float, spec: str, seed: int, least: int) -> Table:
    """A table where the human (seat 0) is to give a card, with ``least`` critters in front."""
    app = App(Settings(ui_scale=scale, animation_speed=8.0), size=size, sound=False)
    scene = start_table(app, "royal", spec, seed=seed)
    driver = TableDriver(app, scene, random.Random(1), skip=True)
    for _ in range(20000):
        view = scene.match.view()
        if scene.actor() == 0 and view.get("phase") == "give" and len(view["fronts"][0]) >= least:
            break
        with gfx.at_scale(app.ui_scale):
            intents = driver.human_intents() if scene.actor() == 0 else None
        driver.frame(intents)
    assert scene.match.view().get("phase") == "give" and scene.actor() == 0
    assert len(scene.match.view()["fronts"][0]) >= least, "the own row has critters to show"
    return app, scene, driver


def _check_stage(app: App, scene: TableScene, where: str) -> None:
    with gfx.at_scale(app.ui_scale):
        ctx = scene.context()
        buttons = list(ctx.frame.button_rects)
        own = own_look(ctx, ctx.geo)
        found = [clash for clash in clashes(table_parts(scene)) if "own critters" in clash[:2]]
    assert buttons, f"the buttons are up ({where})"
    assert own.mode in ("cards", "side"), f"your critters left the table: {own} ({where})"
    probe = _own_row_drawn(app, scene)
    front = scene.match.view()["fronts"][0]
    shown = {card for card, _ in groups(front)}
    assert shown <= probe.faces, f"not drawn: {sorted(shown - probe.faces)} ({where})"
    for rect in probe.rects:
        for button in buttons:
            assert not _overlaps(rect, button), f"button {button} covers {rect} ({where})"
        assert rect.left >= 0 and rect.right <= app.surface.get_width(), f"{rect} off screen ({where})"
        assert rect.top >= 0 and rect.bottom <= app.surface.get_height(), f"{rect} off screen ({where})"
    assert not found, describe(found, where)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", UI_SCALES)
@pytest.mark.parametrize("spec", ["human,ai,ai,ai", "human,ai,ai,ai,ai,ai"])
def test_your_critters_stay_in_sight_and_uncovered_while_the_give_buttons_are_up(
    size: tuple[int, int], scale: float, spec: str
) -> None:
    app, scene, driver = _give_table(size, scale, spec, seed=3, least=2)
    with gfx.at_scale(app.ui_scale):
        driver.frame([click(card_point(scene, 0))])
    for stage in ("whom", "claim"):
        _check_stage(app, scene, f"{stage} at {size} {scale:.0%} {spec.count(',') + 1} seats")
        if stage == "whom":
            with gfx.at_scale(app.ui_scale):
                driver.frame([click(button_point(scene, 0))])
    app.close()
