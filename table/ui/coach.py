"""The coach's bubble and pointer, drawn over a lesson's table.

The bubble takes the score panel's place at the right (the lesson's scores are in its
words at the end, and the Score pad button stays below it): a heading with the step
number, the coach's words, and its reply to the last move; a short reply gets a box its
own size at that column's foot, the score panel whole above it (``box_rect``). The pointer rings each
thing the words name, found in the very rectangles the table is drawn and clicked
with (``TableFrame``): hand cards and trick cards by id, moves by their button or
card, and the named parts of a table (``table.learn.UI_TARGETS``) by the widgets that
show them; a line runs from the bubble to the first ring, keeping a clear gap from
everything else the table drew (``table.ui.pointer``), or there is only the ring.
"""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Callable, Sequence

import pygame

from table import manifest
from table.core.words import Words
from table.learn import Bubble
from table.ui import gfx, layout, pointer
from table.ui.tables.context import TableContext

# Named targets shown by the decision buttons above the hand.
BUTTON_TARGETS = {
    "prediction buttons", "claim buttons", "judge buttons", "peek button", "seat picker",
    "done button", "colour picker",
}
TRICK_TARGETS = {"trick", "battle", "show", "trump suit"}
HAND_TARGETS = {"hand", "pass area", "enhancement"}
SIDE_TARGETS = {"score pad": 2, "points": 2, "score track": 2}


def targets(ctx: TableContext, trick: Sequence[tuple[int, str]], names: Sequence[str]) -> list[layout.Rect]:
    """The rectangles on screen of what ``names`` (card ids, moves, named parts) point at."""
    found: list[layout.Rect] = []
    for name in names:
        found.extend(_target(ctx, trick, name))
    # One ring per place: a card named by id and by its move is ringed once.
    unique: list[layout.Rect] = []
    for rect in found:
        if rect not in unique:
            unique.append(rect)
    return unique


def lesson_rings(
    ctx: TableContext, trick: Sequence[tuple[int, str]], points_at: Sequence[str], teach: str | None,
) -> list[layout.Rect]:
    """The rings of a lesson's step, the move it asks for first (the pointer goes there).
    Where that move is one decision button, only it is ringed among the buttons: a named
    group ("claim buttons", "seat picker") would ring every choice alike."""
    rings = targets(ctx, trick, points_at)
    taught = targets(ctx, trick, [teach]) if teach and rings else []
    buttons = list(ctx.frame.button_rects)
    alone = bool(taught) and all(ring in buttons for ring in taught)
    return [*taught, *(ring for ring in rings if ring not in taught and not (alone and ring in buttons))]


def _target(ctx: TableContext, trick: Sequence[tuple[int, str]], name: str) -> list[layout.Rect]:
    frame = ctx.frame
    hand = list(frame.hand)
    if name in hand:
        return [frame.hand_rects[hand.index(name)]]
    cards_on_table = [card for _, card in trick]
    if name in cards_on_table and cards_on_table.index(name) < len(frame.trick_slots):
        return [frame.trick_slots[cards_on_table.index(name)]]
    for (_, action), rect in zip(frame.buttons, frame.button_rects, strict=False):
        if action == name:
            return [rect]
    seat_button = _seat_button(ctx, name)
    if seat_button is not None:  # a move made in stages, at its "to whom?" stage
        return [seat_button]
    played = played_from_hand(ctx.game_id, name)
    if isinstance(played, str) and played in hand:
        return [frame.hand_rects[hand.index(played)]]
    if isinstance(played, int) and played < len(hand):  # a card held backwards, by place
        return [frame.hand_rects[played]]
    if name in BUTTON_TARGETS:
        return list(frame.button_rects)
    if name in HAND_TARGETS and frame.hand_rects:
        return [_union(frame.hand_rects)]
    if name in TRICK_TARGETS and frame.trick_slots:
        return [_union(frame.trick_slots[: max(1, len(trick))])]
    if name in SIDE_TARGETS and len(frame.side_rects) > SIDE_TARGETS[name]:
        return [frame.side_rects[SIDE_TARGETS[name]]]
    return []


def _seat_button(ctx: TableContext, name: str) -> layout.Rect | None:
    """The button that takes the step toward move ``name`` that it names, while the table
    asks whom (Royal's "To Mildred", token "to 1", for "give toad-2 to 1 as bat"): where
    the coach's move leads next (the hint's focus reads buttons alike, ``hint_target``)."""
    for (_, value), rect in zip(ctx.frame.buttons, ctx.frame.button_rects, strict=False):
        if value and value.startswith("to ") and f" {value} " in f" {name} ":
            return rect
    return None


