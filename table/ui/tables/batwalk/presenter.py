"""The Vamp on the Batwalk table: backwards hands, the show and its lead card, steals, the runway.

Reads the Batwalk view (``hands`` per seat, each card as its ``suit`` with its face
only where the viewer may see it; ``show`` with its plays and ``lead``; ``scores``,
``played_this_round``, ``trendsetter``) and events (``card_played``, ``lead_changed``,
``stole_the_show``, ``show_won``, ``round_over``, ``extra_round``, ``instant_win``) as
``rules/batwalk.md`` defines them, and puts them in a player's words. Your own hand is
held backwards: the table shows its vamp backs and plays a card by its place (the
action is ``play <slot>``); everyone else's faces sit in front of their seats. With two
players the trendsetter is a third seat at the table that nobody controls. Drawing
that is this game's own lives beside it: vamp backs, the card aid and the lead mark in
``batwalk_draw``, the other hands in ``hands``, the runway and standees in ``runway``.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from typing import TYPE_CHECKING

from table.core.i18n import N_, _
from table.core.words import Words, capitalised, name_of, names_list
from table.games import words as said
from table.games.batwalk import words
from table.games.batwalk.deduction import possible_values
from table.games.batwalk.views import BatwalkView, SlotView, as_view
from table.ui import speech
from table.ui.speech import words as spoken
from table.ui.tables.base import (
    AnyPresenter,
    Banner,
    CardTip,
    Event,
    Presenter,
    StillPart,
    TrickResult,
    no_tip,
)
from table.ui.tables.batwalk import draw as batwalk_draw
from table.ui.tables.batwalk import runway
from table.ui.tables.batwalk.look import TableLook

if TYPE_CHECKING:
    import pygame

    from table.core import AnyState
    from table.ui import layout
    from table.ui.intents import Intent
    from table.ui.tables.context import TableContext

# Reversed hot-seat's hand-over: the others look away (the screen shows their cards).
HAND_OVER = Words("Everyone but {name}: look away now, this screen shows your cards.")
HAND_OVER_READY = Words("I am {name}: show the table")
TRENDSETTER = N_("Trendsetter")  # the third hand with two players, named as a seat (docs/i18n)


class BatwalkPresenter(Presenter[BatwalkView]):
    # No card is held up beside a plate for the table to make room for: every other hand
    # is placed by this game itself, at the size its seat's room allows (``hands``).
    cards_held_up = False
    hands_drawn_by_game = True  # so the table draws no face-down fans for them
    middle_band = runway.BAND  # under the show, so the runway keeps ``runway.MIN_SHARE`` of the height
    trick_won_event = "show_won"
    result_tells_total = True  # "wins the show: +1 point (now 2)": the standee walks with it
    trick_word = "show"
    nothing_shown = N_("No show has been won yet.")

    def __init__(self, game_id: str, card_tip: CardTip = no_tip) -> None:
        super().__init__(game_id, card_tip)
        self.look = TableLook()  # this table's aid switch and standees' walk
        self._round_totals: dict[int, list[int]] = {}  # round -> totals after it (score pad)

    # -- seats and cards ----------------------------------------------------------------

    def extra_seats(self, state: AnyState) -> list[str]:
        # Two players: the trendsetter's hand sits at seat 2 and plays by itself (rules).
        return [_(TRENDSETTER)] if state.players == 2 else []

    def hand(self, view: BatwalkView) -> list[str | None]:
        # Held backwards: the seat on screen never sees its own faces, only their backs.
        seat = view.get("seat")
        if seat is None:
            return []
        return [None] * len(view["hands"][seat])

    def deal_backs(self, view: BatwalkView, seat: int) -> list[str]:
        # Every card's vamp shows on its back, to its holder and to everyone else.
        hands = view.get("hands") or []
        return [slot["suit"] for slot in hands[seat]] if seat < len(hands) else []

    def hidden_card_actions(self, actions: Sequence[str], index: int | None) -> list[str]:
        # A card is played by its place in the hand (Notation: play <slot>).
        if index is None:
            return [a for a in actions if a.startswith("play ")]
        return [a for a in actions if a == f"play {index}"]

    def reveal(self, view: BatwalkView, event: Event, live: BatwalkView) -> None:
        kind = event.get("type")
        seat = event.get("seat")
        if kind == "card_played" and seat is not None and isinstance(event.get("slot"), int):
            # A card is played by its place in the hand: that place empties.
            hand = view["hands"][seat]
            if 0 <= event["slot"] < len(hand):
                del hand[event["slot"]]
            if seat < len(view.get("hand_sizes") or []):
                view["hand_sizes"][seat] = len(hand)
            # ...and the card is in sight from then on, flying or landed: the card aid
            # (which reads this view) must not count it unseen until the show settles.
            if event.get("card"):
                view["show"]["plays"].append({"seat": seat, "card": event["card"]})
            return
        if kind == "lead_changed" and seat is not None:
            self._lead(view, seat, event.get("card"))  # the plates' "winning the show so far"
            return
        if kind == "show_won":
            self._lead(view, None, None)  # the show is won: nobody is winning it "so far" now
        if kind in ("show_won", "stole_the_show") and seat is not None and seat < len(view["scores"]):
            view["scores"][seat] = int(event.get("points", view["scores"][seat]))  # the seat's new total
            return
        super().reveal(view, event, live)
        if kind == self.deal_event:
            # A new round: no card on the table yet, and every hand whole as dealt (the
            # live view may hold its first plays already, the trendsetter's automatic
            # card among them; each is shown as its own event reveals it).
            view["show"]["plays"] = []
            self._lead(view, None, None)
            dealt = event.get("hands")
            if isinstance(dealt, list) and len(dealt) == len(view["hands"]):
                view["hands"] = [[_slot(entry) for entry in hand] for hand in dealt]
                view["hand_sizes"] = [len(hand) for hand in dealt]

    @staticmethod
    def _lead(view: BatwalkView, seat: int | None, card: str | None) -> None:
        """The show's lead card as shown: ``card`` of ``seat`` (None: no show in progress)."""
        show = view["show"]
        cards = [play["card"] for play in show["plays"]]
        show["lead_seat"], show["lead_card"] = seat, card
        show["lead"] = cards.index(card) if card in cards else None

    def trick(self, view: BatwalkView) -> list[tuple[int, str]]:
        plays = view["show"]["plays"]
        # A show that was won (its cards joined this round's played cards) has been
        # collected; one cut short by an instant win on a steal stays on the table.
        if plays and plays[0]["card"] in view["played_this_round"]:
            return []
        return [(play["seat"], play["card"]) for play in plays]

    def trick_caption(self, view: BatwalkView, short: bool = False) -> str:
        show = view["show"]
        if not show["plays"] or show["lead_card"] is None:
            return ""
        return self.show_caption(show["lead_card"])

    def show_caption(self, lead_card: str) -> str:
        """The caption over the show: the card winning it so far (short: it must fit
        between the seats' plates; that garlic rules a show is said in the prompt)."""
        return _("Winning so far: {card}").format(card=self.card_name(lead_card))

    @staticmethod
    def garlic_rules(view: BatwalkView) -> bool:
        """Rule 3: once a star meets a garlic in a show, garlic is the strongest card."""
        cards = [play["card"] for play in view["show"]["plays"]]
        return any(c.endswith("-star") for c in cards) and any(c.endswith("-garlic") for c in cards)

    # -- words --------------------------------------------------------------------------

    def round_label(self, view: BatwalkView) -> str:
        number, rounds = view.get("round", 1), view.get("rounds", 3)
        # Short enough for the header beside the seats (the trendsetter's 5 is on its plate).
        return _("Round {round} of {rounds} · show {show} of 5 · first to 10").format(
            round=number, rounds=rounds, show=view.get("show_number", 1))

    def prompt(self, view: BatwalkView, actions: Sequence[str], name: str | None) -> str:
        lead = view["show"]["lead_card"]
        if lead is None:
            return words.PROMPT_START.to(name)
        if self.garlic_rules(view):
            return words.PROMPT_GARLIC.to(name)
        return words.PROMPT_BEAT.to(name, card=self.card_name(lead))

    def seat_status(self, view: BatwalkView, seat: int) -> str:
        if seat == view.get("trendsetter"):
            return words.STATUS_TRENDSETTER()
        if view["show"]["lead_seat"] == seat and view["phase"] != "over":
            return words.STATUS_WINNING()
        return ""

    def describe(self, event: Event, names: Sequence[str]) -> str | None:
        kind = event.get("type")
        if kind == "deal":
            return words.DEALT(names, event["starter"], round=event.get("round"))
        if kind == "card_played":
            return said.PLAYED(names, event["seat"], card=self.card_name(event["card"]))
        if kind == "lead_changed":
            return words.LEADS_NOW(names, event["seat"], card=self.card_name(event["card"]))
        if kind == "stole_the_show":
            robbed, card = name_of(names, event["from_seat"]), self.card_name(event["card"])
            return words.STEALS(names, event["seat"], robbed=robbed, card=card, points=event["points"])
        if kind == "show_won":
            card = self.card_name(event["card"])
            show, points = event.get("show", ""), event["points"]
            return words.WINS_SHOW_NOW(names, event["seat"], show=show, card=card, points=points)
        if kind == "round_over":
            told = [said.SEAT_SCORE(names, s, score=p) for s, p in enumerate(event.get("scores", []))]
            return words.ROUND_OVER(round=event.get("round"), said=", ".join(told))
        if kind == "extra_round":
            tied = capitalised(names_list(names, event.get("tied", [])))
            return words.TIED(tied=tied, round=event.get("round"))
        if kind == "instant_win":
            return words.INSTANT_WIN(names, event["seat"], points=event["points"])
        return super().describe(event, names)

    def trick_reason(self, event: Event, names: Sequence[str]) -> str:
        card = self.card_name(event["card"])
        return words.WINS_SHOW(names, event["seat"], show=event.get("show", ""), card=card)

    def trick_result(self, event: Event, names: Sequence[str], view: BatwalkView | None) -> TrickResult:
        # A show won is one point on the Batwalk; the event carries the winner's new total.
        seat = event["seat"]
        return TrickResult(seat, words.WINS_SHOW_RESULT(names, seat, points=event["points"]))

    def banner(self, event: Event, names: Sequence[str], screen_seat: int | None) -> Banner | None:
        kind = event.get("type")
        if kind == "stole_the_show":
            return Banner(
                words.STEALS_TITLE(names, event["seat"]),
                [words.MATCHES_LEAD(names, event["from_seat"], card=self.card_name(event["card"]))],
                1.3,
            )
        if kind == "instant_win":
            if event["seat"] == 2 and len(names) == 3 and names[2] == _(TRENDSETTER):
                return Banner(
                    _("The trendsetter struts to 5!"), [_("It wins on the spot: both players lose.")], 2.6
                )
            return Banner(
                words.STRUTS(names, event["seat"], points=event["points"]),
                [_("The end of the Batwalk: an instant win.")],
                2.6,
            )
        if kind == "extra_round":
            tied = capitalised(names_list(names, event.get("tied", [])))
            return Banner(_("A tie at the top"), [words.TIED_LINE(tied=tied)], 2.2)
        return None

    def result_line(self, view: BatwalkView, names: Sequence[str]) -> str | None:
        winners = view.get("winners") or []
        if len(winners) != 1:
            return None
        seat = winners[0]
        if seat == view.get("trendsetter"):
            return _("The trendsetter wins: both players lose!")
        if view["scores"][seat] >= view["win_at"]:
            return words.WALKS_AND_WINS(names, seat)
        return words.LEADS_AND_WINS(names, seat)

    def score_pad_row(self, event: Event) -> tuple[str, list[str]] | None:
        if event.get("type") != "round_over":
            return None
        # The event carries the totals after the round: the round's own points are what
        # they grew by since the round before (remembered as the rows come, in order).
        number, totals = int(event.get("round", 1)), [int(t) for t in event.get("scores", [])]
        self._round_totals[number] = totals
        before = self._round_totals.get(number - 1, [0] * len(totals))
        gains = [total - (before[seat] if seat < len(before) else 0) for seat, total in enumerate(totals)]
        return (_("Round {round}").format(round=number), [words.CELL(points=gain) for gain in gains])

    def score_pad_note(self) -> str:
        return _(
            "Each cell: the points that round brought (shows, steals); Total: where each standee stands."
        )

    def score_header(self) -> str:
        return _("Points")

    def hand_over_words(self, name: str) -> tuple[str, str]:
        # Reversed hot-seat: the screen shows everybody's cards except the active
        # player's own, so it is the others who must not see it.
        return HAND_OVER(name=name), HAND_OVER_READY(name=name)

    # -- this game's own drawing and controls (see batwalk_draw) --------------------------

    def draw_table(self, ctx: TableContext, surface: pygame.Surface) -> None:
        batwalk_draw.draw_table(self, ctx, surface, ctx.geo, as_view(ctx.view))

    def draw_still(self, ctx: TableContext, surface: pygame.Surface) -> None:
        batwalk_draw.draw_still(self, ctx, surface, ctx.geo, as_view(ctx.view))

    def banner_clear(self, ctx: TableContext) -> layout.Rect:
        # The runway with its standees: a steal's standee steps forward while its banner shows.
        return runway.runway_area(ctx, ctx.geo)

    def draw_on_panel(self, ctx: TableContext, surface: pygame.Surface) -> None:
        runway.draw_score_standees(ctx, surface, ctx.geo, as_view(ctx.view)["suits"])  # whose standee

    def draw_over_hand(self, ctx: TableContext, surface: pygame.Surface) -> None:
        batwalk_draw.draw_over_hand(self.look, ctx, surface)

    def update(self, ctx: TableContext, dt: float) -> None:
        runway.walk(self.look, ctx, dt)
        batwalk_draw.warm(self)

    def draw_key(self, ctx: TableContext) -> Hashable:
        return tuple(self.look.walked)

    def still_parts(self, ctx: TableContext) -> list[StillPart]:
        return batwalk_draw.still_parts(self, ctx, ctx.geo, as_view(ctx.view))

    def over_hand_key(self, ctx: TableContext) -> Hashable:
        return batwalk_draw.over_hand_key(self.look, ctx)

    def moving(self, ctx: TableContext) -> bool:
        return runway.walking(self.look, ctx)

    def working(self) -> bool:
        return bool(self.look.to_warm)

    def handle(self, ctx: TableContext, intent: Intent) -> bool:
        if not batwalk_draw.handle(self.look, ctx, intent):
            return False
        speech.say(spoken.card_aid(self.look.aid), interrupt=True)
        return True

    def hidden_card_note(self, view: BatwalkView, index: int) -> str:
        """With the card aid on, the values your card ``index`` could still have, as the
        aid shows them on the card (worked out from what your seat sees)."""
        if not self.look.aid or view.get("seat") is None:
            return ""
        try:
            values = possible_values(view)
        except (ValueError, KeyError, TypeError):
            return ""
        return spoken.could_be(values[index]) if index < len(values) else ""

    def keep_switches(self, before: AnyPresenter) -> None:
        if isinstance(before, BatwalkPresenter):
            self.look.aid = before.look.aid


def _slot(entry: object) -> SlotView:
    """A dealt card as a hand's slot: the deal event as the viewer sees it names each
    card's suit and its face where the viewer may see it; a bare id (never met at a
    table, whose log is always redacted) shows its suit only."""
    if isinstance(entry, dict):
        return {"suit": str(entry["suit"]), "card": entry.get("card")}
    return {"suit": str(entry).split("-")[0], "card": None}


PRESENTER = BatwalkPresenter("batwalk")
