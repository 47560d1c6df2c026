"""Opponents: agents that choose an action from what their seat may see.

Agents are written only against the rules-core contract (views, legal actions,
``determinize``), so they can neither cheat nor break a rule. ``make_agent`` builds
one for a game and strength level: random, easy, normal (per-game heuristics in
``table/ai/heuristics``), hard or expert (ISMCTS in ``table/ai/ismcts.py``), or, for
the arena, generic (plain ISMCTS with no heuristics).
"""

from table.ai.agent import ARENA_LEVELS, LEVELS, Agent, HeuristicAgent, RandomAgent, choose, make_agent
from table.ai.ismcts import ISMCTSAgent

__all__ = [
    "ARENA_LEVELS", "LEVELS", "Agent", "HeuristicAgent", "ISMCTSAgent", "RandomAgent", "choose", "make_agent",
]
