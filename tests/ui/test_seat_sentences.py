"""Every sentence about a seat is right for "you" and for another seat (issue 32).

Every event of 20 random games per game is rendered the way the table, its log,
banners, trick captions, score pad, game-over line and the recap say it, once with the
seat on screen addressed as "you" and once with another seat as "you". No "You" (or
mid-sentence "you") may be followed by a third-person verb, and no "You's"; every
sentence said fills exactly its template's placeholders (``words.checked``).
"""

from __future__ import annotations

import random
import re

import pytest

from table.core.words import Names, checked
from table.games import game_ids, get_game
from table.learn.recap import recap
from table.ui.tables import presenter_for
from tests.per_game import data_of

GAMES = 20
# A "you" with a verb in the third person ("You predicts", "you was"), or "You's".
WRONG = re.compile(r"\b[Yy]ou(?:'s| (?:is|was|has|does|\w+[^s\W]s|\w+(?:ches|shes|sses|xes)))\b")


def wrong_forms(text: str) -> list[str]:
    return [match.group(0) for match in WRONG.finditer(text)]


def test_the_check_sees_the_reported_mistakes() -> None:
    for bad in ("You predicts 2", "You takes the trick", "You scores +10", "You was right",
                "You wins the show", "You's Slayer nets the Vampire", "then you plays", "You catches"):
        assert wrong_forms(bad), bad
    for good in ("You predict 2", "You take the trick", "You pass it on", "You lose!", "Your Slayer",
                 "Mildred and you are tied", "You were right.", "You hold Blue 1"):
        assert not wrong_forms(good), good


def said_for(gid: str, events: list[dict], names: Names, viewer: int, state) -> list[str]:  # type: ignore[no-untyped-def]
    presenter = presenter_for(gid)
    presenter.names = names
    lines: list[str] = []
    for event in events:
        lines.append(presenter.describe(event, names) or "")
        banner = presenter.banner(event, names, viewer)
        if banner is not None:
            lines += [banner.title, *banner.lines]
        if event.get("type") == presenter.trick_won_event:
            lines.append(presenter.trick_reason(event, names))
            lines.append(presenter.trick_result(event, names, None).words)
        row = presenter.score_pad_row(event)
        if row is not None:
            lines += row[1]
        shown = presenter.last_shown(event, names)
        if shown is not None:
            lines.append(shown[1])
    view = state.view(None)
    lines.append(presenter.result_line(view, names) or "")
    lines.append(presenter.winners_line(state.winners or [0], names))
    lines.append(presenter.waiting(view, names, list(range(state.players))))
    return lines


@pytest.mark.parametrize("gid", game_ids())
def test_no_you_with_a_third_person_verb(gid: str) -> None:
    game = get_game(gid)
    players = data_of(gid, "PROMPT_PLAYERS")
    said = 0
    for seed in range(GAMES):
        state = game.new_state(players, seed)
        rng = random.Random(seed)
        while not state.is_over and len(state.history) < 600:
            seat = state.turn[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        plain = [f"Seat{n}" for n in range(players)] + ["Trendsetter"]
        for me in (0, 1):  # the seat on screen as "you", then another seat as "you"
            names = Names(plain[: players + len(presenter_for(gid).extra_seats(state))], me=me)
            with checked():
                lines = said_for(gid, state.visible_log(me), names, me, state)
                lines += recap(state, me, names, since=0, limit=10**6)
                lines += recap(state, me, names, since=0, limit=10**6, public=True)
            said += sum(1 for line in lines if re.search(r"\b[Yy]ou", line))
            wrong = [(line, wrong_forms(line)) for line in lines if wrong_forms(line)]
            assert wrong == [], wrong[:5]
    assert said > 100 * GAMES // 10, "the games said plenty about 'you'"


@pytest.mark.parametrize("gid", game_ids())
def test_a_prompt_to_you_is_not_addressed_by_name(gid: str) -> None:
    # "Play a card." to the seat called "you"; "Ann, play a card." to a named player.
    game = get_game(gid)
    prompts = 0
    for seed in range(3):
        state = game.new_state(data_of(gid, "PROMPT_PLAYERS"), seed)
        rng = random.Random(seed)
        while not state.is_over and len(state.history) < 120:
            seat = state.turn[0]
            actions = state.legal_actions(seat)
            presenter = presenter_for(gid)
            presenter.names = Names([f"Seat{n}" for n in range(data_of(gid, "PROMPT_PLAYERS") + 1)])
            view = state.view(seat)
            with checked():
                to_you = presenter.prompt(view, actions, None)
                to_named = presenter.prompt(view, actions, "Ann")
            assert to_you[0].isupper() and "None" not in to_you and not to_you.startswith("You,"), to_you
            assert to_named.startswith("Ann, ") or "Ann" not in to_you, to_named
            prompts += 1
            state.apply(seat, rng.choice(actions))
    assert prompts > 30
