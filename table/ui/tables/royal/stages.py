"""Royal's actions built in steps: a give is a card, a seat and a claim; a pass a seat and a claim.

The table asks ``stage`` which step a human is at (the prompt, which hand cards a
click may pick, the buttons) and ``stage_pick`` what a pick leads to; a finished
pick is one of the game's legal actions, played at once.
"""

from __future__ import annotations

from collections.abc import Sequence

from table.core.i18n import N_, _
from table.core.words import addressee
from table.games.royal import MOVES, words
from table.games.royal.actions import Give, Judge, PassOn, Peek, Place, RoyalAction
from table.games.royal.cards import ALL_CARDS, CLAIMS, CRITTER_OF, ROYAL_CLAIM, claim_name, said_name
from table.ui.tables.base import Presenter
from table.ui.tables.royal.view import RoyalPresented
from table.ui.tables.stage import Stage

BACK = "back"
TO = "to "  # a seat token: "to 2"
HAND_ORDER = {card: index for index, card in enumerate(ALL_CARDS)}
# The kind of step a legal action belongs to, from the parsed move (never its spelling).
VERBS: dict[type[RoyalAction], str] = {
    Give: "give", Judge: "judge", Peek: "peek", PassOn: "pass", Place: "place"
}


def quoted(claim: str) -> str:
    """A claim as said, between the quotation marks of the language spoken now."""
    return _("“{claim}”").format(claim=claim_name(claim))


# Setting a special aside, a whole label per card (a translation's article and gender).
SET_ASIDE = {"wild": N_("Set the Wild aside"), "nothing": N_("Set the Nothing aside")}


class RoyalStages(Presenter[RoyalPresented]):
    """The steps of Royal's give, pass, judge and placing (the presenter's ``stage`` hooks)."""

    # -- the action built in steps ----------------------------------------------------

    def stage(
        self, view: RoyalPresented, actions: Sequence[str], chosen: Sequence[str], names: Sequence[str]
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
            return self._place_stage(view, actions, chosen, names)
        return None

    def _seat_buttons(
        self, me: int, targets: Sequence[int], names: Sequence[str], players: int
    ) -> list[tuple[str, str | None]]:
        # Clockwise from the seat on screen, the order the plates sit around the table.
        ordered = sorted(targets, key=lambda seat: (seat - me) % players)
        return [(_("To {name}").format(name=names[seat]), f"{TO}{seat}") for seat in ordered]

    def _give_stage(
        self, view: RoyalPresented, me: int, chosen: Sequence[str], names: Sequence[str]
    ) -> Stage:
        hand = set(view.get("hand") or [])
        players = int(view.get("players", 2))
        card = chosen[0] if chosen and chosen[0] in hand else None
        to = seat_of(chosen[1]) if card and len(chosen) > 1 else None
        if card is None:
            return Stage(words.PROMPT_GIVE.to(addressee(names, me)), hand)
        others = [seat for seat in range(players) if seat != me]
        if to is None or to not in others:
            return Stage(
                words.GIVE_TO_WHOM.to(addressee(names, me), card=said_name(card)),
                hand,
                self._seat_buttons(me, others, names, players),
            )
        buttons: list[tuple[str, str | None]] = [
            (claim_name(claim), f"give {card} to {to} as {claim}") for claim in CLAIMS
        ]
        return Stage(
            words.GIVE_CLAIMING.to(addressee(names, me), card=said_name(card), to=names[to]),
            hand,
            [*buttons, (_("Back"), BACK)],
        )

    def _respond_stage(self, view: RoyalPresented, actions: Sequence[str], names: Sequence[str]) -> Stage:
        round_ = view.get("round") or {}
        claims = round_.get("claims") or []
        last, claim = (claims[-1]["giver"], claims[-1]["claim"]) if claims else (0, ROYAL_CLAIM)
        giver = names[int(last)]
        buttons: list[tuple[str, str | None]] = [(_("True"), "judge true"), (_("False"), "judge false")]
        me = view.get("seat")
        called = addressee(names, me) if isinstance(me, int) else None
        ask = words.RESPOND
        if "peek" in actions:
            buttons.append((_("Peek and pass on"), "peek"))
            ask = words.RESPOND_OR_PEEK
        said = ask.to(called, giver=giver, claim=quoted(str(claim)))
        return Stage(said, set(), buttons, words.NOT_NOW_JUDGE())

    def _pass_stage(
        self, view: RoyalPresented, actions: Sequence[str], chosen: Sequence[str], names: Sequence[str]
    ) -> Stage:
        me = view["seat"]
        assert me is not None  # passing on is asked of the seat on screen only
        targets = sorted({move.to for move in map(MOVES.__getitem__, actions) if isinstance(move, PassOn)})
        card = (view.get("round") or {}).get("card")
        seen = {"card": said_name(card)} if card else {}
        called = addressee(names, me)
        to = seat_of(chosen[0]) if chosen else None
        not_now = words.NOT_NOW_PASS()
        if to is None or to not in targets:
            return Stage(
                (words.PASS_SEEN_TO_WHOM if card else words.PASS_TO_WHOM).to(called, **seen),
                set(),
                self._seat_buttons(me, targets, names, int(view.get("players", 2))),
                not_now,
            )
        buttons: list[tuple[str, str | None]] = [
            (claim_name(claim), f"pass to {to} as {claim}") for claim in CLAIMS
        ]
        return Stage(
            (words.PASS_SEEN_CLAIMING if card else words.PASS_CLAIMING).to(called, to=names[to], **seen),
            set(),
            [*buttons, (_("Back"), BACK)],
            not_now,
        )

    def _place_stage(
        self, view: RoyalPresented, actions: Sequence[str], chosen: Sequence[str], names: Sequence[str]
    ) -> Stage:
        me = view.get("seat")
        called = addressee(names, me) if isinstance(me, int) else None
        placing = view.get("placing")
        special_id = ((placing.get("specials") if placing else None) or ["wild"])[0]
        special = said_name(special_id)
        claim = (placing.get("claim") if placing else None) or ""
        never = words.NEVER_PLACED()
        if "place none" in actions:
            return Stage(
                words.PLACE_NONE.to(called, special=special),
                set(),
                [(_(SET_ASIDE.get(special_id, N_("Set it aside"))), "place none")],
                never,
            )
        critters = {card for card in view.get("hand") or [] if CRITTER_OF[card]}
        if len(actions) == 1:
            # [ruling] a seat with a single critter card places it, fitting or not.
            move = MOVES[actions[0]]
            assert isinstance(move, Place) and move.cards, "a lone legal placement names its card"
            only = move.cards[0]
            return Stage(
                words.PLACE_ONLY.to(called, special=special, card=said_name(only)),
                {only},
                [(_("Place {card}").format(card=said_name(only)), actions[0])],
                never,
            )
        picked = [card for card in chosen if card in critters][:1]
        if not picked:
            duty = words.PLACE_DUTY.to(called, special=special, critter=claim_name(claim))
            return Stage(duty, critters, [], never)
        card = picked[0]
        name = said_name(card)
        if f"place {card}" in actions:
            return Stage(
                words.PLACE_CHOSEN.to(called, card=name),
                critters,
                [(_("Place {card} alone").format(card=name), f"place {card}")],
                never,
            )
        return Stage(
            words.PLACE_NOT_FITTING.to(called, card=name, critter=claim_name(claim)),
            critters,
            [],
            never,
        )

    def stage_pick(
        self, actions: Sequence[str], chosen: Sequence[str], token: str
    ) -> tuple[list[str], str | None]:
        verb = VERBS[type(MOVES[actions[0]])] if actions else ""
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
