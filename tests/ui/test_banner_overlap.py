"""Banners keep clear of every other seat: no banner covers a seat's plate or the cards
in front of it (Royal's critters, Munch's forehead card), at every size, scale and
player count (found playing Royal: "A Royal's price: Count Crumb pays" lay over Count
Crumb's critters, the very row it told of).

The seats' parts come from the overlap audit's (``overlap_parts.seat_parts``), taken
while a few moves are played in, and each game's banner is placed as the table places
it (under the card in play, as Royal's are, and below the trick).
"""

from __future__ import annotations

import pytest

from table.games import game_ids, get_game
from table.ui import gfx, layout
from table.ui.scenes.table_banner import banner_rect
from table.ui.tables import presenter_for
from table.ui.tables.base import Banner
from tests.per_game import data_of
from tests.ui.driver import opened_table, used_scales
from tests.ui.overlap_parts import seat_parts

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
FRAMES = 60


@pytest.mark.parametrize("scale", [1.0, 1.75])
@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("game_id", game_ids())
def test_no_banner_covers_a_seat(game_id: str, size: tuple[int, int], scale: float) -> None:
    game = get_game(game_id)
    lines = ["The penalty pile's top card goes to them."]
    # Both places a banner may take: below the trick, and under the card in play (Royal's).
    shown = [Banner("A Royal's price: Count Crumb pays", lines, under_card=under) for under in (False, True)]
    problems: list[str] = []
    for players in range(game.min_players, game.max_players + 1):
        driver = opened_table(game_id, players, size, scale)
        app, scene = driver.app, driver.scene
        for frame in driver.table_frames(FRAMES, drawn=lambda frame: False):
            if frame % 5:
                continue
            with gfx.at_scale(app.ui_scale):
                ctx = scene.context()
                boxes = [banner_rect(ctx.geo, banner, players) for banner in shown]
                for name, rects in seat_parts(scene, ctx).items():
                    if name.startswith("fan"):
                        continue  # a fan rises behind its plate, far from the middle
                    hit = [(box, rect) for box in boxes for rect in rects if layout.overlap(box, rect) > 0]
                    if hit:
                        box, rect = hit[0]
                        problems.append(f"{players} players, frame {frame}: banner {box} over {name} {rect}")
            if problems:
                break
        app.close()
    assert not problems, f"{game_id} at {size}, {scale:.0%}: " + " | ".join(problems[:3])


def _scaled_cases() -> list[tuple[str, tuple[int, int], float]]:
    """The games with a row of their own under the card in play (Royal's "Your
    critters"), at every size and every UI scale the window really uses."""
    games = [game_id for game_id in game_ids() if presenter_for(game_id).front_rows]
    cases = []
    for size in SIZES:
        cases += [(game_id, size, scale) for scale in used_scales(size) for game_id in games]
    return cases


@pytest.mark.parametrize(
    ("game_id", "size", "scale"), _scaled_cases(),
    ids=lambda value: f"{value[0]}x{value[1]}" if isinstance(value, tuple) else f"{value}",
)
def test_a_banner_under_the_card_keeps_clear_of_your_own_row(
    game_id: str, size: tuple[int, int], scale: float
) -> None:
    """A banner under the card in play leaves your own critters in sight, their caption
    too (found at 960x540: "It is Scorpion 3!" lay over "Your critters:"), and your hand."""
    shown = Banner("A Royal's price: Count Crumb pays", ["The penalty pile's top card goes to them."] * 2,
                   under_card=True)
    problems: list[str] = []
    for players in (3, 6):
        driver = opened_table(game_id, players, size, scale)
        app, scene = driver.app, driver.scene
        for frame in driver.table_frames(FRAMES, drawn=lambda frame: False):
            with gfx.at_scale(app.ui_scale):
                if not scene.timeline.busy:
                    continue  # a banner shows only while the table animates
                ctx = scene.context()
                box = banner_rect(ctx.geo, shown, players)
                own = data_of(game_id, "OWN_PARTS")(scene, ctx).get("own critters", [])
                # The hand as it lies (a card raised by the pointer over it may rise into it).
                hand = scene.presenter.hand_rects(ctx.geo, ctx.frame.hand, None)
                parts = {"your critters": own, "hand": hand}
                for name, rects in parts.items():
                    hit = [rect for rect in rects if layout.overlap(box, rect) > 0]
                    if hit:
                        problems.append(f"{players} players, frame {frame}: {box} over {name} {hit[0]}")
            if problems:
                break
        app.close()
    assert not problems, f"{game_id} at {size}, {scale:.0%}: " + " | ".join(problems[:3])
