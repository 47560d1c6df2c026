"""Royal's actions built in steps: a give is a card, a seat and a claim; a pass a seat and a claim.

The table asks ``stage`` which step a human is at (the prompt, which hand cards a
click may pick, the buttons) and ``stage_pick`` what a pick leads to; a finished
pick is one of the game's legal actions, played at once.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from table.core.words import address, addressee
from table.games.royal.actions import Give, Judge, PassOn, Peek, Place, RoyalAction, parse
from table.games.royal.cards import ALL_CARDS, CLAIMS, CRITTER_OF, ROYAL_CLAIM, claim_name
from table.ui.tables.base import Presenter, Stage, View

BACK = "back"
TO = "to "  # a seat token: "to 2"
HAND_ORDER = {card: index for index, card in enumerate(ALL_CARDS)}
# The kind of step a legal action belongs to, from the parsed move (never its spelling).
VERBS: dict[type[RoyalAction], str] = {
    Give: "give", Judge: "judge", Peek: "peek", PassOn: "pass", Place: "place"
}


def quoted(claim: str) -> str:
    return f"“{claim_name(claim)}”"


def a_claim(claim: str) -> str:
    """ "a Bat", "a Royal", "an ..." — how a placement duty names what fits."""
    return f"a {claim_name(claim)}"


class RoyalStages(Presenter):
    """The steps of Royal's give, pass, judge and placing (the presenter's ``stage`` hooks)."""

    # -- the action built in steps ----------------------------------------------------

    def stage(
        self, view: View, actions: Sequence[str], chosen: Sequence[str], names: Sequence[str]
    ) -> Stage | None:
        phase = view.get("phase")
        seat = view.get("seat")
        if seat is None or not actions:
            return None
        if phase == "give":
            return self._give_stage(view, seat, chosen, names)
        if phase == "respond":
            return self._respond_stage(view, actions, names)
        if phase == "pass":
            return self._pass_stage(view, actions, chosen, names)
        if phase == "place":
            return self._place_stage(view, actions, chosen)
        return None

    def _seat_buttons(
        self, me: int, targets: Sequence[int], names: Sequence[str], players: int
    ) -> list[tuple[str, str | None]]:
        # Clockwise from the seat on screen, the order the plates sit around the table.
        ordered = sorted(targets, key=lambda seat: (seat - me) % players)
        return [(f"To {names[seat]}", f"{TO}{seat}") for seat in ordered]

    def _give_stage(self, view: View, me: int, chosen: Sequence[str], names: Sequence[str]) -> Stage:
        hand = set(view.get("hand") or [])
        players = int(view.get("players", 2))
        card = chosen[0] if chosen and chosen[0] in hand else None
        to = seat_of(chosen[1]) if card and len(chosen) > 1 else None
        if card is None:
            return Stage(address(addressee(names, me), "choose a card to give away face down."), hand)
        others = [seat for seat in range(players) if seat != me]
        if to is None or to not in others:
            return Stage(
                f"Give {self.card_name(card)} to whom? Click a player or a button (or another card).",
                hand,
                self._seat_buttons(me, others, names, players),
            )
        buttons: list[tuple[str, str | None]] = [
            (claim_name(claim), f"give {card} to {to} as {claim}") for claim in CLAIMS
        ]
        return Stage(
            f"Give {self.card_name(card)} to {names[to]}, claiming it is… (true or a bluff)",
            hand,
            [*buttons, ("Back", BACK)],
        )

    def _respond_stage(self, view: View, actions: Sequence[str], names: Sequence[str]) -> Stage:
        round_ = view.get("round") or {}
        claims = round_.get("claims") or []
        last: dict[str, Any] = claims[-1] if claims else {"giver": 0, "claim": ROYAL_CLAIM}
        giver = names[int(last["giver"])]
        buttons: list[tuple[str, str | None]] = [("True", "judge true"), ("False", "judge false")]
        ask = f"{giver} hands you a card: {quoted(str(last['claim']))}. Is the claim true or false?"
        if "peek" in actions:
            buttons.append(("Peek and pass on", "peek"))
            ask += " Or peek at it and pass it on."
        return Stage(ask, set(), buttons, "Your hand is not in play now: judge the card you were given.")

    def _pass_stage(
        self, view: View, actions: Sequence[str], chosen: Sequence[str], names: Sequence[str]
    ) -> Stage:
        me = int(view["seat"])
        targets = sorted({move.to for move in map(parse, actions) if isinstance(move, PassOn)})
        card = (view.get("round") or {}).get("card")
        seen = f"It is {self.card_name(card)}. " if card else ""
        to = seat_of(chosen[0]) if chosen else None
        not_now = "Your hand is not in play now: pass on the card you peeked at."
        if to is None or to not in targets:
            return Stage(
                f"{seen}Pass it to whom? Only a player who has not seen it: click one.",
                set(),
                self._seat_buttons(me, targets, names, int(view.get("players", 2))),
                not_now,
            )
        buttons: list[tuple[str, str | None]] = [
            (claim_name(claim), f"pass to {to} as {claim}") for claim in CLAIMS
        ]
        return Stage(
            f"{seen}Pass it to {names[to]}, claiming it is… (the same claim or a new one)",
            set(),
            [*buttons, ("Back", BACK)],
            not_now,
        )

    def _place_stage(self, view: View, actions: Sequence[str], chosen: Sequence[str]) -> Stage:
        placing = view.get("placing") or {}
        special = self.card_name((placing.get("specials") or ["wild"])[0])
        claim = placing.get("claim") or ""
        never = "Wild and Nothing are never placed in front of anyone: choose critter cards."
        if "place none" in actions:
            return Stage(
                f"You took the {special} but hold no critter card to place: it is set aside.",
                set(),
                [(f"Set the {special} aside", "place none")],
                never,
            )
        critters = {card for card in view.get("hand") or [] if CRITTER_OF[card]}
        if len(actions) == 1:
            # [ruling] a seat with a single critter card places it, fitting or not.
            move = parse(actions[0])
            assert isinstance(move, Place) and move.cards, "a lone legal placement names its card"
            only = move.cards[0]
            return Stage(
                f"You took the {special}: your only critter card, {self.card_name(only)}, "
                "goes in front of you.",
                {only},
                [(f"Place {self.card_name(only)}", actions[0])],
                never,
            )
        picked = [card for card in chosen if card in critters][:1]
        duty = f"place one card that is {a_claim(claim)}, or any two critter cards"
        if not picked:
            return Stage(f"You took the {special}: {duty}. Click the cards.", critters, [], never)
        card = picked[0]
        name = self.card_name(card)
        if f"place {card}" in actions:
            return Stage(
                f"{name} chosen: place it alone, or click a second card to place both.",
                critters,
                [(f"Place {name} alone", f"place {card}")],
                never,
            )
        return Stage(
            f"{name} is not {a_claim(claim)}: click a second card to place both "
            "(or click it again to put it back).",
            critters,
            [],
            never,
        )

    def stage_pick(
        self, actions: Sequence[str], chosen: Sequence[str], token: str
    ) -> tuple[list[str], str | None]:
        verb = VERBS[type(parse(actions[0]))] if actions else ""
        if token == BACK:
            return list(chosen[:-1]), None
        if verb == "give":
            if token.startswith(TO):
                return ([chosen[0], token], None) if chosen else ([], None)
            if chosen and chosen[0] == token:
                return [], None  # the chosen card clicked again: put it back
            return [token, *chosen[1:2]], None  # another card: keep the seat already chosen
        if verb == "pass":
            return ([token], None) if token.startswith(TO) else (list(chosen), None)
        if verb == "place":
            if len(actions) == 1:
                return [], actions[0]
            picked = [card for card in chosen if card != token]
            if len(picked) < len(chosen):
                return picked, None  # clicked again: put it back
            picked.append(token)
            if len(picked) == 2:
                first, second = picked
                for action in (f"place {first} {second}", f"place {second} {first}"):
                    if action in actions:
                        return [], action
                return [], None
            return picked, None
        return list(chosen), None


def seat_of(token: str) -> int | None:
    if token.startswith(TO) and token[len(TO) :].isdigit():
        return int(token[len(TO) :])
    return None
