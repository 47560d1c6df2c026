"""The title screen: the game tiles and Continue, Statistics, Settings, Rules, Quit.

A tile opens the new-game setup for that game when its table is finished; the others
say they are coming. Continue is enabled when the autosave holds a game that replays
(it is checked by replaying it when the title opens) and is labelled with that game;
it opens the table exactly where the game stopped. A damaged save is moved aside and
its one-line message shown instead, as is a damaged settings file's (once).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from table import manifest
from table.core.i18n import N_, _
from table.core.vocabulary import plain_view
from table.games import game_ids
from table.session import Session
from table.ui import gfx, layout
from table.ui.intents import Intent
from table.ui.scene import Scene
from table.ui.scenes.common import MenuOverlay
from table.ui.tables import FINISHED_TABLES, presenter_for
from table.ui.widgets import LABEL_WIDTH, Button, FocusList, Shown, row_px

if TYPE_CHECKING:
    from table.ui.host import Host

TITLES = {game.id: game.title for game in manifest.GAMES}
ALL_GAMES = manifest.ORDER
TITLE_INK = (251, 246, 234)  # the titles on the tiles' dark foot
TITLE_WIDTH = 0.9  # the share of a tile's width its title may fill

# An AI level inside "Bones (AI normal)" (the saved game's line on the title).
AI_LEVEL_WORDS = {"easy": N_("easy"), "normal": N_("normal"), "hard": N_("hard"), "expert": N_("expert")}


class GameTile(Button):
    """A big picture button for one game."""

    def __init__(self, game_id: str, on_press: object, playable: bool) -> None:
        super().__init__(TITLES[game_id], on_press, enabled=True)  # type: ignore[arg-type]
        self.game_id = game_id
        self.playable = playable
        self.title_px = 12  # the title's text size, one for all the tiles (``title_px``)
        self.lines = [self.label]  # its title in one line, or two where one would be cut

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        x, y, w, h = self.rect
        image_h = round(h * 0.86)
        tile = gfx.title_tile(self.game_id, (round(w), image_h))
        surface.blit(tile, (round(x), round(y)))
        # The title in the tile's foot, at the size the title screen chose for all five.
        band = image_h * gfx.TITLE_BAND
        step = gfx.line_height(self.title_px)
        for index, line in enumerate(self.lines):
            middle = y + image_h - band / 2 + (index - (len(self.lines) - 1) / 2) * step
            gfx.draw_text(
                surface, line, self.title_px, (x + w / 2, middle),
                TITLE_INK if self.playable else gfx.DIM_INK, bold=True, anchor="center",
                max_width=w * TITLE_WIDTH,
            )
        if not self.playable:
            gfx.panel(surface, (x, y, w, image_h), fill=(0, 0, 0), edge=None, alpha=120)
        if focused:
            pygame.draw.rect(
                surface,
                gfx.FOCUS,
                pygame.Rect(round(x), round(y), round(w), image_h).inflate(8, 8),
                width=4,
                border_radius=max(4, image_h // 8),
            )
        if not self.playable:
            gfx.draw_text(
                surface,
                _("coming soon"),
                round(h * 0.07),
                (x + w / 2, y + image_h + h * 0.08),
                gfx.DIM_INK,
                anchor="center",
                max_width=w,
            )


def title_px(tiles: Sequence[GameTile]) -> int:
    """One text size for every tile's title: the largest at which each fits its tile's
    foot whole (in width, and in height at the UI scale in force), in one line or, where
    the tiles are narrow (many games, a small window), in two."""
    return min((_tile_px(tile.label, tile.rect[2] * TITLE_WIDTH, round(tile.rect[3] * 0.86) * gfx.TITLE_BAND)
                for tile in tiles), default=12)


def _tile_px(label: str, width: float, band: float) -> int:
    """The largest size at which ``label`` is whole in a ``width`` by ``band`` foot."""
    one = gfx.fit_px(label, max(1, round(band * 0.55 / gfx.ui_scale())), width, bold=True)
    if gfx.shorten(label, one, width, bold=True) == label:
        return one
    two = max(1, round(band * 0.36 / gfx.ui_scale()))  # two lines in the band
    while two > 1 and gfx.font_size(two) > gfx.MIN_TEXT_PX and len(title_lines(label, two, width)) > 2:
        two = max(1, int(two * 0.92))
    return two


def title_lines(label: str, px: int, width: float) -> list[str]:
    """``label`` in one line if it is whole at ``px``, else broken at its spaces to fit."""
    if gfx.shorten(label, px, width, bold=True) == label:
        return [label]
    return gfx.wrap(label, px, width, bold=True)


class TitleScene(Scene):
    def __init__(self, app: Host) -> None:
        super().__init__(app)
        available = set(game_ids())
        self.tiles = [
            GameTile(gid, lambda gid=gid: self.open_setup(gid), gid in FINISHED_TABLES and gid in available)
            for gid in ALL_GAMES
        ]
        # Notices about damaged files, one line each: the settings' (from start-up) is
        # shown once, on the first title; the save's whenever a damaged one is found.
        self.notices = [app.notice] if app.notice else []
        app.notice = ""
        self.saved, problem = app.saved_game()
        if problem:
            self.notices.append(problem)
        self.message = ""
        self.continue_button = Button(
            self.continue_label(), self.continue_game, enabled=self.saved is not None
        )
        self.buttons = [
            self.continue_button,
            Button(N_("Statistics"), self.statistics),
            Button(N_("Settings"), self.settings),
            Button(N_("Rules"), self.rules),
            Button(N_("Learn to play"), self.learn),
            Button(N_("Quit"), self.quit),
        ]
        # The first launch suggests a lesson, until one is taken or the offer is declined.
        self.offer = [Button(N_("Take a lesson"), self.learn), Button(N_("No thanks"), self.decline)]
        if app.settings.learn_offered:
            self.offer = []
        self.focus = FocusList([*self.tiles, *self.buttons, *self.offer])
        self.focus.focus = len(self.tiles) if self.saved is not None else ALL_GAMES.index(manifest.FIRST)
        self.place()

    def continue_label(self) -> str:
        """ "Continue — Dodge the Dragon · Round 2" (the game and where it stopped)."""
        return self.continue_labels()[0]

    def continue_labels(self) -> list[str]:
        """Continue's words, longest first, for a row too narrow for the first: the game
        and where it stopped, the game alone, the word alone."""
        if self.saved is None:
            return [N_("Continue")]
        title = str(self.saved.to_record()["title"])
        return [Shown(_("Continue — {game}").format(game=describe_saved(self.saved))),
                Shown(_("Continue — {game}").format(game=title)), N_("Continue")]

    def saved_seats(self) -> str:
        """Who sits at the saved game, for the line under the buttons."""
        if self.saved is None:
            return ""
        seats = [seat.name if seat.human else _("{name} (AI {level})").format(
            name=seat.name, level=_(AI_LEVEL_WORDS.get(seat.level, seat.level))) for seat in self.saved.seats]
        return _("Saved game: {seats}").format(seats=", ".join(seats))

    # -- actions ------------------------------------------------------------------------

    def open_setup(self, game_id: str) -> None:
        tile = self.tiles[ALL_GAMES.index(game_id)]
        if not tile.playable:
            first, second = (TITLES[gid] for gid in FINISHED_TABLES[:2])
            self.message = _("The {game} table is still being built: try {first} or {second}.").format(
                game=TITLES[game_id], first=first, second=second)
            return
        self.app.push(self.app.routes.setup(game_id))

    def continue_game(self) -> None:
        """Open the saved game exactly where it stopped (a hand-over first in hot-seat)."""
        if self.saved is None:
            if not self.message:
                self.message = _("There is no saved game to continue.")
            return
        from table.ui.controller import Match  # the AI with it: loaded when a game opens, not at start

        match = Match.resume(self.saved)
        self.saved = None  # the table owns the session now
        self.continue_button.enabled = False
        self.app.push(self.app.routes.table(match, animate_start=not match.state.history))

    def statistics(self) -> None:
        self.app.push(self.app.routes.statistics())

    def settings(self) -> None:
        self.app.push(self.app.routes.settings())

    def rules(self) -> None:
        self.app.push(RulesMenu(self.app))

    def learn(self) -> None:
        self._offered()
        self.app.push(LearnMenu(self.app))

    def decline(self) -> None:
        self._offered()

    def _offered(self) -> None:
        """The first-launch offer is answered: remembered, and off this screen."""
        if not self.offer:
            return
        self.app.settings.learn_offered = True
        self.app.settings_changed()
        self.focus = FocusList([*self.tiles, *self.buttons])
        self.focus.focus = len(self.tiles) + self.buttons.index(self.buttons[-2])
        self.offer = []
        self.place()

    def quit(self) -> None:
        self.app.running = False

    # -- scene --------------------------------------------------------------------------

    def place(self) -> None:
        w, h = self.app.size
        # The tiles leave room under them for the damaged-file notices, above the offer.
        notices = self.notice_box()
        bottom = min(h * 0.78, notices[1] - h * 0.01) if notices else h * 0.78
        area = (w * 0.04, h * 0.2, w * 0.92, bottom - h * 0.2)
        for tile, rect in zip(self.tiles, layout.grid(len(self.tiles), area, 0.7, w * 0.02), strict=True):
            tile.rect = rect
        px = title_px(self.tiles)
        for tile in self.tiles:
            tile.title_px = px
            tile.lines = title_lines(tile.label, px, tile.rect[2] * TITLE_WIDTH)
        bw, bh, gap = w * 0.118, h * 0.075, w * 0.012
        # One label size for the whole row; each button as wide as its label needs at it
        # (Continue carries the saved game's name), the size shrinking until the row fits.
        room = w * 0.96 - gap * (len(self.buttons) - 1)
        for said in self.continue_labels():  # the longest Continue whose row fits whole
            self.continue_button.label = said
            px, widths = row_px([button.label for button in self.buttons], bh, room, bw)
            if all(_whole(b.label, px, width) for b, width in zip(self.buttons, widths, strict=True)):
                break
        x = (w - (sum(widths) + gap * (len(self.buttons) - 1))) / 2
        for button, width in zip(self.buttons, widths, strict=True):
            button.rect = (x, h * 0.82, width, bh)
            button.px = px
            x += width + gap
        for index, button in enumerate(self.offer):
            button.rect = (w * 0.62 + index * w * 0.135, h * 0.715, w * 0.125, h * 0.06)

    def handle(self, intent: Intent) -> None:
        self.place()
        if intent.kind in ("click", "activate"):
            self.message = ""
        if intent.kind == "back":
            return
        self.focus.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        gfx.background(surface, None)
        gfx.draw_text(
            surface, _("Spooky Table"), round(h * 0.1), (w / 2, h * 0.1), gfx.ACCENT, bold=True,
            anchor="center",
        )
        gfx.draw_text(
            surface,
            _("Small spooky card games: play the computer, or pass it round the family."),
            round(h * 0.03),
            (w / 2, h * 0.165),
            gfx.DIM_INK,
            anchor="center",
            max_width=w * 0.9,
        )
        if self.offer:
            gfx.panel(surface, (w * 0.05, h * 0.7, w * 0.9, h * 0.09), fill=(40, 30, 58), edge=gfx.ACCENT)
            gfx.draw_text(
                surface,
                _("New to these games? A five-minute lesson teaches any of them in play."),
                round(h * 0.03),
                (w * 0.08, h * 0.745),
                gfx.INK,
                anchor="midleft",
                max_width=w * 0.52,
            )
        self.focus.draw(surface)
        self.draw_notices(surface)
        if self.message:
            gfx.draw_text(
                surface,
                self.message,
                round(h * 0.028),
                (w / 2, h * 0.94),
                gfx.ACCENT,
                anchor="center",
                max_width=w * 0.94,
            )
        elif self.saved is not None:
            gfx.draw_text(
                surface,
                self.saved_seats(),
                round(h * 0.026),
                (w / 2, h * 0.94),
                gfx.DIM_INK,
                anchor="center",
                max_width=w * 0.9,
            )


    def notice_lines(self) -> tuple[list[str], int]:
        """The damaged-file notices wrapped to the window, and their text size."""
        w, h = self.app.size
        px = round(h * 0.026)
        return [part for notice in self.notices for part in gfx.wrap(notice, px, w * 0.86)], px

    def notice_box(self) -> tuple[float, float, float, float] | None:
        """The notices' strip: over the buttons, or over the lesson's offer when it shows."""
        if not self.notices:
            return None
        w, h = self.app.size
        lines, px = self.notice_lines()
        height = len(lines) * gfx.line_height(px) + px * 0.5
        bottom = (h * 0.7 if self.offer else h * 0.8) - h * 0.01
        return (w * 0.05, bottom - height, w * 0.9, height)

    def draw_notices(self, surface: pygame.Surface) -> None:
        """Damaged-file notices in the gap between the tiles and the buttons (or the offer)."""
        box = self.notice_box()
        if box is None:
            return
        w, _ = self.app.size
        lines, px = self.notice_lines()
        gfx.panel(surface, box, fill=(12, 10, 18))
        line = gfx.line_height(px)
        for index, text in enumerate(lines):
            at = (w / 2, box[1] + px * 0.25 + index * line)
            gfx.draw_text(surface, text, px, at, gfx.ACCENT, anchor="midtop", max_width=w * 0.88)


class LearnMenu(MenuOverlay):
    """Choose a game to learn: its guided first game at the table."""

    def __init__(self, app: Host) -> None:
        buttons = [Button(TITLES[gid], partial(open_lesson, app, gid)) for gid in ALL_GAMES]
        super().__init__(
            app, N_("Learn to play"), [*buttons, Button(N_("Back"), lambda: app.stack.remove(self))],
            subtitle=N_("A short guided game on a fixed deal, against the computer."),
        )


def open_lesson(app: Host, game_id: str) -> None:
    app.push(app.routes.lesson(game_id))


class RulesMenu(MenuOverlay):
    """Choose a game whose rules to read."""

    def __init__(self, app: Host) -> None:
        buttons = [Button(TITLES[gid], partial(open_rules, app, gid)) for gid in ALL_GAMES]
        super().__init__(app, N_("Rules"), [*buttons, Button(N_("Back"), lambda: app.stack.remove(self))])


def open_rules(app: Host, game_id: str) -> None:
    app.push(app.routes.rules(game_id))


def _whole(label: str, px: int, width: float) -> bool:
    """Whether ``label`` at ``px`` fits a button ``width`` wide (as ``row_px`` measures)."""
    return gfx.font(px, bold=True).size(label)[0] <= width * LABEL_WIDTH + 1


def describe_saved(session: Session) -> str:
    """A saved game in a few words: its title and the table's own round label."""
    view = plain_view(session.state.view(None))
    # The table's round label may go on ("Round 2 · game ends past 100"): the first part.
    where = presenter_for(session.game_id).round_label(view).split(" · ")[0]
    return f"{session.to_record()['title']} · {where}"
