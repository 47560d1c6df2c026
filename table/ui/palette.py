"""The colours every screen is drawn in (``gfx`` re-exports them: ``gfx.INK`` and so on)."""

from __future__ import annotations

Colour = tuple[int, int, int]

INK: Colour = (236, 230, 214)
DIM_INK: Colour = (168, 160, 146)
SHADOW: Colour = (10, 8, 14)
FELT: Colour = (28, 54, 44)
FELT_EDGE: Colour = (18, 34, 28)
NIGHT: Colour = (20, 16, 30)
PANEL: Colour = (34, 28, 44)
PANEL_EDGE: Colour = (92, 78, 112)
ACCENT: Colour = (236, 160, 60)
GOOD: Colour = (120, 200, 120)
BAD: Colour = (226, 96, 88)
FOCUS: Colour = (250, 210, 110)
# A hand card marked by its game (Dragon's cards just received, Munch's power cards, Snow's
# Sly Fox): its own colour, so the hint's green ring and the focus's yellow stay unmistakable.
MARKED: Colour = (140, 190, 250)
