"""Munch, Crunch, Scrunch!'s AI knowledge: predicting from hand strength, then counting tricks.

Prediction sums each card's chance of taking a trick (Vanquish and high Vegan Vampires
nearly always, high suit cards sometimes, Escape and Topsy Turvy never), scaled down
at bigger tables; in the forehead round it instead counts how many of the cards it
cannot see would beat the cards it can (rules: ``rules/munch.md``). In play it counts
the tricks it still needs: while short, it leads strong and takes tricks as cheaply
as it can; once it has its number, it leads low, ducks under the trick, and sheds its
strongest card that still loses. The search's worlds and rollouts are the game's own
(``table/games/munch/fast.py``: plain-list hands sampled from the seat's view, played
out at random); here they get the heuristic as the model of the other seats, and each
seat's hand score against the others' as the reward.
"""

from __future__ import annotations

import random

from table.ai.support import GameSupport, View, relative_rewards
from table.core import GameState
from table.games.munch.actions import Play, Predict, parse
from table.games.munch.cards import ALL_CARDS, ESCAPE, NUMBER_OF, SUIT_OF, TOPSY, TRUMP, VANQUISH
from table.games.munch.fast import Hand, HandDeal
from table.games.munch.rules import holds_trick, trick_taker
from table.games.munch.state import PLAY, PLAY_ACTION, MunchState
from table.games.munch.views import MunchView, munch_view

REWARD_SCALE = 40.0  # a hand-score lead this large counts as a sure gain
# The card each play names (parsed once): the search looks its moves up here.
CARD_OF = {action: move.card for action in PLAY_ACTION.values() if isinstance(move := parse(action), Play)}


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


def expected_tricks(view: MunchView) -> float:
    """How many tricks this seat's hand should take (the prediction heuristic)."""
    seat = view["seat"]
    assert seat is not None
    if view["forehead"]:
        return _forehead_chance(view, seat)
    players = view["players"]
    return sum(trick_chance(card, players) for card in view["hands"][seat] if card is not None)


def _forehead_chance(view: MunchView, seat: int) -> float:
    """Share of the cards this seat cannot see that would take the single trick."""
    players = view["players"]
    seen = {card for owner, hand in enumerate(view["hands"]) if owner != seat for card in hand if card}
    unseen = [card for card in ALL_CARDS if card not in seen]
    leader = view["leader"]
    mine_at = (seat - leader) % players  # where this seat's card falls in the trick
    cards = [view["hands"][(leader + step) % players][0] or "" for step in range(players)]
    wins = 0
    for mine in unseen:
        cards[mine_at] = mine
        if trick_taker(cards, players)[0] == mine_at:
            wins += 1
    return wins / len(unseen)


def rate(raw_view: View, actions: list[str]) -> list[float]:
    view = munch_view(raw_view)
    moves = [parse(action) for action in actions]
    if isinstance(moves[0], Predict):
        expected = expected_tricks(view)
        return [-abs(move.tricks - expected) if isinstance(move, Predict) else 0.0 for move in moves]
    if len(actions) == 1:
        return [0.0]
    seat = view["seat"]
    assert seat is not None
    prediction = view["predictions"][seat]
    need = (prediction or 0) - view["tricks_won"][seat]
    trick = [play["card"] for play in view["trick"]]
    return rate_cards(need, trick, view["players"], [move.card for move in moves if isinstance(move, Play)])


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
        deltas = [float(p) for p in world.random_rollout(rng)]
    else:
        deltas = [float(a - b) for a, b in zip(world.totals, root.totals, strict=True)]
    return relative_rewards(deltas, REWARD_SCALE)


class HandWorlds:
    """The search's worlds for a decision in the play of a hand (not the forehead round):
    the game's own ``HandDeal`` samples ``Hand``s from the deciding seat's view alone and
    they play on plain lists; this adds the heuristic's model of the other seats. Every
    move of a hand's play is public, so moves are their own observations."""

    def __init__(self, view: View) -> None:
        self.deal = HandDeal(view)
        self.seat = self.deal.seat

    def sample(self, rng: random.Random) -> Hand:
        return self.deal.sample(rng)

    def actor(self, world: Hand) -> int | None:
        return world.to_play

    def actions(self, world: Hand, actor: int) -> list[str]:
        return [PLAY_ACTION[card] for card in world.playable(actor)]

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
    return "predict" if isinstance(parse(action), Predict) and actor != observer else action


SUPPORT = GameSupport(rate=rate, rollout=rollout, observe=observe, worlds=hand_worlds)
