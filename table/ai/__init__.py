"""Opponents: agents that choose an action from what their seat may see.

Agents are written only against the rules-core contract (views, legal actions,
``determinize``), so they can neither cheat nor break a rule. ``make_agent`` builds
one for a game and strength level.
"""

from table.ai.agent import LEVELS, Agent, RandomAgent, make_agent

__all__ = ["LEVELS", "Agent", "RandomAgent", "make_agent"]
