"""The app: the window, the scene stack, sound cues, saving and the ``play`` command.

``App`` owns the one window (resizable, a minimum size, F11 for fullscreen), lets only
the top scene handle intents and update, and draws the visible scenes; its loop
(``run_loop``) sleeps while nothing changes and draws only when something did.
``App.step`` runs one frame from given intents so tests and the headless tools drive
the very same code as a person at the keyboard.
With a store (the data folders, ``--data-dir``) it loads the settings at start, saves
them whenever one changes and on quit, and autosaves every game at the table through
background writers, so a frame never waits for the disk; without one (tests, tools)
nothing is written.
"""

from __future__ import annotations

import argparse
import os
import time
import warnings
from functools import partial

import pygame

from table.core import i18n
from table.core.vocabulary import JsonObject
from table.manifest import catalogues
from table.persistence import (
    Locations,
    load_autosave,
    load_settings,
    locations,
    write_autosave,
    write_json_atomic,
)
from table.persistence.saves import discard_autosave
from table.persistence.writer import BackgroundWriter
from table.session import Session
from table.ui import gfx, layout, screen, settings_model, speech, widgets
from table.ui.controller import Match, SeatPlan
from table.ui.intents import Intent
from table.ui.routes import AppRoutes
from table.ui.run_loop import Loop, first_frame_only
from table.ui.scene import Scene, SceneStack
from table.ui.scenes.keys import open_keys_page
from table.ui.screen_voice import ScreenVoice
from table.ui.settings_model import Settings
from table.ui.sounds import Sounds
from table.ui.tables.context import applied_ui_scale
from table.version import window_title

MAX_DT = 0.1  # a stalled frame (window dragged, machine busy) must not jump animations


