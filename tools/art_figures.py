"""The figures the games' art shares: portraits assembled from parts, and the app icon.

Portraits are assembled from parts (head shape, eyes, mouth, headgear, extras) chosen
per card in a game's art file; every named card gets its own combination, so no two
portraits are alike. A game's own scenes (Dodge the Dragon's beasts, Royal's critter
scenes, Snow's specials, the Batwalk's vamps...) live in its own file,
``tools/art/<id>.py``, beside its palette: nothing here names a game
(``tests/test_one_place.py``). Everything is drawn in a 100 x 100 box, like ``art_draw``.
"""

from __future__ import annotations

from dataclasses import dataclass

from art_draw import (
    WHITE,
    circle,
    ellipse,
    emblem,
    line,
    mix,
    path,
    place,
    polygon,
    rect,
    star_points,
)
from art_palette import GOLD, INK, PAPER

W = 3.5  # outline width inside a portrait


@dataclass(frozen=True)
class Look:
    """The parts of one portrait."""

    skin: str
    skin2: str = ""  # a muzzle or face patch of another colour
    head: str = "round"  # a key of HEADS
    eyes: str = "dots"  # see _eyes
    mouth: str = "smile"  # see _mouth
    top: tuple[str, ...] = ()  # headgear, hair, ears and horns: see _top
    extras: tuple[str, ...] = ()  # capes, wings, scars, bandages...: see _extra_back / _extra_front
    body: str = "#4A4458"  # the shoulders' colour
    detail: str = GOLD
    held: str = ""  # an item held up at the right (hunters): a key of HELD


# --- heads ------------------------------------------------------------------------------

HEADS = {
    "round": "M50 22C68 22 78 36 78 52C78 70 66 80 50 80C34 80 22 70 22 52C22 36 32 22 50 22Z",
    "tall": "M50 14C66 14 74 30 74 50C74 72 64 84 50 84C36 84 26 72 26 50C26 30 34 14 50 14Z",
    "wide": "M50 28C74 28 88 40 88 56C88 72 72 80 50 80C28 80 12 72 12 56C12 40 26 28 50 28Z",
    "skull": "M50 18C70 18 80 32 80 48C80 60 72 66 68 68L66 80L34 80L32 68"
    "C28 66 20 60 20 48C20 32 30 18 50 18Z",
    "blob": "M50 20C64 18 80 30 80 48C84 62 78 80 62 82C54 86 44 84 36 82"
    "C20 80 16 64 20 50C18 32 36 22 50 20Z",
    "square": "M26 24L74 24Q80 24 80 30L80 74Q80 80 74 80L26 80Q20 80 20 74L20 30Q20 24 26 24Z",
    "egg": "M50 16C66 16 76 40 76 58C76 74 64 82 50 82C36 82 24 74 24 58C24 40 34 16 50 16Z",
    "long": "M50 12C62 12 68 24 68 40L68 70C68 80 60 88 50 88C40 88 32 80 32 70L32 40C32 24 38 12 50 12Z",
    "beast": "M50 22C70 22 82 34 82 50C82 60 76 66 70 68C66 80 58 84 50 84C42 84 34 80 30 68C24 66 18 60 18 "
    "50C18 34 30 22 50 22Z",
}


