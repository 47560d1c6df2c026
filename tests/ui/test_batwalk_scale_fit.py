"""Batwalk keeps room for its score track under the show, so its table may use a smaller UI
scale than the one chosen: Settings says so (every table's scale fit: ``tests/ui/test_scale_fit.py``).
"""

from __future__ import annotations

import pytest

from table.ui.app import App
from table.ui.scenes.settings import SettingsScene
from table.ui.settings_model import Settings
from tests.ui.driver import start_table


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("chosen", [1.5, 1.75, 2.0])
def test_settings_say_when_a_table_uses_less_than_the_scale_chosen(
    size: tuple[int, int], chosen: float
) -> None:
    # Batwalk keeps room for its score track under the show, so at 175% in a 1280x720
    # window its table uses 150%: Settings says so, in the scale that table really uses.
    app = App(Settings(ui_scale=chosen), size=size, sound=False)
    window = app.ui_scale
    screen = SettingsScene(app)
    app.push(screen)
    app.step([], 1 / 60)
    caption = screen.subtitle
    table = start_table(app, "batwalk", "human,ai", seed=1)
    app.step([], 1 / 60)
    at_batwalk = app.ui_scale
    assert app.stack.top is table
    if at_batwalk < chosen:
        assert "Vamp on the Batwalk" in caption or at_batwalk == window
        assert f"{round(at_batwalk * 100)}%" in caption and f"{round(chosen * 100)}%" in caption
    else:
        assert caption == ""
    app.close()
