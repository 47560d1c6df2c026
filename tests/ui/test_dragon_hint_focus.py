"""Dodge the Dragon: a hint asked while the last cards still fly puts the focus on its
move in the frame the table falls still (found in the real window)."""

from __future__ import annotations

from table.ui.controller import Match, SeatPlan
from table.ui.intents import text
from table.ui.scenes.table import TableScene
from table.ui.table_help import hint_target
from tests.ui.driver import FRAME, make_app
from tests.ui.test_hint_focus import _my_turn


def test_a_hint_asked_during_the_animation_has_the_focus_when_the_table_falls_still() -> None:
    """Asked while the last cards still fly (the turn is already the player's), the hint
    is shown once the table is still; the focus must be on its move in that same frame.
    The app sleeps between frames when nothing moves, so a focus moved only on the next
    update stays drawn on another card until a key is pressed (seen in the real window:
    the Red 3 ringed, the Red 9 lifted)."""
    app = make_app()
    plans = [SeatPlan("human", "Ann"), SeatPlan("ai", "Mildred", "random"), SeatPlan("ai", "Bones", "random")]
    checked = 0
    for seed in range(1, 9):
        scene = TableScene(app, Match("dragon", plans, seed=seed), animate_start=False)
        app.stack.reset(scene)
        _my_turn(app, scene)
        scene.human_act(scene.match.legal_actions(0)[0])
        for _ in range(3000):  # the others answer; stop while their last card still flies
            if scene.match.human_to_act() == 0 and scene.timeline.busy:
                break
            if app.stack.top is not scene:
                break
            app.step([], FRAME)
        if app.stack.top is not scene or not scene.timeline.busy or scene.match.human_to_act() != 0:
            continue
        app.step([text("h")], FRAME)
        for _ in range(3000):  # the search done while the card still flies
            if scene.help.shown is not None or not scene.timeline.busy:
                break
            scene.help.update()
        if not scene.timeline.busy:
            continue
        for _ in range(3000):
            if not scene.timeline.busy:
                break
            app.step([], FRAME)
        assert scene.help.shown is not None
        frame = scene.frame()
        target = hint_target("dragon", scene.help.shown.action, frame.hand, frame.buttons, scene.selection)
        assert target is not None
        assert scene.focus == target, f"seed {seed}: the ring is on {target}, the focus on {scene.focus}"
        checked += 1
    assert checked >= 3, "too few positions with a hint asked mid-flight"
    app.close()
