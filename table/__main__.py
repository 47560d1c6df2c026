"""The ``spooky-table`` command: opens the table, or runs one of the headless tools.

Each subcommand lives in its own module exposing ``add_arguments(parser)`` and
``run(args) -> int``; this file only lists them, so pygame and the games are imported
only by the subcommand that needs them (start-up stays fast). Ctrl+C stops any command
with one line and exit status 130: every file is written whole or not at all (atomic
writes), so the autosave is the last move's and ``resume`` carries on from it.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

# subcommand -> (module, one-line help)
SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "play": ("table.ui.app", "open the card table (the default)"),
    "sim": ("table.sim", "play all-AI games headless and print results"),
    "screenshot": ("table.ui.screenshot", "render a table headless to a PNG"),
    "art-sheet": ("table.ui.art_sheet", "render every card face and back of a deck to a PNG"),
    "arena": ("table.arena", "play AI levels against each other and print win rates"),
    "resume": ("table.resume", "resume the saved game (with --headless: AI plays it out)"),
    "replay": ("table.ui.replay", "watch a recorded game on the table"),
    "tutorial": ("table.learn.tutorial", "check a game's lesson headless (--check)"),
    "ear-check": ("table.ui.ear_check", "play a whole game by ear: the human seat driven from what is said"),
}


class VersionAction(argparse.Action):
    """``--version``: print ``spooky-table <version>`` and exit (the version is looked up only then)."""

    def __init__(self, option_strings: Sequence[str], dest: str, help: str | None = None) -> None:
        super().__init__(option_strings, dest, nargs=0, default=argparse.SUPPRESS, help=help)

    def __call__(self, parser: argparse.ArgumentParser, *_: object) -> None:
        from table.version import version

        print(f"{parser.prog} {version()}")
        parser.exit()


def build_parser(command: str | None) -> argparse.ArgumentParser:
    """The parser; only ``command``'s module is imported to add its arguments."""
    parser = argparse.ArgumentParser(
        prog="spooky-table", description="Spooky Table: small spooky card games at one table."
    )
    parser.add_argument("--data-dir", metavar="DIR", help="keep settings, saves and statistics in DIR")
    parser.add_argument("--version", action=VersionAction, help="print the version and exit")
    parser.add_argument("--lang", metavar="CODE", help="speak CODE for this run (en, de, fr, es; qps)")
    parser.add_argument(
        "--smoke", action="store_true", help="play a short all-AI game of each table headless, then exit"
    )
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (module_name, help_text) in SUBCOMMANDS.items():
        sub = commands.add_parser(name, help=help_text, description=help_text)
        sub.set_defaults(module=module_name)
        if name == command:
            sub.add_argument(
                "--data-dir", metavar="DIR", default=argparse.SUPPRESS,
                help="keep settings, saves and statistics in DIR",
            )
            sub.add_argument(
                "--lang", metavar="CODE", default=argparse.SUPPRESS,
                help="speak CODE for this run (en, de, fr, es; qps: pseudo)",
            )
            importlib.import_module(module_name).add_arguments(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    command = next((word for word in argv if word in SUBCOMMANDS), None)
    if command is None and "--smoke" not in argv and not {"-h", "--help", "--version"} & set(argv):
        argv.append("play")
        command = "play"
    args = build_parser(command).parse_args(argv)
    if args.lang:
        from table.core import i18n
        from table.manifest import catalogues

        i18n.pin(args.lang, catalogues())
    if args.smoke:
        return int(importlib.import_module("table.ui.smoke").run(args))
    try:
        return int(importlib.import_module(args.module).run(args))
    except KeyboardInterrupt:
        print(interrupted(args), file=sys.stderr)
        return INTERRUPTED
    except Exception as error:  # a disk problem no command foresaw: one line, never a traceback
        if not isinstance(error, OSError) and not type(error).__module__.startswith("pygame"):
            raise
        from table.persistence.files import os_reason
        from table.persistence.notices import one_line

        why = os_reason(error) if isinstance(error, OSError) else f"a file could not be used ({error})"
        print(one_line(f"spooky-table {args.command}: {why}."), file=sys.stderr)
        return 1


INTERRUPTED = 130  # the shell's status for a command stopped by SIGINT (128 + 2)


def interrupted(args: argparse.Namespace) -> str:
    """The one line for a command stopped by Ctrl+C."""
    saving = args.command == "resume" or getattr(args, "autosave", False)
    then = " The game is saved up to its last move: spooky-table resume goes on from there." if saving else ""
    return f"spooky-table {args.command}: stopped by Ctrl+C.{then}"


if __name__ == "__main__":
    sys.exit(main())
