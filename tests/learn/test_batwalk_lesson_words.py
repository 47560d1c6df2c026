"""What Batwalk's lesson says where a newcomer was lost: the whose-vamp-is-whose legend and why
show 1 went to the Garlic and the lead jumped."""

from __future__ import annotations

from table.learn import lesson_for


def test_batwalk_tells_the_standees_and_why_show_one_and_the_lead_went_as_they_did() -> None:
    steps = lesson_for("batwalk").steps
    assert "runway" in steps[0].words and "score panel" in steps[0].words
    second = steps[1].words
    assert "Show 1" in second and "Garlic" in second and "after a Star" in second and "won" in second
    assert "lead jumped" in second and "at his right" in second