def _eyes(kind: str, skin: str) -> str:
    white, y = PAPER, 48
    if kind == "dots":
        return circle(40, y, 4, INK) + circle(60, y, 4, INK)
    if kind == "big":
        return (
            circle(39, y, 9, white, INK, 2.5)
            + circle(61, y, 9, white, INK, 2.5)
            + circle(41, y + 1, 4.5, INK)
            + circle(63, y + 1, 4.5, INK)
        )
    if kind == "one":
        return circle(50, y - 2, 12, white, INK, 3) + circle(50, y - 1, 6, INK) + circle(48, y - 3, 2, WHITE)
    if kind == "slits":
        return (
            ellipse(39, y, 8, 5, "#F3D250", INK, 2)
            + ellipse(61, y, 8, 5, "#F3D250", INK, 2)
            + ellipse(39, y, 1.6, 4.5, INK)
            + ellipse(61, y, 1.6, 4.5, INK)
        )
    if kind == "hollow":
        return ellipse(38, y, 8, 9, INK) + ellipse(62, y, 8, 9, INK)
    if kind == "glow":
        return (
            ellipse(38, y, 8, 8, INK)
            + ellipse(62, y, 8, 8, INK)
            + circle(38, y, 3.5, "#FF5A36")
            + circle(62, y, 3.5, "#FF5A36")
        )
    if kind == "sleepy":
        return path(f"M32 {y}Q39 {y + 6} 46 {y}M54 {y}Q61 {y + 6} 68 {y}", "none", INK, 3)
    if kind == "spiral":
        return "".join(
            circle(x, y, 8, white, INK, 2)
            + path(f"M{x} {y}m-1 0a2 2 0 1 1 3 1a4 4 0 1 1 -6 -3", "none", INK, 1.8)
            for x in (39, 61)
        )
    if kind == "cross":
        return path("M34 43L44 53M44 43L34 53M56 43L66 53M66 43L56 53", "none", INK, 3.5)
    if kind == "shades":
        return (
            rect(30, y - 6, 17, 10, INK, rx=3)
            + rect(53, y - 6, 17, 10, INK, rx=3)
            + line(47, y - 3, 53, y - 3, INK, 2.5)
        )
    if kind == "glasses":
        return (
            circle(39, y, 8, "#DDEEFF", INK, 2.5)
            + circle(61, y, 8, "#DDEEFF", INK, 2.5)
            + line(47, y, 53, y, INK, 2.5)
            + circle(39, y, 3, INK)
            + circle(61, y, 3, INK)
        )
    if kind == "monocle":
        return (
            circle(40, y, 3.5, INK)
            + circle(61, y, 8, "#DDEEFF", INK, 2.5)
            + circle(61, y, 3, INK)
            + line(69, y, 72, 74, GOLD, 1.5)
        )
    raise KeyError(kind)


def _mouth(kind: str) -> str:
    y = 66
    if kind == "smile":
        return path(f"M40 {y}Q50 {y + 8} 60 {y}", "none", INK, 3)
    if kind == "frown":
        return path(f"M41 {y + 4}Q50 {y - 3} 59 {y + 4}", "none", INK, 3)
    if kind == "flat":
        return line(42, y + 2, 58, y + 2, INK, 3)
    if kind == "fangs":
        return (
            path(f"M38 {y}Q50 {y + 8} 62 {y}", "none", INK, 3)
            + polygon([(42, y + 2), (44, y + 10), (46, y + 3)], WHITE, INK, 1.2)
            + polygon([(54, y + 3), (56, y + 10), (58, y + 2)], WHITE, INK, 1.2)
        )
    if kind == "grin":
        return path(f"M34 {y - 2}Q50 {y + 16} 66 {y - 2}Z", INK) + path(
            f"M38 {y}L42 {y + 5}L46 {y + 1}L50 {y + 6}L54 {y + 1}L58 {y + 5}L62 {y}", "none", WHITE, 2
        )
    if kind == "o":
        return ellipse(50, y + 2, 6, 8, INK)
    if kind == "stitch":
        return line(38, y + 2, 62, y + 2, INK, 2.5) + "".join(
            line(x, y - 2, x, y + 6, INK, 2) for x in (41, 47, 53, 59)
        )
    if kind == "teeth":
        return (
            rect(38, y - 2, 24, 10, WHITE, rx=2, stroke=INK, width=2.5)
            + line(44, y - 2, 44, y + 8, INK, 1.5)
            + line(50, y - 2, 50, y + 8, INK, 1.5)
            + line(56, y - 2, 56, y + 8, INK, 1.5)
        )
    if kind == "beak":
        return polygon([(42, y - 8), (58, y - 8), (50, y + 6)], "#E69F00", INK, 2.5)
    if kind == "tongue":
        return path(f"M40 {y}Q50 {y + 8} 60 {y}", "none", INK, 3) + path(
            f"M47 {y + 4}Q50 {y + 14} 53 {y + 4}Z", "#E05570", INK, 1.5
        )
    if kind == "snout":
        return (
            ellipse(50, y - 2, 12, 8, "#C98B7A", INK, 2.5)
            + circle(46, y - 3, 2, INK)
            + circle(54, y - 3, 2, INK)
            + path(f"M42 {y + 8}Q50 {y + 13} 58 {y + 8}", "none", INK, 2.5)
        )
    if kind == "moustache":
        return path(
            f"M50 {y - 2}C44 {y - 6} 36 {y - 4} 34 {y + 2}C40 {y} 46 {y + 2} 50 {y - 1}C54 {y + 2} 60 {y} 66 "
            f"{y + 2}C64 {y - 4} 56 {y - 6} 50 {y - 2}Z",
            INK,
        )
    if kind == "beard":
        return path(
            f"M30 {y - 8}C32 {y + 18} 44 {y + 22} 50 {y + 22}"
            f"C56 {y + 22} 68 {y + 18} 70 {y - 8}C64 {y + 4} 36 {y + 4} 30 {y - 8}Z",
            "#6B4F3A",
            INK,
            2,
        ) + path(f"M43 {y}Q50 {y + 5} 57 {y}", "none", INK, 2.5)
    if kind == "none":
        return ""
    raise KeyError(kind)


