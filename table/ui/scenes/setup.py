"""New-game setup for any game: player count, each seat Human (named) or AI (Easy/Normal/Hard/Expert),
the game's own options and, folded away under Advanced, a deal number (the seed); remembers
the last choices per game in the settings (saved with them, so they are offered again after
a restart), and the player's own name for the first human seat of every game.

The options come from the game's declared ``Option`` records, so every game gets a
setup screen without code of its own here. Numbers stop at their ends; Enter anywhere but
on a button starts the game, as the footer says.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from table import manifest, parts
from table.core import Option
from table.core.i18n import N_, _
from table.core.words import LIST_SEPARATOR, SEAT, Words
from table.games import get_game
from table.ui import gfx, layout
from table.ui.controller import SeatPlan
from table.ui.intents import Intent
from table.ui.scene import Scene
from table.ui.scenes.common import ConfirmOverlay, heading
from table.ui.scenes.title import describe_saved
from table.ui.settings_model import (
    AI_LEVELS,
    SeatChoice,
    SetupChoice,
    player_name,
    remember_setup,
    setup_for,
)
from table.ui.widgets import Button, Choice, FocusList, Shown, TextField, Widget

if TYPE_CHECKING:
    from table.ui.host import Host

# every level a player may pick (Expert: Hard thinking longer), as the settings remember them
SEAT_KINDS = (("human", ""), *(("ai", level) for level in AI_LEVELS))
AI_NAMES = ("Mildred", "Bones", "Count Crumb", "Ghoulia", "Pumpkin", "Sir Rattle")
DEFAULT_HUMAN = Words("Player {n}")  # a person's seat before they type a name
# The AI levels as the seat choice shows them.
AI_LEVEL_NAMES = {"easy": N_("AI · Easy"), "normal": N_("AI · Normal"), "hard": N_("AI · Hard"),
                  "expert": N_("AI · Expert")}
ALL_BUT = Words("All but {items}")
# The items a list option picks from, as the setup names them (Batwalk's vamp suits).
ITEM_NAMES = {"red": N_("Red"), "blue": N_("Blue"), "green": N_("Green"), "yellow": N_("Yellow"),
              "purple": N_("Purple"), "orange": N_("Orange")}


def seat_kind_label(kind: tuple[str, str]) -> str:
    return _("Human") if kind[0] == "human" else _(AI_LEVEL_NAMES.get(kind[1], kind[1].capitalize()))


def show_value(value: Any) -> str:
    """An option value in words: None is left to chance, lists are listed."""
    if value is None:
        return _("at random")
    if isinstance(value, list | tuple):
        return LIST_SEPARATOR().join(_(ITEM_NAMES.get(str(item), str(item).capitalize())) for item in value)
    return str(value)


def show_picks(items: Sequence[Any], value: Any) -> str:
    """A long pick from ``items`` said by what it leaves out: "All but Orange"."""
    left_out = [item for item in items if item not in value]
    if len(value) < 5:
        return show_value(value)
    if not left_out:
        return _("All of them")
    return ALL_BUT(items=show_value(left_out))


def accepted(option: Option, players: int) -> list[object]:
    """The option's choices its game accepts at ``players`` (Batwalk's first show)."""
    return [value for value in option.choices if not (option.check and option.check(value, players))]


def option_values(option: Option, players: int) -> list[object]:
    """The values the setup screen offers for an option, the default among them."""
    default = option.default_for(players)
    if option.kind == "bool":
        return [True, False]
    if option.kind == "seat":
        return [None, *range(players)]
    if option.kind == "choice":
        return accepted(option, players)
    if option.kind == "int" and isinstance(default, int):
        low = option.minimum if option.minimum is not None else 0
        high = option.maximum if option.maximum is not None else max(default * 4, 10)
        if high - low <= 12:
            return list(range(low, high + 1))
        picks = {default, default // 2, default * 3 // 4, default * 3 // 2, default * 2}
        first = option.first_for(players)
        picks.add(first if isinstance(first, int) else default)
        return [*sorted(value for value in picks if low <= value <= high)]
    if option.kind == "list" and option.choices and isinstance(default, list):
        # As many items as the default holds, from the option's items (Batwalk's vamps).
        sets = [list(items) for items in itertools.combinations(option.choices, len(default))]
        return [default, *(items for items in sets if items != default)]
    return [default]


def once_each(values: list[object], shown: Any) -> list[object]:
    """``values`` less any that reads as an earlier one (Batwalk's two players: "Trendsetter")."""
    said = [str(shown(value)) for value in values]
    return [value for index, value in enumerate(values) if said[index] not in said[:index]]


class SetupScene(Scene):
    def __init__(self, app: Host, game_id: str) -> None:
        super().__init__(app)
        self.game = get_game(game_id)
        self.game_id = game_id
        last = setup_for(app.settings, game_id)
        self.players = self.game.min_players
        self.players_choice = Choice(
            N_("Players"),
            list(range(self.game.min_players, self.game.max_players + 1)),
            0,
            str,
            self._players_changed,
            wrap=False,
        )
        self.players_choice.set_value(min(self.game.max_players, max(self.game.min_players, 4)))
        if last is not None:
            self.players_choice.set_value(last.players)  # ignored if out of range (an edited file)
        players = self.players_choice.value
        self.kind_choices: list[Choice] = []
        self.name_fields: list[TextField] = []
        self.own_name = player_name(app.settings)
        # AI seats only where the game's AI part exists (``table.parts``): else hot-seat only
        kinds = SEAT_KINDS if parts.has_ai(game_id) else SEAT_KINDS[:1]
        for seat in range(self.game.max_players):
            saved = last.seats[seat] if last and seat < len(last.seats) else None
            kind = ("human", "") if seat == 0 else ("ai", "normal")
            if saved is not None:
                kind = ("human", "") if saved.kind == "human" else ("ai", saved.level)
            kind = kind if kind in kinds else ("human", "")
            choice = Choice(
                Shown(SEAT(n=seat + 1)),
                kinds,
                kinds.index(kind),
                seat_kind_label,
                partial(self._kind_changed, seat),
            )
            self.kind_choices.append(choice)
            name = saved.name if saved and saved.name else self._default_name(seat, kind)
            if self.own_name and self._first_human(seat, kind):
                name = self.own_name  # your name, typed once, sits in every game's first human seat
            field = TextField("", name, max_length=14, placeholder="name", on_enter=self.start)
            self.name_fields.append(field)
        self.option_choices: dict[str, Choice] = {}
        self._last_options = dict(last.options) if last else {}
        self.seed_field = TextField(
            N_("Deal number"),
            last.seed if last else "",
            max_length=9,
            allowed=str.isdigit,
            placeholder="random",
            on_enter=self.start,
        )
        # The seed is for replaying a deal: folded away unless one was used last time.
        self.advanced_open = bool(self.seed_field.value)
        self.advanced_button = Button(self._advanced_label(), self.toggle_advanced)
        self.start_button = Button(N_("Start"), self.start)
        self.back_button = Button(N_("Back"), self.back)
        self.learn_button = Button(N_("Learn to play"), self.learn)
        self.message = ""
        # Starting a new game replaces the one autosave: say so while it can still be kept.
        has_save = app.store is not None and app.store.autosave_file.exists()
        self.replace_note = N_("A game is saved: Start asks before replacing it.") if has_save else ""
        self.players = players
        self._build()

    def _first_human(self, seat: int, kind: tuple[str, str]) -> bool:
        """Whether ``seat`` (of ``kind``) is the first human seat (the seats before it are set)."""
        earlier = (choice.value[0] for choice in self.kind_choices[:seat])
        return kind[0] == "human" and "human" not in earlier

    def _default_name(self, seat: int, kind: tuple[str, str]) -> str:
        if kind[0] != "human":
            return AI_NAMES[seat % len(AI_NAMES)]
        if self.own_name and self._first_human(seat, kind):
            return self.own_name
        return DEFAULT_HUMAN(n=seat + 1)

    def _kind_changed(self, seat: int, value: tuple[str, str]) -> None:
        field = self.name_fields[seat]
        defaults = (DEFAULT_HUMAN(n=seat + 1), AI_NAMES[seat % len(AI_NAMES)], self.own_name)
        if field.value in defaults or not field.value:
            field.value = self._default_name(seat, value)

    def _advanced_label(self) -> str:
        return N_("Advanced: hide") if self.advanced_open else N_("Advanced…")

    def toggle_advanced(self) -> None:
        """Show or hide the deal number (the seed), which most games never need."""
        self.advanced_open = not self.advanced_open
        self.advanced_button.label = self._advanced_label()
        self._build()

    def _players_changed(self, value: int) -> None:
        self._remember_options()
        for option in self.game.options:  # a short or full game stays one at another count
            kept = self._last_options.get(option.name)
            if option.first is not None and kept == option.first_for(self.players):
                self._last_options[option.name] = option.first_for(value)
            elif option.first is not None and kept == option.default_for(self.players):
                self._last_options[option.name] = option.default_for(value)
        self.players = value
        self._build()

    def _remember_options(self) -> None:
        for name, choice in self.option_choices.items():
            self._last_options[name] = choice.value

    def _build(self) -> None:
        """(Re)build the focus list; seat-dependent options follow the player count."""
        self.option_choices = {}
        for option in self.game.options:
            shown = self._show_option(option)
            values = once_each(option_values(option, self.players), shown)
            choice = Choice(option.label, values, 0, shown, wrap=option.kind != "int")
            wanted = self._last_options.get(option.name, option.first_for(self.players))
            choice.set_value(wanted if wanted in values else option.default_for(self.players))
            self.option_choices[option.name] = choice
        widgets: list[Widget] = [self.players_choice]
        for seat in range(self.players):
            widgets += [self.kind_choices[seat], self.name_fields[seat]]
        widgets += [*self.option_choices.values(), self.advanced_button]
        if self.advanced_open:
            widgets.append(self.seed_field)
        widgets += [self.start_button, self.back_button, self.learn_button]
        focus = getattr(self, "focus", None)
        self.focus = FocusList(widgets)
        if focus is not None and focus.focused in widgets:
            self.focus.focus = widgets.index(focus.focused)
        self.place()

    def _show_option(self, option: Option) -> Any:
        if option.kind == "bool":
            return lambda v: _("yes") if v else _("no")
        if option.kind == "seat":
            return lambda v: _("at random") if v is None else self.name_fields[v].value or SEAT(n=v + 1)
        if option.kind == "list" and option.choices:
            return partial(show_picks, option.choices)
        words = option.words
        if words is not None:  # a seat among the choices is named as in its row
            players, names = self.players, self.name_fields
            return lambda v: (isinstance(v, int) and v < players and names[v].value) or words(v, players)
        return show_value

    # -- starting -----------------------------------------------------------------------

    def seat_plans(self) -> list[SeatPlan]:
        plans = []
        used: set[str] = set()
        for seat in range(self.players):
            kind, level = self.kind_choices[seat].value
            name = self.name_fields[seat].value.strip() or self._default_name(seat, (kind, level))
            base, n = name, 2
            while name in used:  # hot-seat hand-overs name people: names must differ
                name, n = f"{base} {n}", n + 1
            used.add(name)
            plans.append(SeatPlan(kind, name, level or "normal"))
        return plans

    def start(self) -> None:
        """Start the game, once the player has said a saved game may be replaced."""
        if not self.replace_note:
            self._start()
            return
        saved, _problem = self.app.saved_game()
        detail = (Shown(_("Your saved game, {game}, will be lost.").format(game=describe_saved(saved)))
                  if saved is not None else N_("The saved game will be lost."))
        go = (N_("Start the new game"), self._start)
        question, stay = N_("Replace the saved game?"), N_("Keep the saved game")
        self.app.push(ConfirmOverlay(self.app, question, detail, go, stay))

    def _start(self) -> None:
        options = {name: choice.value for name, choice in self.option_choices.items()}
        seed = int(self.seed_field.value) if self.seed_field.value else None
        plans = self.seat_plans()
        try:
            match = self.app.new_match(self.game_id, plans, options, seed)
        except ValueError as problem:
            self.message = str(problem)
            return
        remember_setup(
            self.app.settings,
            self.game_id,
            SetupChoice(
                players=self.players,
                seats=[SeatChoice(p.kind, self.name_fields[i].value, p.level) for i, p in enumerate(plans)],
                options=options,
                seed=self.seed_field.value,
            ),
        )
        typed = self._typed_own_name()
        if typed:
            self.app.settings.player_name = typed
        self.app.settings_changed()
        self.app.stack.replace(self.app.routes.table(match))

    def _typed_own_name(self) -> str:
        """The first human seat's name, if the player typed one (not a "Player 2" default)."""
        for seat in range(self.players):
            if self.kind_choices[seat].value[0] == "human":
                name = self.name_fields[seat].value.strip()
                return "" if name == DEFAULT_HUMAN(n=seat + 1) else name
        return ""

    def back(self) -> None:
        self.app.stack.remove(self)

    def learn(self) -> None:
        """This game's guided lesson, instead of a game (back here when it ends)."""
        self.app.push(self.app.routes.lesson(self.game_id))

    # -- scene --------------------------------------------------------------------------

    def place(self) -> None:
        w, h = self.app.size
        row_h, gap = h * 0.06, h * 0.012
        left = (w * 0.05, h * 0.17, w * 0.5, h * 0.7)
        self.players_choice.rect = (left[0], left[1], w * 0.3, row_h)
        for seat in range(self.players):
            y = left[1] + (seat + 1) * (row_h + gap)
            self.kind_choices[seat].rect = (left[0], y, w * 0.3, row_h)
            self.name_fields[seat].rect = (left[0] + w * 0.31, y, w * 0.19, row_h)
        right_widgets: list[Widget] = [*self.option_choices.values(), self.advanced_button, self.seed_field]
        right = layout.column(
            len(right_widgets), (w * 0.58, h * 0.17 + row_h + gap, w * 0.37, h), row_h, gap
        )
        for widget, rect in zip(right_widgets, right, strict=True):
            widget.rect = rect
        self.advanced_button.rect = (*self.advanced_button.rect[:2], w * 0.18, row_h)
        self.start_button.rect = (w * 0.58, h * 0.84, w * 0.18, h * 0.08)
        self.back_button.rect = (w * 0.77, h * 0.84, w * 0.18, h * 0.08)
        self.learn_button.rect = (w * 0.39, h * 0.84, w * 0.18, h * 0.08)

    def handle(self, intent: Intent) -> None:
        self.place()
        if intent.kind == "back":
            self.back()
            return
        if intent.kind in ("click", "activate"):
            self.message = ""
        if intent.kind == "activate" and isinstance(self.focus.focused, Choice):
            self.start()  # "Enter starts", from any value as from a name
            return
        self.focus.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        gfx.background(surface, None)
        heading(surface, _("New game: {game}").format(game=manifest.entry(self.game_id).title))
        px = round(h * 0.028)
        # the labels stand on the first rows, so larger text grows upwards, not over them
        for label, left in ((_("Seats, clockwise"), w * 0.05), (_("Options"), w * 0.58)):
            gfx.draw_text(surface, label, px, (left, h * 0.165), gfx.DIM_INK, anchor="bottomleft")
        players = _("{low}–{high} players. Humans take turns at this computer.").format(
            low=self.game.min_players, high=self.game.max_players)
        small = round(px * 0.85)  # on two lines when a language needs them, above the options
        for index, line in enumerate(gfx.wrap(players, small, w * 0.37)[:2]):
            at = (w * 0.58, h * 0.17 + h * 0.012 + index * gfx.line_height(small))
            gfx.draw_text(surface, line, small, at, gfx.DIM_INK, max_width=w * 0.37)
        self.focus.draw(surface)
        if self.advanced_open:
            x, y, fw, fh = self.seed_field.rect
            note_px = round(px * 0.85)
            note = _("The same number deals the same cards again; blank deals at random.")
            for index, line in enumerate(gfx.wrap(note, note_px, fw)):  # whole, on two lines if need be
                at = (x, y + fh + h * 0.01 + index * gfx.line_height(note_px))
                gfx.draw_text(surface, line, note_px, at, gfx.DIM_INK, max_width=fw)
        if self.message:
            gfx.draw_text(
                surface, self.message, px, (w / 2, h * 0.95), gfx.BAD, anchor="center", max_width=w * 0.9
            )
        else:
            keys = _("Tab or arrows move · left/right change · Enter starts · Esc goes back")
            gfx.draw_text(
                surface,
                f"{_(self.replace_note)} {keys}" if self.replace_note else keys,
                round(px * 0.85),
                (w / 2, h * 0.95),
                gfx.DIM_INK,
                anchor="center",
                max_width=w * 0.9,
            )
