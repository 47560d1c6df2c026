"""Hint reasons for the games of hidden cards: Critter Poker Royal and Vamp on the Batwalk.

Royal's reasons count what is in sight: how many of the cards that would make a claim
true are already visible (in your hand, in front of the players, set aside, on the
penalty pile), and what the receiver already has in front. Batwalk's reasons list
which cards a backwards card of yours can still be (its colour's cards nobody shows)
and how many of them would take the lead. Only the seat's view is read.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from table.games.batwalk import actions as batwalk_actions
from table.learn.names import card_name, claim_name, seat_name

View = dict[str, Any]
CRITTERS = ("stinkbug", "cockroach", "bat", "fly", "toad", "rat", "scorpion")


# -- Critter Poker Royal ---------------------------------------------------------------


def _fits(card: str, claim: str) -> bool:
    """Whether ``claim`` is true of ``card`` (rules: royal.md, "A claim is true when")."""
    if card == "wild":
        return claim != "royal"
    if card == "nothing":
        return False
    critter, _, rank = card.rpartition("-")
    return claim == critter or (rank == "royal" and claim == "royal")


def _fitting(claim: str) -> set[str]:
    if claim == "royal":
        return {f"{critter}-royal" for critter in CRITTERS}
    return {f"{claim}-{rank}" for rank in range(1, 9)} | {f"{claim}-royal", "wild"}


def _in_sight(view: View) -> set[str]:
    cards = set(view.get("hand", [])) | set(view.get("set_aside", []))
    for front in view.get("fronts", []):
        cards |= set(front)
    if view.get("penalty_top"):
        cards.add(view["penalty_top"])
    return cards


def _critter(card: str) -> str | None:
    critter = card.rpartition("-")[0]
    return critter if critter in CRITTERS else None


def _hand_over(
    view: View, seat: int, verb: str, card: str, receiver: int, claim: str, names: Sequence[str] | None
) -> str:
    truth = "the truth" if _fits(card, claim) else "a bluff"
    who = seat_name(names, receiver, seat)
    said = claim_name("royal", claim)
    opening = f"{verb} {who} the {card_name('royal', card)} and say \"{said}\" ({truth})"
    critter = _critter(card)
    if critter is not None:
        front = view.get("fronts", [])[receiver]
        count = sum(1 for c in front if _critter(c) == critter)
        if count:
            kind = claim_name("royal", critter)
            return f"{opening}: {who} already has {count} {kind} in front, one closer to losing."
    return f"{opening}: nothing in sight gives it away."


def explain_royal(view: View, seat: int, chosen: str, runner_up: str, names: Sequence[str] | None) -> str:
    words = chosen.split()
    round_info = view.get("round") or {}
    claims = round_info.get("claims") or []
    if words[0] == "give":  # give <card> to <seat> as <claim>
        return _hand_over(view, seat, "Give", words[1], int(words[3]), words[5], names)
    if words[0] == "pass" and isinstance(round_info.get("card"), str):  # pass to <seat> as <claim>
        return _hand_over(view, seat, "Pass", round_info["card"], int(words[2]), words[4], names)
    if words[0] == "judge" and claims:
        claim = claims[-1]["claim"]
        fitting = _fitting(claim)
        seen = len(fitting & _in_sight(view))
        said = claim_name("royal", claim)
        of = f"of the {len(fitting)} cards that make \"{said}\" true"
        if words[1] == "false":
            return f"Call it false: a bluff is likely, and {seen} {of} are already in sight."
        return f"Call it true: {len(fitting) - seen} {of} are still unseen, so it may well be."
    if words[0] == "peek":
        unseen = len(round_info.get("seen") or [])
        return f"Peek and pass it on: you can't tell, and {view['players'] - unseen} still haven't seen it."
    if words[0] == "place":
        cards = [card_name("royal", card) for card in words[1:] if card != "none"]
        if cards:
            return f"Place the {' and '.join(cards)}: the kind you can best afford in front of you."
        return ""
    return ""


# -- Vamp on the Batwalk -------------------------------------------------------------


def _value(card: str) -> str:
    return card.split("-")[1]


def _takes_lead(card: str, lead: str, star_played: bool, garlic_played: bool) -> bool:
    """Whether ``card`` would take the lead from ``lead`` (rules: batwalk.md, "Which card leads")."""
    suit, value = card.split("-")
    lead_suit, lead_value = lead.split("-")
    if value == lead_value and suit != lead_suit:
        return True  # it steals the show
    if value.isdigit():
        return (lead_suit == suit and lead_value.isdigit() and int(lead_value) < int(value)) or (
            lead_value == "garlic" and not star_played
        )
    if value == "star":
        return not garlic_played
    return star_played


def explain_batwalk(view: View, seat: int, chosen: str, runner_up: str, names: Sequence[str] | None) -> str:
    slot = batwalk_actions.parse(chosen).slot  # the game's own reading of its actions
    suit = view["hands"][seat][slot]["suit"]
    shown = set(view.get("played_this_round", []))
    for hand in view["hands"]:
        shown |= {entry["card"] for entry in hand if entry.get("card")}
    show = view.get("show") or {}
    plays = [play["card"] for play in show.get("plays", [])]
    shown |= set(plays)
    values = ["1", "2", "3", "4", "5", "star", "garlic"]
    could_be = [f"{suit}-{value}" for value in values if f"{suit}-{value}" not in shown]
    place = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh"][slot]
    where = f"your {place} card ({suit.capitalize()})"
    if not could_be:
        return ""
    names_of = _either([card_name("batwalk", card).split()[1] for card in could_be])
    lead = show.get("lead_card")
    if not lead:
        return f"Start the show with {where}: it can only be the {names_of}."
    star = any(_value(card) == "star" for card in plays)
    garlic = any(_value(card) == "garlic" for card in plays)
    taking = sum(_takes_lead(card, lead, star, garlic) for card in could_be)
    odds = f"{taking} of the {len(could_be)} cards it can be ({names_of})"
    return f"Play {where}: {odds} would take the lead from the {card_name('batwalk', lead)}."


def _either(words: list[str]) -> str:
    """"2, 3 or Garlic"."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + f" or {words[-1]}"
