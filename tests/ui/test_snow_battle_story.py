"""Snow's battle told in order: an enhancement shows on its card (and leaves its owner's
place) as it is played, so while the battle is held and its winner announced every
copy, enhancement and Snowball mark is on the table; the Slime and prey pop-ups come
while the battle's cards still lie there; the "Last battle" screen keeps the marks."""

from __future__ import annotations

import inspect
import random
from typing import Any

import pytest

from table.ui.controller import Match
from table.ui.intents import key
from table.ui.scenes.last_trick import LastTrickScene
from table.ui.scenes.table import TableScene
from table.ui.tables.snow import marks as snow_marks
from table.ui.tables.snow.marks import battle_marks
from tests.ui.driver import FRAME, make_app, seats


def deciding_event(scene: TableScene) -> dict[str, Any]:
    """The battle_won event of the battle being held now."""
    decided = scene.presented.deciding
    assert decided is not None
    cards = sorted(decided.cards)
    for event in reversed(scene.match.state.log):
        if event["type"] == "battle_won" and sorted((p["seat"], p["card"]) for p in event["plays"]) == cards:
            return event
    raise AssertionError("no such battle")


@pytest.mark.parametrize("seed", [3, 7])
def test_a_battle_keeps_its_marks_until_collected_and_pop_ups_come_while_it_lies_there(
    seed: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(speed=2.0)
    match = Match("snow", seats("human,ai,ai,ai"), seed=seed)
    scene = TableScene(app, match, animate_start=False)
    app.stack.reset(scene)
    rng = random.Random(seed)
    banners: list[tuple[str, int]] = []
    pills: list[str] = []
    real_pill = snow_marks._pill

    def pill(surface: Any, text: str, *rest: Any) -> None:
        pills.append(text)
        real_pill(surface, text, *rest)

    monkeypatch.setattr(snow_marks, "_pill", pill)
    held_checked = last_checked = 0
    looked_at: set[tuple[tuple[int, str], ...]] = set()
    for _ in range(20000):
        top = app.stack.top
        if top is not scene:
            app.step([key("activate")], FRAME)
            continue
        story = [count for title, count in banners if title in ("Slime!", "Prey caught!")]
        if match.state.is_over or (held_checked > 25 and last_checked > 3 and len(story) > 1):
            break
        if scene.actor() == 0:
            actions = match.legal_actions(0)
            used = [a for a in actions if a.startswith("enhance")]
            scene.human_act(rng.choice(used or actions))
        app.step([], FRAME)
        steps = scene.timeline.steps
        if steps and steps[0].draw is not None and "_banner_step" in steps[0].draw.__qualname__:
            shown_banner = inspect.getclosurevars(steps[0].draw).nonlocals["banner"]
            banners.append((shown_banner.title, len(scene.shown_trick)))
        if scene.presented.deciding is not None:
            event = deciding_event(scene)
            shown = battle_marks(scene.presented.view, scene.shown_trick)
            assert shown == battle_marks({"last_result": event}, scene.shown_trick), "a mark is missing"
            held = scene.presented.view["enhancements_held"]
            for card, _ in event.get("enhanced", {}).items():
                owner = next(p["seat"] for p in event["plays"] if p["card"] == card)
                assert held[owner] is None, "a used enhancement has left its owner's place"
            held_checked += 1
        last = scene.presented.last_trick
        event_marks = battle_marks(scene.presented.view | {"battle_cards": []}, last.cards)
        marked = any(m.enhancement or m.snowballed or m.identity != m.card for m in event_marks.values())
        if marked and last.cards not in looked_at:
            looked_at.add(last.cards)
            pills.clear()
            scene.open_last_trick()
            assert isinstance(app.stack.top, LastTrickScene)
            app.draw()
            app.stack.remove(app.stack.top)
            for mark in event_marks.values():
                if mark.snowballed:
                    assert "knocked out" in pills
                elif mark.identity != mark.card:
                    assert any(pill.startswith("as ") for pill in pills), pills
                elif mark.enhancement:
                    assert any(pill.startswith(("+3", "×2")) for pill in pills), pills
            last_checked += 1
    assert held_checked > 25 and last_checked and story
    assert all(story), "a Slime or prey pop-up came after the battle's cards had gone"
