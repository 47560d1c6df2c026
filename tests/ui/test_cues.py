"""The rule-event → sound-cue mapping (``table.ui.cues``): every event type that has a cue
triggers it, special moments get their own cue, and real games only ever ask for cues
that exist. Pure: no mixer, no display."""

from __future__ import annotations

import random
from typing import Any

import pytest

from table.games import game_ids, get_game
from table.ui.cues import (
    COMMON_CUES,
    CONTROLLER_CUES,
    CUES,
    GAME_CUES,
    MAX_CUES_PER_EVENT,
    cues_for_event,
)
from tests.per_game import data_of

# Event types each game emits, by what they should sound like, are in its test data
# (``tests/per_game/<id>.py``: SOUNDING and SILENT). A game that starts emitting a type
# in neither set fails ``test_real_games_ask_only_for_known_cues`` until the mapping (or
# its data) says what it sounds like.

# (game, event as the game package emits it, the cues it must play), one row per moment.
REPRESENTATIVE: list[tuple[str, dict[str, Any], list[str]]] = [
    # common moments, in every game
    ("dragon", {"type": "deal", "round": 1, "hand_sizes": [16, 16, 16]}, ["shuffle", "deal"]),
    ("dragon", {"type": "card_played", "seat": 0, "card": "blue-4"}, ["card_play"]),
    (
        "dragon",
        {
            "type": "trick_won",
            "seat": 1,
            "points": 0,
            "cards": ["blue-1", "blue-9", "orange-3"],
            "reason": "the highest blue wins",
        },
        ["trick_collected"],
    ),
    (
        "dragon",
        {"type": "round_scored", "round": 1, "points": [10, 20, 13], "totals": [10, 20, 13]},
        ["scored"],
    ),
    ("dragon", {"type": "game_over", "winners": [0], "scores": [10, 120, 40]}, []),
    # munch
    (
        "munch",
        {"type": "deal", "hand": 1, "cards_each": 1, "dealer": 0, "leader": 1, "forehead": True},
        ["shuffle", "forehead_round"],
    ),
    (
        "munch",
        {"type": "deal", "hand": 4, "cards_each": 4, "dealer": 3, "leader": 0, "forehead": False},
        ["shuffle", "deal"],
    ),
    ("munch", {"type": "predictions_revealed", "hand": 2}, ["munch_chant"]),
    ("munch", {"type": "card_played", "seat": 2, "card": "vanquish-2", "lead_suit": None}, ["vanquish"]),
    ("munch", {"type": "card_played", "seat": 2, "card": "escape", "lead_suit": None}, ["escape"]),
    ("munch", {"type": "card_played", "seat": 2, "card": "topsy", "lead_suit": "bat"}, ["topsy_turvy"]),
    ("munch", {"type": "card_played", "seat": 2, "card": "vampire-8", "lead_suit": "bat"}, ["card_play"]),
    (
        "munch",
        {"type": "vanquish_cancelled", "seat": 3, "cards": ["vanquish-1"], "bonus": 10},
        ["vanquish_fizzle"],
    ),
    (
        "munch",
        {
            "type": "trick_won",
            "seat": None,
            "cards": [{"seat": 0, "card": "topsy"}],
            "reason": "Topsy Turvy: nobody can win",
        },
        ["trick_collected"],
    ),
    ("munch", {"type": "hand_scored", "hand": 3, "seats": []}, ["scored"]),
    # royal
    ("royal", {"type": "dealt", "first": 0, "hand_sizes": [15, 15, 14, 14]}, ["shuffle", "deal"]),
    (
        "royal",
        {"type": "round_started", "giver": 0, "receiver": 2, "claim": "scorpion"},
        ["card_slide", "claim_scorpion"],
    ),
    (
        "royal",
        {"type": "card_passed", "seat": 2, "receiver": 1, "claim": "royal"},
        ["card_slide", "claim_royal"],
    ),
    (
        "royal",
        {
            "type": "claim_judged",
            "receiver": 1,
            "claim": "bat",
            "verdict": "true",
            "card": "bat-3",
            "right": True,
        },
        ["verdict_right"],
    ),
    (
        "royal",
        {
            "type": "claim_judged",
            "receiver": 1,
            "claim": "bat",
            "verdict": "true",
            "card": "fly-3",
            "right": False,
        },
        ["verdict_wrong"],
    ),
    ("royal", {"type": "card_taken", "seat": 1, "card": "rat-royal"}, ["royal_fanfare"]),
    ("royal", {"type": "card_taken", "seat": 1, "card": "rat-4"}, ["card_play"]),
    ("royal", {"type": "penalty_taken", "seat": 1, "card": "toad-2", "new_top": "fly-1"}, ["penalty_thud"]),
    (
        "royal",
        {"type": "penalty_taken", "seat": 1, "card": "toad-royal", "new_top": None},
        ["penalty_thud", "royal_fanfare"],
    ),
    (
        "royal",
        {"type": "special_taken", "seat": 0, "card": "wild", "source": "round", "claim": "fly"},
        ["card_slide"],
    ),
    ("royal", {"type": "cards_placed", "seat": 0, "cards": ["fly-2"]}, ["card_play"]),
    ("royal", {"type": "player_lost", "seat": 3, "reason": "of_a_kind", "critter": "bat"}, ["loser_buzzer"]),
    ("royal", {"type": "game_over", "losers": [3], "winners": [0, 1, 2]}, []),
    # batwalk
    ("batwalk", {"type": "card_played", "seat": 1, "card": "blue-star", "slot": 0}, ["star_sparkle"]),
    ("batwalk", {"type": "card_played", "seat": 1, "card": "red-garlic", "slot": 3}, ["garlic_ugh"]),
    ("batwalk", {"type": "card_played", "seat": 1, "card": "red-3", "slot": 2}, ["card_play"]),
    (
        "batwalk",
        {"type": "stole_the_show", "seat": 3, "card": "blue-2", "from_seat": 0, "points": 4},
        ["camera_flash", "standee_step"],
    ),
    (
        "batwalk",
        {"type": "show_won", "seat": 1, "card": "blue-3", "show": 2, "cards": [], "points": 5},
        ["runway_sting", "standee_step"],
    ),
    ("batwalk", {"type": "instant_win", "seat": 1, "points": 10}, ["instant_win"]),
    ("batwalk", {"type": "round_over", "round": 1, "scores": [3, 4, 1, 2]}, ["scored"]),
    # snow
    ("snow", {"type": "card_played", "seat": 0, "card": "slime", "as": "slime"}, ["slime_groan"]),
    (
        "snow",
        {"type": "card_played", "seat": 0, "card": "illuminati", "as": "illuminati"},
        ["illuminati_cackle"],
    ),
    ("snow", {"type": "card_played", "seat": 0, "card": "siren-head", "as": "siren-head"}, ["siren_screech"]),
    (
        "snow",
        {"type": "card_played", "seat": 0, "card": "klutzy-detective", "as": "klutzy-detective"},
        ["klutzy_whoosh"],
    ),
    ("snow", {"type": "card_played", "seat": 0, "card": "bunker", "as": "bunker"}, ["bunker_clang"]),
    (
        "snow",
        {"type": "card_played", "seat": 0, "card": "apocalypse", "as": "apocalypse"},
        ["apocalypse_rumble"],
    ),
    (
        "snow",
        {"type": "card_played", "seat": 0, "card": "catastrophe", "as": "catastrophe"},
        ["catastrophe_rumble"],
    ),
    (
        "snow",
        {"type": "card_played", "seat": 0, "card": "shapeshifter", "as": "trickster"},
        ["shapeshifter_morph"],
    ),
    ("snow", {"type": "card_played", "seat": 0, "card": "yeti", "as": "yeti"}, ["card_play"]),
    ("snow", {"type": "sly_fox_played", "round": 1, "seat": 2}, ["sly_fox_yip"]),
    (
        "snow",
        {"type": "enhancement_played", "seat": 1, "enhancement": "harpoon", "target": "yeti"},
        ["harpoon_twang"],
    ),
    (
        "snow",
        {"type": "enhancement_played", "seat": 1, "enhancement": "doppelganger", "target": "yeti"},
        ["doppelganger_shimmer"],
    ),
    (
        "snow",
        {"type": "enhancement_played", "seat": 1, "enhancement": "snowball", "target": "slime"},
        ["snowball_splat"],
    ),
    (
        "snow",
        {
            "type": "battle_won",
            "seat": None,
            "card": None,
            "rule_id": "world_ends",
            "rule": "The world ends: three sixes",
            "plays": [],
            "penalty": False,
            "prey_caught": [],
        },
        ["world_end"],
    ),
    (
        "snow",
        {
            "type": "battle_won",
            "seat": 2,
            "card": "slime",
            "rule_id": "lead_suit",
            "rule": "",
            "plays": [{"seat": 2, "card": "slime", "as": "slime"}],
            "penalty": True,
            "prey_caught": [],
        },
        ["trick_collected", "slime_groan"],
    ),
    (
        "snow",
        {
            "type": "battle_won",
            "seat": 1,
            "card": "slayer",
            "rule_id": "hunters_win",
            "rule": "",
            "plays": [],
            "penalty": False,
            "prey_caught": [{"seat": 1, "hunter": "slayer", "prey": "vampire"}],
        },
        ["trick_collected", "prey_bonus"],
    ),
    # dragon
    ("dragon", {"type": "card_played", "seat": 0, "card": "black-12"}, ["dragon_roar"]),
    ("dragon", {"type": "card_played", "seat": 0, "card": "black-11"}, ["snake_hiss"]),
    ("dragon", {"type": "card_played", "seat": 0, "card": "black-10"}, ["spider_skitter"]),
    (
        "dragon",
        {
            "type": "trick_won",
            "seat": 2,
            "points": 2,
            "cards": ["red-3", "red-9", "blue-2"],
            "reason": "the highest red wins",
        },
        ["trick_collected", "devil_giggle"],
    ),
    ("dragon", {"type": "cards_passed", "passes": []}, ["card_slide"]),
    ("dragon", {"type": "moon_shot", "seat": 0}, ["moon_shot"]),
]


