"""Munch has moved onto the core's determinize template (``tests/core/test_determinize_template.py``
checks every game on it)."""

from __future__ import annotations

from tests.core.test_determinize_template import template_games


def test_munch_is_on_the_template() -> None:
    assert "munch" in template_games()
