"""The Snow table's sentences for a battle's start, a round's end and a prey caught,
each from the game's own words (``table/games/snow/words.py``)."""

from __future__ import annotations

from collections.abc import Sequence

from table.core.words import capitalised, names_list
from table.games import words as said
from table.games.snow import words
from table.games.snow.cards import NAMES
from table.ui.tables.base import Event


def start_words(event: Event) -> str | None:
    if event.get("first_battle"):
        return words.FIRST_BATTLE(battle=event.get("battle"))
    if event.get("last_battle"):
        return words.LAST_BATTLE(battle=event.get("battle"))
    return None


def round_words(event: Event, names: Sequence[str]) -> str:
    won = [said.SEAT_SCORE(names, s, score=n) for s, n in enumerate(event.get("battles_won") or [])]
    line = words.ROUND_OVER(round=event.get("round"), said=", ".join(won))
    bonus = [s for s, b in enumerate(event.get("no_battle_bonus") or []) if b]
    if not bonus:
        return line
    return f"{line} {words.NO_BATTLE_BONUS(names=capitalised(names_list(names, bonus)))}"


def net_words(catch: Event, names: Sequence[str]) -> str:
    return words.NETS(names, catch["seat"], hunter=NAMES[catch["hunter"]], prey=NAMES[catch["prey"]])
