"""What a scene may use of the app: the ``Host`` (size, stack, settings, scale, saves, sounds) and ``Routes``.

Scenes are written against these two protocols, never against ``App``: a scene opens
another screen by asking the routes for it (``host.routes.setup(game_id)``) and putting
it on the stack, so no scene imports another scene to navigate, and the app, which
implements both, is the only module that knows them all (``table.ui.routes``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from table.core.vocabulary import Event, JsonObject

if TYPE_CHECKING:
    from table.persistence import Locations
    from table.session import Session
    from table.ui.controller import Match, SeatPlan
    from table.ui.scene import Scene, SceneStack
    from table.ui.settings_model import Settings


class SoundPlayer(Protocol):
    """The app's sound cues (``app.Sounds``)."""

    def play(self, cue: str) -> None: ...

    def for_event(self, game_id: str, event: Event, seat: int | None) -> list[str]: ...


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
    session_results: list[JsonObject]  # games finished since the app opened

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
        options: JsonObject | None = None,
        seed: int | None = None,
    ) -> Match: ...

    def saved_game(self) -> tuple[Session | None, str | None]: ...
