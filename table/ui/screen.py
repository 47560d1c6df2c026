"""Where the window opens: sized to the desktop at first, then as remembered, always on screen.

``displays()`` asks SDL for each display's bounds, the part of it a window may use
(without panels and docks) and its pixel density, where SDL knows them (pygame-ce
2.5 does not offer the usable bounds or the density, so they are read from the SDL
library pygame itself loaded; without it the whole desktop counts as usable and the
density as unknown). ``place`` is pure: the first start gets a window the size of the
usable area and a UI scale from the screen's physical size; a later start gets the
remembered size, position, maximised and fullscreen state, the size no larger than
the usable area of the display it was on (the first display if that one is gone) and
the position moved so the whole window is on it.
"""

from __future__ import annotations

import ctypes
import glob
import os
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

import pygame

Box = tuple[int, int, int, int]  # x, y, width, height
FIRST_SHARE = 1.0  # of the usable area, the first window's width and height: all of it
DESIGN_HEIGHT_IN = 7.5  # a 720-pixel window at 96 dpi: the size the text was designed for
SCALES = (1.0, 1.25, 1.5, 1.75, 2.0)  # ``settings_model.UI_SCALES``


@dataclass(frozen=True)
class Display:
    bounds: Box
    usable: Box
    dpi: float | None = None  # vertical pixels per inch, where the system tells it


@dataclass(frozen=True)
class Placement:
    size: tuple[int, int]
    position: tuple[int, int] | None  # None: where the system puts a new window
    maximised: bool = False
    fullscreen: bool = False
    ui_scale: float | None = None  # chosen for a first start; None: the player's own


def _centre(box: Box) -> tuple[float, float]:
    return (box[0] + box[2] / 2, box[1] + box[3] / 2)


def _inside(point: tuple[float, float], box: Box) -> bool:
    return box[0] <= point[0] < box[0] + box[2] and box[1] <= point[1] < box[1] + box[3]


def first_scale(usable: Box, dpi: float | None) -> float:
    """The UI scale for a first start: text as large on the screen as it was designed to
    be, 1.0 for a window at least 7.5 inches tall, larger on a physically smaller one
    (a small high-density laptop screen), to the settings' nearest step below."""
    if dpi is None or dpi <= 0:
        return 1.0
    inches = usable[3] * FIRST_SHARE / dpi
    wanted = DESIGN_HEIGHT_IN / max(inches, 0.1)
    return max([scale for scale in SCALES if scale <= wanted], default=SCALES[0])


def fit(size: Sequence[int], position: Sequence[int] | None, usable: Box, minimum: Sequence[int]) -> Box:
    """``size`` no larger than ``usable`` (nor smaller than ``minimum`` where the screen
    allows), at ``position`` moved just enough for the whole window to be inside it."""
    width = max(min(int(size[0]), usable[2]), min(int(minimum[0]), usable[2]))
    height = max(min(int(size[1]), usable[3]), min(int(minimum[1]), usable[3]))
    if position is None:
        x, y = usable[0] + (usable[2] - width) // 2, usable[1] + (usable[3] - height) // 2
    else:
        x = min(max(int(position[0]), usable[0]), usable[0] + usable[2] - width)
        y = min(max(int(position[1]), usable[1]), usable[1] + usable[3] - height)
    return (x, y, width, height)


def place(
    screens: Sequence[Display],
    remembered: tuple[int, int] | None,
    position: tuple[int, int] | None,
    minimum: Sequence[int],
    maximised: bool = False,
    fullscreen: bool = False,
) -> Placement:
    """Where and how large the window opens (see the module's words); ``remembered`` is
    None on a first start."""
    if not screens:
        return Placement(remembered or (1280, 720), None, maximised, fullscreen)
    if remembered is None:
        usable = screens[0].usable
        share = (round(usable[2] * FIRST_SHARE), round(usable[3] * FIRST_SHARE))
        x, y, w, h = fit(share, None, usable, minimum)
        return Placement((w, h), (x, y), ui_scale=first_scale(usable, screens[0].dpi))
    screen = screens[0]
    if position is not None:
        middle = (position[0] + remembered[0] / 2, position[1] + remembered[1] / 2)
        screen = next((s for s in screens if _inside(middle, s.bounds)), screen)
    x, y, w, h = fit(remembered, position, screen.usable, minimum)
    return Placement((w, h), (x, y), maximised, fullscreen)


class _Rect(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("w", ctypes.c_int), ("h", ctypes.c_int)]


@cache
def sdl_library() -> ctypes.CDLL | None:
    """The SDL library pygame loaded (the same one: its displays and events are pygame's)."""
    # Only pygame's own copy: beside it in a wheel, in the bundle's folder when frozen.
    # Never the system's by name: that would be another SDL (with none of pygame's
    # windows or events), and PyInstaller would bundle it and every library it needs.
    here = os.path.dirname(pygame.__file__)
    names = ("libSDL2-*", "SDL2.dll", "libSDL2*.dylib")
    folders = (os.path.join(here, "..", "pygame_ce.libs"), here, os.path.join(here, ".dylibs"),
               os.path.dirname(here))
    for folder in folders:
        for name in names:
            for path in sorted(glob.glob(os.path.join(folder, name))):
                try:
                    return ctypes.CDLL(path)
                except OSError:
                    continue
    return None


def displays() -> list[Display]:
    """Every display: bounds, usable area and density (the display module must be open)."""
    sizes = pygame.display.get_desktop_sizes()
    sdl = sdl_library()
    found = []
    for index, (width, height) in enumerate(sizes):
        whole: Box = (0, 0, int(width), int(height))
        usable, dpi = whole, None
        if sdl is not None:
            rect = _Rect()
            if sdl.SDL_GetDisplayBounds(index, ctypes.byref(rect)) == 0 and rect.w > 0:
                whole = (rect.x, rect.y, rect.w, rect.h)
            usable = whole
            if sdl.SDL_GetDisplayUsableBounds(index, ctypes.byref(rect)) == 0 and rect.w > 0:
                usable = (rect.x, rect.y, rect.w, rect.h)
            diagonal, horizontal, vertical = ctypes.c_float(), ctypes.c_float(), ctypes.c_float()
            if sdl.SDL_GetDisplayDPI(
                index, ctypes.byref(diagonal), ctypes.byref(horizontal), ctypes.byref(vertical)
            ) == 0 and vertical.value > 0:
                dpi = float(vertical.value)
        found.append(Display(whole, usable, dpi))
    return found
