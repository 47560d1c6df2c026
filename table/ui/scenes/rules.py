"""The rules screen: a game's rules page (``table/assets/rules/<id>.md``) with the cards it talks about.

It is the scrolling text panel (``TextPanel``) of ``rules_page``'s lines, except that a
card-row line (a ```cards block in the page) takes a few lines' height and shows its
cards drawn from the deck art, the very faces the table draws, in a row that shrinks
its spacing to fit the panel. An unknown id in a page is left out of its row rather
than failing the screen (a test checks every page names real cards).
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from table import manifest
from table.core.words import Words
from table.ui import gfx, speech
from table.ui.assets import CARD_ASPECT
from table.ui.host import Host
from table.ui.intents import Intent
from table.ui.rules_page import card_row, rules_for
from table.ui.scenes.common import TextPanel
from table.ui.speech import words

HOW_TO_PLAY_GAME = Words("How to play {game}")
HOW_TO_PLAY = Words("How to play")
ROW_ABOVE, ROW_GAP = 0.25, 0.4  # lines of space above and under a row of cards


class RulesScene(TextPanel):
    """How to play one game: its rules page, cards included."""

    def __init__(self, app: Host, game_id: str) -> None:
        self.game_id = game_id
        try:
            entry = manifest.entry(game_id)
            title = HOW_TO_PLAY_GAME(game=entry.title)
            self._card_name: Callable[[str], str] = entry.game().card_name
        except KeyError:
            title, self._card_name = HOW_TO_PLAY(), str
        super().__init__(app, title, rules_for(game_id))
        self.known = set(manifest_cards(game_id))
        self.rows: dict[int, list[str]] = {}  # wrapped line index -> the cards drawn there
        self.starts: dict[int, int] = {}  # raw line index -> its first wrapped line
        self.section = 0  # the section read last (Left and Right arrows go section to section)

    # -- read by section (issue 34) ----------------------------------------------------------

    def sections(self) -> list[tuple[int, str]]:
        """Each section (the page's top, then one per heading): its first raw line and its
        words as they are read aloud, a row of cards by the cards' names."""
        found: list[tuple[int, list[str]]] = []
        for index, line in enumerate(self.raw_lines):
            if line.startswith("# ") or not found:
                found.append((index, []))
            cards = card_row(line)
            text = ", ".join(self._card_name(card) for card in cards if card in self.known) if cards else line
            if text.strip():
                found[-1][1].append(text[2:] if text.startswith("# ") else text)
        return [(start, " ".join(f"{part.rstrip('.:')}." for part in parts)) for start, parts in found]

    def spoken_intro(self) -> list[str]:
        sections = self.sections()
        if not sections:
            return [words.screen(self.title, words.PANEL_HOW())]
        return [words.rules_page(self.title, len(sections)), words.section(1, len(sections), sections[0][1])]

    def read_section(self, delta: int) -> None:
        sections = self.sections()
        if not sections:
            return
        wanted = self.section + delta
        if not 0 <= wanted < len(sections):
            speech.say(words.last_section() if delta > 0 else words.first_section(), interrupt=True)
            return
        self.section = wanted
        self.lines()
        most = max(0, len(self.lines()) - self.page())
        self.scroll = min(most, self.starts.get(sections[wanted][0], 0))
        speech.say(words.section(wanted + 1, len(sections), sections[wanted][1]), interrupt=True)

    def handle(self, intent: Intent) -> None:
        if intent.kind == "move" and intent.dx and not intent.dy:
            self.read_section(intent.dx)
            return
        super().handle(intent)

    def card_size(self) -> tuple[int, int]:
        """A rules card: no smaller than a legible table card (96 px tall)."""
        height = round(max(96.0, self.app.size[1] * 0.15))
        return (round(height * CARD_ASPECT), height)

    def row_lines(self) -> int:
        return math.ceil(self.card_size()[1] / self.line() + ROW_ABOVE + ROW_GAP)

    def page(self) -> int:
        """The lines in view, ending above a row of cards that would not fit whole."""
        lines = super().page()
        self.lines()
        for index in self.rows:
            if self.scroll < index < self.scroll + lines < index + self.row_lines():
                return index - self.scroll
        return lines

    def lines(self) -> list[str]:
        size = self.app.size
        if self._wrapped is None or self._wrapped[0] != size:
            width = self.box()[2] * 0.9
            wrapped: list[str] = []
            rows: dict[int, list[str]] = {}
            for number, line in enumerate(self.raw_lines):
                self.starts[number] = len(wrapped)
                cards = card_row(line)
                if cards is not None:
                    rows[len(wrapped)] = cards
                    wrapped.extend([""] * self.row_lines())  # blank lines the cards cover
                else:
                    wrapped.extend(gfx.wrap(line, self.px(), width) if line else [""])
            self._wrapped = (size, wrapped)
            self.rows = rows
        return self._wrapped[1]

    def card_rects(self) -> list[tuple[str, tuple[float, float, float, float]]]:
        """Each card in view and where it is drawn (scrolled with the text)."""
        x, y, bw, _ = self.box()
        top = y + self.app.size[1] * 0.1
        known = self.known
        card_w, card_h = self.card_size()
        width = bw * 0.9
        placed = []
        self.lines()
        for index, cards in self.rows.items():
            row_top = top + (index - self.scroll + ROW_ABOVE) * self.line()
            shown = [card for card in cards if card in known]
            step = card_w * 1.1
            if len(shown) > 1:
                step = min(step, (width - card_w) / (len(shown) - 1))
            for number, card in enumerate(shown):
                placed.append((card, (x + bw * 0.05 + number * step, row_top, float(card_w), float(card_h))))
        return placed

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        x, y, bw, _ = self.box()
        top = y + self.app.size[1] * 0.1
        clip = pygame.Rect(round(x), round(top), round(bw), round(self.page() * self.line()))
        before = surface.get_clip()
        surface.set_clip(clip)
        for card, rect in self.card_rects():
            if rect[1] + rect[3] > clip.top and rect[1] < clip.bottom:
                gfx.draw_card(surface, self.game_id, card, rect, self._card_name(card))
        surface.set_clip(before)


def manifest_cards(game_id: str) -> list[str]:
    """Every card id a game of ``game_id`` may hold, at any table size (none if unknown)."""
    try:
        entry = manifest.entry(game_id)
        game = entry.game()
    except (KeyError, AttributeError):
        return []
    ids: set[str] = set()
    for players in range(game.min_players, game.max_players + 1):
        ids.update(entry.deck_ids(players))
    return sorted(ids)
