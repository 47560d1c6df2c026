"""Each game's Normal heuristic makes the strategic choice its docstring promises.

The ratings are computed from a seat's view alone, so each test builds the few view
fields a decision reads and checks which legal action comes out on top.
"""

from __future__ import annotations

from typing import Any

from table.ai.heuristics import batwalk, dragon, munch, royal, snow


def best(rate_fn: Any, view: dict[str, Any], actions: list[str]) -> str:
    ratings = rate_fn(view, actions)
    return str(actions[ratings.index(max(ratings))])


# -- Dodge the Dragon ----------------------------------------------------------------

def dragon_view(hand: list[str], trick: list[tuple[int, str]], led: str | None) -> dict[str, Any]:
    return {"phase": "play", "hand": hand, "players": 4, "led_colour": led,
            "trick": [{"seat": seat, "card": card} for seat, card in trick]}


def test_dragon_throws_the_dragon_when_out_of_the_led_colour() -> None:
    view = dragon_view(["black-12", "black-2", "red-3"], [(0, "blue-5")], "blue")
    assert best(dragon.rate, view, ["play black-12", "play black-2", "play red-3"]) == "play black-12"


def test_dragon_ducks_under_the_trick_with_its_highest_losing_card() -> None:
    view = dragon_view(["blue-2", "blue-7", "blue-11"], [(0, "blue-9"), (1, "red-4")], "blue")
    assert best(dragon.rate, view, ["play blue-2", "play blue-7", "play blue-11"]) == "play blue-7"


def test_dragon_spends_a_safety_only_when_every_card_would_take_points() -> None:
    view = dragon_view(["blue-10", "blue-11", "safety-1"], [(0, "blue-9"), (1, "black-12")], "blue")
    assert best(dragon.rate, view, ["play blue-10", "play blue-11", "play safety-1"]) == "play safety-1"
    view = dragon_view(["blue-3", "blue-11", "safety-1"], [(0, "blue-9"), (1, "black-12")], "blue")
    assert best(dragon.rate, view, ["play blue-3", "play blue-11", "play safety-1"]) == "play blue-3"


def test_dragon_passes_the_unguarded_dragon_and_keeps_its_safeties() -> None:
    hand = ["black-12", "black-11", "green-8", "safety-1", "blue-2", "red-1"]
    view = {"phase": "pass", "hand": hand}
    actions = ["pass black-12 black-11 green-8", "pass safety-1 blue-2 red-1",
               "pass black-12 safety-1 blue-2"]
    assert best(dragon.rate, view, actions) == "pass black-12 black-11 green-8"


# -- Munch, Crunch, Scrunch! ---------------------------------------------------------

def munch_view(hand: list[str], trick: list[tuple[int, str]], predicted: int, won: int) -> dict[str, Any]:
    return {"seat": 1, "players": 4, "forehead": False, "hands": [[], hand, [], []],
            "predictions": [1, predicted, 1, 1], "tricks_won": [0, won, 0, 0],
            "trick": [{"seat": seat, "card": card} for seat, card in trick]}


def test_munch_ducks_once_it_has_its_tricks_and_takes_them_while_short() -> None:
    actions = ["play bat-3", "play bat-7"]
    assert best(munch.rate, munch_view(["bat-3", "bat-7"], [(0, "bat-5")], 1, 1), actions) == "play bat-3"
    assert best(munch.rate, munch_view(["bat-3", "bat-7"], [(0, "bat-5")], 1, 0), actions) == "play bat-7"


def test_munch_predicts_from_hand_strength() -> None:
    strong = munch_view(["vanquish-1", "vampire-8", "vampire-7", "bat-8"], [], 0, 0)
    weak = munch_view(["bat-1", "fairy-2", "werewolf-1", "escape"], [], 0, 0)
    predictions = [f"predict {n}" for n in range(5)]
    assert int(best(munch.rate, strong, predictions).split()[1]) >= 3
    assert best(munch.rate, weak, predictions) == "predict 0"


def test_munch_forehead_prediction_counts_the_cards_it_cannot_see() -> None:
    # The other seat shows Escape, which never wins: almost any card of ours takes it.
    view = {"seat": 0, "players": 2, "forehead": True, "leader": 1, "hands": [[None], ["escape"]]}
    assert best(munch.rate, view, ["predict 0", "predict 1"]) == "predict 1"
    # It shows a Vanquish, which only the other Vanquish could beat... and it leads.
    view["hands"] = [[None], ["vanquish-1"]]
    assert best(munch.rate, view, ["predict 0", "predict 1"]) == "predict 0"


# -- Critter Poker Royal -------------------------------------------------------------

