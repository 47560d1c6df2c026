"""Vamp on the Batwalk's card aid speaks the player's language: over each backwards card
it wrote "must be" and "star garlic" in English whatever the language (seen in the real
window). In German, French, Spanish and the pseudo-locale the aid's words for a card that
can only be one value, and for one that could be several, are the catalogue's, whole
(nothing cut short) inside the aid's box on a card of a 960x540 table's size; and the
table redraws them when the language changes."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pytest

from table.core import i18n
from table.manifest import catalogues
from table.ui import gfx
from table.ui.drawing import DrawProbe
from table.ui.tables.batwalk import draw as batwalk_draw
from tests.ui.driver import make_app, start_table

EXPECTED = {  # (one value: the Star; several: 2, 5 or the Garlic)
    "en": (["must be Star"], ["2 5", "Garlic"]),
    "de": (["muss Stern sein"], ["2 5", "Knoblauch"]),
    "fr": (["doit être Étoile"], ["2 5", "Ail"]),
    "es": (["debe ser Estrella"], ["2 5", "Ajo"]),
    "qps": (
        [i18n.pseudo("must be {value}").format(value=i18n.pseudo("Star"))], ["2 5", i18n.pseudo("Garlic")]
    ),
}
CARD = (0.0, 0.0, 74.0, 104.0)  # a hand card at 960x540


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.reset()


def _aid_words(values: list[str], monkeypatch: pytest.MonkeyPatch) -> tuple[list[str], list[str]]:
    """The lines the aid writes for a card that could be ``values``, and any cut short."""
    lines: list[str] = []
    real = gfx.draw_text

    def record(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> Any:
        lines.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(gfx, "draw_text", record)
    screen = pygame.Surface((200, 200))
    with DrawProbe(screen) as probe:
        batwalk_draw._draw_aid(screen, CARD, values)
    monkeypatch.undo()
    return lines, probe.cut


@pytest.mark.parametrize("lang", list(EXPECTED))
def test_the_card_aid_is_written_in_the_language_spoken(lang: str, monkeypatch: pytest.MonkeyPatch) -> None:
    i18n.use(lang, catalogues())
    one, several = EXPECTED[lang]
    lines, cut = _aid_words(["star"], monkeypatch)
    assert " ".join(lines) == " ".join(one), lines  # on one line or two, as the box's width allows
    assert not cut
    lines, cut = _aid_words(["2", "5", "garlic"], monkeypatch)
    assert lines == several
    assert not cut


def test_the_aid_follows_a_language_chosen_mid_game() -> None:
    app = make_app(size=(960, 540))
    scene = start_table(app, "batwalk", "human,ai,ai", seed=4)
    scene.presenter.look.aid = True  # type: ignore[attr-defined]
    ctx = scene.context()
    english = scene.presenter.over_hand_key(ctx)
    i18n.use("de", catalogues())
    assert scene.presenter.over_hand_key(ctx) != english  # so the aid's words are drawn again
    app.close()
