"""The one-line reason of a hint, built from the AI's own deciding factor.

``table.ai.heuristics.factors.explain`` finds the named term of the heuristic's rating
that most separates the chosen move from the best-rated other one (the runner-up);
``reason(game_id, view, seat, why, names)`` says that factor as a player would, filled
in with facts of the seat's view alone (which card tops the trick, what it holds, how
many tricks are still needed). Each game's sayings sit beside its explainer: here the
trick games, Dodge the Dragon and Munch; Snow in ``reasons_snow``, Royal and Batwalk in
``reasons_bluff``. With no deciding factor (the search saw further than the heuristic)
or a view this code cannot read, the reason says so plainly instead of failing.
"""

from __future__ import annotations

import importlib
import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from table.ai.heuristics.factors import Explanation
from table.ai.heuristics.munch import expected_tricks
from table.core.words import capitalised
from table.games.batwalk import actions as batwalk_actions
from table.games.dragon import actions as dragon_actions
from table.games.dragon.cards import CARD_NUMBER as DRAGON_NUMBER
from table.games.dragon.cards import COLOUR, COLOUR_OF_NAME, POINTS, RANK, TRUMP
from table.games.munch import actions as munch_actions
from table.games.munch.views import munch_view
from table.games.royal import actions as royal_actions
from table.games.snow import actions as snow_actions
from table.learn import hint_words as words
from table.learn.names import card_name, claim_name, seat_name
from table.learn.reasons_bluff import PLACES, explain_batwalk, explain_royal, same_backs
from table.learn.reasons_snow import explain_snow, plural

View = dict[str, Any]
Explainer = Callable[[View, int, Explanation, Sequence[str] | None], str]


def reason(
    game_id: str,
    view: View,
    seat: int,
    why: Explanation,
    names: Sequence[str] | None,
    found: Mapping[str, tuple[int, int]] | None = None,
) -> str:
    """Why ``why.chosen`` beats ``why.runner_up`` for ``seat``, in one line; ``found``
    is what the search found per move (playouts, playouts that left the seat ahead)."""
    explainer = EXPLAINERS.get(game_id)
    try:
        said = explainer(view, seat, why, names) if explainer and why.factor else ""
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        # A view whose shape this explainer does not know (a newer game version): the
        # hint keeps its move and says the general reason instead of failing.
        said = ""
    if game_id == "batwalk":  # two alike backs: say that either will do
        alone, too = same_backs(view, seat, why.chosen)
        said = f"{said} {too}" if said and too and len(said) + len(too) < 160 else alone or said
    return said or general(game_id, why.chosen, why.runner_up, seat, names, found)


def general(game_id: str, chosen: str, runner_up: str, seat: int = 0,
            names: Sequence[str] | None = None, found: Mapping[str, tuple[int, int]] | None = None) -> str:
    """The reason when no factor of the heuristic decided: what the search found when
    it played the game out many times with the unseen cards dealt as they may lie."""
    said = capitalised(say(game_id, chosen, seat, names))
    tries, ahead = (found or {}).get(chosen, (0, 0))
    others = [(count, action) for action, count in (found or {}).items() if action != chosen]
    if tries == 0:
        return words.HINT_ONLY_RATED(move=said)
    (other_tries, other_ahead), other_action = max(others, default=((0, 0), ""))
    if not other_tries or other_ahead * tries > ahead * other_tries:  # no fair comparison
        return words.HINT_FOUND(move=said, ahead=ahead, n=tries)
    other = say(game_id, other_action, seat, names)
    for verb in ("play", "pass"):  # "play the Blue 9 ... the Blue 10 did"
        if other.startswith(f"{verb} the "):
            other = other.removeprefix(f"{verb} ")
    line = words.HINT_FOUND_AGAINST(
        move=said, ahead=ahead, n=tries, other=other, other_ahead=other_ahead, other_tries=other_tries
    )
    return line if len(line) <= 150 else words.HINT_FOUND(move=said, ahead=ahead, n=tries)


