"""The Critter Poker Royal table: giving a card with a claim, judging or peeking on, the reveal, placing.

Reads the Royal view (``hand``, ``phase``, ``round`` with its ``claims``, ``seen`` and
the ``card`` only for seats that looked at it, ``fronts``, ``penalty_top``,
``placing``, ``known_in_hands``) and events (``round_started``, ``card_passed``,
``claim_judged``, ``penalty_taken``, ``special_taken``, ``cards_placed``,
``special_set_aside``, ``player_lost``) as ``rules/royal.md`` defines them, and puts
them in a player's words. A give is built in three steps (card, seat, claim) and a
pass in two (seat, claim), so this presenter answers the table's ``stage`` hooks;
the steps themselves are in ``stages``, the drawing of fronts, penalty pile and
the card in play in ``draw``.
"""

from __future__ import annotations

from collections.abc import Collection, Hashable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from table.core import reasons
from table.core.i18n import N_, _, ngettext, pgettext
from table.core.words import Names, capitalised, name_of, names_list
from table.games.royal import words
from table.games.royal.cards import CRITTER_OF, CRITTERS, claim_is_true, claim_name, said_name
from table.ui import layout
from table.ui.tables.base import Banner, Event, StillPart
from table.ui.tables.royal import draw as royal_draw
from table.ui.tables.royal import hand as royal_hand
from table.ui.tables.royal import own_row as royal_own_row
from table.ui.tables.royal import reveal as royal_reveal
from table.ui.tables.royal.stages import HAND_ORDER, RoyalStages, quoted, seat_of
from table.ui.tables.royal.view import RoyalPresented, presented

if TYPE_CHECKING:
    import pygame

    from table.ui.tables.context import Geometry, TableContext

PENALTY_TIP = N_(
    "Penalty pile: whenever a Royal lands in front of a player, that player also takes "
    "its face-up top card."
)


def _verdict(true: bool) -> str:
    return pgettext("a judgement", "true") if true else pgettext("a judgement", "false")


def _outcome(right: bool) -> str:
    return pgettext("a judgement was", "right") if right else pgettext("a judgement was", "wrong")


