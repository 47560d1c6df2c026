"""The round summary (seen at the end of a whole Munch game in the real window): "Hand 7
scored" showed hands 2 to 7 only, as a Topsy Turvy bonus took a line, so the column no
longer added up to the total under it, and nothing said a row was missing (main now sums
the rows left out in one line: ``summed_lines``). Its title and "Total" were English in
every language."""

from __future__ import annotations

import re

import pytest

from table.core import i18n
from table.manifest import catalogues
from table.ui import gfx
from table.ui.app import App
from table.ui.scenes.overlays import RoundSummary
from table.ui.settings_model import Settings
from tests.ui.driver import start_table


def _said(app: App, summary: RoundSummary, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text the summary draws."""
    texts: list[str] = []
    real = gfx.draw_text

    def record(surface, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        texts.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(gfx, "draw_text", record)
    summary.draw(app.surface)
    monkeypatch.undo()
    return texts


def _summary(size: tuple[int, int], rows: list[tuple[str, list[str]]], monkeypatch: pytest.MonkeyPatch):  # type: ignore[no-untyped-def]
    app = App(Settings(), size=size, sound=False)
    table = start_table(app, "munch", "human,ai,ai,ai", seed=3)
    monkeypatch.setattr(type(table), "pad_rows", property(lambda _: rows))
    summary = RoundSummary(app, table, rows[-1][0])
    app.push(summary)
    return app, summary


def _munch_game() -> list[tuple[str, list[str]]]:
    cells = ["0/0: +30", "1/1: +30", "0/0: +30", "0/0: +30"]
    rows = [(f"Hand {n}", cells) for n in range(1, 8)]
    rows[3] = ("Hand 4", ["2/1: -10", "0/0: +60\n+10 Topsy = +70", "2/2: +40", "1/1: +30"])
    return rows


def test_a_whole_munch_game_shows_or_sums_every_hand_at_720p(monkeypatch: pytest.MonkeyPatch) -> None:
    app, summary = _summary((1280, 720), _munch_game(), monkeypatch)
    texts = _said(app, summary, monkeypatch)
    covered: list[int] = []
    for text in texts:
        summed = re.fullmatch(r"Hands 1–(\d+)", text)
        if summed:
            covered += list(range(1, int(summed.group(1)) + 1))
        elif re.fullmatch(r"Hand \d+", text):
            covered.append(int(text.split()[1]))
    assert covered == list(range(1, 8)), texts
    app.close()


def test_the_title_and_total_are_said_in_the_language_in_use(monkeypatch: pytest.MonkeyPatch) -> None:
    i18n.pin("de", catalogues())  # as --lang de does (the tests' conftest speaks English again)
    app, summary = _summary((1280, 720), [("Runde 2", ["+3", "+4", "+5", "+6"])], monkeypatch)
    texts = _said(app, summary, monkeypatch)
    assert "Runde 2 gewertet" in texts and "Gesamt" in texts
    assert not any("scored" in t or t == "Total" for t in texts)
    app.close()
