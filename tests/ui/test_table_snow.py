"""The Snow Monster Battle table through intents: whole games, enhancements, hot-seat, the monkey.

Whole games are played by clicking (or arrow keys and Enter) exactly where the table
draws cards and buttons, with AI seats playing through the controller; fixed deals
(rules file, "Deal format") put a Sly Fox, a Harpoon or a Snowball in a human's hands
to check they are used from the screen and marked on the battle. The presenter's
words are checked against real engine events: the deciding rule, the world ending,
prey and Slime.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

from table.core import Event
from table.games.snow import GAME
from table.ui import layout
from table.ui.app import App
from table.ui.controller import Match
from table.ui.intents import click, key
from table.ui.scenes.overlays import GameOverScene
from table.ui.scenes.table import TableScene
from table.ui.tables import FINISHED_TABLES, presenter_for
from table.ui.tables.snow.marks import battle_marks
from table.ui.tables.snow.presenter import PRESENTER
from tests.ui.driver import TableDriver, button_point, card_point, make_app, seats, start_table
from tests.ui.test_monkey import monkey


def _finish(driver: TableDriver) -> None:
    driver.play_to_end()
    state = driver.scene.match.state
    assert state.is_over and state.winners
    assert max(state.scores) >= state.options["target"]
    assert isinstance(driver.app.stack.top, GameOverScene)
    humans = set(driver.scene.match.humans)
    assert driver.human_moves + driver.played_for == sum(1 for seat, _ in state.history if seat in humans) > 0
    rounds = sum(1 for event in state.log if event["type"] == "round_scored")
    assert [label for label, _ in driver.scene.pad_rows] == [f"Round {k}" for k in range(1, rounds + 1)]


def dealt_table(app: App, spec: str, hands: list[list[str]], **deal: Any) -> TableScene:
    """A table whose first battle is fixed by ``deal`` (later rounds are shuffled)."""
    deal.setdefault("first_battle", False)
    state = GAME.new_state(len(hands), seed=5, deal={"hands": hands, **deal})
    match = Match("snow", seats(spec), state=state)
    scene = TableScene(app, match)
    app.stack.reset(scene)
    return scene


def wait_for_human(driver: TableDriver, frames: int = 600) -> None:
    for _ in range(frames):
        if driver.scene.actor() is not None:
            return
        driver.frame([key("skip")] if driver.scene.timeline.busy else [])
    pytest.fail("the human never got a turn")


def labels(scene: TableScene) -> list[str]:
    seat = scene.actor()
    assert seat is not None
    return [label for label, _ in scene.decision_buttons(scene.match.legal_actions(seat))]


def engine_events(hands: list[list[str]], cards: list[str], **deal: Any) -> list[Event]:
    deal.setdefault("enhancements", [None] * len(hands))
    deal.setdefault("first_battle", False)
    state = GAME.new_state(len(hands), seed=3, deal={"hands": hands, **deal})
    events: list[Event] = []
    for card in cards:
        events += state.apply(state.turn[0], f"play {card}")
    return events


def battle(events: list[Event]) -> Event:
    return next(event for event in events if event["type"] == "battle_won")


# -- whole games ----------------------------------------------------------------------


def test_snow_is_a_finished_table() -> None:
    assert "snow" in FINISHED_TABLES and type(presenter_for("snow")) is type(PRESENTER)


@pytest.mark.parametrize("keyboard", [False, True], ids=["mouse", "keyboard"])
def test_snow_whole_game(keyboard: bool) -> None:
    app = make_app()
    spec, human = ("ai,human,ai,ai", 1) if keyboard else ("human,ai,ai,ai", 0)
    scene = start_table(app, "snow", spec, seed=13, options={"target": 60})
    driver = TableDriver(app, scene, random.Random(4), keyboard=keyboard, skip=keyboard)
    _finish(driver)
    state = scene.match.state
    kinds = {event["type"] for event in state.log}
    assert {"battle_won", "round_scored", "hunters_broken"} <= kinds
    # Four players hold all four enhancements, and the last battle of a round forces a
    # held one out: the human's was used from the screen.
    used = [a for s, a in state.history if s == human and (a.startswith("enhance") or a == "play sly-fox")]
    assert used


def test_snow_two_players_by_mouse() -> None:
    app = make_app()
    scene = start_table(app, "snow", "ai,human", seed=8, options={"target": 40})
    _finish(TableDriver(app, scene, random.Random(2), skip=True))


# -- enhancements from the screen -------------------------------------------------------


def test_sly_fox_is_held_in_the_hand_and_played_by_clicking_it() -> None:
    app = make_app()
    scene = dealt_table(
        app,
        "human,ai",
        [["pan", "yeti", "witch"], ["eris", "nessie", "frank"]],
        enhancements=["sly-fox", None],
    )
    driver = TableDriver(app, scene, random.Random(0))
    wait_for_human(driver)
    view = scene.match.view()
    cards = scene.hand_cards(view)
    assert cards == ["pan", "yeti", "witch", "sly-fox"]
    assert scene.presenter.highlighted(view) == {"sly-fox"}
    assert "Sly Fox" in scene.presenter.prompt(view, scene.match.legal_actions(0), "Ann")
    driver.frame([click(card_point(scene, 3))])
    assert scene.match.state.history == [(0, "play sly-fox")]
    # The fox waits in the battle's last place while the other seat leads.
    for _ in range(200):
        driver.frame()
        if scene.match.view()["battle_cards"] and not scene.timeline.busy:
            break
    assert "sly-fox" in app.probe.faces
    assert scene.presenter.seat_status(scene.match.view(), 0).endswith("won · Sly Fox")
    wait_for_human(driver)
    assert "sly-fox" not in scene.hand_cards(scene.match.view())


def test_harpoon_is_used_with_a_button_and_marked_on_its_card() -> None:
    app = make_app()
    scene = dealt_table(
        app, "human,ai", [["witch", "pan"], ["frank", "eris"]], enhancements=["harpoon", None]
    )
    driver = TableDriver(app, scene, random.Random(0))
    wait_for_human(driver)
    assert scene.presenter.own_enhancement(scene.match.view()) == "harpoon"
    driver.frame([click(card_point(scene, 0))])  # Witch (10) leads; Frank (11) must follow
    wait_for_human(driver)
    view = scene.match.view()
    assert view["phase"] == "enhance"
    assert labels(scene) == ["Done (keep it)", "Harpoon Witch +3"]
    assert "use your Harpoon on Witch (+3)" in scene.presenter.prompt(
        view, scene.match.legal_actions(0), "Ann"
    )
    driver.frame([click(button_point(scene, 1))])
    assert scene.match.state.history[-1] == (0, "enhance harpoon witch")
    won = scene.match.state.last_result
    assert won is not None and won["seat"] == 0, "Witch +3 = 13 beats Frank's 11"
    reason = "You win with Witch. The highest card of the lead suit wins (Harpoon on Witch)."  # a solo table
    assert PRESENTER.trick_reason(won, scene.names) == reason
    # While the battle's cards still lie there, the Harpoon is marked on Witch.
    for _ in range(100):
        driver.frame()
        if scene.shown_trick and scene.timeline.busy:
            marks = battle_marks(scene.match.view(), scene.shown_trick)
            if marks.get("witch") and marks["witch"].enhancement == "harpoon":
                assert "harpoon" in app.probe.faces
                break
    else:
        pytest.fail("the enhanced Witch was never shown marked")


def test_snowball_offers_every_card_of_the_battle_and_knocks_one_out() -> None:
    app = make_app()
    hands = [["witch", "pan"], ["frank", "eris"], ["ghoul", "imp"]]
    scene = dealt_table(app, "human,ai,ai", hands, enhancements=["snowball", None, None])
    driver = TableDriver(app, scene, random.Random(0))
    wait_for_human(driver)
    driver.frame([click(card_point(scene, 0))])
    wait_for_human(driver)
    assert labels(scene) == ["Done (keep it)", "Snowball Witch", "Snowball Frank", "Snowball Ghoul"]
    driver.frame([click(button_point(scene, 2))])
    result = scene.match.state.last_result
    assert result is not None and result["snowballed"] == "frank" and result["seat"] == 0
    assert "Snowball knocks out Frank" in PRESENTER.trick_reason(result, ["Ann", "B", "C"])


def test_a_battle_card_clicked_in_the_window_takes_the_snowball() -> None:
    app = make_app()
    hands = [["witch", "pan"], ["frank", "eris"], ["ghoul", "imp"]]
    scene = dealt_table(app, "human,ai,ai", hands, enhancements=["snowball", None, None])
    driver = TableDriver(app, scene, random.Random(0))
    wait_for_human(driver)
    driver.frame([click(card_point(scene, 0))])
    wait_for_human(driver)
    prompt = scene.presenter.prompt(scene.match.view(), scene.match.legal_actions(0), "Ann")
    assert "choose a battle card to knock it out" in prompt
    slots = scene.trick_slots(scene.geometry())
    frank = [card for _, card in scene.shown_trick].index("frank")
    driver.frame([click(layout.centre(slots[frank]))])
    assert scene.match.state.history[-1] == (0, "enhance snowball frank")
    result = scene.match.state.last_result
    assert result is not None and result["snowballed"] == "frank"


def test_a_click_on_the_battle_does_nothing_outside_the_window() -> None:
    app = make_app()
    hands = [["witch", "pan"], ["frank", "eris"], ["ghoul", "imp"]]
    scene = dealt_table(app, "human,ai,ai", hands, enhancements=["snowball", None, None])
    driver = TableDriver(app, scene, random.Random(0))
    wait_for_human(driver)
    before = list(scene.match.state.history)
    driver.frame([click(layout.centre(scene.trick_slots(scene.geometry())[0]))])
    assert scene.match.state.history == before


def test_last_battle_forces_the_enhancement_without_a_done_button() -> None:
    app = make_app()
    scene = dealt_table(app, "human,ai", [["witch"], ["frank"]], enhancements=["doppelganger", None])
    driver = TableDriver(app, scene, random.Random(0))
    wait_for_human(driver)
    driver.frame([click(card_point(scene, 0))])
    wait_for_human(driver)
    assert labels(scene) == ["Doppelganger Witch ×2"]
    assert "you must use it now" in scene.presenter.prompt(
        scene.match.view(), ["enhance doppelganger witch"], "Ann"
    )


# -- hot-seat and the monkey -----------------------------------------------------------


@pytest.mark.parametrize(
    ("spec", "target"), [("human,human,ai", 40), ("human,human", 20)], ids=["2h-of-3", "2h-only"]
)
def test_no_private_card_after_a_hand_over(spec: str, target: int) -> None:
    app = make_app()
    scene = start_table(app, "snow", spec, seed=21, options={"target": target})
    driver = TableDriver(app, scene, random.Random(5), skip=True)
    driver.play_to_end()
    assert set(driver.hand_overs) == set(scene.match.humans)
    assert driver.leaks == []


def test_monkey_at_a_snow_hot_seat_table() -> None:
    app = make_app(speed=4.0)
    start_table(app, "snow", "human,ai,human", seed=7)
    seen = monkey(app, random.Random(17), 700)
    assert "HandOverScene" in seen


# -- the presenter's words from real events -------------------------------------------


def test_the_deciding_rule_comes_from_the_event() -> None:
    names = ["Ann", "Ben"]
    immune = battle(
        engine_events(
            [["slayer", "pan"], ["illuminati", "witch"]], ["slayer", "illuminati"], hunters_broken=True
        )
    )
    assert PRESENTER.trick_reason(immune, names) == "Ben wins the battle. Illuminati is immune to Hunters."
    world = battle(
        engine_events(
            [["hellhound", "pan"], ["mummy", "eris"], ["jersey-devil", "imp"]],
            ["mummy", "jersey-devil", "hellhound"],
            leader=1,
        )
    )
    assert (
        PRESENTER.trick_reason(world, ["Ann", "Ben", "Cat"])
        == "No one wins the battle. The world ends: three sixes."
    )
    banner = PRESENTER.banner(world, ["Ann", "Ben", "Cat"], 0)
    assert banner is not None and banner.title == "Three sixes: the world ends!"


def test_prey_and_slime_are_announced_and_logged() -> None:
    names = ["Ann", "Ben", "Cat"]
    events = engine_events(
        [["vampire", "pan"], ["slayer", "eris"], ["slime", "imp"]],
        ["vampire", "slayer", "slime"],
        hunters_broken=True,
    )
    result = battle(events)
    banner = PRESENTER.banner(result, names, 0)
    assert banner is not None and banner.title == "Prey caught!"
    assert list(banner.lines) == [
        "Slime! Ben wins the battle (+10), and the Slime costs 20.",
        "Ben's Slayer nets the Vampire: +40.",
    ]
    # The battle's result on the table adds the same up: +10 - 20 + 40.
    assert PRESENTER.trick_result(result, names, None).words == "Ben wins the battle: +30"
    line = PRESENTER.describe(result, names)
    assert line is not None and "Ben scores +10." in line and "Slime costs Ben 20." in line and "+40" in line


def test_round_label_caption_and_score_pad() -> None:
    state = GAME.new_state(4, seed=2)
    view = state.view(0)
    assert PRESENTER.round_label(view) == "Round 1 · battle 1 of 13 · first to 300 wins"
    caption = PRESENTER.trick_caption(view)
    assert caption.startswith("Lead suit: Troublemakers, the lowest one each in battle 1")
    row = PRESENTER.score_pad_row(
        {
            "type": "round_scored",
            "round": 2,
            "battles_won": [0, 13],
            "no_battle_bonus": [50, 0],
            "scores": [70, 150],
        }
    )
    # Each round spelt out, its parts adding up to what the round brought, the sum
    # spelt out for a lone part too (issue 32): "+30 battles = 30", never a bare "+30 battles".
    assert row == ("Round 2", ["+50 none won = 50", "+130 battles = 130"])


def test_a_round_cell_spells_its_parts_and_their_sum() -> None:
    from table.ui.tables.snow import cells

    book: cells.RoundBook = {}
    cells.note(book, {"type": "battle_won", "round": 1, "battle": 1, "seat": 0, "penalty": True,
                      "prey_caught": [{"seat": 0}]})
    event = {"type": "round_scored", "round": 1, "battles_won": [3, 0, 2], "no_battle_bonus": [0, 50, 0]}
    assert cells.round_cells(book, event) == [
        "+30 battles\n-20 Slime\n+40 prey = 50", "+50 none won = 50", "+20 battles = 20"]


def test_the_lead_prompt_names_only_the_limits_that_bite() -> None:
    deal = {"hands": [["slayer", "pan", "illuminati"], ["eris", "imp", "witch"]], "first_battle": False}
    state = GAME.new_state(2, seed=1, deal={**deal, "enhancements": [None, None]})
    prompt = PRESENTER.prompt(state.view(0), state.legal_actions(0), "Ann")
    assert (
        prompt == "Ann, lead a card (no Hunter until one has been played; Illuminati only as your last card)."
    )
    broken = GAME.new_state(
        2, seed=1, deal={**deal, "enhancements": ["sly-fox", None], "hunters_broken": True}
    )
    prompt = PRESENTER.prompt(broken.view(0), broken.legal_actions(0), "Ann")
    assert (
        prompt == "Ann, lead a card (Illuminati only as your last card). Or play your Sly Fox to play last."
    )


def test_battle_marks_show_the_copy_the_snowball_and_the_harpoon() -> None:
    hands = [["witch", "pan"], ["frank", "eris"], ["shapeshifter", "imp"], ["ghoul", "gremlin"]]
    deal = {"hands": hands, "enhancements": ["snowball", None, None, "harpoon"], "first_battle": False}
    state = GAME.new_state(4, seed=1, deal=deal)
    for seat, action in [(0, "play witch"), (1, "play frank"), (2, "play shapeshifter"), (3, "play ghoul")]:
        state.apply(seat, action)
    state.apply(0, "enhance snowball frank")
    view = state.view(None)
    marks = battle_marks(view, PRESENTER.trick(view))
    assert marks["frank"].snowballed and not marks["witch"].snowballed
    assert marks["shapeshifter"].identity == "frank", "a Shapeshifter copies the card just before it"
    events = state.apply(3, "enhance harpoon ghoul")
    # The battle is over and the next has begun: the marks come from its result while
    # its cards are still on screen, and from nowhere once they are gone.
    shown = PRESENTER.last_trick(state.view(None))
    marks = battle_marks(state.view(None), shown)
    assert marks["ghoul"].enhancement == "harpoon" and marks["frank"].snowballed
    assert battle_marks(state.view(None), []) == {}
    # Knocking Frank out leaves its copy: the Shapeshifter (11) beats Witch (10).
    assert battle(events)["seat"] == 2


def test_enhancements_are_announced_to_everyone_but_their_player() -> None:
    event = {
        "type": "enhancement_played",
        "round": 1,
        "seat": 0,
        "enhancement": "snowball",
        "target": "witch",
    }
    names = ["Ann", "Ben"]
    assert PRESENTER.banner(event, names, 0) is None
    banner = PRESENTER.banner(event, names, 1)
    assert banner is not None and list(banner.lines) == ["Ann's Snowball knocked Witch out of the battle."]
    assert PRESENTER.describe(event, names) == "Ann's Snowball knocked Witch out of the battle."
