"""The table app with its files: settings remembered across restarts, autosave after every
move at the table, Continue resuming exactly (and continuing exactly as an uninterrupted
game would), statistics from games finished at the table, export and replay.

Every app here is opened on a temporary data folder (``--data-dir``) the way the
``play`` command opens it (``open_app``), and driven by intents only.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import re
import signal
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from table import manifest
from table.games import game_ids, get_game
from table.persistence import (
    Settings,
    load_autosave,
    load_statistics,
    locations,
    save_settings,
    write_json_atomic,
)
from table.session import Seat, Session
from table.ui import layout, replay
from table.ui.app import App, open_app, start
from table.ui.controller import SeatPlan
from table.ui.intents import Intent, click, key
from table.ui.scenes.common import MenuOverlay
from table.ui.scenes.overlays import GameOverScene, HandOverScene, PauseScene, RoundSummary
from table.ui.scenes.settings import SettingsScene
from table.ui.scenes.setup import SetupScene
from table.ui.scenes.statistics import StatisticsScene
from table.ui.scenes.table import TableScene
from table.ui.scenes.title import TitleScene
from table.ui.settings_model import setup_for
from table.ui.widgets import Button
from tests.per_game import data_of, sample_game
from tests.ui.driver import TableDriver

ROOT = Path(__file__).resolve().parents[2]
FRAME = 0.1
AI_SEATS = [SeatPlan("ai", name, "random") for name in ("Mildred", "Bones", "Ghoulia", "Pumpkin")]
FIRST = game_ids()[0]  # the setup remembered: any game
GAME = sample_game()  # the game saved, resumed and counted: any game
SHORT = data_of(GAME, "SHORT_OPTIONS")  # a short whole game


def open_at(folder: Path) -> App:
    """The app on ``folder`` at 1280x720, animations fast (the setting is then saved too)."""
    app = open_app(locations(folder), size=(1280, 720), sound=False)
    app.settings.animation_speed = 4.0
    return app


def press_button(app: App, button: Button) -> None:
    """Click a widget's middle, as a person would."""
    x, y = layout.centre(button.rect)
    app.step([click((round(x), round(y)))], FRAME)


def run_until(app: App, done: Callable[[], bool], frames: int = 20_000) -> None:
    """Let the table run (animations skipped, summaries closed) until ``done``."""
    for _ in range(frames):
        if done():
            return
        top = app.stack.top
        if isinstance(top, RoundSummary):
            app.step([key("activate")], FRAME)
        elif isinstance(top, TableScene) and top.timeline.busy:
            app.step([key("skip")], FRAME)
        else:
            app.step([], FRAME)
    raise AssertionError("the table never got there")


def start_at_table(app: App, plans: list[SeatPlan], seed: int, options: dict[str, object]) -> TableScene:
    """Title, then a new game at the table, as the setup screen starts one."""
    title = TitleScene(app)
    app.push(title)
    app.step([], FRAME)
    table = TableScene(app, app.new_match(GAME, plans, options, seed))
    app.push(table)
    return table


def continue_from_title(app: App) -> TableScene:
    title = TitleScene(app)
    app.push(title)
    app.step([], FRAME)
    assert title.continue_button.enabled
    press_button(app, title.continue_button)
    tables = [scene for scene in app.stack.scenes if isinstance(scene, TableScene)]
    assert len(tables) == 1, "Continue did not open the table"
    return tables[0]


def quit_app(app: App) -> None:
    app.step([Intent("quit")], FRAME)
    assert not app.running
    app.close()


# -- settings ---------------------------------------------------------------------------


def test_settings_are_remembered_after_a_restart(tmp_path: Path) -> None:
    app = open_at(tmp_path)
    app.push(TitleScene(app))
    app.push(SettingsScene(app))
    app.step([], FRAME)
    app.step([key("move", dx=1)], FRAME)  # animation speed 4 -> (wraps to) 0.5
    app.step([key("next"), key("move", dx=-1)], FRAME)  # volume 80% -> 70%
    chosen = (app.settings.animation_speed, app.settings.master_volume)
    assert chosen == (0.5, 0.7)
    app.step([key("back")], FRAME)
    app.step([Intent("resize", size=(1000, 700))], FRAME)  # inside the dummy 1024x768 desktop
    setup = SetupScene(app, FIRST)
    app.push(setup)
    setup.players_choice.step(-1)
    setup.name_fields[0].value = "Zoe"
    setup.start()
    quit_app(app)

    again = open_app(locations(tmp_path), sound=False)  # no size given: the remembered one
    assert (again.settings.animation_speed, again.settings.master_volume) == (0.5, 0.7)
    assert again.settings.window == (1000, 700) and again.size == (1000, 700)
    remembered = setup_for(again.settings, FIRST)
    assert remembered is not None and remembered.seats[0].name == "Zoe"
    assert SetupScene(again, FIRST).players == setup.players
    again.close()


