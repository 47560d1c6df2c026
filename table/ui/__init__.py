"""The table app: the only package that imports pygame-ce.

App loop and scene stack, the input module turning pygame events into intents, pure
layout and tween maths, widgets, the asset cache (``assets``) and audio (``audio``).
"""
