"""``spooky-table tutorial --game ID --check``: play a lesson headless with scripted students.

It runs the lesson (each of its parts) twice, once with a student who follows the coach and once with one
who deviates at every step, and prints how many steps each took. It exits 0 when both
reach the lesson's end on script and the lesson's data agrees with the rules engine,
and 1 with a one-line reason otherwise.
"""

from __future__ import annotations

import argparse

from table.learn.check import deviate, follow, problems
from table.learn.lessons import LESSON_IDS, lesson_for


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", required=True, choices=LESSON_IDS, help="whose lesson to run")
    parser.add_argument(
        "--check", action="store_true",
        help="run it with a student who follows the coach and one who deviates (headless)",
    )


def run(args: argparse.Namespace) -> int:
    if not args.check:
        print("tutorial: only --check is available headless; open the table to take a lesson")
        return 2
    parts = lesson_for(args.game).parts()  # each part (Munch's forehead round) on its own deal
    for number, lesson in enumerate(parts, start=1):
        name = args.game if len(parts) == 1 else f"{args.game} part {number} ({lesson.title})"
        wrong = problems(lesson)
        if wrong:
            print(f"tutorial {name}: {wrong[0]}")
            return 1
        for label, student in (("follows the coach", follow), ("deviates at every step", deviate)):
            result = student(lesson)
            if not result.finished:
                print(f"tutorial {name}: the student who {label} never reaches the end")
                return 1
            if not result.on_script:
                print(f"tutorial {name}: the student who {label} left the lesson's script")
                return 1
            print(
                f"{name}: the student who {label} finished in {result.moves} steps "
                f"({result.steps_taught} of {len(lesson.steps)} coached steps as taught)"
            )
    return 0
