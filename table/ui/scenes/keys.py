"""The keys page (F1, from any screen): every key the app knows, shown and spoken."""

from __future__ import annotations

from typing import TYPE_CHECKING

from table.core.i18n import N_, _
from table.core.words import Words
from table.ui import speech
from table.ui.scenes.common import TextPanel
from table.ui.speech import words

if TYPE_CHECKING:
    from table.ui.host import Host

TITLE = N_("Keys")
KEYS_SAID = Words("Keys.")


class KeysPage(TextPanel):
    def __init__(self, app: Host) -> None:
        super().__init__(app, _(TITLE), words.keys_lines())

    def enter(self) -> None:
        super().enter()
        speech.say(KEYS_SAID(), interrupt=True)
        for line in self.raw_lines:
            speech.say(line)


def open_keys_page(app: Host) -> None:
    """Open the keys page on top (once: F1 on the page itself leaves it as it is)."""
    if not isinstance(app.stack.top, KeysPage):
        app.push(KeysPage(app))
