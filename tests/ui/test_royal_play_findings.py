"""What a real-window play-through of Royal found: the lesson's given card leaves your hand as it
flies, the ×N count covers none of a card's words, "has seen the card" goes once it lies face up."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from table.core import i18n
from table.ui import assets, gfx
from table.ui.app import App
from table.ui.scenes.lesson import LessonScene
from table.ui.settings_model import UI_SCALES, Settings
from table.ui.tables.context import Geometry, applied_ui_scale
from table.ui.tables.royal import draw as royal_draw
from tests.ui.driver import FRAME, make_app, still_table


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.reset()


def test_in_royals_lesson_the_card_you_give_leaves_your_hand_as_it_flies() -> None:
    """The coach plays the replies with your move, so the live round is already judged
    (and the next one begun) when your give is shown: your Toad stayed in your hand
    through its flight, its reveal and its landing in Mildred's row."""
    app = App(Settings(animation_speed=1.0), size=(1280, 720), sound=False)
    scene = LessonScene(app, "royal")
    app.stack.reset(scene)
    for _ in range(600):
        if scene.actor() == 0 and not scene.timeline.busy:
            break
        app.step([], FRAME)
    before = list(scene.presented.view["hand"])
    taught = scene.coach.suggestion()
    given = next(card for card in before if card in taught.split())
    scene._play(0, taught)
    seen = 0
    for _ in range(3000):
        app.step([], FRAME)
        kinds = [event["type"] for event in scene.presented.revealed]
        if "round_started" in kinds:
            hand = scene.presented.view["hand"]
            assert given not in hand and len(hand) == len(before) - 1, (given, hand)
            seen += 1
        if not scene.timeline.busy:
            break
    assert seen, "the give was never shown"
    assert given not in scene.presented.view["hand"]
    app.close()


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_count_on_a_royal_front_card_covers_none_of_its_words(size: tuple[int, int]) -> None:
    """The "×2" on a critter in front of a seat covered the start of the card's name."""
    faces = assets.game_manifest("royal")["faces"]
    for scale in sorted({applied_ui_scale(scale, size) for scale in UI_SCALES}):
        with gfx.at_scale(scale):
            geo = Geometry.for_size(size, front_rows=True)
            (w, h), px = royal_draw.sizes(geo)
            rect = (100.0, 100.0, float(w), float(h))
            box = royal_draw.badge_box("×4", royal_draw.front_badge_corner(rect), px)
            assert rect[0] <= box[0] and box[0] + box[2] <= rect[0] + rect[2] + 1, (scale, box, rect)
            for card, face in faces.items():
                fw, fh = face["size"]
                for text in face.get("texts", []):
                    words = (rect[0] + (text["x"] - text["w"] / 2) * rect[2] / fw,
                             rect[1] + (text["y"] - text["h"] / 2) * rect[3] / fh,
                             text["w"] * rect[2] / fw, text["h"] * rect[3] / fh)
                    covered = (box[0] < words[0] + words[2] and words[0] < box[0] + box[2]
                               and box[1] < words[1] + words[3] and words[1] < box[1] + box[3])
                    assert not covered, f"{scale:.0%}: '×4' covers {card}'s {text['t']!r}"


def test_royal_stops_saying_who_has_seen_the_card_once_it_lies_face_up() -> None:
    """After a reveal, "has seen the card" stayed on the plates (to the game's end)."""
    app = make_app(speed=4.0)
    scene = still_table(app, "royal", "human,ai,ai", 5)
    rng = random.Random(5)
    checked = 0
    for _ in range(20000):
        if checked >= 3:
            break
        if scene.actor() == 0 and not scene.timeline.busy:
            scene.human_act(rng.choice(scene.match.legal_actions(0)))
        app.step([], FRAME)
        view = scene.presented.view
        if view.get("judged") is not None and view.get("round"):
            statuses = [scene.presenter.seat_status(view, seat) for seat in range(3)]
            assert not any("has seen the card" in status for status in statuses), statuses
            checked += 1
    assert checked, "no judged card was shown"
    app.close()
