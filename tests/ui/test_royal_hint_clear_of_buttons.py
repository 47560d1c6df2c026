"""A hint's line never covers a decision button nor the hand's card indices: at Royal's
claim step, with two rows of claim buttons up, a two-line reason is set smaller or lies
lower rather than grow over the second row (it hid Rat, Scorpion, Royal and Back at
960x540, the hinted one too), and never lower than the top of the hand with every card
raised (at 960x540 and 100% it covered the top of the raised card, index and all).
Where two lines at the smallest size find no room between them, the reason goes whole
to the side column, over the score panel, clear of the side buttons."""

from __future__ import annotations

import pytest

from table.core.i18n import _
from table.ui import gfx, layout
from table.ui.coach import bubble_rect
from table.ui.table_help import strip_box
from table.ui.tables.royal.hand import INDEX
from tests.ui.driver import used_scales
from tests.ui.test_royal_claim_buttons import SIZES, _at_royal_claims

REASON = (
    'Give Count Crumb the Rat Royal as "Royal": the computer played the rest out over 101 deals of the '
    "unseen cards, and this did best on average."
)
SHORT = 'Give Count Crumb the Rat Royal as "Royal".'


def _cases() -> list[tuple[tuple[int, int], float]]:
    cases = []
    for size in SIZES:
        cases += [(size, scale) for scale in used_scales(size)]
    return cases


def _top_band(card: layout.Rect) -> layout.Rect:
    """A card's top, down to the foot of its corner index, across its width."""
    x, y, w, h = card
    return (x, y, w, h * (INDEX[1] + INDEX[3]))


@pytest.mark.parametrize("reason", [REASON, SHORT], ids=["long", "short"])
@pytest.mark.parametrize(("size", "scale"), _cases())
def test_a_hint_covers_no_claim_button_and_no_card_index(
    size: tuple[int, int], scale: float, reason: str
) -> None:
    app, driver = _at_royal_claims(scale, size)
    with gfx.at_scale(app.ui_scale):
        ctx = driver.scene.context()
        geo = ctx.geo
        buttons = list(ctx.frame.button_rects)
        assert len(buttons) == 9 and len({rect[1] for rect in buttons}) in (1, 2)
        text = _("Hint: {reason}").format(reason=reason)
        rect, lines, px = strip_box(ctx, text)
        count = len(ctx.frame.hand)
        # The hand as drawn (the chosen card raised), and with any card raised (hovered).
        cards = [*ctx.frame.hand_rects, *geo.hand_rects(count, None, range(count))]
        picked, *rest = ctx.frame.hand_rects  # the card picked to give (the first) is raised
        assert picked[1] < min(card[1] for card in rest)
        room = rect[2] * 0.96  # as drawn: a line shrinks to fit its room, or is cut short
        widths = [gfx.font(gfx.fit_px(line, px, room)).size(gfx.showable(line))[0] for line in lines]
        side = bubble_rect(ctx)
        side_buttons = list(ctx.frame.side_rects)
    app.close()
    assert px >= gfx.MIN_TEXT_PX and " ".join(lines) == text, f"the words {lines} are not the hint's whole"
    assert max(widths) <= room, f"a line {max(widths)} px wide is cut in a box {rect[2]:.0f} wide"
    covered = [button for button in buttons + side_buttons if layout.overlap(rect, button) > 0]
    assert not covered, f"the hint {rect} covers the buttons {covered}"
    indices = [card for card in cards if layout.overlap(rect, _top_band(card)) > 0]
    assert not indices, f"the hint {rect} covers the top of the cards {indices}"
    if rect[0] < geo.panel[0]:  # over the prompt strip: one line or two
        assert len(lines) in (1, 2)
    else:  # the side column, over the score panel
        assert side[0] <= rect[0] and rect[1] >= side[1] and rect[1] + rect[3] <= side[1] + side[3] + 1e-6


def test_the_long_hint_at_the_smallest_window_leaves_the_strip_for_the_side_column() -> None:
    """At 960x540 and 100% two lines of 12 px find no room between the claim buttons and
    the hand: the words go to the side column (rather than over the cards' indices)."""
    app, driver = _at_royal_claims(1.0, (960, 540))
    with gfx.at_scale(app.ui_scale):
        ctx = driver.scene.context()
        rect, lines, _px = strip_box(ctx, _("Hint: {reason}").format(reason=REASON))
        panel = ctx.geo.score_panel_rect(ctx.players)
    app.close()
    assert rect[0] == panel[0] and rect[3] >= panel[3] and len(lines) > 2, (rect, panel, lines)
