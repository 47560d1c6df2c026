"""Munch, Crunch, Scrunch!'s AI knowledge: predicting from hand strength, then counting tricks.

Prediction sums each card's chance of taking a trick (Vanquish and high Vegan Vampires
nearly always, high suit cards sometimes, Escape and Topsy Turvy never), scaled down
at bigger tables; in the forehead round it instead counts how many of the cards it
cannot see would beat the cards it can (rules: ``rules/munch.md``). In play it counts
the tricks it still needs: while short, it leads strong and takes tricks as cheaply
as it can; once it has its number, it leads low, ducks under the trick, and sheds its
strongest card that still loses. The search's rollout (``fast_hand``) plays the hand out
at random on the sampled world's own lists and rewards each seat's hand score against
the others'.
"""

from __future__ import annotations

import random

from table.ai.support import GameSupport, View, relative_rewards
from table.core import GameState
from table.games.munch.cards import ALL_CARDS, ESCAPE, NUMBER_OF, SUIT_OF, TOPSY, TRUMP, VANQUISH
from table.games.munch.rules import (
    FOLLOWING,
    RANK_OF,
    SUIT_CARDS,
    hand_points,
    holds_trick,
    playable,
    trick_taker,
)
from table.games.munch.state import (
    FOREHEAD,
    NOT_PREDICTED,
    PLAY,
    PLAY_ACTION,
    PREDICT,
    TOPSY_BONUS,
    MunchState,
    assign_respecting_voids,
)

REWARD_SCALE = 40.0  # a hand-score lead this large counts as a sure gain
FOREHEAD_ACTION = {card: FOREHEAD for card in ALL_CARDS}  # every forehead play's name
VANQUISH_1, VANQUISH_2 = VANQUISH
# The card each play names: the deck's own strings, whose hashes are already known.
CARD_OF = {action: card for card, action in PLAY_ACTION.items()}


def strength(card: str) -> float:
    """How strongly a card takes tricks, on one scale (Vanquish > Vampires > suits)."""
    if card in VANQUISH:
        return 20.0
    if card == ESCAPE:
        return 0.0
    if card == TOPSY:
        return 0.5
    return NUMBER_OF[card] + (10.0 if SUIT_OF[card] == TRUMP else 0.0)


STRENGTH = {card: strength(card) for card in ALL_CARDS}


def trick_chance(card: str, players: int) -> float:
    """Rough chance a card takes a trick by itself at a table of ``players``."""
    if card in VANQUISH:
        return 0.85
    if card in (ESCAPE, TOPSY):
        return 0.0
    number = NUMBER_OF[card]
    chance = 0.25 + 0.09 * number if SUIT_OF[card] == TRUMP else max(0.0, (number - 5) * 0.22)
    return chance * (4.0 / players) ** 0.5 if players > 4 else min(1.0, chance * (1 + (4 - players) * 0.15))


def expected_tricks(view: View) -> float:
    seat = view["seat"]
    players = view["players"]
    if view["forehead"]:
        return _forehead_chance(view)
    hand: list[str] = view["hands"][seat]
    return sum(trick_chance(card, players) for card in hand)


def _forehead_chance(view: View) -> float:
    """Share of the cards this seat cannot see that would take the single trick."""
    seat, players = view["seat"], view["players"]
    seen = {card for owner, hand in enumerate(view["hands"]) if owner != seat for card in hand if card}
    unseen = [card for card in ALL_CARDS if card not in seen]
    leader = view["leader"]
    mine_at = (seat - leader) % players  # where this seat's card falls in the trick
    cards = [view["hands"][(leader + step) % players][0] for step in range(players)]
    wins = 0
    for mine in unseen:
        cards[mine_at] = mine
        if trick_taker(cards, players)[0] == mine_at:
            wins += 1
    return wins / len(unseen)


def rate(view: View, actions: list[str]) -> list[float]:
    if actions[0].startswith("predict"):
        expected = expected_tricks(view)
        return [-abs(int(action.split()[1]) - expected) for action in actions]
    if len(actions) == 1:
        return [0.0]
    seat = view["seat"]
    need = view["predictions"][seat] - view["tricks_won"][seat]
    trick = [play["card"] for play in view["trick"]]
    return rate_cards(need, trick, view["players"], [CARD_OF[action] for action in actions])


def rate_cards(need: int, trick: list[str], players: int, cards: list[str]) -> list[float]:
    """Rate each of ``cards`` to play into ``trick`` (its cards so far) for a seat that
    still ``need``s that many tricks (0 or less: it has its number)."""
    last = len(trick) == players - 1
    ratings = []
    for card in cards:
        power = STRENGTH[card]
        if not trick:
            ratings.append(power if need > 0 else -power)
            continue
        winning = holds_trick(trick, card, players)
        if need > 0:
            if winning:
                # Take it as cheaply as possible when last; otherwise hold it firmly.
                ratings.append(100.0 - power if last else 60.0 + power)
            else:
                ratings.append(20.0 - power)  # throw the weakest card away
        elif winning:
            ratings.append(20.0 - power)  # forced to win: spend the weakest winner
        else:
            ratings.append(100.0 + power)  # duck with the strongest card that still loses
    return ratings