def _parsed(game_id: str, name: str) -> object | None:
    """``name`` read as a move with the game's own parser, or None (a card id, a part)."""
    if " " not in name:
        return None
    try:
        move: object = manifest.entry(game_id).parse_action(name)
    except (KeyError, ValueError):
        return None
    return move


def cards_chosen_by(game_id: str, name: str) -> list[str]:
    """The cards a move made of several picks chooses (Dragon's "pass a b c"), in order."""
    cards = getattr(_parsed(game_id, name), "cards", None)
    return [card for card in cards if isinstance(card, str)] if isinstance(cards, tuple) else []


def played_from_hand(game_id: str, name: str) -> str | int | None:
    """The card from the hand an action plays or gives ("play bat-7", Royal's "give
    toad-2 to 1 as bat"; Batwalk's and Munch's "play forehead": its place in the hand),
    read with the game's own parser; None for any other name."""
    move = _parsed(game_id, name)  # None for a card id or a one-word part: not an action
    if move is None:
        return None
    if getattr(move, "forehead", False) is True:
        return 0  # Munch's forehead card: the one card held, unseen by its holder
    card, slot = getattr(move, "card", None), getattr(move, "slot", None)
    return card if isinstance(card, str) else slot if isinstance(slot, int) else None


def _union(rects: Sequence[layout.Rect]) -> layout.Rect:
    left = min(r[0] for r in rects)
    top = min(r[1] for r in rects)
    right = max(r[0] + r[2] for r in rects)
    bottom = max(r[1] + r[3] for r in rects)
    return (left, top, right - left, bottom - top)


def bubble_rect(ctx: TableContext) -> layout.Rect:
    """The bubble's box: the score panel's column, above the side buttons and the band
    over them the game draws in (``TableContext.side_foot``: Royal's own critters)."""
    geo = ctx.geo
    x, y, w, _ = geo.panel
    bottom = ctx.frame.side_rects[0][1] - geo.h * 0.015 if ctx.frame.side_rects else geo.h * 0.7
    return (x, y, w, bottom - ctx.side_foot - y)


COACH_STEP = Words("Coach · step {step} of {steps}")
COACH = Words("Coach")


def draw_bubble(
    surface: pygame.Surface, ctx: TableContext, bubble: Bubble, intro: str, reply: str, good: bool,
    rings: Sequence[layout.Rect], pulse: float, more: str = "", drawn: Sequence[layout.Rect] = (),
    settled: Sequence[layout.Rect] | None = None,
) -> layout.Rect:
    """The coach's box (returned as drawn), its reply to the last move and then the words of the step now
    (a "Well played!" answers the move just made, so it comes before the next step's
    words, never under them), and the rings on what it points at, with a line to the
    first clear of all the table ``drawn`` (``pointer.avoids``); where the box goes:
    ``box_rect``, clear of what the table showed when these words came (``settled``)."""
    x, _, w, _ = bubble_rect(ctx)
    sh = ctx.geo.h
    heading = COACH_STEP(step=bubble.step, steps=bubble.steps) if bubble.step else COACH()
    pad = w * 0.07
    blocks: list[tuple[str, tuple[int, int, int]]] = []
    if intro:
        blocks.append((intro, gfx.DIM_INK))
    if reply:
        blocks.append((reply, gfx.GOOD if good else gfx.FOCUS))
    blocks.append((bubble.words, gfx.INK))
    if more:  # how to turn to the next page of the coach's words
        blocks.append((more, gfx.DIM_INK))
    heading_px, first, room = _room(ctx)
    px = _fitting_px(blocks, w - 2 * pad, room, round(sh * 0.026))
    lines = [(line, colour, index) for index, (text, colour) in enumerate(blocks)
             for line in gfx.wrap(text, px, w - 2 * pad)]
    words = len(lines) * _line(px) + (len(blocks) - 1) * px * 0.5
    box = box_rect(ctx, words, drawn if settled is None else settled)
    y, height = box[1], box[3]
    placed: list[tuple[str, tuple[int, int, int], float]] = []
    # In a box over the score panel taller than its words, they sit in the middle of it.
    spare = height - first - words - sh * 0.015 if height < bubble_rect(ctx)[3] else 0.0
    top, block = y + first + max(0.0, spare / 2), 0
    for line, colour, index in lines:
        if index != block:
            top += px * 0.5
            block = index
        if top + _line(px) > y + height:
            break  # never past the bubble's foot (the lesson's end box repeats its last words)
        placed.append((line, colour, top))
        top += _line(px)
    # The pointer leaves the bubble's edge, best beside its words, as high as it did when
    # the bubble ended under them, so it crosses the table over as little as before. Its
    # stretches are noted for the repaint before the box is drawn (what is drawn after
    # the box's own panel is the box's words).
    best = min(y + height, max(top, y + sh * 0.45)) - sh * 0.03
    path = _pointer(surface, ctx, rings, box, best, drawn) if rings else None
    for one, two in itertools.pairwise(path or []):  # an invisible box over each stretch
        noted = pygame.Rect(one, (0, 0)).union(pygame.Rect(two, (0, 0))).inflate(12, 12)
        gfx.panel(surface, (noted.x, noted.y, noted.w, noted.h), fill=gfx.FOCUS, edge=None, alpha=0)
    gfx.panel(surface, box, fill=(40, 30, 58), edge=gfx.ACCENT, radius=round(sh * 0.02))
    gfx.draw_text(surface, heading, heading_px, (x + pad, y + sh * 0.02), gfx.ACCENT, bold=True,
                  max_width=w - 2 * pad)
    for line, colour, top in placed:
        gfx.draw_text(surface, line, px, (x + pad, top), colour, max_width=w - 2 * pad)
    _draw_rings(surface, rings, pulse, path)
    return box


