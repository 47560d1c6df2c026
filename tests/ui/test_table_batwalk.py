"""Scripted UI tests of the Vamp on the Batwalk table, played through intents only.

Whole games by mouse and by keyboard, with the two-player trendsetter and with
hot-seat humans; that a hand is shown as its vamp backs and played by its place;
that no frame ever shows a seat its own faces, nor another human's after a hand-over
to the wrong person; the card aid; the placement of everyone else's hands; and a
monkey over a hot-seat Batwalk table.
"""

from __future__ import annotations

import random

import pytest

from table.games.batwalk import ALL_CARDS, possible_values
from table.ui import gfx, layout
from table.ui.intents import click, key, text
from table.ui.scenes.overlays import GameOverScene, HandOverScene
from table.ui.tables import FINISHED_TABLES, presenter_for
from table.ui.tables.batwalk import draw as batwalk_draw
from table.ui.tables.batwalk import hands, runway
from tests.ui.driver import TableDriver, card_point, make_app, start_table
from tests.ui.test_monkey import monkey


def _wait_for_turn(driver: TableDriver) -> None:
    scene = driver.scene
    for _ in range(3000):
        if isinstance(driver.app.stack.top, HandOverScene):
            driver.frame([click((10, 10))])
        elif scene.actor() is not None:
            return
        else:
            driver.frame([key("skip")] if scene.timeline.busy else [])
    pytest.fail("the human on screen never got a turn")


def _finish(driver: TableDriver) -> None:
    driver.play_to_end()
    state = driver.scene.match.state
    assert state.is_over and state.winners
    assert isinstance(driver.app.stack.top, GameOverScene)
    humans = set(driver.scene.match.humans)
    # The driver counts the moves a human's click caused: theirs, and with two players
    # the trendsetter's own moves that follow at once.
    caused, last = 0, None
    for seat, _ in state.history:
        if seat in humans or (seat == 2 and state.players == 2 and last in humans):
            caused += 1
        if not (seat == 2 and state.players == 2):
            last = seat
    assert driver.human_moves + driver.played_for == caused > 0
    assert driver.leaks == []


def test_batwalk_is_a_finished_table() -> None:
    assert "batwalk" in FINISHED_TABLES
    assert type(presenter_for("batwalk")).__name__ == "BatwalkPresenter"


@pytest.mark.parametrize("keyboard", [False, True], ids=["mouse", "keyboard"])
def test_batwalk_whole_game(keyboard: bool) -> None:
    app = make_app()
    scene = start_table(app, "batwalk", "human,ai,ai,ai", seed=11)
    driver = TableDriver(app, scene, random.Random(3), keyboard=keyboard, skip=keyboard)
    _finish(driver)
    state = scene.match.state
    rounds = [e for e in state.log if e["type"] == "round_over"]
    instant = any(e["type"] == "instant_win" for e in state.log)
    # The score pad has a row per finished round; a game ends at 10 points or after the rounds.
    assert len(scene.pad_rows) == len(rounds)
    assert instant or len(rounds) >= 3
    shows = sum(1 for e in state.log if e["type"] == "show_won")
    assert shows >= 1 and scene.last_trick, "the last show was collected and can be looked at again"


def test_two_players_and_the_trendsetter_to_the_end() -> None:
    app = make_app()
    scene = start_table(app, "batwalk", "human,ai", seed=6)
    assert scene.names == ["Human 1", "Ai 2", "Trendsetter"]
    # The trendsetter opened before the table was on screen: the deal and its card are
    # still animated, so the card arrives in the show rather than being there at once.
    assert scene.timeline.busy and scene.shown_trick == []
    driver = TableDriver(app, scene, random.Random(2), skip=True)
    _wait_for_turn(driver)
    driver.frame()
    view = scene.match.view()
    # The trendsetter starts the game and has played before anyone could choose.
    assert view["show"]["plays"][0]["seat"] == 2
    # Its row is face up for everyone: drawn in front of its seat.
    row = [slot["card"] for slot in view["hands"][2]]
    assert all(row) and set(row) <= app.probe.faces
    _finish(driver)
    winners = scene.match.state.winners
    assert len(scene.match.state.scores) == 3 and winners


