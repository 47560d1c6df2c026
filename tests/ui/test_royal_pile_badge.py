"""Royal's penalty pile says how many cards are left on a badge that covers none of its
top card's words: not the name, not the corner indices or number (read from the art's
own text boxes), at every window size and UI scale, for every face that can top it."""

from __future__ import annotations

import pytest

from table.ui import assets, gfx
from table.ui.settings_model import UI_SCALES
from table.ui.tables.context import Geometry, applied_ui_scale
from table.ui.tables.royal.draw import penalty_rect, pile_badge, sizes

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def _overlap(a: tuple[float, ...], b: tuple[float, ...]) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_pile_badge_covers_no_words(size: tuple[int, int]) -> None:
    faces = assets.game_manifest("royal")["faces"]
    for scale in sorted({applied_ui_scale(scale, size) for scale in UI_SCALES}):
        with gfx.at_scale(scale):
            geo = Geometry.for_size(size, front_rows=True)
            rect = penalty_rect(geo)
            _, px = sizes(geo)
            for count in (3, 50):
                _, box = pile_badge(rect, count, px)
                assert rect[0] <= box[0] and box[0] + box[2] <= rect[0] + rect[2] + 1, (scale, box, rect)
                for card, face in faces.items():
                    fw, fh = face["size"]
                    for text in face.get("texts", []):
                        words = (rect[0] + (text["x"] - text["w"] / 2) * rect[2] / fw,
                                 rect[1] + (text["y"] - text["h"] / 2) * rect[3] / fh,
                                 text["w"] * rect[2] / fw, text["h"] * rect[3] / fh)
                        where = f"{scale:.0%}: '{count} left' covers {card}'s {text['t']!r}"
                        assert not _overlap(box, words), where
