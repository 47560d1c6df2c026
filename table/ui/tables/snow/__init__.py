"""The Snow Monster Battle table: its presenter (enhancements, the Sly Fox), the battle marks and cues.

Kept light on purpose: importing the package loads nothing; ``presenter_for`` imports
``presenter`` when a table opens, and the cue mapping imports ``cues``.
"""
