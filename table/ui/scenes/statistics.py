"""The Statistics screen: per game and per player name, games played and won, best and average score.

It reads the statistics file (``load_statistics``) each time it opens, so a game just
finished at the table (recorded by its session with the last move) is already counted.
A damaged file's one-line message is shown at the top, as the persistence layer words
it; an app opened without data folders (tests, tools) says that nothing is kept.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from table import manifest
from table.core.i18n import N_, _
from table.core.words import Words
from table.persistence import load_statistics
from table.persistence.statistics import PlayerRecord, Statistics
from table.ui.scenes.common import TextPanel

if TYPE_CHECKING:
    from table.ui.host import Host

COLUMNS = (N_("Player"), N_("Played"), N_("Won"), N_("Best"), N_("Average"))
LOWEST_BEST = Words("{game} (lowest score is best)")
HIGHEST_BEST = Words("{game} (highest score is best)")
NO_FOLDER = Words("Statistics are kept in the data folder, and this table was opened without one.")
NO_GAMES = Words("No finished games yet: finish a game at the table and it is counted here.")
TITLE = N_("Statistics")


def columns() -> list[str]:
    """The table's column headings, in the language spoken now."""
    return [_(column) for column in COLUMNS]
GAME_ORDER = manifest.ORDER  # as on the title screen


def statistics_lines(stats: Statistics) -> list[str]:
    """The screen's lines: a heading and a table of players for each game played."""
    lines: list[str] = []
    order = [gid for gid in GAME_ORDER if gid in stats] + sorted(set(stats) - set(GAME_ORDER))
    for game_id in order:
        players = stats[game_id]
        if not players:
            continue
        try:
            game = manifest.entry(game_id)
            title, low = game.title, game.low_is_best
        except KeyError:
            title, low = game_id, False  # a game this version does not know: still the player's record
        heading = (LOWEST_BEST if low else HIGHEST_BEST)(game=title)
        lines += [f"# {heading}", "# " + "\t".join(columns())]
        ranked = sorted(players.items(), key=lambda item: (-item[1].won, -item[1].played, item[0]))
        lines += ["\t".join([name, *player_cells(record)]) for name, record in ranked]
        lines.append("")
    return lines[:-1]


def player_cells(record: PlayerRecord) -> list[str]:
    average = record.average
    return [
        str(record.played),
        str(record.won),
        "–" if record.best is None else str(record.best),
        "–" if average is None else f"{average:.1f}",
    ]


class StatisticsScene(TextPanel):
    def __init__(self, app: Host) -> None:
        lines: list[str]
        if app.store is None:
            lines = [NO_FOLDER()]
        else:
            stats, problem = load_statistics(app.store)
            lines = [problem, ""] if problem else []
            lines += statistics_lines(stats) or [NO_GAMES()]
        super().__init__(app, _(TITLE), lines, columns=columns())
