"""Who wins a Snow Monster Battle battle: the rules file's ordered procedure, step by step.

This module owns ``resolve_battle``, a pure function from the cards on the table (in the
order they were played, with the Shapeshifter copies, the snowballed card and the
enhancements) to a ``BattleOutcome``: the winning play, the rule that decided it in words
a player reads, and the Slime and special-prey facts that scoring needs. Each numbered
step of "Who wins a battle" in ``rules/snow.md`` is one block below, in the same order.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from table.core import Reason
from table.games.snow import refusals
from table.games.snow.cards import (
    APOCALYPSE,
    BUNKER,
    CATASTROPHE,
    DOOMS,
    DOPPELGANGER,
    FOLLOWERS,
    HARPOON,
    HUNTER_CARDS,
    ILLUMINATI,
    KLUTZY_DETECTIVE,
    MONSTER_SUITS,
    NAMES,
    PREY,
    SIXES,
    SLIME,
    VALUE,
)


@dataclass
class BattleOutcome:
    """The result of one battle; ``winner`` is an index into the plays, None if the world ended.

    ``reason`` is the rule that decided it and ``note_reasons`` the engine's notes on it
    (Snowball, Bunker), as data (``table.core.reasons``); ``rule`` and ``notes`` are the
    same in English, as the event has always carried them."""

    winner: int | None
    rule_id: str
    reason: Reason
    rule: str
    note_reasons: list[Reason]
    notes: list[str]
    slime: bool
    # (index of the netted Hunter's play, its prey) for every net that caught its prey.
    prey_caught: list[tuple[int, str]]


# A play still in the battle: (value or 0, not enhanced, index, identity).
# The first three order plays for "highest": ties go to the later card, but an enhanced
# card loses a tie; two enhanced cards tying: the later wins (step 7, clarifications).
Play = tuple[int, bool, int, str]
# (winning play's index or -1 when the world ended, rule id, Slime in a won battle,
# [(index of the netted Hunter's play, its prey)] for every net that caught its prey).
Judgement = tuple[int, str, bool, list[tuple[int, str]]]


def judge(
    lead_suit: str,
    cards: list[str],
    identities: list[str],
    snowballed: str,
    enhancements: dict[str, str],
) -> Judgement:
    """Who wins one battle, and what scoring needs, without the words a player reads.

    The rules' ``resolve_battle`` adds the words; AI search worlds call this directly.
    Arguments as for ``resolve_battle``.
    """
    # Step 0: remove the snowballed card; apply Harpoon (+3) and Doppelganger (x2).
    if snowballed or enhancements:
        plays: list[Play] = []
        for index, identity in enumerate(identities):
            card = cards[index]
            if card == snowballed:
                continue
            value = VALUE[identity]
            kind = enhancements.get(card, "")
            if value is not None and kind == HARPOON:
                value += 3
            elif value is not None and kind == DOPPELGANGER:
                value *= 2
            plays.append((value or 0, kind not in (HARPOON, DOPPELGANGER), index, identity))
        kept = {cards[play[2]] for play in plays}
    else:
        present = set(identities)
        if present.isdisjoint(_SPECIAL_STEPS) and not SIXES.issubset(cards):
            return _plain(lead_suit, identities, present)
        plays = [(_VALUE_OR_0[identity], True, index, identity) for index, identity in enumerate(identities)]
        kept = set(cards)
    present = {play[3] for play in plays}
    winner, rule_id = _decide(lead_suit, plays, present, len(SIXES & kept))
    # Slime costs its winner 20 once per battle, a copy included (clarifications).
    slime = winner >= 0 and SLIME in present
    # A net pays whoever played it when its prey is in the battle, won or not; a
    # snowballed Hunter or prey earns nothing (clarifications).
    if present.isdisjoint(PREY):
        return winner, rule_id, slime, []
    prey = [(play[2], PREY[play[3]]) for play in plays if play[3] in PREY and PREY[play[3]] in present]
    return winner, rule_id, slime, prey


def _plain(lead_suit: str, identities: list[str], present: set[str]) -> Judgement:
    """``judge`` for a battle without Snowball, enhancements, the three sixes, dooms,
    Bunker, Illuminati and Klutzy Detective: steps 6 and 7 in one pass."""
    rank = _RANK[lead_suit]
    best, winner = -1, -1
    for index, identity in enumerate(identities):
        key = rank[identity]
        if key >= best:  # ties: the later card wins
            best, winner = key, index
    prey = [] if present.isdisjoint(PREY) else [
        (index, PREY[identity])
        for index, identity in enumerate(identities)
        if identity in PREY and PREY[identity] in present
    ]
    return winner, _PLAIN_RULES[best // 100], SLIME in present, prey


_VALUE_OR_0 = {card: value or 0 for card, value in VALUE.items()}
# Per lead suit, each card's rank when no special card is in play: Hunters above the
# lead suit above the rest (step 6, step 7, the last resort), then by value.
_RANK = {
    suit: {
        card: value + (200 if card in HUNTER_CARDS else 100 if suit and card in FOLLOWERS[suit] else 0)
        for card, value in _VALUE_OR_0.items()
    }
    for suit in ("", *FOLLOWERS)
}
_PLAIN_RULES = ("highest_remaining", "lead_suit", "hunters_win")
# The cards that bring steps 2 to 5 into play; without them a battle goes to step 6 or 7.
_SPECIAL_STEPS = DOOMS | {BUNKER, ILLUMINATI, KLUTZY_DETECTIVE}


def _weakest(plays: list[Play], lead_suit: str) -> Play:
    followers = FOLLOWERS[lead_suit] if lead_suit else frozenset()

    def weakness(play: Play) -> tuple[int, int, bool, int]:
        identity = play[3]
        group = 2 if identity in HUNTER_CARDS else 1 if identity in followers else 0
        # Weakest group first, then lowest value; on equal values the later card wins
        # unless it is enhanced (an enhanced card loses every tie).
        return (-group, -play[0], play[1], play[2])

    return max(plays, key=weakness)


def _decide(lead_suit: str, plays: list[Play], present: set[str], sixes: int) -> tuple[int, str]:
    # Step 1: the three printed sixes end the world; no one wins.
    if sixes == len(SIXES):
        return -1, "world_ends"
    if present.isdisjoint(_SPECIAL_STEPS):
        return _hunters_or_lead(lead_suit, plays)

    # Step 2: Apocalypse (else Catastrophe) wins unless a Bunker stops it; with a Bunker
    # they count as not played.
    if (APOCALYPSE in present or CATASTROPHE in present) and BUNKER not in present:
        dooms = [play for play in plays if play[3] in DOOMS]
        return max(dooms, key=lambda play: (play[3] == APOCALYPSE, play[2]))[2], "doom"
    contenders = _contenders(plays, present)

    # Step 3: a Bunker never wins unless no other card remains.
    if not contenders:
        return [play for play in plays if play[3] == BUNKER][-1][2], "only_card_left"

    # Step 4: Illuminati wins unless a monster of the lead suit has a higher enhanced
    # value; Hunters (Siren Head too) never beat it.
    if ILLUMINATI in present:
        return _immune(lead_suit, contenders), "immune"

    # Step 5: Klutzy Detective makes the weakest card win.
    if KLUTZY_DETECTIVE in present:
        return _weakest(contenders, lead_suit)[2], "weakest_wins"
    return _hunters_or_lead(lead_suit, contenders)


def _contenders(plays: list[Play], present: set[str]) -> list[Play]:
    """The plays that may still win after step 2: a Bunker never does (step 3), and the
    dooms a Bunker stopped count as not played."""
    if BUNKER not in present:
        return plays
    if APOCALYPSE in present or CATASTROPHE in present:
        return [play for play in plays if play[3] not in DOOMS and play[3] != BUNKER]
    return [play for play in plays if play[3] != BUNKER]


def _immune(lead_suit: str, contenders: list[Play]) -> int:
    """Step 4's winner: Illuminati, or a monster of the lead suit with a higher enhanced value."""
    illuminati = [play for play in contenders if play[3] == ILLUMINATI]
    if lead_suit in MONSTER_SUITS:
        followers = FOLLOWERS[lead_suit]
        illuminati += [
            p for p in contenders if p[3] in followers and p[3] != ILLUMINATI and p[3] not in HUNTER_CARDS
        ]
    return max(illuminati)[2]


