"""The settings' labels at one size where they can: at 175% in a 960×540 window "Reduced
motion" (its value "on: no flying or flashing" leaves the label a narrow share) came out
on one line at the size two lines would need, half as large as its neighbours'. A label
that fits on one line is drawn as large as it fits there; two lines only when it must."""

from __future__ import annotations

import pytest

from table.ui import gfx
from table.ui.app import App
from table.ui.scenes.settings import SettingsScene
from table.ui.settings_model import Settings
from table.ui.widgets import Choice
from tests.ui.driver import FRAME

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5, 1.75])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_label_on_one_line_is_as_large_as_it_fits(size: tuple[int, int], scale: float) -> None:
    app = App(Settings(ui_scale=scale), size=size, sound=False)
    app.push(SettingsScene(app))
    app.step([], FRAME)
    top = app.stack.top
    assert isinstance(top, SettingsScene)
    with gfx.at_scale(app.ui_scale):
        for choice in (w for w in top.focus.widgets if isinstance(w, Choice)):
            lines, px = choice.label_lines()
            width = choice.label_width()
            for line in lines:
                assert gfx.font(px).size(gfx.showable(line))[0] <= width + 1, (choice.label, lines, px)
            largest = gfx.fit_px(choice.label, round(choice.rect[3] * 0.42), width)
            if gfx.font(largest).size(gfx.showable(choice.label))[0] <= width:
                assert lines == [choice.label] and px == largest, (
                    f"{choice.label!r} fits on one line at {largest}, drawn {lines} at {px}",
                    size,
                    scale,
                )
    app.close()
