"""Every sentence a player reads starts with a capital letter, in every language (found
playing Dodge the Dragon: a sentence that began with a card name began "the blue 1 ...").

The words builder capitalises a sentence whose template opens with a placeholder
(``table.core.words._fill``); here every event of random games per game is said as the
table, its log, banners, trick captions, score pad and recaps say it (the same lines as
``test_seat_sentences``), with the forced-move reasons and the prompts, in English,
German, French and Spanish, and no line may start with a lower-case letter.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from table.core import i18n
from table.core.words import Names, Sentence, Words, checked
from table.games import game_ids, get_game
from table.learn.forced import forced_move
from table.learn.recap import recap
from table.manifest import catalogues
from table.ui.tables import presenter_for
from tests.per_game import data_of
from tests.ui.test_seat_sentences import said_for

GAMES = 4
LANGUAGES = ("en", "de", "fr", "es")


def test_a_sentence_opening_with_a_placeholder_opens_with_a_capital() -> None:
    assert Words("{card} always leads the first trick.")(card="the blue 1").startswith("The blue 1")
    said = Sentence("{card} goes to you.", "{card} goes to {name}.")
    assert said(Names(["Ann", "Bo"], me=0), 1, card="the Fly 3") == "The Fly 3 goes to Bo."
    # A piece of a sentence (no full stop) is left as it is: it goes inside another one.
    assert Words("{card} and {other}")(card="the Bat 2", other="the Bat 3") == "the Bat 2 and the Bat 3"


@pytest.fixture
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.use(request.param, catalogues())
    yield request.param
    i18n.use("en", catalogues())


def lower_start(line: str) -> bool:
    text = line.lstrip(" \"'“„«¡¿(")
    return bool(text) and text[0].isalpha() and text[0].islower()


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("gid", game_ids())
def test_no_sentence_shown_starts_lower_case(gid: str, language: str) -> None:
    game = get_game(gid)
    players = data_of(gid, "PROMPT_PLAYERS")
    lines: list[str] = []
    cells: set[str] = set()
    for seed in range(GAMES):
        state = game.new_state(players, seed)
        rng = random.Random(seed)
        presenter = presenter_for(gid)
        # Hands nobody controls have names too (Batwalk's trendsetter).
        names = Names([f"Seat{n}" for n in range(players)] + presenter.extra_seats(state), me=0)
        presenter.names = names
        while not state.is_over and len(state.history) < 600:
            seat = state.turn[0]
            actions = state.legal_actions(seat)
            if len(state.history) < 80:
                forced = forced_move(state, seat)
                if forced is not None:
                    lines.append(forced.reason)
                lines.append(presenter.prompt(state.view(seat), actions, None))
            state.apply(seat, rng.choice(actions))
        with checked():
            lines += said_for(gid, state.visible_log(0), names, 0, state)
            lines += recap(state, 0, names, since=0, limit=10**6)
        # The score pad's cells are figures, not sentences ("all 43: back to 0").
        for event in state.visible_log(0):
            row = presenter.score_pad_row(event)
            cells.update(row[1] if row is not None else [])
    wrong = sorted({line for line in lines if lower_start(line) and line not in cells})
    assert wrong == [], f"{language}: {wrong[:5]}"
    assert sum(1 for line in lines if line) > 50