@pytest.mark.parametrize(
    "damage", [b"", b'{"version": 1, "mas', b'{"version": 7}', b'{"version": 1, "muted": 3}']
)
def test_damaged_settings_give_defaults_and_a_notice_once(tmp_path: Path, damage: bytes) -> None:
    where = locations(tmp_path)
    where.settings_file.write_bytes(damage)
    app = open_app(where, size=(1280, 720), sound=False)
    assert app.settings == Settings()
    title = TitleScene(app)
    app.push(title)
    app.step([], FRAME)
    [notice] = title.notices
    assert "Defaults restored" in notice and "\n" not in notice and ".." not in notice
    assert list(tmp_path.glob("settings.json.damaged-*"))
    assert TitleScene(app).notices == []  # once: back at the title it is gone
    app.close()
    assert Settings.from_json(json.loads(where.settings_file.read_text())) == Settings()


# -- autosave and Continue -------------------------------------------------------------


def test_every_move_at_the_table_is_autosaved(tmp_path: Path) -> None:
    app = open_at(tmp_path)
    plans = [SeatPlan("human", "Ann"), *AI_SEATS[:2]]
    table = start_at_table(app, plans, seed=4, options=SHORT)
    driver = TableDriver(app, table, random.Random(4), skip=True)
    where = locations(tmp_path)
    for _ in range(4000):
        if driver.human_moves >= 3:
            break
        before = len(table.match.state.history)
        driver.frame([key("activate")] if isinstance(app.stack.top, RoundSummary) else driver.human_intents())
        driver.human_moves += sum(seat == 0 for seat, _ in table.match.state.history[before:])
        if len(table.match.state.history) > before:
            assert app.autosave_writer is not None and app.autosave_writer.flush()
            record, problem = load_autosave(where)
            assert problem is None and record is not None
            assert Session.from_record(record).state.history == table.match.state.history
    assert driver.human_moves >= 3
    app.close()


def test_quit_then_continue_resumes_exactly_and_plays_on_like_an_uninterrupted_game(tmp_path: Path) -> None:
    # The game played through at the table without a break...
    whole_app = open_at(tmp_path / "whole")
    whole = start_at_table(whole_app, AI_SEATS, seed=5, options=SHORT)
    run_until(whole_app, lambda: isinstance(whole_app.stack.top, GameOverScene))
    whole_app.close()
    middle = len(whole.match.state.history) // 2  # where the game is quit: halfway, whatever the game
    # ...and the same game quit in the middle, the app closed, and opened again.
    folder = tmp_path / "broken"
    app = open_at(folder)
    title = TitleScene(app)
    assert not title.continue_button.enabled  # nothing saved yet
    table = start_at_table(app, AI_SEATS, seed=5, options=SHORT)
    run_until(app, lambda: len(table.match.state.history) >= middle)
    history = list(table.match.state.history)
    public = table.match.state.view(None)
    seats = list(table.match.seats)
    quit_app(app)

    again = open_at(folder)
    title = TitleScene(again)
    assert title.continue_button.label.startswith(f"Continue — {get_game(GAME).title} · ")
    assert "Mildred (AI random)" in title.saved_seats()
    resumed = continue_from_title(again)
    match = resumed.match
    assert match.state.history == history and match.seats == seats
    assert match.state.view(None) == public
    assert resumed.shown_trick == resumed.presenter.trick(public)
    assert [s.seed for s in match.seats] == [s.seed for s in whole.match.seats]
    run_until(again, lambda: isinstance(again.stack.top, GameOverScene))
    assert match.state.history == whole.match.state.history
    assert match.state.scores == whole.match.state.scores
    reference = Session.start(GAME, seats, seed=5, options=SHORT)
    reference.play_out()  # the headless game the same seats play
    assert reference.state.history == match.state.history
    assert not locations(folder).autosave_file.exists()  # a finished game leaves no save
    again.close()


