"""Undo against the computer: take back your last move and the computer's replies.

``check_undo(state, seat)`` says whether ``seat`` may take back its last move, and if
not, why, in the words the table shows ("Can't undo: you have seen Bones's card").
``undo(state, seat)`` returns the rebuilt state: the save (``to_json``) with the
history cut just before that move, replayed by ``from_json``, so the result is a real
game the save, the record and the statistics can trust (an undone move is in none of
them).

The limit is exact: an undo is refused once something new was revealed to the seat
since the position it would return to, that is when

- an event the seat may see after that point names a card that was hidden from it
  there (another seat's card played, the seat's own card turned over in Batwalk or in
  Munch's forehead round, the cards passed to it in Dodge the Dragon, a new deal), or
- it discloses other seats' secret choices (Munch's predictions, revealed together), or
- some card hidden from it there is no longer hidden.

``seen`` is how much of ``state.log`` the seat has actually been shown (the table's
animation cursor): a trick card from another seat counts as revealed only once it has
been shown. Moves by seats outside ``computers`` (another human) block an undo, and so
does the end of the game. Cards the seat could already see do not block it: the
computer simply decides again.
"""

from __future__ import annotations

import json
from collections.abc import Collection, Sequence
from dataclasses import dataclass

from table.core import AnyState, Event, find_ids
from table.core.words import SEAT, Words
from table.learn.names import card_name

# Why an undo is refused, each a whole sentence: ``{card}`` a card's name, ``{name}`` a seat's.
GAME_OVER = Words("Can't undo: the game is over.")
NO_MOVE_YET = Words("Can't undo: you haven't made a move yet.")
OTHER_MOVED = Words("Can't undo: another player has moved since.")
SEEN_PREDICTIONS = Words("Can't undo: you have seen everyone's predictions.")
NEW_DEAL = Words("Can't undo: new cards have been dealt.")
SEEN_PASSED = Words("Can't undo: you have seen the cards passed to you.")
SEEN_PEEKED = Words("Can't undo: you have seen the card you peeked at.")
SEEN_PENALTY = Words("Can't undo: you have seen a new penalty card.")
SEEN_OWN = Words("Can't undo: you have seen your own card ({card}).")
SEEN_THEIRS = Words("Can't undo: you have seen {name}'s card.")
SEEN_CARD = Words("Can't undo: you have seen {card}.")
# Events that disclose secret choices, not cards: what they make the seat see.
DISCLOSURES = {"predictions_revealed": SEEN_PREDICTIONS}
# Events that deal new cards, whatever they name.
DEALS = {"deal", "dealt", "hand_dealt"}


class UndoRefused(ValueError):
    """An undo that the limit forbids; the message is the sentence the table shows."""


@dataclass(frozen=True)
class UndoCheck:
    """Whether an undo is possible now, and what it would take back."""

    allowed: bool
    reason: str  # "" when allowed, else "Can't undo: ..."
    back_to: int  # the history length the undo returns to
    undone: tuple[tuple[int, str], ...]  # the moves it takes back, oldest first


def check_undo(
    state: AnyState,
    seat: int,
    names: Sequence[str] | None = None,
    seen: int | None = None,
    computers: Collection[int] | None = None,
) -> UndoCheck:
    """Whether ``seat`` may undo its last move now; see the module docstring."""
    history = state.history
    mine = [index for index, (mover, _) in enumerate(history) if mover == seat]
    if state.is_over:
        return _refused(GAME_OVER(), len(history))
    if not mine:
        return _refused(NO_MOVE_YET(), len(history))
    back_to = mine[-1]
    undone = tuple(history[back_to:])
    others = {mover for mover, _ in undone[1:]}
    if computers is not None and not others <= set(computers):
        return _refused(OTHER_MOVED(), back_to)
    target = _rebuilt(state, back_to)
    reason = _revealed(state, target, seat, names, len(state.log) if seen is None else seen)
    if reason:
        return _refused(reason, back_to)
    return UndoCheck(True, "", back_to, undone)


def undo(
    state: AnyState,
    seat: int,
    names: Sequence[str] | None = None,
    seen: int | None = None,
    computers: Collection[int] | None = None,
) -> AnyState:
    """The state before ``seat``'s last move; ``UndoRefused`` says why not."""
    check = check_undo(state, seat, names, seen, computers)
    if not check.allowed:
        raise UndoRefused(check.reason)
    return _rebuilt(state, check.back_to)


def _refused(sentence: str, back_to: int) -> UndoCheck:
    return UndoCheck(False, sentence, back_to, ())


def _rebuilt(state: AnyState, moves: int) -> AnyState:
    """The game after its first ``moves`` moves, replayed from the save."""
    data = state.to_json()
    data["history"] = data["history"][:moves]
    for key in ("rng", "log_length"):  # they describe the longer game
        data.pop(key, None)
    return state.game.from_json(data)


def _revealed(
    state: AnyState, target: AnyState, seat: int, names: Sequence[str] | None, seen: int
) -> str:
    """The refusal saying what ``seat`` has been shown since ``target`` that it did not
    know there ("" if nothing)."""
    hidden = target.hidden_ids(seat)
    for event in state.log[len(target.log) : max(seen, len(target.log))]:
        shown = state.redact_event(event, seat)
        if shown is None:
            continue
        kind = shown.get("type", "")
        if kind in DISCLOSURES:
            return DISCLOSURES[kind]()
        if kind in DEALS:
            return NEW_DEAL()
        cards = find_ids(json.dumps(shown), hidden)
        if cards:
            return _whose(state, shown, seat, names, cards[0])
    if seen >= len(state.log):
        newly_known = sorted(hidden - state.hidden_ids(seat))
        if newly_known:
            return SEEN_CARD(card=card_name(state.game.id, newly_known[0]))
    return ""


def _whose(state: AnyState, event: Event, seat: int, names: Sequence[str] | None, card: str) -> str:
    """The refusal naming whose card an event showed."""
    kind = event.get("type")
    if kind == "cards_passed":
        return SEEN_PASSED()
    if kind == "card_peeked":
        return SEEN_PEEKED()
    if kind == "penalty_taken":
        return SEEN_PENALTY()
    owner = event.get("seat", event.get("giver"))
    if isinstance(owner, int) and not isinstance(owner, bool):
        if owner == seat:
            return SEEN_OWN(card=card_name(state.game.id, card))
        name = names[owner] if names is not None and 0 <= owner < len(names) else SEAT(n=owner + 1)
        return SEEN_THEIRS(name=name)
    return SEEN_CARD(card=card_name(state.game.id, card))
