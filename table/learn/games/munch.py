"""Munch, Crunch, Scrunch! in the learning layer: its hint reasons, its moves' words, the forehead round."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from table.ai.heuristics.factors import Explanation
from table.ai.heuristics.munch import expected_tricks
from table.games.munch import MOVES
from table.games.munch import actions as munch_actions
from table.games.munch import words as munch_words
from table.games.munch.views import munch_view
from table.learn import hint_words as words
from table.learn.games import LearnSupport, RecapEvent, RecapReader, View
from table.learn.names import card_name

if TYPE_CHECKING:
    from table.learn.lesson import Lesson


def _lesson() -> Lesson:
    from table.learn.lessons.munch import LESSON

    return LESSON


def say(move: object, seat: int, names: Sequence[str] | None) -> str | None:
    return words.MUNCH_PREDICT_MOVE(n=move.tricks) if isinstance(move, munch_actions.Predict) else None


def forced(view: Mapping[str, object], move: object) -> tuple[str, str] | None:
    if getattr(move, "forehead", False):
        return "forehead", words.MUNCH_FOREHEAD_FORCED()
    return None


# The card decided between two moves of the same plan (``weakest``), by that plan.
_WEAKEST = {"take_cheaply": words.MUNCH_TAKE_CHEAPEST, "throw_away": words.MUNCH_THROW_WEAKEST,
            "forced_to_win": words.MUNCH_ALL_WIN}
# The plan decided, with nothing to count.
_PLAIN = {"strongest": words.MUNCH_STRONGEST, "throw_away": words.MUNCH_LOST_KEEP,
          "shed_strongest": words.MUNCH_SHED_STRONGEST, "forced_to_win": words.MUNCH_ALL_WIN}


def explain_munch(raw: View, seat: int, why: Explanation, names: Sequence[str] | None) -> str:
    assert why.factor is not None
    view = munch_view(raw)
    move = MOVES[why.chosen]
    if isinstance(move, munch_actions.Predict):
        expected = expected_tricks(view)
        if view.get("forehead"):
            return words.MUNCH_FOREHEAD(tricks=move.tricks, percent=round(expected * 100))
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
    plan, factor = why.terms[0].name, why.factor.name
    if factor == "weakest":  # the plan is the runner-up's too: the card decided
        return _WEAKEST[plan](card=card) if plan in _WEAKEST else ""
    if factor in _PLAIN:
        return _PLAIN[factor](card=card)
    if factor == "lead_strong":
        return words.MUNCH_LEAD_STRONG(need, card=card)
    if factor in ("take_cheaply", "take_firmly"):
        return words.MUNCH_TAKE_NEED(need, card=card)
    if factor == "lead_low":
        if predicted == 0:
            return words.MUNCH_LEAD_LOW_ZERO(card=card)
        return words.MUNCH_LEAD_LOW(predicted, card=card)
    if factor == "duck":
        if predicted == 0:
            return words.MUNCH_DUCK_ZERO(card=card)
        return words.MUNCH_DUCK(predicted, card=card)
    return ""


def _predictions(reader: RecapReader, event: RecapEvent) -> str:
    told = munch_words.RECAP_PREDICTED  # a whole sentence per seat
    return " ".join(told(reader.names, s, n=n) for s, n in enumerate(event.get("predictions") or []))


LEARN = LearnSupport(
    lesson=_lesson, explain=explain_munch, say=say, forced=forced,
    recap_lines={"predictions_revealed": _predictions},
)
