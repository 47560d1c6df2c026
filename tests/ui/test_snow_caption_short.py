"""Snow's caption above the battle says the lead suit and whether Hunters may be led; where
the band is too narrow for the whole sentence (the pseudo-locale's 40% longer text at a
small window), the table shows the caption in fewer words, whole, rather than cut."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from table.core import i18n
from table.manifest import catalogues
from table.ui import gfx
from table.ui.settings_model import UI_SCALES
from table.ui.tables import presenter_for
from table.ui.tables.caption import caption_fits
from table.ui.tables.context import Geometry
from table.ui.tables.snow.view import presented

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
VIEWS = [{"phase": "play"}, {"phase": "play", "battle_cards": [{"seat": 0, "card": "mummy"}]},
         {"phase": "play", "lead_suit": "G"}, {"phase": "play", "hunters_broken": True}]


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.reset()


@pytest.mark.parametrize("lang", ["en", "de", "fr", "es", "qps"])
def test_the_caption_fits_whole_or_in_fewer_words(lang: str) -> None:
    i18n.use(lang, catalogues())
    snow, shortened = presenter_for("snow"), 0
    for size in SIZES:
        for scale in UI_SCALES:
            with gfx.at_scale(scale):
                geo = Geometry.for_size(size)
                for raw in VIEWS:
                    view = presented(raw)
                    whole = snow.trick_caption(view)
                    if caption_fits(geo, whole):
                        continue
                    shortened += 1
                    short = snow.trick_caption(view, short=True)
                    assert len(short) < len(whole) and caption_fits(geo, short), (lang, size, scale, short)
    if lang == "qps":
        assert shortened, "the pseudo-locale's longest caption needs the short form somewhere"