def test_the_hand_is_vamp_backs_played_by_place() -> None:
    app = make_app()
    scene = start_table(app, "batwalk", "human,ai,ai", seed=5, options={"first": 0})
    driver = TableDriver(app, scene, random.Random(0))
    _wait_for_turn(driver)
    driver.frame()
    view = scene.match.view()
    assert scene.hand_cards(view) == [None] * 5
    state = scene.match.state
    true_hand = [ALL_CARDS[card] for card in state.hands[0]]
    assert app.probe.faces.isdisjoint(true_hand), "a seat never sees its own faces"
    others = {slot["card"] for seat in (1, 2) for slot in view["hands"][seat]}
    assert others <= app.probe.faces, "everyone else's faces are in front of them"
    driver.frame([click(card_point(scene, 3))])
    assert state.history[-1] == (0, "play 3")
    played = [e for e in state.log if e["type"] == "card_played" and e["seat"] == 0]
    assert played[-1]["card"] == true_hand[3], "the card at that place is the one played"


def test_the_deal_flies_vamp_coloured_backs(monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str | None] = []
    real = gfx.card_back
    app = make_app()
    scene = start_table(app, "batwalk", "human,ai,ai", seed=5, options={"first": 0})

    def card_back(game_id: str, size: tuple[int, int], variant: str | None = None) -> object:
        if scene.dealing:
            asked.append(variant)
        return real(game_id, size, variant)

    monkeypatch.setattr(gfx, "card_back", card_back)
    driver = TableDriver(app, scene, random.Random(0))
    for _ in range(60):
        driver.frame()
        if asked:
            break
    view = scene.match.view()
    suits = {slot["suit"] for hand in view["hands"] for slot in hand}
    assert asked and set(asked) <= suits, "every card flying in the deal shows a vamp of the game"
    assert scene.presenter.deal_backs(view, 1) == [slot["suit"] for slot in view["hands"][1]]


def test_keyboard_plays_the_focused_place() -> None:
    app = make_app()
    scene = start_table(app, "batwalk", "human,ai,ai", seed=5, options={"first": 0})
    driver = TableDriver(app, scene, random.Random(0))
    _wait_for_turn(driver)
    driver.frame([key("move", dx=1), key("move", dx=1), key("activate")])
    assert scene.match.state.history[-1] == (0, "play 2")


def test_the_card_aid_switches_and_shows_what_each_card_could_be() -> None:
    app = make_app()
    scene = start_table(app, "batwalk", "human,ai,ai,ai", seed=8, options={"first": 0})
    driver = TableDriver(app, scene, random.Random(0))
    _wait_for_turn(driver)
    assert not scene.presenter.look.aid, "the aid is optional: off until asked for"
    driver.frame([text("v")])
    assert scene.presenter.look.aid
    view = scene.match.view()
    values = possible_values(view)
    # Four suits in play, four other hands of five: 20 of 28 cards seen, so some values go.
    assert any(len(v) < 7 for v in values)
    button = layout.centre(batwalk_draw.aid_button(scene.geometry()))
    driver.frame([click((round(button[0]), round(button[1])))])
    assert not scene.presenter.look.aid
    assert scene.match.state.history == [], "switching the aid is not a move"


@pytest.mark.parametrize("spec", ["human,human,ai", "human,ai,human,human", "human,human"])
def test_hot_seat_never_shows_a_player_their_own_cards(spec: str) -> None:
    app = make_app()
    scene = start_table(app, "batwalk", spec, seed=21)
    driver = TableDriver(app, scene, random.Random(5), skip=True)
    _finish(driver)
    assert set(driver.hand_overs) == set(scene.match.humans)


