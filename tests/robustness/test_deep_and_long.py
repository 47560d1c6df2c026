"""Deeply nested and very long values in every loader (issue 28).

Saves (``from_json``), new games' options and deals, game records, the autosave, the
settings and the statistics each get a good value replaced, anywhere, by a list nested
thousands deep or a string or number hundreds of thousands of characters long. Each is
either accepted as valid or refused with ``ValueError`` (never ``RecursionError`` or
anything else), in one line of at most 200 characters that never repeats the value.
Derandomized (hypothesis), so it runs the same way every time.
"""

from __future__ import annotations

import json
import os
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from table.games import game_ids, get_game
from table.persistence.notices import LIMIT
from table.session import Seat, Session
from tests.per_game import sample_game
from tests.robustness.test_fuzz_files import KINDS, check_file, good_bytes

EXAMPLES = int(os.environ.get("SPOOKY_FUZZ_EXAMPLES", "60"))
FUZZ = settings(max_examples=EXAMPLES, deadline=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
MARK = "qzqzqzqzqzqzqzqzqzqz"  # in every long value: a message that holds it echoes the value


def nested(depth: int, leaf: Any = 1, as_dict: bool = False) -> Any:
    value = leaf
    for _ in range(depth):
        value = {"k": value} if as_dict else [value]
    return value


def monsters() -> st.SearchStrategy[Any]:
    """A value deeply nested or very long (and one of each kind of JSON leaf, too big)."""
    depths = st.sampled_from([40, 100, 1_000, 5_000, 20_000])
    sizes = st.sampled_from([300, 10_000, 200_000, 1_000_000])
    return st.one_of(
        st.builds(nested, depths, st.just(1), st.booleans()),
        st.builds(nested, depths, sizes.map(lambda n: MARK * (n // len(MARK))), st.booleans()),
        sizes.map(lambda n: MARK * (n // len(MARK))),
        sizes.map(lambda n: [MARK * 2] * (n // 100)),
        sizes.map(lambda n: {f"{MARK}{MARK}{i}": i for i in range(min(n // 100, 5_000))}),
        st.sampled_from([10**300, -(10**300), 2**63, 1e308]),
    )


def assert_short(error: BaseException) -> None:
    text = str(error)
    assert text and "\n" not in text and len(text) <= LIMIT, text[:300]
    assert MARK not in text and "[[[[" not in text, text[:300]


def places(data: Any) -> list[tuple[Any, Any]]:
    """Every (container, key) in ``data``: a value there can be replaced."""
    found: list[tuple[Any, Any]] = []

    def walk(node: Any) -> None:
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else []
        for key, child in items:
            found.append((node, key))
            walk(child)

    walk(data)
    return found


def a_save(gid: str) -> dict[str, Any]:
    game = get_game(gid)
    state = game.new_state(players=game.min_players, seed=3)
    for _ in range(6):
        if state.is_over:
            break
        seat = state.turn[0]
        state.apply(seat, state.legal_actions(seat)[-1])
    return json.loads(json.dumps(state.to_json()))


@pytest.mark.parametrize("gid", game_ids())
@FUZZ
@given(data=st.data(), monster=monsters())
def test_from_json_with_a_monster_anywhere_is_refused_in_one_short_line(
    gid: str, data: st.DataObject, monster: Any
) -> None:
    save = a_save(gid)
    spots = [(save, key) for key in ("options", "deal", "players", "seed", "game", "format", "rng")]
    node, key = data.draw(st.sampled_from(spots + places(save)))
    node[key] = monster
    try:
        get_game(gid).from_json(save)
    except ValueError as error:
        assert_short(error)


@pytest.mark.parametrize("gid", game_ids())
@FUZZ
@given(data=st.data(), monster=monsters())
def test_options_and_deals_with_a_monster_are_refused_in_one_short_line(
    gid: str, data: st.DataObject, monster: Any
) -> None:
    game = get_game(gid)
    names = [option.name for option in game.options] + [MARK * 3]
    where = data.draw(st.sampled_from(["option", "options", "deal", "deal key", "hands"]))
    options: Any = None
    deal: Any = None
    if where == "option":
        options = {data.draw(st.sampled_from(names)): monster}
    elif where == "options":
        options = monster
    elif where == "deal":
        deal = monster if isinstance(monster, dict) else {"hands": monster}
    elif where == "deal key":
        deal = {MARK * 50: monster}
    else:
        deal = {"hands": [monster] * game.min_players}
    with pytest.raises(ValueError) as refusal:
        game.new_state(players=game.min_players, seed=1, options=options, deal=deal)
    assert_short(refusal.value)


@FUZZ
@given(data=st.data(), monster=monsters())
def test_a_game_record_with_a_monster_anywhere_is_refused_in_one_short_line(
    data: st.DataObject, monster: Any
) -> None:
    session = Session.start(sample_game(), [Seat(f"Ghoul {n}", "ai", "random", n) for n in range(3)], seed=4)
    session.play_out()
    record = json.loads(json.dumps(session.to_record()))
    node, key = data.draw(st.sampled_from(places(record)))
    node[key] = monster
    try:
        Session.from_record(record)
    except ValueError as error:
        assert_short(error)


@pytest.mark.parametrize("kind", KINDS)
@FUZZ
@given(data=st.data(), monster=monsters())
def test_data_files_with_a_monster_anywhere_give_defaults_or_a_short_line(
    kind: str, data: st.DataObject, monster: Any
) -> None:
    content = json.loads(good_bytes(kind))
    node, key = data.draw(st.sampled_from(places(content)))
    if data.draw(st.booleans(), label="as the key") and isinstance(node, dict) and isinstance(monster, str):
        node[monster] = node.pop(key)  # a very long name: a player's, a game's, a setting's
    else:
        node[key] = monster
    check_file(kind, dumps_deep(content).encode())


class _Raw(str):
    """Text ``dumps_deep`` writes as it is (punctuation)."""


def dumps_deep(value: Any) -> str:
    """``json.dumps`` without recursion, for values nested deeper than it goes."""
    out: list[str] = []
    stack: list[Any] = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, _Raw):
            out.append(item)
        elif isinstance(item, list | dict):
            pairs = list(item.items()) if isinstance(item, dict) else [(None, child) for child in item]
            out.append("{" if isinstance(item, dict) else "[")
            stack.append(_Raw("}" if isinstance(item, dict) else "]"))
            for index in range(len(pairs) - 1, -1, -1):
                key, child = pairs[index]
                stack.append(child)
                if key is not None:
                    stack.append(_Raw(json.dumps(key) + ":"))
                if index:
                    stack.append(_Raw(","))
        else:
            out.append(json.dumps(item))
    return "".join(out)
