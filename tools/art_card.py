"""What every deck's art shares: one card face's description and its layout, the pip
cards, the backs' rosette, the table and the title tile, and the manifest's entries.

``tools/make_art.py`` draws each game's art from its own file, ``tools/art/<id>.py``,
with these.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from art_draw import WHITE, circle, ellipse, emblem, ink_on, mix, pattern, pips, place, rect
from art_palette import GOLD, INK, PAPER, Suit

CARD_W, CARD_H = 250, 350

# --- one card's description ---------------------------------------------------------------


@dataclass
class Face:
    """What goes on one card face before it is laid out."""

    card_id: str
    suit: Suit
    index: str  # the corner index text; "" when ``index_icon`` stands in for it
    art: str  # illustration in a 100-box (or pips already laid out, see ``laid_out``)
    name: str = ""
    index_icon: str = ""  # an emblem drawn in the index slot instead of text
    laid_out: bool = False  # ``art`` is already placed in card coordinates
    badges: list[str] = field(default_factory=list)  # marks in the panel's top-right corner
    badge_text: str = ""  # a number in a round badge at the panel's top-left
    frame: str = ""  # frame colour when not the suit colour


def text(
    value: str,
    x: float,
    y: float,
    h: float,
    w: float,
    fill: str,
    rot: int = 0,
    wrap: bool = False,
    role: str = "",
) -> dict:
    """A run-time text entry of the manifest, in the image's own units (see assets.py).

    (x, y) is the centre of the words' ink, ``h`` their capital height and ``w`` the
    widest they may be; ``role`` says what the words are ("index", "name").
    """
    entry: dict[str, object] = {"t": value, "x": x, "y": y, "h": h, "w": w, "fill": fill}
    if role:
        entry["role"] = role
    if role == "index" and value in ("6", "9"):
        entry["underline"] = True
    if rot:
        entry["rot"] = rot
    if wrap:
        entry["wrap"] = True
    return entry


def svg_document(width: int, height: int, body: str) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}">{body}</svg>\n'
    )


PANEL_X, PANEL_TOP, PANEL_W = 80, 14, 156


def layout_face(face: Face) -> tuple[str, list[dict]]:
    """Lay ``face`` out on a 250 x 350 card: frame, corners, panel, ribbon; return SVG and texts."""
    suit = face.suit
    colour = suit.colour
    frame = face.frame or colour
    two_lines = name_lines(face.name)
    ribbon_top = 222 if len(two_lines) == 2 else 240
    panel_bottom = ribbon_top - 8 if face.name else 290
    tint = mix(colour, PAPER, 0.8)
    body = [
        rect(1, 1, 248, 348, frame, rx=20, stroke=INK, width=2),
        rect(11, 11, 228, 328, tint, rx=12),
        pattern(suit.pattern, mix(colour, INK, 0.2), 11, 11, 228, 328, 0.3),
        # the corner tab: ink index on paper, whatever the suit colour, for contrast
        rect(14, 14, 60, 118, PAPER, rx=10, stroke=INK, width=1.5),
        place(emblem(suit.emblem, colour), 44, 106, 42),
        rect(
            PANEL_X,
            PANEL_TOP,
            PANEL_W,
            panel_bottom - PANEL_TOP,
            mix(colour, PAPER, 0.62),
            rx=10,
            stroke=INK,
            width=1.5,
        ),
    ]
    if face.laid_out:
        body.append(face.art)
    else:
        size = min(PANEL_W, panel_bottom - PANEL_TOP) - 10
        body.append(place(face.art, PANEL_X + PANEL_W / 2, (PANEL_TOP + panel_bottom) / 2 + 2, size))
    for k, badge in enumerate(face.badges):
        body.append(place(badge, PANEL_X + PANEL_W - 28 - k * 52, PANEL_TOP + 28, 50))
    texts = []
    if face.index:
        texts.append(text(face.index, 44, 48, 46, 52, INK, role="index"))
    else:
        body.append(place(emblem(face.index_icon, colour), 44, 48, 50))
    if face.badge_text:
        body.append(circle(PANEL_X + 24, PANEL_TOP + 24, 23, GOLD, INK, 2))
        texts.append(text(face.badge_text, PANEL_X + 24, PANEL_TOP + 24, 20, 34, INK))
    if face.name:
        body.append(rect(14, ribbon_top, 222, 290 - ribbon_top, colour, rx=8, stroke=INK, width=2))
        if len(two_lines) == 2:
            for k, words in enumerate(two_lines):
                texts.append(text(words, 125, 240 + k * 32, 21, 206, ink_on(colour), role="name"))
        else:
            texts.append(text(face.name, 125, 265, 24, 206, ink_on(colour), wrap=True, role="name"))
    # the small upside-down corner, for a card seen from across the table
    body.append(rect(150, 298, 86, 38, PAPER, rx=8, stroke=INK, width=1.5))
    body.append(place(emblem(suit.emblem, colour), 170, 317, 28, 180))
    if face.index:
        texts.append(text(face.index, 210, 317, 24, 44, INK, rot=180, role="index"))
    else:
        body.append(place(emblem(face.index_icon, colour), 210, 317, 30, 180))
    return svg_document(CARD_W, CARD_H, "".join(body)), texts


def name_lines(name: str) -> list[str]:
    """A card name as it is printed: names of two words longer than 12 letters take two lines."""
    if len(name) <= 12 or " " not in name:
        return [name] if name else []
    spaces = [i for i, ch in enumerate(name) if ch == " "]
    cut = min(spaces, key=lambda i: abs(i - len(name) / 2))
    return [name[:cut], name[cut + 1 :]]


def pip_face(card_id: str, suit: Suit, count: int, name: str = "", pip: str | None = None) -> Face:
    """A number card: ``count`` suit emblems in the panel."""
    markup = pip if pip is not None else emblem(suit.emblem, suit.colour)
    bottom = 232 if name else 290  # pip cards of these decks have no name
    art = pips(count, markup, PANEL_X + 4, PANEL_TOP + 6, PANEL_W - 8, bottom - PANEL_TOP - 12)
    return Face(card_id, suit, str(count), art, name=name, laid_out=True)


def rosette(cx: float, cy: float, radius: float, field_colour: str, accent: str) -> str:
    """The backs' ornament: eight petals round a hub inside a ring of dots, point
    symmetric, in two tones of the back's own colours (no face has it)."""
    inner = mix(field_colour, accent, 0.35)
    parts = [circle(cx, cy, radius, mix(field_colour, INK, 0.2), accent, radius * 0.05)]
    for index in range(16):
        angle = math.radians(index * 22.5)
        dot = radius * 0.82
        parts.append(circle(cx + dot * math.cos(angle), cy + dot * math.sin(angle), radius * 0.045, accent))
    for index in range(8):
        angle = index * 45.0
        turn = math.radians(angle)
        ox, oy = radius * 0.36 * math.sin(turn), -radius * 0.36 * math.cos(turn)
        petal = (radius * 0.13, radius * 0.32)
        parts.append(ellipse(cx + ox, cy + oy, *petal, inner, accent, radius * 0.035, angle))
    parts.append(circle(cx, cy, radius * 0.2, accent, mix(field_colour, INK, 0.3), radius * 0.04))
    parts.append(circle(cx, cy, radius * 0.08, field_colour))
    return "".join(parts)


