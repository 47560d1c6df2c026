"""The one-line reason of a hint: the deciding factor between the chosen move and the
runner-up, named from facts of the seat's view alone.

``explain(game_id, view, seat, chosen, runner_up, names)`` dispatches to the game's
explainer here (trick games) or in ``reasons_bluff`` (Royal, Batwalk). Each computes a
few facts (who is winning the trick, what it holds, how many tricks are still needed,
which cards are still unseen) and says the one that separates the two moves. Card
facts come from the card ids, whose spelling the rules files fix.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from table.games.snow import actions as snow_actions
from table.games.snow.cards import SLY_FOX, SNOWBALL
from table.learn.names import card_name
from table.learn.reasons_bluff import explain_batwalk, explain_royal

View = dict[str, Any]
Explainer = Callable[[View, int, str, str, Sequence[str] | None], str]

DRAGON_POINTS = {"black-12": 15, "black-11": 10, "black-10": 6}
SNOW_HUNTERS = {
    "klutzy-detective", "librarian", "folklorist", "cryptozoologist", "ghost-whisperer",
    "exorcist", "balladeer", "crossroads-musician", "slayer", "demonologist", "witcher",
    "monster-hunter", "siren-head",
}


def explain(
    game_id: str, view: View, seat: int, chosen: str, runner_up: str, names: Sequence[str] | None
) -> str:
    """Why ``chosen`` beats ``runner_up`` for ``seat``, in one line."""
    explainer = EXPLAINERS.get(game_id)
    try:
        reason = explainer(view, seat, chosen, runner_up, names) if explainer else ""
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        # A view whose shape this explainer does not know (a newer game version): the
        # hint keeps its move and says the general reason instead of failing.
        reason = ""
    if reason:
        return reason
    said, other = _say(game_id, chosen), _say(game_id, runner_up)
    if said.startswith("play the ") and other.startswith("play the "):
        other = other.removeprefix("play ")
    return f"{said[0].upper()}{said[1:]} rather than {other}: the computer's search expects more from it."


def _say(game_id: str, action: str) -> str:
    """An action as a player says it, mid-sentence: "play bat-7" -> "play the Bat 7"."""
    words = action.split()
    if words[0] == "play" and len(words) >= 2 and not words[1].isdigit():
        return f"play the {card_name(game_id, words[1])}"
    return action


# -- Munch ----------------------------------------------------------------------------


def _munch_strength(card: str, lead: str | None) -> int:
    """Rough winning strength of a card in a trick without Topsy Turvy (-1: cannot win)."""
    if card.startswith("vanquish"):
        return 1000
    suit, _, number = card.partition("-")
    if not number.isdigit():
        return -1  # Escape, Topsy Turvy
    if suit == "vampire":
        return 100 + int(number)
    return int(number) if suit == lead else -1


def explain_munch(view: View, seat: int, chosen: str, runner_up: str, names: Sequence[str] | None) -> str:
    hand = view["hands"][seat]
    if chosen.startswith("predict"):
        wanted = int(chosen.split()[1])
        likely = [c for c in hand if isinstance(c, str) and _munch_likely(c)]
        if len(likely) == wanted and likely:
            listed = " and ".join(card_name("munch", c) for c in likely)
            return f"Predict {wanted}: your {listed} look like winners."
        return f"Predict {wanted}: the likeliest number of tricks for this hand."
    card = chosen.split()[1]
    if card == "forehead":
        return ""
    predicted = view["predictions"][seat]
    need = predicted - view["tricks_won"][seat]
    trick = [play["card"] for play in view["trick"]]
    name = card_name("munch", card)
    if "topsy" in trick or card == "topsy":
        return f"Play the {name}: Topsy Turvy flips this trick, and this card fits your plan best."
    lead = view["lead_suit"]
    best = max((_munch_strength(c, lead) for c in trick), default=-1)
    wins = _munch_strength(card, lead) > best
    have = "no tricks" if predicted == 0 else f"your {predicted} trick{'s' * (predicted != 1)}"
    still = f"the {need} trick{'s' * (need != 1)} you still need"
    if not trick:
        if need <= 0:
            return f"Lead the {name}: you already have {have}, so lead low."
        if _munch_likely(card):
            return f"Lead the {name}: a likely winner, towards {still}."
        return f"Lead the {name}: keep your winners for {still}."
    if need <= 0:
        if not wins:
            top = max(trick, key=lambda c: _munch_strength(c, lead))
            return f"Duck under the {card_name('munch', top)}: you already have {have}."
        return f"Play the {name}: you already have {have}, so stay as low as you can."
    if wins:
        return f"Take it with the {name}: you still need {need} more trick{'s' * (need != 1)}."
    return f"Play the {name}: save your winners for {still}."


def _munch_likely(card: str) -> bool:
    suit, _, number = card.partition("-")
    if card.startswith("vanquish"):
        return True
    return number.isdigit() and ((suit == "vampire" and int(number) >= 5) or int(number) >= 7)


# -- Dodge the Dragon -------------------------------------------------------------------


def _dragon_points(card: str) -> int:
    return 1 if card.startswith("red") else DRAGON_POINTS.get(card, 0)


def _dragon_strength(card: str, led: str | None) -> int:
    colour, _, rank = card.partition("-")
    if colour == "safety" or not rank.isdigit():
        return -1
    return 100 + int(rank) if colour == "green" else int(rank) if colour == led else -1


def explain_dragon(view: View, seat: int, chosen: str, runner_up: str, names: Sequence[str] | None) -> str:
    words = chosen.split()
    if words[0] == "pass":
        cards = words[1:]
        points = sum(_dragon_points(c) for c in cards)
        listed = ", ".join(card_name("dragon", c) for c in cards)
        worth = f"{points} points" if points else "high cards"
        return f"Pass the {listed}: {worth} you won't have to dodge."
    card = words[1]
    name = card_name("dragon", card)
    trick = view["trick"]
    if not trick:
        if len(words) == 4:
            return f"Lead the {name} as {words[3]}: a safety wins only if nobody follows that colour."
        return f"Lead the {name}: a low card is unlikely to win the trick."
    led = view["led_colour"]
    on_table = sum(_dragon_points(play["card"]) for play in trick)
    top = max(trick, key=lambda play: _dragon_strength(play["card"], led))
    top_name = card_name("dragon", top["card"])
    holds = f"the trick holds {on_table} point{'s' * (on_table != 1)}" if on_table else "no points in it yet"
    if card.startswith("safety"):
        return f"Play the {name}: a safety never wins, and {holds}."
    if _dragon_strength(top["card"], led) < 0:  # only a led safety so far
        return f"Play the {name}: someone must take this trick, and {holds}."
    if _dragon_strength(card, led) < _dragon_strength(top["card"], led):
        return f"Duck under the {top_name}: {holds}."
    last = len(trick) == view["players"] - 1
    if last and on_table + _dragon_points(card) == 0:
        return f"Take it with the {name}: the trick holds no points."
    return f"Play the {name}: you can't stay under the {top_name}, so win as cheaply as you can."


# -- Snow Monster Battle -------------------------------------------------------------


def explain_snow(view: View, seat: int, chosen: str, runner_up: str, names: Sequence[str] | None) -> str:
    move = snow_actions.parse(chosen)  # the game's own reading of its actions
    in_battle = [play.get("card") for play in view.get("battle_cards", []) if isinstance(play, dict)]
    if isinstance(move, snow_actions.Enhance):
        enhancement = move.kind.replace("-", " ").title()
        if move.target is None:
            return f"Spend the {enhancement}: the last battle takes every enhancement."
        target = card_name("snow", move.target)
        if move.kind == SNOWBALL:
            return f"Snowball the {target}: it knocks that card out of the battle."
        return f"Use the {enhancement} on your {target}: it makes it strong enough to win."
    if isinstance(move, snow_actions.Done):
        return "Say done: your enhancement can't change this battle, so keep it."
    card = move.card if isinstance(move, snow_actions.PlayCard) else SLY_FOX
    name = card_name("snow", card) if card != "sly-fox" else "Sly Fox"
    if card == "sly-fox":
        return "Play the Sly Fox: you play your card last, once you have seen everyone else's."
    if card == "slime":
        return "Drop the Slime here: whoever wins this battle loses 20."
    if "slime" in in_battle:
        return f"Play the {name}: the Slime is in this battle, and its winner loses 20."
    lead = view.get("lead_suit")
    if card in SNOW_HUNTERS and lead in ("T", "G", "C"):
        return f"Play the {name}: a Hunter beats every monster."
    if view.get("first_battle"):
        return "Battle 1: everyone plays their lowest Troublemaker."
    return ""


EXPLAINERS: dict[str, Explainer] = {
    "munch": explain_munch,
    "dragon": explain_dragon,
    "snow": explain_snow,
    "royal": explain_royal,
    "batwalk": explain_batwalk,
}
