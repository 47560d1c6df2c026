"""Snow's label on the Sly Fox's slot breaks into lines inside it when a language makes it long."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from table.core import i18n
from table.ui import gfx
from table.ui.tables.snow import marks as snow_marks


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.reset()


@pytest.mark.parametrize("text", ["Count Crumb spielt zuletzt", "Wilhelmina Mondschein spielt zuletzt"])
def test_a_snow_label_too_long_for_its_slot_breaks_into_lines_inside_it(
    text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    surface = pygame.Surface((400, 300))
    width = 90.0  # a mini card's slot at 1280x720, where the German label overflowed
    centre = (200.0, 150.0)
    drawn: list[pygame.Rect] = []
    words: list[str] = []
    panels: list[tuple[float, float, float, float]] = []
    draw_text, panel = gfx.draw_text, gfx.panel

    def record_text(*args: object, **kwargs: object) -> pygame.Rect:
        rect = draw_text(*args, **kwargs)  # type: ignore[arg-type]
        drawn.append(rect)
        words.append(str(args[1]))
        return rect

    def record_panel(
        surface: pygame.Surface, rect: tuple[float, float, float, float], **kwargs: object
    ) -> None:
        panels.append(rect)
        panel(surface, rect, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(gfx, "draw_text", record_text)
    monkeypatch.setattr(gfx, "panel", record_panel)
    snow_marks._pill(surface, text, 16, centre, snow_marks.ENHANCE_GOLD, width)
    (x, y, w, h), = panels
    assert w <= width
    assert len(drawn) >= 2  # one line cannot hold it at a readable size
    for rect in drawn:
        assert x <= rect.left and rect.right <= x + w, (rect, (x, w))
        assert y <= rect.top and rect.bottom <= y + h + 1, (rect, (y, h))
    assert " ".join(words) == text  # every word, none lost to an ellipsis
