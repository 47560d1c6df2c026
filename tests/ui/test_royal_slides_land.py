"""Cards sent face down between seats show where they land only once they land: Royal's
card leaves the giver's hand (or the middle, passed on) with its claim said, travels to the
receiver with the middle showing only the claims, and is there again once it lands; the
judgement and the reveal come after (Dodge the Dragon's passed cards:
``test_dragon_slides_land.py``)."""

from __future__ import annotations

import random

from table.ui.tables.royal.middle import middle_shown
from tests.ui.driver import FRAME, make_app, sliding, still_table


def test_royal_the_card_travels_face_down_with_its_claim_then_is_judged() -> None:
    app = make_app(speed=1.0)
    scene = still_table(app, "royal", "human,ai,ai", 5)
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
