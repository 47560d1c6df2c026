"""The games the app offers, in one place: title, display order, whether low scores win, cards, rules page.

The title screen, setup, statistics, the session and the tables all read this list,
so adding a game means one rules package (``table/games/<id>/``, with its line in the
registry's ``CATALOGUE``, which this list is built from), one table package
(``table/ui/tables/<id>/``) and one rules page (``table/assets/rules/<id>.md``). A game's rules
module is imported only when its cards are first asked for, so the title screen opens
without loading any game (the registry it reads loads only ``table.core``).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from table.assets import locale_dir, rules_dir
from table.core import Game, i18n
from table.games import CATALOGUE, FIRST_FOCUS, game_ids, get_game
from table.games import locale_dir as game_locale_dir


@dataclass(frozen=True)
class GameEntry:
    """One game as the app presents it."""

    id: str
    title: str
    low_is_best: bool  # the lowest total wins (statistics keep the lowest as the best)

    def game(self) -> Game:
        """The game's rules record (its ``GAME``), imported on first use."""
        return get_game(self.id)

    def card_name(self, card_id: str) -> str:
        """A card's name in the game's own words."""
        return self.game().card_name(card_id)

    def deck_ids(self, players: int) -> list[str]:
        """Every card a game of ``players`` may show."""
        return list(self.game().deck_ids(players))

    def parse_action(self, text: str) -> object:
        """``text`` as the game's own move (its record's ``moves``, each read once); IllegalMove if none."""
        return self.game().moves[text]

    @property
    def rules_page(self) -> Path:
        """``table/assets/rules/<id>.md``: package data, in a checkout, a wheel and a frozen build alike."""
        return rules_dir() / f"{self.id}.md"


GAMES: tuple[GameEntry, ...] = tuple(
    GameEntry(game_id, title, low_is_best=low) for game_id, title, low in CATALOGUE
)
ORDER: tuple[str, ...] = tuple(game.id for game in GAMES)  # as the title screen shows them
FIRST: str = FIRST_FOCUS if FIRST_FOCUS in ORDER else ORDER[0]  # where the title's focus starts
_BY_ID = {game.id: game for game in GAMES}


def entry(game_id: str) -> GameEntry:
    """The manifest entry for ``game_id``; an unknown id raises KeyError naming the known ones."""
    try:
        return _BY_ID[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(ORDER)}") from None



def catalogues() -> i18n.Catalogues:
    """The message catalogues the program speaks from (``i18n.use``): the shared one
    (``table/assets/locale/``, the app's own words) first, then every game's own
    (``table/games/<id>/locale/``, domain the game's id), in the registry's order."""
    return [(i18n.DOMAIN, locale_dir()), *((game_id, game_locale_dir(game_id)) for game_id in game_ids())]
