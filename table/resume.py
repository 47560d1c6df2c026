"""``spooky-table resume``: pick up the saved game exactly where it stopped.

With ``--headless`` the game is replayed from its autosave and played to the end by AI
for every seat, then the final scores are printed (for tests and for checking a save).
Without it the table opens on the saved game.
"""

from __future__ import annotations

import argparse
import importlib

from table.persistence import load_autosave, locations
from table.persistence.notices import cannot_save_in
from table.persistence.saves import discard_autosave
from table.session import Session


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--headless", action="store_true", help="no window: AI plays every seat to the end, scores printed"
    )


def run(args: argparse.Namespace) -> int:
    store = locations(getattr(args, "data_dir", None))
    if not args.headless:
        args.resume = True
        return int(importlib.import_module("table.ui.app").run(args))
    record, problem = load_autosave(store)
    if problem:
        print(problem)
        return 1
    if record is None:
        print(f"There is no saved game to resume in {store.data_dir}.")
        return 1
    try:
        session = Session.from_record(record, store=store)
    except ValueError as error:
        print(discard_autosave(store, str(error)))
        return 1
    moves = len(session.state.history)
    try:
        session.play_out()
    except OSError as error:  # a full or read-only disk: one line, and the save stays as it was
        print(cannot_save_in(store.data_dir, error))
        return 1
    for notice in session.notices:  # a damaged statistics file set aside: said, not silent
        print(notice)
    state = session.state
    print(f"Resumed {session.to_record()['title']} at move {moves}; played to the end.")
    for seat, spec in enumerate(session.seats):
        mark = "  (winner)" if seat in state.winners else ""
        print(f"{spec.name}: {state.scores[seat]}{mark}")
    if len(state.scores) > len(session.seats):  # Batwalk's trendsetter
        extra = len(session.seats)
        print(f"Trendsetter: {state.scores[extra]}{'  (winner)' if extra in state.winners else ''}")
    print("final scores:", " ".join(str(score) for score in state.scores))
    return 0
