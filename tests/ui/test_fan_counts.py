"""Every other seat's hand on the table shows as many cards as that seat holds, and shows them.

Each game is played some moves in by clicks at 960x540, 1280x720 and 1920x1080 and at
every UI scale the window really uses, with the fewest and the most players. The fans
the table really draws (``draw_fan``, called from each seat's still piece) are recorded
per seat; on every quiet frame each seat's last drawn fan must hold the seat's true
hand size (from the game, not the table), less only Munch's forehead card, which is
held up in front instead. Snow's enhancement lies beside the hand and is not one of
its cards. Batwalk draws its hands face up itself: each seat's placed hand is counted.

Every fan drawn is also measured with masks from the rectangles it was drawn with:
each card shows at least ``CARD_SHARE`` of itself (``BIG_SHARE`` in a hand of more than
``BIG_HAND`` cards: Royal's) past the plate drawn over it and the
cards over it (so it can be counted), no card is mostly hidden behind the plate
(``PLATE_CLEAR``), and at least half of the fan is clear of the plate.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from typing import Any

import pygame
import pytest

from table.games import game_ids, get_game
from table.ui import gfx, layout
from table.ui.app import App
from table.ui.scenes import table_draw
from table.ui.settings_model import Settings
from tests.per_game import data_of
from tests.ui.driver import TableDriver, start_table, used_scales

GAMES = game_ids()
SIZES = [(960, 540), (1280, 720), (1920, 1080)]
FRAMES = 60
CARD_SHARE = 0.05  # each card of a fan shows at least this share of itself
PLATE_CLEAR = 0.45  # and no card is mostly behind the plate (at an 80-degree spread the outer ones were)
BIG_HAND, BIG_SHARE = 16, 0.03  # Royal's hands of 17 to 30 cards (2-3 players): a thinner edge each
Fan = Sequence[tuple[layout.Rect, float]]


def _cases() -> list[tuple[str, tuple[int, int], float]]:
    cases = []
    for size in SIZES:
        cases += [(game, size, scale) for scale in used_scales(size) for game in GAMES]
    return cases


def _corners(rect: layout.Rect, degrees: float, origin: tuple[float, float]) -> list[tuple[float, float]]:
    """A card's corners turned as ``pygame.transform.rotate`` turns it (counter-clockwise)."""
    x, y, w, h = rect
    cx, cy = x + w / 2 - origin[0], y + h / 2 - origin[1]
    turn = math.radians(degrees)
    cos, sin = math.cos(turn), math.sin(turn)
    return [(cx + dx * cos + dy * sin, cy - dx * sin + dy * cos)
            for dx, dy in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2))]


def _lit(surface: pygame.Surface) -> int:
    return int(pygame.mask.from_threshold(surface, (255, 255, 255), (1, 1, 1, 255)).count())


def fan_shares(fan: Fan, plate: layout.Rect) -> tuple[list[float], float, list[float]]:
    """Each card's share left showing past the plate and the cards drawn over it, the
    share of the whole fan clear of the plate, and each card's share clear of the plate."""
    bounds = [layout.turned_bounds(rect, degrees) for rect, degrees in fan]
    left, top = min(b[0] for b in bounds) - 2, min(b[1] for b in bounds) - 2
    right, bottom = max(b[0] + b[2] for b in bounds), max(b[1] + b[3] for b in bounds)
    size = (round(right - left) + 4, round(bottom - top) + 4)
    plate_at = pygame.Rect(round(plate[0] - left), round(plate[1] - top), round(plate[2]), round(plate[3]))
    surface = pygame.Surface(size)
    shares, clear_each = [], []
    for index, (rect, degrees) in enumerate(fan):
        surface.fill((0, 0, 0))
        pygame.draw.polygon(surface, (255, 255, 255), _corners(rect, degrees, (left, top)))
        whole = _lit(surface)
        pygame.draw.rect(surface, (0, 0, 0), plate_at)
        clear_each.append(_lit(surface) / max(1, whole))
        for over, turn in fan[index + 1:]:
            pygame.draw.polygon(surface, (0, 0, 0), _corners(over, turn, (left, top)))
        pygame.draw.rect(surface, (0, 0, 0), plate_at)
        shares.append(_lit(surface) / max(1, whole))
    surface.fill((0, 0, 0))
    for rect, degrees in fan:
        pygame.draw.polygon(surface, (255, 255, 255), _corners(rect, degrees, (left, top)))
    whole = _lit(surface)
    pygame.draw.rect(surface, (0, 0, 0), plate_at)
    return shares, _lit(surface) / max(1, whole), clear_each


