"""The Dodge the Dragon table: its presenter (the pass, naming a colour) and cues.

Kept light on purpose: importing the package loads nothing; ``presenter_for`` imports
``presenter`` when a table opens, and the cue mapping imports ``cues``.
"""