def _top(kind: str, look: Look) -> str:
    d, s = look.detail, look.skin
    if kind == "horns":
        return path("M32 30C24 22 22 10 26 4C30 14 36 20 42 24Z", "#F1E6C8", INK, W) + path(
            "M68 30C76 22 78 10 74 4C70 14 64 20 58 24Z", "#F1E6C8", INK, W
        )
    if kind == "ears":
        return polygon([(26, 36), (22, 10), (42, 26)], s, INK, W) + polygon(
            [(74, 36), (78, 10), (58, 26)], s, INK, W
        )
    if kind == "long_ears":
        return (
            ellipse(38, 12, 6, 20, s, INK, W, -12)
            + ellipse(62, 12, 6, 20, s, INK, W, 12)
            + ellipse(38, 12, 2.5, 14, "#F4A6B8", rotate=-12)
            + ellipse(62, 12, 2.5, 14, "#F4A6B8", rotate=12)
        )
    if kind == "round_ears":
        return circle(24, 32, 10, s, INK, W) + circle(76, 32, 10, s, INK, W)
    if kind == "antlers":
        return path(
            "M36 26L28 6M31 16L20 12M33 21L22 22M64 26L72 6M69 16L80 12M67 21L78 22", "none", "#8A6A4A", 5
        )
    if kind == "witch_hat":
        return (
            path("M24 30L76 30L72 24L56 22L46 2L34 22Z", INK, INK, 2)
            + rect(16, 26, 68, 7, INK, rx=3)
            + rect(36, 22, 26, 5, d)
        )
    if kind == "top_hat":
        return rect(32, 0, 36, 26, INK, rx=2) + rect(22, 24, 56, 6, INK, rx=3) + rect(32, 18, 36, 5, d)
    if kind == "hood":
        return path(
            "M50 6C26 6 12 30 14 56L14 92L24 92L24 56C24 34 36 22 50 22"
            "C64 22 76 34 76 56L76 92L86 92L86 56C88 30 74 6 50 6Z",
            look.body,
            INK,
            W,
        )
    if kind == "bolts":
        return rect(10, 56, 10, 8, "#9A9AA0", stroke=INK, width=2) + rect(
            80, 56, 10, 8, "#9A9AA0", stroke=INK, width=2
        )
    if kind == "flat_top":
        return rect(22, 18, 56, 12, INK, rx=2) + path(
            "M30 30L34 36L38 30L42 36L46 30L50 36L54 30L58 36L62 30L66 36L70 30Z", INK
        )
    if kind == "crown":
        return polygon([(30, 26), (30, 8), (40, 18), (50, 4), (60, 18), (70, 8), (70, 26)], GOLD, INK, W)
    if kind == "hair":
        return path(
            "M22 50C18 26 34 14 50 14C66 14 82 26 78 50C72 36 62 30 50 34C40 30 28 36 22 50Z", d, INK, W
        )
    if kind == "long_hair":
        return path(
            "M20 80C12 50 20 16 50 14C80 16 88 50 80 80L72 80C74 56 70 38 50 34C30 38 26 56 28 80Z", d, INK, W
        )
    if kind == "mohawk":
        return path("M44 24L40 4L48 12L50 0L54 12L60 4L56 24Z", d, INK, W)
    if kind == "antennae":
        return (
            path("M40 24C36 12 28 6 20 6M60 24C64 12 72 6 80 6", "none", INK, 3)
            + ellipse(20, 6, 6, 3, look.detail, INK, 1.5)
            + ellipse(80, 6, 6, 3, look.detail, INK, 1.5)
        )
    if kind == "tentacles":
        return "".join(
            path(f"M{x} 28C{x - 8} 16 {x + 6} 10 {x - 2} 0", "none", s, 6) for x in (34, 46, 58, 70)
        )
    if kind == "cap":
        return path("M24 34C24 16 76 16 76 34Z", d, INK, W) + path("M22 34L86 34L86 38L22 38Z", d, INK, 2.5)
    if kind == "deerstalker":
        return (
            path("M22 36C22 14 78 14 78 36Z", "#A07850", INK, W)
            + path("M70 34L90 40L72 40Z", "#A07850", INK, 2.5)
            + path("M30 34L10 40L28 40Z", "#A07850", INK, 2.5)
            + line(36, 24, 64, 24, "#6B4F3A", 2)
        )
    if kind == "wide_brim":
        return ellipse(50, 30, 40, 7, INK) + path("M32 30C32 10 68 10 68 30Z", INK) + rect(32, 24, 36, 5, d)
    if kind == "bandana":
        return path("M22 36C24 20 76 20 78 36Z", d, INK, W) + path("M76 32L90 40L84 26Z", d, INK, 2.5)
    if kind == "fire":
        return path(
            "M30 30C24 18 32 8 36 2C38 12 44 12 44 4C50 10 56 12 58 2C62 10 72 16 70 30Z", "#FF7A1A", INK, 2.5
        )
    if kind == "pumpkin":
        return emblem("pumpkin", "#E69F00")
    if kind == "bun":
        return circle(50, 16, 10, d, INK, W) + line(44, 10, 56, 22, GOLD, 2.5)
    if kind == "leaves":
        return "".join(ellipse(x, 20, 6, 12, "#3C8D40", INK, 2, r) for x, r in ((34, -40), (50, 0), (66, 40)))
    if kind == "snow_cap":
        return path(
            "M24 38C22 20 36 14 50 14C64 14 78 20 76 38C68 30 58 34 50 30C42 34 32 30 24 38Z", WHITE, INK, W
        )
    if kind == "jester":
        return (
            path("M26 32C20 14 8 14 4 20C14 20 18 26 24 36Z", look.detail, INK, W)
            + path("M74 32C80 14 92 14 96 20C86 20 82 26 76 36Z", "#0072B2", INK, W)
            + path("M26 34C30 12 70 12 74 34Z", "#0072B2", INK, W)
            + circle(4, 20, 4, GOLD, INK, 2)
            + circle(96, 20, 4, GOLD, INK, 2)
        )
    if kind == "hunter_hat":
        return path("M18 34C26 30 30 12 50 12C70 12 74 30 82 34Z", "#3C5A3C", INK, W) + path(
            "M66 20L84 4", "none", "#D55E00", 3
        )
    raise KeyError(kind)


