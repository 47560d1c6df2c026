"""The Dodge the Dragon table: the three-card pass, naming a colour for a led safety, points per seat.

Reads the Dragon view (``hand``, ``phase``, ``passed_yet``, ``received``,
``round_points``, ``led_colour``, ``safety_led``...) and events (``cards_passed``,
``safety_named``, ``trick_won`` with its ``reason``, ``moon_shot``, ``round_scored``)
as ``rules/dragon.md`` defines them, and puts them in a player's words.
"""

from __future__ import annotations

from collections.abc import Sequence

from table.core import reasons
from table.core.i18n import _, ngettext
from table.core.words import name_of, names_list
from table.games import words as said
from table.games.dragon import MOVES, words
from table.games.dragon.actions import Pass, Play
from table.games.dragon.cards import CARD_NUMBER, colour_title, colour_word
from table.games.dragon.views import DragonView
from table.ui import presented
from table.ui.tables.base import Banner, Event, Presenter, TrickResult

ROUND_POINTS = 43  # the Dragon 15, Snake 10, Spider 6 and twelve little devils


def _points(count: int) -> str:
    return ngettext("{n} point", "{n} points", count).format(n=count)


class DragonPresenter(Presenter[DragonView]):
    def round_label(self, view: DragonView) -> str:
        return _("Round {round} · game ends past {limit}").format(
            round=view.get("round", 1), limit=view.get("limit", 100))

    def trick_caption(self, view: DragonView, short: bool = False) -> str:
        led = view.get("led_colour")
        if not view.get("trick") or not led:
            return ""
        if view.get("safety_led"):
            return _("Lead suit: {suit}, named by a safety").format(suit=colour_title(str(led)))
        return _("Lead suit: {suit}").format(suit=colour_title(str(led)))

    def highlighted(self, view: DragonView) -> set[str]:
        # Cards just received in the pass stay marked until the first trick is taken,
        # so the player can see what arrived.
        if view.get("phase") == "play" and not any(view.get("tricks_taken") or []):
            return set(view.get("received") or [])
        return set()

    def selection_size(self, actions: Sequence[str]) -> int:
        move = MOVES[actions[0]] if actions else None
        return len(move.cards) if isinstance(move, Pass) else 0

    def selection_action(self, cards: Sequence[str]) -> str:
        # The rules take the three cards named in the order of the hand, whatever the
        # order they were picked in.
        a, b, c = sorted(cards, key=CARD_NUMBER.__getitem__)
        return str(Pass((a, b, c)))

    def prompt(self, view: DragonView, actions: Sequence[str], name: str | None) -> str:
        if view.get("phase") == "pass":
            receiver = self.receiver(view)
            if receiver is None or receiver >= len(self.names):
                return words.PROMPT_PASS_RIGHT.to(name)
            return words.PROMPT_PASS.to(name, to=self.names[receiver])
        if actions and actions[0] == "play blue-1" and len(actions) == 1:
            return words.PROMPT_LEAD_BLUE_1.to(name)
        led = view.get("led_colour")
        if not view.get("trick"):
            return words.PROMPT_LEAD.to(name)
        return words.PROMPT_FOLLOW.to(name, led=colour_word(str(led)))

    def receiver(self, view: DragonView) -> int | None:
        """The seat on the right of the seat on screen, which its three passed cards go to."""
        seat, players = view.get("seat"), view.get("players") or len(view.get("hand_sizes") or [])
        return (seat - 1) % players if isinstance(seat, int) and players else None

    def waiting(self, view: DragonView, names: Sequence[str], turn: Sequence[int]) -> str:
        if view.get("phase") == "pass":
            return words.WAITING_PASS(names=names_list(names, turn))
        return super().waiting(view, names, turn)

    def seat_status(self, view: DragonView, seat: int) -> str:
        points = (view.get("round_points") or [0] * (seat + 1))[seat]
        tricks = (view.get("tricks_taken") or [0] * (seat + 1))[seat]
        if view.get("phase") == "pass":
            passed = (view.get("passed_yet") or [False] * (seat + 1))[seat]
            return (words.STATUS_PASSED if passed else words.STATUS_CHOOSING_PASS)()
        return words.STATUS_ROUND(tricks, points=_points(points))

    def short_status(self, view: DragonView, seat: int) -> str:
        if view.get("phase") == "pass":
            return self.seat_status(view, seat)
        points = (view.get("round_points") or [0] * (seat + 1))[seat]
        tricks = (view.get("tricks_taken") or [0] * (seat + 1))[seat]
        return words.STATUS_ROUND_SHORT(tricks, points=_points(points))

    def button_label(self, action: str) -> str:
        move = MOVES[action]
        if isinstance(move, Play) and move.named is not None:
            return colour_title(move.named)  # leading a safety: the colour it names
        return action

    def slides(self, event: Event) -> list[tuple[int | None, int]]:
        # The three passed cards of every seat slide to the right together (one back each).
        if event.get("type") == "cards_passed":
            return [(entry["from"], entry["to"]) for entry in event.get("passes") or []]
        return []

    def reveal(self, view: DragonView, event: Event, live: DragonView) -> None:
        super().reveal(view, event, live)
        kind = event.get("type")
        seat = event.get("seat")
        if kind == "trick_won" and seat is not None and seat < len(view.get("round_points") or []):
            view["round_points"][seat] += int(event.get("points", 0))
        elif kind == "pass_chosen" and seat is not None:
            # The chosen three are set aside face down until everyone has chosen.
            if view.get("seat") == seat:
                chosen = live.get("passing") or live.get("passed") or []
                view["hand"] = [card for card in view.get("hand") or [] if card not in chosen]
            if seat < len(view.get("hand_sizes") or []):
                view["hand_sizes"][seat] = max(0, view["hand_sizes"][seat] - 3)
            if seat < len(view.get("passed_yet") or []):
                view["passed_yet"][seat] = True

    def land(self, view: DragonView, event: Event, live: DragonView) -> None:
        if event.get("type") == "cards_passed":
            # The passed cards have slid across: the hands as they are after the pass,
            # never before they land.
            for key in ("hand", "hand_sizes", "received", "passed", "passed_yet"):
                if key in live:
                    view[key] = presented.copy_of(live[key])

    def describe(self, event: Event, names: Sequence[str]) -> str | None:
        kind = event.get("type")
        if kind == "deal":
            return _("Round {round}: the cards are dealt.").format(round=event.get("round"))
        if kind == "pass_chosen":
            return words.PASS_CHOSEN(names, event["seat"])
        if kind == "cards_passed":
            lines = [_("Everyone passes three cards to the right.")]
            for entry in event.get("passes", []):
                cards = [c for c in entry.get("cards", []) if c]
                if cards:
                    named = ", ".join(self.card_name(c) for c in cards)
                    to = name_of(names, entry["to"])
                    lines.append(words.PASSED(names, entry["from"], cards=named, to=to))
            return " ".join(lines)
        if kind == "lead_blue_1":
            return words.LEADS_BLUE_1(names, event["seat"])
        if kind == "safety_named":
            return words.NAMES_SAFETY(names, event["seat"], colour=colour_word(event.get("colour", "")))
        if kind == "trick_won":
            return words.TRICK_POINTS(reason=self.trick_reason(event, names), n=int(event.get("points", 0)))
        if kind == "moon_shot":
            return words.MOON_SHOT(names, event["seat"])
        if kind == "round_scored":
            told = [said.SEAT_SCORE(names, s, score=f"+{p}") for s, p in enumerate(event.get("points", []))]
            return words.ROUND_SCORED(round=event.get("round"), said=", ".join(told))
        return super().describe(event, names)

    def trick_reason(self, event: Event, names: Sequence[str]) -> str:
        # The event's reason is the whole sentence, its taker named ("Bones takes the trick:
        # the highest trump wins.").
        return reasons.of_event(event, names) or super().trick_reason(event, names)

    def trick_result(self, event: Event, names: Sequence[str], view: DragonView | None) -> TrickResult:
        seat = event.get("seat")
        if seat is None:
            return super().trick_result(event, names, view)
        points = int(event.get("points", 0))
        if points == 0:
            return TrickResult(seat, words.TAKES_NOTHING(names, seat))
        return TrickResult(seat, words.TAKES_POINTS(names, seat, n=points))

    def banner(self, event: Event, names: Sequence[str], screen_seat: int | None) -> Banner | None:
        kind = event.get("type")
        if kind == "moon_shot":
            return Banner(
                words.MOON_TITLE(names, event["seat"]),
                [words.MOON_LINE(names, event["seat"])],
                2.6,
                "victory",
            )
        if kind == "safety_named":
            colour = colour_word(event.get("colour", ""))
            return Banner(
                words.NAMES_COLOUR(names, event["seat"], colour=colour),
                [_("The safety counts as the lowest {colour}: follow {colour}.").format(colour=colour)],
                1.4,
            )
        if kind == "cards_passed" and screen_seat is not None:
            for entry in event.get("passes", []):
                if entry.get("to") == screen_seat and all(entry.get("cards", [])):
                    got = ", ".join(self.card_name(c) for c in entry["cards"])
                    return Banner(words.PASSED_YOU(giver=name_of(names, entry["from"])), [got], 2.0)
        if kind == "round_scored":
            totals = event.get("totals", [])
            lines = [
                words.SCORED_LINE(names, s, points=p, total=totals[s] if s < len(totals) else "?")
                for s, p in enumerate(event.get("points", []))
            ]
            return Banner(_("Round {round} scored").format(round=event.get("round")), lines, 2.4, "scored")
        return None

    def score_pad_row(self, event: Event) -> tuple[str, list[str]] | None:
        if event.get("type") != "round_scored":
            return None
        # The round's own points (the Total row has the running totals); taking all 43
        # resets the total to 0 instead of adding them.
        cells = [
            words.CELL_MOON(n=ROUND_POINTS) if points == ROUND_POINTS else words.CELL(points=points)
            for points in event["points"]
        ]
        return (_("Round {round}").format(round=event.get("round")), cells)

    def score_pad_note(self) -> str:
        # In plain words (rules, "Scoring and end"): all the round's points reset a total.
        note = _("Each cell: the points taken that round. Taking all {n} sets that player's total back to 0.")
        return note.format(n=ROUND_POINTS)


PRESENTER = DragonPresenter("dragon")
