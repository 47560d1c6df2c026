"""Snow Monster Battle: the seed's example plays, every ruling, scoring and the exports.

Positions are fixed with ``deal=`` (rules file, "Deal format"); the battle table with
every step of the resolution is in ``test_snow_battles.py``.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from table.core import Event, IllegalMove
from table.games.snow import ALL_CARDS, GAME, SnowState, card_name, deck_ids
from table.games.snow.actions import PlayCard, parse


def new(hands: list[list[str]], players: int | None = None, **deal: Any) -> SnowState:
    deal.setdefault("enhancements", [None] * len(hands))
    deal.setdefault("first_battle", False)
    state = GAME.new_state(players or len(hands), seed=3, deal={"hands": hands, **deal})
    assert isinstance(state, SnowState)
    return state


def play(state: SnowState, *cards: str) -> list[Event]:
    """Play cards in turn order; return the events."""
    events = []
    for card in cards:
        seat = state.turn[0]
        events.extend(state.apply(seat, card if " " in card or card == "done" else f"play {card}"))
    return events


def won(events: list[Event]) -> Event:
    return next(event for event in events if event["type"] == "battle_won")


def legal_cards(state: SnowState) -> set[str]:
    moves = [parse(action) for action in state.legal_actions(state.turn[0])]
    return {move.card for move in moves if isinstance(move, PlayCard)}


# -- the seed's example plays -----------------------------------------------------------


def test_example_opening_pan_then_eris_then_frank() -> None:
    hands = [
        ["gremlin", "poltergeist", "banshee"],
        ["imp", "goblin", "werewolf"],
        ["pan", "eris", "ghoul"],
        ["zombie", "witch", "frank"],
    ]
    state = new(hands, first_battle=True)
    # Battle 1: everyone plays their lowest Troublemaker; seat 3 has none.
    assert state.legal_actions(0) == ["play gremlin"]
    first = won(play(state, "gremlin", "imp", "pan", "zombie"))
    assert (first["seat"], first["card"]) == (2, "pan")
    # Pan leads Troublemakers again; seat 3 has none and throws Witch, which cannot win.
    assert state.turn == (2,)
    second = won(play(state, "eris", "witch", "poltergeist", "goblin"))
    assert (second["seat"], second["card"]) == (2, "eris")
    third = won(play(state, "ghoul", "frank", "banshee", "werewolf"))
    assert (third["seat"], third["card"]) == (3, "frank")
    assert state.scores[:4] == [50, 50, 20, 10]  # +50 to the seats that won no battle


def test_example_demonologist_trumps_and_breaks_hunters() -> None:
    state = new(
        [["pan", "yeti"], ["eris", "witch"], ["gremlin", "kitsune"], ["demonologist", "slayer"]],
        first_battle=True,
    )
    events = play(state, "pan", "eris", "gremlin", "demonologist")
    assert any(event["type"] == "hunters_broken" for event in events)
    assert (won(events)["seat"], won(events)["card"]) == (3, "demonologist")
    assert state.view(None)["hunters_broken"] is True
    assert "play slayer" in state.legal_actions(3)


def test_example_siren_head_answers_as_cryptid_and_hunter() -> None:
    # Cryptid led, Siren Head the only Cryptid: it must be played.
    state = new([["yeti", "pan"], ["siren-head", "witch"]])
    play(state, "yeti")
    assert legal_cards(state) == {"siren-head"}
    assert won(play(state, "siren-head"))["seat"] == 1
    # Hunter led, Siren Head the only Hunter: it must be played, and it wins as a Hunter.
    state = new([["ghost-whisperer", "pan"], ["siren-head", "witch"]], hunters_broken=True)
    play(state, "ghost-whisperer")
    assert legal_cards(state) == {"siren-head"}
    assert won(play(state, "siren-head"))["card"] == "siren-head"
    # Siren Head led counts as a Cryptid: the others must answer with Cryptids.
    state = new([["siren-head", "pan"], ["yeti", "witch"]])
    play(state, "siren-head")
    assert state.view(None)["lead_suit"] == "C"
    assert legal_cards(state) == {"yeti"}


def test_example_shapeshifter_must_play_and_becomes_gremlin() -> None:
    state = new(
        [["gremlin", "skeleton"], ["shapeshifter", "witch"], ["trickster", "frank"], ["imp", "yeti"]],
        first_battle=True,
    )
    play(state, "gremlin")
    assert legal_cards(state) == {"shapeshifter"}
    events = play(state, "shapeshifter", "trickster", "imp")
    copied = next(e for e in events if e["type"] == "card_played" and e["card"] == "shapeshifter")
    assert copied["as"] == "gremlin"
    assert (won(events)["seat"], won(events)["card"]) == (2, "trickster")


def test_example_illuminati_played_when_out_of_the_lead_suit() -> None:
    state = new([["pan", "yeti"], ["eris", "nessie"], ["imp", "legend"], ["illuminati", "witch"]])
    play(state, "pan", "eris", "imp")
    assert legal_cards(state) == {"illuminati"}
    assert won(play(state, "illuminati"))["seat"] == 3


# -- rulings: following suit ------------------------------------------------------------


def test_must_follow_suit_and_the_refusal_says_why() -> None:
    state = new([["pan", "yeti", "nessie"], ["eris", "witch", "bunker"]])
    play(state, "pan")
    assert legal_cards(state) == {"eris", "bunker"}
    with pytest.raises(IllegalMove, match="You must follow suit: you hold a Troublemaker card \\(Eris\\)"):
        state.apply(1, "play witch")
    with pytest.raises(IllegalMove, match="You do not hold Frank"):
        state.apply(1, "play frank")


def test_shapeshifter_follows_as_a_troublemaker_and_led_is_zero() -> None:
    state = new([["shapeshifter", "yeti"], ["gremlin", "witch"]])
    play(state, "shapeshifter")
    assert state.view(None)["lead_suit"] == "T"
    assert legal_cards(state) == {"gremlin"}
    assert won(play(state, "gremlin"))["seat"] == 1
    # Holding a Shapeshifter means holding a Troublemaker.
    state = new([["pan", "yeti"], ["shapeshifter", "witch"]])
    play(state, "pan")
    assert legal_cards(state) == {"shapeshifter"}


def test_illuminati_follow_and_lead_rules() -> None:
    # Illuminati may be played on any monster lead, whatever else the seat holds.
    state = new([["witch", "pan"], ["frank", "illuminati"]])
    play(state, "witch")
    assert legal_cards(state) == {"frank", "illuminati"}
    # It cannot be led unless it is the last card.
    state = new([["illuminati", "pan"], ["eris", "witch"]])
    assert legal_cards(state) == {"pan"}
    with pytest.raises(IllegalMove, match="Illuminati may be led only when it is your last card"):
        state.apply(0, "play illuminati")
    # On a Hunter lead it may be played only when out of Hunters.
    state = new([["slayer", "pan"], ["illuminati", "witcher"]], hunters_broken=True)
    play(state, "slayer")
    assert legal_cards(state) == {"witcher"}
    state = new([["slayer", "pan"], ["illuminati", "witch"]], hunters_broken=True)
    play(state, "slayer")
    assert legal_cards(state) == {"illuminati", "witch"}
    assert won(play(state, "illuminati"))["rule"] == "Illuminati is immune to Hunters"


def test_led_illuminati_lets_the_next_card_set_the_suit() -> None:
    state = new([["illuminati"], ["witcher"], ["pan"]])
    play(state, "illuminati")
    assert state.view(None)["lead_suit"] is None
    play(state, "witcher")  # free, even an unbroken Hunter; it sets the suit, breaks nothing
    assert state.view(None)["lead_suit"] == "H"
    assert state.view(None)["hunters_broken"] is False
    assert won(play(state, "pan"))["seat"] == 0


def test_a_shapeshifter_after_a_suitless_lead_sets_troublemakers_whatever_it_copies() -> None:
    # Clarification: it copies the Bunker, yet the lead suit it sets is Troublemakers.
    state = new([["bunker"], ["shapeshifter"], ["witch"]])
    events = play(state, "bunker", "shapeshifter")
    assert next(e for e in events if e.get("card") == "shapeshifter")["as"] == "bunker"
    assert state.view(None)["lead_suit"] == "T"


def test_bunker_may_always_be_played_but_not_in_battle_one() -> None:
    state = new([["pan", "yeti"], ["eris", "bunker"]])
    play(state, "pan")
    assert legal_cards(state) == {"eris", "bunker"}
    state = new([["pan", "yeti"], ["witch", "bunker"]], first_battle=True)
    play(state, "pan")
    assert legal_cards(state) == {"witch"}
    with pytest.raises(IllegalMove, match="Bunker cannot be played in the first battle"):
        state.apply(1, "play bunker")


def test_dooms_follow_suit_like_any_card() -> None:
    state = new([["pan", "yeti"], ["eris", "apocalypse"]])
    play(state, "pan")
    assert legal_cards(state) == {"eris"}
    state = new([["pan", "yeti"], ["witch", "apocalypse"]])
    play(state, "pan")
    assert legal_cards(state) == {"witch", "apocalypse"}


# -- rulings: battle 1 ------------------------------------------------------------------


def test_battle_one_lowest_troublemaker_with_illuminati_as_13_and_shapeshifter_last() -> None:
    state = new(
        [
            ["krampus", "illuminati", "yeti"],
            ["shapeshifter", "witch", "nessie"],
            ["frank", "apocalypse", "bunker"],
        ],
        first_battle=True,
    )
    assert legal_cards(state) == {"krampus"}
    play(state, "krampus")
    assert legal_cards(state) == {"shapeshifter"}
    play(state, "shapeshifter")
    # No Troublemaker: any card but the Bunker; the lead suit stays Troublemakers.
    assert legal_cards(state) == {"frank", "apocalypse"}
    state = new([["illuminati", "yeti"], ["pan", "witch"]], first_battle=True)
    assert legal_cards(state) == {"illuminati"}
    with pytest.raises(IllegalMove, match="lowest Troublemaker, Illuminati"):
        state.apply(0, "play yeti")


def test_battle_one_leader_without_troublemakers_may_lead_an_unbroken_hunter() -> None:
    state = new([["slayer", "yeti"], ["pan", "witch"]], first_battle=True)
    assert legal_cards(state) == {"slayer", "yeti"}
    events = play(state, "slayer", "pan")
    assert any(event["type"] == "hunters_broken" for event in events)
    # The lead suit was Troublemakers whatever was played: the Hunter beats Pan.
    assert won(events)["seat"] == 0


def test_sly_fox_in_battle_one_plays_the_forced_troublemaker_last() -> None:
    state = new(
        [["imp", "yeti"], ["pan", "witch"], ["gremlin", "nessie"]],
        first_battle=True,
        enhancements=[None, "sly-fox", None],
    )
    play(state, "imp")
    assert state.legal_actions(1) == ["play pan", "play sly-fox"]
    play(state, "sly-fox")
    assert state.turn == (2,)
    play(state, "gremlin")
    assert state.turn == (1,)
    assert state.legal_actions(1) == ["play pan"]
    assert won(play(state, "pan"))["seat"] == 1


# -- rulings: Hunters broken ------------------------------------------------------------


def test_hunters_cannot_be_led_until_broken() -> None:
    state = new([["slayer", "pan"], ["eris", "witch"]])
    assert legal_cards(state) == {"pan"}
    with pytest.raises(IllegalMove, match="Hunters cannot be led until they are broken"):
        state.apply(0, "play slayer")
    # Siren Head led is a Cryptid, so it may lead.
    state = new([["siren-head", "pan"], ["eris", "witch"]])
    assert legal_cards(state) == {"siren-head", "pan"}


def test_a_seat_holding_only_hunters_and_specials_may_lead_one() -> None:
    state = new([["slayer", "siren-head", "bunker"], ["eris", "witch", "yeti"]])
    assert legal_cards(state) == {"slayer", "siren-head", "bunker"}
    state = new([["slayer", "illuminati"], ["eris", "witch"]])
    assert legal_cards(state) == {"slayer"}


def test_hunters_break_on_a_monster_lead_win_or_lose() -> None:
    state = new([["pan", "yeti"], ["illuminati", "nessie"], ["witcher", "frank"]])
    events = play(state, "pan", "illuminati", "witcher")
    assert won(events)["seat"] == 1  # the Hunter lost to Illuminati ...
    assert state.hunters_broken  # ... and still broke Hunters


def test_siren_head_on_a_cryptid_lead_breaks_nothing_but_on_gothic_it_does() -> None:
    state = new([["siren-head", "pan"], ["yeti", "witch"]])
    play(state, "siren-head", "yeti")
    assert not state.hunters_broken  # led, it is a Cryptid
    state = new([["yeti", "pan"], ["siren-head", "witch"]])
    play(state, "yeti", "siren-head")
    assert not state.hunters_broken
    state = new([["witch", "pan"], ["siren-head", "yeti"]])
    play(state, "witch", "siren-head")
    assert state.hunters_broken


def test_hunters_are_unbroken_again_each_round() -> None:
    state = GAME.new_state(4, seed=11)
    rng = random.Random(5)
    while state.round_number == 1:
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert isinstance(state, SnowState)
    assert state.battle_number == 1 and not state.hunters_broken


def test_after_a_leaders_sly_fox_the_next_card_is_a_lead() -> None:
    state = new(
        [["pan", "yeti"], ["slayer", "witch"], ["eris", "nessie"]], enhancements=["sly-fox", None, None]
    )
    play(state, "sly-fox")
    assert state.turn == (1,)
    assert legal_cards(state) == {"witch"}  # unbroken Hunters cannot lead
    play(state, "witch", "nessie")
    assert state.turn == (0,)
    assert legal_cards(state) == {"pan", "yeti"}  # the fox seat follows the lead it left


# -- rulings: the enhancement window ----------------------------------------------------


def test_window_runs_until_every_able_seat_says_done_in_a_row() -> None:
    state = new(
        [["pan", "yeti"], ["eris", "nessie"], ["imp", "legend"]],
        enhancements=["harpoon", "snowball", "doppelganger"],
    )
    play(state, "pan", "eris", "imp")
    assert state.phase == "enhance" and state.turn == (0,)
    assert state.legal_actions(0) == ["done", "enhance harpoon pan"]
    play(state, "done")
    assert state.turn == (1,)
    assert state.legal_actions(1)[:2] == ["done", "enhance snowball pan"]
    play(state, "done")
    play(state, "enhance doppelganger imp")  # Imp 4; an enhancement starts the round of dones again
    assert state.turn == (0,)
    play(state, "enhance harpoon pan")  # Pan 6, still below Eris 7 ...
    assert state.turn == (1,)
    events = play(state, "enhance snowball eris")  # ... until Eris is knocked out
    result = won(events)
    assert (result["seat"], result["card"]) == (0, "pan")
    assert result["enhanced"] == {"imp": "doppelganger", "pan": "harpoon"}
    assert state.enhancement_held == [None, None, None]


def test_a_seat_whose_enhancement_has_no_target_is_skipped() -> None:
    state = new([["pan", "yeti"], ["bunker", "nessie"]], enhancements=[None, "harpoon"])
    events = play(state, "pan", "bunker")
    assert won(events)["seat"] == 0
    assert state.enhancement_held[1] == "harpoon"


def test_sly_fox_holder_is_skipped_in_the_window() -> None:
    state = new([["pan", "yeti"], ["eris", "nessie"]], enhancements=["sly-fox", "harpoon"])
    play(state, "pan", "eris")
    assert state.turn == (1,)
    play(state, "done")
    assert state.phase == "play"


def test_last_battle_enhancement_duty() -> None:
    state = new([["pan"], ["eris"], ["imp"]], enhancements=["sly-fox", "snowball", "harpoon"])
    assert state.legal_actions(0) == ["play sly-fox"]  # Sly Fox must be played
    with pytest.raises(IllegalMove, match="must play your Sly Fox"):
        state.apply(0, "play pan")
    play(state, "sly-fox", "eris", "imp", "pan")
    assert state.turn == (1,)
    assert "done" not in state.legal_actions(1)
    with pytest.raises(IllegalMove, match="last battle of the round: you must use your Snowball"):
        state.apply(1, "done")
    play(state, "enhance snowball eris")
    assert state.legal_actions(2) == ["enhance harpoon imp"]
    result = won(play(state, "enhance harpoon imp"))
    assert result["seat"] == 2  # Imp 5 beats Pan 3 once Eris is knocked out


def test_last_battle_harpoon_with_no_number_card_is_spent_without_effect() -> None:
    state = new([["pan"], ["bunker"]], enhancements=[None, "doppelganger"])
    play(state, "pan", "bunker")
    assert state.legal_actions(1) == ["enhance doppelganger none"]
    events = play(state, "enhance doppelganger none")
    assert any(e["type"] == "enhancement_played" and e["target"] is None for e in events)


def test_enhancing_someone_elses_card_is_refused() -> None:
    state = new([["pan", "yeti"], ["eris", "nessie"]], enhancements=["harpoon", None])
    play(state, "pan", "eris")
    with pytest.raises(IllegalMove, match="Harpoon can only enhance your own number card"):
        state.apply(0, "enhance harpoon eris")


# -- rulings: world end, scoring, rounds --------------------------------------------------


def test_after_the_world_ends_its_leader_leads_again() -> None:
    state = new([["hellhound", "pan"], ["mummy", "eris"], ["jersey-devil", "imp"]], leader=1)
    events = play(state, "mummy", "jersey-devil", "hellhound")
    assert won(events)["seat"] is None
    assert state.turn == (1,)
    assert state.scores == [0, 0, 0]


def test_round_scoring_with_prey_slime_and_no_battle_bonus() -> None:
    state = new([["vampire", "pan"], ["slayer", "eris"], ["slime", "imp"]], hunters_broken=True)
    events = play(state, "vampire", "slayer", "slime")
    assert won(events)["points"] == [0, 10 - 20 + 40, 0]
    events = play(state, "eris", "imp", "pan")
    scored = next(event for event in events if event["type"] == "round_scored")
    assert scored["battles_won"] == [0, 2, 0]
    assert scored["no_battle_bonus"] == [50, 0, 50]
    assert state.scores == [50, 40, 50]


def test_the_target_is_checked_at_the_end_of_a_round() -> None:
    state = GAME.new_state(3, seed=2, options={"target": 10})
    rng = random.Random(2)
    while not state.is_over:
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        if not state.is_over:
            assert state.round_number == 1
    assert state.log[-1]["type"] == "game_over"
    assert state.winners == [s for s in range(3) if state.scores[s] == max(state.scores)]


def test_default_targets_by_player_count() -> None:
    assert [GAME.new_state(p, seed=1).options["target"] for p in (2, 3, 4)] == [500, 400, 300]


def play_round(state: SnowState, rng: random.Random) -> None:
    number = state.round_number
    while state.round_number == number and not state.is_over:
        seat = state.turn[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))


def test_two_players_keep_two_hands_for_the_next_round_then_deal_anew() -> None:
    state = GAME.new_state(2, seed=9)
    assert isinstance(state, SnowState)
    first = {card for hand in state.hands for card in hand}
    saved = set(state.stock)
    assert len(first) == 26 and len(saved) == 26 and not first & saved
    assert state.hidden_ids(0) == set(state.hands[1]) | saved
    rng = random.Random(1)
    play_round(state, rng)
    assert {card for hand in state.hands for card in hand} == saved
    assert state.stock == []
    play_round(state, rng)
    assert len(state.stock) == 26 and state.round_number == 3


def test_three_players_set_a_hand_aside_and_the_dealer_moves() -> None:
    state = GAME.new_state(3, seed=4)
    assert isinstance(state, SnowState)
    assert len(state.stock) == 13 and state.hidden_ids(None) >= set(state.stock)
    assert (state.dealer, state.turn) == (2, (0,))
    play_round(state, random.Random(3))
    assert (state.dealer, state.turn) == (0, (1,))
    assert len(state.enhancements_aside) == 1


def test_each_seat_is_dealt_one_distinct_enhancement_face_up() -> None:
    state = GAME.new_state(4, seed=8)
    view = state.view(None)
    assert sorted(view["enhancements_dealt"]) == sorted(["harpoon", "doppelganger", "snowball", "sly-fox"])
    assert view["hand"] is None and view["hand_sizes"] == [13] * 4


# -- views, determinize, deals, exports ----------------------------------------------------


def test_determinize_keeps_known_voids() -> None:
    state = new([["pan", "yeti", "slayer"], ["witch", "eris", "frank"], ["imp", "nessie", "ogopogo"]])
    play(state, "yeti", "witch", "nessie")  # seat 1 shows it holds no Cryptid
    assert state.voids == ["", "C", ""]
    cryptids = {
        "jackalope",
        "nightcrawler",
        "mothman",
        "chupacabra",
        "wendigo",
        "jersey-devil",
        "nessie",
        "ogopogo",
        "bigfoot",
        "yeti",
        "legend",
        "siren-head",
        "illuminati",
    }
    for seed in range(30):
        world = state.determinize(0, random.Random(seed))
        assert isinstance(world, SnowState)
        assert world.view(0) == state.view(0)
        assert not cryptids & set(world.hands[1])
        assert sorted(world.hands[1] + world.hands[2] + world.stock) == sorted(
            state.hands[1] + state.hands[2] + state.stock
        )


def test_bad_deals_are_refused() -> None:
    with pytest.raises(ValueError, match="same number"):
        new([["pan", "imp"], ["eris"]])
    with pytest.raises(ValueError, match="enhancement"):
        new([["pan"], ["eris"]], enhancements=["harpoon", "harpoon"])
    with pytest.raises(ValueError, match="leader"):
        new([["pan"], ["eris"]], leader=5)
    assert new([["pan"], ["eris"], ["imp"]], leader=1).dealer == 0  # the seat right of the leader
    with pytest.raises(ValueError, match="unknown deal key"):
        new([["pan"], ["eris"]], trumps=True)


def test_exports_for_the_table_and_the_art() -> None:
    assert len(ALL_CARDS) == 56 and len(set(ALL_CARDS)) == 56
    assert ALL_CARDS[-4:] == ("harpoon", "doppelganger", "snowball", "sly-fox")
    assert deck_ids(3) == list(ALL_CARDS)
    assert [card_name(c) for c in ("siren-head", "klutzy-detective", "frank", "sly-fox")] == [
        "Siren Head",
        "Klutzy Detective",
        "Frank",
        "Sly Fox",
    ]
    suits = [card for card in ALL_CARDS if card not in ("illuminati", "bunker", "apocalypse", "catastrophe")]
    assert len(suits) == 52


def test_random_games_keep_the_books() -> None:
    """Every round plays each dealt card once; totals are the sum of the points announced."""
    for players in (2, 3, 4):
        state = GAME.new_state(players, seed=players, options={"target": 150})
        rng = random.Random(players)
        while not state.is_over:
            seat = state.turn[0]
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        totals = [0] * players
        played: list[str] = []
        for event in state.log:
            if event["type"] == "battle_won":
                totals = [t + p for t, p in zip(totals, event["points"], strict=True)]
                assert event["scores"] == totals
                played.extend(play["card"] for play in event["plays"])
            elif event["type"] == "round_scored":
                totals = [t + p for t, p in zip(totals, event["no_battle_bonus"], strict=True)]
                assert event["scores"] == totals
                assert len(played) == 13 * players and len(set(played)) == len(played)
                played = []
        assert totals == state.scores and max(totals) >= 150


def test_a_seat_sees_its_own_hand_and_only_its_own_deal() -> None:
    state = GAME.new_state(3, seed=5)
    assert isinstance(state, SnowState)
    view = state.view(1)
    assert view["hand"] == state.hands[1]
    dealt = [event for event in state.visible_log(1) if event["type"] == "hand_dealt"]
    assert [event["seat"] for event in dealt] == [1]
    assert state.hidden_ids(1) == set(state.hands[0]) | set(state.hands[2]) | set(state.stock)


def test_a_dealt_game_saves_and_restores() -> None:
    state = new([["pan", "yeti"], ["eris", "witch"]], enhancements=["harpoon", None])
    play(state, "pan", "eris", "enhance harpoon pan")
    restored = GAME.from_json(state.to_json())
    assert restored.view(0) == state.view(0) and restored.history == state.history


def test_refusals_name_the_problem() -> None:
    state = new([["pan", "yeti"], ["eris", "witch"]], enhancements=["harpoon", None])
    with pytest.raises(IllegalMove, match="no card called 'ghost'"):
        state.apply(0, "play ghost")
    with pytest.raises(IllegalMove, match="Harpoon is used after the cards are down"):
        state.apply(0, "play harpoon")
    with pytest.raises(IllegalMove, match="You do not hold Sly Fox"):
        state.apply(0, "play sly-fox")
    with pytest.raises(IllegalMove, match="write play <card>"):
        state.apply(0, "done")
    play(state, "pan", "eris")
    with pytest.raises(IllegalMove, match="The cards are down"):
        state.apply(0, "play yeti")
    with pytest.raises(IllegalMove, match="You hold Harpoon"):
        state.apply(0, "enhance snowball eris")


def test_random_rollout_finishes_the_round_legally_and_changes_nothing() -> None:
    for seed in range(12):
        state = GAME.new_state(2 + seed % 3, seed=seed)
        assert isinstance(state, SnowState)
        rng = random.Random(seed)
        for _ in range(rng.randrange(0, 60)):
            state.apply(state.turn[0], rng.choice(state.legal_actions(state.turn[0])))
        before = json.dumps(state.to_json(), sort_keys=True)
        trace: list[tuple[int, str]] = []
        totals = state.random_rollout(random.Random(seed), trace)
        assert json.dumps(state.to_json(), sort_keys=True) == before, "the rollout changed the state"
        replay = state.clone()
        assert isinstance(replay, SnowState)
        for seat, action in trace:
            replay.apply(seat, action)
        assert replay.scores == totals
        assert replay.is_over or (replay.round_number, replay.battle_number) == (state.round_number + 1, 1)