@pytest.mark.parametrize(
    ("game_id", "event", "expected"),
    REPRESENTATIVE,
    ids=[f"{g}-{e['type']}-{i}" for i, (g, e, _) in enumerate(REPRESENTATIVE)],
)
def test_each_moment_plays_its_cue(game_id: str, event: dict[str, Any], expected: list[str]) -> None:
    assert cues_for_event(game_id, event, 0) == expected
    assert cues_for_event(game_id, event, None) == expected  # every cue is public


def test_every_game_cue_is_played_by_some_moment() -> None:
    played = {cue for game_id, event, _ in REPRESENTATIVE for cue in cues_for_event(game_id, event, 0)}
    event_cues = set(CUES) - set(CONTROLLER_CUES)
    unplayed_claims = ("stinkbug", "cockroach", "bat", "fly", "toad", "rat")
    assert event_cues - played == {f"claim_{critter}" for critter in unplayed_claims}
    # ... and those six claims are said like the two above:
    for critter in unplayed_claims:
        event = {"type": "round_started", "giver": 0, "receiver": 1, "claim": critter}
        assert cues_for_event("royal", event, 1) == ["card_slide", f"claim_{critter}"]


def test_the_cue_list_holds_the_common_cues_and_each_game_cue_once() -> None:
    names = list(COMMON_CUES) + [cue for cues in GAME_CUES.values() for cue in cues]
    assert len(names) == len(set(names)) == len(CUES)
    assert set(CONTROLLER_CUES) <= set(COMMON_CUES)
    assert set(COMMON_CUES) == {
        "shuffle",
        "deal",
        "card_play",
        "trick_collected",
        "your_turn",
        "hand_over",
        "scored",
        "victory",
        "defeat",
        "click",
    }
    assert all(file == f"{name}.ogg" for name, file in CUES.items())


