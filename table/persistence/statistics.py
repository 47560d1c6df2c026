"""Statistics per game and player name: games played and won, best and average score.

One JSON file in the user data folder, updated atomically when a game ends. Whether a
low or a high score is best depends on the game (Dodge the Dragon: low), so the caller
says which.
"""

from __future__ import annotations

import errno
from collections.abc import Callable, Collection
from dataclasses import dataclass

from table.core.vocabulary import JsonObject
from table.persistence.files import CorruptFile, read_json, remove_leftovers, write_json_atomic
from table.persistence.locations import Locations
from table.persistence.notices import set_aside, statistics_unusable

STATISTICS_VERSION = 1
COUNTED_KEPT = 20  # keys of the games counted last, so a resumed one is not counted twice
LARGEST = 10**12  # no count or score of a real player comes near; a float holds it exactly
MAX_NAME = 64  # the setup screen takes 16 characters; a longer name is damage, not a player
MAX_GAME_ID = 32  # our ids are a word; a file's unknown game is kept only under a short one


@dataclass
class PlayerRecord:
    """One player's results in one game."""

    played: int = 0
    won: int = 0
    best: int | None = None
    total: int = 0
    with_undos: int = 0  # games of these in which this player took a move back

    @property
    def average(self) -> float | None:
        return self.total / self.played if self.played else None

    def to_json(self) -> JsonObject:
        return {
            "played": self.played, "won": self.won, "best": self.best, "total": self.total,
            "with_undos": self.with_undos,
        }

    @classmethod
    def from_json(cls, data: object) -> PlayerRecord:
        if not isinstance(data, dict):
            raise ValueError("a player's statistics must be an object")
        record = cls(
            data.get("played", 0), data.get("won", 0), data.get("best"), data.get("total", 0),
            data.get("with_undos", 0),
        )
        numbers = (record.played, record.won, record.total, record.with_undos)
        if not all(isinstance(n, int) and not isinstance(n, bool) for n in numbers) or (
            record.best is not None and not isinstance(record.best, int)
        ):
            raise ValueError("statistics hold a value that is not a whole number")
        if record.played < 0 or not 0 <= record.won <= record.played:
            raise ValueError("statistics hold impossible counts")
        if max(abs(n) for n in (*numbers, record.best or 0)) > LARGEST:
            raise ValueError("statistics hold impossibly large numbers")
        return record


Statistics = dict[str, dict[str, PlayerRecord]]  # game id -> player name -> record


def load_statistics(where: Locations) -> tuple[Statistics, str | None]:
    """The statistics, or none and a one-line message if the file was unusable."""
    stats, _, problem = _load(where)
    return stats, problem


def _load(where: Locations) -> tuple[Statistics, list[str], str | None]:
    """The statistics, the keys of the games counted last, and the message if unusable."""
    path = where.statistics_file
    remove_leftovers(path)
    try:
        data = read_json(path)
        if data is None:
            return {}, [], None
        if not isinstance(data, dict) or data.get("version") != STATISTICS_VERSION:
            raise ValueError("unknown statistics version")
        games = data.get("games")
        if not isinstance(games, dict):
            raise ValueError("no games in the statistics file")
        stats: Statistics = {}
        for game_id, players in games.items():
            if not isinstance(players, dict):
                raise ValueError("a game's statistics are not a table of players")
            if len(game_id) > MAX_GAME_ID:
                raise ValueError("statistics name a game with an impossibly long id")
            if any(len(name) > MAX_NAME for name in players):
                raise ValueError("statistics hold a player name far too long to be one")
            stats[game_id] = {name: PlayerRecord.from_json(rec) for name, rec in players.items()}
        counted = data.get("counted", [])
        if not isinstance(counted, list) or not all(isinstance(key, str) for key in counted):
            raise ValueError("the list of counted games is damaged")
        return stats, counted, None
    except (CorruptFile, ValueError) as error:
        return {}, [], statistics_unusable(error, set_aside(path, error))


def record_result(
    where: Locations,
    game_id: str,
    names: list[str],
    scores: list[int],
    winners: list[int],
    low_is_best: bool,
    game_key: str | None = None,
    with_undos: Collection[int] = (),
    tell: Callable[[str], None] | None = None,
) -> Statistics:
    """Add a finished game to the statistics file; return the updated statistics.

    ``game_key`` names the game: a game already counted (killed after its result was
    written but before its autosave was removed, then resumed) is not counted twice.
    ``tell`` receives the one-line message if a damaged file had to be set aside (the
    results it held are lost, so the player is told)."""
    if any(len(name) > MAX_NAME for name in names):
        raise ValueError("a player's name is too long to keep in the statistics")
    stats, counted, problem = _load(where)
    if problem is not None and where.statistics_file.exists():
        # A damaged file that could not be moved aside is never overwritten.
        raise OSError(errno.EEXIST, "a damaged statistics file is in the way")
    if problem is not None and tell is not None:
        tell(problem)
    if game_key is not None:
        if game_key in counted:
            return stats
        counted = [*counted, game_key][-COUNTED_KEPT:]
    table = stats.setdefault(game_id, {})
    for seat, name in enumerate(names):
        record = table.setdefault(name, PlayerRecord())
        score = scores[seat]
        record.played += 1
        record.won += seat in winners
        record.total += score
        record.with_undos += seat in with_undos
        better = record.best is None or (score < record.best if low_is_best else score > record.best)
        if better:
            record.best = score
    write_json_atomic(
        where.statistics_file,
        {
            "version": STATISTICS_VERSION,
            "counted": counted,
            "games": {
                gid: {name: rec.to_json() for name, rec in players.items()} for gid, players in stats.items()
            },
        },
    )
    return stats