def _hunters_or_lead(lead_suit: str, contenders: list[Play]) -> tuple[int, str]:
    """Steps 6 and 7, and the clarifications' last resort."""
    followers = FOLLOWERS[lead_suit] if lead_suit else frozenset()
    lead_cards = [play for play in contenders if play[3] in followers]
    hunters = [play for play in contenders if play[3] in HUNTER_CARDS]
    # Step 6: Hunters beat monsters, except an enhanced lead-suit card whose value beats
    # the highest Hunter.
    if hunters:
        top_hunter = max(play[0] for play in hunters)
        enhanced_monsters = [
            p for p in lead_cards if not p[1] and p[3] not in HUNTER_CARDS and p[0] > top_hunter
        ]
        winner = max(hunters + enhanced_monsters) if enhanced_monsters else max(hunters)
        return winner[2], "hunters_win" if winner[3] in HUNTER_CARDS else "enhanced_beats_hunters"

    # Step 7: the highest card of the lead suit.
    if lead_cards:
        return max(lead_cards)[2], "lead_suit"

    # No card could win by steps 2-7 (the lead-setting card was snowballed, or no card
    # set a suit): the highest remaining card wins (clarifications).
    return max(contenders)[2], "highest_remaining"


def resolve_battle(
    lead_suit: str,
    cards: list[str],
    identities: list[str],
    snowballed: str,
    enhancements: dict[str, str],
) -> BattleOutcome:
    """Decide one battle, with the rule that decided it in a player's words.

    ``cards`` are the regular cards in the order played and ``identities`` what each
    counts as (a Shapeshifter's copy); ``snowballed`` is the knocked-out card or "";
    ``enhancements`` maps a card to the Harpoon or Doppelganger played on it.
    """
    judgement = judge(lead_suit, cards, identities, snowballed, enhancements)
    return described(judgement, cards, identities, snowballed)