def box_rect(ctx: TableContext, words: float, drawn: Sequence[layout.Rect] = ()) -> layout.Rect:
    """The coach's box for ``words`` pixels of lines. Words too many for the score panel's
    room take the whole column, over the panel and whatever a game draws under it (Snow's
    race), so nothing is ever half covered. Fewer (a "Well played!" while moves play) get
    a box no taller than they need, at the column's foot where its lower edge always is,
    with the score panel whole above it: unless the table drew something there
    (``drawn``), when the box covers the panel exactly, as tall as it (``box_height``),
    its words in its middle."""
    x, y, w, full = bubble_rect(ctx)
    height = box_height(ctx, words)
    if height >= full:
        return (x, y, w, full)
    panel = ctx.geo.score_panel_rect(ctx.players)
    needs = _room(ctx)[1] + words + ctx.geo.h * 0.015
    short = (x, y + full - needs, w, needs)
    room = (x, short[1] - ctx.geo.h * 0.01, w, needs)  # plainly apart from what is over it
    clear = short[1] >= panel[1] + panel[3] + ctx.geo.h * 0.015
    return short if clear and not any(layout.overlap(room, part) > 0 for part in drawn) else (x, y, w, height)


def box_height(ctx: TableContext, words: float) -> float:
    """How tall a box over the panel's place is for ``words`` pixels of lines: as tall as
    the score panel it covers when they fit there, else the whole column down to the
    side buttons, over whatever a game draws under the panel (Snow's race)."""
    full, first = bubble_rect(ctx)[3], _room(ctx)[1]
    panel = ctx.geo.score_panel_rect(ctx.players)[3]
    return panel if first + words + ctx.geo.h * 0.015 <= panel < full else full


def _room(ctx: TableContext) -> tuple[int, float, float]:
    """The heading's size, how far under the box's top the words start (under the
    heading at any scale) and the height they have."""
    sh, h = ctx.geo.h, bubble_rect(ctx)[3]
    heading_px = round(sh * 0.032)
    first = max(sh * 0.07, sh * 0.02 + gfx.line_height(heading_px) * 1.1)
    return heading_px, first, h - first - sh * 0.015


def fits(ctx: TableContext, blocks: Sequence[str]) -> bool:
    """Whether the coach's box holds ``blocks`` whole, at the smallest text size if need be."""
    w, room = bubble_rect(ctx)[2], _room(ctx)[2]
    width = w * 0.86
    px = _fitting_px([(text, None) for text in blocks], width, room, round(ctx.geo.h * 0.026))
    return sum(len(gfx.wrap(text, px, width)) for text in blocks) * _line(px) + len(blocks) * px * 0.5 <= room


def pages(ctx: TableContext, intro: str, reply: str, words: str, more: str) -> list[tuple[str, str, str]]:
    """The coach's words (welcome, reply, step) as the box shows them, page by page: all
    on one where they fit; else the welcome alone (in pages of its sentences if need be),
    then the reply and the step's sentences, as many to a page as fit with ``more`` (how
    to turn the page) under them."""
    if fits(ctx, [text for text in (intro, reply, words) if text]):
        return [(intro, reply, words)]
    welcome = _chunks(ctx, intro, lambda chunk, _: [chunk, "", more]) if intro else []
    paged = [(chunk, "", "") for chunk in welcome]
    if fits(ctx, [text for text in (reply, words) if text]):
        return [*paged, ("", reply, words)]
    chunks = _chunks(ctx, words, lambda chunk, first: [*([reply] if reply and first else []), chunk, more])
    return [*paged, *(("", reply if index == 0 else "", chunk) for index, chunk in enumerate(chunks))]


