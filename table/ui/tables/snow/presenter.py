"""The Snow Monster Battle table: battles, lead suit, Hunters, enhancements, prey, the race to the target.

Reads the Snow view and events as ``rules/snow.md`` defines them and puts them in a
player's words. A seat's Sly Fox sits at the end of its hand (it is played at your turn
instead of a card, so it is clicked like one); Harpoon, Doppelganger and Snowball lie
face up in front of their seats and are used with the buttons of the enhancement
window, or by clicking the battle card to aim them at. The marks drawn on the battle
itself, and what each event shows on it, live in ``snow_marks``.
"""

from __future__ import annotations

from collections.abc import Collection, Hashable, Sequence
from typing import TYPE_CHECKING, TypeVar

from table.core import reasons
from table.core.i18n import N_, _
from table.core.words import capitalised, name_of, names_list
from table.games import words as said
from table.games.snow import MOVES, words
from table.games.snow.actions import Enhance, PlayCard
from table.games.snow.cards import NAMES, SUIT
from table.ui import layout
from table.ui.presented import TrickResult
from table.ui.tables.base import Banner, CardTip, Event, Presenter, StillPart, View, no_tip
from table.ui.tables.snow import captions as snow_captions
from table.ui.tables.snow import cells as snow_cells
from table.ui.tables.snow import marks as snow_marks
from table.ui.tables.snow import race as snow_race
from table.ui.tables.snow import story as snow_story
from table.ui.tables.snow import tips as snow_tips
from table.ui.tables.snow.marks import EFFECT
from table.ui.tables.snow.view import SnowPresented, presented

if TYPE_CHECKING:
    import pygame

    from table.ui.layout import Rect
    from table.ui.tables.context import Geometry, TableContext

SLY_FOX = "sly-fox"
T = TypeVar("T")
WINDOW_ENHANCEMENTS = ("harpoon", "doppelganger", "snowball")


def _at(values: Sequence[T] | None, seat: int) -> T | None:
    return values[seat] if values is not None and 0 <= seat < len(values) else None


def _enhanced(action: str) -> str | None:
    """The battle card an enhancement action aims at (None: not one, or spent on nothing)."""
    move = MOVES[action]
    return move.target if isinstance(move, Enhance) else None


