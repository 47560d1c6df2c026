"""The table's words, as issue 20 item 10 asks: a pass names who receives it, Batwalk's
mark on its winning card says "winning" and keeps every index clear, one phrase for
the lead caption, no "1 pts" (nor "1 points") and no "by seed" in anything a presenter
says over whole games, and Snow's "broken" Hunters said in plain words.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from table.games import get_game
from table.games.dragon.actions import Pass, parse
from table.ui import layout
from table.ui.intents import key
from table.ui.scenes.overlays import HandOverScene
from table.ui.tables import presenter_for
from table.ui.tables.batwalk import draw as batwalk_draw
from tests.ui.driver import TableDriver, make_app, start_table

SIZES = [(960, 540), (1280, 720), (1920, 1080)]
GAMES = ("dragon", "munch", "snow", "batwalk", "royal")
BAD = [
    (re.compile(r"\bpts\b"), "pts"),
    (re.compile(r"(?<![\d.+\-−])1 (points|tricks|cards|battles|shows|vanquishes)\b"), "a plural after 1"),
    (re.compile(r"by (the )?seed", re.I), "by seed"),
]


def test_the_dragon_pass_names_who_receives_it() -> None:
    app = make_app()
    scene = start_table(app, "dragon", "human,ai,ai,ai", seed=4)
    driver = TableDriver(app, scene, random.Random(0))
    for _ in range(300):
        if scene.actor() == 0:
            break
        driver.frame([key("skip")] if scene.timeline.busy else [])
    assert scene.actor() == 0 and scene.match.view()["phase"] == "pass"
    prompt = scene.prompt(scene.match.view()).text
    # The three cards go to the seat on the right, seat i-1 (rules/dragon.md): seat 3 here.
    assert "pass to Ai 4," in prompt, prompt
    assert "your right" not in prompt


def test_dragon_reads_its_actions_through_the_rules_parser() -> None:
    dragon = presenter_for("dragon")
    assert dragon.selection_size(["pass blue-2 blue-3 red-4"]) == 3
    assert dragon.selection_size(["play blue-1"]) == 0
    action = dragon.selection_action(["blue-2", "blue-3", "red-4"])
    assert parse(action) == Pass(("blue-2", "blue-3", "red-4"))
    # Picked in any order, the three cards are named in hand order: the string the rules list.
    assert dragon.selection_action(["red-4", "blue-3", "blue-2"]) == "pass blue-2 blue-3 red-4"
    assert dragon.button_label("play safety-1 as green") == "Green"
    assert dragon.button_label("play blue-5") == "play blue-5"


def _batwalk_tags(size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> list[tuple[Any, ...]]:
    """Plays Batwalk shows and notes every "winning" tag drawn, with the trick's slots then."""
    app = make_app(size)
    scene = start_table(app, "batwalk", "human,ai,ai,ai", seed=11)
    driver = TableDriver(app, scene, random.Random(1))
    seen: list[tuple[Any, ...]] = []
    real = batwalk_draw.winning_tag_rect

    def noted(card: layout.Rect, geo: Any) -> layout.Rect:
        tag = real(card, geo)
        slots = scene.frame().trick_slots[: len(scene.shown_trick)]
        seen.append((tag, list(slots)))
        return tag

    monkeypatch.setattr(batwalk_draw, "winning_tag_rect", noted)
    for _ in range(1500):
        if isinstance(app.stack.top, HandOverScene):
            driver.frame([key("activate")])
        elif scene.actor() is not None and app.stack.top is scene:
            driver.frame(driver.human_intents())
        else:
            driver.frame()
        if len({slots and len(slots) for _, slots in seen}) >= 3:
            break
    return seen


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_batwalks_winning_tag_keeps_every_card_index_clear(
    size: tuple[int, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    seen = _batwalk_tags(size, monkeypatch)
    assert seen, "no winning card was ever marked"
    assert {len(slots) for _, slots in seen} >= {1, 2}
    for tag, slots in seen:
        for x, y, w, h in slots:
            top_left = layout.index_rect((x, y, w, h))
            bottom_right = (x + w - top_left[2], y + h - top_left[3], top_left[2], top_left[3])
            assert not layout.overlap(tag, top_left), (tag, (x, y, w, h))
            assert not layout.overlap(tag, bottom_right), (tag, (x, y, w, h))
    assert batwalk_draw.WINNING == "WINNING"


def _led(game_id: str, players: int, seed: int, cards: int = 1) -> dict[str, Any]:
    """A view of ``game_id`` (after its first trick) with ``cards`` cards in the trick, by random play."""
    state = get_game(game_id).new_state(players, seed=seed)
    rng = random.Random(seed)
    presenter = presenter_for(game_id)
    for _ in range(400):
        view = state.view(0)
        trick = presenter.trick(view)
        started = any(e.get("type") == presenter.trick_won_event for e in state.log)
        if len(trick) == cards and started and view.get("phase") != "over" and state.turn:
            return view
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    raise AssertionError(f"{game_id}: no trick with one card")


@pytest.mark.parametrize("game_id", ["dragon", "munch", "snow"])
def test_one_phrase_for_the_lead_caption(game_id: str) -> None:
    presenter = presenter_for(game_id)
    captions = {presenter.trick_caption(_led(game_id, 3, seed)) for seed in range(6)}
    if game_id == "snow":  # a battle waiting for its leader's card has a caption too
        captions |= {presenter.trick_caption(_led(game_id, 3, seed, cards=0)) for seed in range(3)}
    named = [c for c in captions if "lead" in c.lower()]
    assert named, captions
    for caption in named:
        assert caption.startswith("Lead suit: "), caption


def test_batwalks_caption_calls_the_lead_card_what_it_is() -> None:
    caption = presenter_for("batwalk").trick_caption(_led("batwalk", 3, 2))
    assert caption.startswith("Winning so far: "), caption


def test_snow_says_what_unbroken_hunters_mean() -> None:
    snow = presenter_for("snow")
    state = get_game("snow").new_state(3, seed=2)
    # Battle 1 is everyone's lowest Troublemaker (no Hunter can lead it); from battle 2 on
    # the caption says what the locked Hunters mean.
    first = snow.trick_caption(state.view(0))
    assert first == "Lead suit: Troublemakers, the lowest one each in battle 1"
    caption = snow.trick_caption({**state.view(0), "first_battle": False})
    assert "broken" not in caption and "no Hunter may lead until one has been played" in caption
    assert "broken" not in snow.hunters_line({"hunters_broken": True})


def _words(game_id: str, seed: int) -> list[str]:
    """Everything the presenter says over one whole random game, from every seat's view."""
    presenter = presenter_for(game_id)
    players = 3 if game_id != "snow" else 2
    state = get_game(game_id).new_state(players, seed=seed)
    names = [f"Seat {n}" for n in range(players + (1 if game_id == "batwalk" and players == 2 else 0))]
    presenter.names = names
    rng = random.Random(seed)
    said: list[str] = []
    for _ in range(3000):
        if state.is_over:
            break
        seat = state.turn[0]
        actions = state.legal_actions(seat)
        view = state.view(seat)
        said += [presenter.prompt(view, actions, names[seat]), presenter.trick_caption(view)]
        said += [presenter.round_label(view), presenter.waiting(view, names, state.turn)]
        said += [presenter.seat_status(view, s) for s in range(players)]
        said += [presenter.button_label(a) for a in actions]
        for event in state.apply(seat, rng.choice(actions)):
            said.append(presenter.describe(event, names) or "")
            banner = presenter.banner(event, names, seat)
            if banner is not None:
                said += [banner.title, *banner.lines]
            row = presenter.score_pad_row(event)
            if row is not None:
                said += row[1]
            if event.get("type") == presenter.trick_won_event:
                result = presenter.trick_result(event, names, view)
                said += [presenter.trick_reason(event, names), result.words]
    assert state.is_over, f"{game_id} did not finish"
    return said


@pytest.mark.parametrize("game_id", GAMES)
def test_no_one_pts_and_no_by_seed_anywhere(game_id: str) -> None:
    said = [line for seed in (1, 2) for line in _words(game_id, seed)]
    assert len(said) > 200
    for line in said:
        for pattern, what in BAD:
            assert not pattern.search(line), f"{what}: {line!r}"


def test_dragon_cards_clicked_out_of_hand_order_pass_as_listed() -> None:
    """Issue 28: the rules take only the listed string; the table names the cards
    clicked (last, middle, first) in hand order, so the pass goes through."""
    app = make_app()
    scene = start_table(app, "dragon", "human,ai,ai,ai", seed=4)
    driver = TableDriver(app, scene, random.Random(0))
    for _ in range(600):
        if scene.actor() == 0 and scene.presenter.selection_size(scene.match.legal_actions(0)) == 3:
            break
        driver.frame([key("skip")] if scene.timeline.busy else [])
    hand = scene.hand_cards(scene.match.view())
    for index in (len(hand) - 1, len(hand) // 2, 0):
        driver.frame(driver._choose_card(index))
    driver.frame(driver._choose_button(0, len(hand)))
    passed = [action for seat, action in scene.match.state.history if seat == 0]
    assert passed == [f"pass {hand[0]} {hand[len(hand) // 2]} {hand[-1]}"]