BACK_EXTRAS = ("cape", "wings", "tail", "scythe", "glow", "hump")  # drawn behind the head


def _extra_back(kind: str, look: Look) -> str:
    if kind == "cape":
        return path("M14 96L30 62L50 76L70 62L86 96Z", "#7A1E2C", INK, W) + path(
            "M24 70L30 52L40 66ZM76 70L70 52L60 66Z", "#7A1E2C", INK, W
        )
    if kind == "wings":
        return path("M30 60C14 44 6 50 0 40C2 58 10 74 30 76Z", "#3D3551", INK, W) + path(
            "M70 60C86 44 94 50 100 40C98 58 90 74 70 76Z", "#3D3551", INK, W
        )
    if kind == "tail":
        return path("M70 86C86 84 96 70 90 58", "none", INK, 7) + path(
            "M70 86C86 84 96 70 90 58", "none", look.skin, 3
        )
    if kind == "scythe":
        return line(86, 100, 86, 10, "#6B4F3A", 4) + path(
            "M86 10C70 4 50 8 40 20C54 14 70 14 86 18Z", "#C8C8D0", INK, 2
        )
    if kind == "glow":
        return circle(50, 52, 46, mix(look.skin, WHITE, 0.6))
    if kind == "hump":
        return ellipse(50, 90, 44, 18, look.skin, INK, W)
    raise KeyError(kind)