def test_unknown_games_and_events_fall_back_to_the_common_cues_or_silence() -> None:
    assert cues_for_event("chess", {"type": "card_played", "card": "queen"}, None) == ["card_play"]
    assert cues_for_event("snow", {"type": "a_new_kind_of_event"}, 0) == []
    assert cues_for_event("munch", {}, 0) == []


def test_a_hidden_card_plays_the_plain_cue() -> None:
    # A view may blank a card's identity; the mapping must not guess at it.
    assert cues_for_event("munch", {"type": "card_played", "seat": 1, "card": None}, 0) == ["card_play"]
    assert cues_for_event("dragon", {"type": "trick_won", "seat": 1, "cards": [None, None]}, 0) == [
        "trick_collected"
    ]


# -- against the real rules -------------------------------------------------------------


def _random_game(game_id: str, players: int, seed: int) -> Any:
    state = get_game(game_id).new_state(players=players, seed=seed, options=data_of(game_id, "SHORT_OPTIONS"))
    rng = random.Random(seed)
    for _ in range(5000):
        if state.is_over:
            break
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    return state


@pytest.mark.parametrize("game_id", game_ids())
def test_real_games_ask_only_for_known_cues(game_id: str) -> None:
    sounding, silent = data_of(game_id, "SOUNDING"), data_of(game_id, "SILENT")
    game = get_game(game_id)
    heard: set[str] = set()
    for seed, players in enumerate(range(game.min_players, min(game.max_players, 5) + 1)):
        state = _random_game(game_id, players, seed)
        for seat in [None, *range(players)]:
            for event in state.visible_log(seat):
                kind = event["type"]
                cues = cues_for_event(game_id, event, seat)
                assert kind in sounding | silent, f"{game_id} emits {kind!r}: give it a cue"
                assert len(cues) <= MAX_CUES_PER_EVENT
                assert all(cue in CUES for cue in cues), (event, cues)
                assert bool(cues) == (kind in sounding), (event, cues)
                heard.update(cues)
    assert {"shuffle", "deal", "card_play"} <= heard


