"""The one reader of pygame's event queue: turns raw events into intents for the scenes.

Scenes never see pygame events, only :class:`Intent` records ("click at", "move
focus", "activate", "back", "skip", typed text...), so mouse and keyboard drive the
same code paths and tests can play the whole app by feeding intents.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

# Intent kinds: "point" (mouse moved), "click", "scroll", "move" (arrow keys: dx, dy),
# "next"/"prev" (tab, shift-tab), "activate" (enter), "skip" (space), "back" (escape),
# "text" (a typed character), "erase" (backspace), "fullscreen" (F11), "keys" (F1: the keys
# page), "review" (F2-F9, text names what to say), "resize", "quit".


@dataclass(frozen=True)
class Intent:
    kind: str
    pos: tuple[int, int] = (0, 0)
    dx: int = 0
    dy: int = 0
    text: str = ""
    size: tuple[int, int] = (0, 0)


def click(pos: tuple[int, int]) -> Intent:
    return Intent("click", pos=pos)


def point(pos: tuple[int, int]) -> Intent:
    return Intent("point", pos=pos)


def key(kind: str, dx: int = 0, dy: int = 0) -> Intent:
    return Intent(kind, dx=dx, dy=dy)


def text(char: str) -> Intent:
    return Intent("text", text=char)


_ARROWS = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}
# F1 the keys page; F2-F9 the table's review keys (what they say: table/ui/speech/words.py).
_REVIEW = {
    pygame.K_F2: "hand",
    pygame.K_F3: "table",
    pygame.K_F4: "scores",
    pygame.K_F5: "turn",
    pygame.K_F6: "last",
    pygame.K_F7: "repeat",
    pygame.K_F8: "seats",
    pygame.K_F9: "track",
}
_KEYS = {
    pygame.K_RETURN: "activate",
    pygame.K_KP_ENTER: "activate",
    pygame.K_SPACE: "skip",
    pygame.K_ESCAPE: "back",
    pygame.K_BACKSPACE: "erase",
    pygame.K_F11: "fullscreen",
    pygame.K_F1: "keys",
}


def translate(event: pygame.event.Event) -> Intent | None:
    """The intent a single pygame event means, or None if it means nothing to us."""
    kind = event.type
    if kind == pygame.QUIT:
        return Intent("quit")
    if kind == pygame.MOUSEMOTION:
        return point(tuple(event.pos))
    if kind == pygame.MOUSEBUTTONDOWN and event.button == 1:
        return click(tuple(event.pos))
    if kind == pygame.MOUSEWHEEL:
        return Intent("scroll", dy=-int(event.y))
    if kind in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
        size = (event.w, event.h) if kind == pygame.VIDEORESIZE else (event.x, event.y)
        return Intent("resize", size=(int(size[0]), int(size[1])))
    if kind == pygame.KEYDOWN:
        if event.key in _ARROWS:
            dx, dy = _ARROWS[event.key]
            return key("move", dx, dy)
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            return key("undo")  # Ctrl+Z: the table's undo against the computer
        if event.key == pygame.K_TAB:
            return key("prev" if event.mod & pygame.KMOD_SHIFT else "next")
        if event.key in _KEYS:
            return key(_KEYS[event.key])
        if event.key in _REVIEW:
            return Intent("review", text=_REVIEW[event.key])
        return None
    if kind == pygame.TEXTINPUT and event.text.isprintable() and event.text != " ":
        return text(event.text)
    return None


def read_intents() -> list[Intent]:
    """Drain pygame's event queue into intents (the only place that reads it)."""
    intents = []
    for event in pygame.event.get():
        intent = translate(event)
        if intent is not None:
            intents.append(intent)
    return intents
