"""The settings screen: animation speed, volumes, mute, AI thinking time, UI scale, reduced
motion, forced moves, hints in hot-seat, speech and its rate, and fullscreen.

Every change goes straight into the app's ``Settings`` (and to the audio device, and
to the AI of a table already in play), so it takes effect at once, and is saved at once
(``App.settings_changed``), so it is remembered after a restart. The UI scale grows the
text from the next frame (the app draws every frame at the setting's scale); the table
reads it, and reduced motion, from the settings for its cards and moves. A window too
small for the scale chosen uses the largest that fits it
(``tables.context.applied_ui_scale``), and the caption says so, as it does when a game's
table keeps room of its own and so uses less (Batwalk's score track: 150% of a 175%
setting at 1280x720); the choice is kept for a larger window.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from table import manifest
from table.core import i18n
from table.core.i18n import N_, _
from table.persistence.settings import SPEECH_MODES
from table.ui import gfx, layout
from table.ui.scenes.common import MenuOverlay
from table.ui.settings_model import ANIMATION_SPEEDS, UI_SCALES, reduced_motion, ui_scale
from table.ui.tables import presenter_for
from table.ui.tables.fit import applied_ui_scale
from table.ui.widgets import Button, Choice

if TYPE_CHECKING:

    from table.ui.host import Host

VOLUMES = [round(step / 10, 1) for step in range(11)]
AI_BUDGETS = (0.2, 0.5, 1.0, 2.0)
SPEECH_RATES = (0.75, 1.0, 1.25, 1.5, 2.0)


class SettingsScene(MenuOverlay):
    def __init__(self, app: Host) -> None:
        s = app.settings
        # A value from the file that the list lacks (set by hand) is offered as it is.
        speeds = sorted({*ANIMATION_SPEEDS, s.animation_speed})
        speed = Choice(N_("Animation speed"), speeds, 0, lambda v: f"{v:g}×", self._set("animation_speed"))
        speed.set_value(s.animation_speed)
        master = Choice(N_("Volume"), VOLUMES, 0, _percent, self._set("master_volume"), wrap=False)
        master.set_value(round(s.master_volume, 1))
        effects = Choice(N_("Effects"), VOLUMES, 0, _percent, self._set("effects_volume"), wrap=False)
        effects.set_value(round(s.effects_volume, 1))
        muted = Choice(
            N_("Sound"), [False, True], int(s.muted),
            lambda v: _("muted") if v else _("on"), self._set("muted"),
        )
        budgets = sorted({*AI_BUDGETS, s.ai_budget})
        budget = Choice(N_("AI thinking time"), budgets, 0, lambda v: f"{v:g} s", self._set("ai_budget"))
        budget.set_value(s.ai_budget)
        scale = Choice(N_("Text and card size"), UI_SCALES, 0, _percent, self._set("ui_scale"), wrap=False)
        scale.set_value(ui_scale(s))
        still = Choice(
            N_("Reduced motion"),
            [False, True],
            int(reduced_motion(s)),
            lambda v: _("on: no flying or flashing") if v else _("off"),
            self._set("reduced_motion"),
        )
        forced = Choice(
            N_("Forced moves"), [False, True], int(s.forced_moves),
            lambda v: _("played for you") if v else _("you play them"), self._set("forced_moves"),
        )
        hot_hints = Choice(
            N_("Hints in hot-seat"), [False, True], int(s.hints_in_hot_seat),
            lambda v: _("shown") if v else _("hidden"), self._set("hints_in_hot_seat"),
        )
        talk = Choice(
            N_("Speech"), list(SPEECH_MODES), SPEECH_MODES.index(s.speech), _speech_label, self._set("speech")
        )
        rates = sorted({*SPEECH_RATES, s.speech_rate})
        rate = Choice(N_("Speech rate"), rates, 0, lambda v: f"{v:g}×", self._set("speech_rate"), wrap=False)
        rate.set_value(s.speech_rate)
        fullscreen = Choice(
            N_("Fullscreen (F11)"),
            [False, True],
            int(s.fullscreen),
            lambda v: _("on") if v else _("off"),
            lambda _: app.toggle_fullscreen(),
        )
        codes = list(i18n.LANGUAGES)
        language = Choice(
            N_("Language"), codes, codes.index(i18n.current()) if i18n.current() in codes else 0,
            lambda code: i18n.LANGUAGES[code], self._speak,
        )
        super().__init__(
            app,
            N_("Settings"),
            [
                speed,
                master,
                effects,
                muted,
                budget,
                scale,
                still,
                forced,
                hot_hints,
                talk,
                rate,
                fullscreen,
                language,
                Button(N_("Back"), lambda: app.stack.remove(self)),
            ],
        )

    def box(self) -> layout.Rect:
        w, h = self.app.size
        return (w * 0.06, h * 0.1, w * 0.88, h * 0.8)  # wide: the labels keep their size at 200%

    def place(self) -> None:
        """Two columns: thirteen rows would not fit one at 16:9; the scale's caption says
        how much of the chosen scale this window shows."""
        chosen = gfx.clamp_scale(ui_scale(self.app.settings))
        size = self.app.size  # the window's own fit, then each table's that keeps room of its own
        said = [scale_caption(chosen, applied_ui_scale(chosen, size), table_scales(chosen, size), short)
                for short in (False, True)]
        x, y, bw, bh = self.box()
        _, h = self.app.size
        with gfx.at_scale(self.app.ui_scale):  # the caption as ``MenuOverlay.draw`` sets it
            whole = gfx.font(gfx.fit_px(said[0], round(h * 0.028), bw * 0.9)).size(gfx.showable(said[0]))[0]
        self.subtitle = said[0] if whole <= bw * 0.9 else said[1]
        widgets = self.focus.widgets
        half = (len(widgets) + 1) // 2
        for column, part in enumerate((widgets[:half], widgets[half:])):
            left = x + bw * 0.04 + column * bw * 0.48
            area = (left, y + h * 0.15, bw * 0.44, bh - h * 0.18)
            for widget, rect in zip(part, layout.column(len(part), area, h * 0.065, h * 0.025), strict=True):
                widget.rect = rect

    def _speak(self, code: str) -> None:
        """Another language, at once: every widget reads its words when drawn."""
        self.app.settings.language = i18n.use(code, manifest.catalogues())
        self.app.settings_changed()

    def _set(self, name: str) -> Callable[[object], None]:
        def change(value: object) -> None:
            setattr(self.app.settings, name, value)
            if name == "ai_budget":
                for scene in self.app.stack.scenes:  # a table under the pause menu
                    match = getattr(scene, "match", None)
                    if match is not None:
                        match.ai_budget = value
            self.app.settings_changed()

        return change


def scale_caption(chosen: float, applied: float, tables: Sequence[tuple[str, float]] = (),
                  short: bool = False) -> str:
    """The Settings caption when the window holds less than the UI scale chosen
    (``applied``), or a game's table does (``tables``: its title and the scale it uses in
    this window; Batwalk's keeps room for its score track under the show); ``short``: in
    fewer words, for a window too narrow for the whole (a longer language's)."""
    title, fitted = min(tables, key=lambda table: table[1], default=("", chosen))
    values = {"chosen": _percent(chosen), "applied": _percent(applied), "fitted": _percent(fitted)}
    if applied < chosen and fitted < applied:
        said = (_("This window shows {applied} ({fitted} at the {game} table), a larger one {chosen}.")
                if short else _("Text and card size {chosen}: this window has room for {applied}"
                                " ({fitted} at the {game} table), a larger one shows {chosen}."))
    elif applied < chosen:
        said = (_("This window shows {applied}, a larger one {chosen}.") if short else _(
            "Text and card size {chosen}: this window has room for {applied}, a larger one shows {chosen}."))
    elif fitted < chosen:
        said = (_("The {game} table shows {fitted} in this window, a larger one {chosen}.") if short else _(
            "Text and card size {chosen}: the {game} table has room for {fitted} in this window,"
            " a larger one shows {chosen}."))
    else:
        return ""
    return said.format(game=title, **values)


def table_scales(chosen: float, size: tuple[int, int]) -> list[tuple[str, float]]:
    """Each game whose table keeps room of its own (``middle_band``), with the UI scale its
    table uses in a window of ``size`` when ``chosen`` is the setting."""
    titles = {game.id: game.title for game in manifest.GAMES}
    tables = []
    for game_id in manifest.ORDER:
        band = presenter_for(game_id).middle_band
        if band > 0:
            tables.append((titles[game_id], applied_ui_scale(chosen, size, band)))
    return tables


def _speech_label(mode: str) -> str:
    return {"auto": _("with a screen reader"), "on": _("on"), "off": _("off")}[mode]


def _percent(value: float) -> str:
    return f"{round(value * 100)}%"
