"""Another seat's plate: what it is drawn from, and its names' one size and status lines.

Every plate of a table sets its name at one size, the size the longest name needs, so
no name reads as a different kind of text; an AI's level goes beside its name when that
size stays no smaller than the sub-lines', else first on the sub-line. Its status lines
likewise share one size, the size the tightest of them needs; all in fewer words (the
game's short status) when that lets them be larger.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from table.core.i18n import N_, _, current, ngettext
from table.ui import gfx, layout
from table.ui.tables.context import Geometry


@dataclass(frozen=True)
class SeatLook:
    """What another seat's plate, fan and cards in front are drawn from (the piece's key)."""

    seat: int
    point: layout.Point
    count: int
    in_front: tuple[str, ...]
    active: bool
    who: str
    status: str
    name_px: int = 0  # the names' size, the same on every plate of the table
    level: str = ""  # an AI's level ("normal"; "AI normal" once named), when not beside the name
    fan: int = 0  # how many face-down cards its fan shows (``Presenter.fan_count``)
    short: str = ""  # the status in fewer words, for a plate that cannot hold the whole in two lines
    sub_px: int = 0  # the status lines' size, the same on every plate of the table (``plate_names``)


# The AI levels as a plate names them ("AI normal"), each a message.
LEVELS = {"random": N_("random"), "easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard"),
          "expert": N_("expert")}


def level_label(level: str) -> str:
    return _("AI {level}").format(level=_(LEVELS.get(level) or level))


def plate_text(look: SeatLook) -> str:
    """A plate's sub-line: the AI's level (when not beside the name), the cards held, the status."""
    cards = ngettext("{n} card", "{n} cards", look.count).format(n=look.count)
    return " · ".join([*([look.level] if look.level else []), cards, *([look.status] if look.status else [])])



def plate_names(geo: Geometry, looks: list[SeatLook]) -> list[SeatLook]:
    """One name size on every plate: the size the longest name needs (in bold, as for
    the seat whose turn it is), so no name reads as a different kind of text. An AI's
    level goes beside its name ("Bones (AI normal)") when every name so keeps a size no
    smaller than the sub-lines'; otherwise on the sub-line, and the names grow back."""
    return list(_plate_names(geo, tuple(looks), gfx.ui_scale(), current()))


@lru_cache(maxsize=64)  # asked at each change of the still layer, for the same seats mostly
def _plate_names(geo: Geometry, looks: tuple[SeatLook, ...], scale: float, language: str) -> list[SeatLook]:
    px, width = round(geo.h * 0.026), geo.plate[0] * 0.9
    looks = tuple(replace(look, level=level_label(look.level)) if look.level else look for look in looks)
    beside = tuple(replace(look, who=f"{look.who} ({look.level})", level="") if look.level else look
                   for look in looks)
    for chosen in (beside, looks):
        name_px = min((gfx.fit_px(look.who, px, width, bold=True) for look in chosen), default=px)
        if gfx.font_size(name_px) >= gfx.font_size(round(px * 0.82)):
            break
    sub_px = round(px * 0.82)
    whole = [replace(look, name_px=name_px, status=look.status if look.short == look.status or plate_fits(
        plate_text(look), sub_px, width) else look.short) for look in chosen]
    # One status size too: the size the tightest line needs, else a plate whose longer
    # line ``draw_text`` shrinks sits beside one at full size (issue 32, at 175%). Every
    # plate in fewer words instead, when that keeps the lines larger.
    short = [replace(look, status=look.short) for look in whole]
    sizes = [_least_px(looks, sub_px, width) for looks in (whole, short)]
    plates, least = (whole, sizes[0]) if sizes[0] >= sizes[1] else (short, sizes[1])
    return [replace(look, sub_px=least) for look in plates]


def _least_px(looks: list[SeatLook], px: int, width: float) -> int:
    """The size at which every plate's status lines (broken at ``px``) fit ``width``."""
    return min((gfx.fit_px(line, px, width) for look in looks
                for line in plate_lines(plate_text(look), px, width)), default=px)


def plate_fits(text: str, px: int, width: float) -> bool:
    """Whether ``text`` shows whole on a plate's two sub-lines (``plate_lines``)."""
    return all(gfx.font(gfx.fit_px(line, px, width)).size(gfx.showable(line))[0] <= width
               for line in plate_lines(text, px, width))


def plate_lines(text: str, px: int, width: float) -> list[str]:
    """A plate's status in one line, or two broken at a " · " when one does not fit."""
    return list(_plate_lines(text, px, width, gfx.ui_scale()))


@lru_cache(maxsize=256)  # measured once per status, size and scale, not at each redraw of the seat
def _plate_lines(text: str, px: int, width: float, scale: float) -> list[str]:  # copied by the caller
    if gfx.font(px).size(text)[0] <= width or " · " not in text:
        return [text]
    parts = text.split(" · ")
    best = 1
    for cut in range(1, len(parts)):
        if gfx.font(px).size(" · ".join(parts[:cut]))[0] <= width:
            best = cut
    # Rather a break that leaves both lines whole (a longer language's words).
    for cut in range(best, 0, -1):
        if gfx.font(px).size(" · ".join(parts[cut:]))[0] <= width:
            return [" · ".join(parts[:cut]), " · ".join(parts[cut:])]
    # Else between words, if two lines so hold it whole (the pseudo-locale's 40% more);
    # else either way with a line set smaller (as ``draw_text`` shrinks it) if it so fits.
    wrapped = gfx.wrap(text, px, width)
    if len(wrapped) == 2 and all(gfx.font(px).size(line)[0] <= width for line in wrapped):
        return wrapped
    # A break at any " · " (the first line the fuller), each line shrunk as need be.
    cuts = [*range(best, 0, -1), *range(best + 1, len(parts))]
    splits = [[" · ".join(parts[:cut]), " · ".join(parts[cut:])] for cut in cuts]
    for lines in [*splits, *([wrapped] if len(wrapped) == 2 else [])]:
        if all(gfx.font(gfx.fit_px(line, px, width)).size(gfx.showable(line))[0] <= width for line in lines):
            return lines
    return [" · ".join(parts[:best]), " · ".join(parts[best:])]


def status_line(geo: Geometry, row_h: float, px: int) -> tuple[int, float]:
    """A score row's status line ("winning the show so far"): its size and its top in
    the row, right under the name's letters and wholly inside the row; smaller as the
    UI scale grows the name (at 175% it once ran into the next row)."""
    top = row_h * 0.08 + gfx.font(px, True).get_height() * 0.95
    sub_px = round(px * 0.75)
    while sub_px > 1 and top + gfx.font(sub_px).get_height() > row_h * 0.98 and gfx.font_size(sub_px) > 12:
        sub_px -= 1
    return sub_px, min(top, row_h * 0.98 - gfx.font(sub_px).get_height())