class SnowPresenter(Presenter[SnowPresented]):
    cards_held_up = True  # each seat's enhancement lies face up in front of it
    held_up_from_hand = False  # beside the hand, not one of its cards: the fan shows them all
    trick_won_event, trick_word = "battle_won", "battle"
    below_scores = (0.07, 0.042)  # the race to the target (``race.race_part``)
    nothing_shown = N_("No battle has been fought yet.")

    def __init__(self, game_id: str, card_tip: CardTip = no_tip) -> None:
        super().__init__(game_id, card_tip)
        # This table's picture caches: the race panel, and the marks' small cards warmed so far.
        self.race_patch: View = {}
        self.minis_ready: set[tuple[str, tuple[int, int]]] = set()
        self.round_book: snow_cells.RoundBook = {}  # each battle's Slime and prey, for the score pad

    # -- cards ------------------------------------------------------------------------

    def hand(self, view: SnowPresented) -> list[str | None]:
        seat = view.get("seat")
        cards: list[str | None] = list(view.get("hand") or [])
        # Sly Fox is played at your turn instead of a card: it is held like one.
        if seat is not None and _at(view.get("enhancements_held"), seat) == SLY_FOX:
            cards.append(SLY_FOX)
        return cards

    def hand_rects(
        self, geo: Geometry, hand: Sequence[str | None], lifted: int | None, raised: Collection[int] = ()
    ) -> list[layout.Rect]:
        return snow_marks.hand_rects(geo, len(hand), lifted, raised)  # clear of the enhancement's slot

    def trick(self, view: SnowPresented) -> list[tuple[int, str]]:
        return [(entry["seat"], entry["card"]) for entry in view.get("battle_cards") or []]

    def last_trick(self, view: SnowPresented) -> list[tuple[int, str]]:
        result = view.get("last_result")
        return [(entry["seat"], entry["card"]) for entry in (result["plays"] if result else [])]

    def cards_in_front(self, view: SnowPresented, seat: int) -> list[str]:
        held = _at(view.get("enhancements_held"), seat)
        return [held] if held else []

    def highlighted(self, view: SnowPresented) -> set[str]:
        return {SLY_FOX} if SLY_FOX in self.hand(view) else set()

    def own_enhancement(self, view: SnowPresented) -> str | None:
        """The screen seat's Harpoon, Doppelganger or Snowball, drawn beside its hand."""
        seat = view.get("seat")
        held = _at(view.get("enhancements_held"), seat) if seat is not None else None
        return held if held in WINDOW_ENHANCEMENTS else None

    def tooltips(self, ctx: TableContext) -> list[tuple[layout.Rect, str]]:
        """Hover or focus explains the net and rabbit badges and the enhancements (``table.ui.tooltip``)."""
        held = _at(presented(ctx.view).get("enhancements_held"), ctx.bottom_seat)
        in_front = [] if held in self.hand(presented(ctx.view)) else [held]  # the Sly Fox is held in the hand
        return snow_tips.tips(ctx, lambda seat: self.cards_in_front(presented(ctx.view), seat), in_front)

    def draw_table(self, ctx: TableContext, surface: pygame.Surface) -> None:
        snow_marks.draw(self, ctx, surface, ctx.geo, presented(ctx.view))

    def table_key(self, ctx: TableContext) -> Hashable:
        return snow_marks.table_key(self, ctx)  # the marks are drawn when what they show changes

    def update(self, ctx: TableContext, dt: float) -> None:
        snow_marks.warm(self, ctx)

    def still_parts(self, ctx: TableContext) -> list[StillPart]:
        # The race panel, drawn again only when a score shown changes.
        return [snow_race.race_part(self.race_patch, ctx, ctx.geo, ctx.view)]

    def draw_trick_marks(
        self, surface: pygame.Surface, view: SnowPresented, cards: Sequence[tuple[int, str]],
        rects: Sequence[Rect],
    ) -> None:
        snow_marks.draw_last_marks(surface, self.game_id, view, cards, rects)

    def table_click(self, ctx: TableContext, pos: tuple[float, float]) -> str | None:
        # In the enhancement window a battle card may be clicked to aim the enhancement
        # at it (the Snowball at any card, Harpoon and Doppelganger at one's own).
        if ctx.actor is None:
            return None
        actions = ctx.actions
        slots = ctx.frame.trick_slots
        for index, (_seat, card) in enumerate(ctx.trick[: len(slots)]):
            if layout.contains(slots[index], pos):
                aimed = [a for a in actions if _enhanced(a) == card]
                return aimed[0] if len(aimed) == 1 else None
        return None

    def stage_pick(
        self, actions: Sequence[str], chosen: Sequence[str], token: str
    ) -> tuple[list[str], str | None]:
        # A battle card clicked in the window (``table_click``) is the whole action.
        return [], (token if token in actions else None)

    # -- words ------------------------------------------------------------------------

    def battles_in_round(self, view: SnowPresented) -> int:
        # Seats still to play hold every battle left, this one included; in the window
        # everyone has played this battle's card.
        left = max(view.get("hand_sizes") or [0]) + (1 if view.get("phase") == "enhance" else 0)
        return int(view.get("battle", 1)) - 1 + int(left)

    def reveal(self, view: SnowPresented, event: Event, live: SnowPresented) -> None:
        # The round's length as it was counted before cards began to leave the hands.
        view.setdefault("battles_total", self.battles_in_round(view))
        super().reveal(view, event, live)
        snow_marks.reveal(view, event)  # the battle's cards, enhancements and Snowball
        if event.get("type") == "deal":
            view["battles_total"] = self.battles_in_round(live)
        elif event.get("type") == "battle_started":
            view["battle"] = event.get("battle", view.get("battle"))

    def round_label(self, view: SnowPresented) -> str:
        if view.get("phase") == "over":
            return _("Round {round} · first to {target} wins").format(
                round=view.get("round", 1), target=view.get("target"))
        battle = view.get("battle", 1)
        total = view.get("battles_total") or self.battles_in_round(view)
        return _("Round {round} · battle {battle} of {total} · first to {target} wins").format(
            round=view.get("round", 1), battle=battle, total=total, target=view.get("target"))

    def hunters_line(self, view: SnowPresented) -> str:
        return snow_captions.hunters_line(view)

    def trick_caption(self, view: SnowPresented, short: bool = False) -> str:
        return snow_captions.caption(view, short)

    def prompt(self, view: SnowPresented, actions: Sequence[str], name: str | None) -> str:
        if view.get("phase") == "enhance":
            return self._window_prompt(view, actions, name)
        if actions == [f"play {SLY_FOX}"]:
            return words.PROMPT_SLY_FOX_FIRST.to(name)
        # Each prompt is whole in two forms: with the Sly Fox offered, and without.
        fox = f"play {SLY_FOX}" in actions
        cards = [move.card for move in map(MOVES.__getitem__, actions) if isinstance(move, PlayCard)]
        if view.get("first_battle"):
            if len(cards) == 1 and (SUIT.get(cards[0]) == "T" or cards[0] == "illuminati"):
                first = words.PROMPT_FIRST_TROUBLEMAKER_FOX if fox else words.PROMPT_FIRST_TROUBLEMAKER
                return first.to(name, card=NAMES[cards[0]])
            first = words.PROMPT_FIRST_NO_TROUBLEMAKER_FOX if fox else words.PROMPT_FIRST_NO_TROUBLEMAKER
            return first.to(name)
        lead = view.get("lead_suit")
        if not view.get("battle_cards"):
            # Name only the leading limits that hold a card of this hand back now.
            held_back = set(view.get("hand") or []) - set(cards)
            limits = (any(SUIT.get(card) == "H" for card in held_back), "illuminati" in held_back)
            return (words.PROMPT_LEADS_FOX if fox else words.PROMPT_LEADS)[limits].to(name)
        if not lead:
            return (words.PROMPT_LEAD_OPEN_FOX if fox else words.PROMPT_LEAD_OPEN).to(name)
        follow = _(words.SUIT_PLURAL[lead])
        return (words.PROMPT_FOLLOW_FOX if fox else words.PROMPT_FOLLOW).to(name, follow=follow)

    def _window_prompt(self, view: SnowPresented, actions: Sequence[str], name: str | None) -> str:
        seat = view.get("seat")
        held = _at(view.get("enhancements_held"), seat) if seat is not None else None
        must = "done" not in actions
        if any(action.endswith(" none") for action in actions) and held in words.PROMPT_SPEND:
            return words.PROMPT_SPEND[held].to(name)
        if held == "snowball":
            return (words.PROMPT_SNOWBALL_MUST if must else words.PROMPT_SNOWBALL).to(name)
        targets = [target for target in map(_enhanced, actions) if target is not None]
        use = (words.PROMPT_USE_MUST if must else words.PROMPT_USE).get(held or "")
        if use is None or not targets:
            return words.PROMPT_WINDOW.to(name)
        return use.to(name, card=NAMES[targets[0]])

    def waiting(self, view: SnowPresented, names: Sequence[str], turn: Sequence[int]) -> str:
        if view.get("phase") == "enhance" and turn:
            return words.WAITING_ENHANCE(names=name_of(names, turn[0]))
        return super().waiting(view, names, turn)

    def seat_status(self, view: SnowPresented, seat: int) -> str:
        # The enhancement each seat holds lies face up beside it, so it is not repeated here.
        return words.seat_status(_at(view.get("battles_won"), seat), view.get("sly_fox_seat") == seat)

    def short_status(self, view: SnowPresented, seat: int) -> str:
        return words.seat_status(_at(view.get("battles_won"), seat), view.get("sly_fox_seat") == seat, True)

    def button_label(self, action: str) -> str:
        if action == "done":
            return _("Done (keep it)")
        move = MOVES[action]
        if isinstance(move, Enhance):
            kind, target = move.kind, move.target
            if target is None:
                return _(words.SPEND_BUTTON.get(kind, N_("Spend it")))
            if kind == "snowball":
                return _("Snowball {card}").format(card=NAMES[target])
            if kind == "doppelganger":
                return _("Doppelganger {card} ×2").format(card=NAMES[target])
            return _("Harpoon {card} +3").format(card=NAMES[target])
        return action

    # -- the log, the battle's reason and banners --------------------------------------

    def card_words(self, card: str, identity: str | None) -> str:
        if identity and identity != card:
            return _("{card} (copying {copied})").format(card=NAMES[card], copied=NAMES[identity])
        return NAMES[card]

    def trick_reason(self, event: Event, names: Sequence[str]) -> str:
        # The deciding rule is the event's own words ("Illuminati is immune to Hunters");
        # the enhancements and the engine's notes (Snowball, Bunker) follow in brackets.
        rule = reasons.of_event(event, names) or str(event.get("rule") or "")
        enhanced = [_(words.ENHANCED_ON.get(kind, N_("{card} enhanced"))).format(card=NAMES[card])
                    for card, kind in (event.get("enhanced") or {}).items()]
        noted = [reasons.of_event(note, names) for note in event.get("note_reasons") or []]
        said = [note for note in noted if note] if "note_reasons" in event else event.get("notes") or []
        notes = "; ".join([*enhanced, *said])
        told = f"{rule} ({notes})" if notes else rule
        seat = event.get("seat")
        if seat is None:
            return words.NO_ONE_WINS(told=told)
        card = NAMES[event["card"]]
        # A rule that names the winning card ("Apocalypse wins: ...") need not repeat it.
        if rule.startswith(card) or f" {card} " in f"{rule} ":
            return words.WINS_BATTLE(names, seat, told=told)
        return words.WINS_WITH(names, seat, card=card, told=told)

    def describe(self, event: Event, names: Sequence[str]) -> str | None:
        kind = event.get("type")
        if kind == "deal":
            held = enumerate(event.get("enhancements") or [])
            dealt = [words.SEAT_CARD(names, s, card=NAMES[c]) for s, c in held if c]
            size, round_, told = max(event["hand_sizes"]), event.get("round"), ", ".join(dealt)
            return words.DEALS(names, event["dealer"], n=size, round=round_, dealt=told)
        if kind == "battle_started":
            return snow_story.start_words(event) or super().describe(event, names)
        if kind == "card_played":
            return said.PLAYED(names, event["seat"], card=self.card_words(event["card"], event.get("as")))
        if kind == "sly_fox_played":
            return words.PLAYS_SLY_FOX(names, event["seat"])
        if kind == "hunters_broken":
            return _("{card} unlocks the Hunters: from now on they may be led.").format(
                card=NAMES[event["card"]])
        if kind == "enhancement_played":
            return self._enhancement_words(event, names)
        if kind == "battle_won":
            return self._battle_words(event, names)
        if kind == "round_scored":
            return snow_story.round_words(event, names)
        return super().describe(event, names)

    def _enhancement_words(self, event: Event, names: Sequence[str]) -> str:
        seat, kind, target = event["seat"], event.get("enhancement", ""), event.get("target")
        if target is None:
            return words.SPENT[kind](names, seat) if kind in words.SPENT else ""
        if kind == "snowball":
            return words.SNOWBALLS(names, seat, target=NAMES[target])
        return words.ENHANCES(names, seat, kind=NAMES[kind], target=NAMES[target], effect=EFFECT[kind])

    def _battle_words(self, event: Event, names: Sequence[str]) -> str:
        parts = [words.BATTLE(battle=event.get("battle"), reason=self.trick_reason(event, names))]
        seat = event.get("seat")
        if seat is not None:
            parts.append(words.SCORES_10(names, seat))
        if event.get("penalty") and seat is not None:
            parts.append(words.SLIME_COSTS(names, seat))
        parts += [snow_story.net_words(catch, names) for catch in event.get("prey_caught") or []]
        return " ".join(parts)

    def banner(self, event: Event, names: Sequence[str], screen_seat: int | None) -> Banner | None:
        kind = event.get("type")
        if kind == "deal":
            # Each seat's "Count Crumb: Sly Fox" kept whole (no-break spaces) where the
            # banner wraps the row onto a second line.
            dealt = [
                words.SEAT_CARD_BANNER(names, seat, card=NAMES[card]).replace(" ", "\u00a0")
                for seat, card in enumerate(event.get("enhancements") or [])
                if card
            ]
            return Banner(
                _("Round {round}").format(round=event.get("round")),
                [_("Enhancements dealt face up"), " · ".join(dealt)], 1.8,
            )
        if kind == "hunters_broken":
            return Banner(
                _("Hunters are unlocked!"),
                [_("{card} went in: Hunters may now be led.").format(card=NAMES[event["card"]])], 1.4,
            )
        # A player's own Sly Fox or enhancement needs no announcement to themself.
        if kind in ("sly_fox_played", "enhancement_played") and event.get("seat") == screen_seat:
            return None
        if kind == "sly_fox_played":
            seat = event["seat"]
            return Banner(words.SLY_FOX_TITLE(names, seat), [words.SLY_FOX_LINE(names, seat)], 1.4)
        if kind == "enhancement_played":
            title = _(words.ENHANCEMENT_TITLE.get(event.get("enhancement", ""), N_("Enhancement!")))
            return Banner(title, [self._enhancement_words(event, names)], 1.4)
        if kind == "battle_won":
            return self._battle_banner(event, names)
        if kind == "round_scored":
            bonus = [s for s, b in enumerate(event.get("no_battle_bonus") or []) if b]
            if bonus:
                said_of = words.NO_BATTLE_BONUS(names=capitalised(names_list(names, bonus)))
                return Banner(_("Not one battle won"), [said_of], 1.8, "scored")
        return None

    def _battle_banner(self, event: Event, names: Sequence[str]) -> Banner | None:
        lines = []
        seat = event.get("seat")
        if event.get("penalty") and seat is not None:
            lines.append(words.SLIME_BANNER(names, seat))
        lines += [snow_story.net_words(catch, names) for catch in event.get("prey_caught") or []]
        if event.get("rule_id") == "world_ends":
            return Banner(_("Three sixes: the world ends!"), [_("No one wins this battle."), *lines], 2.2)
        if not lines:
            return None
        title = _("Prey caught!") if event.get("prey_caught") else _("Slime!")
        return Banner(title, lines, 2.0)

    def score_pad_row(self, event: Event) -> tuple[str, list[str]] | None:
        snow_cells.note(self.round_book, event)
        if event.get("type") != "round_scored":
            return None
        return (_("Round {round}").format(
            round=event.get("round")), snow_cells.round_cells(self.round_book, event))

    def score_pad_note(self) -> str:
        return _("Each cell: the round's points, part by part (battles won, Slime, prey, +50 for none won).")

    def trick_result(self, event: Event, names: Sequence[str], view: SnowPresented | None) -> TrickResult:
        # What the battle gave its winner: +10, less 20 for Slime, more 40 for a netted prey.
        seat = event.get("seat")
        points = event.get("points") or []
        if seat is None or seat >= len(points):
            return TrickResult(None, words.NO_ONE_WINS_RESULT())
        gain = int(points[seat])
        if gain < 0:
            return TrickResult(seat, words.LOSES_POINTS(names, seat, n=-gain))
        return TrickResult(seat, words.WINS_POINTS(names, seat, n=gain))


PRESENTER = SnowPresenter("snow")
