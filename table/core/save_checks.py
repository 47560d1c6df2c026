"""The first checks on a save's data, before any game reads it: how deep it nests and
whether its history is a list of (seat, move) pairs. ``Game.from_json`` runs them."""

from __future__ import annotations

from table.core.vocabulary import JsonObject

MAX_SAVE_DEPTH = 32  # a save nests a handful of levels (deal, hands, cards)


def nested_deeper(data: JsonObject, limit: int) -> bool:
    """Whether lists and dicts in ``data`` nest deeper than ``limit`` (no recursion)."""
    stack: list[tuple[JsonObject | list[object] | tuple[object, ...], int]] = [(data, 0)]
    while stack:
        value, depth = stack.pop()
        if depth >= limit:
            return True
        for item in value.values() if isinstance(value, dict) else value:
            if isinstance(item, dict | list | tuple):  # leaves (most of a save) cost one check
                stack.append((item, depth + 1))
    return False


def history_pairs(raw: object) -> list[tuple[int, str]]:
    if not isinstance(raw, list):
        raise ValueError("the save is damaged: history is not a list")
    pairs = []
    for number, entry in enumerate(raw, start=1):
        if (
            not isinstance(entry, list | tuple)
            or len(entry) != 2
            or isinstance(entry[0], bool)
            or not isinstance(entry[0], int)
            or not isinstance(entry[1], str)
        ):
            raise ValueError(f"the save is damaged: history entry {number} is not a seat and a move")
        pairs.append((entry[0], entry[1]))
    return pairs
