"""Snow Monster Battle's caption above the battle: the lead suit and whether Hunters may be
led, whole, or in fewer words where the band above the cards is too narrow for it (a longer
language at a small window). Each is a whole message."""

from __future__ import annotations

from table.core.i18n import _
from table.games.snow import words
from table.ui.tables.snow.view import SnowPresented


def hunters_line(view: SnowPresented, short: bool = False) -> str:
    # Locked and unlocked are the in-app rules' words (table/assets/rules/snow.md): say what they mean.
    if view.get("hunters_broken"):
        return _("Hunters may be led now")
    return _("no Hunter leads yet") if short else _("no Hunter may lead until one has been played")


def caption(view: SnowPresented, short: bool = False) -> str:
    if view.get("phase") == "over":
        return ""
    hunters = hunters_line(view, short)
    if view.get("phase") == "enhance":
        return _("Enhancement window: Harpoon, Doppelganger or Snowball now")
    if view.get("first_battle"):
        return _("Lead suit: Troublemakers, the lowest one each in battle 1")  # no Hunter leads it
    lead = view.get("lead_suit")
    if lead:
        return _("Lead suit: {suit} · {hunters}").format(suit=_(words.SUIT_PLURAL[lead]), hunters=hunters)
    if short:
        return _("Lead suit: none yet · {hunters}").format(hunters=hunters)
    if view.get("battle_cards"):
        return _("Lead suit: none yet, the next card sets it · {hunters}").format(hunters=hunters)
    return _("Lead suit: none yet, the leader's card sets it · {hunters}").format(hunters=hunters)
