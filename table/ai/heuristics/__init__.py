"""Per-game AI knowledge: one module per game id, each exposing ``SUPPORT``.

A module holds that game's Normal heuristic (``rate``: a preference for each legal
move, from the seat's view alone) and what the Hard search needs from the game: its
rollout, and which moves are secret from whom (``table.ai.support.GameSupport``).
"""
