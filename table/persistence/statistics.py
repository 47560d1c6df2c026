"""Statistics per game and player name: games played and won, best and average score.

One JSON file in the user data folder, updated atomically when a game ends. Whether a
low or a high score is best depends on the game (Dodge the Dragon: low), so the caller
says which.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Any

from table.persistence.files import CorruptFile, move_aside, read_json, write_json_atomic
from table.persistence.locations import Locations

STATISTICS_VERSION = 1


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

    def to_json(self) -> dict[str, Any]:
        return {
            "played": self.played, "won": self.won, "best": self.best, "total": self.total,
            "with_undos": self.with_undos,
        }

    @classmethod
    def from_json(cls, data: Any) -> PlayerRecord:
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
        return record


Statistics = dict[str, dict[str, PlayerRecord]]  # game id -> player name -> record


def load_statistics(where: Locations) -> tuple[Statistics, str | None]:
    path = where.statistics_file
    try:
        data = read_json(path, "statistics")
        if data is None:
            return {}, None
        if not isinstance(data, dict) or data.get("version") != STATISTICS_VERSION:
            raise ValueError("unknown statistics version")
        games = data.get("games")
        if not isinstance(games, dict):
            raise ValueError("no games in the statistics file")
        stats: Statistics = {}
        for game_id, players in games.items():
            if not isinstance(players, dict):
                raise ValueError(f"bad statistics for {game_id}")
            stats[game_id] = {name: PlayerRecord.from_json(rec) for name, rec in players.items()}
        return stats, None
    except (CorruptFile, ValueError) as error:
        kept = move_aside(path)
        where_kept = f" (kept as {kept.name})" if kept else ""
        why = str(error).rstrip(".")  # the reasons are sentences; this one goes on
        return {}, f"Statistics could not be read: {why}. Starting afresh{where_kept}."


def record_result(
    where: Locations,
    game_id: str,
    names: list[str],
    scores: list[int],
    winners: list[int],
    low_is_best: bool,
    with_undos: Collection[int] = (),
) -> Statistics:
    """Add a finished game to the statistics file; return the updated statistics."""
    stats, _ = load_statistics(where)
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
            "games": {
                gid: {name: rec.to_json() for name, rec in players.items()} for gid, players in stats.items()
            },
        },
    )
    return stats
