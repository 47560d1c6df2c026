"""The Munch, Crunch, Scrunch! table: its presenter (predictions, the forehead round, power cards) and cues.

Kept light on purpose: importing the package loads nothing; ``presenter_for`` imports
``presenter`` when a table opens, and the cue mapping imports ``cues``.
"""
