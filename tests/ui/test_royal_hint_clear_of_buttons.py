"""A hint's line never covers a decision button: at Royal's claim step, with two rows of
claim buttons up, a two-line reason is set smaller or lies lower rather than grow over
the second row (it hid Rat, Scorpion, Royal and Back at 960x540, the hinted one too)."""

from __future__ import annotations

import pytest

from table.core.i18n import _
from table.ui import gfx, layout
from table.ui.settings_model import UI_SCALES
from table.ui.table_help import strip_box
from table.ui.tables.context import applied_ui_scale
from tests.ui.test_royal_claim_buttons import SIZES, _at_royal_claims

REASON = (
    'Give Count Crumb the Rat Royal as "Royal": the computer played the rest out over 101 deals of the '
    "unseen cards, and this did best on average."
)


def _cases() -> list[tuple[tuple[int, int], float]]:
    cases = []
    for size in SIZES:
        used = {applied_ui_scale(scale, size): scale for scale in reversed(UI_SCALES)}
        cases += [(size, scale) for scale in sorted(used.values())]
    return cases


@pytest.mark.parametrize(("size", "scale"), _cases())
def test_a_long_hint_covers_no_claim_button(size: tuple[int, int], scale: float) -> None:
    app, driver = _at_royal_claims(scale, size)
    with gfx.at_scale(app.ui_scale):
        ctx = driver.scene.context()
        buttons = list(ctx.frame.button_rects)
        assert len(buttons) == 9 and len({rect[1] for rect in buttons}) in (1, 2)
        rect, lines, px = strip_box(ctx, _("Hint: {reason}").format(reason=REASON))
    app.close()
    assert px >= gfx.MIN_TEXT_PX and len(lines) in (1, 2)
    covered = [button for button in buttons if layout.overlap(rect, button) > 0]
    assert not covered, f"the hint {rect} covers the buttons {covered}"
