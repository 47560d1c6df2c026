"""A game's own drawing is redrawn, and sent to the screen, only when what it shows changed
(issue 29's 4K frame target): at 3840x2160 a needless redraw of a large piece costs
milliseconds in the frame where the game moves on.

The layers' changed rectangles are what the frame copies to the window; these tests spy
on them (``StillPieces.refresh`` of the still and the settled layer) while AIs play.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import pygame

from table.ui.scenes.table import TableScene
from table.ui.tables.context import Geometry
from tests.ui.driver import TableDriver, make_app, start_table


def spy_on_layers(scene: TableScene) -> list[pygame.Rect]:
    """The rectangles the table's two layers say they changed, gathered frame by frame
    (the caller clears the list)."""
    changed: list[pygame.Rect] = []
    renderer = scene.renderer
    for layer in (renderer._pieces, renderer._middle):
        Refresh = Callable[..., list[pygame.Rect]]

        def spy(*args: object, refresh: Refresh = layer.refresh) -> list[pygame.Rect]:
            rects = refresh(*args)
            changed.extend(rects)
            return rects

        layer.refresh = spy  # type: ignore[method-assign]
    return changed


def race_box(geo: Geometry, players: int) -> pygame.Rect:
    """Where Snow's race panel lies: under the score rows, as wide as the panel."""
    x, y, w, _ = geo.panel
    top = y + geo.h * 0.06 + players * min(geo.h * 0.08, geo.h * 0.5 / players) + geo.h * 0.02
    return pygame.Rect(round(x), round(top), round(w), round(geo.h * 0.05 + players * geo.h * 0.042))


def touches(rects: Sequence[pygame.Rect], box: pygame.Rect) -> bool:
    return box.inflate(-4, -4).collidelist(list(rects)) != -1


def test_snow_race_panel_changes_on_screen_only_when_what_it_shows_does() -> None:
    """The race bars under the score panel were redrawn and copied to the window at every
    step of the game (a card played, a caption), about 0.4 Mpx at 4K; they change only
    when a score shown does."""
    app = make_app((1280, 720), speed=2.0)
    scene = start_table(app, "snow", "ai,ai,ai,ai", seed=3, options={"target": 150})
    driver = TableDriver(app, scene, random.Random(1))
    changed = spy_on_layers(scene)
    before: tuple[object, ...] | None = None
    moved_on = needless = redrawn = 0
    for number in driver.table_frames(3_000):
        ctx = scene.context()
        box = race_box(ctx.geo, ctx.players)
        shown = (tuple(ctx.view["scores"]), tuple(ctx.names))
        if number > 0 and changed:
            moved_on += 1
            if touches(changed, box):
                redrawn += 1
                needless += shown == before
        changed.clear()
        before = shown
    assert moved_on > 100, "the game hardly moved on"
    assert redrawn > 0, "the race panel was never drawn again, not even when a score changed"
    assert needless == 0, f"the race panel was sent to the screen again {needless} times with nothing new"


def test_a_piece_under_one_redrawn_is_drawn_again_only_where_that_one_was_restored() -> None:
    """Restoring a piece to the felt wipes the corner of a kept piece under it (Royal's
    words over the edge of a seat's fan); that piece is drawn again inside the corner only,
    and the layer is exactly the one drawn from scratch."""
    from functools import partial

    from table.ui import gfx
    from table.ui.scenes.table_still import Piece, StillPieces

    felt = pygame.Surface((120, 90))
    felt.fill((10, 60, 30))

    Colour = tuple[int, int, int, int]

    def box(rect: tuple[int, int, int, int], colour: Colour, surface: pygame.Surface) -> None:
        gfx.panel(surface, rect, fill=colour[:3], edge=None, radius=0, alpha=colour[3])

    def pieces(colour: Colour) -> list[Piece]:
        return [
            Piece("under", "fan", partial(box, (0, 0, 60, 60), (200, 200, 200, 180))),
            Piece("over", colour, partial(box, (50, 40, 40, 30), colour)),
        ]

    layer = felt.copy()
    kept = StillPieces(list)
    kept.refresh(layer, felt, pieces((250, 20, 20, 150)))
    changed = kept.refresh(layer, felt, pieces((20, 20, 250, 150)))
    assert changed and all(pygame.Rect(50, 40, 40, 30).contains(rect) for rect in changed), changed
    scratch = felt.copy()
    StillPieces(list).refresh(scratch, felt, pieces((20, 20, 250, 150)))
    assert pygame.image.tobytes(layer, "RGB") == pygame.image.tobytes(scratch, "RGB")