def described(judgement: Judgement, cards: list[str], identities: list[str],
              snowballed: str) -> BattleOutcome:
    """``judge``'s verdict on a battle with the words a player reads (see ``resolve_battle``)."""
    winner, rule_id, slime, prey = judgement
    note_reasons: list[Reason] = []
    notes: list[str] = []
    if snowballed:
        for card in cards:
            if card == snowballed:
                note, said = _snowball_note(card)
                note_reasons.append(note)
                notes.append(said)
    kept = [identity for card, identity in zip(cards, identities, strict=True) if card != snowballed]
    dooms = sorted({identity for identity in kept if identity in DOOMS}, key=_ENGLISH_NAME.__getitem__)
    if dooms and BUNKER in kept and rule_id != "world_ends":
        note, said = _bunker_note(tuple(dooms))
        note_reasons.append(note)
        notes.append(said)
    won = identities[winner] if winner >= 0 else ""
    hunted = rule_id == "immune" and won == ILLUMINATI and any(identity in HUNTER_CARDS for identity in kept)
    rule, words = _rule(rule_id, won, hunted)
    return BattleOutcome(None if winner < 0 else winner, rule_id, rule, words, note_reasons, notes,
                         slime, prey)


# Each reason and note is one of a few dozen, made (and said in English) once: every
# battle of every game says them, the AI's Snow heuristic's included.
@cache
def _rule(rule_id: str, won: str, hunted: bool) -> tuple[Reason, str]:
    """The rule that decided a battle won by ``won`` (the card it counts as), and its words."""
    if rule_id == "immune" and won != ILLUMINATI:
        rule = refusals.ENHANCED_OUTRANKS(winner=won)
    elif rule_id == "immune":
        rule = refusals.IMMUNE_TO_HUNTERS() if hunted else refusals.EVERY_SUIT()
    elif rule_id in ("doom", "enhanced_beats_hunters"):
        rule = refusals.RULES[rule_id](winner=won)
    else:
        rule = refusals.RULES[rule_id]()
    return rule, rule.english()


@cache
def _snowball_note(card: str) -> tuple[Reason, str]:
    note = refusals.SNOWBALL_KNOCKS(card=card)
    return note, note.english()


@cache
def _bunker_note(dooms: tuple[str, ...]) -> tuple[Reason, str]:
    note = refusals.BUNKER_STOPS(cards=list(dooms))
    return note, note.english()


# The dooms a Bunker stops are named in the order of their English names, as always.
_ENGLISH_NAME = {card: dict.__getitem__(NAMES, card) for card in DOOMS}
