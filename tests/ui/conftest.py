"""Fixtures the table's tests share."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from table.ui import speech
from table.ui.speech import Transcript


@pytest.fixture
def heard() -> Iterator[Transcript]:
    """Everything said aloud from now on, in order; the speaker silenced and off afterwards."""
    record = speech.transcript()
    yield record
    speech.SPEAKER.use(speech.Silent())
    speech.SPEAKER.enabled = False


@pytest.fixture
def spoken() -> Iterator[None]:
    """The speaker silenced and off after the test (which turns it on as it needs)."""
    yield
    speech.SPEAKER.use(speech.Silent())
    speech.SPEAKER.enabled = False
