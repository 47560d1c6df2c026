"""Dodge the Dragon's fast search worlds: the rest of a round on plain lists.

``RoundWorlds`` is built from one seat's view alone, in the play of a round: each
sample deals the cards the seat cannot place into the places hidden from it with the
core's dealer, under the voids the seats have shown (``hidden.seat_holdings``, the
same as the state's determinize), and plays on a ``Round`` with the rules' own
step and functions (``play.py``): no events, strings checked or states cloned. The search (any
object with the ``Worlds`` methods of ``table.ai.support``) brings the heuristic and
the reward, so this module needs nothing of the AI. Every move in the play is public,
so moves are their own observations.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from table.core.deal import deal_holdings
from table.games.dragon.cards import CARD_NUMBER, COLOUR_OF_NAME
from table.games.dragon.hidden import hidden_places, known_elsewhere, seat_holdings
from table.games.dragon.play import MOVE_OF, NO_COLOUR, DragonPlay, finish_round, play_actions, playable
from table.games.dragon.views import DragonView


class Round(DragonPlay):
    """One sampled world: every hand, the trick on the table and the round's points,
    played by the rules' own step (``DragonPlay.play_card``)."""

    __slots__ = ("blue_1_due", "hands", "led_colour", "players", "round_points", "to_play", "trick",
                 "trick_seats")

    def __init__(self, hands: list[list[int]], trick: list[int], trick_seats: list[int], led_colour: int,
                 to_play: int, round_points: list[int], blue_1_due: bool) -> None:
        self.hands = hands  # every seat's cards, in card order
        self.trick = trick  # the trick's cards so far, in play order
        self.trick_seats = trick_seats  # who played them
        self.led_colour = led_colour  # the colour to follow; NO_COLOUR before the lead
        self.to_play = to_play
        self.round_points = round_points  # round points taken so far
        self.blue_1_due = blue_1_due  # no trick taken yet: blue-1 is led first
        self.players = len(hands)

    @property
    def over(self) -> bool:
        return not self.trick and not self.hands[self.to_play]

    def actions(self, seat: int) -> list[str]:
        """``seat``'s legal moves (``to_play``'s), in the state's order."""
        cards = playable(self.hands[seat], self.led_colour if self.trick else NO_COLOUR, self.blue_1_due)
        return play_actions(cards, not self.trick, self.players)

    def finish(self, rng: random.Random, trace: list[tuple[int, str]] | None = None,
               as_players: bool = False) -> list[int]:
        """Play the round out at random (the rules' ``finish_round``), with ``as_players``
        avoiding points and keeping safeties as a player would; each seat's round points."""
        if self.over:
            return self.round_points
        return finish_round(self.hands, self.trick, self.trick_seats, self.led_colour, self.to_play,
                            self.round_points, self.blue_1_due, rng, trace, as_players)


def round_from_view(view: DragonView, others: list[list[int]] | None = None) -> Round:
    """The round as ``view`` shows it, with the other hands ``others`` (index by seat;
    the seat's own entry is ignored) or empty hands if None."""
    seat = view["seat"]
    assert seat is not None, "a spectator does not decide"
    hands = [list(hand) for hand in others] if others else [[] for _ in range(view["players"])]
    hands[seat] = [CARD_NUMBER[card] for card in view.get("hand", [])]
    trick = [CARD_NUMBER[play["card"]] for play in view["trick"]]
    led = COLOUR_OF_NAME[view["led_colour"]] if view["led_colour"] else NO_COLOUR
    to_play = view["turn"][0]
    return Round(hands, trick, [play["seat"] for play in view["trick"]], led, to_play,
                 list(view["round_points"]), not any(view["tricks_taken"]))


Model = Callable[[Round, int, list[str]], list[float]]
Reward = Callable[[list[int]], list[float]]


class RoundWorlds:
    """The search's worlds for one decision in the play of a round (see the module)."""

    def __init__(self, view: DragonView, model: Model, reward: Reward, as_players: bool) -> None:
        seat = view["seat"]
        assert seat is not None
        self.seat = seat
        self.holdings = seat_holdings(view)
        self.groups = hidden_places(view)
        self.base = round_from_view(view)
        receiver = (seat - 1) % view["players"]
        self.known = sorted(known_elsewhere(view))  # in the hand on the seat's right
        self.receiver = receiver
        self._model = model
        self._reward = reward
        self.as_players = as_players  # rollouts as ``Round.finish`` plays them with it

    def _quick_deal(self, rng: random.Random) -> list[list[int]] | None:
        """The hidden cards for each group of places: the core dealer's greedy step
        (seats with shown voids choose first, each the first cards it may hold) on a
        quicker shuffle; None when it gets stuck (the core's matching then deals)."""
        rand = rng.random
        free = sorted(self.holdings.cards, key=lambda _: rand())
        limits = self.holdings.limits
        dealt: list[list[int]] = [[] for _ in self.groups]
        for index, (owner, count) in enumerate(self.groups):
            limit = limits.get(owner)
            if limit is None:
                continue
            picked, rest = dealt[index], []
            for card in free:
                if len(picked) < count and limit(card):
                    picked.append(card)
                else:
                    rest.append(card)
            if len(picked) < count:
                return None
            free = rest
        start = 0
        for index, (owner, count) in enumerate(self.groups):
            if owner not in limits:
                dealt[index] = free[start : start + count]
                start += count
        return dealt

    def sample(self, rng: random.Random) -> Round:
        groups = self._quick_deal(rng)
        if groups is None:
            cards = deal_holdings(self.holdings, rng)
            groups, start = [], 0
            for _, count in self.groups:
                groups.append(cards[start : start + count])
                start += count
        base = self.base
        hands: list[list[int]] = [[] for _ in range(base.players)]
        hands[self.seat] = base.hands[self.seat].copy()
        for (owner, _), cards in zip(self.groups, groups, strict=True):
            hands[owner] = cards
        if self.known:
            hands[self.receiver].extend(self.known)
        for owner, hand in enumerate(hands):
            if owner != self.seat:
                hand.sort()
        return Round(hands, base.trick.copy(), base.trick_seats.copy(), base.led_colour, base.to_play,
                     base.round_points.copy(), base.blue_1_due)

    def actor(self, world: Round) -> int | None:
        return None if world.over else world.to_play

    def actions(self, world: Round, actor: int) -> list[str]:
        return world.actions(actor)

    def apply(self, world: Round, actor: int, action: str) -> None:
        card, named = MOVE_OF[action]
        world.play_card(actor, card, named)

    def model(self, world: Round, actor: int, actions: list[str]) -> list[float]:
        return self._model(world, actor, actions)

    def observe(self, world: Round, actor: int, action: str, observer: int) -> str:
        return action

    def rollout(self, world: Round, rng: random.Random) -> list[float]:
        return self._reward(world.finish(rng, None, self.as_players))


def round_worlds(view: DragonView, model: Model, reward: Reward, as_players: bool) -> RoundWorlds | None:
    """Fast worlds for a decision in the play of a round (None during the pass, where the
    search determinizes game states); their rollouts finish the round at random, with
    ``as_players`` avoiding points and keeping safeties as a player would."""
    if view["phase"] != "play" or view["seat"] is None:
        return None
    return RoundWorlds(view, model, reward, as_players)