def test_the_hand_over_asks_the_others_to_look_away() -> None:
    app = make_app()
    scene = start_table(app, "batwalk", "human,human,ai", seed=3)
    driver = TableDriver(app, scene, random.Random(0))
    for _ in range(2000):
        if isinstance(app.stack.top, HandOverScene):
            break
        driver.frame([key("skip")] if scene.timeline.busy else [])
    over = app.stack.top
    assert isinstance(over, HandOverScene)
    assert over.instruction.startswith(f"Everyone but {over.name}")
    assert scene.match.viewer is None
    # On the hand-over screen only the public cards may be drawn (the show, and no hand).
    assert app.probe.faces.isdisjoint(scene.match.state.hidden_ids(None))
    driver.frame([click((5, 5))])
    seat = over.seat
    assert scene.match.viewer == seat
    assert app.probe.faces.isdisjoint(scene.match.state.hidden_ids(seat))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (960, 540)])
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_other_hands_stay_clear_of_the_show_and_each_other(players: int, size: tuple[int, int]) -> None:
    app = make_app(size)
    scene = start_table(app, "batwalk", ",".join(["human"] + ["ai"] * (players - 1)), seed=1)
    geo = scene.geometry()
    view = scene.match.view()
    placed = batwalk_draw.other_hands(scene.presenter, scene.context(), geo, view)
    assert set(placed) == set(range(1, len(scene.names)))
    blocks = {seat: hand.area for seat, hand in placed.items()}
    slots = scene.trick_slots(geo)
    show = (slots[0][0], slots[0][1], slots[-1][0] + slots[-1][2] - slots[0][0], slots[0][3])
    walk = runway.runway_area(scene.context(), geo)
    for seat, block in blocks.items():
        assert block[0] >= 0 and block[0] + block[2] <= geo.panel[0], "inside the play area"
        assert hands.overlap(block, show) == 0
        assert hands.overlap(block, walk) == 0
        for other, rect in blocks.items():
            if other != seat:
                assert hands.overlap(block, rect) == 0


def test_monkey_at_a_hot_seat_batwalk_table() -> None:
    app = make_app(speed=4.0)
    start_table(app, "batwalk", "human,human,ai", seed=7)
    seen = monkey(app, random.Random(9), 700)
    assert "HandOverScene" in seen


def test_monkey_at_a_two_player_batwalk_table() -> None:
    app = make_app(speed=4.0)
    start_table(app, "batwalk", "human,human", seed=3)
    seen = monkey(app, random.Random(4), 600)
    assert "HandOverScene" in seen


def test_the_presenter_words_for_steals_the_trendsetter_and_a_won_show() -> None:
    presenter = presenter_for("batwalk")
    names = ["Ann", "Ben", "Trendsetter"]
    steal = {"type": "stole_the_show", "seat": 1, "card": "blue-2", "from_seat": 0, "points": 3}
    banner = presenter.banner(steal, names, 0)
    assert banner is not None and banner.title == "Ben steals the show!"
    assert "Blue 2" in banner.lines[0] and "Ann" in banner.lines[0]
    assert presenter.describe(steal, names) == "Ben steals the show from Ann with Blue 2: +1 (now 3)."
    lost = presenter.banner({"type": "instant_win", "seat": 2, "points": 5}, names, 0)
    assert lost is not None and "both players lose" in lost.lines[0]
    won = presenter.banner({"type": "instant_win", "seat": 0, "points": 10}, names, 0)
    assert won is not None and won.title == "Ann struts to 10!"
    over = {"winners": [2], "trendsetter": 2, "scores": [3, 4, 5], "win_at": 10}
    assert presenter.result_line(over, names) == "The trendsetter wins: both players lose!"
    over = {"winners": [1], "trendsetter": 2, "scores": [3, 10, 4], "win_at": 10}
    assert presenter.result_line(over, names) == "Ben walks the whole Batwalk and wins!"
    # A round's row is what that round brought, not the running total (issue 32).
    presenter.score_pad_row({"type": "round_over", "round": 1, "scores": [1, 4, 2]})
    row = presenter.score_pad_row({"type": "round_over", "round": 2, "scores": [4, 6, 2]})
    assert row == ("Round 2", ["+3", "+2", "+0"])
    # A won show has been collected from the table; one cut short by a steal's instant win has not.
    plays = [{"seat": 0, "card": "red-2"}, {"seat": 1, "card": "blue-2"}, {"seat": 2, "card": "green-2"}]
    show = {"plays": plays, "lead": 0, "lead_seat": 0, "lead_card": "red-2", "starter": 0}
    won_view = {"show": show, "played_this_round": ["red-2", "blue-2", "green-2"]}
    cut_view = {"show": show, "played_this_round": []}
    assert presenter.trick(won_view) == []
    assert presenter.trick(cut_view) == [(0, "red-2"), (1, "blue-2"), (2, "green-2")]


