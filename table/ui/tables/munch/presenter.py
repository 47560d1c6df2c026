"""The Munch, Crunch, Scrunch! table: secret predictions, the reveal, the forehead round, power cards.

Reads the Munch view (``hands`` per seat with unseen cards as None, ``forehead``,
``predictions`` hidden until revealed, ``tricks_won``, ``lead_suit``) and events
(``prediction_made``, ``predictions_revealed``, ``trick_won`` with its ``reason``,
``vanquish_cancelled``, ``hand_scored``) as ``rules/munch.md`` defines them.
"""

from __future__ import annotations

from collections.abc import Sequence

from table.core.i18n import N_, _, ngettext
from table.core.words import names_list
from table.games import words as said
from table.games.munch import MOVES, words
from table.games.munch.actions import Predict
from table.games.munch.views import MunchView
from table.ui.presented import TrickResult
from table.ui.tables.base import Banner, Event, Presenter

SUIT_PLURAL = {
    "vampire": N_("Vegan Vampires"),
    "bat": N_("Barmy Bats"),
    "werewolf": N_("Woofy Werewolves"),
    "fairy": N_("Vampire Fairies"),
}
POWER_CARDS = {"vanquish-1", "vanquish-2", "escape", "topsy"}


def predicted_total(view: MunchView) -> int | None:
    """The sum of this hand's predictions, once they are public (every one revealed and
    the predicting over); None while any is still secret."""
    predictions = view.get("predictions", [])
    known = [n for n in predictions if n is not None]
    if view.get("phase") == "predict" or not predictions or len(known) < len(predictions):
        return None
    return sum(known)