def _extra_front(kind: str, look: Look) -> str:
    if kind == "bandages":
        return "".join(
            path(f"M22 {y}Q50 {y + 6 + (i % 2) * 4} 78 {y - 4}", "none", mix(look.skin, INK, 0.25), 2.5)
            for i, y in enumerate((30, 40, 58, 74))
        )
    if kind == "stitches":
        return line(30, 34, 56, 30, INK, 2) + "".join(
            line(x, 28, x + 1, 36, INK, 1.6) for x in (34, 40, 46, 52)
        )
    if kind == "scar":
        return path("M62 30L70 44M64 36L70 34M66 40L72 38", "none", mix(look.skin, INK, 0.5), 2)
    if kind == "fur":
        return "".join(
            path(f"M{x} {y}l3 -6l3 6", "none", mix(look.skin, INK, 0.35), 2)
            for x, y in ((30, 36), (64, 36), (26, 60), (70, 60), (44, 28), (52, 76))
        )
    if kind == "freckles":
        return "".join(circle(x, 58, 1.5, mix(look.skin, INK, 0.4)) for x in (34, 38, 62, 66))
    if kind == "blush":
        return ellipse(33, 60, 5, 3, "#E88A9A") + ellipse(67, 60, 5, 3, "#E88A9A")
    if kind == "drips":
        return "".join(
            path(f"M{x} 76Q{x - 3} 86 {x} 90Q{x + 3} 86 {x} 76Z", look.skin, INK, 2) for x in (34, 48, 64)
        )
    if kind == "bowtie":
        return polygon([(40, 84), (50, 88), (60, 84), (60, 94), (50, 90), (40, 94)], look.detail, INK, 2)
    if kind == "scarf":
        return path("M28 80Q50 90 72 80L72 88Q50 98 28 88Z", look.detail, INK, 2.5) + rect(
            58, 86, 8, 14, look.detail, stroke=INK, width=2
        )
    if kind == "earring":
        return circle(22, 64, 3.5, GOLD, INK, 1.5)
    if kind == "spots":
        return "".join(
            circle(x, y, r, mix(look.skin, INK, 0.3)) for x, y, r in ((32, 36, 4), (68, 40, 3), (60, 74, 3.5))
        )
    if kind == "medallion":
        return (
            line(44, 82, 50, 92, GOLD, 1.5)
            + line(56, 82, 50, 92, GOLD, 1.5)
            + circle(50, 94, 4, GOLD, INK, 1.5)
        )
    if kind == "cross":
        return line(50, 84, 50, 98, GOLD, 3) + line(45, 89, 55, 89, GOLD, 3)
    raise KeyError(kind)


