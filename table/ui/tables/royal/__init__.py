"""The Critter Poker Royal table: its presenter (claims built in steps, the fronts), its drawing and cues.

Kept light on purpose: importing the package loads nothing; ``presenter_for`` imports
``presenter`` when a table opens, and the cue mapping imports ``cues``.
"""
