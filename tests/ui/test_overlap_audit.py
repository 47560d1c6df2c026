"""One overlap audit for every UI scale: nothing on the table covers anything else.

Munch, Royal, Snow, Dragon and Batwalk are opened at every scale in ``UI_SCALES`` (each one the
window really uses: a scale too large for it is fitted down, so the duplicates go), in
960x540, 1280x720 and 1920x1080, with every player count, and played some moves in by
clicks (most frames handled and updated but not drawn, for time). On every frame the
parts of the table (``overlap_parts``: the hand, the trick, the prompt, the decision
buttons, the side buttons, the score panel, the header, and each other seat's plate,
fan and the cards in front of it, with Royal's own parts) are taken from the layout
the table draws with, and no two may share a pixel. Batwalk's own face-up hands are
not among them: they have their own audit (``test_batwalk_hands_at_scale``).

Royal's give step is checked on its own too (``tests/ui/test_royal_claim_buttons.py``).
"""

from __future__ import annotations

import pytest

from table.games import game_ids, get_game
from table.ui import gfx
from tests.ui.driver import opened_table, used_scales
from tests.ui.overlap_parts import clashes, describe, table_parts

GAMES = game_ids()  # Batwalk: the shared parts
SIZES = [(960, 540), (1280, 720), (1920, 1080)]
FRAMES = 70  # per player count: a few deals' worth of moves, animations skipped


def _cases() -> list[tuple[str, tuple[int, int], float]]:
    cases = []
    for size in SIZES:
        cases += [(game, size, scale) for scale in used_scales(size) for game in GAMES]
    return cases


@pytest.mark.parametrize(
    ("game_id", "size", "scale"), _cases(), ids=lambda value: f"{value}" if not isinstance(value, tuple) else
    f"{value[0]}x{value[1]}",
)
def test_nothing_on_the_table_overlaps(game_id: str, size: tuple[int, int], scale: float) -> None:
    game = get_game(game_id)
    problems = []
    for players in range(game.min_players, game.max_players + 1):
        driver = opened_table(game_id, players, size, scale)
        app, scene = driver.app, driver.scene
        # The layout is what is checked: most frames go undrawn.
        for frame in driver.table_frames(FRAMES, drawn=lambda frame: frame % 10 == 0):
            with gfx.at_scale(app.ui_scale):
                found = list(clashes(table_parts(scene)))
            if found:
                problems.append(describe(found, f"{players} players, frame {frame}:"))
                break
        app.close()
    assert not problems, f"{game_id} at {size}, {scale:.0%}: " + " | ".join(problems)
