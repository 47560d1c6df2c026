"""Where a game's table art paints the felt's rim, in window pixels: read from the art itself.

The table background (``assets.table_background``) is the game's ``table`` SVG scaled to
cover the window and centre-cropped. Its rim is the one unfilled, stroked ``<rect>`` of
that SVG (a line with rounded corners); ``rim`` gives the rectangle inside the line and
its corners' radius, through the same cover scaling, so a test checks against the rim
as drawn, whatever numbers the art tool used.
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from functools import cache

from table.ui import assets, layout

SVG = "{http://www.w3.org/2000/svg}"


@dataclass(frozen=True)
class Rim:
    """The inside of the rim's line: a rectangle (window pixels) with rounded corners."""

    left: float
    top: float
    right: float
    bottom: float
    radius: float
    line: float  # the line's width

    def holds(self, point: tuple[float, float]) -> bool:
        """Whether ``point`` lies inside the rim's line (its rounded corners included)."""
        x, y = point
        if not (self.left <= x <= self.right and self.top <= y <= self.bottom):
            return False
        cx = min(max(x, self.left + self.radius), self.right - self.radius)
        cy = min(max(y, self.top + self.radius), self.bottom - self.radius)
        return math.hypot(x - cx, y - cy) <= self.radius + 1e-6

    def outside(self, rect: layout.Rect) -> list[tuple[float, float]]:
        """The corners of ``rect`` outside the rim (a rectangle whose four corners are
        inside lies wholly inside: both are convex)."""
        x, y, w, h = rect
        return [p for p in ((x, y), (x + w, y), (x, y + h), (x + w, y + h)) if not self.holds(p)]


@cache
def _native(game_id: str) -> tuple[tuple[float, float], tuple[float, float, float, float, float, float]]:
    """The table SVG's native size and its rim line: (x, y, width, height, radius, line width)."""
    record = assets.game_manifest(game_id)["table"]
    root = ET.parse(assets.asset_root() / record["svg"]).getroot()
    lines = [
        element for element in root.iter(f"{SVG}rect")
        if element.get("fill") == "none" and element.get("stroke") not in (None, "none")
    ]
    assert len(lines) == 1, f"{game_id}'s table art has {len(lines)} unfilled stroked rects, not one rim"
    line = lines[0]
    numbers = [float(line.get(name, "0")) for name in ("x", "y", "width", "height", "rx", "stroke-width")]
    native_w, native_h = record["size"]
    return (float(native_w), float(native_h)), (numbers[0], numbers[1], numbers[2], numbers[3], numbers[4],
                                                numbers[5] or 1.0)


def rim(game_id: str, size: tuple[int, int]) -> Rim:
    """The inside of ``game_id``'s rim line at window ``size``, as the background draws it."""
    (native_w, native_h), (x, y, w, h, rx, line) = _native(game_id)
    scale = max(size[0] / native_w, size[1] / native_h)  # cover, centre-cropped
    off_x, off_y = (native_w * scale - size[0]) / 2, (native_h * scale - size[1]) / 2
    half = line / 2
    return Rim(
        (x + half) * scale - off_x, (y + half) * scale - off_y,
        (x + w - half) * scale - off_x, (y + h - half) * scale - off_y, max(0.0, rx - half) * scale,
        line * scale,
    )
