"""Every prompt is a whole sentence from the game's words table, never a name glued to a fragment (issue 32).

Over random games of every game, each prompt the table shows (and each of Royal's
stage prompts while a give, pass or placing is built) is said twice: to the seat on
screen as "you" and to a player by name. Each must equal one of the game's prompt
templates rendered whole — the "you" form for "you", the named form with the name in
its ``{name}`` place — with exactly the template's placeholders filled. The seat
status labels under the plates come from the same tables.
"""

from __future__ import annotations

import random
import re
import string
from functools import cache
from pathlib import Path
from types import ModuleType

import pytest

import table.ui.tables as tables_package
from table.core import words as core_words
from table.core.words import Names, Sentence, Words, checked
from table.games import game_ids, get_game
from table.ui.tables import base, presenter_for
from tests.per_game import data_of

GAMES = 4
SEATS = ["Mildred", "Bones", "Wisp", "Gloom", "Fang"]
NAMED = "Ann-Marie"  # a name no template holds


def _pattern(template: str, name: str | None) -> re.Pattern[str]:
    """``template`` as a pattern: ``{name}`` is ``name`` itself, any other placeholder anything."""
    parts = []
    for literal, field, _, _ in string.Formatter().parse(template):
        parts.append(re.escape(literal))
        if field == "name" and name is not None:
            parts.append(re.escape(name))
        elif field:
            parts.append(".*")
    return re.compile("".join(parts), re.DOTALL)


def _tables(game_id: str) -> list[ModuleType]:
    module = __import__(f"table.games.{game_id}.words", fromlist=["words"])
    return [module, base]


@cache
def prompt_patterns(game_id: str, named: bool) -> list[re.Pattern[str]]:
    """The game's sentences to a seat: their "you" forms, or their named forms."""
    patterns = []
    for module in _tables(game_id):
        for value in vars(module).values():
            if isinstance(value, Sentence):
                if named and "{name}" in value.other:
                    patterns.append(_pattern(value.other, NAMED))
                elif not named:
                    patterns.append(_pattern(value.you, None))
    return patterns


@cache
def label_patterns(game_id: str) -> list[re.Pattern[str]]:
    module = _tables(game_id)[0]
    return [
        _pattern(template, None)
        for name, value in vars(module).items()
        if name.startswith("STATUS_") and isinstance(value, Words)
        for template in value.templates()
    ]


def _whole(text: str, patterns: list[re.Pattern[str]]) -> bool:
    return any(pattern.fullmatch(text) for pattern in patterns)


def _said(game_id: str, seed: int) -> tuple[list[str], list[str], list[str]]:
    """The prompts to "you", the prompts by name and the status labels over one random game."""
    presenter = presenter_for(game_id)
    players = data_of(game_id, "PROMPT_PLAYERS")
    state = get_game(game_id).new_state(players, seed=seed)
    seated = SEATS[: players + len(presenter.extra_seats(state))]
    presenter.names = list(seated)
    rng = random.Random(seed)
    to_you: list[str] = []
    by_name: list[str] = []
    labels: list[str] = []
    for _ in range(3000):
        if state.is_over:
            break
        seat = state.turn[0]
        actions = state.legal_actions(seat)
        view = state.view(seat)
        to_you.append(presenter.prompt(view, actions, None))
        by_name.append(presenter.prompt(view, actions, NAMED))
        stage_picks = data_of(game_id, "STAGE_PICKS")  # a game whose moves are built in steps
        if stage_picks is not None:
            named = [NAMED if s == seat else n for s, n in enumerate(seated)]
            for chosen in stage_picks(view, actions):
                for names, into in ((Names(seated, me=seat), to_you), (Names(named), by_name)):
                    stage = presenter.stage(view, actions, chosen, names)
                    if stage is not None:
                        into.append(stage.prompt)
        labels += [presenter.seat_status(view, s) for s in range(players)]
        state.apply(seat, rng.choice(actions))
    assert state.is_over, f"{game_id} did not finish"
    return to_you, by_name, labels


@pytest.mark.parametrize("game_id", game_ids())
def test_every_prompt_is_a_whole_template(game_id: str) -> None:
    with checked():  # each template filled with exactly its placeholders
        said = [_said(game_id, seed) for seed in range(GAMES)]
    to_you = {text for you, _, _ in said for text in you}
    by_name = {text for _, named, _ in said for text in named}
    assert to_you and by_name
    for text in to_you:
        assert _whole(text, prompt_patterns(game_id, named=False)), f"{game_id}: {text!r} is no template"
        assert NAMED not in text and text[:1].isupper(), text
    for text in by_name:
        assert _whole(text, prompt_patterns(game_id, named=True)), f"{game_id}: {text!r} is no template"
        assert text.startswith(f"{NAMED}, "), text
    labels = {label for _, _, seen in said for label in seen if label}
    wrong = [label for label in labels if not _whole(label, label_patterns(game_id))]
    if data_of(game_id, "LABELS_JOINED"):  # several labels joined: each part is one
        parts = {part for label in wrong for part in label.split(" · ")}
        wrong = [part for part in parts if not _whole(part, label_patterns(game_id))]
    assert not wrong, f"{game_id}: status labels from no template: {wrong}"


def test_nothing_glues_a_name_to_an_instruction() -> None:
    assert not hasattr(core_words, "address") and not hasattr(core_words, "ADDRESSED")
    glue = re.compile(r"address\(|\{name\}, \{instruction\}|f\"\{name\}, ")
    sources = Path(tables_package.__file__).parent.rglob("*.py")
    glued = [str(path) for path in sources if glue.search(path.read_text(encoding="utf-8"))]
    assert not glued, glued
