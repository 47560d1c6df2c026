"""The one error a player can cause: an illegal move, explained in plain words."""


class IllegalMove(ValueError):
    """An action that the rules do not allow now; the message says why to a player.

    The state that refused the action is left exactly as it was.
    """
