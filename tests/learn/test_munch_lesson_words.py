"""What Munch's lesson says where a newcomer was lost: Topsy Turvy told over two steps in short
sentences."""

from __future__ import annotations

import re

from table.learn import lesson_for


def test_munch_tells_topsy_turvy_over_two_steps_in_short_sentences() -> None:
    steps = lesson_for("munch").steps
    assert "Topsy Turvy" in steps[-2].words and "Topsy Turvy" in steps[-1].words
    sentences = [s for s in re.split(r"(?<=[.!?:])\s+", steps[-1].words) if s]
    assert len(sentences) >= 3 and max(len(s) for s in sentences) <= 80, sentences
