"""Cards sent face down between seats show where they land only once they land: Dodge the
Dragon's passed cards join the hand at the end of their slide (Royal's card:
``test_royal_slides_land.py``)."""

from __future__ import annotations

from tests.ui.driver import FRAME, make_app, sliding, still_table


def test_dragon_passed_cards_join_the_hand_only_when_they_land() -> None:
    app = make_app(speed=1.0)
    scene = still_table(app, "dragon", "human,ai,ai,ai", 3)
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
