"""Batwalk's card aid never counts a card in sight as unseen: on every frame of whole
rounds watched at normal speed (cards flying, landing, shows collected), no value the
aid offers for one of your cards is a card drawn face up on that frame (the app's draw
probe), nor one already played this round."""

from __future__ import annotations

import random

from table.games.batwalk import possible_values
from table.ui.app import App
from table.ui.settings_model import Settings
from tests.ui.driver import TableDriver, start_table


def test_the_aid_counts_every_card_in_sight() -> None:
    app = App(Settings(animation_speed=2.0), size=(1280, 720), sound=False)
    scene = start_table(app, "batwalk", "human,ai,ai,ai", seed=6)
    scene.presenter.look.aid = True
    driver = TableDriver(app, scene, random.Random(6))
    checked = 0
    problems: list[str] = []
    for _ in driver.table_frames(2500):
        view = scene.context().view
        seat = view.get("seat")
        if seat is None or any(slot.get("card") for slot in view["hands"][seat]):
            continue
        faces = app.probe.faces
        for slot, values in zip(view["hands"][seat], possible_values(view), strict=True):
            for value in values:
                card = f"{slot['suit']}-{value}"
                if card in faces:
                    problems.append(f"{card} is on screen and still offered")
        checked += scene.timeline.busy
    assert checked > 100, "too few frames watched mid-animation"
    assert not problems, sorted(set(problems))[:5]
    app.close()
