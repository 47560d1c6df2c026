"""Defects found by playing in the real window (issue 32's replay): a hint asked for
off your turn answered in English; Snow's "plays last" label on the Sly Fox's slot ran
its words out of the label when a name made it long; in Royal's lesson the card you
gave stayed in your hand while it flew, was judged and was taken."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame
import pytest

from table.core import i18n
from table.manifest import catalogues
from table.ui import assets, gfx
from table.ui.app import App
from table.ui.scenes.lesson import LessonScene
from table.ui.settings_model import UI_SCALES, Settings
from table.ui.tables.context import Geometry, applied_ui_scale
from table.ui.tables.royal import draw as royal_draw
from table.ui.tables.snow import marks as snow_marks
from tests.ui.driver import FRAME, make_app, start_table, still_table


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.reset()


def test_a_hint_off_your_turn_is_refused_in_the_language_spoken() -> None:
    i18n.pin("de", catalogues())
    app = make_app()
    scene = start_table(app, "munch", "ai,ai,ai", seed=3)  # nobody at this table is "you"
    assert scene.actor() is None and scene.match.human_to_act() is None
    scene.help.hint()
    assert scene.input.message == "Einen Tipp gibt es nur, wenn du am Zug bist."
    app.close()


@pytest.mark.parametrize("text", ["Count Crumb spielt zuletzt", "Wilhelmina Mondschein spielt zuletzt"])
def test_a_snow_label_too_long_for_its_slot_breaks_into_lines_inside_it(
    text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    surface = pygame.Surface((400, 300))
    width = 90.0  # a mini card's slot at 1280x720, where the German label overflowed
    centre = (200.0, 150.0)
    drawn: list[pygame.Rect] = []
    words: list[str] = []
    panels: list[tuple[float, float, float, float]] = []
    draw_text, panel = gfx.draw_text, gfx.panel

    def record_text(*args: object, **kwargs: object) -> pygame.Rect:
        rect = draw_text(*args, **kwargs)  # type: ignore[arg-type]
        drawn.append(rect)
        words.append(str(args[1]))
        return rect

    def record_panel(
        surface: pygame.Surface, rect: tuple[float, float, float, float], **kwargs: object
    ) -> None:
        panels.append(rect)
        panel(surface, rect, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(gfx, "draw_text", record_text)
    monkeypatch.setattr(gfx, "panel", record_panel)
    snow_marks._pill(surface, text, 16, centre, snow_marks.ENHANCE_GOLD, width)
    (x, y, w, h), = panels
    assert w <= width
    assert len(drawn) >= 2  # one line cannot hold it at a readable size
    for rect in drawn:
        assert x <= rect.left and rect.right <= x + w, (rect, (x, w))
        assert y <= rect.top and rect.bottom <= y + h + 1, (rect, (y, h))
    assert " ".join(words) == text  # every word, none lost to an ellipsis


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