class MunchPresenter(Presenter[MunchView]):
    cards_held_up = True  # the forehead round

    def hand(self, view: MunchView) -> list[str | None]:
        seat = view.get("seat")
        hands = view.get("hands") or []
        if seat is None or seat >= len(hands):
            return []
        return list(hands[seat])

    def last_trick(self, view: MunchView) -> list[tuple[int, str]]:
        played = view.get("tricks_played") or []
        if not played:
            return []
        return [(entry["seat"], entry["card"]) for entry in played[-1]["cards"]]

    def cards_in_front(self, view: MunchView, seat: int) -> list[str]:
        # The forehead round: every other seat's card is held up for this seat to see.
        if not view.get("forehead"):
            return []
        hands = view.get("hands") or []
        return [card for card in hands[seat] if card] if seat < len(hands) else []

    def highlighted(self, view: MunchView) -> set[str]:
        # Power cards may always be played: mark them so they stand out in the hand.
        return {card for card in self.hand(view) if card in POWER_CARDS}

    def round_label(self, view: MunchView) -> str:
        k = view.get("hand_number", 1)
        told = {"k": k, "total": view.get("hands_total", 7), "n": k}
        predicted = predicted_total(view)
        # Once predictions are public, the sum against the tricks says the size too.
        if predicted is None:
            if view.get("forehead"):
                return ngettext("Hand {k} of {total} · {n} card each · forehead round",
                                "Hand {k} of {total} · {n} cards each · forehead round", k).format(**told)
            return ngettext("Hand {k} of {total} · {n} card each", "Hand {k} of {total} · {n} cards each",
                            k).format(**told)
        if view.get("forehead"):
            return ngettext("Hand {k} of {total} · forehead round · predicted {p} of {n} trick",
                            "Hand {k} of {total} · forehead round · predicted {p} of {n} tricks",
                            k).format(p=predicted, **told)
        return ngettext("Hand {k} of {total} · predicted {p} of {n} trick",
                        "Hand {k} of {total} · predicted {p} of {n} tricks", k).format(p=predicted, **told)

    def trick_caption(self, view: MunchView, short: bool = False) -> str:
        trick = view.get("trick") or []
        if not trick:
            return ""
        lead = view.get("lead_suit")
        if lead:
            return _("Lead suit: {suit}").format(suit=_(SUIT_PLURAL.get(lead) or str(lead)))
        first = trick[0]["card"]
        if first.startswith("vanquish"):
            return _("Lead suit: none, a Vanquish was led")
        return _("Lead suit: none yet, the next suit card sets it")

    def prompt(self, view: MunchView, actions: Sequence[str], name: str | None) -> str:
        k = view.get("hand_number", 1)
        if actions and actions[0].startswith("predict"):
            if view.get("forehead"):
                return words.PROMPT_PREDICT_FOREHEAD.to(name)
            return words.PROMPT_PREDICT.to(name, k=k)
        if actions == ["play forehead"]:
            return words.PROMPT_PLAY_FOREHEAD.to(name)
        lead = view.get("lead_suit")
        if lead and view.get("trick"):
            follow = _(SUIT_PLURAL.get(lead) or str(lead))
            return words.PROMPT_FOLLOW.to(name, follow=follow)
        return words.PROMPT_PLAY.to(name)

    def waiting(self, view: MunchView, names: Sequence[str], turn: Sequence[int]) -> str:
        if view.get("phase") == "predict":
            return words.WAITING_PREDICT(names=names_list(names, turn))
        return super().waiting(view, names, turn)

    def seat_status(self, view: MunchView, seat: int) -> str:
        status = self._prediction_status(view, seat)
        return words.STATUS_DEALER(status=status) if view.get("dealer") == seat else status

    def short_status(self, view: MunchView, seat: int) -> str:
        status = self._prediction_status(view, seat, short=True)
        return words.STATUS_DEALER(status=status) if view.get("dealer") == seat else status

    def _prediction_status(self, view: MunchView, seat: int, short: bool = False) -> str:
        predictions = view.get("predictions") or []
        predicted = view.get("predicted") or []
        won = (view.get("tricks_won") or [0] * (seat + 1))[seat]
        if view.get("phase") == "predict":
            if seat < len(predictions) and predictions[seat] is not None:
                return words.STATUS_PREDICTS_SECRET(n=predictions[seat])
            has = seat < len(predicted) and predicted[seat]
            return (words.STATUS_HAS_PREDICTED if has else words.STATUS_PREDICTING)()
        if seat < len(predictions) and predictions[seat] is not None:
            said = words.STATUS_PREDICTED_WON_SHORT if short else words.STATUS_PREDICTED_WON
            return said(n=predictions[seat], won=won)
        return words.STATUS_WON(won=won)

    def button_label(self, action: str) -> str:
        move = MOVES[action]
        return str(move.tricks) if isinstance(move, Predict) else action

    def describe(self, event: Event, names: Sequence[str]) -> str | None:
        kind = event.get("type")
        if kind == "deal":
            k = int(event.get("cards_each", event.get("hand")) or 0)
            deals = words.DEALS_FOREHEAD if event.get("forehead") else words.DEALS
            return deals(names, event["dealer"], n=k, hand=event.get("hand"))
        if kind == "prediction_made":
            return words.PREDICTED_SECRETLY(names, event["seat"])
        if kind == "predictions_revealed":
            told = [words.PREDICTION_TOLD(names, s, n=n) for s, n in enumerate(event.get("predictions", []))]
            return " ".join([words.PREDICTIONS(), *told])  # whole sentences, one per seat
        if kind == "vanquish_cancelled":
            count = len(event.get("cards", []))
            bonus = event.get("bonus", 10 * count)
            return words.TOPSY_CANCELS(names, event["seat"], n=count, bonus=bonus)
        if kind == "trick_won":
            return self.trick_reason(event, names)
        if kind == "hand_scored":
            seats = event.get("seats", [])
            told = [said.SEAT_SCORE(names, e["seat"], score=f"{e['points']:+d}") for e in seats]
            return words.HAND_SCORED(hand=event.get("hand"), said=", ".join(told))
        return super().describe(event, names)

    def banner(self, event: Event, names: Sequence[str], screen_seat: int | None) -> Banner | None:
        kind = event.get("type")
        if kind == "predictions_revealed":
            lines = [words.PREDICTS(names, s, n=n) for s, n in enumerate(event.get("predictions", []))]
            return Banner(_("Munch, crunch, scrunch!"), lines, 2.4)
        if kind == "vanquish_cancelled":
            count = len(event.get("cards", []))
            return Banner(
                _("Topsy Turvy!"),
                [words.TOPSY_BANNER(names, event["seat"], n=count, bonus=event.get("bonus", 10 * count))],
                1.8,
            )
        if kind == "deal" and event.get("forehead"):
            return Banner(_("The forehead round"), [_("You see everyone's card but your own.")], 1.8)
        return None

    def score_pad_row(self, event: Event) -> tuple[str, list[str]] | None:
        if event.get("type") != "hand_scored":
            return None
        cells = []
        for entry in sorted(event.get("seats", []), key=lambda e: e["seat"]):
            bonus, points = int(entry.get("bonus") or 0), int(entry["points"])
            base = int(entry.get("prediction_points", points - bonus))
            told = {"predicted": entry["predicted"], "won": entry["won"], "points": points}
            cells.append(words.CELL_TOPSY(base=base, bonus=bonus, **told) if bonus else words.CELL(**told))
        return (_("Hand {hand}").format(hand=event.get("hand")), cells)

    def pad_summary_label(self, count: int) -> str:
        return _("Hands 1–{last}").format(last=count)

    def totals(self, event: Event) -> list[int] | None:
        if event.get("type") == "hand_scored":
            return [entry["total"] for entry in sorted(event.get("seats", []), key=lambda e: e["seat"])]
        return super().totals(event)

    def score_pad_note(self) -> str:
        return _("Each cell: predicted/won: points for the hand (a Topsy Turvy bonus added after them).")

    def score_header(self) -> str:
        return _("Total")

    def trick_result(self, event: Event, names: Sequence[str], view: MunchView | None) -> TrickResult:
        # A trick is worth one toward its winner's prediction: say how many now, of how many.
        seat = event.get("seat")
        if seat is None or view is None:
            return super().trick_result(event, names, view)
        won = (view.get("tricks_won") or [0] * (seat + 1))[seat] + 1
        predicted = (view.get("predictions") or [None] * (seat + 1))[seat]
        if predicted is None:
            return TrickResult(seat, words.TAKES_WON(names, seat, won=won))
        return TrickResult(seat, words.TAKES_WON_OF(names, seat, won=won, predicted=predicted))


PRESENTER = MunchPresenter("munch")
