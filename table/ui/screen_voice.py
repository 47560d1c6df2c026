"""What every screen other than the table says aloud (issue 34): its name and how to use
it when it opens, then each control the keyboard's focus lands on, as a screen reader
says it: label, value and role ("Players: 4, choice. Left and Right arrows change
it."). A value changed in place is said alone; a letter typed in a text field is
echoed, a deleted one named. A screen's one-line message (a refused start, a damaged
file) is said when it appears.

The app calls ``update`` once a frame with the top scene. The table speaks for itself
(``scenes.table_voice``), and so do the screens that say their own words on opening
(the keys page, the round summary, game over, the hot-seat hand-over): here they get
only their controls. A screen may give its own opening lines with ``spoken_intro()``
(the rules page, the lesson's end). With speech off nothing is worked out.
"""

from __future__ import annotations

from typing import Any

from table import manifest
from table.ui import speech
from table.ui.scene import Scene
from table.ui.scenes.common import MenuOverlay, TextPanel
from table.ui.scenes.keys import KeysPage
from table.ui.scenes.setup import SetupScene
from table.ui.scenes.table import TableScene
from table.ui.scenes.title import TitleScene
from table.ui.speech import words
from table.ui.widgets import Button, Choice, FocusList, TextField, Widget


def intro(scene: Scene) -> list[str]:
    """What a screen says as it opens: its name, how to use it, and its words."""
    own = getattr(scene, "spoken_intro", None)
    if callable(own):
        return list(own())
    if isinstance(scene, TitleScene):
        titles = [str(tile.label) for tile in scene.tiles]
        return [words.screen("Spooky Table", words.TITLE_HOW()), words.games(titles), *scene.notices]
    if isinstance(scene, SetupScene):
        title = manifest.entry(scene.game_id).title
        return [words.screen(words.NEW_GAME(game=title), words.SETUP_HOW()), scene.replace_note]
    if isinstance(scene, KeysPage):
        return []  # it reads itself
    if isinstance(scene, TextPanel):
        return [words.screen(scene.title, words.PANEL_HOW()), *panel_lines(scene)]
    if isinstance(scene, MenuOverlay):
        return [words.screen(scene.title, scene.subtitle), words.MENU_HOW()]
    return []


def panel_lines(panel: TextPanel) -> list[str]:
    """A text panel's lines to say: headings plain, a table's rows with their column names."""
    said = []
    columns = panel.columns
    for line in panel.raw_lines:
        text = line[2:] if line.startswith("# ") else line
        if not text.strip():
            continue
        cells = text.split("\t")
        if columns and len(cells) == len(columns) and cells != list(columns):
            said.append(words.panel_row(cells, columns))
        elif cells != list(columns or ()):
            said.append(", ".join(cells))
    return said


def control(focus: FocusList, widget: Widget) -> str:
    """The focused control as label, value and role."""
    if isinstance(widget, TextField):
        if widget.label:
            return words.text_field(widget.label, widget.value)
        index = focus.widgets.index(widget)
        before = focus.widgets[index - 1] if index else None
        owner = getattr(before, "label", "") if before is not None else ""
        return words.name_field(str(owner) or words.PLAYER(), widget.value)
    if isinstance(widget, Choice):
        return words.choice(widget.label, str(widget.show(widget.value)))
    if isinstance(widget, Button):
        return words.button(widget.label, widget.enabled)
    return ""


def value_of(widget: Widget) -> Any:
    if isinstance(widget, TextField):
        return widget.value
    if isinstance(widget, Choice):
        return widget.show(widget.value)
    if isinstance(widget, Button):
        return (widget.label, widget.enabled)
    return None


class ScreenVoice:
    def __init__(self) -> None:
        self.scene: Scene | None = None
        self.widget: Widget | None = None
        self.value: Any = None
        self.message = ""

    def update(self, top: Scene | None) -> None:
        if not speech.SPEAKER.enabled:
            return  # the screen is said once a voice is found (that takes seconds at start)
        if top is None or isinstance(top, TableScene):
            self.scene = top
            return
        message = getattr(top, "message", "")
        if top is not self.scene:
            self.scene, self.widget, self.message = top, None, message if isinstance(message, str) else ""
            for number, line in enumerate(line for line in intro(top) if line):
                speech.say(line, interrupt=number == 0)
        focus = getattr(top, "focus", None)
        widget = focus.focused if isinstance(focus, FocusList) else None
        if widget is not None and isinstance(focus, FocusList):
            self.follow(focus, widget)
        if isinstance(message, str) and message != self.message:
            self.message = message
            if message:
                speech.say(message, interrupt=True)

    def follow(self, focus: FocusList, widget: Widget) -> None:
        value = value_of(widget)
        if widget is not self.widget:
            self.widget, self.value = widget, value
            speech.say(control(focus, widget))
            return
        if value == self.value:
            return
        before, self.value = self.value, value
        if isinstance(widget, TextField) and isinstance(before, str):
            if value.startswith(before) and len(value) == len(before) + 1:
                speech.say(words.typed(value[-1]), interrupt=True)
            elif before.startswith(value) and len(before) == len(value) + 1:
                speech.say(words.erased(before[-1]), interrupt=True)
            else:
                speech.say(control(focus, widget), interrupt=True)
        elif isinstance(widget, Choice):
            speech.say(words.VALUE(value=value), interrupt=True)
        else:
            speech.say(control(focus, widget), interrupt=True)