def _true_sizes(scene: Any) -> list[int]:
    return list(scene.match.state.view(None)["hand_sizes"])


@pytest.mark.parametrize(
    ("game_id", "size", "scale"), _cases(), ids=lambda value: f"{value}" if not isinstance(value, tuple) else
    f"{value[0]}x{value[1]}",
)
def test_every_fan_shows_its_hand(
    game_id: str, size: tuple[int, int], scale: float, monkeypatch: pytest.MonkeyPatch
) -> None:
    game = get_game(game_id)
    drawn: dict[int, Fan] = {}
    seat_now: list[int] = []
    measured: dict[tuple[Any, ...], None] = {}
    problems: list[str] = []
    real_fan, real_seat = table_draw.draw_fan, table_draw.TableRenderer._draw_seat

    def record_fan(surface: pygame.Surface, game: str, fan: Fan) -> list[pygame.Rect]:
        drawn[seat_now[-1]] = list(fan)
        return real_fan(surface, game, fan)

    def record_seat(self: Any, ctx: Any, look: Any, surface: pygame.Surface) -> None:
        seat_now.append(look.seat)
        drawn[look.seat] = []
        real_seat(self, ctx, look, surface)
        if drawn[look.seat]:
            key_ = (ctx.geo, look.point, len(drawn[look.seat]))
            if key_ not in measured:
                measured[key_] = None
                shares, clear, each = fan_shares(drawn[look.seat], ctx.geo.plate_rect(look.point))
                least = CARD_SHARE if len(shares) <= BIG_HAND else BIG_SHARE
                if min(shares) < least or clear < 0.5 or min(each) < PLATE_CLEAR:
                    problems.append(
                        f"seat {look.seat}'s fan of {len(shares)}: cards show {min(shares):.0%} at least, "
                        f"{clear:.0%} of it and {min(each):.0%} of a card clear of the plate"
                    )

    monkeypatch.setattr(table_draw, "draw_fan", record_fan)
    monkeypatch.setattr(table_draw.TableRenderer, "_draw_seat", record_seat)
    hands_shown = data_of(game_id, "HANDS_SHOWN")  # the game draws the other hands itself (or None)
    front_from_hand = data_of(game_id, "FRONT_FROM_HAND")
    for players in sorted({game.min_players, game.max_players}):
        app = App(Settings(ui_scale=scale, animation_speed=8.0), size=size, sound=False)
        scene = start_table(app, game_id, ",".join(["human"] + ["ai"] * (players - 1)), seed=players + 7)
        driver = TableDriver(app, scene, random.Random(players), skip=True)
        drawn.clear()
        checked = 0
        for _ in driver.table_frames(FRAMES):
            if scene.timeline.busy:
                continue
            truth = _true_sizes(scene)
            with gfx.at_scale(app.ui_scale):
                ctx = scene.context()
                shown = None
                if hands_shown is not None:
                    shown = {seat: len(cards) for seat, cards in hands_shown(scene, ctx).items()}
                if shown is None:
                    shown = {seat: len(drawn.get(seat, [])) for seat in
                             layout.opponent_centres(players, ctx.bottom_seat, ctx.geo.table)}
            for seat, count in shown.items():
                held = len(scene.presenter.cards_in_front(ctx.view, seat)) if front_from_hand else 0
                if count != truth[seat] - held:
                    problems.append(f"{players} players: seat {seat} holds {truth[seat]} and shows {count}")
            checked += 1
        app.close()
        assert checked, "no quiet frame was looked at"
    assert not problems, f"{game_id} at {size}, {scale:.0%}: " + " | ".join(sorted(set(problems))[:6])