HELD = {
    "magnifier": lambda: circle(82, 66, 10, "#DDEEFF", INK, 3.5) + line(75, 73, 64, 90, "#6B4F3A", 5),
    "book": lambda: (
        rect(66, 66, 26, 30, "#7A1E2C", rx=2, stroke=INK, width=2.5) + line(70, 70, 70, 92, GOLD, 2)
    ),
    "scroll": lambda: (
        rect(68, 62, 20, 34, PAPER, stroke=INK, width=2.5)
        + circle(78, 62, 5, "#C8A878", INK, 2)
        + line(72, 72, 84, 72, INK, 1.5)
        + line(72, 78, 84, 78, INK, 1.5)
    ),
    "binoculars": lambda: (
        circle(72, 78, 8, INK)
        + circle(88, 78, 8, INK)
        + circle(72, 78, 4, "#9FD5E8")
        + circle(88, 78, 4, "#9FD5E8")
    ),
    "candle": lambda: (
        rect(74, 70, 10, 26, PAPER, stroke=INK, width=2)
        + path("M79 56C79 56 85 62 85 66A6 6 0 0 1 73 66C73 62 79 56 79 56Z", "#FFD34E", INK, 2)
    ),
    "holy_water": lambda: (
        path("M72 70L86 70L90 96L68 96Z", "#9FD5E8", INK, 2.5)
        + rect(75, 62, 8, 8, "#C8A878", stroke=INK, width=2)
        + line(79, 78, 79, 90, WHITE, 2)
        + line(74, 84, 84, 84, WHITE, 2)
    ),
    "lute": lambda: (
        ellipse(78, 84, 12, 14, "#C8843A", INK, 2.5)
        + circle(78, 82, 3.5, INK)
        + line(84, 72, 96, 52, "#6B4F3A", 4)
    ),
    "guitar": lambda: (
        path(
            "M70 96C62 92 64 80 72 80C70 72 80 68 84 74L96 58L99 61L88 78C94 82 90 94 80 94C78 98 "
            "74 98 70 96Z",
            "#B5651D",
            INK,
            2.5,
        )
        + circle(78, 86, 3, INK)
    ),
    "stake": lambda: (
        polygon([(80, 58), (86, 58), (86, 86), (83, 98), (80, 86)], "#A07850", INK, 2.5)
        + rect(76, 62, 14, 4, "#6B4F3A")
    ),
    "tome": lambda: (
        rect(64, 66, 30, 30, INK, rx=2)
        + circle(79, 81, 8, "none", GOLD, 2)
        + polygon(star_points(79, 81, 7, 3), GOLD)
    ),
    "sword": lambda: (
        line(82, 96, 82, 50, "#C8C8D0", 5)
        + line(74, 84, 90, 84, GOLD, 4)
        + line(82, 96, 82, 88, "#6B4F3A", 5)
    ),
    "crossbow": lambda: (
        path("M62 74Q80 58 98 74", "none", "#6B4F3A", 4)
        + line(80, 66, 80, 98, "#6B4F3A", 5)
        + line(64, 74, 96, 74, INK, 1.5)
        + polygon([(80, 58), (76, 66), (84, 66)], "#C8C8D0", INK, 1.5)
    ),
    "apple": lambda: (
        circle(80, 80, 11, GOLD, INK, 2.5)
        + line(80, 69, 82, 62, "#6B4F3A", 2.5)
        + ellipse(86, 64, 5, 2.5, "#3C8D40")
    ),
    "carrot": lambda: (
        polygon([(72, 66), (90, 66), (81, 98)], "#E07A1F", INK, 2.5)
        + path("M76 66L72 56M81 66L81 54M86 66L90 56", "none", "#3C8D40", 3)
    ),
}


def portrait(look: Look) -> str:
    """A head-and-shoulders portrait assembled from ``look``'s parts."""
    parts = [_extra_back(kind, look) for kind in look.extras if kind in BACK_EXTRAS]
    parts.append(path("M12 100C12 84 28 76 50 76C72 76 88 84 88 100Z", look.body, INK, W))
    back_tops = [
        kind
        for kind in look.top
        if kind
        in (
            "hood",
            "long_hair",
            "ears",
            "long_ears",
            "round_ears",
            "antlers",
            "horns",
            "tentacles",
            "jester",
            "antennae",
        )
    ]
    parts += [_top(kind, look) for kind in back_tops]
    parts.append(path(HEADS[look.head], look.skin, INK, W))
    if look.skin2:
        parts.append(ellipse(50, 66, 18, 12, look.skin2))
    parts.append(_eyes(look.eyes, look.skin))
    parts.append(_mouth(look.mouth))
    parts += [_extra_front(kind, look) for kind in look.extras if kind not in BACK_EXTRAS]
    parts += [_top(kind, look) for kind in look.top if kind not in back_tops]
    if look.held:
        parts.append(HELD[look.held]())
    return "".join(parts)


# --- marks ---------------------------------------------------------------------------------


# --- small props: each plain Royal card of a critter gets its own ----------------------


# --- special cards ------------------------------------------------------------------------


def icon_scene() -> str:
    """The app icon: a friendly bat over a fanned hand of three cards (100-box)."""
    cards = ""
    for k, (angle, colour) in enumerate(((-22, "#0072B2"), (0, "#009E73"), (22, "#D55E00"))):
        cards += (
            f'<g transform="rotate({angle} 50 96)">'
            + rect(33, 34, 34, 48, PAPER, rx=5, stroke=INK, width=3)
            + rect(37, 38, 26, 40, mix(colour, WHITE, 0.35), rx=3)
            + place(emblem(("drop", "leaf", "pumpkin")[k], colour), 50, 58, 20)
            + "</g>"
        )
    return (
        rect(0, 0, 100, 100, "#2B2140", rx=22)
        + circle(74, 24, 14, "#F3D250")
        + circle(80, 20, 12, "#2B2140")
        + cards
        + place(emblem("bat", "#5A4A7A"), 46, 24, 44)
    )
