"""Critter Poker Royal's fast search worlds: the rest of a round on plain lists.

``TableWorlds`` is built from one seat's view alone: each sample deals the cards the
seat cannot place into the places hidden from it (other hands, the card in play if
unseen, the penalty pile under its top; ``hidden.seat_holdings``, as the state's
determinize) and plays on a ``Table``: the rules' own ``RoyalPlay`` (the one the
state plays too), with no events, validation or clones. A ``Table`` also shows each
seat its view (``RoyalPlay``'s, the state's too), so the search's model of the other
seats reads exactly what they would see. The episode is
the round in play: it ends when the next round is to start or the game is over.

One position is left to game states: a seat judging a card that may be one of the
specials everyone saw go into the starter's hand (the view's ``in_doubt``), a limit
the view cannot carry (see ``hidden.py``). The search brings the heuristic and the
reward, so this module needs nothing of the AI.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from table.core.deal import deal_holdings
from table.games.royal.actions import Give, RoyalAction, parse
from table.games.royal.cards import CRITTER_INDEX, CRITTER_OF, CRITTERS, TRUE_CLAIMS
from table.games.royal.hidden import IN_PLAY, PILE, card_hidden, hidden_places, seat_holdings
from table.games.royal.moves import GIVE, OVER
from table.games.royal.play import RoyalPlay
from table.games.royal.views import RoyalView, habit_counts


class Table(RoyalPlay):
    """One sampled world: the rules' own ``RoyalPlay`` (every hand, front and the pile,
    and the round in progress), with what the search adds: where its episode ends and
    each seat's luck in this world."""

    gives: int  # gives made in this world: the episode ends at the next round's start
    luck: list[float]  # one uniform draw per seat (see ``__init__``)

    def __init__(self, view: RoyalView, hands: list[list[str]], in_play: str | None,
                 penalty: list[str]) -> None:
        """The position ``view`` shows, with every hand, the card in play and the pile filled
        in; ``view`` is of a seat that knows the card in play if a special is in doubt."""
        self.players = view["players"]
        self.first = view["first"]
        self.lose_at = view["lose_at"]
        self.hands = hands
        self.fronts = [list(front) for front in view["fronts"]]
        self.front_counts = [[0] * len(CRITTERS) for _ in range(self.players)]
        for seat, front in enumerate(self.fronts):
            for card in front:
                critter = CRITTER_OF[card]
                assert critter is not None
                self.front_counts[seat][CRITTER_INDEX[critter]] += 1
        self.penalty = penalty
        self.set_aside = list(view["set_aside"])
        self.habits = [habit_counts(row) for row in view["habits"]]
        self.phase = view["phase"]
        self.actor = view["turn"][0] if view["turn"] else -1
        round_ = view["round"]
        self.starter, self.giver, self.receiver = round_["starter"], round_["giver"], round_["receiver"]
        self.claims = [(claim["giver"], claim["receiver"], claim["claim"]) for claim in round_["claims"]]
        self.seen = list(round_["seen"])
        self.in_play = in_play
        # What every seat knows of the specials in hands, as the state keeps it.
        self.known_in_hand = [list(cards) for cards in view["known_in_hands"]]
        self.doubtful = []
        in_doubt = round_["in_doubt"]
        if in_doubt:
            # The view shows a seat that saw the card the doubtful specials left at home;
            # the state keeps them apart until the verdict (one may be the card in play).
            home = self.known_in_hand[self.starter]
            assert round_["card"] is not None, "only a seat that saw the card can tell"
            self.doubtful = home + ([in_play] if len(home) < in_doubt and in_play is not None else [])
            self.known_in_hand[self.starter] = []
        placing = view["placing"]
        self.pending = list(placing["specials"]) if placing else []
        self.place_claim = placing["claim"] if placing else ""
        self.loser = view["losers"][0] if view["losers"] else -1
        self.gives = 0 if self.phase == GIVE else 1  # the episode ends at the next give
        # One uniform draw per seat, fixed for the world: a model of the other seats may
        # use it to vary how they play from one sampled world to the next.
        self.luck = [0.5] * self.players

    def dealt(self, hands: list[list[str]], in_play: str | None, penalty: list[str]) -> Table:
        """A copy of this table with these hands, card in play and pile: the search builds
        one table from the view and deals each sample into a copy of it."""
        twin = Table.__new__(Table)
        self.copy_into(twin, hands, in_play, penalty)
        twin.gives, twin.luck = self.gives, self.luck
        return twin

    @property
    def round_over(self) -> bool:
        return self.phase == OVER or (self.phase == GIVE and self.gives > 0)

    def apply(self, seat: int, action: str) -> None:
        """Carry out a legal ``action`` of ``seat`` by the rules (``RoyalPlay.act_move``)."""
        self.play(seat, parse(action))

    def play(self, seat: int, move: RoyalAction) -> None:
        """``apply`` for a move already parsed."""
        if self.phase == GIVE:
            self.gives += 1
        self.act_move(seat, move)

    def view(self, seat: int) -> RoyalView:
        """What ``seat`` sees in this world: the view ``RoyalState.view`` would give."""
        return self.typed_view(seat)

    def finish(self, rng: random.Random) -> None:
        """Play the round out with random legal moves."""
        rand = rng.random
        while not self.round_over:
            self.play(self.actor, self.random_move(rand))


