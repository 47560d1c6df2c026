"""Hint reasons for Snow Monster Battle, from the heuristic's deciding factor.

The factors (``table.ai.heuristics.snow.factors``) weigh prey caught, the battle won
(with or without Slime in it), Slime given away, the price of the card spent, playing
last with the Sly Fox, and what an enhancement changes; each is said here with the
names of the cards in the battle. Moves are read with the game's own parser.
"""

from __future__ import annotations

from collections.abc import Sequence

from table.ai.heuristics.factors import Explanation
from table.core.vocabulary import GameView as View
from table.games.snow import actions as snow_actions
from table.games.snow.cards import SNOWBALL
from table.learn.names import card_name


def plural(count: int, word: str) -> str:
    """"1 point", "15 points"."""
    return f"{count} {word}{'s' * (count != 1)}"


def explain_snow(view: View, seat: int, why: Explanation, names: Sequence[str] | None) -> str:
    assert why.factor is not None
    factor, move = why.factor, snow_actions.parse(why.chosen)
    if isinstance(move, snow_actions.Done):
        if factor.name in ("spending_cost", "spent_in_vain"):
            return "Say done: your enhancement can't change this battle, so keep it for a later one."
        return ""
    if isinstance(move, snow_actions.Enhance):
        if move.target is None:
            return "Spend it: the last battle takes every enhancement, so use it now."
        target = card_name("snow", move.target)
        if not why.ours or factor.name not in ("wins_battle", "prey_caught"):
            return ""
        if move.kind == SNOWBALL:
            return f"Snowball the {target}: with that card out, the battle turns your way."
        enhancement = move.kind.replace("-", " ").title()
        return f"Use the {enhancement} on your {target}: it makes it strong enough to win."
    if isinstance(move, snow_actions.PlaySlyFox):
        return "Play the Sly Fox: you play your card last, once you have seen everyone else's."
    name = card_name("snow", move.card)
    if not why.ours:
        return {
            "wins_slime": f"Play the {name}: the Slime is in this battle, so let someone else win it.",
            "cheap_winner": f"Play the {name}: winning with your other card would spend a strong one.",
            "prey_lost": f"Play the {name}: your prey card would be lost in a battle you can't win.",
        }.get(factor.name, "")
    prey = card_name("snow", factor.subject) if factor.subject else ""
    return {
        "prey_caught": f"Play the {name}: it catches the {prey}, 40 points whoever wins the battle.",
        "wins_battle": f"Play the {name}: it should win this battle and its 10 points.",
        "slime_away": f"Drop the {name} here: you won't win this battle, so whoever does loses 20.",
        "cheap_winner": f"Play the {name}: the cheapest card that should win this battle.",
        "weak_loser": f"Play the {name}: you can't win this battle, so shed your weakest card.",
    }.get(factor.name, "")
