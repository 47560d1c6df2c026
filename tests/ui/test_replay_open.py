"""A replay is public and can go back: every hand face up, and a step back that
rebuilds the very position shown before from the record.

Each game is played to its end by random legal moves, kept as a session (what a game
record holds), and watched as a person would: the arrow keys, the Back/Next buttons
and a click to skip an animation, through the real app.
"""

from __future__ import annotations

import random

import pygame
import pytest

from table.games import game_ids, get_game
from table.session import Seat, Session
from table.ui import layout
from table.ui.app import App
from table.ui.intents import click, key
from table.ui.replay import ReplayScene, stops
from table.ui.scenes.overlays import GameOverScene, RoundSummary
from table.ui.settings_model import Settings
from table.ui.widgets import Button
from tests.per_game import data_of, sample_game

FRAME = 1 / 30
GAMES = game_ids()


def finished(game_id: str, seed: int, players: int = 4) -> Session:
    """A whole game played by random legal moves, as its record would replay it."""
    game = get_game(game_id)
    state = game.new_state(players, seed, data_of(game_id, "WATCHED")[1])  # its short game
    rng = random.Random(seed)
    for _ in range(20_000):
        if state.is_over:
            break
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert state.is_over
    seats = [Seat(f"Seat {index + 1}", "ai", "random", index) for index in range(players)]
    return Session(game_id, state, seats)


def watch(session: Session, size: tuple[int, int] = (1280, 720)) -> App:
    app = App(Settings(animation_speed=4.0), size=size, sound=False)
    app.push(ReplayScene(app, session, paused=True))
    settle(app)
    return app


def scene_of(app: App) -> ReplayScene:
    top = app.stack.top
    assert isinstance(top, ReplayScene)
    return top


def settle(app: App) -> None:
    """Frames until the replay stands still on top: animations skipped by a click on the
    felt, a round's summary closed with Enter."""
    for _ in range(400):
        top = app.stack.top
        if isinstance(top, RoundSummary):
            app.step([key("activate")], FRAME)
        elif isinstance(top, ReplayScene) and top.timeline.busy:
            app.step([click((2, 2))], FRAME)
        elif isinstance(top, ReplayScene):
            app.step([], FRAME)
            return
        else:
            return
    raise AssertionError("the replay never stood still")


def picture(app: App) -> bytes:
    app.step([], FRAME)
    return pygame.image.tobytes(app.surface, "RGB")


def forward(app: App, moves: int) -> None:
    for _ in range(moves):
        app.step([key("move", dx=1)], FRAME)
        settle(app)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_hand_is_drawn_face_up_in_a_finished_games_replay(game_id: str) -> None:
    session = finished(game_id, seed=5)
    app = watch(session)
    middle = stops(session)[len(stops(session)) // 3]
    forward(app, middle - scene_of(app).moves_done)
    scene = scene_of(app)
    assert scene.paused and not scene.timeline.busy
    app.step([], FRAME)  # app.probe records this frame
    state = scene.match.state
    for seat in range(state.players):
        # The cards the seat holds, as the game's view tells them (REPLAY_HELD in its test data).
        held, to_find = data_of(game_id, "REPLAY_HELD")(state, seat)
        assert held or not to_find, f"a {game_id} hand to look for"
        missing = set(held) - app.probe.faces
        assert not missing, f"seat {seat}'s {sorted(missing)} are not shown face up"
    assert scene.match.human_to_act() is None  # nobody plays at a replay
    app.close()


@pytest.mark.parametrize("game_id", GAMES)
def test_stepping_forward_then_back_returns_the_same_drawn_position(game_id: str) -> None:
    session = finished(game_id, seed=8)
    app = watch(session)
    forward(app, 6)
    start = scene_of(app).moves_done
    before = picture(app)
    forward(app, 5)
    assert scene_of(app).moves_done > start
    for _ in range(5):
        app.step([key("move", dx=-1)], FRAME)
        settle(app)
    assert scene_of(app).moves_done == start and scene_of(app).paused
    assert picture(app) == before
    app.close()


def test_the_back_and_next_buttons_step_and_the_deal_is_as_far_back_as_it_goes() -> None:
    session = finished(sample_game(), seed=3)
    app = watch(session)
    scene = scene_of(app)
    first = scene.moves_done
    back, ahead = (layout.centre(rect) for rect in scene.step_rects())
    app.step([click((round(ahead[0]), round(ahead[1])))], FRAME)
    settle(app)
    assert scene_of(app).moves_done > first
    app.step([click((round(back[0]), round(back[1])))], FRAME)
    settle(app)
    assert scene_of(app).moves_done == first
    app.step([key("move", dx=-1)], FRAME)  # at the deal: nothing earlier
    settle(app)
    assert scene_of(app).moves_done == first
    app.close()


def test_step_back_from_the_end_of_the_recording() -> None:
    session = finished(game_ids()[0], seed=2)  # any game
    app = App(Settings(animation_speed=4.0), size=(960, 540), sound=False)
    app.push(ReplayScene(app, session, at=len(session.state.history) - 1, paused=True))
    settle(app)
    app.step([key("move", dx=1)], FRAME)  # the last move: the end's overlay follows
    for _ in range(400):
        if not isinstance(app.stack.top, ReplayScene | RoundSummary):
            break
        settle(app)
        app.step([], FRAME)
    end = app.stack.top
    assert isinstance(end, GameOverScene)
    widgets = end.focus.widgets
    step_back = next(w for w in widgets if isinstance(w, Button) and w.label == "Step back")
    x, y = layout.centre(step_back.rect)
    app.step([click((round(x), round(y)))], FRAME)  # as a person would
    settle(app)
    assert scene_of(app).moves_done < len(session.state.history)
    app.close()
