"""``Stage``: one step of an action a human builds in steps, as the presenter offers it.

Apart from ``base`` so that the table's context, which carries the stage, need not
import the presenter.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from table.core.i18n import _


@dataclass
class Stage:
    """One step of an action a human builds in steps (Royal: a card, then a seat, then a claim).

    ``cards`` are the hand cards a click may pick now; each button's value is either a
    legal action (played at once) or a token for ``Presenter.stage_pick``.
    """

    prompt: str
    cards: set[str] = field(default_factory=set)
    buttons: list[tuple[str, str | None]] = field(default_factory=list)
    not_now: str = field(default_factory=lambda: _("That card cannot be chosen now."))