class App:
    def __init__(
        self,
        settings: Settings | None = None,
        size: tuple[int, int] | None = None,
        sound: bool = True,
        store: Locations | None = None,
        notice: str = "",
        position: tuple[int, int] | None = None,
    ) -> None:
        self.settings = settings or Settings()
        i18n.start(self.settings.language, catalogues())
        self.store = store
        self.notice = notice  # a one-line message for the title screen (a damaged file)
        self._settings_writer: BackgroundWriter[JsonObject] | None = None
        self.autosave_writer: BackgroundWriter[JsonObject] | None = None
        if store is not None:
            self._settings_writer = BackgroundWriter(
                partial(write_json_atomic, store.settings_file), "your settings"
            )
            self.autosave_writer = BackgroundWriter(partial(write_autosave, store), "your game")
        os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")
        pygame.display.init()
        pygame.font.init()
        pygame.key.set_repeat(350, 40)
        self.windowed_size = layout.clamp_window(size or self.settings.window)
        self.surface = self._open_window(self.settings.fullscreen)
        self._place(position)
        self.stack = SceneStack()
        self.routes = AppRoutes(self)
        self.sounds = Sounds(self.settings, enabled=sound)
        self._click = partial(self.sounds.play, "click")  # every button pressed in a frame
        self.screen_voice = ScreenVoice()  # what each screen's focus and words say aloud
        self.running = True
        self.frames = 0
        self.launch_seconds = 0.0
        self.session_results: list[JsonObject] = []  # games finished since the app opened
        # What the last frame drew (faces shown, text sizes): tests read it to prove a
        # hand-over showed no private card; it costs a set insert per card drawn.
        self.probe = gfx.DrawProbe()
        self.dirty: list[pygame.Rect] | None = None  # what the last frame changed (the loop shows it)

    # -- settings and saves -------------------------------------------------------------

    def settings_changed(self) -> None:
        """A setting changed: take it into use and save it (off the frame loop)."""
        self.sounds.apply_volumes()
        if self.store is not None:  # the real app (a test's App stays silent)
            speech.configure(self.settings.speech, self.settings.speech_rate)
        if self._settings_writer is not None:
            self.settings.validate()
            self._settings_writer.submit(self.settings.to_json())

    def new_match(
        self,
        game_id: str,
        plans: list[SeatPlan],
        options: JsonObject | None = None,
        seed: int | None = None,
    ) -> Match:
        """A new game at the table, autosaved after every move when the app has a store."""
        return Match(
            game_id,
            plans,
            options,
            seed,
            self.settings.ai_budget,
            store=self.store,
            writer=self.autosave_writer,
        )

    def saved_game(self) -> tuple[Session | None, str | None]:
        """The autosaved game, replayed and checked, or why there is none that can be used
        (a save whose moves no longer replay is moved aside like a damaged file)."""
        if self.store is None:
            return None, None
        self.flush_saves()  # the newest move must be on disk before it is read back
        record, problem = load_autosave(self.store)
        if record is None:
            return None, problem
        try:
            session = Session.from_record(
                record, self.store, self.settings.ai_budget, self.autosave_writer
            )
        except ValueError as error:
            # The rules' own words for the refused move stay in the kept file (a bug
            # report); the player is told only that the save is damaged and where it went.
            return None, discard_autosave(self.store, str(error).split(" (")[0])
        if session.state.is_over:
            return None, None
        return session, None

    def flush_saves(self) -> None:
        for writer in (self.autosave_writer, self._settings_writer):
            if writer is not None:
                writer.flush()

    # -- window -------------------------------------------------------------------------

    def _open_window(self, fullscreen: bool) -> pygame.Surface:
        pygame.display.set_caption(window_title())
        icon = gfx.assets_function("app_icon")
        if icon is not None:
            pygame.display.set_icon(icon(64))
        if fullscreen:
            surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            surface = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
            try:
                with warnings.catch_warnings():
                    # pygame-ce 2.5 marks this bridge deprecated but offers no other way to
                    # set a display-module window's minimum size.
                    warnings.simplefilter("ignore", DeprecationWarning)
                    pygame.Window.from_display_module().minimum_size = layout.MIN_WINDOW
            except (AttributeError, pygame.error):
                pass  # the minimum is also enforced on every resize below
        # The night's colour at once: until the first frame (the title's art, fonts, a
        # busy machine: seconds under load) a new window would otherwise stay black.
        surface.fill(gfx.NIGHT)
        pygame.display.flip()
        return surface

    def _place(self, position: tuple[int, int] | None) -> None:
        """Put a new window where it was (``table.ui.screen``), maximised if it was."""
        if self.settings.fullscreen:
            return
        if position is not None and not os.environ.get("SDL_VIDEO_WINDOW_POS"):
            pygame.display.set_window_position(position)
        if self.settings.maximized:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", DeprecationWarning)
                pygame.Window.from_display_module().maximize()

    def window_event(self, event: pygame.event.Event) -> None:
        """Remember where the window is and whether it is maximised, for the next start."""
        if self.settings.fullscreen:
            return
        if event.type == pygame.WINDOWMOVED and not self.settings.maximized:
            self.settings.window_x, self.settings.window_y = int(event.x), int(event.y)
        elif event.type in (pygame.WINDOWMAXIMIZED, pygame.WINDOWRESTORED):
            self.settings.maximized = event.type == pygame.WINDOWMAXIMIZED

    @property
    def size(self) -> tuple[int, int]:
        return (self.surface.get_width(), self.surface.get_height())

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        self.surface = self._open_window(self.settings.fullscreen)
        self.invalidate()
        self.settings_changed()

    def invalidate(self) -> None:
        """The window lost what it showed (a new surface, an expose): the next frame is
        drawn whole. A frame number skipped tells the scenes that keep what they drew."""
        self.frames += 1

    def resize(self, size: tuple[int, int]) -> None:
        if self.settings.fullscreen:
            return
        clamped = layout.clamp_window(size)
        self.windowed_size = clamped
        # A maximised window's size is the screen's: the size to restore stays remembered.
        remembered = self.settings.window != clamped and not self.settings.maximized
        if remembered:
            self.settings.window = clamped
        if clamped != tuple(size) or self.surface.get_size() != clamped:
            with warnings.catch_warnings():  # "forcibly resized by the OS": the next resize clamps
                warnings.simplefilter("ignore", RuntimeWarning)
                self.surface = pygame.display.set_mode(clamped, pygame.RESIZABLE)
        self.invalidate()
        if remembered:
            self.settings_changed()

    # -- loop ---------------------------------------------------------------------------

    @property
    def ui_scale(self) -> float:
        """The player's text and card size (1.0 to 2.0), read from the settings each frame,
        or as much of it as this window fits (the choice is kept for a larger window)."""
        # A table that keeps room under its trick (Batwalk's runway) fits the scale with it.
        presenters = (getattr(scene, "presenter", None) for scene in self.stack.scenes)
        band = max((getattr(shown, "middle_band", 0.0) for shown in presenters), default=0.0)
        return applied_ui_scale(gfx.clamp_scale(settings_model.ui_scale(self.settings)), self.size, band)

    def push(self, scene: Scene) -> None:
        self.stack.push(scene)

    def step(self, intents: list[Intent], dt: float) -> None:
        """One frame: handle intents, update the top scene, draw, all at the player's UI scale."""
        if self.advance(intents, dt):
            self.draw()  # at the scale as it is now (this frame may have changed it)

    def advance(self, intents: list[Intent], dt: float, longest: float = MAX_DT) -> bool:
        """Handle intents, update the top scene (by ``longest`` at most), at the UI scale; False if closed."""
        with gfx.at_scale(self.ui_scale), widgets.press_cue(self._click):
            return self._handle_and_update(intents, dt, longest)

    def _handle_and_update(self, intents: list[Intent], dt: float, longest: float = MAX_DT) -> bool:
        """The frame's intents and update; False if the window was closed."""
        for intent in intents:
            if intent.kind == "quit":
                self.running = False
                return False
            if intent.kind in ("fullscreen", "keys"):
                self.toggle_fullscreen() if intent.kind == "fullscreen" else open_keys_page(self)
                continue
            if intent.kind == "resize":
                self.resize(intent.size)
            top = self.stack.top
            if top is not None:
                top.handle(intent)
        top = self.stack.top
        if top is not None:
            top.update(min(dt, longest))
        self.screen_voice.update(self.stack.top)
        self.tell_save_problems()
        for scene in self.stack.visible():  # laid out here, so drawing them changes nothing
            scene.place()
        return True

    def tell_save_problems(self) -> None:
        """A write that failed (full or read-only disk) is told once, in one line: at the
        table in its message strip, on the title among its notices, else on the next title."""
        writers = (self.autosave_writer, self._settings_writer)
        problems = [writer.take_problem() for writer in writers if writer is not None]
        for problem in [*problems, speech.SPEAKER.take_notice()]:  # and a voice that failed
            if problem is None:
                continue
            top = self.stack.top
            if callable(say := getattr(top, "say", None)):
                say(problem)
            elif isinstance(notices := getattr(top, "notices", None), list):
                notices.append(problem)
            else:
                self.notice = problem

    def draw(self) -> None:
        """Draw the visible scenes at the player's UI scale, recording them in ``probe``."""
        self.probe.clear()
        visible = self.stack.visible()
        with gfx.at_scale(self.ui_scale), self.probe:
            for scene in visible:
                scene.draw(self.surface)
        self.frames += 1
        self.dirty = visible[0].drawn_rects() if len(visible) == 1 else None  # None: the whole window

    def first_frame(self) -> None:
        """The first frame is on screen: open the audio device (or stop, for the launch bench)."""
        if first_frame_only():
            self.running = False
        else:
            self.sounds.open()

    def run_loop(self) -> None:
        Loop(self).run()

    def close(self) -> None:
        """Quit: the last autosave and the settings reach the disk before the window goes."""
        if self._settings_writer is not None:
            self.settings_changed()
        self.flush_saves()
        speech.SPEAKER.close()
        pygame.display.quit()


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--size", metavar="WxH", help="window size, e.g. 1280x720")
    parser.add_argument("--fullscreen", action="store_true", help="start in fullscreen")


