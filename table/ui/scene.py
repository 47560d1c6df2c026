"""Scenes and the scene stack: enter/pause/resume/exit, ``update(dt)`` changes, ``draw`` never does.

Layout is a change too: a scene places its widgets in ``place()``, which the app calls
for every visible scene after each frame's input and update (so a window resized, or a
UI scale changed under an overlay, is laid out before the next frame); ``draw`` only
reads the rectangles it finds.

A scene is one screen (title, setup, table, hand-over, pause...). The app keeps them
on a stack: only the top scene receives intents and updates; drawing starts at the
highest opaque scene so an overlay (pause, hand-over) is drawn over what lies below.

The app sleeps while nothing changes (``table.ui.run_loop``): the top scene tells it,
after each update, when it next changes by itself (``wake_in``: 0.0 while something
moves, a delay for a timer such as a tooltip or a message, None while it is still) and
whether it has work between frames that shows nothing (``working``: an AI thinking).
A scene that changes with time must say so here, or it is not updated until input.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from table.ui.intents import Intent

if TYPE_CHECKING:
    from table.persistence import Locations
    from table.session import Session
    from table.ui.controller import Match, SeatPlan
    from table.ui.settings_model import Settings


class Scene:
    """Base scene: override what you need."""

    opaque = True

    def __init__(self, app: Host) -> None:
        self.app = app

    def enter(self) -> None:
        """Pushed onto the stack."""

    def exit(self) -> None:
        """Popped off the stack."""

    def pause(self) -> None:
        """Another scene was pushed on top."""

    def resume(self) -> None:
        """The scene on top was popped."""

    def handle(self, intent: Intent) -> None:
        """React to one intent (only the top scene gets them)."""

    def update(self, dt: float) -> None:
        """Advance ``dt`` seconds."""

    def place(self) -> None:
        """Lay the scene out for the window's size and the UI scale now (the app calls it
        for every visible scene after each update, at that scale)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene; must not change anything (not even its layout: see ``place``)."""

    def wake_in(self) -> float | None:
        """Seconds until this scene changes on screen by itself (0.0: it is moving, every
        frame is drawn); None: it is still until input arrives."""
        return None

    def working(self) -> bool:
        """True while it has work between frames that changes nothing on screen (an AI
        thinking): it is updated again at once, without a frame being drawn."""
        return False


def soonest(*delays: float | None) -> float | None:
    """The earliest of several ``wake_in`` answers (None: none of them)."""
    due = [max(0.0, delay) for delay in delays if delay is not None]
    return min(due) if due else None


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def remove(self, scene: Scene) -> None:
        """Take ``scene`` off wherever it is (an overlay closing itself from below)."""
        if self.scenes and self.scenes[-1] is scene:
            self.pop()
        elif scene in self.scenes:
            self.scenes.remove(scene)
            scene.exit()

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Empty the stack and start again from ``scene`` (quit to title)."""
        while self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the highest opaque one up."""
        start = 0
        for index in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[index].opaque:
                start = index
                break
        return self.scenes[start:]


# -- what a scene may use of the app (``table.ui.host`` tells of them) -----------------


class SoundPlayer(Protocol):
    """The app's sound cues (``sounds.Sounds``)."""

    def play(self, cue: str) -> None: ...

    def for_event(self, game_id: str, event: dict[str, Any], seat: int | None) -> list[str]: ...


class Routes(Protocol):
    """The screens a scene may open, each made ready for the stack."""

    def title(self) -> Scene: ...

    def setup(self, game_id: str) -> Scene: ...

    def table(self, match: Match, animate_start: bool = True) -> Scene: ...

    def lesson(self, game_id: str) -> Scene: ...

    def statistics(self) -> Scene: ...

    def settings(self) -> Scene: ...

    def rules(self, game_id: str) -> Scene: ...


class Host(Protocol):
    """The app as the scenes see it."""

    running: bool  # False: the app closes after this frame
    notice: str  # a one-line message for the title screen (a damaged file)
    session_results: list[dict[str, Any]]  # games finished since the app opened

    @property
    def size(self) -> tuple[int, int]: ...

    @property
    def frames(self) -> int: ...

    @property
    def stack(self) -> SceneStack: ...

    @property
    def settings(self) -> Settings: ...

    @property
    def ui_scale(self) -> float: ...  # the player's text and card size; frames are drawn at it

    @property
    def store(self) -> Locations | None: ...

    @property
    def sounds(self) -> SoundPlayer: ...

    @property
    def routes(self) -> Routes: ...

    def push(self, scene: Scene) -> None: ...

    def settings_changed(self) -> None: ...

    def toggle_fullscreen(self) -> None: ...

    def new_match(
        self,
        game_id: str,
        plans: list[SeatPlan],
        options: dict[str, Any] | None = None,
        seed: int | None = None,
    ) -> Match: ...

    def saved_game(self) -> tuple[Session | None, str | None]: ...
