"""Batwalk: nothing on the table overlaps or leaves the window, at any UI scale or crowd.

For every UI scale, window size (960x540, 1280x720, 1920x1080) and table of 2 to 6
players (two with the trendsetter's row), the parts of the table are laid out as the
table draws them, at the deal, when every hand holds its five cards: your hand with
every card raised, each other hand, the plates, the show with its longest caption and
the names under it, the runway with its standees at their most crowded, the header,
a two-line prompt, the card aid button, the score panel's rows with their standees,
and the side buttons. No two of them may overlap, none may leave the window, and
each other hand must lie by its own plate: whose cards they are must show. The same
holds at every still-layer refresh of a six-player first round, as hands shrink.

The other hands are the point of the game, so their cards must read at a glance: no
card under ``hands.MIN_CARD_H`` pixels tall, the height at which a card's numeral is as
tall as the numerals of the smallest text on screen (12 px), and a racked hand shows
each card's whole index box.
"""

from __future__ import annotations

import itertools
import random

import pygame
import pytest

from table.ui import assets, gfx, layout
from table.ui.app import App
from table.ui.scenes.table import TableScene
from table.ui.settings_model import UI_SCALES, Settings
from table.ui.tables.batwalk import draw as batwalk_draw
from table.ui.tables.batwalk import hands, runway
from table.ui.tables.batwalk.presenter import BatwalkPresenter
from tests.ui.driver import TableDriver, start_table

Rect = tuple[float, float, float, float]
SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def _distance(a: Rect, b: Rect) -> float:
    dx = max(b[0] - (a[0] + a[2]), a[0] - (b[0] + b[2]), 0.0)
    dy = max(b[1] - (a[1] + a[3]), a[1] - (b[1] + b[3]), 0.0)
    return max(dx, dy)


def _overlaps(a: Rect, b: Rect) -> bool:
    return min(a[0] + a[2], b[0] + b[2]) > max(a[0], b[0]) and min(a[1] + a[3], b[1] + b[3]) > max(a[1], b[1])


def _bounds(rects: list[Rect]) -> Rect:
    left, top = min(r[0] for r in rects), min(r[1] for r in rects)
    return (left, top, max(r[0] + r[2] for r in rects) - left, max(r[1] + r[3] for r in rects) - top)


def _table(
    size: tuple[int, int], scale: float, players: int
) -> tuple[dict[str, Rect], dict[int, hands.OtherHand]]:
    """The table's parts by name, as laid out for drawing, and the other hands, at the deal."""
    app = App(Settings(ui_scale=scale), size=size, sound=False)
    scene = start_table(app, "batwalk", ",".join(["human"] + ["ai"] * (players - 1)), seed=1)
    return _parts(app, scene)


def _parts(app: App, scene: TableScene) -> tuple[dict[str, Rect], dict[int, hands.OtherHand]]:
    """The parts of ``scene`` now, with your hand as large as it is, every card raised."""
    presenter = scene.presenter
    assert isinstance(presenter, BatwalkPresenter)
    with gfx.at_scale(app.ui_scale):
        geo, ctx, view = scene.geometry(), scene.context(), scene.match.view()
        placed = batwalk_draw.other_hands(presenter, ctx, geo, view)
        count = len(view["hands"][0])
        parts: dict[str, Rect] = {
            "your hand": _bounds(list(geo.hand_rects(count, None, range(count)))) if count else (0, 0, 0, 0),
            "show": runway.show_rect(ctx, geo),
            "caption": batwalk_draw.caption_rect(presenter, ctx, geo, view),
            "runway": runway.runway_area(ctx, geo),
            "header": batwalk_draw.header_rect(geo, presenter.round_label(view)),
            "prompt": geo.prompt_box(2),
            "card aid": batwalk_draw.aid_button(geo),
        }
        centres = layout.opponent_centres(len(scene.names), ctx.bottom_seat, geo.table)
        parts |= {f"plate {seat}": geo.plate_rect(point) for seat, point in centres.items()}
        parts |= {f"hand {seat}": hand.area for seat, hand in placed.items()}
        row_h = geo.score_row_height(len(scene.names))
        x, y, w, _ = geo.panel
        parts |= {
            f"score row {seat}": (x, y + geo.h * 0.06 + seat * row_h, w, row_h) for seat in centres | {0: 0}
        }
        for seat, (_, rect) in enumerate(runway.score_standees(ctx, geo, view["suits"])):
            parts[f"score row {seat}'s standee"] = rect
        parts |= {f"side button {index}": rect for index, rect in enumerate(ctx.frame.side_rects)}
    held = {seat for seat in centres if view["hands"][seat]}
    assert set(placed) == held, "every other hand that holds a card is on the table"
    assert len(runway.score_standees(ctx, geo, view["suits"])) == len(scene.names), "a standee a row"
    return parts, placed


