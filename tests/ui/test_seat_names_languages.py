"""Seat names and the screens between turns in every language: a new seat's default name,
the hot-seat hand-over's instruction and button, the round summary's title (Batwalk's
trendsetter: ``test_batwalk_trendsetter``)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from table.core import i18n
from table.manifest import catalogues
from table.ui.scenes.setup import DEFAULT_HUMAN
from tests.ui.driver import make_app, start_table


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.reset()


def test_a_default_seat_name_is_given_in_the_language_spoken_now() -> None:
    i18n.use("de", catalogues())
    german = DEFAULT_HUMAN(n=2)
    i18n.use("es", catalogues())
    assert (german, DEFAULT_HUMAN(n=2)) == ("Spieler 2", "Jugador 2")


@pytest.mark.parametrize("lang", ["de", "fr", "es"])
def test_the_hand_over_tells_each_player_in_the_language_spoken_now(lang: str) -> None:
    from table.games import game_ids
    from table.ui.tables import presenter_for

    for gid in game_ids():
        english = presenter_for(gid).hand_over_words("Ann")
        i18n.use(lang, catalogues())
        said = presenter_for(gid).hand_over_words("Ann")
        i18n.reset()
        for line, original in zip(said, english, strict=True):
            assert "Ann" in line and line != original, (gid, line)
            assert not re.search(r"look away|press Enter|show (my|the)|I am", line), (gid, line)


@pytest.mark.parametrize(("lang", "title", "total"), [("de", "Runde 1 gewertet", "Gesamt"),
                                                      ("fr", "Manche 1 comptée", "Total"),
                                                      ("es", "Mano 1 puntuada", "Total")])
def test_the_round_summary_is_titled_in_the_language_spoken_now(
    lang: str, title: str, total: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from table.games import game_ids, get_game
    from table.ui import gfx
    from table.ui.scenes.overlays import RoundSummary

    drawn: list[str] = []
    real = gfx.draw_text

    def noted(surface: object, text: str, *args: object, **kwargs: object) -> object:
        drawn.append(text)
        return real(surface, text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(gfx, "draw_text", noted)
    app = make_app(size=(960, 540))
    i18n.use(lang, catalogues())
    gid = game_ids()[0]
    scene = start_table(app, gid, ",".join(["human"] + ["ai"] * (get_game(gid).min_players - 1)), seed=3)
    app.push(RoundSummary(app, scene, i18n._("Round {round}").format(round=1)))
    app.step([], 0.05)
    assert title in drawn and total in drawn
    assert not any(text.endswith(" scored") for text in drawn)
