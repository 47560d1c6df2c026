"""``spooky-table ear-check --game ID``: a whole game in which the human seat is played
only by ear: a listener that reads nothing but the spoken transcript and answers only
with key presses (arrows, Enter, Space). Exit 0 when the game reaches its end.

The listener's rule, from the newest line said: a focused card that "can be played" or
an available button: Enter. Enough cards chosen ("Up arrow to the buttons to
confirm."): Up. Anything else (a card that cannot be played or is already chosen, a
button not available yet, a refusal): Right arrow to the next. The round summary ("Press Enter to continue."):
Enter. "Game over.": done. When nothing new is said it looks around (Right), then tries
what the focus rests on (Enter), then lets the table run (Space skips an animation).
It never reads the screen, the state or the legal moves.
"""

from __future__ import annotations

import argparse
import os
import re
import time

from table.ui.intents import Intent, key

PLAYABLE = re.compile(r"(: can be played\.|, button\.)$")
CHOSEN = re.compile(r"Up arrow to the buttons to confirm\.$")
FRAME = 1 / 30


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from table import manifest

    parser.add_argument("--game", required=True, choices=[entry.id for entry in manifest.GAMES])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--transcript", action="store_true", help="print every line said")
    parser.add_argument("--max-keys", type=int, default=20_000, help="give up after this many key presses")


class Listener:
    """Chooses the next key from the transcript alone."""

    def __init__(self, lines: list[str]) -> None:
        self.lines = lines
        self.read = 0
        self.quiet = 0
        self.over = False

    def next_key(self) -> Intent | None:
        new = self.lines[self.read :]
        self.read = len(self.lines)
        if any(line.startswith("Game over. Press Enter for") for line in new):
            self.over = True
            return None
        if not new:
            self.quiet += 1
            return (key("move", dx=1), key("activate"), key("skip"), None)[self.quiet % 4]
        self.quiet = 0
        last = new[-1]
        if CHOSEN.search(last):
            return key("move", dy=-1)  # enough chosen: up to the buttons
        if last.endswith("Press Enter to continue.") or PLAYABLE.search(last):
            return key("activate")
        return key("move", dx=1)  # refused, or something new happened: look around


def run(args: argparse.Namespace) -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    from table.ui import speech
    from table.ui.app import App
    from table.ui.controller import Match, SeatPlan
    from table.ui.scenes.game_over import GameOverScene
    from table.ui.scenes.table import TableScene
    from table.ui.settings_model import Settings

    started = time.perf_counter()
    record = speech.transcript()
    app = App(Settings(animation_speed=8.0), size=(1280, 720), sound=False)
    others = ("Mildred", "Bones", "Ghoulia", "Pumpkin")[: args.players - 1]
    plans = [SeatPlan("human", "Sam"), *(SeatPlan("ai", name, "easy") for name in others)]
    match = Match(args.game, plans, None, seed=args.seed, ai_budget=0.05)
    scene = TableScene(app, match)
    app.stack.reset(scene)
    listener = Listener(record.lines)
    presses = 0
    for _ in range(args.max_keys * 40):
        intent = listener.next_key()
        if listener.over:
            break
        if intent is not None:
            presses += 1
            if presses > args.max_keys:
                break
        app.step([intent] if intent is not None else [], FRAME)
    if args.transcript:
        print("\n".join(record.lines))
    finished = listener.over and match.state.is_over and isinstance(app.stack.top, GameOverScene)
    seconds = time.perf_counter() - started
    verdict = "reached the end" if finished else "did NOT reach the end"
    print(f"ear-check {args.game}: {verdict} by ear: {len(record.lines)} lines heard, "
          f"{presses} keys pressed, {seconds:.1f} s")
    return 0 if finished else 1
