"""The table's input: picking and confirming moves from clicks and keys, in the game's own steps.

A click on a hand card, a decision button, a seat's plate (Royal) or a battle card
(Snow), or the keyboard's focus and Enter, becomes one legal action handed to the
controller; multi-card actions (Dragon's pass) and actions built in steps (Royal) are
collected here first. A refused move is explained in the rules' own words and changes
nothing. Hit-testing uses the frame's rectangles (``TableFrame``), the very ones the
table is drawn with. The live game decides what may be done; nothing here is drawn.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal

from table import manifest
from table.core import IllegalMove
from table.core.i18n import _
from table.ui import layout, speech
from table.ui.controller import Match
from table.ui.intents import Intent
from table.ui.scene import soonest
from table.ui.speech import words
from table.ui.tables.base import AnyPresenter
from table.ui.tables.context import TableContext, TableFrame
from table.ui.tables.stage import Stage
from table.ui.tooltip import Tooltip

MESSAGE_SECONDS = 4.0
# What a message is: a move or command refused (drawn as a warning), or the next step
# to take (drawn as the prompt is: "Name a colour for Safety 1." is no mistake).
MessageKind = Literal["refusal", "instruction"]


def _parsed(game_id: str, action: str) -> object:
    """``action`` as the game's own move (its record's ``moves``: each string read once)."""
    return manifest.entry(game_id).parse_action(action)


@lru_cache(maxsize=4096)  # asked for every hand card and legal action each frame
def played_card(game_id: str, action: str) -> str | None:
    """The hand card ``action`` plays (its parsed ``card``), or None for any other move."""
    card = getattr(_parsed(game_id, action), "card", None)
    return card if isinstance(card, str) else None


@lru_cache(maxsize=4096)
def action_cards(game_id: str, action: str) -> tuple[str, ...]:
    """Every card ``action`` names: its parsed ``card`` and ``cards`` (Royal's give and place)."""
    parsed = _parsed(game_id, action)
    card, cards = getattr(parsed, "card", None), getattr(parsed, "cards", ())
    return (*((card,) if isinstance(card, str) else ()), *(c for c in cards if isinstance(c, str)))


@dataclass(frozen=True)
class TableCommands:
    """What the table's own keys and side buttons open (the scene's overlays)."""

    last_trick: Callable[[], None]
    log: Callable[[], None]
    score_pad: Callable[[], None]
    pause: Callable[[], None]
    # The help a table offers (``table_help``): hint, undo, recap, in the side buttons'
    # order after the four above; the keys H, Ctrl+Z and R reach them by name.
    help: tuple[tuple[str, Callable[[], None]], ...] = ()

    def side(self) -> list[Callable[[], None]]:
        """In the order of the side buttons."""
        return [self.last_trick, self.log, self.score_pad, self.pause, *(run for _, run in self.help)]

    def named(self, name: str) -> Callable[[], None] | None:
        return next((run for key, run in self.help if key == name), None)


HELP_KEYS = {"h": "hint", "r": "recap"}  # and Ctrl+Z, the "undo" intent


class TableInput:
    """Selection, focus and messages of the human on screen, and the moves they make."""

    def __init__(
        self,
        match: Match,
        presenter: AnyPresenter,
        names: Sequence[str],
        actor: Callable[[], int | None],
        play: Callable[[int, str], None],
        commands: TableCommands,
    ) -> None:
        self.match = match
        self.presenter = presenter
        self.names = names
        self.actor = actor
        self.play = play  # applies an action for a seat (IllegalMove if refused)
        self.commands = commands
        self.selection: list[str] = []
        self.pending_card: str | None = None  # a card that needs a choice (a led safety's colour)
        self.focus = 0  # index into hand cards, then decision buttons
        self.message = ""
        self.message_kind: MessageKind = "refusal"
        self.message_time = 0.0
        self.tooltip = Tooltip()  # drawn by the scene, last

    def update(self, dt: float) -> None:
        self.tooltip.update(dt)
        if self.message_time > 0:
            self.message_time -= dt
            if self.message_time <= 0:
                self.message = ""

    def wake_in(self) -> float | None:
        """When the message goes or the tooltip shows (see ``Scene.wake_in``)."""
        return soonest(self.message_time if self.message else None, self.tooltip.wake_in())

    def say(self, text: str, kind: MessageKind = "refusal") -> None:
        """Show ``text`` for a few seconds in the prompt's place: a refusal unless told."""
        self.message = text
        self.message_kind = kind
        self.message_time = MESSAGE_SECONDS
        speech.say(text)

    def forget(self) -> None:
        """A hand-over or a move: nothing half-chosen stays."""
        self.selection = []
        self.pending_card = None

    # -- what may be chosen now ---------------------------------------------------------

    def stage(self, actions: Sequence[str]) -> Stage | None:
        """The step of an action built in steps (Royal), or None for one-click games."""
        if not actions:
            return None
        return self.presenter.stage(self.match.view(), actions, self.selection, self.names)

    def card_actions(self, actions: Sequence[str], card: str | None, index: int | None = None) -> list[str]:
        stage = self.stage(actions)
        if stage is not None:
            game = self.match.game_id
            return [a for a in actions if card in stage.cards and card in action_cards(game, a)]
        if card is None:
            return self.presenter.hidden_card_actions(actions, index)
        return [a for a in actions if played_card(self.match.game_id, a) == card]

    def decision_buttons(self, actions: Sequence[str]) -> list[tuple[str, str | None]]:
        """(label, action) for decisions that are not a card click; action None = disabled."""
        stage = self.stage(actions)
        if stage is not None:
            return stage.buttons
        if self.pending_card is not None:
            choices = self.card_actions(actions, self.pending_card)
            return [*((self.presenter.button_label(a), a) for a in choices), (_("Cancel"), "cancel")]
        size = self.presenter.selection_size(actions)
        if size:
            ready = len(self.selection) == size
            label = _("Confirm ({chosen}/{size})").format(chosen=len(self.selection), size=size)
            return [(label, self.presenter.selection_action(self.selection) if ready else None)]
        return [
            (self.presenter.button_label(a), a)
            for a in actions
            if not a.startswith("play ") and not a.startswith("pass ")
        ]

    # -- acting -------------------------------------------------------------------------

    def human_act(self, action: str) -> None:
        seat = self.actor()
        if seat is None:
            return
        if action == "cancel":
            self.pending_card = None
            return
        try:
            self.play(seat, action)
        except IllegalMove as refusal:
            self.say(str(refusal))
            return
        self.forget()
        self.message = ""

    def pick(self, token: str) -> None:
        """A hand card or stage button picked while building an action in steps."""
        seat = self.actor()
        if seat is None:
            return
        self.selection, action = self.presenter.stage_pick(
            self.match.legal_actions(seat), self.selection, token
        )
        if action is not None:
            self.human_act(action)

    def click_card(self, frame: TableFrame, index: int, origin: dict[str, layout.Rect]) -> None:
        seat = self.actor()
        if seat is None or not 0 <= index < len(frame.hand):
            return
        card = frame.hand[index]
        actions = self.match.legal_actions(seat)
        stage = self.stage(actions)
        if stage is not None:
            if card in stage.cards:
                self.pick(card or "")
            else:
                self.say(stage.not_now)
            return
        size = self.presenter.selection_size(actions)
        if size and card is not None:
            name = self.presenter.card_name(card)
            if card in self.selection:
                self.selection.remove(card)
                speech.say(words.put_back(name, len(self.selection), size), interrupt=True)
            elif len(self.selection) < size:
                self.selection.append(card)
                speech.say(words.chosen(name, len(self.selection), size), interrupt=True)
            else:
                self.say(_("You have chosen {n} cards: choose one of them to put it back first.").format(
                    n=size))
            return
        choices = self.card_actions(actions, card, index)
        if card is not None:
            # It flies from where it was clicked.
            lifted = self.presenter.hand_rects(frame.geo, frame.hand, index)
            origin[card] = lifted[index]
        if len(choices) == 1:
            self.human_act(choices[0])
        elif choices:
            self.pending_card = card
            self.say(_("Name a colour for {card}.").format(
                card=self.presenter.card_name(card or "")), "instruction")
        else:
            reason = self.match.explain(seat, f"play {card}") if card else None
            self.say(reason or _("That card cannot be played now."))

    def press(self, action: str | None) -> None:
        seat = self.actor()
        if action is None:
            size = self.presenter.selection_size(self.match.legal_actions(seat or 0))
            self.say(_("Choose {n} cards first: pick them from your hand.").format(n=size))
            return
        legal = self.match.legal_actions(seat) if seat is not None else []
        if action not in legal and self.stage(legal) is not None:
            self.pick(action)  # a step token, not yet a whole action
            return
        self.human_act(action)

    def shortcut(self, char: str) -> None:
        key = char.lower()
        if key == "l":
            self.commands.log()
        elif key == "t":
            self.commands.last_trick()
        elif key == "s":
            self.commands.score_pad()
        elif key in HELP_KEYS:
            self.run_help(HELP_KEYS[key])
        elif key.isdigit() and self.actor() is not None:
            wanted = f"predict {key}"
            if wanted in self.match.legal_actions(self.actor() or 0):
                self.human_act(wanted)

    # -- what the keyboard's focus may rest on -----------------------------------------

    def card_targets(self, frame: TableFrame, actions: Sequence[str]) -> set[int]:
        """The hand cards a click may use now (empty when no card is chosen in this step:
        predicting, judging); every other card is illegal, and only those are dimmed."""
        if not actions or self.pending_card is not None:
            return set()
        stage = self.stage(actions)
        if stage is not None:
            allowed = stage.cards | set(self.selection)
            return {i for i, card in enumerate(frame.hand) if card is not None and card in allowed}
        if self.presenter.selection_size(actions):
            return {i for i, card in enumerate(frame.hand) if card is not None}
        return {i for i, card in enumerate(frame.hand) if self.card_actions(actions, card, i)}

    def targets(self, frame: TableFrame, actions: Sequence[str]) -> list[int]:
        """Where focus may rest, in order: the usable cards, then the enabled buttons
        (a disabled Confirm too, when nothing else is enabled, so focus has a place)."""
        cards = len(frame.hand)
        usable = sorted(self.card_targets(frame, actions))
        buttons = [cards + i for i, (_, action) in enumerate(frame.buttons) if action is not None]
        if not usable and not buttons:
            buttons = [cards + i for i in range(len(frame.buttons))]
        return usable + buttons

    def keep_focus(self, ctx: TableContext) -> None:
        """Focus on something usable, from the moment a decision starts (so it shows at
        once and never rests on an illegal card)."""
        targets = self.targets(ctx.frame, ctx.actions)
        if targets and self.focus not in targets:
            cards = [t for t in targets if t < len(ctx.frame.hand)]
            pool = cards or targets
            self.focus = min(pool, key=lambda t: (abs(t - self.focus), t))

    def _step_focus(self, ctx: TableContext, step: int) -> None:
        targets = self.targets(ctx.frame, ctx.actions)
        if not targets:
            return
        if self.focus in targets:
            self.focus = targets[(targets.index(self.focus) + step) % len(targets)]
        else:
            ahead = [t for t in targets if (t > self.focus if step > 0 else t < self.focus)]
            self.focus = (ahead[0] if step > 0 else ahead[-1]) if ahead else targets[0 if step > 0 else -1]

    def run_help(self, name: str) -> None:
        """A help command by name, when this table offers it."""
        command = self.commands.named(name)
        if command is not None:
            command()

    # -- intents ------------------------------------------------------------------------

    def handle(self, intent: Intent, ctx: TableContext, origin: dict[str, layout.Rect]) -> None:
        """One intent while nothing animates (the scene skips animations first)."""
        self.tooltip.hear(intent)
        if self._table_wide(intent, ctx) or ctx.actor is None:
            return
        if intent.kind in ("click", "point"):
            self._point(intent, ctx, origin)
        elif self.targets(ctx.frame, ctx.actions):
            self._keys(intent, ctx, origin)

    def _table_wide(self, intent: Intent, ctx: TableContext) -> bool:
        """The side buttons, shortcut letters and Undo, whoever's turn it is; True if used."""
        if intent.kind in ("click", "point"):
            for command, rect in zip(self.commands.side(), ctx.frame.side_rects, strict=True):
                if layout.contains(rect, intent.pos):
                    if intent.kind == "click":
                        command()
                    return True
        if intent.kind == "text":
            self.shortcut(intent.text)
            return True
        if intent.kind == "undo":
            self.run_help("undo")
            return True
        return False

    def _keys(self, intent: Intent, ctx: TableContext, origin: dict[str, layout.Rect]) -> None:
        """The keyboard over the hand and the buttons: arrows, Tab and Enter."""
        frame = ctx.frame
        cards, targets = len(frame.hand), self.targets(frame, ctx.actions)
        if intent.kind == "move" and intent.dx:
            self._step_focus(ctx, 1 if intent.dx > 0 else -1)
        elif intent.kind == "move":
            self._up_or_down(intent.dy, targets, cards)
        elif intent.kind in ("next", "prev"):
            self._step_focus(ctx, 1 if intent.kind == "next" else -1)
        elif intent.kind == "activate":
            self.keep_focus(ctx)
            if self.focus < cards:
                picked = frame.hand[self.focus]
                self.click_card(frame, self.focus, origin)
                if picked is not None and picked in self.selection:
                    self._on_to_next_step(ctx.actions, cards)
            else:
                self.press(frame.buttons[self.focus - cards][1])

    def _on_to_next_step(self, actions: Sequence[str], cards: int) -> None:
        """A card picked by Enter whose next step is a button (Royal: whom to give it to,
        or placing a fitting card alone): the focus goes to that step's first button, so
        Enter again takes it, not the card back. With no button but Back (Royal: a second
        card must be placed with one that does not fit) the focus stays in the hand."""
        stage = self.stage(actions)
        steps = [i for i, (_label, value) in enumerate(stage.buttons if stage else [])
                 if value is not None and value != "back"]
        if steps:
            self.focus = cards + steps[0]

    def _up_or_down(self, dy: int, targets: list[int], cards: int) -> None:
        """Up goes to the first button, down back to the hand (to its focused card, or its middle)."""
        if dy < 0 and any(t >= cards for t in targets):
            self.focus = next(t for t in targets if t >= cards)
        elif dy > 0 and any(t < cards for t in targets):
            usable = [t for t in targets if t < cards]
            self.focus = self.focus if self.focus in usable else usable[len(usable) // 2]

    def _point(self, intent: Intent, ctx: TableContext, origin: dict[str, layout.Rect]) -> None:
        frame = ctx.frame
        for index, rect in enumerate(frame.button_rects):
            if layout.contains(rect, intent.pos):
                self.focus = len(frame.hand) + index
                if intent.kind == "click":
                    self.press(frame.buttons[index][1])
                return
        token = self.presenter.table_click(ctx, intent.pos)
        if token is not None:  # a step picked on the table itself (Royal: a seat's plate)
            if intent.kind == "click":
                self.pick(token)
            return
        hit = layout.fan_hit(list(frame.hand_rects), intent.pos)
        if hit is None:
            return
        if hit in self.card_targets(frame, ctx.actions):
            self.focus = hit  # the mouse lifts only a card it may use
        if intent.kind == "click":
            self.click_card(frame, hit, origin)
