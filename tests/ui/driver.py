"""Drives the real app headless through intents only, as a person would: clicks and keys.

``TableDriver`` finds the point on screen of a card or button from the same layout
the table draws with, and plays whatever the human on screen must do; the tests use it
to play whole games by mouse or keyboard, hand-overs included.
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Iterator

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from table.ui import gfx, layout
from table.ui.app import App
from table.ui.controller import Match, SeatPlan
from table.ui.intents import Intent, click, key
from table.ui.scenes.overlays import GameOverScene, HandOverScene, RoundSummary
from table.ui.scenes.table import TableScene
from table.ui.settings_model import UI_SCALES, Settings
from table.ui.tables.context import applied_ui_scale

FRAME = 1 / 30


def make_app(size: tuple[int, int] = (1280, 720), speed: float = 4.0) -> App:
    settings = Settings(animation_speed=speed)
    return App(settings, size=size, sound=False)


def seats(spec: str) -> list[SeatPlan]:
    """'human,ai,ai' -> seat plans with distinct names."""
    plans = []
    for index, kind in enumerate(spec.split(",")):
        plans.append(SeatPlan("human" if kind == "human" else "ai", f"{kind.title()} {index + 1}", "random"))
    return plans


def start_table(
    app: App, game_id: str, spec: str, seed: int, options: dict[str, object] | None = None
) -> TableScene:
    match = Match(game_id, seats(spec), options, seed)
    scene = TableScene(app, match)
    app.stack.reset(scene)
    return scene


def used_scales(size: tuple[int, int]) -> list[float]:
    """The UI scales a window of ``size`` really uses, smallest first: a scale too large
    for it is fitted down to a smaller one, so the duplicates go."""
    used = {applied_ui_scale(scale, size): scale for scale in reversed(UI_SCALES)}
    return sorted(used.values())


def opened_table(game_id: str, players: int, size: tuple[int, int], scale: float) -> TableDriver:
    """A table of ``players`` (you and the computer) at ``size`` and UI ``scale``, animations
    fast and skipped by Space, seeded by the player count: the layout tests' table."""
    app = App(Settings(ui_scale=scale, animation_speed=8.0), size=size, sound=False)
    scene = start_table(app, game_id, ",".join(["human"] + ["ai"] * (players - 1)), seed=players)
    return TableDriver(app, scene, random.Random(players), skip=True)


def card_point(scene: TableScene, index: int) -> tuple[int, int]:
    """A screen point that hits hand card ``index`` (its uncovered strip)."""
    geo = scene.geometry()
    view = scene.match.view()
    count = len(scene.hand_cards(view))
    rects = scene.hand_rects(geo, count, scene._lifted(count))
    x, y, w, h = rects[index]
    right = rects[index + 1][0] if index + 1 < count else x + w
    return (round(x + max(2.0, (right - x) / 2)), round(y + h * 0.5))


def button_point(scene: TableScene, index: int) -> tuple[int, int]:
    seat = scene.actor()
    assert seat is not None
    rect = scene.frame().button_rects[index]
    point = layout.centre(rect)
    return (round(point[0]), round(point[1]))


