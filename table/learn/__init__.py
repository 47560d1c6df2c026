"""Learn to play: guided lessons, hints, undo, forced moves and the hot-seat recap.

Everything here is pure Python over the rules-core contract (``view``,
``legal_actions``, ``apply``, ``log``, saves) and the AI's public agent API, so the
table (``table/ui``) calls it without this package knowing anything about drawing:

- ``lesson`` and ``lessons``: each game's lesson as data (a fixed deal, AI seats, and
  the coach's steps); ``coach``: the runner that plays a lesson on the real engine;
- ``undo``: how far an undo may go back against the computer, and the rebuilt state;
- ``forced``: the only legal move, played for the player when that option is on;
- ``recap``: a few plain lines of what happened since a seat last acted;
- ``hint``: the move the Hard AI would make from a seat's view, with a one-line reason.
"""
