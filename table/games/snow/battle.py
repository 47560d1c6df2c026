"""Who wins a Snow Monster Battle battle: the rules file's ordered procedure, step by step.

This module owns ``resolve_battle``, a pure function from the cards on the table (in the
order they were played, with the Shapeshifter copies, the snowballed card and the
enhancements) to a ``BattleOutcome``: the winning play, the rule that decided it in words
a player reads, and the Slime and special-prey facts that scoring needs. Each numbered
step of "Who wins a battle" in ``rules/snow.md`` is one block below, in the same order.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from table.games.snow.cards import (
    APOCALYPSE,
    BUNKER,
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
    """The result of one battle; ``winner`` is an index into the plays, None if the world ended."""

    winner: int | None
    rule_id: str
    rule: str
    notes: list[str] = field(default_factory=list)
    slime: bool = False
    # (index of the netted Hunter's play, its prey) for every net that caught its prey.
    prey_caught: list[tuple[int, str]] = field(default_factory=list)


@dataclass(slots=True)
class _Entry:
    index: int
    card: str
    identity: str
    value: int | None
    enhanced: bool


def _highest(entries: list[_Entry]) -> _Entry:
    # Ties: the later card wins, but an enhanced card loses a tie; two enhanced cards
    # tying: the later wins (rules file, step 7 and clarifications).
    return max(entries, key=lambda e: (e.value or 0, not e.enhanced, e.index))


def _weakest(entries: list[_Entry], lead_suit: str) -> _Entry:
    def group(entry: _Entry) -> int:
        if entry.identity in HUNTER_CARDS:
            return 2
        if lead_suit and entry.identity in FOLLOWERS[lead_suit]:
            return 1
        return 0

    # Weakest group first, then lowest value; on equal values the later card wins unless
    # it is enhanced (an enhanced card loses every tie).
    return max(entries, key=lambda e: (-group(e), -(e.value or 0), not e.enhanced, e.index))


def resolve_battle(
    lead_suit: str,
    cards: list[str],
    identities: list[str],
    snowballed: str,
    enhancements: dict[str, str],
) -> BattleOutcome:
    """Decide one battle.

    ``cards`` are the regular cards in the order played and ``identities`` what each
    counts as (a Shapeshifter's copy); ``snowballed`` is the knocked-out card or "";
    ``enhancements`` maps a card to the Harpoon or Doppelganger played on it.
    """
    # Step 0: remove the snowballed card; apply Harpoon (+3) and Doppelganger (x2).
    notes = []
    entries = []
    for index, (card, identity) in enumerate(zip(cards, identities, strict=True)):
        if card == snowballed:
            notes.append(f"Snowball knocks out {NAMES[card]}")
            continue
        value = VALUE[identity]
        kind = enhancements.get(card, "")
        if value is not None and kind == HARPOON:
            value += 3
        elif value is not None and kind == DOPPELGANGER:
            value *= 2
        entries.append(_Entry(index, card, identity, value, kind in (HARPOON, DOPPELGANGER)))
    present = {entry.identity for entry in entries}
    outcome = _decide(lead_suit, entries, present, notes)
    # Slime costs its winner 20 once per battle, a copy included (clarifications).
    outcome.slime = outcome.winner is not None and SLIME in present
    # A net pays whoever played it when its prey is in the battle, won or not; a
    # snowballed Hunter or prey earns nothing (clarifications).
    outcome.prey_caught = [
        (entry.index, PREY[entry.identity])
        for entry in entries
        if entry.identity in PREY and PREY[entry.identity] in present
    ]
    return outcome


def _decide(lead_suit: str, entries: list[_Entry], present: set[str], notes: list[str]) -> BattleOutcome:
    # Step 1: the three printed sixes end the world; no one wins.
    if {entry.card for entry in entries} >= SIXES:
        return BattleOutcome(None, "world_ends", "The world ends: three sixes", notes)

    # Step 2: Apocalypse (else Catastrophe) wins unless a Bunker stops it; with a Bunker
    # they count as not played.
    dooms = [entry for entry in entries if entry.identity in DOOMS]
    if dooms and BUNKER not in present:
        winner = max(dooms, key=lambda e: (e.identity == APOCALYPSE, e.index))
        return BattleOutcome(
            winner.index, "doom", f"{NAMES[winner.identity]} wins: no Bunker stopped it", notes
        )
    if dooms:
        stopped = " and ".join(sorted({NAMES[entry.identity] for entry in dooms}))
        notes.append(f"Bunker stops {stopped}")

    # Step 3: a Bunker never wins unless no other card remains.
    bunkers = [entry for entry in entries if entry.identity == BUNKER]
    contenders = [entry for entry in entries if entry.identity not in DOOMS and entry.identity != BUNKER]
    if not contenders:
        winner = bunkers[-1]
        return BattleOutcome(winner.index, "only_card_left", "Bunker wins: no other card remains", notes)

    hunters = [entry for entry in contenders if entry.identity in HUNTER_CARDS]
    lead_cards = [entry for entry in contenders if lead_suit and entry.identity in FOLLOWERS[lead_suit]]

    # Step 4: Illuminati wins unless a monster of the lead suit has a higher enhanced
    # value; Hunters (Siren Head too) never beat it.
    illuminati = [entry for entry in contenders if entry.identity == ILLUMINATI]
    if illuminati:
        monsters = []
        if lead_suit in MONSTER_SUITS:
            monsters = [e for e in lead_cards if e.identity != ILLUMINATI and e.identity not in HUNTER_CARDS]
        winner = _highest(illuminati + monsters)
        if winner.identity != ILLUMINATI:
            rule = f"Enhanced {NAMES[winner.identity]} outranks Illuminati"
        elif hunters:
            rule = "Illuminati is immune to Hunters"
        else:
            rule = "Illuminati belongs to every monster suit"
        return BattleOutcome(winner.index, "immune", rule, notes)

    # Step 5: Klutzy Detective makes the weakest card win.
    if KLUTZY_DETECTIVE in present:
        winner = _weakest(contenders, lead_suit)
        return BattleOutcome(winner.index, "weakest_wins", "Klutzy Detective: the weakest card wins", notes)

    # Step 6: Hunters beat monsters, except an enhanced lead-suit card whose value beats
    # the highest Hunter.
    if hunters:
        top_hunter = max(entry.value or 0 for entry in hunters)
        enhanced_monsters = [
            e
            for e in lead_cards
            if e.enhanced and e.identity not in HUNTER_CARDS and (e.value or 0) > top_hunter
        ]
        winner = _highest(hunters + enhanced_monsters)
        if winner.identity in HUNTER_CARDS:
            return BattleOutcome(winner.index, "hunters_win", "Hunters beat monsters", notes)
        return BattleOutcome(
            winner.index,
            "enhanced_beats_hunters",
            f"Enhanced {NAMES[winner.identity]} beats the Hunters",
            notes,
        )

    # Step 7: the highest card of the lead suit.
    if lead_cards:
        winner = _highest(lead_cards)
        return BattleOutcome(winner.index, "lead_suit", "The highest card of the lead suit wins", notes)

    # No card could win by steps 2-7 (the lead-setting card was snowballed, or no card
    # set a suit): the highest remaining card wins (clarifications).
    winner = _highest(contenders)
    return BattleOutcome(winner.index, "highest_remaining", "The highest remaining card wins", notes)
