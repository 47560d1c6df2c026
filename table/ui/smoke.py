"""``spooky-table --smoke``: start the app headless, play a few seconds of an all-AI game at
every finished table, and exit 0 (non-zero, with the error, if anything breaks).

It runs the real app loop code (``App.step``) from the title screen into each table,
at a high animation speed, and checks that the game really moved on. First it checks that
every data file the program reads is there (the art manifest, the fonts, the rules pages,
the sound cues and the compiled message catalogues, shared and each game's, all package
data), so a wheel or a bundle that lost one fails here.
"""

from __future__ import annotations

import argparse
import os
import time
from pathlib import Path

FRAMES_PER_TABLE = 360  # six seconds of frames at 60 fps


def run(args: argparse.Namespace) -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    from table.ui.app import App
    from table.ui.controller import Match, SeatPlan
    from table.ui.scenes.overlays import RoundSummary
    from table.ui.scenes.table import TableScene
    from table.ui.scenes.title import TitleScene
    from table.ui.settings_model import Settings
    from table.ui.tables import FINISHED_TABLES

    started = time.perf_counter()
    from table.parts import incomplete

    unfinished = incomplete()
    if unfinished:
        print(f"smoke: {len(unfinished)} parts of games are missing, the first: {unfinished[0]}")
        return 1
    lost = missing_data()
    if lost:
        print(f"smoke: {len(lost)} data files are missing, the first: {lost[0]}")
        return 1
    from table.ui.speech.backends import prism_status

    speaks, how = prism_status()
    print(f"smoke: speech: {how}")
    if not speaks:
        return 1
    app = App(Settings(animation_speed=4.0), size=(1280, 720), sound=False)
    app.push(TitleScene(app))
    app.step([], 1 / 60)
    for game_id in FINISHED_TABLES:
        names = ("Mildred", "Bones", "Count Crumb", "Ghoulia", "Pumpkin", "Sir Rattle")
        plans = [SeatPlan("ai", names[seat], "easy") for seat in range(_seats(game_id))]
        match = Match(game_id, plans, None, seed=1, ai_budget=0.05)
        app.stack.reset(TableScene(app, match))
        for _ in range(FRAMES_PER_TABLE):
            app.step([], 1 / 60)
            if isinstance(app.stack.top, RoundSummary):
                app.step([], 1.0)
        moves = len(match.state.history)
        if moves == 0:
            print(f"smoke: {game_id}: no move was made in {FRAMES_PER_TABLE} frames")
            return 1
        print(f"smoke: {game_id}: {moves} moves in {FRAMES_PER_TABLE} frames")
    app.close()
    print(f"smoke: ok in {time.perf_counter() - started:.1f} s")
    return 0


def _seats(game_id: str) -> int:
    from table.ui.tables import table_support

    record = table_support(game_id)
    return record.smoke_seats if record is not None else 4


def missing_data() -> list[str]:
    """Every data file the program reads that this install lacks (none, in a good one)."""
    from table.manifest import GAMES
    from table.ui import assets
    from table.ui.audio import default_sounds_dir
    from table.ui.cues import CUES

    wanted = [assets.asset_root() / "manifest.json", assets.font_file(False), assets.font_file(True)]
    wanted += [game.rules_page for game in GAMES]
    wanted += [assets.game_manifest_file(game.id) for game in GAMES]
    wanted += [default_sounds_dir() / name for name in CUES.values()]
    wanted += compiled_catalogues()
    return [str(path) for path in wanted if not path.is_file()]


def compiled_catalogues() -> list[Path]:
    """The compiled message catalogues every language needs: the shared one and each
    game's own (``table.manifest.catalogues``), in every translated language and ``qps``."""
    from table.core import i18n
    from table.manifest import catalogues

    codes = [code for code in i18n.LANGUAGES if code != i18n.ENGLISH] + [i18n.PSEUDO]
    return [folder / code / "LC_MESSAGES" / f"{domain}.mo"
            for domain, folder in catalogues() for code in codes]
