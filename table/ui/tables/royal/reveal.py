"""What each Critter Poker Royal event shows on the table as its animation plays (see ``table.ui.presented``).

A card given leaves its giver's hand face down as the claim is spoken and slides to the
receiver (a card passed on leaves the middle, where it was peeked at); while it travels
the middle shows only the claims (``flying``), and once it lands the card going round
is there again, face up only to the seats that have seen it. A judged card lies face
up in the middle until it is taken: then it flies, face up, to its taker, and only the
verdict's words stay in the middle until the next round; a critter taken lands in its
taker's front, which is also Royal's score (the critters in front); a penalty card comes off the pile;
placed cards leave the hand for the front; a card set aside leaves its giver's hand.
"""

from __future__ import annotations

from collections.abc import Callable

from table.games.royal.cards import CRITTER_OF
from table.ui.tables.base import Event, View


def reveal(view: View, event: Event, live: View) -> bool:
    """Show ``event`` in the presented ``view``; False if it is not one of Royal's own."""
    shown = _SHOWN.get(str(event.get("type")))
    return shown is not None and shown(view, event, live)


def _judged(view: View, event: Event, live: View) -> bool:
    view["judged"] = dict(event)  # the card in the middle, face up, until a new round
    return True


def _round_started(view: View, event: Event, live: View) -> bool:
    view["judged"] = None
    giver = int(event["giver"])
    card = (live.get("round") or {}).get("card") if view.get("seat") == giver else None
    _leaves_hand(view, giver, card)
    view["phase"] = "respond"
    view["round"] = {"starter": giver, "claims": [], "seen": [giver], "card": card, "in_doubt": 0}
    _claimed(view, giver, event)
    return True


def _peeked(view: View, event: Event, live: View) -> bool:
    seat = event.get("seat")
    if seat is None or not isinstance(view.get("round"), dict):
        return False
    round_ = view["round"]
    seen = list(round_.get("seen") or [])
    round_["seen"] = seen if seat in seen else [*seen, seat]
    if view.get("seat") == seat and event.get("card"):
        round_["card"] = event["card"]
    return True


def _passed(view: View, event: Event, live: View) -> bool:
    seat = event.get("seat")
    if seat is None or not isinstance(view.get("round"), dict):
        return False
    _claimed(view, seat, event)
    return True


def _set_aside(view: View, event: Event, live: View) -> bool:
    seat = event.get("seat")
    if seat is not None:
        _leaves_hand(view, seat, event.get("card"))
    return seat is not None


def _special_taken(view: View, event: Event, live: View) -> bool:
    seat = event.get("seat")
    if seat is None:
        return False
    view["hand_sizes"][seat] += 1
    if view.get("seat") == seat and event.get("card"):
        view["hand"] = [*(view.get("hand") or []), event["card"]]
    return True


def _taken(view: View, event: Event, live: View) -> bool:
    """The judged card leaves the middle for its taker: it flies there (``land`` lays a
    critter in the taker's front; a special goes to the hand with ``special_taken``)."""
    judged = view.get("judged")
    if isinstance(judged, dict) and judged.get("card") == event.get("card"):
        view["judged"] = {**judged, "taken": True}  # the words stay, the card is on its way
    seat, fronts = event.get("seat"), view.get("fronts") or []
    if CRITTER_OF.get(event.get("card") or "") and isinstance(seat, int) and seat < len(fronts):
        # The score counts it as it sets off (told with the event); the row shows it on landing.
        view["scores"][seat] = len(fronts[seat]) + (event.get("card") not in fronts[seat])
    return True


def _to_front(view: View, event: Event, live: View) -> bool:
    """A card taken, a penalty card or cards placed land in the seat's front (its score)."""
    kind, seat = event.get("type"), event.get("seat")
    if kind == "card_taken" and not CRITTER_OF.get(event.get("card") or ""):
        return True  # a special card goes to the hand (``special_taken``), not the front
    if seat is None:
        return False
    placed = event.get("cards") or [event.get("card")]
    front = view["fronts"][seat]
    front.extend(card for card in placed if card)
    view["scores"][seat] = len(front)
    if kind == "penalty_taken":
        view["penalty_size"] = max(0, int(view.get("penalty_size", 0)) - 1)
        view["penalty_top"] = event.get("new_top")
    if kind == "cards_placed":
        hand = view.get("hand")
        if view.get("seat") == seat and isinstance(hand, list):
            view["hand"] = [card for card in hand if card not in placed]
        view["hand_sizes"][seat] = max(0, view["hand_sizes"][seat] - len(placed))
    return True


_SHOWN: dict[str, Callable[[View, Event, View], bool]] = {
    "claim_judged": _judged,
    "round_started": _round_started,
    "card_peeked": _peeked,
    "card_passed": _passed,
    "special_set_aside": _set_aside,
    "special_taken": _special_taken,
    "card_taken": _taken,
    "penalty_taken": _to_front,
    "cards_placed": _to_front,
}


def land(view: View, event: Event) -> None:
    """The card given or passed on has reached its receiver: it lies in the middle again;
    a judged critter taken has reached its taker's front."""
    if event.get("type") in ("round_started", "card_passed") and isinstance(view.get("round"), dict):
        view["round"]["flying"] = False
    fronts, seat = view.get("fronts") or [], event.get("seat")
    # (a view rebuilt mid-flight, for another seat on screen, has it there already)
    ours = isinstance(seat, int) and seat < len(fronts) and event.get("card") not in fronts[seat]
    if event.get("type") == "card_taken" and ours:
        _to_front(view, event, view)


def _claimed(view: View, giver: int, event: Event) -> None:
    """``giver`` sends the card on with its claim: the claim is said, the card is in the air."""
    round_ = view["round"]
    receiver = int(event["receiver"])
    claim = {"giver": giver, "receiver": receiver, "claim": event.get("claim")}
    round_.update(giver=giver, receiver=receiver, claims=[*(round_.get("claims") or []), claim], flying=True)
    view["phase"] = "respond"


def _leaves_hand(view: View, seat: int, card: str | None) -> None:
    view["hand_sizes"][seat] = max(0, view["hand_sizes"][seat] - 1)
    if view.get("seat") == seat and card in (view.get("hand") or []):
        view["hand"] = [held for held in view["hand"] if held != card]