def _may_meet(a: str, b: str) -> bool:
    """A row's standee sits in its row, and rows sit one under the next."""
    rows = a.startswith("score row") and b.startswith("score row")
    return a.startswith(b) or b.startswith(a) or rows


CASES = [(size, scale, players) for size in SIZES for scale in UI_SCALES for players in (2, 3, 4, 5, 6)]


@pytest.mark.parametrize(
    ("size", "scale", "players"), CASES, ids=[f"{s[0]}-{c:.0%}-{p}p" for s, c, p in CASES]
)
def test_nothing_on_the_table_overlaps_or_leaves_the_window(
    size: tuple[int, int], scale: float, players: int
) -> None:
    parts, placed = _table(size, scale, players)
    where = f"{size} at {scale:.0%} asked, {players} players"
    _assert_clear(parts, size, where)
    for seat, hand in placed.items():
        near = _distance(hand.area, parts[f"plate {seat}"])
        assert near <= size[1] * hands.NEAR, f"seat {seat}'s hand is far from its plate, {where}"


def _assert_clear(parts: dict[str, Rect], size: tuple[int, int], where: str) -> None:
    for name, rect in parts.items():
        inside = rect[0] >= 0 and rect[1] >= 0 and rect[0] + rect[2] <= size[0]
        assert inside and rect[1] + rect[3] <= size[1], f"the {name} leaves the window: {rect}, {where}"
    for (a, ra), (b, rb) in itertools.combinations(parts.items(), 2):
        if not _may_meet(a, b):
            assert not _overlaps(ra, rb), f"the {a} overlaps the {b}: {ra} / {rb}, {where}"


@pytest.mark.parametrize(("size", "scale"), [((960, 540), 1.5), ((1280, 720), 2.0), ((1920, 1080), 1.0)])
def test_nothing_overlaps_as_a_crowded_game_goes_on(size: tuple[int, int], scale: float) -> None:
    """Six players through the first round: as the hands shrink and the runway fills,
    each still-layer refresh lays the table out clear."""
    app = App(Settings(ui_scale=scale, animation_speed=8.0), size=size, sound=False)
    scene = start_table(app, "batwalk", "human,ai,ai,ai,ai,ai", seed=4)
    driver = TableDriver(app, scene, random.Random(2), skip=True)
    seen, key = 0, None
    while scene.match.view()["round"] == 1 and seen < 300:
        driver.frame(driver.human_intents())
        if scene.renderer._still_key_drawn != key:
            key = scene.renderer._still_key_drawn
            parts, _ = _parts(app, scene)
            _assert_clear(parts, size, f"{size} at {scale:.0%}, refresh {seen}")
            seen += 1
    assert seen >= 30, "a refresh for every card played at the least"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", UI_SCALES)
def test_the_other_hands_read_at_a_glance(size: tuple[int, int], scale: float) -> None:
    for players in (2, 6):
        _, placed = _table(size, scale, players)
        for seat, hand in placed.items():
            where = f"seat {seat}, {size} at {scale:.0%}, {players} players"
            assert hand.card[1] >= hands.MIN_CARD_H, where
            shown = hand.cards[0][3]
            assert shown >= hand.card[1] * (hands.RACKED if hand.racked else 1.0) - 0.5, where
            steps = [b[0] - a[0] for a, b in itertools.pairwise(hand.cards)]
            assert all(step >= hand.card[0] * hands.INDEX_W for step in steps), (
                f"an index is covered, {where}"
            )


def _dark_rows(image: pygame.Surface, box: tuple[int, int, int, int]) -> int:
    """How many pixel rows of ``box`` hold ink (a dark pixel): a numeral's height."""
    x0, y0, x1, y1 = box
    rows = [y for y in range(y0, y1) if any(sum(image.get_at((x, y))[:3]) < 200 for x in range(x0, x1))]
    return max(rows) - min(rows) + 1


def test_the_readable_minimum_is_the_smallest_texts_numerals() -> None:
    """At ``MIN_CARD_H`` a card's numeral is at least as tall as a numeral of the
    smallest text on screen (12 px), both measured as rows of ink."""
    face = assets.card_face("batwalk", "blue-3", (250, 350))  # the art's own size
    numeral_share = _dark_rows(face, (20, 16, 70, 80)) / 350  # inside its index box, above the pip
    assert abs(numeral_share - hands.NUMERAL_H) < 0.01, "the art's numeral is the height the module says"
    text = gfx.text_surface("3", gfx.MIN_TEXT_PX / gfx.TEXT_FACTOR, (0, 0, 0))
    page = pygame.Surface(text.get_size())
    page.fill((255, 255, 255))
    page.blit(text, (0, 0))
    assert gfx.font_size(gfx.MIN_TEXT_PX / gfx.TEXT_FACTOR) == gfx.MIN_TEXT_PX
    assert hands.MIN_CARD_H * numeral_share >= _dark_rows(page, (0, 0, *page.get_size()))