Model = Callable[[Table, int, list[str]], list[float]]
Reward = Callable[[Table], list[float]]


class TableWorlds:
    """The search's worlds for one decision (see the module)."""

    def __init__(self, view: RoyalView, model: Model, reward: Reward,
                 claim_truth: float | None = None) -> None:
        """``claim_truth``, if given, is how likely the claim on the card in play (hidden
        from the seat) is true: each sample's card fits that odds, not the pool's share."""
        seat = view["seat"]
        assert seat is not None
        self.seat = seat
        self.view = view
        self.holdings = seat_holdings(view)
        self.groups = hidden_places(view)
        self.template = Table(view, [], view["round"]["card"], [])
        self._model = model
        self._reward = reward
        self.claim = view["round"]["claims"][-1]["claim"] if card_hidden(view) else None
        self.claim_truth = claim_truth
        self.in_play_at = 0  # where the card in play lies among the dealt cards
        for owner, count in self.groups:
            if owner == IN_PLAY:
                break
            self.in_play_at += count

    def sample(self, rng: random.Random) -> Table:
        view = self.view
        holdings = self.holdings
        if holdings.limits:
            dealt = deal_holdings(holdings, rng)
        else:  # no limit: any order of the hidden cards is a deal (a quicker shuffle)
            rand = rng.random
            dealt = sorted(holdings.cards, key=lambda _: rand())
        if self.claim is not None and self.claim_truth is not None and not holdings.limits:
            # (Without limits every hidden card may lie in any hidden place.)
            self._fit_claim(dealt, rng.random() < self.claim_truth, rng)
        hands = [list(known) for known in view["known_in_hands"]]
        hands[self.seat] = list(view["hand"] or ())
        in_play = view["round"]["card"]
        penalty = [view["penalty_top"]] if view["penalty_top"] is not None else []
        start = 0
        for owner, count in self.groups:
            cards = dealt[start : start + count]
            start += count
            if owner == IN_PLAY:
                in_play = cards[0]
            elif owner == PILE:
                penalty.extend(cards)
            else:
                hands[owner].extend(cards)
        world = self.template.dealt(hands, in_play, penalty)
        world.luck = [rng.random() for _ in hands]
        return world

    def _fit_claim(self, dealt: list[str], true: bool, rng: random.Random) -> None:
        """Swap a card whose claim truth is ``true`` into the in-play place (if any is
        hidden): the hidden cards are alike to the seat, so the swap keeps the deal fair."""
        place = self.in_play_at
        claim = self.claim
        assert claim is not None
        if (claim in TRUE_CLAIMS[dealt[place]]) == true:
            return
        fitting = [index for index, card in enumerate(dealt) if (claim in TRUE_CLAIMS[card]) == true]
        if fitting:
            other = fitting[int(rng.random() * len(fitting))]
            dealt[place], dealt[other] = dealt[other], dealt[place]

    def actor(self, world: Table) -> int | None:
        return None if world.round_over else world.actor

    def actions(self, world: Table, actor: int) -> list[str]:
        return world.actions(actor)

    def apply(self, world: Table, actor: int, action: str) -> None:
        world.apply(actor, action)

    def model(self, world: Table, actor: int, actions: list[str]) -> list[float]:
        return self._model(world, actor, actions)

    def observe(self, world: Table, actor: int, action: str, observer: int) -> str:
        if actor != observer:
            move = parse(action)
            if isinstance(move, Give):
                return f"give ? to {move.to} as {move.claim}"  # the card given is secret
        return action

    def rollout(self, world: Table, rng: random.Random) -> list[float]:
        world.finish(rng)
        return self._reward(world)


def table_worlds(view: RoyalView, model: Model, reward: Reward,
                 claim_truth: float | None = None) -> TableWorlds | None:
    """Fast worlds for a decision of ``view``'s seat (None where a special is in doubt,
    where the search determinizes game states)."""
    if view["seat"] is None or view["phase"] == OVER:
        return None
    if view["round"]["in_doubt"] and card_hidden(view):
        return None
    return TableWorlds(view, model, reward, claim_truth)
