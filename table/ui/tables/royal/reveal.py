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
from typing import cast

from table.games.royal.cards import CRITTER_OF
from table.games.royal.views import RoundView
from table.ui.tables.base import Event
from table.ui.tables.royal.view import JudgedShown, RoyalPresented

Shown = Callable[[RoyalPresented, Event, RoyalPresented], bool]


def reveal(view: RoyalPresented, event: Event, live: RoyalPresented) -> bool:
    """Show ``event`` in the presented ``view``; False if it is not one of Royal's own."""
    shown = _SHOWN.get(str(event.get("type")))
    return shown is not None and shown(view, event, live)


def _judged(view: RoyalPresented, event: Event, live: RoyalPresented) -> bool:
    view["judged"] = cast(JudgedShown, dict(event))  # the card in the middle, face up, until a new round
    return True


def _round_started(view: RoyalPresented, event: Event, live: RoyalPresented) -> bool:
    view["judged"] = None
    giver = int(event["giver"])
    card = _given(view, giver, live) if view["seat"] == giver else None
    _leaves_hand(view, giver, card)
    view["phase"] = "respond"
    view["round"] = RoundView(
        starter=giver, giver=giver, receiver=int(event["receiver"]), claims=[], seen=[giver], card=card,
        can_pass=live["round"]["can_pass"], in_doubt=0,
    )
    _claimed(view, giver, event)
    return True


def _given(view: RoyalPresented, giver: int, live: RoyalPresented) -> str | None:
    """The card the viewer, ``giver``, has just given (the event does not name it): the
    live round's card while that round is still going, else (the round already judged,
    as when a lesson's coach plays the replies at once) the one card of the hand shown
    that the live hand no longer holds."""
    round_ = live.get("round")
    if round_ is not None and round_["starter"] == giver and round_["card"]:
        return round_["card"]
    left = list(live["hand"] or [])
    gone = []
    for card in view["hand"] or []:
        if card in left:
            left.remove(card)
        else:
            gone.append(card)
    return gone[0] if len(gone) == 1 else None


def _peeked(view: RoyalPresented, event: Event, live: RoyalPresented) -> bool:
    seat = event.get("seat")
    if seat is None:
        return False
    round_ = view["round"]
    seen = list(round_["seen"])
    round_["seen"] = seen if seat in seen else [*seen, seat]
    if view["seat"] == seat and event.get("card"):
        round_["card"] = event["card"]
    return True


def _passed(view: RoyalPresented, event: Event, live: RoyalPresented) -> bool:
    seat = event.get("seat")
    if seat is None:
        return False
    _claimed(view, seat, event)
    return True


def _set_aside(view: RoyalPresented, event: Event, live: RoyalPresented) -> bool:
    seat = event.get("seat")
    if seat is not None:
        _leaves_hand(view, seat, event.get("card"))
    return seat is not None


def _special_taken(view: RoyalPresented, event: Event, live: RoyalPresented) -> bool:
    seat = event.get("seat")
    if seat is None:
        return False
    view["hand_sizes"][seat] += 1
    if view["seat"] == seat and event.get("card"):
        view["hand"] = [*(view["hand"] or []), event["card"]]
    return True


def _taken(view: RoyalPresented, event: Event, live: RoyalPresented) -> bool:
    """The judged card leaves the middle for its taker: it flies there (``land`` lays a
    critter in the taker's front; a special goes to the hand with ``special_taken``)."""
    judged = view.get("judged")
    if judged is not None and judged["card"] == event.get("card"):
        shown = judged.copy()
        shown["taken"] = True  # the words stay, the card is on its way
        view["judged"] = shown
    seat, fronts = event.get("seat"), view["fronts"]
    if CRITTER_OF.get(event.get("card") or "") and isinstance(seat, int) and seat < len(fronts):
        # The score counts it as it sets off (told with the event); the row shows it on landing.
        view["scores"][seat] = len(fronts[seat]) + (event.get("card") not in fronts[seat])
    return True


def _to_front(view: RoyalPresented, event: Event, live: RoyalPresented) -> bool:
    """A card taken, a penalty card or cards placed land in the seat's front (its score)."""
    kind, seat = event.get("type"), event.get("seat")
    if kind == "card_taken" and not CRITTER_OF.get(event.get("card") or ""):
        return True  # a special card goes to the hand (``special_taken``), not the front
    if seat is None:
        return False
    placed: list[str | None] = event.get("cards") or [event.get("card")]
    front = view["fronts"][seat]
    front.extend(card for card in placed if card)
    view["scores"][seat] = len(front)
    if kind == "penalty_taken":
        view["penalty_size"] = max(0, view["penalty_size"] - 1)
        view["penalty_top"] = event.get("new_top")
    if kind == "cards_placed":
        hand = view["hand"]
        if view["seat"] == seat and hand is not None:
            view["hand"] = [card for card in hand if card not in placed]
        view["hand_sizes"][seat] = max(0, view["hand_sizes"][seat] - len(placed))
    return True


_SHOWN: dict[str, Shown] = {
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


def land(view: RoyalPresented, event: Event) -> None:
    """The card given or passed on has reached its receiver: it lies in the middle again;
    a judged critter taken has reached its taker's front."""
    if event.get("type") in ("round_started", "card_passed"):
        view["flying"] = False
    fronts, seat = view["fronts"], event.get("seat")
    # (a view rebuilt mid-flight, for another seat on screen, has it there already)
    ours = isinstance(seat, int) and seat < len(fronts) and event.get("card") not in fronts[seat]
    if event.get("type") == "card_taken" and ours:
        _to_front(view, event, view)


def _claimed(view: RoyalPresented, giver: int, event: Event) -> None:
    """``giver`` sends the card on with its claim: the claim is said, the card is in the air."""
    round_ = view["round"]
    receiver = int(event["receiver"])
    round_["giver"], round_["receiver"] = giver, receiver
    round_["claims"] = [*round_["claims"], {"giver": giver, "receiver": receiver, "claim": event["claim"]}]
    view["phase"], view["flying"] = "respond", True


def _leaves_hand(view: RoyalPresented, seat: int, card: str | None) -> None:
    view["hand_sizes"][seat] = max(0, view["hand_sizes"][seat] - 1)
    hand = view["hand"]
    if view["seat"] == seat and hand is not None and card in hand:
        view["hand"] = [held for held in hand if held != card]