def back_svg(field_colour: str, accent: str, pattern_name: str) -> str:
    body = [
        rect(1, 1, 248, 348, field_colour, rx=20, stroke=INK, width=2),
        rect(12, 12, 226, 326, mix(field_colour, INK, 0.25), rx=12, stroke=accent, width=3),
        pattern(pattern_name, accent, 16, 16, 218, 318, 0.3),
        rect(24, 24, 202, 302, "none", rx=8, stroke=mix(field_colour, accent, 0.6), width=1.5),
        rosette(125, 175, 80, field_colour, accent),
    ]
    for cx, cy in ((42, 42), (208, 42), (42, 308), (208, 308)):
        body.append(rosette(cx, cy, 16, field_colour, accent))
    return svg_document(CARD_W, CARD_H, "".join(body))


TABLE_W, TABLE_H = 1600, 900


def table_svg(felt: str, motif: str) -> str:
    body = [
        '<defs><radialGradient id="v" cx="50%" cy="50%" r="70%">'
        f'<stop offset="0%" stop-color="{mix(felt, WHITE, 0.12)}"/>'
        f'<stop offset="100%" stop-color="{mix(felt, INK, 0.55)}"/></radialGradient></defs>',
        rect(0, 0, TABLE_W, TABLE_H, "url(#v)"),
    ]
    # a sparse scatter of the game's motif, on a fixed grid so the output is deterministic
    for row in range(5):
        for col in range(9):
            cx = 100 + col * 175 + (80 if row % 2 else 0)
            cy = 90 + row * 180
            rot = ((row * 9 + col) * 37) % 60 - 30
            body.append(f'<g opacity="0.07">{place(emblem(motif, WHITE), cx, cy, 70, rot)}</g>')
    body.append(rect(24, 24, TABLE_W - 48, TABLE_H - 48, "none", rx=40, stroke=mix(felt, GOLD, 0.4), width=4))
    return svg_document(TABLE_W, TABLE_H, "".join(body))


TITLE_W, TITLE_H = 400, 300


def title_svg(felt: str, scene: str, title: str) -> tuple[str, list[dict]]:
    """The title tile: the game's figures (``scene``) over its felt, its name below."""
    body = [
        rect(0, 0, TITLE_W, TITLE_H, felt, rx=24, stroke=INK, width=3),
        pattern("stars", mix(felt, WHITE, 0.3), 8, 8, 384, 200, 0.5),
        scene,
        rect(0, 220, TITLE_W, 80, mix(felt, INK, 0.5), rx=0),
        rect(0, 0, TITLE_W, TITLE_H, "none", rx=24, stroke=GOLD, width=6),
    ]
    return svg_document(TITLE_W, TITLE_H, "".join(body)), [text(title, 200, 260, 30, 370, PAPER)]


def entry(svg_rel: str, size: tuple[int, int], texts: list[dict] | None = None, **extra: object) -> dict:
    record: dict[str, object] = {"svg": svg_rel, "size": list(size)}
    if texts:
        record["texts"] = texts
    record.update(extra)
    return record
