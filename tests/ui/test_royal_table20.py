"""Royal's table after issue 20: the reveal banner clear of the card, a big hand grouped by
critter with every index in sight, the score pad by critter, and tooltips on hover/focus.

The hand and tooltip checks drive the real table through intents (a 3-player deal with
the largest hand, 20 cards); the banner check uses the very rectangles the table draws.
"""

from __future__ import annotations

import random

import pytest

from table.games import game_ids, get_game
from table.games.royal.cards import ALL_CARDS, CRITTERS
from table.ui import gfx, layout, tooltip
from table.ui.app import App
from table.ui.controller import Match
from table.ui.intents import point
from table.ui.scenes.table import TableScene
from table.ui.scenes.table_draw import banner_rect
from table.ui.settings_model import Settings
from table.ui.tables import card_tips, presenter_for
from table.ui.tables.context import Geometry, applied_ui_scale
from table.ui.tables.royal import draw as royal_draw
from table.ui.tables.royal.hand import INDEX, count_badges, index_rect, kind
from tests.per_game import data_of
from tests.ui.driver import TableDriver, make_app, seats

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def _overlap(a: layout.Rect, b: layout.Rect) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


@pytest.mark.parametrize("size", SIZES)
def test_the_reveal_banner_leaves_the_revealed_card_in_sight(size: tuple[int, int]) -> None:
    make_app(size)
    geo = Geometry.for_size(size)
    presenter = presenter_for("royal")
    event = {
        "type": "claim_judged", "receiver": 1, "giver": 0, "taker": 0, "claim": "bat",
        "verdict": True, "claim_true": True, "right": True, "card": "bat-3",
    }
    shown = presenter.banner(event, ["Ann", "Bo", "Cy"], 0)
    assert shown is not None
    card = royal_draw.middle_card_rect(geo)
    box = banner_rect(geo, shown)
    assert not _overlap(box, card), (box, card)
    assert box[1] + box[3] <= size[1] and box[0] >= 0 and box[0] + box[2] <= size[0]
    for other_kind in ("penalty_taken", "special_taken", "player_lost"):
        other = presenter.banner({**event, "type": other_kind, "seat": 1, "claim": "bat"}, ["A", "B", "C"], 0)
        assert other is not None and not _overlap(banner_rect(geo, other), card)


def _big_hand_table(
    size: tuple[int, int] = (1280, 720), bats_in_front: int = 0, scale: float = 1.0
) -> TableScene:
    """Three players, the first holding 20 cards of all seven critters, Wild and Nothing."""
    deck = list(ALL_CARDS)
    rng = random.Random(5)
    mine = ["wild", "nothing", *(f"{critter}-royal" for critter in CRITTERS)]
    aside = ["bat-1", "bat-2", "bat-3"]  # kept in the penalty pile, for a front to be built from
    rest = [card for card in deck if card not in mine and card not in aside]
    rng.shuffle(rest)
    hands = [mine + rest[:11], rest[11:30], rest[30:49]]
    deal = {"hands": hands, "penalty": rest[49:] + aside, "first": 0}
    app = App(Settings(animation_speed=4.0, ui_scale=scale), size=size, sound=False)
    state = get_game("royal").new_state(3, 1, {}, deal)
    # A position to look at: bats from the bottom of the penalty pile in front of seat 0.
    for card in aside[:bats_in_front]:
        state.penalty.remove(card)
        state.fronts[0].append(card)
        state.front_counts[0][CRITTERS.index("bat")] += 1
    match = Match("royal", seats("human,ai,ai"), {}, 1, state=state)
    scene = TableScene(app, match)
    app.stack.reset(scene)
    driver = TableDriver(app, scene, random.Random(0), skip=True)
    for _ in range(200):
        if scene.actor() is not None:
            break
        driver.frame()
    assert scene.actor() == 0
    return scene


@pytest.mark.parametrize(("scale", "size"), [(1.0, (1280, 720)), (2.0, (1280, 720)), (2.0, (1920, 1080))])
def test_every_card_of_the_largest_hand_shows_its_critter_and_can_be_clicked(
    scale: float, size: tuple[int, int]
) -> None:
    scene = _big_hand_table(size=size, scale=scale)
    app = scene.app
    assert app.ui_scale == applied_ui_scale(scale, size)  # as much of it as the window fits
    with gfx.at_scale(app.ui_scale):  # as the app's frames are drawn
        _check_the_largest_hand(scene)


def _check_the_largest_hand(scene: TableScene) -> None:
    frame = scene.frame()
    hand, rects = list(frame.hand), list(frame.hand_rects)
    assert len(hand) == 20
    for index, rect in enumerate(rects):
        label = index_rect(rect, INDEX)
        for later in rects[index + 1 :]:
            assert not _overlap(label, later), f"{hand[index]}'s index is under a later card"
        middle = layout.centre(label)
        assert layout.fan_hit(rects, middle) == index  # a click on its index picks it
    assert rects[0][0] >= frame.geo.middle[0] - frame.geo.fan_width / 2 - 1
    assert rects[-1][0] + rects[-1][2] <= frame.geo.middle[0] + frame.geo.fan_width / 2 + 1
    # The groups follow the critters: a gap between kinds, none inside one.
    kinds = [kind(card) for card in hand]
    pairs = zip(rects, rects[1:], kinds, kinds[1:], strict=False)
    steps = [(b[0] - a[0], k1 == k2) for a, b, k1, k2 in pairs]
    same = [step for step, alike in steps if alike]
    changes = [step for step, alike in steps if not alike]
    assert same and changes and min(changes) > max(same)
    # Each group of two or more wears its count in sight, on its last card's strip.
    badges = count_badges(scene.context())
    assert sorted((number, group) for _, number, group in badges) == sorted(
        (kinds.count(group), group) for group in set(kinds) if kinds.count(group) > 1
    )
    for box, _, _ in badges:
        assert not any(_overlap(box, rect) for rect in rects if rect[0] > box[0])