class RoyalPresenter(RoyalStages):
    trick_word = "reveal"  # no tricks here: the side button shows the last card judged
    front_rows = True  # each seat's critters lie face up under its plate
    nothing_shown = N_("No card has been judged yet.")
    deal_event = "dealt"  # the rules engine's name for the deal
    # -- cards ------------------------------------------------------------------------

    def hand(self, view: RoyalPresented) -> list[str | None]:
        # Sorted by critter, Royals after their plain cards, specials last: a pile of
        # bluffing cards is easier to read grouped.
        return [*sorted(view.get("hand") or [], key=HAND_ORDER.__getitem__)]

    def hand_rects(
        self, geo: Geometry, hand: Sequence[str | None], lifted: int | None, raised: Collection[int] = ()
    ) -> list[layout.Rect]:
        return royal_hand.hand_rects(geo, hand, lifted, raised)

    def draw_over_hand(self, ctx: TableContext, surface: pygame.Surface) -> None:
        royal_hand.draw_counts(ctx, surface)

    def highlighted(self, view: RoyalPresented) -> set[str]:
        # While placing after a Wild or Nothing, mark the cards that fit the claim.
        placing = view.get("placing")
        if not placing or placing.get("seat") != view.get("seat"):
            return set()
        claim = placing.get("claim") or ""
        return {card for card in view.get("hand") or [] if CRITTER_OF[card] and claim_is_true(card, claim)}


    # -- words ------------------------------------------------------------------------

    def round_label(self, view: RoyalPresented) -> str:
        lose_at = view.get("lose_at", 4)
        size = view.get("penalty_size", 0)
        return ngettext("{lose_at} of one critter loses · penalty pile: {n} card",
                        "{lose_at} of one critter loses · penalty pile: {n} cards", size).format(
                            lose_at=lose_at, n=size)

    def prompt(self, view: RoyalPresented, actions: Sequence[str], name: str | None) -> str:
        seat, players = view.get("seat"), int(view.get("players", 2))  # addressed by name, or as "you"
        seated = list(self.names) if len(self.names) >= players else [name or ""] * players
        if name is not None and isinstance(seat, int) and 0 <= seat < players:
            seated[seat] = name  # the prompt calls the seat what the table calls it
        names = Names(seated, me=seat if name is None else None)
        stage = self.stage(view, actions, (), names)
        return stage.prompt if stage is not None else words.PROMPT_TURN.to(name)

    def waiting(self, view: RoyalPresented, names: Sequence[str], turn: Sequence[int]) -> str:
        if not turn:
            return _("The game is over.")
        who = name_of(names, turn[0])
        waiting = {
            "give": words.WAITING_GIVE, "respond": words.WAITING_RESPOND,
            "pass": words.WAITING_PASS, "place": words.WAITING_PLACE,
        }.get(str(view.get("phase")))
        if waiting is not None:
            return waiting(names=who)
        return super().waiting(view, names, turn)

    def seat_status(self, view: RoyalPresented, seat: int) -> str:
        return self._status(view, seat, seen=True)

    def short_status(self, view: RoyalPresented, seat: int) -> str:
        # Short of room: who has seen the card is left to the middle, which shows it too.
        return self._status(view, seat, seen=False)

    def _status(self, view: RoyalPresented, seat: int, seen: bool) -> str:
        # The count in front is the score column; the status says what else is known.
        parts = []
        known = (view.get("known_in_hands") or [[]] * (seat + 1))[seat]
        if known:
            parts.append(words.STATUS_HOLDS(cards=" & ".join(said_name(card) for card in known)))
        round_ = view.get("round") or {}
        # Once judged the card lies face up for all: nobody is told apart as having seen it.
        going = view.get("judged") is None and view.get("phase") in ("respond", "pass")
        if seen and going and seat in (round_.get("seen") or []):
            parts.append(words.STATUS_HAS_SEEN())
        if seat == view.get("seat"):
            # Your own row gives way to the claim buttons at small sizes: your panel row
            # names your two largest groups in front (what you know of your own hand and
            # look is left out), so they stay in sight and the line fits in every language.
            mine = sorted(groups_of(view, seat), key=lambda group: -group[0])[:2]
            return words.STATUS_JOIN().join(
                words.STATUS_GROUP(critter=claim_name(critter), n=number) for number, critter in mine)
        worst = max(groups_of(view, seat), default=None)
        if worst is not None and worst[0] >= 2:
            parts.append(words.STATUS_GROUP(critter=claim_name(worst[1]), n=worst[0]))
        return words.STATUS_JOIN().join(parts)

    def score_header(self) -> str:
        return _("In front")

    def score_pad_note(self) -> str:
        return _(
            "No points here: each row counts one critter's cards face up in front of each player "
            "(a Royal counts as its critter). “One short” is one card from losing."
        )

    def standing_rows(self, view: RoyalPresented) -> list[tuple[str, list[str]]]:
        # What decides the game: the critters in front of each seat, kind by kind.
        players = int(view.get("players", 2))
        short = int(view.get("lose_at", 4)) - 1
        counts = [{critter: n for n, critter in groups_of(view, seat)} for seat in range(players)]
        rows = []
        for critter in CRITTERS:
            cells = [count.get(critter, 0) for count in counts]
            if any(cells):
                words = [_("{n} · one short").format(
                    n=n) if n >= short else str(n) if n else "–" for n in cells]
                rows.append((claim_name(critter), words))
        return rows

    def describe(self, event: Event, names: Sequence[str]) -> str | None:
        kind = str(event.get("type"))
        if kind in ("dealt", "round_started", "card_peeked", "card_passed", "claim_judged"):
            return self._claim_words(kind, event, names)
        return self._outcome_words(kind, event, names)

    def _claim_words(self, kind: str, event: Event, names: Sequence[str]) -> str | None:
        """The deal, and a card going round with its claim until someone judges it."""
        card_name = self.known_card_name  # a card since become uncertain is blanked (None) in the log
        if kind == "dealt":
            return words.DEALT(names, event["first"], n=int(event.get("penalty_size", 0)))
        if kind == "round_started":
            to = name_of(names, event["receiver"])
            return words.GIVES(names, event["giver"], to=to, claim=quoted(event["claim"]))
        if kind == "card_peeked":
            card = event.get("card")
            if card:
                return words.PEEKS_SEEN(names, event["seat"], card=card_name(card))
            return words.PEEKS(names, event["seat"])
        if kind == "card_passed":
            to = name_of(names, event["receiver"])
            return words.PASSES(names, event["seat"], to=to, claim=quoted(event["claim"]))
        verdict, outcome = _verdict(bool(event.get("verdict"))), _outcome(bool(event.get("right")))
        judged = words.JUDGES(
            names, event["receiver"], claim=quoted(event["claim"]), verdict=verdict,
            card=card_name(event.get("card")), outcome=outcome,
        )
        return f"{judged} {words.TAKES_IT(names, event['taker'])}"

    def _outcome_words(self, kind: str, event: Event, names: Sequence[str]) -> str | None:
        """What a judged card costs: the penalty, the specials, the cards placed, the end."""
        card_name = self.known_card_name

        def the_card(card: str | None) -> str:
            return _("the {card}").format(card=said_name(card)) if card else _("a hidden card")

        if kind == "penalty_taken":
            return words.COSTS_PENALTY(names, event["seat"], card=card_name(event.get("card")))
        if kind == "penalty_empty":
            return words.PENALTY_EMPTY(names, event["seat"])
        if kind == "special_taken":
            return words.TAKES_SPECIAL(names, event["seat"], card=the_card(event.get("card")))
        if kind == "cards_placed":
            cards = [card_name(card) for card in event.get("cards") or [] if card]
            return words.PLACES(names, event["seat"], cards=" and ".join(cards) or "cards")
        if kind == "special_set_aside":
            return words.SET_ASIDE(names, event["seat"], card=the_card(event.get("card")))
        if kind == "player_lost":
            said = reasons.of_event(event, names)  # the whole sentence, in the language spoken
            return said or words.LOSES_BECAUSE(names, event["seat"], reason=self.lost_reason(event))
        if kind == "game_over":
            return words.GAME_OVER(names=names_list(names, event.get("winners") or []))
        return None

    def known_card_name(self, card: str | None) -> str:
        """A card's name, or "a hidden card" for one the log may no longer show."""
        return said_name(card) if card else _("a hidden card")

    def lost_reason(self, event: Event) -> str:
        if event.get("reason") == "empty_hand":
            return _("no card left to start a round.")
        critter = event.get("critter") or ""
        if critter:
            return _("too many {critter} cards in front.").format(critter=claim_name(critter))
        return _("too many of one critter.")

    def banner(self, event: Event, names: Sequence[str], screen_seat: int | None) -> Banner | None:
        # Every Royal banner shows while the judged card lies face up in the middle: it
        # sits below that card, so the card and its index stay in sight.
        shown = self._banner(event, names)
        return replace(shown, under_card=True) if shown is not None else None

    def _banner(self, event: Event, names: Sequence[str]) -> Banner | None:
        kind = event.get("type")
        if kind == "claim_judged":
            verdict = _verdict(bool(event.get("verdict")))
            truth = pgettext("a claim was", "true") if event.get("claim_true") else _("a bluff")
            judge = event["receiver"]
            outcome = _outcome(bool(event.get("right")))
            return Banner(
                _("It is {card}!").format(card=said_name(event["card"])),
                [
                    words.JUDGED(names, judge, claim=quoted(event["claim"]), verdict=verdict, truth=truth),
                    f"{words.WAS(names, judge, outcome=outcome)} {words.TAKES_IT(names, event['taker'])}",
                ],
                2.0,
            )
        if kind == "penalty_taken":
            return Banner(
                words.PAYS_TITLE(names, event["seat"]),
                [words.PAYS_LINE(names, event["seat"], card=said_name(event["card"]))],
                1.5,
                before_effect=True,
            )
        if kind == "special_taken":
            card = said_name(event["card"])
            claim = event.get("claim") or ""
            return Banner(
                words.TAKES_SPECIAL_TITLE(names, event["seat"], card=card),
                [words.TAKES_SPECIAL_LINE(names, event["seat"], critter=claim_name(claim))],
                1.8,
            )
        if kind == "player_lost":
            return Banner(words.LOSES(names, event["seat"]), [capitalised(self.lost_reason(event))], 2.6)
        return None

    def reveal(self, view: RoyalPresented, event: Event, live: RoyalPresented) -> None:
        if not royal_reveal.reveal(view, event, live):
            super().reveal(view, event, live)

    def land(self, view: RoyalPresented, event: Event, live: RoyalPresented) -> None:
        royal_reveal.land(view, event)

    def last_shown(self, event: Event, names: Sequence[str]) -> tuple[list[tuple[int, str]], str] | None:
        # "Last reveal": the card judged, under the name of the seat that took it.
        if event.get("type") != "claim_judged" or not event.get("card"):
            return None
        banner = self.banner(event, names, None)
        assert banner is not None
        return [(event["taker"], event["card"])], " ".join(banner.lines)

    def result_line(self, view: RoyalPresented, names: Sequence[str]) -> str | None:
        # One player loses and everybody else wins (rules, "Losing").
        losers = view.get("losers") or []
        if not losers:
            return None
        loser = losers[0]
        lose_at = int(view.get("lose_at", 4))
        # The count in front, which may pass the limit (two cards placed at once).
        full = [(number, critter) for number, critter in groups_of(view, loser) if number >= lose_at]
        if full:
            number, critter = full[0]
            why = _("{n} {critter} cards in front").format(n=number, critter=claim_name(critter))
        else:
            why = _("no card to start a round")
        return words.LOSES_WITH(names, loser, why=why)

    # -- drawing ----------------------------------------------------------------------

    def seat_targets(self, ctx: TableContext) -> dict[int, str]:
        """Seats the human on screen may pick now (give or pass to): seat -> its token."""
        stage = ctx.stage if ctx.actor is not None else None
        if stage is None:
            return {}
        picks = {seat_of(value): value for _, value in stage.buttons if value}
        return {target: token for target, token in picks.items() if target is not None}

    def slides(self, event: Event) -> list[tuple[int | None, int]]:
        # The critter card travels face down from the giver's hand to the receiver, and
        # on from the middle (where it was peeked at) when passed.
        if event.get("type") == "round_started":
            return [(event["giver"], event["receiver"])]
        if event.get("type") == "card_passed":
            return [(None, event["receiver"])]
        if event.get("type") == "card_taken" and event.get("card"):
            return [(None, event["seat"])]  # the judged card, from the middle to its taker
        return []

    def slide_face(self, event: Event) -> str | None:
        # The judged card is face up to everyone as it goes to its taker.
        return str(event["card"]) if event.get("type") == "card_taken" and event.get("card") else None

    def slide_to(self, ctx: TableContext, event: Event, seat: int) -> layout.Rect | None:
        # The judged critter ends on its slot in its taker's row, wherever that is drawn.
        taken = event.get("type") == "card_taken" and event.get("card")
        return royal_own_row.landing(ctx, str(event["card"]), seat) if taken else None

    def side_foot(self, ctx: TableContext) -> float:
        # Your critters take the side column's foot while the decision buttons take their room.
        own = royal_draw.own_look(ctx, ctx.geo)
        return own.rect[3] + ctx.geo.h * 0.012 if own.mode == "side" else 0.0

    def table_click(self, ctx: TableContext, pos: tuple[float, float]) -> str | None:
        # Choosing whom to give or pass to by clicking their name plate, as well as a button.
        plates = royal_draw.plate_rects(ctx, ctx.geo)
        for target, token in self.seat_targets(ctx).items():
            if target in plates and layout.contains(plates[target], pos):
                return token
        return None

    def draw_table(self, ctx: TableContext, surface: pygame.Surface) -> None:
        # While a seat is being chosen, the plates that may be picked are outlined.
        targets = self.seat_targets(ctx)
        if targets:
            royal_draw.outline_plates(ctx, surface, ctx.geo, targets)
        # The own critters give way to the decision buttons, which come without the game moving.
        royal_own_row.draw_own(self, ctx, surface, presented(ctx.view))

    def table_key(self, ctx: TableContext) -> Hashable:
        own = royal_own_row.own_key(self, ctx, presented(ctx.view))
        return (tuple(sorted(self.seat_targets(ctx).items())), own)

    def tooltips(self, ctx: TableContext) -> list[tuple[layout.Rect, str]]:
        # The critters in front (and the glow one short of losing), and the penalty pile.
        # "you" is the seat on screen, whoever's cards these are (hot-seat included).
        names = Names(ctx.names, me=ctx.viewer)
        lose_at = presented(ctx.view).get("lose_at", 4)
        tips = [*super().tooltips(ctx), (royal_draw.penalty_rect(ctx.geo), _(PENALTY_TIP))]
        for box, number, kind in royal_hand.count_badges(ctx):
            name = claim_name(kind) if kind in CRITTERS else self.card_name(kind)
            tips.append((box, _("You hold {n} {critter} cards (a Royal counts as its critter).").format(
                n=number, critter=name)))
        for front in royal_draw.front_cards(ctx, ctx.geo, presented(ctx.view)):
            critter = claim_name(CRITTER_OF[front.card] or "")
            cards = words.CRITTER_CARDS(n=front.number, critter=critter)
            text = words.FRONT_TIP(names, front.seat, cards=cards, lose_at=lose_at)
            if front.danger:
                text = words.ONE_SHORT_TIP(names, front.seat, critter=critter, tip=text)
            tips.append((front.rect, text))
        return tips

    def draw_still(self, ctx: TableContext, surface: pygame.Surface) -> None:
        # Everything Royal adds to the table changes only when the game moves on.
        royal_draw.draw(self, ctx, surface, ctx.geo, presented(ctx.view))

    def still_parts(self, ctx: TableContext) -> list[StillPart]:
        # In parts, so a reveal redraws only the seat, the pile or the middle it changed.
        return royal_draw.still_parts(self, ctx, ctx.geo, presented(ctx.view))


def groups_of(view: RoyalPresented, seat: int) -> list[tuple[int, str]]:
    """(how many, critter) for each critter in front of ``seat``."""
    fronts = view.get("fronts") or []
    front = fronts[seat] if seat < len(fronts) else []
    counts: dict[str, int] = {}
    for card in front:
        critter = CRITTER_OF[card]
        if critter:
            counts[critter] = counts.get(critter, 0) + 1
    return [(number, critter) for critter, number in counts.items()]


PRESENTER = RoyalPresenter("royal")
