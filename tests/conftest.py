"""Every test starts and ends in English: a test that switches the language (Settings,
``--lang``) leaves no other test speaking it, whatever the machine's locale."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from table.core import i18n


@pytest.fixture(autouse=True)
def english(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("LANGUAGE", "en")
    i18n.reset()
    yield
    i18n.reset()
