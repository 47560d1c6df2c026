"""Cards sent face down between seats show where they land only once they land: Dodge
the Dragon's passed cards join the hand at the end of their slide, and Royal's card
leaves the giver's hand (or the middle, passed on) with its claim said, travels to the
receiver with the middle showing only the claims, and is there again once it lands;
the judgement and the reveal come after."""

from __future__ import annotations

import random

from table.ui.app import App
from table.ui.controller import Match
from table.ui.scenes.table import TableScene
from table.ui.tables.royal.middle import middle_shown
from tests.ui.driver import FRAME, make_app, seats


def table(app: App, game_id: str, spec: str, seed: int) -> TableScene:
    scene = TableScene(app, Match(game_id, seats(spec), seed=seed), animate_start=False)
    app.stack.reset(scene)
    return scene


def sliding(scene: TableScene) -> bool:
    """True while the timeline's current step is a slide (a face-down card in the air)."""
    steps = scene.timeline.steps
    return bool(steps) and steps[0].draw is not None and "_slide_step" in steps[0].draw.__qualname__


def test_dragon_passed_cards_join_the_hand_only_when_they_land() -> None:
    app = make_app(speed=1.0)
    scene = table(app, "dragon", "human,ai,ai,ai", 3)
    for _ in range(2000):
        if scene.actor() == 0 and not scene.timeline.busy:
            break
        app.step([], FRAME)
    action = scene.match.legal_actions(0)[0]
    scene.human_act(action)
    # You are asked first; the exchange comes once the machines have chosen after you.
    for _ in range(2000):
        if scene.match.view().get("received"):
            break
        app.step([], FRAME)
    received = set(scene.match.view()["received"])
    assert received and not received & set(scene.presented.view["hand"])
    seen_sliding = 0
    for _ in range(300):
        app.step([], FRAME)
        if sliding(scene):
            seen_sliding += 1
            hand = set(scene.presented.view["hand"])
            assert not received & hand, "a passed card is in the hand before it lands"
        elif seen_sliding:
            break
    assert seen_sliding
    assert received <= set(scene.presented.view["hand"]), "landed: the passed cards are in the hand"


def test_royal_the_card_travels_face_down_with_its_claim_then_is_judged() -> None:
    app = make_app(speed=1.0)
    scene = table(app, "royal", "human,ai,ai", 5)
    rng = random.Random(5)
    checked = {"round_started": 0, "card_passed": 0}
    for _ in range(20000):
        if all(checked.values()):
            break
        if scene.actor() == 0 and not scene.timeline.busy:
            actions = scene.match.legal_actions(0)
            scene.human_act(rng.choice([a for a in actions if not a.startswith("judge")] or actions))
        app.step([], FRAME)
        if not sliding(scene):
            continue
        kind = scene.presented.revealed[-1]["type"]
        view = scene.presented.view
        middle = middle_shown(scene.presenter, scene.context(), view)
        assert middle is not None and middle.flying, "no card lies in the middle while it travels"
        assert view.get("judged") is None
        assert not any(event["type"] == "claim_judged" for event in scene.presented.revealed)
        claim = scene.presented.revealed[-1]["claim"]
        assert view["round"]["claims"][-1]["claim"] == claim, "the claim is said as the card leaves"
        if kind == "round_started" and view["round"]["card"]:
            assert view["round"]["card"] not in view["hand"], "the card has left the giver's hand"
        checked[kind] += 1
        while sliding(scene):
            app.step([], FRAME)
        middle = middle_shown(scene.presenter, scene.context(), scene.presented.view)
        assert middle is not None and not middle.flying, "landed: the card going round is back in the middle"
    assert all(checked.values()), checked
