"""Snow Monster Battle's race to the target, under the score panel: one bar per seat, filled by its total.

A part of the table's still layer (``Presenter.still_parts``), keyed by what it shows.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from table.core.i18n import _, current
from table.core.vocabulary import View
from table.ui import gfx

if TYPE_CHECKING:
    from table.ui.tables.base import StillPart
    from table.ui.tables.context import Geometry, TableContext

SNOW_BLUE = (150, 200, 240)


# What the race shows: its box, the scores, the names and the target.
RaceKey = tuple[tuple[int, ...], tuple[int, ...], tuple[str, ...], int]


def race_part(patch: View, ctx: TableContext, geo: Geometry, view: View) -> StillPart:
    """The race to the target under the score panel: one bar per seat, filled by its total.

    A part of the table's still layer (``Presenter.still_parts``) keyed by what it shows,
    so it is drawn, and its pixels sent to the screen, only when a score shown, a name,
    the target, the size or the scale changes; not at every step of the game.
    """
    target = max(1, int(view.get("target") or 1))
    scores = tuple(view["scores"])
    x, y, w, _ = geo.panel
    # Below the shared score rows (their height as the table scene lays them out; taller
    # where a language's statuses take two lines).
    shared = min(geo.h * 0.08, geo.h * 0.5 / ctx.players)
    row_h = geo.score_row_height(ctx.players) if geo.status_lines > 1 else shared
    top = y + geo.h * 0.06 + ctx.players * row_h + geo.h * 0.02
    box = pygame.Rect(round(x), round(top), round(w), round(geo.h * 0.05 + ctx.players * geo.h * 0.042))
    key: RaceKey = (tuple(box), scores, tuple(ctx.names), target)
    return ("race", key, partial(_draw_race, patch, ctx, geo, box, key))


def _draw_race(
    patch: View, ctx: TableContext, geo: Geometry, box: pygame.Rect, key: RaceKey,
    surface: pygame.Surface,
) -> None:
    """The race panel, drawn once onto its own patch of felt (kept in ``patch``) and that
    opaque patch copied."""
    drawn = (surface.get_size(), gfx.ui_scale(), current(), key)
    if patch.get("key") != drawn:
        patch["key"] = drawn
        patch["image"] = _race_image(ctx, geo, box, list(key[1]), key[3])
    surface.blit(patch["image"], box.topleft)
    gfx.note_rect(box, surface)  # a plain blit: say where it went, or the screen keeps the old patch


def race_bar(width: float, row: float, line: float) -> tuple[float, float, float, float]:
    """One seat's race bar in the race panel (its track, left of the seat's number)."""
    return (width * 0.5, row + line * 0.15, width * 0.3, line * 0.5)


def race_fill(bar: tuple[float, float, float, float], score: int, target: int) -> float:
    """How long ``score``'s fill is on ``bar``: its share of the target, but never
    shorter than the bar is high once above 0 (a low score stays visible)."""
    if score <= 0:
        return 0.0
    return max(bar[3], bar[2] * min(1.0, score / max(1, target)))


def _race_image(
    ctx: TableContext, geo: Geometry, box: pygame.Rect, scores: list[int], target: int
) -> pygame.Surface:
    felt = gfx.background_image(ctx.game_id, (geo.w, geo.h))
    image = felt.subsurface(box.clip(felt.get_rect())).copy()
    w = box.width
    line = geo.h * 0.042
    gfx.panel(image, (0, 0, w, box.height), fill=(22, 18, 30), alpha=215)
    px = round(geo.h * 0.024)
    gfx.draw_text(image, _("Race to {target}").format(
        target=target), px, (w * 0.06, geo.h * 0.012), gfx.ACCENT, bold=True)
    leader = max(scores)
    for seat, name in enumerate(ctx.names):
        row = geo.h * 0.05 + seat * line
        gfx.draw_text(
            image,
            name,
            round(px * 0.85),
            (w * 0.06, row + line * 0.4),
            gfx.INK,
            anchor="midleft",
            max_width=w * 0.42,  # up to the bar: "Count Crumb" whole at 960 x 540
        )
        bar = race_bar(w, row, line)
        gfx.panel(image, bar, fill=(48, 42, 60), edge=None, radius=3)
        colour = gfx.FOCUS if scores[seat] == leader and leader > 0 else SNOW_BLUE
        # The start line is always drawn, and any score above 0 fills at least a bar's
        # height, so a low score still shows; the number says exactly where it stands.
        start = (bar[0], bar[1] - line * 0.08, max(2.0, line * 0.08), bar[3] + line * 0.16)
        gfx.panel(image, start, fill=gfx.INK, edge=None, radius=0)
        filled = race_fill(bar, scores[seat], target)
        if filled > 0:
            gfx.panel(image, (bar[0], bar[1], filled, bar[3]), fill=colour, edge=None, radius=3)
        at = (w * 0.95, row + line * 0.4)
        gfx.draw_text(image, str(scores[seat]), round(px * 0.85), at, gfx.INK, anchor="midright")
    return image
