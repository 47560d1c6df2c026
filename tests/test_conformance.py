"""The conformance suite every registered game must pass (API.md, issue 2).

Random legal games reach the end with winners; the same seed and actions give the same
game; saves restore mid-game and continue identically; clones are independent; illegal
actions and wrong seats are refused with a reason and change nothing; no view or
visible log ever names a card its seat cannot see; determinized states keep the view;
bad set-ups raise ValueError.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from table.core import GameState, IllegalMove, find_ids, i18n
from table.core.reasons import MESSAGES
from table.core.words import checked
from table.games import game_ids, get_game

MAX_STEPS = 50_000
SEEDS = (1, 2)


def cases() -> list[tuple[str, int, int]]:
    result = []
    for gid in game_ids():
        game = get_game(gid)
        for players in range(game.min_players, game.max_players + 1):
            for seed in SEEDS:
                result.append((gid, players, seed))
    return result


def random_step(state: GameState, rng: random.Random) -> tuple[int, str]:
    seat = rng.choice(state.turn)
    actions = state.legal_actions(seat)
    assert actions, f"seat {seat} is in turn {state.turn} but has no legal action"
    action = rng.choice(actions)
    state.apply(seat, action)
    return seat, action


def play_out(state: GameState, rng: random.Random, limit: int = MAX_STEPS) -> list[tuple[int, str]]:
    moves = []
    while not state.is_over:
        assert len(moves) < limit, "game did not end"
        moves.append(random_step(state, rng))
    return moves


def snapshot(state: GameState) -> str:
    seats: list[int | None] = [None, *range(state.players)]
    return json.dumps(
        {
            "views": [state.view(seat) for seat in seats],
            "log": state.log,
            "history": state.history,
            "turn": list(state.turn),
            "scores": state.scores,
        },
        sort_keys=True,
    )


def current_deal(state: GameState) -> int:
    """Index in the log of the event that dealt the cards now in play."""
    deals = [i for i, event in enumerate(state.log) if event["type"] == "deal"]
    return deals[-1] if deals else 0


CASES = cases()
IDS = [f"{g}-{p}p-s{s}" for g, p, s in CASES]


@pytest.mark.parametrize(("gid", "players", "seed"), CASES, ids=IDS)
def test_random_game_reaches_the_end(gid: str, players: int, seed: int) -> None:
    state = get_game(gid).new_state(players=players, seed=seed)
    play_out(state, random.Random(seed))
    assert state.is_over
    assert state.turn == ()
    assert state.winners, "a finished game names its winners"
    assert state.winners == sorted(set(state.winners))
    assert all(isinstance(seat, int) for seat in state.winners)
    assert len(state.scores) >= players
    for seat in range(players):
        assert state.legal_actions(seat) == []
    json.dumps(state.log)
    assert any(event["type"] == "game_over" for event in state.log)
    with pytest.raises(IllegalMove):
        state.apply(0, state.history[-1][1])


@pytest.mark.parametrize(("gid", "players", "seed"), CASES, ids=IDS)
def test_same_seed_and_actions_give_the_same_game(gid: str, players: int, seed: int) -> None:
    game = get_game(gid)
    first = game.new_state(players=players, seed=seed)
    moves = play_out(first, random.Random(seed + 100))
    second = game.new_state(players=players, seed=seed)
    for seat, action in moves:
        second.apply(seat, action)
    assert snapshot(first) == snapshot(second)


@pytest.mark.parametrize(("gid", "players", "seed"), CASES, ids=IDS)
def test_save_round_trip_mid_game_continues_identically(gid: str, players: int, seed: int) -> None:
    game = get_game(gid)
    state = game.new_state(players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(1, 60)):
        if state.is_over:
            break
        random_step(state, rng)
    data = json.loads(json.dumps(state.to_json()))
    restored = game.from_json(data)
    assert snapshot(restored) == snapshot(state)
    # Both continue with the same choices and stay equal move by move.
    rng_a, rng_b = random.Random(7), random.Random(7)
    while not state.is_over:
        random_step(state, rng_a)
        random_step(restored, rng_b)
    assert snapshot(restored) == snapshot(state)


@pytest.mark.parametrize(("gid", "players", "seed"), CASES, ids=IDS)
def test_views_never_name_a_hidden_card(gid: str, players: int, seed: int) -> None:
    state = get_game(gid).new_state(players=players, seed=seed)
    rng = random.Random(seed)
    seats: list[int | None] = [None, *range(players)]
    steps = 0
    while True:
        for seat in seats:
            hidden = state.hidden_ids(seat)
            view_text = json.dumps(state.view(seat))
            assert find_ids(view_text, hidden) == [], f"view({seat}) shows hidden cards"
            # Earlier deals' events name cards that a new deal has since hidden again;
            # what must stay secret is the current deal.
            log_text = json.dumps(state.visible_log(seat, start=current_deal(state)))
            assert find_ids(log_text, hidden) == [], f"visible_log({seat}) shows hidden cards"
        if state.is_over or steps > 400:
            break
        random_step(state, rng)
        steps += 1


@pytest.mark.parametrize(("gid", "players", "seed"), CASES, ids=IDS)
def test_other_hands_are_hidden_at_the_start(gid: str, players: int, seed: int) -> None:
    """Independent of hidden_ids: at the deal, the spectator sees no private hand."""
    state = get_game(gid).new_state(players=players, seed=seed)
    spectator = state.hidden_ids(None)
    assert spectator, "a spectator cannot know every card at the deal"
    for seat in range(players):
        assert state.hidden_ids(seat), f"seat {seat} cannot know every card at the deal"
        assert state.hidden_ids(seat) <= spectator, "a seat knows at least what a spectator does"


@pytest.mark.parametrize(("gid", "players", "seed"), CASES, ids=IDS)
def test_clone_is_independent(gid: str, players: int, seed: int) -> None:
    state = get_game(gid).new_state(players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(5):
        random_step(state, rng)
    before = snapshot(state)
    twin = state.clone()
    assert snapshot(twin) == before
    play_out(twin, random.Random(3))
    assert snapshot(state) == before
    # and the original can still play on by itself
    play_out(state, random.Random(4))


@pytest.mark.parametrize(("gid", "players", "seed"), CASES, ids=IDS)
def test_events_carry_their_reasons_as_data(gid: str, players: int, seed: int) -> None:
    """An event that explains itself carries its reason as data (``reason_id``, JSON
    ``reason_args``) that says, in English, the words it carries (issue 33)."""
    state = get_game(gid).new_state(players=players, seed=seed)
    play_out(state, random.Random(seed))
    with checked(), i18n.english():  # every placeholder given, none left over
        for event in state.log:
            if "reason_id" not in event:
                continue
            json.dumps(event["reason_args"])
            said = MESSAGES[event["reason_id"]].said(event["reason_args"], None)
            if "note_reasons" in event:  # Snow's battle: its rule and notes
                assert said == event["rule"]
                notes = [MESSAGES[n["reason_id"]].said(n["reason_args"], None) for n in event["note_reasons"]]
                assert notes == event["notes"]
            elif event["type"] == "trick_won":  # Munch's whole reason, Dragon's short form within
                assert event["reason"] in said, (said, event["reason"])


@pytest.mark.parametrize(("gid", "players", "seed"), CASES, ids=IDS)
def test_illegal_actions_are_refused_and_change_nothing(gid: str, players: int, seed: int) -> None:
    state = get_game(gid).new_state(players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(rng.randrange(0, 30)):
        if state.is_over:
            break
        random_step(state, rng)
    if state.is_over:
        return
    before = json.dumps(state.to_json(), sort_keys=True)
    seat = state.turn[0]
    for bad in ("", "nonsense", "play", "play no-such-card", "PLAY", 42):
        with pytest.raises(IllegalMove) as refused:
            state.apply(seat, bad)  # type: ignore[arg-type]
        assert str(refused.value).strip(), "a refusal says why"
        assert refused.value.reasons, "and carries its reason as data, to be said in any language"
    idle = [s for s in range(players) if s not in state.turn]
    for other in idle:
        with pytest.raises(IllegalMove, match="turn"):
            state.apply(other, state.legal_actions(seat)[0])
    with pytest.raises(IllegalMove):
        state.apply(players + 5, state.legal_actions(seat)[0])
    assert json.dumps(state.to_json(), sort_keys=True) == before


@pytest.mark.parametrize(("gid", "players", "seed"), CASES, ids=IDS)
def test_determinize_keeps_the_view(gid: str, players: int, seed: int) -> None:
    state = get_game(gid).new_state(players=players, seed=seed)
    rng = random.Random(seed)
    for step in range(200):
        if state.is_over:
            break
        if step % 7 == 0:
            for seat in [*state.turn, None]:
                world = state.determinize(seat, random.Random(step))
                assert world.view(seat) == state.view(seat)
                if seat is not None:
                    assert world.legal_actions(seat) == state.legal_actions(seat)
                play_out(world, random.Random(step))
            assert snapshot(state) == snapshot(state.clone())
        random_step(state, rng)


@pytest.mark.parametrize("gid", game_ids())
def test_bad_setups_raise_value_error(gid: str) -> None:
    game = get_game(gid)
    for players in (game.min_players - 1, game.max_players + 1, "4", 2.5, True):
        with pytest.raises(ValueError):
            game.new_state(players=players, seed=1)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="no_such_option"):
        game.new_state(players=game.min_players, seed=1, options={"no_such_option": 1})
    for deal in (
        {"hands": [["no-such-card"]] * game.min_players},
        {"hands": []},
        {"hands": "nope"},
    ):
        with pytest.raises(ValueError):
            game.new_state(players=game.min_players, seed=1, deal=deal)


@pytest.mark.parametrize("gid", game_ids())
def test_damaged_saves_raise_value_error(gid: str) -> None:
    game = get_game(gid)
    state = game.new_state(players=game.min_players, seed=5)
    rng = random.Random(5)
    for _ in range(10):
        random_step(state, rng)
    good = state.to_json()
    other = next((g for g in game_ids() if g != gid), None)
    damaged = [
        None,
        [],
        "save",
        {},
        {**good, "format": 999},
        {**good, "game": other or "elsewhere"},
        {**good, "history": [[0, "play nothing-at-all"]]},
        {**good, "history": "nope"},
        {**good, "history": [[0]]},
        {**good, "players": 99},
        {**good, "seed": "x"},
        {**good, "rng": [3, [1, 2, 3], None]},
        {**good, "history": good["history"][:-1]},
        {**good, "options": {"bogus": 1}},
    ]
    for data in damaged:
        with pytest.raises(ValueError):
            game.from_json(data)
    if other:
        with pytest.raises(ValueError):
            get_game(other).from_json(good)


def test_registry_names_known_games() -> None:
    games = Path(__file__).resolve().parents[1] / "table" / "games"
    assert all((games / gid / "__init__.py").is_file() for gid in game_ids())  # each its own package
    with pytest.raises(KeyError, match="known games"):
        get_game("chess")
    for gid in game_ids():
        game = get_game(gid)
        assert game.id == gid and game.title
        assert 2 <= game.min_players <= game.max_players <= 6


@pytest.mark.parametrize(("gid", "players", "seed"), CASES, ids=IDS)
def test_the_search_s_determinizer_samples_what_determinize_does(gid: str, players: int, seed: int) -> None:
    """``determinizer(seat)`` (the search's sampler, which reads the seat's holdings once)
    gives, draw for draw, the worlds ``determinize`` gives: every hand, every generator."""
    state = get_game(gid).new_state(players=players, seed=seed)
    rng = random.Random(seed)
    for step in range(120):
        if state.is_over:
            break
        if step % 11 == 0:
            seat = state.turn[0]
            sample = state.determinizer(seat)
            one, two = random.Random(step), random.Random(step)
            for _ in range(3):
                expected, world = state.determinize(seat, one), sample(two)
                for other in range(players):
                    assert world.view(other) == expected.view(other)
                assert world.rng.getstate() == expected.rng.getstate()
            assert one.getstate() == two.getstate()
        random_step(state, rng)


@pytest.mark.parametrize(("gid", "players", "seed"), CASES, ids=IDS)
def test_determinize_depends_only_on_the_view(gid: str, players: int, seed: int) -> None:
    """Two positions a seat cannot tell apart sample the same worlds from the same rng,
    so nothing hidden (such as the order cards lie in a hidden hand) can steer an AI."""
    state = get_game(gid).new_state(players=players, seed=seed)
    rng = random.Random(seed)
    for step in range(120):
        if state.is_over:
            break
        if step % 9 == 0:
            seat = state.turn[0]
            one = state.determinize(seat, random.Random(1))
            two = state.determinize(seat, random.Random(2))
            assert one.view(seat) == two.view(seat) == state.view(seat)
            again_one = one.determinize(seat, random.Random(3))
            again_two = two.determinize(seat, random.Random(3))
            for other in range(players):
                assert again_one.view(other) == again_two.view(other), (
                    f"seat {seat}'s worlds differ for seat {other} though seat {seat}'s view is the same"
                )
        random_step(state, rng)
