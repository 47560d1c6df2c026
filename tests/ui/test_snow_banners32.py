"""Snow's banners as a player read them in the real window (issue 32, playing again):

- the round's banner lists every seat's enhancement whole, at every window size and at
  175%, each seat's entry on one line ("Count Crumb: Sly Fox", never split after
  "Count"); at 1280×720 with four seats it ended "Ghoulia: Sno…";
- the no-battle bonus says who in a whole sentence, not a bare name under the heading;
- a battle's result on the table is what the battle gave, all of it ("+50" with a prey),
  not "50 battle points" while the score pad counts battles and prey apart.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest

from table.core.words import Names
from table.ui import drawing, gfx
from table.ui.app import App
from table.ui.scenes import table_banner
from table.ui.settings_model import Settings
from table.ui.tables.snow.presenter import PRESENTER
from tests.ui.driver import start_table

NAMES = Names(["Ben", "Bones", "Count Crumb", "Ghoulia"], me=0)
DEAL = {"type": "deal", "round": 2, "enhancements": ["doppelganger", "harpoon", "sly-fox", "snowball"]}


@pytest.mark.parametrize("scale", [1.0, 1.75])
@pytest.mark.parametrize("size", [(960, 540), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_round_banner_shows_every_enhancement_whole(
    size: tuple[int, int], scale: float, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown = PRESENTER.banner(DEAL, NAMES, 0)
    assert shown is not None
    app = App(Settings(ui_scale=scale), size=size, sound=False)
    scene = start_table(app, "snow", "human,ai,ai,ai", seed=2)
    texts: list[str] = []
    real = gfx.draw_text

    def record(surface: pygame.Surface, text: str, *args: Any, **kwargs: Any) -> pygame.Rect:
        texts.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(gfx, "draw_text", record)
    surface = pygame.Surface(size)
    probe = drawing.DrawProbe(surface)
    with gfx.at_scale(app.ui_scale), probe:
        table_banner.banner(surface, scene.geometry(), shown, 4)
    app.close()
    assert not probe.cut, probe.cut
    entries = " ".join(texts[2:]).replace("\u00a0", " ").split(" · ")
    assert entries == ["You: Doppelganger", "Bones: Harpoon", "Count Crumb: Sly Fox", "Ghoulia: Snowball"]
    for line in texts[2:]:  # an entry is never broken across two lines
        for part in line.split(" · "):
            assert part.count(":") == 1, f"an entry split across lines: {texts[2:]}"


def test_the_no_battle_bonus_says_who_in_a_whole_sentence() -> None:
    for bonus, said in (
        ([False, True, False, False], "Bones won no battle: +50."),
        ([True, False, False, True], "You and Ghoulia won no battle: +50."),
    ):
        shown = PRESENTER.banner({"type": "round_scored", "round": 1, "no_battle_bonus": bonus}, NAMES, 0)
        assert shown is not None and shown.title == "Not one battle won"
        assert list(shown.lines) == [said]


def test_a_battle_result_is_all_it_gave() -> None:
    won = {"type": "battle_won", "seat": 0, "points": [50, 0, 0, 0]}
    assert PRESENTER.trick_result(won, NAMES, None).words == "You win the battle: +50"
    won = {"type": "battle_won", "seat": 2, "points": [0, 0, 10, 0]}
    assert PRESENTER.trick_result(won, NAMES, None).words == "Count Crumb wins the battle: +10"
    lost = {"type": "battle_won", "seat": 1, "points": [0, -10, 0, 0]}
    assert PRESENTER.trick_result(lost, NAMES, None).words == "Bones wins the battle but loses 10 points"
