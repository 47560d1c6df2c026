"""Dodge the Dragon in the learning layer: its hint reasons, the pass, the opening blue 1, points taken."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from table.ai.heuristics.factors import Explanation
from table.core.i18n import _
from table.core.words import LIST_OF_NAMES, LIST_SEPARATOR, Names
from table.games.dragon import MOVES
from table.games.dragon import actions as dragon_actions
from table.games.dragon import words as dragon_words
from table.games.dragon.cards import CARD_NUMBER as DRAGON_NUMBER
from table.games.dragon.cards import COLOUR, COLOUR_OF_NAME, POINTS, RANK, TRUMP, little_devil_name
from table.games.dragon.views import DragonView, TrickPlay
from table.games.dragon.views import as_view as dragon_view
from table.learn import hint_words as words
from table.learn.games import LearnSupport, RecapEvent, RecapReader, View
from table.learn.names import card_name

if TYPE_CHECKING:
    from table.learn.lesson import Lesson


def _lesson() -> Lesson:
    from table.learn.lessons.dragon import LESSON

    return LESSON


def _in_a_row(named: Sequence[str]) -> str:
    """Names in a row ("the Dragon, the Snake and the Red 12" in English's words)."""
    if len(named) == 1:
        return named[0]
    return LIST_OF_NAMES(names=LIST_SEPARATOR().join(named[:-1]), last=named[-1])


def _listed(cards: Sequence[str]) -> str:
    """Cards named in a row, "little devils" said once where several are: each case a
    whole phrase of its own (``DRAGON_DEVILS_*``)."""
    devils = [name for name in map(little_devil_name, cards) if name]
    if len(devils) < 2:
        return _in_a_row([card_name("dragon", card) for card in cards])
    if len(devils) == len(cards):
        said = words.DRAGON_DEVILS_BOTH if len(devils) == 2 else words.DRAGON_DEVILS_ALL
        return said(cards=_in_a_row(devils))
    others = _in_a_row([card_name("dragon", card) for card in cards if not little_devil_name(card)])
    return words.DRAGON_DEVILS_AMONG(len(devils), others=others, devils=_in_a_row(devils))


def _subject(card: str, passed: Sequence[str]) -> str:
    """The card a pass's reason is about; a little devil among the passed cards by its
    plain name ("the Red 7 would win tricks"), the list having said what it is."""
    return (little_devil_name(card) if card in passed else None) or card_name("dragon", card)


def say(move: object, seat: int, names: Sequence[str] | None) -> str | None:
    if isinstance(move, dragon_actions.Pass):
        return words.DRAGON_PASS_MOVE(cards=_listed(move.cards))
    return None


def forced(view: Mapping[str, object], move: object) -> tuple[str, str] | None:
    if getattr(move, "card", None) == "blue-1":
        return "opening lead", words.DRAGON_FIRST_LEAD()
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
    move = MOVES[why.chosen]
    if isinstance(move, dragon_actions.Pass):
        return _pass_reason(move, why)
    if not view["trick"]:
        return _lead_reason(move, why)
    return _follow_reason(view, move, why)


_PASS_DANGER = {  # what keeping the card would risk
    "high_trump": words.DRAGON_PASS_TRUMP, "red_point": words.DRAGON_PASS_RED,
    "high_card": words.DRAGON_PASS_HIGH,
}
_LEAD_OTHER = {"points_led": words.DRAGON_LEAD_NO_POINTS, "trump_led": words.DRAGON_LEAD_KEEP_TRUMPS}
_PLAY = {"shed_points": words.DRAGON_SHED_POINTS, "take_anyway": words.DRAGON_TAKE_ANYWAY,
         "high_rank": words.DRAGON_HIGH_RANK}


def _colour(named: str | None) -> str:
    return _(words.DRAGON_COLOURS.get(named or "", named or ""))


def _pass_reason(move: dragon_actions.Pass, why: Explanation) -> str:
    """Why pass these three cards."""
    assert why.factor is not None
    factor = why.factor
    listed = _listed(move.cards)
    if factor.name == "keep_safety":  # a term against the runner-up, which passes a safety
        return words.DRAGON_PASS_SAFETIES(cards=listed)
    if not why.ours:
        return ""
    subject = _subject(factor.subject, move.cards)
    if factor.name == "points_card":
        return words.DRAGON_PASS_POINTS(_points(factor.subject), cards=listed, card=subject)
    said = _PASS_DANGER.get(factor.name)
    return said(cards=listed, card=subject) if said else ""


def _lead_reason(move: dragon_actions.Play, why: Explanation) -> str:
    """Why lead this card to an empty trick."""
    assert why.factor is not None
    name, card = why.factor.name, card_name("dragon", move.card)
    if not why.ours:  # the runner-up's lead gives points away, or spends a trump
        return _LEAD_OTHER[name](card=card) if name in _LEAD_OTHER else ""
    if name == "safety_lead":
        return words.DRAGON_LEAD_SAFETY(card=card, colour=_colour(move.named))
    if name == "short_colour":
        return words.DRAGON_LEAD_SHORT(card=card, colour=_colour(move.named))
    return words.DRAGON_LEAD_LOW(card=card) if name == "low_lead" else ""


def _follow_reason(view: DragonView, move: dragon_actions.Play, why: Explanation) -> str:
    """Why play this card to a trick already led."""
    assert why.factor is not None
    factor, card, trick = why.factor, card_name("dragon", move.card), view["trick"]
    on_table = sum(_points(play["card"]) for play in trick)
    top_card = _top(trick, view["led_colour"])
    top = card_name("dragon", top_card) if top_card else ""
    if not why.ours:
        taken = factor.name == "points_taken" and on_table
        return words.DRAGON_POINTS_TAKEN(on_table, card=card) if taken else ""
    if factor.name == "safety":
        return words.DRAGON_SAFETY(on_table, card=card) if on_table else words.DRAGON_SAFETY_EMPTY(card=card)
    if factor.name == "duck":
        return _duck(top, on_table)
    if factor.name == "shed_high":
        return _shed_high(card, move.card, top_card, top, on_table)
    if factor.name in ("win_for_now", "stay_low"):
        return words.DRAGON_CHEAP_UNDER(card=card, top=top) if top else words.DRAGON_CHEAP_ANYONE(card=card)
    return _PLAY[factor.name](card=card) if factor.name in _PLAY else ""


def _duck(top: str, on_table: int) -> str:
    """Staying under the card on top, with or without points in the trick."""
    if not top:
        return ""
    return words.DRAGON_DUCK(on_table, top=top) if on_table else words.DRAGON_DUCK_EMPTY(top=top)


def _shed_high(card: str, card_id: str, top_card: str, top: str, on_table: int) -> str:
    """Shedding a high card under the card on top (of its colour, or beaten anyway)."""
    if top_card and COLOUR[DRAGON_NUMBER[top_card]] == COLOUR[DRAGON_NUMBER[card_id]]:
        if on_table:
            return words.DRAGON_SHED_UNDER(on_table, card=card, top=top)
        return words.DRAGON_SHED_UNDER_EMPTY(card=card, top=top)
    if not top:
        return ""
    if on_table:
        return words.DRAGON_SHED_ANY(on_table, card=card, top=top)
    return words.DRAGON_SHED_ANY_EMPTY(card=card, top=top)


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
    return dragon_words.RECAP_NAMING(colour=_colour(str(event.get("colour") or "")))


def _named(reader: RecapReader, event: RecapEvent) -> str:
    """The safety was led face up, so it is named even if dealt anew since (as a play is)."""
    seat, card = int(event.get("seat") or 0), event.get("card")
    shown = card_name("dragon", card) if isinstance(card, str) else reader.card(card)
    colour = _colour(str(event.get("colour") or ""))
    return dragon_words.RECAP_NAMED(reader.names, seat, colour=colour, card=shown)


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