def test_continue_in_hot_seat_hands_over_before_any_private_card(tmp_path: Path) -> None:
    app = open_at(tmp_path)
    plans = [SeatPlan("human", "Ann"), SeatPlan("human", "Ben"), AI_SEATS[0]]
    table = start_at_table(app, plans, seed=8, options=SHORT)
    driver = TableDriver(app, table, random.Random(8), skip=True)
    for _ in range(5000):  # play on until it is a human's turn after some moves
        if len(table.match.state.history) >= 12 and table.actor() is not None:
            break
        top = app.stack.top
        if isinstance(top, HandOverScene):
            driver.frame([click((10, 10))])
        elif isinstance(top, RoundSummary):
            driver.frame([key("activate")])
        else:
            driver.frame(driver.human_intents())
    decider = table.actor()
    assert decider is not None
    quit_app(app)

    again = open_at(tmp_path)
    resumed = continue_from_title(again)
    match = resumed.match
    assert match.viewer is None and match.next_decider() == decider
    for _ in range(10):
        again.step([], FRAME)
        hidden = match.state.hidden_ids(None)
        assert not again.probe.faces & hidden, "a private card was drawn before the hand-over"
        if isinstance(again.stack.top, HandOverScene):
            break
    hand_over = again.stack.top
    assert isinstance(hand_over, HandOverScene) and hand_over.seat == decider
    again.step([click((10, 10))], FRAME)
    assert match.viewer == decider and resumed.actor() == decider
    again.close()


def test_a_damaged_save_gives_one_line_and_continue_stays_off(tmp_path: Path) -> None:
    where = locations(tmp_path)
    seats = [Seat(p.name, "ai", "random", n) for n, p in enumerate(AI_SEATS)]
    session = Session.start(GAME, seats, seed=2, store=where)
    record = session.to_record()
    record["state"]["history"] = [[0, "play nothing-at-all"]]
    write_json_atomic(where.autosave_file, record)
    app = open_at(tmp_path)
    title = TitleScene(app)
    assert not title.continue_button.enabled and title.continue_button.label == "Continue"
    [notice] = title.notices
    assert notice.startswith("The saved game could not be resumed: the save is damaged")
    assert "\n" not in notice and "autosave.json.damaged-" in notice
    assert not where.autosave_file.exists() and list(tmp_path.glob("autosave.json.damaged-*"))
    title.continue_game()  # a click on the disabled button's action changes nothing
    assert app.stack.top is None or not isinstance(app.stack.top, TableScene)
    where.autosave_file.write_bytes(b'{"kind": "spooky-table-game", "version": 1, "ga')
    assert "could not be resumed" in TitleScene(app).notices[0]
    app.close()


def test_resume_without_headless_opens_straight_into_the_saved_game(tmp_path: Path) -> None:
    where = locations(tmp_path)
    seats = [Seat(p.name, "ai", "random", n) for n, p in enumerate(AI_SEATS)]
    session = Session.start(GAME, seats, seed=6, store=where)
    for _ in range(20):
        seat = session.ai_to_act()
        assert seat is not None
        session.apply(seat, random.Random(seat).choice(session.state.legal_actions(seat)))
    app = start(argparse.Namespace(data_dir=str(tmp_path), resume=True, size="1280x720"))
    table = app.stack.top
    assert isinstance(table, TableScene) and table.match.state.history == session.state.history
    assert table.match.seats == seats
    app.close()


