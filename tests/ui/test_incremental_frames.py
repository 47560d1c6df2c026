"""Drawing only what changed shows exactly what drawing everything would (issue 29).

The table keeps two cached layers and restores only the rectangles that changed or
that the animation covered; here every few frames of whole games, played by a person
by mouse and keyboard (focus, selections, hovering tooltips) and by the AIs, the window
is compared pixel for pixel with the same frame drawn from scratch by a new renderer,
and so is the screen as the loop updates it: the whole window after a frame drawn whole,
else only the rectangles the frame says it changed (``App.dirty``).
"""

from __future__ import annotations

import random
from collections.abc import Callable

import pygame
import pytest

from table.games import game_ids
from table.ui import gfx
from table.ui.intents import point
from table.ui.scenes.overlays import HandOverScene, RoundSummary
from table.ui.scenes.table_draw import TableRenderer
from tests.per_game import data_of
from tests.ui.driver import TableDriver, make_app, start_table


def from_scratch(app: object, scene: object) -> pygame.Surface:
    """The frame as a renderer that has drawn nothing before draws it."""
    kept = scene.renderer  # type: ignore[attr-defined]
    scene.renderer = TableRenderer(kept.match, kept.presenter, kept.side_labels)  # type: ignore[attr-defined]
    surface = pygame.Surface(app.surface.get_size()).convert()  # type: ignore[attr-defined]
    try:
        with gfx.at_scale(app.ui_scale):  # type: ignore[attr-defined]
            scene.draw(surface)  # type: ignore[attr-defined]
    finally:
        scene.renderer = kept  # type: ignore[attr-defined]
    return surface


CASES = [
    (game_id, scale, setting) for game_id in game_ids() for scale, setting in data_of(game_id, "INCREMENTAL")
]


@pytest.mark.parametrize(
    ("game_id", "scale", "setting"),
    CASES,
    ids=[f"{g}-{s}" + ("-" + str(getattr(on, "__name__", "")) if on else "") for g, s, on in CASES],
)
def test_every_frame_drawn_in_part_equals_the_frame_drawn_whole(
    game_id: str, scale: float, setting: Callable[[object], None] | None
) -> None:
    app = make_app(speed=2.0)
    app.settings.ui_scale = scale
    scene = start_table(app, game_id, "human,ai,ai,ai", seed=11)
    if setting is not None:  # the game's own setting first (Batwalk's card aid)
        setting(scene)
    driver = TableDriver(app, scene, random.Random(5), keyboard=data_of(game_id, "BY_KEYBOARD"))
    rng = random.Random(3)
    compared = 0
    screen = pygame.Surface(app.size).convert()  # what the loop has sent to the screen

    def step(intents: list[object]) -> None:
        app.step(intents, 1 / 30)  # type: ignore[arg-type]
        if app.dirty is None:  # the whole window (pygame.display.flip)
            screen.blit(app.surface, (0, 0))
        for rect in app.dirty or []:  # only what the frame changed (pygame.display.update)
            screen.blit(app.surface, rect, rect)

    for number in range(700):
        top = app.stack.top
        if isinstance(top, HandOverScene | RoundSummary):
            top.close() if isinstance(top, RoundSummary) else step([pygame_click(app)])
            continue
        if top is not scene:
            break
        intents = driver.human_intents() if number % 9 == 0 else []
        if number % 13 == 0:  # the pointer rests somewhere: tooltips and hovering
            intents.append(point((rng.randrange(app.size[0]), rng.randrange(app.size[1]))))
        step(intents)
        if number % 3 == 0 and app.stack.top is scene:
            whole = pygame.image.tobytes(from_scratch(app, scene), "RGB")
            assert pygame.image.tobytes(app.surface, "RGB") == whole, (
                f"{game_id}: frame {number} drawn in part differs from the frame drawn whole"
            )
            assert pygame.image.tobytes(screen, "RGB") == whole, (
                f"{game_id}: frame {number}: the rectangles sent to the screen miss a change"
            )
            compared += 1
    assert compared > 50


def pygame_click(app: object) -> object:
    from table.ui.intents import click

    width, height = app.size  # type: ignore[attr-defined]
    return click((width // 2, height // 2))