class TableDriver:
    """Plays the human seats of a table by clicks (or keys) and lets everything else run."""

    def __init__(
        self, app: App, scene: TableScene, rng: random.Random, keyboard: bool = False, skip: bool = False
    ) -> None:
        self.app = app
        self.scene = scene
        self.rng = rng
        self.keyboard = keyboard
        self.skip = skip  # press Space through animations instead of watching them
        self.human_moves = 0  # moves a human's click (or key) caused
        self.played_for = 0  # moves made for a human seat without one (``_frame_unclicked``)
        self.hand_overs: list[int] = []
        self.leaks: list[str] = []

    def frame(self, intents: list[Intent] | None = None) -> None:
        self.app.step(intents or [], FRAME)

    def human_intents(self) -> list[Intent]:
        """What the person at the screen does now, as intents."""
        scene = self.scene
        seat = scene.actor()
        if seat is None:
            return []
        actions = scene.match.legal_actions(seat)
        cards = scene.hand_cards(scene.match.view())
        size = scene.presenter.selection_size(actions)
        if size:
            if len(scene.selection) < size:
                choices = [i for i, c in enumerate(cards) if c not in scene.selection]
                return self._choose_card(self.rng.choice(choices))
            return self._choose_button(0, len(cards))
        buttons = scene.decision_buttons(actions)
        if scene.pending_card is not None or (buttons and not any(a.startswith("play") for a in actions)):
            return self._choose_button(
                self.rng.randrange(len(buttons) - (scene.pending_card is not None)), len(cards)
            )
        playable = [i for i, card in enumerate(cards) if scene.card_actions(actions, card)]
        return self._choose_card(self.rng.choice(playable))

    def _choose_card(self, index: int) -> list[Intent]:
        if not self.keyboard:
            return [click(card_point(self.scene, index))]
        steps = (index - self.scene.focus) % max(1, len(self.scene.hand_cards(self.scene.match.view())))
        return [key("move", dx=1)] * steps + [key("activate")]

    def _choose_button(self, index: int, cards: int) -> list[Intent]:
        if not self.keyboard:
            return [click(button_point(self.scene, index))]
        return [key("move", dy=-1)] + [key("move", dx=1)] * index + [key("activate")]

    def allowed_viewer(self) -> int | None:
        """Whose private cards may be on screen now, worked out from the hand-overs seen
        (not from the controller): the last human handed the computer, while the next
        decision is still theirs; nobody's during AI turns or on a hand-over screen."""
        match = self.scene.match
        if isinstance(self.app.stack.top, HandOverScene) or not self.hand_overs:
            return None
        decider = match.next_decider()
        if decider is None and match.state.is_over:
            return self.hand_overs[-1]
        return decider if decider == self.hand_overs[-1] else None

    def check_no_leak(self) -> None:
        """Every face-up card drawn this frame is one the allowed viewer may see.

        Checked on frames with no animation in flight (every frame right after a
        hand-over is one): a card still flying from an earlier trick was seen by all
        when it was played, even if the next deal has since reshuffled it.
        """
        if self.scene.timeline.busy:
            return
        hidden = self.scene.match.state.hidden_ids(self.allowed_viewer())
        shown = self.app.probe.faces & hidden
        if shown:
            self.leaks.append(f"allowed viewer {self.allowed_viewer()} saw {sorted(shown)}")

    def table_frames(self, limit: int, drawn: Callable[[int], bool] | None = None) -> Iterator[int]:
        """Play frame by frame (round summaries clicked through, animations skipped when
        ``skip``) until the game is over or ``limit`` frames; yields each frame's number
        after a frame that left the table on top. Where ``drawn(frame)`` is false the frame
        is handled and updated but not drawn (for tests that read the layout, not pixels)."""
        for frame in range(limit):
            top = self.app.stack.top
            if isinstance(top, GameOverScene):
                return
            if isinstance(top, RoundSummary):
                self.frame([key("activate")])
                continue
            idle = [key("skip")] if self.skip else []
            with gfx.at_scale(self.app.ui_scale):  # the points clicked, where the table draws them
                intents = idle if self.scene.timeline.busy else self.human_intents()
            if drawn is None or drawn(frame):
                self.frame(intents)
            else:
                self.app.advance(intents, FRAME)
            if self.app.stack.top is self.scene:
                yield frame

    def _frame_unclicked(self) -> None:
        """A frame with nothing clicked: a human seat's move made in it (hot-seat: their
        only legal move, played where it lies without a hand-over) is counted in
        ``played_for``, after checking it was their only legal move."""
        state = self.scene.match.state
        before = len(state.history)
        humans = set(self.scene.match.humans)
        legal = {seat: state.legal_actions(seat) for seat in state.turn if seat in humans}
        self.frame()
        new = state.history[before:] if self.scene.match.state is state else []
        if new and new[0][0] in humans:
            seat, action = new[0]
            assert legal.get(seat) == [action], f"{action!r} was played for seat {seat}, who had a choice"
            self.played_for += len(new)  # with the moves nobody chose that follow at once

    def play_to_end(self, max_frames: int = 60_000) -> None:
        for _ in range(max_frames):
            top = self.app.stack.top
            if isinstance(top, GameOverScene):
                return
            if isinstance(top, HandOverScene):
                self.check_no_leak()
                self.hand_overs.append(top.seat)
                self.frame([click((10, 10))])
                self.check_no_leak()
                continue
            if isinstance(top, RoundSummary) and self.scene.match.hot_seat:
                self.check_no_leak()
            if isinstance(top, RoundSummary):
                self.frame([key("activate")])
                continue
            if top is self.scene and self.scene.actor() is not None:
                before = len(self.scene.match.state.history)
                self.frame(self.human_intents())
                self.human_moves += len(self.scene.match.state.history) - before
            elif self.skip and top is self.scene and self.scene.timeline.busy:
                self.frame([key("skip")])
            else:
                self._frame_unclicked()
            if self.scene.match.hot_seat:
                self.check_no_leak()
        raise AssertionError("the game did not finish")


def still_table(app: App, game_id: str, spec: str, seed: int) -> TableScene:
    """A table of ``game_id`` at ``spec``, shown at once (no opening animation)."""
    scene = TableScene(app, Match(game_id, seats(spec), seed=seed), animate_start=False)
    app.stack.reset(scene)
    return scene


def sliding(scene: TableScene) -> bool:
    """True while the timeline's current step is a slide (a face-down card in the air)."""
    steps = scene.timeline.steps
    return bool(steps) and steps[0].draw is not None and "_slide_step" in steps[0].draw.__qualname__


def finish_whole_game(driver: TableDriver) -> None:
    """Plays ``driver``'s table to the game-over screen: the rules' winners, and every human
    move made on screen (or played for the human)."""
    driver.play_to_end()
    state = driver.scene.match.state
    assert state.is_over and state.winners
    assert isinstance(driver.app.stack.top, GameOverScene)
    humans = set(driver.scene.match.humans)
    assert driver.human_moves + driver.played_for == sum(1 for seat, _ in state.history if seat in humans) > 0
