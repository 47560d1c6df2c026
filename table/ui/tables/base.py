"""The shared presenter: what any trick-taking table shows, in plain words.

A presenter never changes the game: it reads views (``state.view(seat)``) and events
(as ``visible_log`` gives them to the seat on screen) and returns text and card lists
for the table scene to draw. Game presenters override what their game says differently.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Generic

from table import manifest
from table.core import reasons
from table.core.i18n import N_, _
from table.core.vocabulary import Event as Event  # re-exported: every presenter reads them
from table.core.vocabulary import ShownT, plain_view, table_event, table_view
from table.core.vocabulary import View as View
from table.core.words import Sentence, Words, capitalised, names_list
from table.games import words as said
from table.ui import presented
from table.ui.presented import TrickResult as TrickResult  # presenters return it
from table.ui.tables.stage import Stage

if TYPE_CHECKING:
    import pygame

    from table.core import AnyState
    from table.ui.intents import Intent
    from table.ui.layout import Rect
    from table.ui.tables.context import Geometry, TableContext

PLAY_A_CARD = Sentence("Play a card.", "{name}, play a card.")  # the default prompt
# A part of a game's still drawing: its name, all it is drawn from, and how (``still_parts``).
StillPart = tuple[Hashable, Hashable, "Callable[[pygame.Surface], object]"]
CardTip = Callable[[str], "str | None"]  # the words for a card's marks (``TableSupport.card_tip``)


def no_tip(card: str) -> str | None:
    """A card that speaks for itself."""
    return None


@dataclass
class Banner:
    """A big message over the table for a moment: a reveal, a score, a celebration."""

    title: str
    lines: Sequence[str] = ()
    seconds: float = 1.6
    cue: str | None = None
    under_card: bool = False  # below the card in the table's middle, not over it (Royal's reveal)
    # Told before the event's effect shows: Royal's penalty names the pile's top card while it lies there.
    before_effect: bool = False


class Presenter(Generic[ShownT]):
    """Defaults that fit a plain trick-taker; each game overrides its own words, typed."""

    cards_held_up = False  # cards shown small in front of seats (see ``cards_in_front``)
    held_up_from_hand = True  # those cards are part of the seat's hand size (``fan_count``)
    front_rows = False  # a row of face-up cards under each seat's plate (Royal's critters)
    hands_drawn_by_game = False  # the game draws the other hands, face up (Batwalk); else fans
    middle_band = 0.0  # a share of the height kept free under the trick (``Geometry.for_size``)
    below_scores = (0.0, 0.0)  # drawn under the score rows: shares of the height, and per seat
    trick_won_event = "trick_won"  # the event that ends a trick (Snow's is "battle_won")
    # The trick's result words tell the winner's new total (Batwalk's "(now 2)"): its event
    # is revealed (the score panel moves) as they show, not once the cards are collected.
    result_tells_total = False
    deal_event = "deal"  # the event that deals the cards (Royal's is "dealt")
    trick_word = "trick"  # what the game calls a trick, for buttons and titles (Snow: "battle")
    nothing_shown = N_("No trick has been taken yet.")  # the "Last trick" screen before the first
    # the view's per-seat trick counts, which a collected trick adds one to
    trick_counts: tuple[str, ...] = ("tricks_won", "tricks_taken", "battles_won")

    def __init__(self, game_id: str, card_tip: CardTip = no_tip) -> None:
        self.game_id = game_id
        self.card_tip = card_tip  # the game's record's (``presenter_for`` hands it over)
        self.entry = manifest.entry(game_id)
        self._card_name: Callable[[str], str] | None = None  # looked up once: it is asked every frame
        # The table's seat names, given when the table seats its players (the animator),
        # for words that name another seat than the one asked about ("pass to Ghoulia").
        self.names: list[str] = []

    # -- cards ------------------------------------------------------------------------

    def card_name(self, card_id: str) -> str:
        if self._card_name is None:
            self._card_name = self.entry.game().card_name
        return self._card_name(card_id)

    def deck(self, players: int) -> list[str]:
        """Every card this table may show, to rasterise ahead of need."""
        return self.entry.deck_ids(players)

    def hand(self, view: ShownT) -> list[str | None]:
        """The cards the seat on screen holds, left to right (None: a card it may not see)."""
        return list(table_view(view).get("hand") or [])

    def hand_rects(
        self, geo: Geometry, hand: Sequence[str | None], lifted: int | None, raised: Collection[int] = ()
    ) -> list[Rect]:
        """Where the hand on screen lies (``Geometry.hand_rects``: a low arc); Royal groups a big hand."""
        return geo.hand_rects(len(hand), lifted, raised)

    def trick(self, view: ShownT) -> list[tuple[int, str]]:
        return [(entry["seat"], entry["card"]) for entry in table_view(view).get("trick") or []]

    def last_trick(self, view: ShownT) -> list[tuple[int, str]]:
        return [(entry["seat"], entry["card"]) for entry in table_view(view).get("last_trick") or []]

    def trick_caption(self, view: ShownT, short: bool = False) -> str:
        return ""  # a note beside the trick (what was led, must be followed); short: fewer words

    def cards_in_front(self, view: ShownT, seat: int) -> list[str]:
        """Cards face up in front of another seat (Munch's forehead round)."""
        return []

    def fan_count(self, view: ShownT, seat: int) -> int:
        """How many face-down cards another seat's fan shows: its hand, less the cards held
        up in front out of it (Munch's forehead card; Snow's enhancement is not in it)."""
        sizes = table_view(view).get("hand_sizes") or []
        count = sizes[seat] if seat < len(sizes) else 0
        return max(0, count - len(self.cards_in_front(view, seat))) if self.held_up_from_hand else count

    def highlighted(self, view: ShownT) -> set[str]:
        """Hand cards to mark (cards just received in a pass)."""
        return set()

    def selection_size(self, actions: Sequence[str]) -> int:
        """How many cards a multi-card action takes (Dragon's pass), or 0."""
        return 0

    def selection_action(self, cards: Sequence[str]) -> str:
        raise NotImplementedError  # only games with multi-card actions define one

    # -- the presented view (see ``table.ui.presented``) ---------------------------------

    def reveal(self, view: ShownT, event: Event, live: ShownT) -> None:
        """Show ``event``'s effect in the presented ``view`` (its animation has reached it).

        Shared: a played card leaves its hand, a collected trick counts for its winner,
        a deal brings the live hands, a scored round (or the game's end) the new totals.
        Events not handled here show when the animations end (the live view)."""
        shared = table_event(event)
        kind, card, seat = shared["type"], shared.get("card"), shared.get("seat")
        if kind == "card_played" and card and seat is not None:
            presented.take_from_hand(plain_view(view), seat, card)
        elif kind == self.trick_won_event:
            presented.count_trick(plain_view(view), seat, self.trick_counts)
            presented.set_scores(plain_view(view), shared.get("scores"))  # Snow scores each battle
        elif kind == self.deal_event:
            presented.new_deal(plain_view(view), plain_view(live))
        elif kind == "game_over" or self.score_pad_row(event) is not None:
            presented.set_scores(plain_view(view), self.totals(event))

    def land(self, view: ShownT, event: Event, live: ShownT) -> None:
        """The cards ``event`` slides have arrived: show them there (``reveal`` showed them leave)."""

    def totals(self, event: Event) -> list[int] | None:
        """The running totals a scoring event announces."""
        totals = (shared := table_event(event)).get("totals", shared.get("scores"))
        return list(totals) if isinstance(totals, list) else None

    def blank(self, live: View) -> View:
        """The presented view before a new game's deal has been animated."""
        return presented.blank_deal(live)

    # -- words ------------------------------------------------------------------------

    def round_label(self, view: ShownT) -> str:
        return _("Round {round}").format(round=table_view(view).get("round", 1))

    def prompt(self, view: ShownT, actions: Sequence[str], name: str | None) -> str:
        """The one line telling the seat on screen what to do now."""
        return PLAY_A_CARD.to(name)

    def waiting(self, view: ShownT, names: Sequence[str], turn: Sequence[int]) -> str:
        return said.WAITING(names=names_list(names, turn)) if turn else _("The game is over.")

    def seat_status(self, view: ShownT, seat: int) -> str:
        return ""

    def short_status(self, view: ShownT, seat: int) -> str:  # fewer words: a plate or row short of room
        return self.seat_status(view, seat)

    def button_label(self, action: str) -> str:
        return action  # a button for an action that is not a card (Munch's predictions)

    def describe(self, event: Event, names: Sequence[str]) -> str | None:
        """One line for the game log, or None for events not worth a line."""
        shared = table_event(event)
        kind, card, seat = shared["type"], shared.get("card"), shared.get("seat")
        if kind == "card_played" and card and seat is not None:
            return said.PLAYED(names, seat, card=self.card_name(card))
        if kind == "trick_won":
            if seat is None:
                return said.NOBODY_TAKES()
            return said.TAKES_TRICK(names, seat)
        if kind == "game_over":
            return said.GAME_OVER_WON(names=names_list(names, shared.get("winners") or []))
        return None

    def trick_reason(self, event: Event, names: Sequence[str]) -> str:
        """Who took the trick and why: the event's ``reason_id`` said now (else its ``reason``)."""
        seat, reason = event.get("seat"), reasons.of_event(event, names) or str(event.get("reason") or "")
        if seat is None:
            return reason or said.NOBODY_TAKES()
        if not reason:
            return said.TAKES_TRICK(names, seat)
        if reason.endswith("."):
            return said.TAKES_TRICK_BECAUSE(names, seat, why=reason)
        return said.TAKES_TRICK_WHY(names, seat, why=reason)

    def trick_result(self, event: Event, names: Sequence[str], view: ShownT | None) -> TrickResult:
        """Who took the trick ``event`` ends and what it was worth, in this game's unit
        ("Mildred takes 6 points"). ``view`` is the presented view as the trick is decided
        (not yet counted for its winner), or None when only the event is known."""
        seat = event.get("seat")
        if seat is None:
            return TrickResult(None, said.NOBODY_TAKES_UNIT[self.trick_word]())
        return TrickResult(seat, said.TAKES_UNIT[self.trick_word](names, seat))

    def banner(self, event: Event, names: Sequence[str], screen_seat: int | None) -> Banner | None:
        return None

    def score_pad_row(self, event: Event) -> tuple[str, list[str]] | None:
        """A row of the score pad (label, one cell per seat) when ``event`` scores a round."""
        return None

    def standing_rows(self, view: ShownT) -> list[tuple[str, list[str]]]:
        """Score pad rows after the scored rounds, from the presented ``view`` (Royal's critters)."""
        return []

    def score_pad_note(self) -> str:
        """A line explaining the score pad's cells."""
        return _("Each cell: points this round = total after it.")

    def pad_summary_label(self, count: int) -> str:
        """The label of a score pad line summing up its first ``count`` rows (2 or more)."""
        return _("Rounds 1–{last}").format(last=count)

    # -- actions built in steps, and game-specific drawing (optional; Royal uses them) --

    def stage(
        self, view: ShownT, actions: Sequence[str], chosen: Sequence[str], names: Sequence[str]
    ) -> Stage | None:
        """The step a human is at when actions are built in steps; None for one-click games."""
        return None

    def stage_pick(
        self, actions: Sequence[str], chosen: Sequence[str], token: str
    ) -> tuple[list[str], str | None]:
        """After picking ``token`` (a hand card or a stage button's value): the steps
        chosen so far, and the legal action to play now if the picks complete one."""
        return list(chosen), None

    def draw_table(self, ctx: TableContext, surface: pygame.Surface) -> None:
        """Draw this game's own things on the table, every frame."""

    def draw_still(self, ctx: TableContext, surface: pygame.Surface) -> None:
        """This game's own things that change as the game moves on, in the still layer (Royal's)."""

    def draw_on_panel(self, ctx: TableContext, surface: pygame.Surface) -> None:
        """This game's marks on the score panel, in the still layer (Batwalk's standee by each
        name); restored from the panel's box, so the box and its rows stay as they are."""

    def update(self, ctx: TableContext, dt: float) -> None:
        """Advance this table's own animations by ``dt`` seconds (Batwalk's standees)."""

    def draw_key(self, ctx: TableContext) -> Hashable:
        """What this table's own drawing (``draw_table``, ``draw_over_hand``) depends on
        beyond the frame, the game's progress and the input, which the renderer keys it by
        already: it is drawn again only when one of them changes (Batwalk: its standees)."""
        return ()

    def still_parts(self, ctx: TableContext) -> list[StillPart] | None:
        """``draw_still`` in parts (name, key, draw), each redrawn only when its key or the
        geometry changes (Batwalk: each other hand). None: whole, as the table moves on."""
        return None

    def over_hand_key(self, ctx: TableContext) -> Hashable | None:
        """All ``draw_over_hand`` shows besides the hand and the frame, if the game can say:
        redrawn only when that changes, not as the table moves on. None: as ``draw_table``."""
        return None

    def table_key(self, ctx: TableContext) -> Hashable | None:
        """All that ``draw_table`` shows besides the frame, if the game can say: it is then
        redrawn only when that changes, not whenever the table moves on (Royal: its own
        critters' row and the plates outlined). None: keyed by the game's progress."""
        return None

    def moving(self, ctx: TableContext) -> bool:
        return False  # True while this table's own animations move (the app draws every frame)

    def working(self) -> bool:
        return False  # True while this table has work between frames that shows nothing (art ahead)

    def table_click(self, ctx: TableContext, pos: tuple[float, float]) -> str | None:
        """A ``stage_pick`` token for a click on the table outside hand and buttons, or None."""
        return None

    def last_shown(self, event: Event, names: Sequence[str]) -> tuple[list[tuple[int, str]], str] | None:
        """For games without tricks: the (seat, card) pairs and the words the "Last ..."
        screen shows after ``event`` (Royal's reveal), or None to leave it as it is."""
        return None

    def result_line(self, view: ShownT, names: Sequence[str]) -> str | None:
        """The game-over headline in the game's own words; None: ``winners_line``."""
        return None

    def winners_line(self, winners: Sequence[int], names: Sequence[str]) -> str:
        """The shared game-over headline: "Bones wins!", "You win!", "Bones and you share the win!"."""
        if len(winners) == 1:
            return said.WINS(names, winners[0])
        return said.SHARE_WIN(names=capitalised(names_list(names, winners)))

    def score_header(self) -> str:
        return _("Total")

    def side_labels(self) -> list[str]:
        """The side buttons' messages (read in the language spoken when drawn)."""
        last = said.LAST_UNIT_BUTTON[self.trick_word].one
        return [last, N_("Game log (L)"), N_("Score pad (S)"), N_("Menu (Esc)")]

    # -- hands nobody controls, cards played by their place (optional; Batwalk uses them) --

    def extra_seats(self, state: AnyState) -> list[str]:
        """Names of hands seated after the players that nobody controls (Batwalk's trendsetter)."""
        return []

    def slides(self, event: Event) -> list[tuple[int | None, int]]:
        """(from seat, to seat) per card ``event`` slides (Royal's give, pass; None: the middle)."""
        return []

    def slide_face(self, event: Event) -> str | None:
        """The face ``slides``' card shows on its way (Royal's judged card); None: face down."""
        return None

    def slide_to(self, ctx: TableContext, event: Event, seat: int) -> Rect | None:
        """Where ``slides``' card to ``seat`` ends, the rectangle it is drawn in once landed
        (Royal's critter in its taker's row); None: at the seat's plate, or the hand."""
        return None

    def banner_clear(self, ctx: TableContext) -> Rect | None:
        """What of the middle a banner leaves in sight (Batwalk's runway, where a steal's standee walks)."""
        return None

    def side_foot(self, ctx: TableContext) -> float:
        """The height the game draws in at the side column's foot now (Royal's critters): a coach's floor."""
        return 0.0

    def deal_backs(self, view: ShownT, seat: int) -> list[str]:
        """The backs the deal flies to ``seat`` (Batwalk's vamp suits, seen by all); empty: all alike."""
        return []

    def hidden_card_note(self, view: ShownT, index: int) -> str:
        """What a listener is told of the viewing seat's face-down card ``index`` beyond
        its back (Batwalk: the card aid's values, when the aid is on); "" for nothing."""
        return ""

    def hidden_card_actions(self, actions: Sequence[str], index: int | None) -> list[str]:
        """What a click on face-down hand card ``index`` does (None: on any of them)."""
        return [a for a in actions if a == "play forehead"]

    def tooltips(self, ctx: TableContext) -> list[tuple[Rect, str]]:
        """This frame's marks that explain themselves on hover or focus (``table.ui.tooltip``):
        (rectangle, words), from the presented view only; later ones lie on top. Shared:
        the hand's and the trick's cards whose marks need words (the game's ``card_tip``)."""
        from table.ui.tooltip import strips

        cards = [*zip(strips(ctx.frame), ctx.frame.hand, strict=True)]
        cards += [(rect, card) for (_, card), rect in zip(ctx.trick, ctx.frame.trick_slots, strict=False)]
        return [(rect, words) for rect, card in cards if card is not None and (words := self.card_tip(card))]

    def draw_over_hand(self, ctx: TableContext, surface: pygame.Surface) -> None:
        """Game marks drawn over the hand every frame (Batwalk's vamp backs and card aid)."""

    def handle(self, ctx: TableContext, intent: Intent) -> bool:
        """A game's own control on the table (Batwalk's aid toggle); True if it used ``intent``."""
        return False

    def draw_trick_marks(
        self, surface: pygame.Surface, view: ShownT, cards: Sequence[tuple[int, str]], rects: Sequence[Rect]
    ) -> None:
        """Marks over the last trick's ``cards`` lying at ``rects`` on the "Last trick"
        screen, as the table showed them (Snow's copies, enhancements, Snowball)."""

    def keep_switches(self, before: AnyPresenter) -> None:
        """The table is rebuilt (an undo): keep the switches the player set on ``before``,
        this game's table as it was (Batwalk's card aid). Most tables have none."""

    def hand_over_words(self, name: str) -> tuple[str, str]:
        """The hand-over screen's instruction and its button, for ``name``."""
        return (Words("{name}: press Enter or click when ready. Everyone else, look away.")(name=name),
                Words("I am {name}: show my cards")(name=name))


AnyPresenter = Presenter[Any]  # any game's, as the shared table holds it (it hands over plain views)
