"""Dodge the Dragon's explain seam: the runner-up and the factor that separates the chosen move
(every game's factors: ``tests/ai/test_factors.py``).
"""

from __future__ import annotations

from table.ai.heuristics.factors import Factor, explain


def test_explain_names_the_runner_up_and_its_factor() -> None:
    view = {"phase": "play", "hand": ["blue-2", "blue-7", "blue-11"], "players": 4, "led_colour": "blue",
            "trick": [{"seat": 0, "card": "blue-9"}, {"seat": 1, "card": "red-4"}]}
    actions = ["play blue-2", "play blue-7", "play blue-11"]
    why = explain("dragon", view, actions, "play blue-7")
    assert why.runner_up == "play blue-2"  # the other duck
    assert why.factor == Factor("shed_high", 7.0)
    why = explain("dragon", view, actions, "play blue-2")
    assert why.runner_up == "play blue-7" and why.factor is None  # nothing favours the lower duck