def rollout(world: GameState, root: GameState, rng: random.Random) -> list[float]:
    assert isinstance(world, MunchState) and isinstance(root, MunchState)
    if world.hand_number == root.hand_number and not world.is_over:
        points = fast_hand(world, rng)
        deltas = [float(p) for p in points]
    else:
        deltas = [float(a - b) for a, b in zip(world.totals, root.totals, strict=True)]
    return relative_rewards(deltas, REWARD_SCALE)


class Hand:
    """The rest of one hand on plain lists, for the search: no events, strings or checks.

    The search's worlds (``HandWorlds``) and the rollout of a state (``fast_hand``)
    play on it with the rules' own ``playable``, ``trick_taker`` and ``hand_points``.
    The trick in progress is its ``cards`` in playing order from ``leader``.
    """

    __slots__ = ("bonus", "cards", "hands", "k", "lead", "leader", "left", "players", "predictions", "won")

    def __init__(self, hands: list[list[str]], leader: int, cards: list[str], lead: str | None,
                 won: list[int], bonus: list[int], left: int, predictions: list[int], k: int) -> None:
        self.hands = hands  # every seat's cards
        self.leader = leader  # who led the trick in progress
        self.cards = cards  # the trick's cards so far
        self.lead = lead  # the trick's lead suit, once set
        self.won = won  # tricks won this hand
        self.bonus = bonus  # Topsy Turvy bonuses this hand
        self.left = left  # tricks still to finish, the one in progress included
        self.predictions = predictions  # every seat's (not changed)
        self.k = k  # the hand number: cards dealt each
        self.players = len(hands)

    @property
    def to_play(self) -> int:
        return (self.leader + len(self.cards)) % self.players

    def play(self, seat: int, card: str) -> None:
        """``seat`` (``to_play``) plays ``card`` (one of ``playable``), as ``MunchState`` would."""
        self.hands[seat].remove(card)
        cards = self.cards
        cards.append(card)
        if self.lead is None and SUIT_OF[card] is not None and cards[0] not in VANQUISH:
            self.lead = SUIT_OF[card]
        if len(cards) == self.players:
            self.leader = self._take(cards, self.leader)
            self.cards, self.lead = [], None
            self.left -= 1

    def _take(self, cards: list[str], leader: int) -> int:
        """Score a finished trick led by ``leader``; who leads the next one."""
        players = self.players
        index = trick_taker(cards, players)[0]
        if TOPSY in cards:
            topsy_seat = (leader + cards.index(TOPSY)) % players
            self.bonus[topsy_seat] += TOPSY_BONUS * ((VANQUISH_1 in cards) + (VANQUISH_2 in cards))
            if index is None:
                return topsy_seat
        assert index is not None
        winner = (leader + index) % players
        self.won[winner] += 1
        return winner

    def finish(self, rng: random.Random, trace: list[tuple[int, str]] | None = None,
               action: dict[str, str] | None = None) -> list[int]:
        """Play the hand out at random; each seat's hand score. ``trace`` receives the
        moves (``action`` maps a card to the move's name, default ``play <card>``).

        ``play`` unrolled on local variables: this loop is most of the search's time."""
        rand = rng.random
        hands, players = self.hands, self.players
        names = action or PLAY_ACTION
        suit_cards, following, suit_of, rank_of, won = SUIT_CARDS, FOLLOWING, SUIT_OF, RANK_OF, self.won
        cards, lead, leader, left = self.cards, self.lead, self.leader, self.left
        seat = (leader + len(cards)) % players
        while left:
            hand = hands[seat]
            if lead is None:
                card = hand.pop(int(rand() * len(hand)))
                if suit_of[card] is not None and (not cards or cards[0] not in VANQUISH):
                    lead = suit_of[card]
            elif suit_cards[lead].isdisjoint(hand):
                card = hand.pop(int(rand() * len(hand)))
            else:
                allowed = following[lead]
                options = [card for card in hand if card in allowed]
                card = options[int(rand() * len(options))]
                hand.remove(card)
            if trace is not None:
                trace.append((seat, names[card]))
            cards.append(card)
            if len(cards) < players:
                seat = seat + 1 if seat + 1 < players else 0
            else:
                if TOPSY in cards:
                    seat = leader = self._take(cards, leader)
                else:  # the rules' ranking decides a trick without Topsy Turvy
                    seat = leader = (leader + cards.index(max(cards, key=rank_of[lead]))) % players
                    won[seat] += 1
                cards, lead = [], None
                left -= 1
        self.cards, self.lead, self.leader, self.left = cards, lead, leader, left
        k, bonus, predictions = self.k, self.bonus, self.predictions
        return [hand_points(predictions[s], won[s], k) + bonus[s] for s in range(players)]


