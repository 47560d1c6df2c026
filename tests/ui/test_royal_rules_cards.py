"""Royal's rules page draws its cards inside the text area and scrolls them with the text
(the rules screen for every game: ``tests/ui/test_rules_cards.py``).
"""

from __future__ import annotations

import pytest

from table.ui import gfx
from table.ui.intents import key
from table.ui.scenes.rules import RulesScene
from tests.ui.driver import make_app


@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)])
def test_the_rules_screen_draws_its_cards_inside_the_text_area(size: tuple[int, int]) -> None:
    app = make_app(size)
    scene = RulesScene(app, "royal")
    app.push(scene)
    app.step([], 1 / 30)
    placed = scene.card_rects()
    assert [card for card, _ in placed][:7] == [
        "stinkbug-1", "cockroach-2", "bat-3", "fly-4", "toad-5", "rat-6", "scorpion-7"
    ]
    x, _, bw, _ = scene.box()
    for _, (cx, _, cw, ch) in placed:
        assert x <= cx and cx + cw <= x + bw and ch >= 96  # a legible card, inside the panel
    with gfx.DrawProbe() as probe:
        scene.draw(app.surface)
    assert {"stinkbug-1", "scorpion-7"} <= probe.faces
    # Scrolling moves the cards with the text; a row scrolled away is not drawn.
    first = placed[0][1][1]
    for _ in range(40):
        app.step([key("move", dy=1)], 1 / 30)
    assert scene.scroll > 0 and scene.card_rects()[0][1][1] < first
    with gfx.DrawProbe() as probe:
        scene.draw(app.surface)
    assert "stinkbug-1" not in probe.faces
