"""Royal's give step: the seat and claim buttons never cover the own critters' row.

After you pick a card to give, a row of buttons (whom to, then which claim) appears
under the card in play, where "Your critters" and their cards lie. At every window
size and at 100% and 200% the row must give way: shorter cards, one line of words, or
nothing while the buttons are up; whatever it draws overlaps no button.
"""

from __future__ import annotations

import random

import pygame
import pytest

from table.ui import gfx
from table.ui.app import App
from table.ui.intents import click
from table.ui.scenes.table import TableScene
from table.ui.settings_model import Settings
from table.ui.tables.royal import own_row
from tests.ui.driver import TableDriver, button_point, card_point, start_table

Rect = tuple[float, float, float, float]


def _overlaps(a: pygame.Rect, b: Rect) -> bool:
    return min(a.right, b[0] + b[2]) > max(a.left, b[0]) and min(a.bottom, b[1] + b[3]) > max(a.top, b[1])


def _own_row_rects(app: App, scene: TableScene) -> tuple[list[pygame.Rect], list[Rect]]:
    """What the own row draws now (text and cards alike), and the buttons' rectangles."""
    with gfx.at_scale(app.ui_scale):
        ctx = scene.context()
        surface = pygame.Surface(app.surface.get_size())
        with gfx.DrawProbe() as probe:
            own_row.draw_own(scene.presenter, ctx, surface, ctx.view)
        return list(probe.rects), list(ctx.frame.button_rects)


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_the_give_buttons_cover_no_label_or_card_of_the_own_row(size: tuple[int, int], scale: float) -> None:
    app = App(Settings(ui_scale=scale, animation_speed=8.0), size=size, sound=False)
    scene = start_table(app, "royal", "human,ai,ai,ai", seed=3)
    driver = TableDriver(app, scene, random.Random(1), skip=True)
    for _ in range(3000):
        if scene.actor() == 0 and scene.match.view().get("phase") == "give":
            break
        with gfx.at_scale(app.ui_scale):
            intents = driver.human_intents() if scene.actor() == 0 else None
        driver.frame(intents)
    assert scene.match.view().get("phase") == "give" and scene.actor() == 0
    assert scene.match.view()["fronts"][0], "the own row has critters to show"
    with gfx.at_scale(app.ui_scale):
        driver.frame([click(card_point(scene, 0))])
    for stage in ("whom", "claim"):
        rects, buttons = _own_row_rects(app, scene)
        assert buttons, f"the {stage} buttons are up"
        for rect in rects:
            for button in buttons:
                where = f"{stage} button {button} covers {rect} at {size} {scale:.0%}"
                assert not _overlaps(rect, button), where
        if stage == "whom":
            with gfx.at_scale(app.ui_scale):
                driver.frame([click(button_point(scene, 0))])
