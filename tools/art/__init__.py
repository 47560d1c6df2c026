"""Each game's art, one file per game: ``tools/art/<id>.py`` with ``ART``, a ``GameArt``.

``tools/make_art.py`` draws every game in the catalogue (``table/games/__init__.py``)
from its record, so a new game's art is its own file here and nothing else: its
palette (checked for colour-blind players by ``art_palette.problems``), its card
faces, its back's two colours, its table's felt and motif, its title tile's figures,
the scenes of its own cards (the shared portraits and drawing primitives are in
``art_figures`` and ``art_draw``), and any art of its own besides (the Batwalk's
per-suit backs, standees and runway). The tool writes the game's SVGs and its own
manifest into its own folder, ``table/assets/art/<id>/``.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class GameArt:
    """How one game's deck and table look."""

    palette: dict[str, Any]  # suit key -> art_palette.Suit
    faces: Callable[[], list[Any]]  # every card face (art_card.Face), in deck order
    back: tuple[str, str]  # the back's field colour and accent
    table: tuple[str, str]  # the table's felt colour and the motif scattered on it
    title_scene: Callable[[], str]  # the title tile's figures
    back_pattern: str = "diamonds"  # the lattice on the back
    suit_backs: tuple[str, ...] = ()  # suits with a back of their own (``suit_back(key)``)
    suit_back: Callable[[str], str] | None = None
    # Further art of the game's own: (files by path, manifest entries by key).
    extras: Callable[[], tuple[dict[str, str], dict[str, object]]] | None = None


def game_ids() -> tuple[str, ...]:
    """Every game of the catalogue, in its order."""
    from table.games import game_ids as catalogue

    return tuple(catalogue())


def art_of(game_id: str) -> GameArt:
    """``game_id``'s art record (``tools/art/<id>.py``'s ``ART``)."""
    try:
        module = importlib.import_module(f"art.{game_id}")
    except ModuleNotFoundError as error:
        if error.name != f"art.{game_id}":
            raise
        raise SystemExit(f"{game_id} has no art: add tools/art/{game_id}.py with ART, a GameArt.") from None
    found: GameArt = module.ART
    return found
