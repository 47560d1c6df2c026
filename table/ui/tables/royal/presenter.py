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

from collections.abc import Collection, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from table.games.royal.cards import CRITTER_OF, CRITTERS, claim_is_true, claim_name
from table.ui import layout
from table.ui.tables.base import Banner, Event, View
from table.ui.tables.royal import draw as royal_draw
from table.ui.tables.royal import hand as royal_hand
from table.ui.tables.royal import own_row as royal_own_row
from table.ui.tables.royal import reveal as royal_reveal
from table.ui.tables.royal.stages import HAND_ORDER, RoyalStages, a_claim, quoted, seat_of

if TYPE_CHECKING:
    import pygame

    from table.ui.tables.context import Geometry, TableContext

PENALTY_TIP = (
    "Penalty pile: whenever a Royal lands in front of a player, that player also takes "
    "its face-up top card."
)


class RoyalPresenter(RoyalStages):
    trick_word = "reveal"  # no tricks here: the side button shows the last card judged
    front_rows = True  # each seat's critters lie face up under its plate
    nothing_shown = "No card has been judged yet."
    deal_event = "dealt"  # the rules engine's name for the deal
    # -- cards ------------------------------------------------------------------------

    def hand(self, view: View) -> list[str | None]:
        # Sorted by critter, Royals after their plain cards, specials last: a pile of
        # bluffing cards is easier to read grouped.
        return sorted(view.get("hand") or [], key=HAND_ORDER.__getitem__)

    def hand_rects(
        self, geo: Geometry, hand: Sequence[str | None], lifted: int | None, raised: Collection[int] = ()
    ) -> list[layout.Rect]:
        return royal_hand.hand_rects(geo, hand, lifted, raised)

    def draw_over_hand(self, ctx: TableContext, surface: pygame.Surface) -> None:
        royal_hand.draw_counts(ctx, surface)

    def highlighted(self, view: View) -> set[str]:
        # While placing after a Wild or Nothing, mark the cards that fit the claim.
        placing = view.get("placing")
        if not placing or placing.get("seat") != view.get("seat"):
            return set()
        claim = placing.get("claim") or ""
        return {card for card in view.get("hand") or [] if CRITTER_OF[card] and claim_is_true(card, claim)}


    # -- words ------------------------------------------------------------------------

    def round_label(self, view: View) -> str:
        lose_at = view.get("lose_at", 4)
        size = view.get("penalty_size", 0)
        return f"{lose_at} of one critter loses · penalty pile: {size} card{'s' if size != 1 else ''}"

    def prompt(self, view: View, actions: Sequence[str], name: str) -> str:
        names = [name] * int(view.get("players", 2))
        stage = self.stage(view, actions, (), names)
        return stage.prompt if stage is not None else f"{name}, it is your turn."

    def waiting(self, view: View, names: Sequence[str], turn: Sequence[int]) -> str:
        if not turn:
            return "The game is over."
        who = names[turn[0]]
        phase = view.get("phase")
        if phase == "give":
            return f"Waiting for {who} to give a card…"
        if phase == "respond":
            return f"Waiting for {who} to judge the claim or peek…"
        if phase == "pass":
            return f"Waiting for {who} to pass the card on…"
        if phase == "place":
            return f"Waiting for {who} to place critter cards…"
        return super().waiting(view, names, turn)

    def seat_status(self, view: View, seat: int) -> str:
        # The count in front is the score column; the status says what else is known.
        parts = []
        known = (view.get("known_in_hands") or [[]] * (seat + 1))[seat]
        if known:
            parts.append("holds " + " & ".join(self.card_name(card) for card in known))
        round_ = view.get("round") or {}
        if view.get("phase") in ("respond", "pass") and seat in (round_.get("seen") or []):
            parts.append("has seen the card")
        worst = max(groups_of(view, seat), default=None)
        if worst is not None and worst[0] >= 2:
            parts.append(f"{claim_name(worst[1])} ×{worst[0]}")
        return " · ".join(parts)

    def score_header(self) -> str:
        return "In front"

    def score_pad_note(self) -> str:
        return (
            "No points here: each row counts one critter's cards face up in front of each player "
            "(a Royal counts as its critter). “One short” is one card from losing."
        )

    def standing_rows(self, view: View) -> list[tuple[str, list[str]]]:
        # What decides the game: the critters in front of each seat, kind by kind.
        players = int(view.get("players", 2))
        short = int(view.get("lose_at", 4)) - 1
        counts = [{critter: n for n, critter in groups_of(view, seat)} for seat in range(players)]
        rows = []
        for critter in CRITTERS:
            cells = [count.get(critter, 0) for count in counts]
            if any(cells):
                words = [f"{n} · one short" if n >= short else str(n) if n else "–" for n in cells]
                rows.append((claim_name(critter), words))
        return rows

    def describe(self, event: Event, names: Sequence[str]) -> str | None:
        kind = event.get("type")
        # A card that has since become uncertain is blanked (None) in earlier log events.
        card_name = self.known_card_name

        def the_card(card: str | None) -> str:
            return f"the {self.card_name(card)}" if card else "a hidden card"

        if kind == "dealt":
            return (
                f"The cards are dealt; {event.get('penalty_size', 0)} lie in the penalty pile. "
                f"{names[event['first']]} starts."
            )
        if kind == "round_started":
            return (
                f"{names[event['giver']]} gives {names[event['receiver']]} a card face down: "
                f"{quoted(event['claim'])}."
            )
        if kind == "card_peeked":
            card = event.get("card")
            seen = f": it is {card_name(card)}" if card else ""
            return f"{names[event['seat']]} peeks at the card{seen}."
        if kind == "card_passed":
            receiver = names[event["receiver"]]
            return f"{names[event['seat']]} passes it on to {receiver}: {quoted(event['claim'])}."
        if kind == "claim_judged":
            verdict = "true" if event.get("verdict") else "false"
            outcome = "right" if event.get("right") else "wrong"
            return (
                f"{names[event['receiver']]} judges {quoted(event['claim'])} {verdict}. It is "
                f"{card_name(event.get('card'))}: {outcome}, {names[event['taker']]} takes it."
            )
        if kind == "penalty_taken":
            card = card_name(event.get("card"))
            return f"A Royal costs {names[event['seat']]} the penalty pile's top card: {card}."
        if kind == "penalty_empty":
            return f"The penalty pile is empty: {names[event['seat']]} pays nothing more."
        if kind == "special_taken":
            return f"{names[event['seat']]} takes {the_card(event.get('card'))} into their hand."
        if kind == "cards_placed":
            cards = [card_name(card) for card in event.get("cards") or [] if card]
            return f"{names[event['seat']]} places {' and '.join(cards) or 'cards'} face up."
        if kind == "special_set_aside":
            return (
                f"{names[event['seat']]} has no critter card to place: "
                f"{the_card(event.get('card'))} is set aside for the rest of the game."
            )
        if kind == "player_lost":
            return f"{names[event['seat']]} loses: {self.lost_reason(event)}"
        if kind == "game_over":
            winners = event.get("winners") or []
            return "Game over: " + ", ".join(names[seat] for seat in winners) + " win."
        return None

    def known_card_name(self, card: str | None) -> str:
        """A card's name, or "a hidden card" for one the log may no longer show."""
        return self.card_name(card) if card else "a hidden card"

    def lost_reason(self, event: Event) -> str:
        if event.get("reason") == "empty_hand":
            return "no card left to start a round."
        critter = event.get("critter") or ""
        return f"too many {claim_name(critter)} cards in front." if critter else "too many of one critter."

    def banner(self, event: Event, names: Sequence[str], screen_seat: int | None) -> Banner | None:
        # Every Royal banner shows while the judged card lies face up in the middle: it
        # sits below that card, so the card and its index stay in sight.
        shown = self._banner(event, names)
        return replace(shown, under_card=True) if shown is not None else None

    def _banner(self, event: Event, names: Sequence[str]) -> Banner | None:
        kind = event.get("type")
        if kind == "claim_judged":
            verdict = "true" if event.get("verdict") else "false"
            truth = "true" if event.get("claim_true") else "a bluff"
            judge = names[event["receiver"]]
            outcome = "right" if event.get("right") else "wrong"
            return Banner(
                f"It is {self.card_name(event['card'])}!",
                [
                    f"{judge} judged {quoted(event['claim'])} {verdict}; it was {truth}.",
                    f"{judge} was {outcome}: {names[event['taker']]} takes it.",
                ],
                2.0,
            )
        if kind == "penalty_taken":
            return Banner(
                f"A Royal's price: {names[event['seat']]} pays",
                [f"The penalty pile's top card, {self.card_name(event['card'])}, goes to them."],
                1.5,
            )
        if kind == "special_taken":
            card = self.card_name(event["card"])
            claim = event.get("claim") or ""
            return Banner(
                f"{names[event['seat']]} takes the {card}",
                [
                    "It goes into their hand: now they place one card that is "
                    f"{a_claim(claim)}, or any two critter cards."
                ],
                1.8,
            )
        if kind == "player_lost":
            return Banner(f"{names[event['seat']]} loses!", [self.lost_reason(event).capitalize()], 2.6)
        return None

    def reveal(self, view: View, event: Event, live: View) -> None:
        if not royal_reveal.reveal(view, event, live):
            super().reveal(view, event, live)

    def land(self, view: View, event: Event, live: View) -> None:
        royal_reveal.land(view, event)

    def last_shown(self, event: Event, names: Sequence[str]) -> tuple[list[tuple[int, str]], str] | None:
        # "Last reveal": the card judged, under the name of the seat that took it.
        if event.get("type") != "claim_judged" or not event.get("card"):
            return None
        banner = self.banner(event, names, None)
        assert banner is not None
        return [(event["taker"], event["card"])], " ".join(banner.lines)

    def result_line(self, view: View, names: Sequence[str]) -> str | None:
        # One player loses and everybody else wins (rules, "Losing").
        losers = view.get("losers") or []
        if not losers:
            return None
        loser = losers[0]
        lose_at = int(view.get("lose_at", 4))
        full = [critter for number, critter in groups_of(view, loser) if number >= lose_at]
        why = f"{lose_at} {claim_name(full[0])} cards in front" if full else "no card to start a round"
        return f"{names[loser]} loses with {why}: everyone else wins!"

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
        return []

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
        royal_own_row.draw_own(self, ctx, surface, ctx.view)

    def tooltips(self, ctx: TableContext) -> list[tuple[layout.Rect, str]]:
        # The critters in front (and the glow one short of losing), and the penalty pile.
        view, names = ctx.view, ctx.names
        lose_at = int(view.get("lose_at", 4))
        tips = [*super().tooltips(ctx), (royal_draw.penalty_rect(ctx.geo), PENALTY_TIP)]
        for box, number, kind in royal_hand.count_badges(ctx):
            name = claim_name(kind) if kind in CRITTERS else self.card_name(kind)
            tips.append((box, f"You hold {number} {name} cards (a Royal counts as its critter)."))
        for front in royal_draw.front_cards(ctx, ctx.geo, view):
            critter = claim_name(CRITTER_OF[front.card] or "")
            who = "you" if front.seat == ctx.viewer else names[front.seat]
            cards = f"{front.number} {critter} card{'s' if front.number != 1 else ''}"
            text = f"{cards} in front of {who} (a Royal counts as its critter); {lose_at} of one kind lose."
            if front.danger:
                loses = "lose" if who == "you" else "loses"
                text = f"One short of losing: one more {critter} and {who} {loses}. {text}"
            tips.append((front.rect, text))
        return tips

    def draw_still(self, ctx: TableContext, surface: pygame.Surface) -> None:
        # Everything Royal adds to the table changes only when the game moves on.
        royal_draw.draw(self, ctx, surface, ctx.geo, ctx.view)


def groups_of(view: View, seat: int) -> list[tuple[int, str]]:
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
