"""The Vamp on the Batwalk table: presenter (backwards hands, trendsetter), drawing (aid, runway), cues.

Kept light on purpose: importing the package loads nothing; ``presenter_for`` imports
``presenter`` when a table opens, and the cue mapping imports ``cues``.
"""
