"""A button's label: its size, and where it breaks onto two lines when one would be cut.

A longer language's words on a narrow button (a side button at 960x540, Royal's claims)
go onto two lines, broken at a space, after a hyphen or between two syllables, rather
than cut with an ellipsis; ``label_fits`` says whether a label shows whole either way.
"""

from __future__ import annotations

from collections.abc import Sequence

from table.ui import gfx

TWO_LINES = 1.12  # a two-line label's lines sit this many text sizes apart
LABEL_HEIGHT = 0.45  # a button's label is set at this share of its height (or smaller, to fit)
LABEL_WIDTH = 0.9  # within this share of its width


def label_px(label: str, rect: tuple[float, float, float, float]) -> int:
    """The size a button over ``rect`` sets ``label`` at (bold, as when focused): shrunk
    to fit its width, never below the smallest text size."""
    return gfx.fit_px(label, round(rect[3] * LABEL_HEIGHT), rect[2] * LABEL_WIDTH, bold=True)


def label_fits(label: str, rect: tuple[float, float, float, float]) -> bool:
    """Whether a button over ``rect`` shows ``label`` whole (not cut with an ellipsis),
    on one line or on the two ``label_lines`` breaks it into."""
    lines = label_lines(label, rect)
    px = label_px(label, rect) if len(lines) == 1 else two_line_px(lines, rect)
    return all(gfx.font(px, bold=True).size(line)[0] <= rect[2] * LABEL_WIDTH for line in lines)


def two_line_px(lines: Sequence[str], rect: tuple[float, float, float, float]) -> int:
    """The size two lines of a label are set at: both fit the width and the height."""
    px = round(rect[3] * LABEL_HEIGHT)
    while gfx.font_size(px) > gfx.MIN_TEXT_PX and 2 * TWO_LINES * gfx.font_size(px) > rect[3]:
        px -= 1
    return min(gfx.fit_px(line, px, rect[2] * LABEL_WIDTH, bold=True) for line in lines)


VOWELS = frozenset("aeiouyäöüàâéèêëîïôûùáíóúAEIOUYÄÖÜÀÂÉÈÊËÎÏÔÛÙÁÍÓÚ")


def label_breaks(label: str) -> list[tuple[str, str]]:
    """Where a label may break onto two lines: at a space; else, one word, after a hyphen
    or before a syllable's consonant ("Fleder-maus", "Murcié-lago"), nearest the middle."""
    words = label.split(" ")
    if len(words) > 1:
        return [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    hyphens = [i for i, ch in enumerate(label) if ch == "-" and 0 < i < len(label) - 1]
    if hyphens:
        return [(label[: i + 1], label[i + 1 :]) for i in hyphens]
    cuts = [i for i in range(3, len(label) - 3)
            if label[i].isalpha() and label[i] not in VOWELS and label[i + 1] in VOWELS]
    return [(label[:i] + "-", label[i:]) for i in sorted(cuts, key=lambda i: abs(2 * i - len(label)))[:1]]


def label_lines(label: str, rect: tuple[float, float, float, float]) -> list[str]:
    """A button's label on one line, or on two (``label_breaks``) when one line would be
    cut even at the smallest size and the button is tall enough for two (a longer word in
    another language on a narrow button)."""
    width = rect[2] * LABEL_WIDTH
    if gfx.font(label_px(label, rect), bold=True).size(label)[0] <= width:
        return [label]
    splits = label_breaks(label)
    if not splits or rect[3] < 2 * TWO_LINES * gfx.MIN_TEXT_PX:
        return [label]
    face = gfx.font(gfx.MIN_TEXT_PX / gfx.ui_scale(), bold=True)
    first, second = min(splits, key=lambda pair: max(face.size(pair[0])[0], face.size(pair[1])[0]))
    return [first, second]


def row_width(labels: Sequence[str], width: float, widest: float, height: float) -> float:
    """A row of buttons' width: ``width``, or wider (up to ``widest``) by a twentieth at a
    time until every one of ``labels`` shows whole (a longer language's named move)."""
    step = max(1.0, width / 20)
    while width + step <= widest and not all(label_fits(label, (0, 0, width, height)) for label in labels):
        width += step
    return width
