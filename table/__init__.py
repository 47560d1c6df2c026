"""Spooky Table: a desktop card table for five small spooky card games.

The package is layered (see docs/ARCHITECTURE.md): ``table.core`` is the rules-core
contract, ``table.games`` holds one rules module per game, ``table.ai`` the opponents,
``table.persistence`` settings and saves, and ``table.ui`` the pygame-ce table.
"""

__version__ = "0.1.0"