def _chunks(ctx: TableContext, text: str, page: Callable[[str, bool], list[str]]) -> list[str]:
    """``text``'s sentences, as many to a page as fit the box (``page``: a page's blocks
    for a chunk, and whether it is the first page)."""
    chunks: list[str] = []
    shown: list[str] = []
    for sentence in re.split(r"(?<=[.!?])\s+", text):
        if shown and not fits(ctx, page(" ".join([*shown, sentence]), not chunks)):
            chunks.append(" ".join(shown))
            shown = []
        shown.append(sentence)
    return [*chunks, " ".join(shown)]


def _line(px: int) -> float:
    """How far apart the bubble's lines sit: a line of the font in use, at any UI scale."""
    return max(px * 1.3, gfx.line_height(px))


def _fitting_px(blocks: Sequence[tuple[str, object]], width: float, room: float, px: int) -> int:
    """The largest text size (down to the smallest allowed) at which every block fits."""
    while px > gfx.MIN_TEXT_PX:
        lines = sum(len(gfx.wrap(text, px, width)) for text, _ in blocks)
        if lines * _line(px) + len(blocks) * px * 0.5 <= room:
            break
        px -= 1
    return px


PULSE_RATE = 5.0  # radians of the rings' pulse a second (a breath every 1.26 s)
PULSES = 4  # breaths the rings take when the student is asked; then they rest, still


def pulse_at(since: float) -> float:
    """How far out the rings are ``since`` seconds after the student was asked, 0 to 1:
    they breathe ``PULSES`` times, then rest as they began."""
    return 0.5 + 0.5 * math.sin(min(since, PULSES * 2 * math.pi / PULSE_RATE) * PULSE_RATE)


def ring_grow(pulse: float) -> int:
    """The pixels a ring stands out from what it rings: four sizes in all."""
    return 4 + round(3 * pulse)


def next_ring_change(since: float, step: float = 1 / 60) -> float | None:
    """Seconds until the rings next change size (a frame's step at most off), or None
    once they rest: they take one of four sizes, so a lesson waiting for the student
    draws a few frames a second while they breathe, and none after."""
    end = PULSES * 2 * math.pi / PULSE_RATE
    if since >= end:
        return None
    now, ahead = ring_grow(pulse_at(since)), step
    while since + ahead < end and ring_grow(pulse_at(since + ahead)) == now:
        ahead += step
    return None if since + ahead >= end and ring_grow(pulse_at(end)) == now else ahead


def _pointer(
    surface: pygame.Surface, ctx: TableContext, rings: Sequence[layout.Rect], box: layout.Rect, best: float,
    drawn: Sequence[layout.Rect],
) -> list[layout.Point] | None:
    """The pointer's line from the coach's ``box`` (best leaving its side at height
    ``best``) to the first ring, clear of all the table ``drawn`` (``pointer.line``), or
    None: the ring alone shows the way."""
    first = rings[0]
    if first[0] + first[2] >= box[0]:
        return None  # the target is under the bubble's own column: the ring is enough
    most = ring_grow(1.0)  # the line ends where the ring breathes out to (its dot spans the rest)
    ring = (first[0] - most, first[1] - most, first[2] + 2 * most, first[3] + 2 * most)
    avoid = pointer.avoids(ctx, rings, drawn, box, most)
    return pointer.line(box, best, ring, avoid, surface.get_size())


def _draw_rings(
    surface: pygame.Surface, rings: Sequence[layout.Rect], pulse: float, path: list[layout.Point] | None,
) -> None:
    """The rings, and the pointer's line ``path`` to the first, with a dot at its end."""
    grow = ring_grow(pulse)
    for rect in rings:
        ring = (rect[0] - grow, rect[1] - grow, rect[2] + 2 * grow, rect[3] + 2 * grow)
        gfx.panel(surface, ring, fill=gfx.FOCUS, edge=gfx.FOCUS, radius=8, alpha=0)
    if path:
        pygame.draw.lines(surface, gfx.FOCUS, False, path, 3)
        pygame.draw.circle(surface, gfx.FOCUS, path[-1], 6)
