"""Munch, Crunch, Scrunch! in the learning layer: its hint reasons, its moves' words, the forehead round."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from table.ai.heuristics.factors import Explanation
from table.ai.heuristics.munch import expected_tricks
from table.games.munch import actions as munch_actions
from table.games.munch import words as munch_words
from table.games.munch.views import munch_view
from table.learn import hint_words as words
from table.learn.games import LearnSupport, RecapEvent, RecapReader, View
from table.learn.games.snow_reasons import plural
from table.learn.names import card_name

if TYPE_CHECKING:
    from table.learn.lesson import Lesson


def _lesson() -> Lesson:
    from table.learn.lessons.munch import LESSON

    return LESSON


def say(move: object, seat: int, names: Sequence[str] | None) -> str | None:
    return f"predict {move.tricks}" if isinstance(move, munch_actions.Predict) else None


def forced(view: Mapping[str, object], move: object) -> tuple[str, str] | None:
    if getattr(move, "forehead", False):
        return "forehead", "The forehead round: you can't see your card, so it plays itself."
    return None


def explain_munch(raw: View, seat: int, why: Explanation, names: Sequence[str] | None) -> str:
    assert why.factor is not None
    view = munch_view(raw)
    move = munch_actions.parse(why.chosen)
    if isinstance(move, munch_actions.Predict):
        expected = expected_tricks(view)
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
    predicted = view["predictions"][seat] or 0  # known to its own seat once the play begins
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


def _predictions(reader: RecapReader, event: RecapEvent) -> str:
    told = munch_words.RECAP_PREDICTED  # a whole sentence per seat
    return " ".join(told(reader.names, s, n=n) for s, n in enumerate(event.get("predictions") or []))


LEARN = LearnSupport(
    lesson=_lesson, explain=explain_munch, say=say, forced=forced,
    recap_lines={"predictions_revealed": _predictions},
)
