"""Dodge the Dragon in the learning layer: its hint reasons, the pass, the opening blue 1, points taken."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from table.ai.heuristics.factors import Explanation
from table.core.words import Names
from table.games.dragon import actions as dragon_actions
from table.games.dragon import words as dragon_words
from table.games.dragon.cards import CARD_NUMBER as DRAGON_NUMBER
from table.games.dragon.cards import COLOUR, COLOUR_OF_NAME, POINTS, RANK, TRUMP
from table.games.dragon.views import DragonView, TrickPlay
from table.games.dragon.views import as_view as dragon_view
from table.learn.games import LearnSupport, RecapEvent, RecapReader, View
from table.learn.games.snow_reasons import plural
from table.learn.names import card_name

if TYPE_CHECKING:
    from table.learn.lesson import Lesson


def _lesson() -> Lesson:
    from table.learn.lessons.dragon import LESSON

    return LESSON


def _and(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + f" and {parts[-1]}"


def say(move: object, seat: int, names: Sequence[str] | None) -> str | None:
    if isinstance(move, dragon_actions.Pass):
        return "pass the " + _and([card_name("dragon", c) for c in move.cards])
    return None


def forced(view: Mapping[str, object], move: object) -> tuple[str, str] | None:
    if getattr(move, "card", None) == "blue-1":
        return "opening lead", "The blue 1 always leads the first trick of a round."
    return None


def recap_taken(names: Names, seat: int, event: Mapping[str, object]) -> str | None:
    points = event.get("points")
    if event.get("type") == "trick_won" and isinstance(points, int) and points:
        return dragon_words.RECAP_TOOK_POINTS(names, seat, n=points)
    return None


def _points(card: str) -> int:
    return POINTS[DRAGON_NUMBER[card]]


def explain_dragon(raw: View, seat: int, why: Explanation, names: Sequence[str] | None) -> str:
    assert why.factor is not None
    view = dragon_view(raw)
    move = dragon_actions.parse(why.chosen)
    if isinstance(move, dragon_actions.Pass):
        return _pass_reason(move, why)
    if not view["trick"]:
        return _lead_reason(move, why)
    return _follow_reason(view, move, why)


def _pass_reason(move: dragon_actions.Pass, why: Explanation) -> str:
    """Why pass these three cards."""
    assert why.factor is not None
    factor = why.factor
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


def _lead_reason(move: dragon_actions.Play, why: Explanation) -> str:
    """Why lead this card to an empty trick."""
    assert why.factor is not None
    card, colour = card_name("dragon", move.card), move.named or ""
    if not why.ours:  # the runner-up's lead gives points away, or spends a trump
        return {"points_led": f"Lead the {card}: it gives no points away.",
                "trump_led": f"Lead the {card}: keep your trumps, which would win the trick.",
                }.get(why.factor.name, "")
    return {
        "safety_lead": f"Lead the {card} as {colour}: a safety wins only if nobody follows that colour.",
        "short_colour": f"Lead the {card} as {colour}: you have few {colour} cards, so others likely do.",
        "low_lead": f"Lead the {card}: a low card is unlikely to win the trick.",
    }.get(why.factor.name, "")


def _follow_reason(view: DragonView, move: dragon_actions.Play, why: Explanation) -> str:
    """Why play this card to a trick already led."""
    assert why.factor is not None
    factor, card, trick = why.factor, card_name("dragon", move.card), view["trick"]
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
        "shed_high": _shed_high(card, move.card, top_card, top, holds),
        "take_anyway": f"Take it with the {card}: the trick is yours whatever you play.",
        "high_rank": f"Take it with the {card}: the trick is yours anyway, so spend a high card.",
        "win_for_now": f"Play the {card}: {under}, so win as cheaply as you can.",
        "stay_low": f"Play the {card}: {under}, so win as cheaply as you can.",
    }.get(factor.name, "")


def _shed_high(card: str, card_id: str, top_card: str, top: str, holds: str) -> str:
    """Shedding a high card under the card on top (of its colour, or beaten anyway)."""
    if top_card and COLOUR[DRAGON_NUMBER[top_card]] == COLOUR[DRAGON_NUMBER[card_id]]:
        return f"Duck with the {card}, your highest card under the {top}: {holds}."
    if top:
        return f"Play the {card}: the {top} wins this trick whatever you play, so shed a high card; {holds}."
    return ""


def _top(trick: list[TrickPlay], led: str | None) -> str:
    """The card winning ``trick`` so far ("" while only a safety leads)."""
    led_number = COLOUR_OF_NAME.get(led or "")

    def strength(card: str) -> int:
        number = DRAGON_NUMBER[card]
        colour = COLOUR[number]
        return RANK[number] + 100 if colour == TRUMP else RANK[number] if colour == led_number else -1

    best = max(trick, key=lambda play: strength(play["card"]))
    return str(best["card"]) if strength(best["card"]) >= 0 else ""


def _naming(reader: RecapReader, event: RecapEvent) -> str:
    return dragon_words.RECAP_NAMING(colour=event.get("colour"))


def _named(reader: RecapReader, event: RecapEvent) -> str:
    seat = int(event.get("seat") or 0)
    card = reader.card(event.get("card"))
    return dragon_words.RECAP_NAMED(reader.names, seat, colour=event.get("colour"), card=card)


def _passed(reader: RecapReader, event: RecapEvent) -> str:
    mine = [p for p in event.get("passes", []) if p.get("to") == reader.seat]
    cards = [card for p in mine for card in p.get("cards", [])]
    if cards and all(reader.hidden(card) for card in cards):
        return dragon_words.RECAP_GOT_UNSEEN(n=len(cards))  # not "a card, a card, a card"
    if cards:
        return dragon_words.RECAP_GOT(cards=", ".join(reader.card(card) for card in cards))
    return dragon_words.RECAP_EVERYONE_PASSED()


def _moon(reader: RecapReader, event: RecapEvent) -> str:
    seat = event.get("seat")
    return dragon_words.RECAP_MOON(reader.names, seat if isinstance(seat, int) else 0)


LEARN = LearnSupport(
    lesson=_lesson, explain=explain_dragon, say=say, forced=forced, recap_taken=recap_taken,
    recap_lines={"cards_passed": _passed, "moon_shot": _moon},
    recap_asides={"safety_named": (_naming, _named)},
)
