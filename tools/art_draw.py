"""SVG drawing kit for the card art: emblems, patterns, pips and portraits.

Every function returns SVG markup as a string, drawn in a 100 x 100 box centred on
(50, 50) unless it says otherwise; ``place`` moves and scales such a box onto a card.
The markup stays inside what pygame-ce's SVG rasteriser (nanosvg) understands: paths,
basic shapes, transforms, opacity and gradients, but no ``<use>``, patterns or text,
so repeated shapes are written out and all words are drawn at run time.
"""

from __future__ import annotations

import math

from art_palette import INK, PAPER

WHITE = "#FFFFFF"


# --- colour helpers -------------------------------------------------------------------


def mix(first: str, second: str, amount: float) -> str:
    """``first`` moved ``amount`` (0..1) of the way towards ``second``."""
    a = [int(first[i : i + 2], 16) for i in (1, 3, 5)]
    b = [int(second[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(p + (q - p) * amount):02X}" for p, q in zip(a, b, strict=True))


def luminance(colour: str) -> float:
    """Relative luminance (WCAG) of ``#RRGGBB``."""
    channels = []
    for i in (1, 3, 5):
        c = int(colour[i : i + 2], 16) / 255
        channels.append(c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4)
    return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]


def ink_on(colour: str) -> str:
    """Ink or paper, whichever reads better as text on ``colour``."""
    return INK if luminance(colour) > 0.28 else PAPER


# --- markup helpers -------------------------------------------------------------------


def n(value: float) -> str:
    """A number written short: at most two decimals, no trailing zeros."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def place(markup: str, cx: float, cy: float, size: float, rotate: float = 0) -> str:
    """Draw a 100-box ``markup`` centred at (cx, cy), ``size`` units across."""
    scale = size / 100
    turn = f" rotate({n(rotate)})" if rotate else ""
    return (
        f'<g transform="translate({n(cx)} {n(cy)}){turn} scale({n(scale)}) translate(-50 -50)">{markup}</g>'
    )


def circle(cx: float, cy: float, r: float, fill: str, stroke: str = "none", width: float = 0) -> str:
    line = f' stroke="{stroke}" stroke-width="{n(width)}"' if width else ""
    return f'<circle cx="{n(cx)}" cy="{n(cy)}" r="{n(r)}" fill="{fill}"{line}/>'


def ellipse(
    cx: float,
    cy: float,
    rx: float,
    ry: float,
    fill: str,
    stroke: str = "none",
    width: float = 0,
    rotate: float = 0,
) -> str:
    line = f' stroke="{stroke}" stroke-width="{n(width)}"' if width else ""
    turn = f' transform="rotate({n(rotate)} {n(cx)} {n(cy)})"' if rotate else ""
    return f'<ellipse cx="{n(cx)}" cy="{n(cy)}" rx="{n(rx)}" ry="{n(ry)}" fill="{fill}"{line}{turn}/>'


def rect(
    x: float,
    y: float,
    w: float,
    h: float,
    fill: str,
    rx: float = 0,
    stroke: str = "none",
    width: float = 0,
    opacity: float = 1,
) -> str:
    line = f' stroke="{stroke}" stroke-width="{n(width)}"' if width else ""
    corner = f' rx="{n(rx)}"' if rx else ""
    alpha = f' opacity="{n(opacity)}"' if opacity < 1 else ""
    return f'<rect x="{n(x)}" y="{n(y)}" width="{n(w)}" height="{n(h)}"{corner} fill="{fill}"{line}{alpha}/>'


def path(d: str, fill: str, stroke: str = "none", width: float = 0, opacity: float = 1) -> str:
    line = (
        f' stroke="{stroke}" stroke-width="{n(width)}" stroke-linejoin="round" stroke-linecap="round"'
        if width
        else ""
    )
    alpha = f' opacity="{n(opacity)}"' if opacity < 1 else ""
    return f'<path d="{d}" fill="{fill}"{line}{alpha}/>'


def line(x1: float, y1: float, x2: float, y2: float, stroke: str, width: float) -> str:
    return (
        f'<path d="M{n(x1)} {n(y1)}L{n(x2)} {n(y2)}" fill="none" stroke="{stroke}" '
        f'stroke-width="{n(width)}" stroke-linecap="round"/>'
    )


def polygon(points: list[tuple[float, float]], fill: str, stroke: str = "none", width: float = 0) -> str:
    d = "M" + "L".join(f"{n(x)} {n(y)}" for x, y in points) + "Z"
    return path(d, fill, stroke, width)


def star_points(
    cx: float, cy: float, outer: float, inner: float, count: int = 5, turn: float = -90
) -> list[tuple[float, float]]:
    points = []
    for i in range(count * 2):
        radius = outer if i % 2 == 0 else inner
        angle = math.radians(turn + i * 180 / count)
        points.append((cx + radius * math.cos(angle), cy + radius * math.sin(angle)))
    return points


def group(markup: str, opacity: float = 1) -> str:
    return f'<g opacity="{n(opacity)}">{markup}</g>' if opacity < 1 else f"<g>{markup}</g>"


# --- emblems: one shape per suit, critter or vamp -------------------------------------

S = 5  # outline width of an emblem in its 100-box


def _drop(c: str) -> str:
    return path("M50 6C50 6 82 46 82 66A32 32 0 0 1 18 66C18 46 50 6 50 6Z", c, INK, S) + path(
        "M34 62A16 16 0 0 0 44 82", "none", WHITE, 5, 0.7
    )


def _skull(c: str) -> str:
    return (
        path(
            "M50 8C26 8 14 26 14 44C14 58 22 66 30 70L30 88L70 88L70 70C78 66 86 58 86 44C86 26 74 8 50 8Z",
            c,
            INK,
            S,
        )
        + ellipse(36, 46, 10, 11, INK)
        + ellipse(64, 46, 10, 11, INK)
        + polygon([(50, 58), (44, 68), (56, 68)], INK)
        + line(42, 76, 42, 88, INK, 3.5)
        + line(50, 76, 50, 88, INK, 3.5)
        + line(58, 76, 58, 88, INK, 3.5)
    )


def _devil(c: str) -> str:
    return (
        path("M26 36L14 6L40 26Z", c, INK, S)
        + path("M74 36L86 6L60 26Z", c, INK, S)
        + circle(50, 56, 34, c, INK, S)
        + path("M32 46L44 52", "none", INK, 5)
        + path("M68 46L56 52", "none", INK, 5)
        + circle(40, 56, 5, INK)
        + circle(60, 56, 5, INK)
        + path("M34 68Q50 84 66 68Q50 76 34 68Z", INK, INK, 3)
    )


def _pumpkin(c: str) -> str:
    return (
        path("M48 22Q46 10 56 6", "none", INK, 7)
        + ellipse(30, 56, 22, 32, c, INK, S)
        + ellipse(70, 56, 22, 32, c, INK, S)
        + ellipse(50, 56, 22, 34, c, INK, S)
        + polygon([(36, 46), (30, 56), (42, 56)], INK)
        + polygon([(64, 46), (58, 56), (70, 56)], INK)
        + path("M34 66L40 72L46 66L52 72L58 66L64 72L66 66Q50 82 34 66Z", INK)
    )


def _candle(c: str) -> str:
    return (
        path("M50 4C50 4 64 20 64 30A14 14 0 0 1 36 30C36 20 50 4 50 4Z", "#FFD34E", INK, 4)
        + line(50, 36, 50, 44, INK, 4)
        + path("M32 44L68 44L68 94L32 94Z", c, INK, S)
        + path("M32 44L68 44L68 54Q62 62 58 54Q54 66 48 54Q42 60 32 54Z", mix(c, WHITE, 0.5), INK, 3)
    )


def _flame(c: str) -> str:
    """Dragon fire for the trumps: a three-tongued flame in the suit colour."""
    return path(
        "M50 96C26 96 12 80 14 60C16 44 26 36 28 22C36 30 38 40 38 48C42 34 50 20 48 4C62 16 70 32 66 50"
        "C72 44 74 36 74 28C84 40 88 54 86 66C84 84 72 96 50 96Z",
        c,
        INK,
        S,
    ) + path(
        "M50 88C38 88 32 80 34 70C36 62 42 58 44 50C50 58 54 62 58 56C64 64 66 72 64 78C62 84 58 88 50 88Z",
        mix(c, WHITE, 0.55),
        INK,
        3,
    )


def _shield(c: str) -> str:
    return path("M50 6L86 18C86 56 74 80 50 94C26 80 14 56 14 18Z", c, INK, S) + path(
        "M50 16L76 25C76 54 68 72 50 83Z", mix(c, WHITE, 0.45)
    )


def _vampire(c: str) -> str:
    """A vampire's face: widow's-peak hair, a high collar and two white fangs."""
    return (
        path("M8 96L18 60L50 78L82 60L92 96Z", INK)
        + circle(50, 52, 34, c, INK, S)
        + path("M16 48C16 22 34 12 50 12C66 12 84 22 84 48C74 36 62 32 50 44C38 32 26 36 16 48Z", INK)
        + circle(38, 56, 5, WHITE)
        + circle(62, 56, 5, WHITE)
        + path("M36 70Q50 78 64 70", "none", INK, 4)
        + polygon([(40, 71), (43, 84), (46, 73)], WHITE, INK, 2)
        + polygon([(54, 73), (57, 84), (60, 71)], WHITE, INK, 2)
    )


def _bat(c: str) -> str:
    return path(
        "M50 30C44 22 40 20 36 24C30 18 18 16 4 24C14 30 16 40 14 52C22 46 30 48 34 56C38 50 44 50 "
        "50 60C56 50 62 50 66 56C70 48 78 46 86 52C84 40 86 30 96 24C82 16 70 18 64 24C60 20 56 22 50 30Z",
        c,
        INK,
        S,
    ) + path("M44 28L42 18L48 26ZM56 28L58 18L52 26Z", c, INK, 3)


def _paw(c: str) -> str:
    return (
        path("M50 48C66 48 80 64 78 78C76 90 62 88 50 84C38 88 24 90 22 78C20 64 34 48 50 48Z", c, INK, S)
        + ellipse(22, 42, 9, 12, c, INK, S, -20)
        + ellipse(40, 24, 9, 13, c, INK, S, -8)
        + ellipse(60, 24, 9, 13, c, INK, S, 8)
        + ellipse(78, 42, 9, 12, c, INK, S, 20)
    )


def _wing(c: str) -> str:
    light = mix(c, WHITE, 0.45)
    return (
        ellipse(30, 34, 22, 28, c, INK, S, -30)
        + ellipse(70, 34, 22, 28, c, INK, S, 30)
        + ellipse(34, 72, 16, 20, light, INK, S, 30)
        + ellipse(66, 72, 16, 20, light, INK, S, -30)
        + ellipse(50, 54, 6, 30, INK)
    )


def _bolt(c: str) -> str:
    return polygon([(58, 4), (20, 56), (46, 56), (36, 96), (80, 40), (54, 40), (66, 4)], c, INK, S)


def _stinkbug(c: str) -> str:
    return (
        line(40, 26, 28, 8, INK, 4)
        + line(60, 26, 72, 8, INK, 4)
        + "".join(line(30, y, 12, y + 8, INK, 4) + line(70, y, 88, y + 8, INK, 4) for y in (44, 58, 72))
        + path("M50 22C66 22 80 30 80 44L50 92L20 44C20 30 34 22 50 22Z", c, INK, S)
        + path("M50 30L50 88", "none", INK, 3)
        + circle(50, 26, 8, INK)
    )


def _cockroach(c: str) -> str:
    return (
        path("M44 20C36 10 24 4 10 4", "none", INK, 3.5)
        + path("M56 20C64 10 76 4 90 4", "none", INK, 3.5)
        + "".join(
            line(36, y, 16, y + 12 - (y - 46), INK, 4) + line(64, y, 84, y + 12 - (y - 46), INK, 4)
            for y in (46, 60, 74)
        )
        + ellipse(50, 58, 20, 38, c, INK, S)
        + ellipse(50, 24, 13, 9, mix(c, INK, 0.35), INK, 4)
        + path("M50 34L50 94", "none", INK, 3)
    )


def _fly(c: str) -> str:
    return (
        ellipse(28, 40, 24, 14, mix(c, WHITE, 0.6), INK, 4, -30)
        + ellipse(72, 40, 24, 14, mix(c, WHITE, 0.6), INK, 4, 30)
        + ellipse(50, 62, 18, 28, c, INK, S)
        + circle(50, 32, 16, c, INK, S)
        + circle(41, 30, 8, "#C0392B", INK, 3)
        + circle(59, 30, 8, "#C0392B", INK, 3)
        + line(38, 62, 62, 62, INK, 3)
        + line(40, 74, 60, 74, INK, 3)
    )


def _toad(c: str) -> str:
    return (
        path("M12 70C12 44 30 34 50 34C70 34 88 44 88 70C88 84 72 90 50 90C28 90 12 84 12 70Z", c, INK, S)
        + circle(32, 32, 13, c, INK, S)
        + circle(68, 32, 13, c, INK, S)
        + circle(32, 32, 6, INK)
        + circle(68, 32, 6, INK)
        + path("M30 62Q50 74 70 62", "none", INK, 4)
        + circle(30, 78, 3.5, mix(c, INK, 0.4))
        + circle(62, 80, 4, mix(c, INK, 0.4))
    )


def _rat(c: str) -> str:
    return (
        path("M80 70C94 74 96 88 84 92C72 96 60 90 50 94", "none", INK, 4)
        + path("M10 58C14 40 34 28 56 32C74 36 86 50 84 70C70 82 38 82 24 72L12 66Z", c, INK, S)
        + circle(44, 34, 11, mix(c, "#F4A6B8", 0.5), INK, S)
        + circle(22, 54, 3.5, INK)
        + circle(10, 62, 4, "#F4A6B8", INK, 2)
        + line(12, 66, 2, 74, INK, 2)
        + line(14, 64, 4, 58, INK, 2)
    )


def _scorpion(c: str) -> str:
    return (
        path("M50 62C50 40 64 20 74 14C84 8 92 16 88 24C84 30 76 26 78 20", "none", INK, 13)
        + path("M50 62C50 40 64 20 74 14C84 8 92 16 88 24C84 30 76 26 78 20", "none", c, 7)
        + polygon([(76, 14), (70, 24), (82, 22)], INK)
        + "".join(line(40, y, 22, y + 6, INK, 4) + line(60, y, 78, y + 6, INK, 4) for y in (66, 76, 86))
        + ellipse(50, 76, 14, 20, c, INK, S)
        + path("M40 62L26 44L14 46M26 44L22 32", "none", INK, 4)
        + path("M60 62L74 50", "none", INK, 4)
        + ellipse(12, 40, 8, 10, c, INK, 4)
        + ellipse(80, 50, 7, 9, c, INK, 4)
    )


def _moon(c: str) -> str:
    return path("M62 6A44 44 0 1 0 94 70A34 34 0 1 1 62 6Z", c, INK, S)


def _leaf(c: str) -> str:
    return (
        path("M14 86C10 46 40 10 90 8C88 58 60 90 14 86Z", c, INK, S)
        + path("M16 84C36 62 56 40 78 20", "none", INK, 4)
        + path("M36 62L36 40M50 48L54 30M36 62L58 64M50 48L70 50", "none", INK, 3)
    )


def _crown(c: str) -> str:
    return (
        polygon([(10, 80), (10, 28), (30, 52), (50, 16), (70, 52), (90, 28), (90, 80)], c, INK, S)
        + rect(10, 74, 80, 14, c, stroke=INK, width=S)
        + circle(50, 81, 5, INK)
        + circle(30, 81, 4, INK)
        + circle(70, 81, 4, INK)
    )


def _horns(c: str) -> str:
    return path("M44 86C20 80 8 56 14 14C24 42 36 54 50 60Z", c, INK, S) + path(
        "M56 86C80 80 92 56 86 14C76 42 64 54 50 60Z", c, INK, S
    )


def _tombstone(c: str) -> str:
    return (
        path("M20 92L20 40C20 20 34 8 50 8C66 8 80 20 80 40L80 92Z", c, INK, S)
        + rect(8, 86, 84, 10, mix(c, INK, 0.4), rx=3)
        + line(50, 26, 50, 62, INK, 6)
        + line(38, 38, 62, 38, INK, 6)
    )


def _footprint(c: str) -> str:
    return (
        path("M30 52C28 34 40 28 54 30C70 32 76 46 72 62C68 78 70 92 52 94C34 96 32 74 30 52Z", c, INK, S)
        + circle(24, 30, 7, c, INK, 4)
        + circle(36, 16, 8, c, INK, 4)
        + circle(52, 12, 9, c, INK, 4)
        + circle(68, 16, 8, c, INK, 4)
        + circle(80, 28, 7, c, INK, 4)
    )


def _crosshair(c: str) -> str:
    return (
        circle(50, 50, 38, c, INK, S)
        + circle(50, 50, 22, PAPER, INK, S)
        + circle(50, 50, 7, INK)
        + line(50, 2, 50, 28, INK, 6)
        + line(50, 72, 50, 98, INK, 6)
        + line(2, 50, 28, 50, INK, 6)
        + line(72, 50, 98, 50, INK, 6)
    )


def _eye(c: str) -> str:
    return (
        polygon([(50, 6), (94, 88), (6, 88)], c, INK, S)
        + path("M26 62Q50 36 74 62Q50 86 26 62Z", PAPER, INK, 4)
        + circle(50, 62, 9, INK)
        + circle(47, 59, 3, WHITE)
    )


def _snowflake(c: str) -> str:
    arms = ""
    for k in range(6):
        a = math.radians(k * 60 - 90)
        ex, ey = 50 + 42 * math.cos(a), 50 + 42 * math.sin(a)
        arms += line(50, 50, ex, ey, INK, 12) + line(50, 50, ex, ey, c, 6)
        for t, length in ((0.55, 13), (0.8, 9)):
            bx, by = 50 + 42 * t * math.cos(a), 50 + 42 * t * math.sin(a)
            for side in (-1, 1):
                b = a + side * math.radians(45)
                arms += line(bx, by, bx + length * math.cos(b), by + length * math.sin(b), c, 5)
    return arms + circle(50, 50, 9, c, INK, 4)


def _star(c: str) -> str:
    return polygon(star_points(50, 54, 46, 20), c, INK, S)


def _garlic(c: str) -> str:
    return (
        path(
            "M50 8C56 16 56 24 58 30C74 38 88 54 84 72C80 88 64 94 50 94C36 94 20 88 16 72C12 54 26 38 "
            "42 30C44 24 44 16 50 8Z",
            c,
            INK,
            S,
        )
        + path(
            "M50 34C40 50 38 74 44 92M50 34C60 50 62 74 56 92M42 32C28 48 24 70 30 88M58 32C72 48 76 70 "
            "70 88",
            "none",
            INK,
            3,
        )
        + path("M38 94L34 99M50 94L50 99M62 94L66 99", "none", INK, 3)
    )


EMBLEMS = {
    "drop": _drop,
    "skull": _skull,
    "devil": _devil,
    "pumpkin": _pumpkin,
    "candle": _candle,
    "flame": _flame,
    "shield": _shield,
    "vampire": _vampire,
    "bat": _bat,
    "paw": _paw,
    "wing": _wing,
    "bolt": _bolt,
    "stinkbug": _stinkbug,
    "cockroach": _cockroach,
    "fly": _fly,
    "toad": _toad,
    "rat": _rat,
    "scorpion": _scorpion,
    "moon": _moon,
    "leaf": _leaf,
    "crown": _crown,
    "horns": _horns,
    "tombstone": _tombstone,
    "footprint": _footprint,
    "crosshair": _crosshair,
    "eye": _eye,
    "snowflake": _snowflake,
    "star": _star,
    "garlic": _garlic,
}


TRUE_BLACK = 0.01  # below this luminance a suit colour is black, not a dark grey


def emblem(name: str, colour: str) -> str:
    """The named emblem filled with ``colour`` and outlined in ink, in a 100-box.

    A true black (Dragon's black suit) stays black and has its details drawn in paper; a
    near-black is lifted to a charcoal grey so the ink details stay visible.
    """
    if luminance(colour) < TRUE_BLACK:
        return EMBLEMS[name](colour).replace(f'"{INK}"', f'"{PAPER}"')
    if luminance(colour) < 0.04:
        colour = mix(colour, WHITE, 0.3)
    return EMBLEMS[name](colour)


# --- background patterns: the second, colour-free signal of a suit --------------------


def pattern(name: str, colour: str, x: float, y: float, w: float, h: float, opacity: float = 0.22) -> str:
    """Fill the box (x, y, w, h) with the named repeating pattern in ``colour``.

    nanosvg has no clipping, so every shape is kept inside the box by construction.
    """
    step = 24.0
    shapes = []
    if name == "stripes":
        # 45-degree lines x - y = k, cut to the box.
        k = -h
        while k < w:
            x0, y0 = max(0.0, k), max(0.0, -k)
            x1 = min(w, h + k)
            y1 = x1 - k
            if x1 - x0 > 2:
                shapes.append(line(x + x0, y + h - y0, x + x1, y + h - y1, colour, 6))
            k += 22
    elif name == "waves":
        cols = int((w - 8) // step)
        left = x + (w - cols * step) / 2
        for row in range(int((h - 8) // step)):
            py = y + 14 + row * step
            d = f"M{n(left)} {n(py)}" + "q6 -7 12 0t12 0" * cols
            shapes.append(path(d, "none", colour, 3))
    else:
        cols = int((w - 8) // step)
        rows = int((h - 8) // step)
        left = x + (w - (cols - 1) * step) / 2
        top = y + (h - (rows - 1) * step) / 2
        for row in range(rows):
            for col in range(cols):
                px, py = left + col * step, top + row * step
                if name == "dots":
                    shapes.append(circle(px + (step / 4 if row % 2 else -step / 4), py, 4, colour))
                elif name == "diamonds" and (row + col) % 2 == 0:
                    shapes.append(polygon([(px, py - 8), (px + 7, py), (px, py + 8), (px - 7, py)], colour))
                elif name == "crosses" and (row + col) % 2 == 0:
                    shapes.append(
                        line(px - 6, py, px + 6, py, colour, 3.5) + line(px, py - 6, px, py + 6, colour, 3.5)
                    )
                elif name == "stars" and (row + col) % 2 == 0:
                    shapes.append(polygon(star_points(px, py, 8, 3.5), colour))
                elif name == "scales":
                    shapes.append(
                        path(
                            f"M{n(px - 11)} {n(py - 6)}A11 11 0 0 0 {n(px + 11)} {n(py - 6)}",
                            "none",
                            colour,
                            2.5,
                        )
                    )
                elif name == "checks" and (row + col) % 2 == 0:
                    shapes.append(rect(px - 9, py - 9, 18, 18, colour))
    return group("".join(shapes), opacity)


# --- pips: the classic number-card layout ----------------------------------------------

PIP_ROWS = {
    1: [1],
    2: [1, 1],
    3: [1, 1, 1],
    4: [2, 2],
    5: [2, 1, 2],
    6: [2, 2, 2],
    7: [2, 3, 2],
    8: [3, 2, 3],
    9: [3, 3, 3],
    10: [3, 2, 2, 3],
    11: [3, 3, 2, 3],
    12: [3, 3, 3, 3],
}


def pips(count: int, markup: str, x: float, y: float, w: float, h: float) -> str:
    """``count`` copies of a 100-box ``markup`` laid out in the box (x, y, w, h)."""
    rows = PIP_ROWS[count]
    widest = max(rows)
    size = min(w / widest, h / len(rows)) * (0.86 if count > 1 else 0.8)
    out = []
    for r, in_row in enumerate(rows):
        cy = y + h * (r + 0.5) / len(rows)
        for c in range(in_row):
            cx = x + w * (c + 0.5) / in_row
            out.append(place(markup, cx, cy, size))
    return "".join(out)
