"""Royal's Normal bluffs in a mix neither a trusting nor a doubting judge can exploit.

Over Normal-vs-Normal games every claim a Normal seat makes (giving, or passing on
after a peek) is checked against the card: it must be true sometimes and false
sometimes, in proportions that leave an "always believe" judge and an "always doubt"
judge each right only about half the time.
"""

from __future__ import annotations

from table.ai import make_agent
from table.ai.agent import choose
from table.games import get_game
from table.games.royal.cards import claim_is_true


def claims_made(games: int) -> list[bool]:
    """Whether each claim made by Normal seats was true, over ``games`` games."""
    truths: list[bool] = []
    for seed in range(games):
        state = get_game("royal").new_state(players=4, seed=seed)
        agents = [make_agent("royal", "normal", seed * 10 + seat) for seat in range(4)]
        while not state.is_over:
            seat = state.turn[0]
            action = choose(agents[seat], state, seat)
            words = action.split()
            if words[0] == "give":
                truths.append(claim_is_true(words[1], words[-1]))
            elif words[0] == "pass":
                card = state.view(seat)["round"]["card"]
                truths.append(claim_is_true(card, words[-1]))
            state.apply(seat, action)
    return truths


def test_normal_mixes_truth_and_lies_so_fixed_judges_gain_nothing() -> None:
    truths = claims_made(10)
    assert len(truths) >= 100
    believer_right = sum(truths) / len(truths)  # "judge true" is right when the claim is
    doubter_right = 1 - believer_right
    assert 0.35 <= believer_right <= 0.65
    assert 0.35 <= doubter_right <= 0.65


def test_the_mix_comes_from_the_seed_not_from_the_cards() -> None:
    """Two seeds in the same position may choose differently: the coin is the agent's."""
    state = get_game("royal").new_state(players=4, seed=3)
    seat = state.turn[0]
    choices = {choose(make_agent("royal", "normal", seed), state, seat) for seed in range(20)}
    truths = {claim_is_true(action.split()[1], action.split()[-1]) for action in choices}
    assert truths == {True, False}
