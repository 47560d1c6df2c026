"""Royal by the keyboard alone (seen in a hot-seat round in the real window): Enter on a
card picked it, but the focus stayed on the card, so the next Enter put it back, and
Enter after Enter went round in that circle. After a pick whose next step is a button
(whom to give it to) the focus goes to that step's first button: Enter, Enter, Enter
gives a card."""

from __future__ import annotations

import random

from table.games.royal.actions import parse
from table.ui.intents import key
from tests.ui.driver import TableDriver, make_app, start_table


def test_enter_three_times_gives_a_card() -> None:
    app = make_app()
    given = 0
    for seed in range(1, 12):
        scene = start_table(app, "royal", "human,ai,ai", seed=seed)
        driver = TableDriver(app, scene, random.Random(seed))
        for _ in range(4000):
            if scene.actor() is not None:
                break
            driver.frame([key("skip")] if scene.timeline.busy else [])
        if scene.actor() is None:
            continue
        actions = scene.match.legal_actions(0)
        if not actions or type(parse(actions[0])).__name__ != "Give":
            continue
        moves = len(scene.match.state.history)
        for _ in range(3):
            driver.frame([key("activate")])
        assert len(scene.match.state.history) > moves, f"seed {seed}: three Enters gave nothing"
        seat, action = scene.match.state.history[moves]
        assert seat == 0 and action.startswith("give "), action
        given += 1
    assert given >= 2, "too few deals where the human gives first"
    app.close()


def test_enter_twice_places_a_fitting_card_alone() -> None:
    """Taken a Nothing (or a bluff), a seat places one card that fits the claim: Enter on
    it, then Enter on "Place ... alone" (the focus went there), places it."""
    from table.ui.controller import Match
    from table.ui.scenes.table import TableScene
    from tests.ui.driver import seats

    app = make_app()
    placed = 0
    for seed in range(1, 40):
        match = Match("royal", seats("human,ai,ai"), None, seed)
        state = match.state
        while not state.is_over and state.turn:
            seat = state.turn[0]
            actions = state.legal_actions(seat)
            if seat == 0 and actions and actions[0].startswith("place ") and any(
                    len(a.split()) == 2 and a != "place none" for a in actions):
                break
            match.act(seat, random.Random(seed + len(state.history)).choice(actions))
        if state.is_over or not state.turn or state.turn[0] != 0:
            continue
        alone = [a for a in state.legal_actions(0) if len(a.split()) == 2 and a != "place none"]
        if not alone:
            continue
        scene = TableScene(app, match, animate_start=False)
        app.stack.reset(scene)
        driver = TableDriver(app, scene, random.Random(seed))
        for _ in range(200):
            if scene.actor() is not None:
                break
            driver.frame([key("skip")] if scene.timeline.busy else [])
        card = alone[0].split()[1]
        scene.focus = scene.frame().hand.index(card)
        moves = len(state.history)
        driver.frame([key("activate")])
        driver.frame([key("activate")])
        assert state.history[moves:moves + 1] == [(0, f"place {card}")], state.history[moves:]
        placed += 1
        if placed >= 2:
            break
    assert placed >= 2, "too few deals where the human places a fitting card"
    app.close()
