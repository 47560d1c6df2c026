"""The one error a player can cause: an illegal move, explained in plain words."""


import re

_PLAIN_NAME = re.compile(r"[A-Za-z0-9_-]{1,24}")


def field_name(key: object) -> str | None:
    """``key`` quoted for a message if it is a short plain name (a field a caller
    misspelt), else None: a message never repeats a long or odd value from a file."""
    if isinstance(key, str) and _PLAIN_NAME.fullmatch(key):
        return repr(key)
    return None


class IllegalMove(ValueError):
    """An action that the rules do not allow now; the message says why to a player.

    The state that refused the action is left exactly as it was.
    """