def test_killing_the_app_mid_game_always_leaves_a_save_that_continues(tmp_path: Path) -> None:
    """The real program, opened on a saved all-AI game, killed with SIGKILL while it plays."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    rng = random.Random(12)
    advanced = 0
    for run in range(4):
        folder = tmp_path / f"run{run}"
        where = locations(folder)
        fast = Settings(animation_speed=8.0)
        save_settings(where, fast)
        seats = [Seat(p.name, "ai", "random", n + run) for n, p in enumerate(AI_SEATS)]
        Session.start(GAME, seats, seed=run, store=where)
        process = subprocess.Popen(
            [sys.executable, "-m", "table", "--data-dir", str(folder), "resume"],
            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        )
        time.sleep(1.5 + rng.uniform(0.0, 1.5))
        process.send_signal(signal.SIGKILL)
        process.wait()
        record, problem = load_autosave(where)
        assert problem is None and record is not None, f"run {run}: no usable save after the kill"
        session = Session.from_record(record)
        advanced += bool(session.state.history)
        again = open_at(folder)
        assert TitleScene(again).continue_button.enabled
        again.close()
    assert advanced >= 2, "the app hardly played before it was killed: nothing was tested"


# -- statistics -------------------------------------------------------------------------


def test_a_game_finished_at_the_table_is_in_the_statistics(tmp_path: Path) -> None:
    app = open_at(tmp_path)
    table = start_at_table(app, AI_SEATS[:3], seed=9, options=SHORT)
    run_until(app, lambda: isinstance(app.stack.top, GameOverScene))
    state = table.match.state
    stats, problem = load_statistics(locations(tmp_path))
    assert problem is None
    for seat, plan in enumerate(AI_SEATS[:3]):
        record = stats[GAME][plan.name]
        assert (record.played, record.won, record.best) == (1, int(seat in state.winners), state.scores[seat])
    app.stack.reset(TitleScene(app))
    app.stack.top.statistics()  # type: ignore[union-attr]
    screen = app.stack.top
    assert isinstance(screen, StatisticsScene)
    app.step([], FRAME)
    rows = [line for line in screen.raw_lines if "\t" in line]
    assert rows[0] == "# Player\tPlayed\tWon\tBest\tAverage"
    for seat, plan in enumerate(AI_SEATS[:3]):
        score = state.scores[seat]
        won = int(seat in state.winners)
        assert f"{plan.name}\t1\t{won}\t{score}\t{score:.1f}" in rows
    best = "lowest" if manifest.entry(GAME).low_is_best else "highest"
    assert screen.raw_lines[0] == f"# {get_game(GAME).title} ({best} score is best)"
    app.close()


# -- export and replay ------------------------------------------------------------------


def export_from_pause(app: App, table: TableScene) -> tuple[Path, list[tuple[int, str]]]:
    """Export from the pause menu; the file and the moves made when it was written."""
    app.step([key("back")], FRAME)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    export = next(w for w in pause.focus.widgets if isinstance(w, Button) and w.label == "Export game")
    press_button(app, export)
    moves = list(table.match.state.history)  # paused: nothing moves while the menu is open
    assert pause.note.startswith("Exported to ")
    path = Path(pause.note.removeprefix("Exported to "))
    assert app.store is not None and path.parent == app.store.exports_dir
    app.step([key("back")], FRAME)
    assert app.stack.top is table
    return path, moves


def watch(recorded: Session) -> tuple[App, replay.ReplayScene]:
    app = App(Settings(animation_speed=4.0), size=(1280, 720), sound=False)
    scene = replay.ReplayScene(app, recorded)
    app.push(scene)
    return app, scene


def watch_to_the_end(app: App, scene: replay.ReplayScene) -> None:
    """Frames until the end of the recording, checking every hand is drawn face up
    whenever the table is still (a replay is public: see tests/ui/test_replay_open.py)."""
    for _ in range(20_000):
        top = app.stack.top
        if top is not scene and not isinstance(top, RoundSummary):
            return
        app.step([], FRAME)
        if not scene.timeline.busy and top is scene:
            held = {card for seat in range(scene.match.state.players) for card in scene.open_hands.hand(seat)}
            missing = {card for card in held if card is not None} - app.probe.faces
            assert not missing, f"the replay hid cards {sorted(missing)}"
    raise AssertionError("the replay never ended")


def test_export_a_running_game_and_replay_it(tmp_path: Path) -> None:
    app = open_at(tmp_path)
    plans = [SeatPlan("human", "Ann"), *AI_SEATS[:3]]
    table = start_at_table(app, plans, seed=3, options=SHORT)
    driver = TableDriver(app, table, random.Random(3), skip=True)
    for _ in range(3000):
        if len(table.match.state.history) >= 30 and not table.timeline.busy and app.stack.top is table:
            break
        top = app.stack.top
        driver.frame([key("activate")] if isinstance(top, RoundSummary) else driver.human_intents())
    path, moves = export_from_pause(app, table)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert {key: data["seats"][0][key] for key in ("name", "kind")} == {"name": "Ann", "kind": "human"}
    recorded = Session.from_record(data)
    assert recorded.state.history == moves and len(moves) >= 30
    app.close()

    viewer, scene = watch(replay.load_record(path))
    viewer.step([], FRAME)
    scene.timeline.skip()
    viewer.step([key("skip")], FRAME)  # Space: pause
    assert scene.paused
    before = scene.moves_done
    for _ in range(30):
        viewer.step([], FRAME)
    assert scene.moves_done == before  # paused: nothing moves on
    viewer.step([key("move", dx=1)], FRAME)  # the right arrow: one move
    assert scene.moves_done > before and scene.paused
    # A replay is public: it looks from the first seat (hands face up) but nobody acts at it.
    assert not scene.match.seats[0].is_ai and scene.match.viewer == 0 and not scene.match.humans
    assert scene.match.human_to_act() is None
    viewer.step([key("skip")], FRAME)  # Space: play on
    watch_to_the_end(viewer, scene)
    end = viewer.stack.top
    assert isinstance(end, MenuOverlay) and end.title == "End of the recording"
    assert scene.match.state.history == recorded.state.history
    viewer.step([key("back")], FRAME)  # Esc leaves the replay: the app has nothing left to show
    assert viewer.stack.top is None
    viewer.close()


def test_export_a_finished_game_and_replay_it_to_the_result(tmp_path: Path) -> None:
    app = open_at(tmp_path)
    table = start_at_table(app, AI_SEATS[:3], seed=11, options=SHORT)
    run_until(app, lambda: isinstance(app.stack.top, GameOverScene))
    over = app.stack.top
    assert isinstance(over, GameOverScene)
    export = over.focus.widgets[1]
    assert isinstance(export, Button) and export.label == "Export game"
    press_button(app, export)
    path = Path(over.note.removeprefix("Exported to "))
    slug = "-".join(re.sub(r"[^a-z0-9]+", " ", get_game(GAME).title.lower()).split())  # "dodge-the-dragon"
    assert path.name.startswith(f"{slug}-") and path.suffix == ".json"
    app.close()
    viewer, scene = watch(replay.load_record(path))
    watch_to_the_end(viewer, scene)
    assert isinstance(viewer.stack.top, GameOverScene)
    assert scene.match.state.history == table.match.state.history
    assert scene.match.state.scores == table.match.state.scores
    press_button(viewer, viewer.stack.top.focus.widgets[0])  # Watch again
    assert isinstance(viewer.stack.top, replay.ReplayScene) and viewer.stack.top.moves_done <= 1
    viewer.close()


@pytest.mark.parametrize(
    ("name", "content", "words"),
    [
        ("empty.json", b"", "empty"),
        ("cut.json", b'{"kind": "spooky-table-game", "vers', "damaged"),
        ("other.json", b'{"kind": "shopping-list", "version": 1}', "not a Spooky Table game record"),
        ("future.json", b'{"kind": "spooky-table-game", "version": 9}', "newer"),
        ("missing.json", None, "there is no file"),
    ],
)
def test_replay_of_a_bad_file_says_why_and_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, content: bytes | None, words: str
) -> None:
    path = tmp_path / name
    if content is not None:
        path.write_bytes(content)
    code = replay.run(argparse.Namespace(file=str(path), data_dir=str(tmp_path), size=None))
    out = capsys.readouterr().out.strip()
    assert code == 1 and out.startswith(f"Cannot replay {path}") and words in out and "\n" not in out


def test_replay_of_moves_that_do_not_replay_exits_1_from_the_command_line(tmp_path: Path) -> None:
    seats = [Seat(p.name, "ai", "random", n) for n, p in enumerate(AI_SEATS)]
    record = Session.start(GAME, seats, seed=1).to_record()
    record["state"]["history"] = [[2, "play blue-99"]]
    path = tmp_path / "bad-moves.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run(
        [sys.executable, "-m", "table", "--data-dir", str(tmp_path), "replay", str(path)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=60,
    )
    assert done.returncode == 1 and "Cannot replay" in done.stdout and "damaged" in done.stdout
