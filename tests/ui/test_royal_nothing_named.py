"""Royal's Nothing card named inside a sentence (issue 32, points 5 and 12): "Bones holds
Nothing" and "You took Nothing" read as if the seat held or took nothing at all. The
card is named "Nothing", so a sentence quotes it ("holds “Nothing”"); the card's face
keeps its printed name, and German says "Niete", a noun no one misreads."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

from table.core import i18n
from table.core.words import Names
from table.games.royal.refusals import NOT_HELD
from table.learn.reasons import reason
from table.manifest import catalogues
from table.ui.tables.royal.middle import middle_shown
from table.ui.tables.royal.presenter import PRESENTER

NAMES = Names(["Ann", "Bones", "Ghoulia"], me=0)


def status_of(known: list[list[str]]) -> str:
    view: Any = {"known_in_hands": known, "round": {}, "judged": None, "phase": "give"}
    return PRESENTER.seat_status(view, 1)


def test_a_seat_known_to_hold_the_nothing_card_is_said_to_hold_it_quoted() -> None:
    assert "holds “Nothing”" in status_of([[], ["nothing"], []])
    assert "holds “Nothing” & Wild" in status_of([[], ["nothing", "wild"], []])
    assert PRESENTER.card_name("nothing") == "Nothing"  # the card's face keeps its name


def test_the_middle_says_who_took_the_nothing_card() -> None:
    judged = {"card": "nothing", "receiver": 1, "taker": 1, "claim": "rat", "verdict": True,
              "claim_true": False, "right": False, "taken": False}
    view: Any = {"round": {}, "phase": "give", "judged": judged}
    ctx = cast(Any, SimpleNamespace(names=NAMES, log=[]))
    shown = middle_shown(PRESENTER, ctx, view)
    assert shown is not None
    assert "Bones took “Nothing”" in [line[0] for line in shown.lines]
    ctx_bones = cast(Any, SimpleNamespace(names=Names(NAMES, me=1), log=[]))
    shown = middle_shown(PRESENTER, ctx_bones, view)
    assert shown is not None and "You took “Nothing”" in [line[0] for line in shown.lines]


def test_log_banner_refusal_and_hint_quote_the_nothing_card() -> None:
    judged = {"type": "claim_judged", "receiver": 1, "taker": 1, "claim": "rat", "verdict": True,
              "card": "nothing", "right": False, "claim_true": False}
    assert "It is “Nothing”:" in str(PRESENTER.describe(judged, NAMES))
    banner = PRESENTER.banner(judged, NAMES, 0)
    assert banner is not None and banner.title == "It is “Nothing”!"
    taken = {"type": "special_taken", "seat": 1, "card": "nothing", "claim": "rat"}
    assert PRESENTER.describe(taken, NAMES) == "Bones takes the “Nothing” into their hand."
    assert NOT_HELD(card="nothing").said(None) == "You do not hold “Nothing”."
    from table.ai.heuristics.factors import Explanation

    why = Explanation("give nothing to 1 as rat", "give rat-3 to 1 as rat", None, True, ())
    said = reason("royal", {"phase": "give"}, 0, why, NAMES, {"give nothing to 1 as rat": (10, 6)})
    assert "“Nothing”" in said, said


def test_other_languages_name_the_nothing_card_their_way() -> None:
    view: Any = {"known_in_hands": [[], ["nothing"], []], "round": {}, "judged": None, "phase": "give"}
    expected = {"de": "hat: Niete", "fr": "tient « Rien »", "es": "tiene «Nada»"}
    try:
        for lang, said in expected.items():
            i18n.use(lang, catalogues())
            assert said in PRESENTER.seat_status(view, 1), lang
            assert PRESENTER.card_name("nothing") in ("Niete", "Rien", "Nada")
    finally:
        i18n.use("en", catalogues())


class Reader:
    """The recap's reader of one seat, every card shown but ``hidden``."""

    def __init__(self, hidden: tuple[str, ...] = ()) -> None:
        self.names, self.seat, self._hidden = NAMES, 0, hidden

    def hidden(self, card: object) -> bool:
        return card in self._hidden

    def the(self, card: object) -> str:
        return "a card" if self.hidden(card) else f"the {PRESENTER.card_name(str(card))}"

    def card(self, card: object) -> str:
        return "a card" if self.hidden(card) else PRESENTER.card_name(str(card))


def test_the_recap_quotes_the_nothing_card_it_names() -> None:
    from table.learn.games import royal as royal_learn

    judged = {"type": "claim_judged", "receiver": 1, "taker": 1, "claim": "rat", "verdict": True,
              "card": "nothing", "right": False}
    reader: Any = Reader()
    called = "Bones called it true (wrong): it was"
    assert royal_learn._judged(reader, judged).startswith(f"{called} the “Nothing”.")
    penalty = {"type": "penalty_taken", "seat": 0, "card": "nothing"}
    assert royal_learn._penalty(reader, penalty) == "You took the penalty card, the “Nothing”."
    hidden = cast(Any, Reader(("nothing",)))
    assert royal_learn._penalty(hidden, penalty) == "You took the penalty card, a card."
    assert royal_learn._judged(reader, {**judged, "card": "rat-3"}).startswith(f"{called} the Rat 3.")