def parse_size(text: str) -> tuple[int, int]:
    width, _, height = text.lower().partition("x")
    try:
        return (int(width), int(height))
    except ValueError as error:
        raise SystemExit(f"--size must look like 1280x720, not {text!r}") from error


def open_app(
    store: Locations, size: tuple[int, int] | None = None, sound: bool = True, fullscreen: bool = False
) -> App:
    """The app with the player's settings from ``store`` (defaults and a notice if damaged),
    its window placed on the screen as ``table.ui.screen`` says unless ``size`` is given."""
    first = not store.settings_file.exists()
    i18n.start("", catalogues())  # a damaged settings file is told in the language defaults speak
    settings, notice = load_settings(store)
    if fullscreen:
        settings.fullscreen = True
    position = None
    if size is None:
        pygame.display.init()
        where = None if settings.window_x is None or settings.window_y is None else (
            settings.window_x, settings.window_y
        )
        remembered = None if first else settings.window  # a first start: the desktop's size
        placed = screen.place(screen.displays(), remembered, where, layout.MIN_WINDOW)
        size, position = placed.size, placed.position
        settings.window, (settings.window_x, settings.window_y) = size, position or (None, None)
        if placed.ui_scale is not None and first:
            settings.ui_scale = placed.ui_scale
    return App(settings, size=size, sound=sound, store=store, notice=notice or "", position=position)


def start(args: argparse.Namespace) -> App:
    """The app on the title screen, or straight in the saved game for ``spooky-table resume``."""
    size = parse_size(args.size) if getattr(args, "size", None) else None
    store = locations(getattr(args, "data_dir", None))
    app = open_app(store, size, fullscreen=getattr(args, "fullscreen", False))
    speech.configure(app.settings.speech, app.settings.speech_rate)  # found off the frame loop
    app.routes.start(resume=getattr(args, "resume", False))
    return app


def run(args: argparse.Namespace) -> int:
    started = time.perf_counter()
    app = start(args)
    app.launch_seconds = time.perf_counter() - started
    try:
        app.run_loop()
    finally:
        app.close()
    return 0
