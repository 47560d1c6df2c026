"""The title screen: the five game tiles and Continue, Statistics, Settings, Rules, Quit.

A tile opens the new-game setup for that game when its table is finished; the others
say they are coming. Continue is offered once saved games exist (the persistence work
will provide them); until then it is shown disabled with the reason.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from table.games import game_ids
from table.ui import gfx, layout
from table.ui.intents import Intent
from table.ui.scene import Scene
from table.ui.scenes.common import MenuOverlay, TextPanel
from table.ui.tables import FINISHED_TABLES
from table.ui.widgets import Button, FocusList

if TYPE_CHECKING:
    from table.ui.app import App

TITLES = {
    "munch": "Munch, Crunch, Scrunch!",
    "royal": "Critter Poker Royal",
    "batwalk": "Vamp on the Batwalk",
    "snow": "Snow Monster Battle",
    "dragon": "Dodge the Dragon",
}
ALL_GAMES = ("munch", "royal", "batwalk", "snow", "dragon")


class GameTile(Button):
    """A big picture button for one game."""

    def __init__(self, game_id: str, on_press: object, playable: bool) -> None:
        super().__init__(TITLES[game_id], on_press, enabled=True)  # type: ignore[arg-type]
        self.game_id = game_id
        self.playable = playable

    def draw(self, surface: pygame.Surface, focused: bool) -> None:
        x, y, w, h = self.rect
        image_h = round(h * 0.86)
        tile = gfx.title_tile(self.game_id, (round(w), image_h), self.label)
        surface.blit(tile, (round(x), round(y)))
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
        px = round(h * 0.07)
        if gfx.assets_function("title_tile") is None:  # the art's tiles carry the title themselves
            gfx.draw_text(
                surface,
                self.label,
                px,
                (x + w / 2, y + image_h + h * 0.035),
                gfx.INK if self.playable else gfx.DIM_INK,
                bold=focused,
                anchor="center",
                max_width=w,
            )
        if not self.playable:
            gfx.draw_text(
                surface,
                "coming soon",
                px,
                (x + w / 2, y + image_h + h * 0.08),
                gfx.DIM_INK,
                anchor="center",
                max_width=w,
            )


class TitleScene(Scene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        available = set(game_ids())
        self.tiles = [
            GameTile(gid, lambda gid=gid: self.open_setup(gid), gid in FINISHED_TABLES and gid in available)
            for gid in ALL_GAMES
        ]
        self.message = ""
        self.continue_button = Button("Continue", self.continue_game, enabled=False)
        self.buttons = [
            self.continue_button,
            Button("Statistics", self.statistics),
            Button("Settings", self.settings),
            Button("Rules", self.rules),
            Button("Quit", self.quit),
        ]
        self.focus = FocusList([*self.tiles, *self.buttons])
        self.focus.focus = ALL_GAMES.index("dragon")

    # -- actions ------------------------------------------------------------------------

    def open_setup(self, game_id: str) -> None:
        tile = self.tiles[ALL_GAMES.index(game_id)]
        if not tile.playable:
            self.message = f"The {TITLES[game_id]} table is still being built: try Munch or Dodge the Dragon."
            return
        from table.ui.scenes.setup import SetupScene

        self.app.push(SetupScene(self.app, game_id))

    def continue_game(self) -> None:
        self.message = "There is no saved game to continue."

    def statistics(self) -> None:
        results = self.app.session_results
        lines = ["Games finished since the table was opened:", ""]
        if not results:
            lines.append("None yet: finish a game and it is counted here.")
        for game_id in ALL_GAMES:
            played = [r for r in results if r["game"] == game_id]
            if played:
                won = sum(1 for r in played if r["human_won"])
                lines.append(f"{TITLES[game_id]}: {len(played)} played, {won} won by a human player")
        self.app.push(TextPanel(self.app, "Statistics", lines))

    def settings(self) -> None:
        from table.ui.scenes.settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def rules(self) -> None:
        self.app.push(RulesMenu(self.app))

    def quit(self) -> None:
        self.app.running = False

    # -- scene --------------------------------------------------------------------------

    def place(self) -> None:
        w, h = self.app.size
        area = (w * 0.04, h * 0.2, w * 0.92, h * 0.58)
        for tile, rect in zip(self.tiles, layout.grid(len(self.tiles), area, 0.7, w * 0.02), strict=True):
            tile.rect = rect
        bw, bh, gap = w * 0.16, h * 0.075, w * 0.015
        left = (w - (bw * len(self.buttons) + gap * (len(self.buttons) - 1))) / 2
        for index, button in enumerate(self.buttons):
            button.rect = (left + index * (bw + gap), h * 0.82, bw, bh)

    def handle(self, intent: Intent) -> None:
        self.place()
        if intent.kind in ("click", "activate"):
            self.message = ""
        if intent.kind == "back":
            return
        self.focus.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        self.place()
        w, h = self.app.size
        gfx.background(surface, None)
        gfx.draw_text(
            surface, "Spooky Table", round(h * 0.1), (w / 2, h * 0.1), gfx.ACCENT, bold=True, anchor="center"
        )
        gfx.draw_text(
            surface,
            "Five small spooky card games: play the computer, or pass it round the family.",
            round(h * 0.03),
            (w / 2, h * 0.165),
            gfx.DIM_INK,
            anchor="center",
            max_width=w * 0.9,
        )
        self.focus.draw(surface)
        if self.message:
            gfx.draw_text(
                surface,
                self.message,
                round(h * 0.03),
                (w / 2, h * 0.94),
                gfx.ACCENT,
                anchor="center",
                max_width=w * 0.9,
            )


class RulesMenu(MenuOverlay):
    """Choose a game whose rules to read."""

    def __init__(self, app: App) -> None:
        buttons = [Button(TITLES[gid], partial(open_rules, app, gid)) for gid in ALL_GAMES]
        super().__init__(app, "Rules", [*buttons, Button("Back", lambda: app.stack.remove(self))])


def open_rules(app: App, game_id: str) -> None:
    from table.ui.tables.rules_text import rules_for

    app.push(TextPanel(app, f"How to play {TITLES[game_id]}", rules_for(game_id)))