def say(game_id: str, action: str, seat: int = 0, names: Sequence[str] | None = None) -> str:
    """An action as a player says it, mid-sentence ("play the Bat 7"), read with the
    game's own parser; the action itself if it cannot be read."""
    try:
        move = importlib.import_module(f"table.games.{game_id}.actions").parse(action)
    except (ImportError, ValueError):
        return action
    card = getattr(move, "card", None)
    if isinstance(move, royal_actions.Give | royal_actions.PassOn):
        who, claim = seat_name(names, move.to, seat), claim_name(game_id, move.claim)
        if isinstance(move, royal_actions.PassOn):
            return f"pass it to {who} as \"{claim}\""
        return f"give {who} the {card_name(game_id, move.card)} as \"{claim}\""
    if isinstance(move, royal_actions.Judge):
        return f"calling it {'true' if move.verdict else 'false'}"
    if isinstance(move, dragon_actions.Pass):
        return "pass the " + _and([card_name(game_id, c) for c in move.cards])
    if isinstance(move, royal_actions.Place):
        return "place the " + _and([card_name(game_id, c) for c in move.cards if c != "none"])
    if isinstance(move, batwalk_actions.Play):
        return f"play your {PLACES[move.slot]} card"
    if isinstance(move, munch_actions.Predict):
        return f"predict {move.tricks}"
    if isinstance(move, snow_actions.Enhance):
        kind = move.kind.replace("-", " ").title()
        target = f" on the {card_name(game_id, move.target)}" if move.target else ""
        return f"use the {kind}{target}"
    if isinstance(move, snow_actions.PlaySlyFox):
        return "play the Sly Fox"
    if isinstance(card, str) and not getattr(move, "forehead", False):
        named = getattr(move, "named", None)
        return f"play the {card_name(game_id, card)}" + (f" as {named}" if named else "")
    spoken = {"done": "say done", "peek": "peek", "play forehead": "play your forehead card"}
    return spoken.get(action, action)


