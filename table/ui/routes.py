"""The app's map of screens: every route a scene may take, in one place (see ``host.Routes``).

Each route builds the screen for the stack; the scene asking decides whether to push
it, replace itself or start again from it. The screens' modules are imported when a
route is first taken, not at start-up, so the title screen opens without loading the
table, the AI or any game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from table.ui.controller import Match
    from table.ui.host import Host
    from table.ui.scene import Scene


class AppRoutes:
    """``host.Routes`` for one app."""

    def __init__(self, host: Host) -> None:
        self.host = host

    def start(self, resume: bool = False) -> None:
        """The app's first screen: the title, or straight into the saved game from it."""
        from table.ui.scenes.title import TitleScene

        title = TitleScene(self.host)
        self.host.push(title)
        if resume:
            title.continue_game()

    def title(self) -> Scene:
        from table.ui.scenes.title import TitleScene

        return TitleScene(self.host)

    def setup(self, game_id: str) -> Scene:
        from table.ui.scenes.setup import SetupScene

        return SetupScene(self.host, game_id)

    def table(self, match: Match, animate_start: bool = True) -> Scene:
        from table.ui.scenes.table import TableScene

        return TableScene(self.host, match, animate_start)

    def lesson(self, game_id: str) -> Scene:
        from table.ui.scenes.lesson import LessonScene

        return LessonScene(self.host, game_id)

    def statistics(self) -> Scene:
        from table.ui.scenes.statistics import StatisticsScene

        return StatisticsScene(self.host)

    def settings(self) -> Scene:
        from table.ui.scenes.settings import SettingsScene

        return SettingsScene(self.host)

    def rules(self, game_id: str) -> Scene:
        from table.ui.scenes.rules import RulesScene

        return RulesScene(self.host, game_id)