def _events(state: Any, *moves: tuple[int, str]) -> list[dict[str, Any]]:
    return [event for seat, action in moves for event in state.apply(seat, action)]


def _cues(game_id: str, events: list[dict[str, Any]]) -> list[str]:
    return [cue for event in events for cue in cues_for_event(game_id, event, 0)]


def test_munch_example_e2_flips_the_trick_and_cancels_the_vanquish() -> None:
    hands = [["vanquish-1", "bat-1"], ["werewolf-2", "bat-2"], ["fairy-2", "bat-3"], ["topsy", "bat-4"]]
    deal = {"hands": hands, "hand_number": 2, "dealer": 3}
    state = get_game("munch").new_state(players=4, seed=1, deal=deal)
    revealed = _events(state, *((seat, "predict 0") for seat in range(4)))
    assert _cues("munch", revealed) == ["munch_chant"]
    trick = _events(
        state, (0, "play vanquish-1"), (1, "play werewolf-2"), (2, "play fairy-2"), (3, "play topsy")
    )
    assert _cues("munch", trick) == [
        "vanquish",
        "card_play",
        "card_play",
        "topsy_turvy",
        "vanquish_fizzle",
        "trick_collected",
    ]


def test_snow_three_sixes_end_the_world_and_slime_groans_at_its_winner() -> None:
    snow = get_game("snow")
    deal = {"enhancements": [None] * 3, "first_battle": False, "leader": 0}
    hands = [["hellhound", "pan"], ["mummy", "eris"], ["jersey-devil", "imp"]]
    state = snow.new_state(players=3, seed=3, deal={"hands": hands, **deal, "leader": 1})
    events = _events(state, (1, "play mummy"), (2, "play jersey-devil"), (0, "play hellhound"))
    assert _cues("snow", [e for e in events if e["type"] == "battle_won"]) == ["world_end"]
    hands = [["vampire", "pan"], ["slayer", "eris"], ["slime", "imp"]]
    state = snow.new_state(players=3, seed=3, deal={"hands": hands, **deal, "hunters_broken": True})
    events = _events(state, (0, "play vampire"), (1, "play slayer"), (2, "play slime"))
    assert _cues("snow", events) == [
        "card_play",
        "card_play",
        "slime_groan",
        "trick_collected",
        "slime_groan",
    ]


def test_dragon_beasts_roar_as_they_land_and_devils_giggle_at_their_taker() -> None:
    hands = [
        ["blue-1", "black-12", *(f"black-{r}" for r in range(1, 11)), *(f"safety-{r}" for r in range(1, 5))],
        ["blue-2", "red-5", *(f"red-{r}" for r in range(1, 13) if r != 5), "green-1", "green-2", "green-3"],
        ["blue-3", "black-11", *(f"blue-{r}" for r in range(4, 13)), *(f"green-{r}" for r in range(4, 9))],
    ]
    state = get_game("dragon").new_state(players=3, seed=1, deal={"hands": hands, "passed": True})
    first = _events(state, (0, "play blue-1"), (1, "play blue-2"), (2, "play blue-3"))
    assert _cues("dragon", first) == ["card_play", "card_play", "card_play", "trick_collected"]
    beasts = _events(state, (2, "play black-11"), (0, "play black-12"), (1, "play red-5"))
    assert _cues("dragon", beasts) == [
        "snake_hiss",
        "dragon_roar",
        "card_play",
        "trick_collected",
        "devil_giggle",
    ]
