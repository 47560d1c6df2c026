"""A new window is never black while the first frame is still being made (issue 32).

The window opens before the title screen's art and fonts are ready; on a busy machine
the first frame came seconds later, and the window stayed black until then (seen once
in the real window at start; reproduced under Xvfb by slowing the title's making). The
window now shows the night's colour of every screen as soon as it opens.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from table.ui import gfx
from table.ui.app import App
from table.ui.settings_model import Settings


def test_the_window_shows_the_night_before_the_first_frame() -> None:
    app = App(Settings(), size=(960, 540), sound=False)
    try:
        assert app.frames == 0 and app.stack.top is None, "nothing drawn yet"
        shown = pygame.display.get_surface()
        w, h = shown.get_size()
        for point in [(0, 0), (w // 2, h // 2), (w - 1, h - 1)]:
            assert tuple(shown.get_at(point))[:3] == gfx.NIGHT, point
    finally:
        app.close()