def test_set_up_from_the_setup_screen_for_two_humans_and_the_trendsetter() -> None:
    from table.ui.scenes.setup import SetupScene
    from table.ui.scenes.table import TableScene
    from table.ui.scenes.title import TitleScene

    app = make_app()
    app.push(TitleScene(app))
    setup = SetupScene(app, "batwalk")
    app.push(setup)
    app.step([], 1 / 60)
    setup.players_choice.set_value(2)
    setup._players_changed(2)
    setup.kind_choices[1].set_value(("human", ""))
    setup.start_button.activate()
    table = app.stack.top
    assert isinstance(table, TableScene) and table.match.game_id == "batwalk"
    assert table.names[2] == "Trendsetter"
    assert table.match.state.view(None)["suits"] == ["red", "blue", "green"]
    driver = TableDriver(app, table, random.Random(6), skip=True)
    _finish(driver)
    assert set(driver.hand_overs) == {0, 1}


def test_the_setup_screen_chooses_which_vamps_walk() -> None:
    from table.ui.scenes.setup import SetupScene
    from table.ui.scenes.table import TableScene

    app = make_app()
    setup = SetupScene(app, "batwalk")
    app.push(setup)
    setup.players_choice.set_value(3)
    setup._players_changed(3)
    vamps = setup.option_choices["suits"]
    assert vamps.value == ["red", "blue", "green"] and len(vamps.values) == 20  # 3 of 6 vamps
    assert vamps.step(-1)  # the last set in the list: the three last vamps
    assert vamps.value == ["yellow", "purple", "orange"]
    setup.start_button.activate()
    table = app.stack.top
    assert isinstance(table, TableScene)
    view = table.match.state.view(None)
    assert view["suits"] == ["yellow", "purple", "orange"]
    assert {slot["suit"] for hand in view["hands"] for slot in hand} <= {"yellow", "purple", "orange"}
    # Five or six vamps are named by the ones left out.
    setup = SetupScene(app, "batwalk")
    app.push(setup)
    setup.players_choice.set_value(5)
    setup._players_changed(5)
    shown = setup._show_option(next(o for o in setup.game.options if o.name == "suits"))
    assert shown(setup.option_choices["suits"].value) == "All but Orange"


def test_the_other_hands_faces_are_made_before_they_are_needed() -> None:
    """Each size the other hands take has its faces made a few a frame ahead, so no
    card costs its first frame the milliseconds of being made."""
    app = make_app((960, 540), speed=8.0)
    scene = start_table(app, "batwalk", "human,ai,ai,ai,ai,ai", seed=2)
    driver = TableDriver(app, scene, random.Random(1), skip=True)
    look = scene.presenter.look
    for _ in range(600):
        driver.frame()
        if look.warmed and not look.to_warm:
            break
    assert look.warmed and not look.to_warm, "every queued face was made"
    with gfx.at_scale(app.ui_scale):
        view = scene.match.view()
        placed = batwalk_draw.other_hands(scene.presenter, scene.context(), scene.geometry(), view)
    assert {(round(h.card[0]), round(h.card[1])) for h in placed.values()} <= look.warmed
    made = gfx._face.cache_info().misses
    for seat, hand in placed.items():
        for slot in view["hands"][seat]:
            size = (round(hand.card[0]), round(hand.card[1]))
            gfx.card_face("batwalk", slot["card"], size, scene.presenter.card_name(slot["card"]))
    assert gfx._face.cache_info().misses == made, "no face had to be made now"
