"""Hint reasons for Snow Monster Battle, from the heuristic's deciding factor.

The factors (``table.ai.heuristics.snow.factors``) weigh prey caught, the battle won
(with or without Slime in it), Slime given away, the price of the card spent, playing
last with the Sly Fox, and what an enhancement changes; each is said here with the
names of the cards in the battle. Moves are read with the game's own parser.
"""

from __future__ import annotations

from collections.abc import Sequence

from table.ai.heuristics.factors import Explanation
from table.core.i18n import _
from table.core.vocabulary import GameView as View
from table.games.snow import MOVES
from table.games.snow import actions as snow_actions
from table.games.snow.cards import SNOWBALL
from table.learn import hint_words as words
from table.learn.names import card_name


def enhancement_name(kind: str) -> str:
    """An enhancement as a hint names it ("Harpoon"), in the language spoken now."""
    return _(words.SNOW_ENHANCEMENTS.get(kind, kind.replace("-", " ").title()))


_NOT_OURS = {"wins_slime": words.SNOW_LET_SLIME_GO, "cheap_winner": words.SNOW_KEEP_STRONG,
             "prey_lost": words.SNOW_PREY_LOST}
_OURS = {"wins_battle": words.SNOW_WINS, "slime_away": words.SNOW_SLIME_AWAY,
         "cheap_winner": words.SNOW_CHEAP_WINNER, "weak_loser": words.SNOW_WEAK_LOSER}


def explain_snow(view: View, seat: int, why: Explanation, names: Sequence[str] | None) -> str:
    assert why.factor is not None
    factor, move = why.factor, MOVES[why.chosen]
    if isinstance(move, snow_actions.Done):
        return words.SNOW_DONE() if factor.name in ("spending_cost", "spent_in_vain") else ""
    if isinstance(move, snow_actions.Enhance):
        if move.target is None:
            return words.SNOW_SPEND()
        target = card_name("snow", move.target)
        if not why.ours or factor.name not in ("wins_battle", "prey_caught"):
            return ""
        if move.kind == SNOWBALL:
            return words.SNOW_SNOWBALL(card=target)
        return words.SNOW_ENHANCE(enhancement=enhancement_name(move.kind), card=target)
    if isinstance(move, snow_actions.PlaySlyFox):
        return words.SNOW_SLY_FOX()
    name = card_name("snow", move.card)
    if not why.ours:
        return _NOT_OURS[factor.name](card=name) if factor.name in _NOT_OURS else ""
    if factor.name == "prey_caught":
        prey = card_name("snow", factor.subject) if factor.subject else ""
        return words.SNOW_PREY_CAUGHT(card=name, prey=prey)
    return _OURS[factor.name](card=name) if factor.name in _OURS else ""