def _and(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + f" and {words[-1]}"


# -- Munch ----------------------------------------------------------------------------


def explain_munch(view: View, seat: int, why: Explanation, names: Sequence[str] | None) -> str:
    assert why.factor is not None
    move = munch_actions.parse(why.chosen)
    if isinstance(move, munch_actions.Predict):
        expected = expected_tricks(munch_view(view))
        if view.get("forehead"):
            return (f"Predict {move.tricks}: by the cards you can see, yours wins this trick "
                    f"about {round(expected * 100)}% of the time.")
        low, high = math.floor(expected + 0.25), math.ceil(expected - 0.25)  # "about 2", or "1 or 2"
        if high <= 0 and move.tricks == 0:
            return words.MUNCH_PREDICT_NONE(tricks=move.tricks)
        high = max(high, 1)
        if low == high:
            return words.MUNCH_PREDICT_ABOUT(tricks=move.tricks, n=low)
        return words.MUNCH_PREDICT_BETWEEN(tricks=move.tricks, low=low, high=high)
    if not why.ours or move.forehead:
        return ""
    card = card_name("munch", move.card)
    predicted = view["predictions"][seat]
    need = predicted - view["tricks_won"][seat]
    have = "no tricks" if predicted == 0 else f"your {plural(predicted, 'trick')}"
    plan = why.terms[0].name
    if why.factor.name == "weakest":  # the plan is the runner-up's too: the card decided
        return {
            "take_cheaply": f"Take it with the {card}: the cheapest card that wins it.",
            "throw_away": f"Throw away the {card}: your weakest, as this trick is lost anyway.",
            "forced_to_win": f"Play the {card}: every card you can play wins, so spend the weakest.",
        }.get(plan, "")
    return {
        "lead_strong": f"Lead the {card}: a strong lead, towards the {plural(need, 'trick')} you still need.",
        "lead_low": f"Lead the {card}: you already have {have}, so lead low.",
        "take_cheaply": f"Take it with the {card}: you still need {plural(need, 'more trick')}.",
        "take_firmly": f"Take it with the {card}: you still need {plural(need, 'more trick')}.",
        "strongest": f"Take it with the {card}: your strongest, so a later card can't beat it.",
        "throw_away": f"Play the {card}: this trick is lost, so keep your winners for later.",
        "duck": f"Duck with the {card}: you already have {have}.",
        "shed_strongest": f"Duck with the {card}: the strongest card you hold that still loses.",
        "forced_to_win": f"Play the {card}: every card you can play wins, so spend the weakest.",
    }.get(why.factor.name, "")


# -- Dodge the Dragon -------------------------------------------------------------------


def _points(card: str) -> int:
    return POINTS[DRAGON_NUMBER[card]]


def explain_dragon(view: View, seat: int, why: Explanation, names: Sequence[str] | None) -> str:
    assert why.factor is not None
    factor, move = why.factor, dragon_actions.parse(why.chosen)
    if isinstance(move, dragon_actions.Pass):
        listed = ", ".join(card_name("dragon", card) for card in move.cards)
        if factor.name == "keep_safety":  # a term against the runner-up, which passes a safety
            return f"Pass the {listed}: keep your safeties, the cards that never win a trick."
        subject = card_name("dragon", factor.subject)
        worth = plural(_points(factor.subject), "point")
        danger = {  # what keeping the card would risk
            "points_card": f"the {subject} is {worth}, and few low blacks guard it",
            "high_trump": f"the {subject} is a high trump, and it would win whatever trick it meets",
            "red_point": f"the {subject} would win tricks, and red cards are points",
            "high_card": f"the {subject} is high enough to win tricks you want to lose",
        }
        return f"Pass the {listed}: {danger[factor.name]}." if factor.name in danger and why.ours else ""
    card = card_name("dragon", move.card)
    trick = view["trick"]
    if not trick:
        colour = move.named or ""
        if not why.ours:  # the runner-up's lead gives points away, or spends a trump
            return {"points_led": f"Lead the {card}: it gives no points away.",
                    "trump_led": f"Lead the {card}: keep your trumps, which would win the trick.",
                    }.get(factor.name, "")
        return {
            "safety_lead": f"Lead the {card} as {colour}: a safety wins only if nobody follows that colour.",
            "short_colour": f"Lead the {card} as {colour}: you have few {colour} cards, so others likely do.",
            "low_lead": f"Lead the {card}: a low card is unlikely to win the trick.",
        }.get(factor.name, "")
    on_table = sum(_points(play["card"]) for play in trick)
    holds = f"the trick holds {plural(on_table, 'point')}" if on_table else "no points in it yet"
    top_card = _top(trick, view["led_colour"])
    top = card_name("dragon", top_card) if top_card else ""
    if not why.ours:
        return f"Play the {card}: {holds}, and the other choice would take them." if (
            factor.name == "points_taken" and on_table) else ""
    under = f"you can't stay under the {top}" if top else "someone must take this trick"
    return {
        "safety": f"Play the {card}: a safety never wins, and {holds}.",
        "duck": f"Duck under the {top}: {holds}." if top else "",
        "shed_points": f"Duck with the {card}: its points go to whoever takes the trick.",
        "shed_high": f"Duck with the {card}, your highest card under the {top}: {holds}."
        if top_card and COLOUR[DRAGON_NUMBER[top_card]] == COLOUR[DRAGON_NUMBER[move.card]]
        else f"Play the {card}: the {top} wins this trick whatever you play, so shed a high card; {holds}."
        if top else "",
        "take_anyway": f"Take it with the {card}: the trick is yours whatever you play.",
        "high_rank": f"Take it with the {card}: the trick is yours anyway, so spend a high card.",
        "win_for_now": f"Play the {card}: {under}, so win as cheaply as you can.",
        "stay_low": f"Play the {card}: {under}, so win as cheaply as you can.",
    }.get(factor.name, "")


def _top(trick: list[dict[str, Any]], led: str | None) -> str:
    """The card winning ``trick`` so far ("" while only a safety leads)."""
    led_number = COLOUR_OF_NAME.get(led or "")

    def strength(card: str) -> int:
        number = DRAGON_NUMBER[card]
        colour = COLOUR[number]
        return RANK[number] + 100 if colour == TRUMP else RANK[number] if colour == led_number else -1

    best = max(trick, key=lambda play: strength(play["card"]))
    return str(best["card"]) if strength(best["card"]) >= 0 else ""


EXPLAINERS: dict[str, Explainer] = {
    "munch": explain_munch,
    "dragon": explain_dragon,
    "snow": explain_snow,
    "royal": explain_royal,
    "batwalk": explain_batwalk,
}