def fast_hand(world: MunchState, rng: random.Random, trace: list[tuple[int, str]] | None = None) -> list[int]:
    """Finish the hand of a sampled world with random legal moves; each seat's hand score.

    The rollout for ``StateWorlds``: a ``Hand`` copied from the world's lists, so the
    world is not changed. Predictions not yet made are random. ``trace``, if given,
    receives the moves as actions (the tests replay them through ``apply``).
    """
    players, k = world.players, world.hand_number
    rand = rng.random
    predictions = list(world.predictions)
    if world.phase == PREDICT:
        for seat in range(players):
            if predictions[seat] == NOT_PREDICTED:
                predictions[seat] = int(rand() * (k + 1))
                if trace is not None:
                    trace.append((seat, f"predict {predictions[seat]}"))
    bonus = [TOPSY_BONUS * len(cards) for cards in world.captured]
    hands = [cards.copy() for cards in world.hands]
    hand = Hand(hands, world.leader, list(world.trick_cards), world.lead_suit, list(world.tricks_won), bonus,
                k - len(world.tricks_done), predictions, k)
    return hand.finish(rng, trace, FOREHEAD_ACTION if world.forehead else None)


class HandWorlds:
    """The search's worlds for a decision in the play of a hand (not the forehead round),
    built from the deciding seat's view alone: the cards it cannot see, dealt at random
    into the other hands (never a suit a seat has shown it lacks), then the rest of the
    hand on a ``Hand``. Every move of a hand's play is public, so moves are their own
    observations."""

    def __init__(self, view: View) -> None:
        self.seat = seat = view["seat"]
        players = view["players"]
        self.own: list[str] = list(view["hands"][seat])
        seen = set(self.own)
        seen.update(play["card"] for play in view["trick"])
        seen.update(play["card"] for trick in view["tricks_played"] for play in trick["cards"])
        self.pool = [card for card in ALL_CARDS if card not in seen]  # a fixed order
        self.others = [(owner, view["hand_sizes"][owner]) for owner in range(players) if owner != seat]
        self.owners = [owner for owner, size in self.others for _ in range(size)]
        self.voids: list[list[str]] = view["known_voids"]
        self.constrained = any(self.voids[owner] for owner, _ in self.others)
        self.leader: int = view["leader"]
        self.cards = [play["card"] for play in view["trick"]]
        self.lead: str | None = view["lead_suit"]
        self.won: list[int] = list(view["tricks_won"])
        self.bonus = [TOPSY_BONUS * len(cards) for cards in view["vanquish_captured"]]
        self.k: int = view["hand_number"]
        self.left = self.k - len(view["tricks_played"])
        self.predictions: list[int] = list(view["predictions"])
        self.players = players

    def sample(self, rng: random.Random) -> Hand:
        rand = rng.random
        cards = sorted(self.pool, key=lambda _: rand())
        if self.constrained:
            cards = assign_respecting_voids(cards, self.owners, self.voids)
        hands: list[list[str]] = [[]] * self.players
        hands[self.seat] = self.own.copy()
        start = 0
        for owner, size in self.others:
            hands[owner] = cards[start : start + size]
            start += size
        return Hand(hands, self.leader, self.cards.copy(), self.lead, self.won.copy(),
                    self.bonus.copy(), self.left, self.predictions, self.k)

    def actor(self, world: Hand) -> int | None:
        return (world.leader + len(world.cards)) % world.players if world.left else None

    def actions(self, world: Hand, actor: int) -> list[str]:
        return [PLAY_ACTION[card] for card in playable(world.hands[actor], world.lead)]

    def apply(self, world: Hand, actor: int, action: str) -> None:
        world.play(actor, CARD_OF[action])

    def model(self, world: Hand, actor: int, actions: list[str]) -> list[float]:
        need = world.predictions[actor] - world.won[actor]
        return rate_cards(need, world.cards, world.players, [CARD_OF[action] for action in actions])

    def observe(self, world: Hand, actor: int, action: str, observer: int) -> str:
        return action

    def rollout(self, world: Hand, rng: random.Random) -> list[float]:
        return relative_rewards(world.finish(rng), REWARD_SCALE)


def hand_worlds(view: View) -> HandWorlds | None:
    """Fast worlds for a decision while a hand is played (None in predictions and the
    forehead round, where the search samples game states)."""
    if view["phase"] != PLAY or view["forehead"]:
        return None
    return HandWorlds(view)


def observe(world: GameState, actor: int, action: str, observer: int) -> str:
    # Predictions stay secret until all are in; plays are public.
    return "predict" if action.startswith("predict") and actor != observer else action


SUPPORT = GameSupport(rate=rate, rollout=rollout, observe=observe, worlds=hand_worlds)
