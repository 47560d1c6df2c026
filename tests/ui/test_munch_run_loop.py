"""Munch at the run loop: a move played for you (the forehead card of its first hand) comes
after its ring, not many times later (the loop itself: ``tests/ui/test_run_loop.py``)."""

from __future__ import annotations

from table.ui.run_loop import FRAME
from tests.ui.driver import make_app, start_table
from tests.ui.test_run_loop import loop_for


def test_a_move_played_for_you_comes_after_its_ring_not_many_times_later() -> None:
    """The loop sleeps until a forced move's ring ends; the time slept is the ring's
    whole wait, not one capped frame of it (found playing: the forehead card of Munch's
    first hand stayed ringed for over a minute in the real window)."""
    from table.ui.table_help import forced_pause

    app = make_app(speed=1.0)
    scene = start_table(app, "munch", "human,ai,ai,ai", seed=4)
    loop, fake = loop_for(app)
    ringed_at = None
    for _ in range(20000):
        loop.iterate()
        if scene.actor() is not None and scene.help.forced is None and loop.timeout(fake.now()) is None:
            scene.human_act(scene.match.legal_actions(scene.actor() or 0)[0])  # the prediction
        if scene.help.forced is not None and ringed_at is None:
            ringed_at, moves = fake.t, len(scene.match.state.history)
            pause = forced_pause(scene.help.forced.reason)
        if ringed_at is not None and len(scene.match.state.history) > moves:
            break
    assert ringed_at is not None, "no move was played for the human"
    assert len(scene.match.state.history) > moves
    assert pause - 2 * FRAME <= fake.t - ringed_at <= pause + 0.2
