"""The settings screen: animation speed, volumes, mute, AI thinking time, UI scale, reduced
motion and fullscreen.

Every change goes straight into the app's ``Settings`` (and to the audio device, and
to the AI of a table already in play), so it takes effect at once, and is saved at once
(``App.settings_changed``), so it is remembered after a restart. The UI scale grows the
text at once (``gfx.set_ui_scale``); the table reads it, and reduced motion, from the
settings for its cards and moves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from table.ui import gfx
from table.ui.scenes.common import MenuOverlay
from table.ui.settings_model import ANIMATION_SPEEDS, UI_SCALES, reduced_motion, ui_scale
from table.ui.widgets import Button, Choice

if TYPE_CHECKING:
    from table.ui.host import Host

VOLUMES = [round(step / 10, 1) for step in range(11)]
AI_BUDGETS = (0.2, 0.5, 1.0, 2.0)


class SettingsScene(MenuOverlay):
    def __init__(self, app: Host) -> None:
        s = app.settings
        # A value from the file that the list lacks (set by hand) is offered as it is.
        speeds = sorted({*ANIMATION_SPEEDS, s.animation_speed})
        speed = Choice("Animation speed", speeds, 0, lambda v: f"{v:g}×", self._set("animation_speed"))
        speed.set_value(s.animation_speed)
        master = Choice("Volume", VOLUMES, 0, _percent, self._set("master_volume"), wrap=False)
        master.set_value(round(s.master_volume, 1))
        effects = Choice("Effects", VOLUMES, 0, _percent, self._set("effects_volume"), wrap=False)
        effects.set_value(round(s.effects_volume, 1))
        muted = Choice(
            "Sound", [False, True], int(s.muted), lambda v: "muted" if v else "on", self._set("muted")
        )
        budgets = sorted({*AI_BUDGETS, s.ai_budget})
        budget = Choice("AI thinking time", budgets, 0, lambda v: f"{v:g} s", self._set("ai_budget"))
        budget.set_value(s.ai_budget)
        gfx.set_ui_scale(ui_scale(s))
        scale = Choice("Text and card size", UI_SCALES, 0, _percent, self._set("ui_scale"), wrap=False)
        scale.set_value(ui_scale(s))
        still = Choice(
            "Reduced motion",
            [False, True],
            int(reduced_motion(s)),
            lambda v: "on: no flying or flashing" if v else "off",
            self._set("reduced_motion"),
        )
        fullscreen = Choice(
            "Fullscreen (F11)",
            [False, True],
            int(s.fullscreen),
            lambda v: "on" if v else "off",
            lambda _: app.toggle_fullscreen(),
        )
        super().__init__(
            app,
            "Settings",
            [
                speed,
                master,
                effects,
                muted,
                budget,
                scale,
                still,
                fullscreen,
                Button("Back", lambda: app.stack.remove(self)),
            ],
        )

    def _set(self, name: str) -> Any:
        def change(value: Any) -> None:
            setattr(self.app.settings, name, value)
            if name == "ui_scale":
                gfx.set_ui_scale(value)
            if name == "ai_budget":
                for scene in self.app.stack.scenes:  # a table under the pause menu
                    match = getattr(scene, "match", None)
                    if match is not None:
                        match.ai_budget = value
            self.app.settings_changed()

        return change


def _percent(value: float) -> str:
    return f"{round(value * 100)}%"