def test_a_small_hand_keeps_the_shared_fan() -> None:
    presenter = presenter_for("royal")
    geo = Geometry.for_size((1280, 720))
    hand = ["bat-1", "bat-2", "rat-3", "wild"]
    assert presenter.hand_rects(geo, hand, None) == geo.hand_rects(4, None)


def test_the_score_pad_counts_each_seats_critters_and_marks_one_short() -> None:
    presenter = presenter_for("royal")
    view = {"players": 3, "lose_at": 4, "fronts": [["bat-1", "bat-royal", "bat-5"], ["rat-2"], []]}
    rows = dict(presenter.standing_rows(view))
    assert rows == {"Bat": ["3 · one short", "–", "–"], "Rat": ["–", "1", "–"]}


def _rest(scene: TableScene, seconds: float) -> None:
    for _ in range(round(seconds * 30)):
        scene.app.step([], 1 / 30)


def test_hovering_a_critter_one_short_of_losing_explains_it_after_a_moment() -> None:
    scene = _big_hand_table(bats_in_front=3)  # one short of losing: 4 lose with 3 players
    ctx = scene.context()
    danger = [f for f in royal_draw.front_cards(ctx, ctx.geo, ctx.view) if f.danger]
    assert [f.card for f in danger] == ["bat-3"]
    spot = layout.centre(danger[0].rect)
    scene.app.step([point((round(spot[0]), round(spot[1])))], 1 / 30)
    _rest(scene, 0.2)
    assert scene.input.tooltip.shown is not None and scene.input.tooltip.rested < tooltip.DELAY
    _rest(scene, 0.4)
    tip = scene.input.tooltip.shown
    assert tip is not None and tip[1].startswith("One short of losing: one more Bat and you lose")
    box, lines, px = tooltip.box_for(scene.app.size, tip)
    assert px >= 12 and lines
    assert box[0] >= 0 and box[0] + box[2] <= scene.app.size[0] and box[1] + box[3] <= scene.app.size[1]
    # Moving off the mark hides it.
    scene.app.step([point((2, 2))], 1 / 30)
    assert scene.input.tooltip.shown is None


def _at_first_turn(game_id: str, spec: str, seed: int) -> TableScene:
    """A new table of ``game_id``, played on (AI seats moving) until the seat on screen may act
    or 300 frames have passed."""
    app = make_app()
    scene = TableScene(app, Match(game_id, seats(spec), {}, seed))
    app.stack.reset(scene)
    driver = TableDriver(app, scene, random.Random(0), skip=True)
    for _ in range(300):
        if scene.actor() is not None:
            break
        driver.frame()
    return scene


# The games whose hand cards carry marks a tip explains (TIP_TABLE in their test data).
@pytest.mark.parametrize("game_id", [game_id for game_id in game_ids() if data_of(game_id, "TIP_TABLE")])
def test_hovering_a_marked_hand_card_explains_it(game_id: str) -> None:
    for seed in range(1, 30):
        spec = data_of(game_id, "TIP_TABLE")
        scene = _at_first_turn(game_id, spec, seed)
        app = scene.app
        frame = scene.frame()
        marked = [i for i, card in enumerate(frame.hand) if card_tips.tip(game_id, card)]
        if scene.actor() is None or not marked:
            continue
        index = marked[-1]
        x, y, w, h = tooltip.strips(frame)[index]
        app.step([point((round(x + w / 2), round(y + h * 0.7)))], 1 / 30)
        _rest(scene, 0.6)
        tip = scene.input.tooltip.shown
        assert tip is not None and tip[1] == card_tips.tip(game_id, scene.frame().hand[index])
        return
    raise AssertionError(f"no seed deals the seat on screen a {game_id} card with marks")


# The games whose first hand is backs to its holder (HAND_UNSEEN_FIRST in their test data).
@pytest.mark.parametrize("game_id", [gid for gid in game_ids() if data_of(gid, "HAND_UNSEEN_FIRST")])
def test_a_hand_the_seat_cannot_see_explains_nothing(game_id: str) -> None:
    # Batwalk's hands and Munch's first (forehead) hand are backs to their holder, so no
    # tooltip may name them.
    scene = _at_first_turn(game_id, "human,ai,ai", 2)
    ctx = scene.context()
    assert ctx.frame.hand and all(card is None for card in ctx.frame.hand)
    strips = tooltip.strips(ctx.frame)
    assert not any(rect in strips for rect, _ in scene.presenter.tooltips(ctx))
    assert card_tips.tip(game_id, None) is None


def test_a_tooltip_fades_in_unless_motion_is_reduced() -> None:
    assert tooltip.opacity(tooltip.DELAY - 0.01, False) == 0.0 == tooltip.opacity(tooltip.DELAY - 0.01, True)
    assert 0.0 < tooltip.opacity(tooltip.DELAY + tooltip.FADE / 2, False) < 1.0
    assert tooltip.opacity(tooltip.DELAY, True) == 1.0
    assert tooltip.opacity(tooltip.DELAY + tooltip.FADE, False) == 1.0
    app = App(Settings(reduced_motion=True), size=(1280, 720), sound=False)
    scene = TableScene(app, Match("royal", seats("human,ai,ai"), {}, 3))
    assert scene.timeline.instant  # what the table hands the tooltip as "reduced motion"
