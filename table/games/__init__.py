"""The registry of games: ``get_game(id)`` and ``game_ids()`` (see ``API.md``).

Each game lives in its own package ``table.games.<id>`` exposing ``GAME``; the
registry imports a game only when it is asked for, so start-up stays fast.
"""

from __future__ import annotations

import importlib
import importlib.util
from pathlib import Path

from table.core import Game

# The one list of games: id, title and whether the lowest total wins, in the order the
# title screen shows them and ``game_ids`` returns them. ``table.manifest`` builds the
# app's entries from it, so a new game is listed here and nowhere else.
CATALOGUE: tuple[tuple[str, str, bool], ...] = (
    ("munch", "Munch, Crunch, Scrunch!", False),
    ("royal", "Critter Poker Royal", True),  # scores count critters in front
    ("batwalk", "Vamp on the Batwalk", False),
    ("snow", "Snow Monster Battle", False),
    ("dragon", "Dodge the Dragon", True),
)
FIRST_FOCUS = "dragon"  # the game the title screen's focus starts on (a short one to learn)
_ORDER = tuple(game_id for game_id, _, _ in CATALOGUE)
_loaded: dict[str, Game] = {}


def game_ids() -> list[str]:
    """Ids of every game this build has, in the contract's order."""
    return [gid for gid in _ORDER if importlib.util.find_spec(f"table.games.{gid}") is not None]


def get_game(game_id: str) -> Game:
    """The game with this id; an unknown id raises KeyError naming the known ones."""
    if game_id not in _loaded:
        if game_id not in game_ids():
            raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(game_ids())}")
        module = importlib.import_module(f"table.games.{game_id}")
        _loaded[game_id] = module.GAME
    return _loaded[game_id]


def locale_dir(game_id: str) -> Path:
    """A game's own message catalogues: ``<lang>/LC_MESSAGES/<game id>.mo`` (the words of
    its own files, ``tools/i18n.py``) under ``table/games/<id>/locale/``, package data found
    beside this file in a checkout, a wheel and the PyInstaller bundle alike."""
    return Path(__file__).resolve().parent / game_id / "locale"