def royal_view(fronts: list[list[str]], hand: list[str], claim: str, can_pass: bool = True) -> dict[str, Any]:
    return {"seat": 1, "phase": "respond", "lose_at": 4, "hand": hand, "fronts": fronts,
            "set_aside": [], "known_in_hands": [[], [], [], []], "penalty_top": None,
            "round": {"claims": [{"giver": 0, "receiver": 1, "claim": claim}], "can_pass": can_pass}}


def test_royal_never_risks_the_fourth_of_a_kind_on_a_verdict() -> None:
    fronts = [[], ["bat-1", "bat-2", "bat-3"], [], []]
    view = royal_view(fronts, ["rat-1"], "bat")
    # "judge false" on a true Bat claim would hand this seat its fourth Bat.
    assert best(royal.rate, view, ["judge true", "judge false", "peek"]) != "judge false"


def test_royal_counts_cards_a_claim_of_an_exhausted_critter_is_a_lie() -> None:
    every_fly = [f"fly-{n}" for n in range(1, 9)] + ["fly-royal"]
    view = royal_view([every_fly[:3], [], every_fly[3:6], every_fly[6:]], ["rat-1"], "fly", can_pass=False)
    # Only the Wild could make "fly" true now: the claim is almost surely false.
    assert royal.chance_true(view, "fly") < 0.1
    assert best(royal.rate, view, ["judge true", "judge false"]) == "judge false"


def test_royal_places_on_the_critters_it_has_fewest_of() -> None:
    view = {"seat": 0, "phase": "place", "lose_at": 4, "fronts": [["bat-1", "bat-2"], [], [], []]}
    actions = ["place bat-5", "place rat-1 toad-2", "place bat-5 rat-1"]
    assert best(royal.rate, view, actions) == "place rat-1 toad-2"


def test_royal_gives_the_critter_the_receiver_already_fears() -> None:
    view = {"seat": 0, "phase": "give", "lose_at": 4, "fronts": [[], ["toad-1", "toad-2"], [], []]}
    actions = ["give toad-5 to 1 as toad", "give toad-5 to 2 as toad", "give rat-3 to 1 as rat"]
    assert best(royal.rate, view, actions) == "give toad-5 to 1 as toad"


# -- Vamp on the Batwalk -------------------------------------------------------------

def test_batwalk_deduces_its_own_card_and_steals_the_show() -> None:
    # Seat 1 holds two red backs. Every red card but red-3 and red-garlic is in sight,
    # so its cards are those two; the lead is blue-3: red-3 steals, red-garlic does nothing.
    in_sight = ["red-1", "red-2", "red-4", "red-5", "red-star"]
    view: dict[str, Any] = {
        "seat": 1, "seats": 3, "trendsetter": None,
        "hands": [[], [{"suit": "red", "card": None}, {"suit": "red", "card": None}],
                  [{"suit": "green", "card": "green-1"}]],
        "show": {"plays": [{"seat": 0, "card": "blue-3"}], "lead": 0},
        "played_this_round": in_sight,
    }
    ratings = batwalk.rate(view, ["play 0", "play 1"])
    # Either slot is red-3 or red-garlic with equal odds: both rate the same, and above
    # nothing, since half the time the card steals.
    assert ratings[0] == ratings[1] > 0.4
    view["played_this_round"] = [*in_sight, "red-garlic"]
    view["hands"][1] = [{"suit": "red", "card": None}]
    assert batwalk.rate(view, ["play 0"])[0] >= 1.0  # it can only be red-3: a sure steal


# -- Snow Monster Battle -------------------------------------------------------------

def snow_view(battle: list[tuple[int, str]], lead: str) -> dict[str, Any]:
    return {"phase": "play", "seat": 2, "players": 4, "first_battle": False, "lead_suit": lead,
            "sly_fox_seat": None, "last_battle": False,
            "battle_cards": [{"seat": seat, "card": card, "as": card, "enhancement": None,
                              "snowballed": False} for seat, card in battle]}


def test_snow_ducks_a_battle_that_holds_slime() -> None:
    view = snow_view([(0, "zombie"), (1, "slime")], "G")
    assert best(snow.rate, view, ["play reaper", "play ghoul"]) == "play ghoul"


def test_snow_takes_a_clean_battle_when_it_plays_last() -> None:
    view = snow_view([(3, "zombie"), (0, "ghoul"), (1, "banshee")], "G")
    assert best(snow.rate, view, ["play reaper", "play skeleton"]) == "play reaper"


def test_snow_plays_a_netted_hunter_on_its_prey() -> None:
    view = snow_view([(0, "vampire")], "G")
    assert best(snow.rate, view, ["play slayer", "play skeleton"]) == "play slayer"
