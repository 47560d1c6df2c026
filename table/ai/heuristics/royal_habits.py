"""Critter Poker Royal's search: how likely each other seat keeps a fixed habit.

Every seat's verdicts, peeks and claims are public (the view's ``habits``). The search
weighs up, from that record, whether a seat keeps a fixed habit (always believing,
doubting, peeking, telling the truth or lying) or plays as a Normal seat does
(``habit_odds``), keeps the likeliest habit in as many sampled worlds as it is likely
(``world_habit``), and samples an unseen card so its claim is as likely true as its
giver's record says (``claim_odds``). Used by ``heuristics/royal.py``.
"""

from __future__ import annotations

import math

from table.games.royal import MOVES
from table.games.royal.actions import Give, Judge, PassOn, Peek
from table.games.royal.cards import TRUE_CLAIMS
from table.games.royal.moves import GIVE, PASS, RESPOND
from table.games.royal.views import Habits, RoyalView

# The search weighs up whether each other seat keeps a fixed habit (see ``habit_odds``).
# How likely each habit is before a seat has shown anything: 0.1, but for believing
# 0.45, so that a judge nothing is known of is as likely to believe a claim as to doubt
# it (Normal doubts 89%): before its first verdict the search has no reason to prefer a
# truth or a lie, and a judge with a fixed habit cannot exploit a fixed first choice.
HABIT_PRIOR = {"believe": 0.45, "doubt": 0.1, "peek": 0.1, "truth": 0.1, "lie": 0.1}
HABIT_KEEP = 0.95  # how consistently a seat with a habit keeps it
# How often a Normal seat makes each habit's choice (over 12 Normal games: it believes
# 11% of claims, peeks almost never, tells the truth in 49% of its claims).
NORMAL_RATE = {"believe": 0.11, "doubt": 0.89, "peek": 0.05, "truth": 0.49, "lie": 0.51}
HABIT_BONUS = 1e4  # lifts a habit's moves above every other rating



def habit_odds(record: Habits) -> dict[str, float]:
    """How likely it is that a seat with this record keeps each fixed habit, against its
    playing as a Normal seat does (Bayes: a habit kept HABIT_KEEP of the time, a Normal
    seat's own rates, the priors of HABIT_PRIOR)."""
    could_peek = record["could_peek"]
    counts = {
        "believe": (record["believed"], record["doubted"]),
        "doubt": (record["doubted"], record["believed"]),
        "peek": (record["peeked"], could_peek - record["peeked"]),
        "truth": (record["truths"], record["lies"]),
        "lie": (record["lies"], record["truths"]),
    }
    odds = {}
    for habit, (kept, broken) in counts.items():
        normal = NORMAL_RATE[habit]
        log_ratio = kept * math.log(HABIT_KEEP / normal) + broken * math.log((1 - HABIT_KEEP) / (1 - normal))
        prior = HABIT_PRIOR[habit]
        ratio = math.exp(min(50.0, log_ratio)) * prior / (1 - prior)
        odds[habit] = ratio / (1 + ratio)
    return odds


_PHASE_HABITS = {RESPOND: ("peek", "believe", "doubt"), GIVE: ("truth", "lie"), PASS: ("truth", "lie")}


def world_habit(record: Habits, phase: str, luck: float) -> str | None:
    """The habit a seat keeps for a decision in ``phase`` in one sampled world: its likeliest
    habit for such decisions, kept in a share of the worlds equal to how likely it is
    (``luck`` is the world's uniform draw for the seat)."""
    habits = _PHASE_HABITS.get(phase)
    if not habits:
        return None
    odds = habit_odds(record)
    likeliest = max(habits, key=odds.__getitem__)
    return likeliest if luck < odds[likeliest] else None


def habit_fits(habit: str, view: RoyalView, action: str) -> bool:
    move = MOVES[action]
    if habit == "peek":
        return isinstance(move, Peek)
    if habit in ("believe", "doubt"):
        return isinstance(move, Judge) and move.verdict == (habit == "believe")
    card = move.card if isinstance(move, Give) else view["round"]["card"]
    if not isinstance(move, Give | PassOn) or card is None:
        return False
    return (move.claim in TRUE_CLAIMS[card]) == (habit == "truth")


def claim_odds(view: RoyalView) -> float | None:
    """How likely the claim on a card the seat is judging (unseen) is true, from its
    giver's record: a truth-teller's, a liar's or a Normal seat's odds, as likely as each is."""
    if view["phase"] != RESPOND or view["round"]["card"] is not None:
        return None
    odds = habit_odds(view["habits"][view["round"]["giver"]])
    truthful, lying = odds["truth"], odds["lie"]
    normal = max(0.0, 1.0 - truthful - lying)
    return truthful * HABIT_KEEP + lying * (1 - HABIT_KEEP) + normal * NORMAL_RATE["truth"]
