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

from table.ai.heuristics.factors import Factor, Factors, total
from table.ai.support import GameSupport, View, relative_rewards
from table.core import AnyState
from table.games.munch import MOVES
from table.games.munch.actions import FOREHEAD, PLAY_ACTION, PREDICT_ACTIONS, Play, Predict
from table.games.munch.cards import ALL_CARDS, ESCAPE, NUMBER_OF, SUIT_OF, TOPSY, TRUMP, VANQUISH
from table.games.munch.fast import Hand, HandDeal
from table.games.munch.rules import FOLLOWING, NOT_PREDICTED, RANK_OF, SUIT_CARDS, holds_trick, trick_taker
from table.games.munch.state import OVER, MunchState
from table.games.munch.views import MunchView, munch_view

REWARD_SCALE = 40.0  # a hand-score lead this large counts as a sure gain (the plain rollouts)
HAND_SCALE = 15.0  # Hard's worlds: a hand score of 15 x (cards each + 2) saturates
# The card each play names (parsed once): the search looks its moves up here.
CARD_OF = {action: move.card for action in PLAY_ACTION.values() if isinstance(move := MOVES[action], Play)}


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
ROLLOUT_SLIP = 0.1  # how often a rollout seat plays a random card instead


# How a card's chance scales with the table. Measured: over 90 Normal games (30 each of
# 3, 4 and 5 players, seeds 900-929), the old scaling (1.15, 1.0, 0.89) expected 1.53,
# 1.36 and 1.23 tricks a seat a hand where 1.50, 1.13 and 0.90 were taken, so the
# predictions ran high and Hard's modelled opponents fought for tricks they would not get.
TABLE_SCALE = {2: 1.3, 3: 1.15, 4: 0.83, 5: 0.65}


def trick_chance(card: str, players: int) -> float:
    """Rough chance a card takes a trick by itself at a table of ``players``."""
    if card in VANQUISH:
        return 0.85
    if card in (ESCAPE, TOPSY):
        return 0.0
    number = NUMBER_OF[card]
    chance = 0.25 + 0.09 * number if SUIT_OF[card] == TRUMP else max(0.0, (number - 5) * 0.22)
    return min(1.0, chance * TABLE_SCALE[players])


TRICK_CHANCE = {players: {card: trick_chance(card, players) for card in ALL_CARDS} for players in range(2, 6)}


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
    """The heuristic's rating of each action: its ``factors`` added up (one source)."""
    return [total(terms) for terms in factors(raw_view, actions)]


def rate_cards(need: int, trick: list[str], players: int, cards: list[str]) -> list[float]:
    """Rate each of ``cards`` to play into ``trick`` (its cards so far) for a seat that
    still ``need``s that many tricks (0 or less: it has its number): ``card_factors`` added up."""
    return [total(terms) for terms in card_factors(need, trick, players, cards)]


def factors(raw_view: View, actions: list[str]) -> list[Factors]:
    """``rate``'s terms, named (``table.ai.heuristics.factors``): how far a prediction
    is from the tricks the hand should take; in play, the plan for the card (lead
    strong or low, take the trick, throw a card away, duck under it) and its strength."""
    view = munch_view(raw_view)
    moves = [MOVES[action] for action in actions]
    if isinstance(moves[0], Predict):
        expected = expected_tricks(view)
        return [(Factor("prediction_off", -abs(move.tricks - expected)),) if isinstance(move, Predict)
                else (Factor("no_prediction", 0.0),) for move in moves]
    if len(actions) == 1:
        return [(Factor("only_move", 0.0),)]
    seat = view["seat"]
    assert seat is not None
    need = (view["predictions"][seat] or 0) - view["tricks_won"][seat]
    trick = [play["card"] for play in view["trick"]]
    return card_factors(need, trick, view["players"], [move.card for move in moves if isinstance(move, Play)])


def card_factors(need: int, trick: list[str], players: int, cards: list[str]) -> list[Factors]:
    """The terms of each of ``cards``' rating (see ``rate_cards``): the plan and the strength."""
    last = len(trick) == players - 1
    found: list[Factors] = []
    for card in cards:
        power = STRENGTH[card]
        if not trick:
            found.append((Factor("lead_strong", power),) if need > 0 else (Factor("lead_low", -power),))
        elif not holds_trick(trick, card, players):
            # Throw the weakest card away; or duck with the strongest card that still loses.
            found.append((Factor("throw_away", 20.0), Factor("weakest", -power)) if need > 0
                         else (Factor("duck", 100.0), Factor("shed_strongest", power)))
        elif need > 0:
            # Take it as cheaply as possible when last; otherwise hold it firmly.
            found.append((Factor("take_cheaply", 100.0), Factor("weakest", -power)) if last
                         else (Factor("take_firmly", 60.0), Factor("strongest", power)))
        else:
            found.append((Factor("forced_to_win", 20.0), Factor("weakest", -power)))  # the weakest winner
    return found


def random_rollout(world: AnyState, root: AnyState, rng: random.Random) -> list[float]:
    """The rollout of a game state: the hand finished at random. (Every Munch decision
    searches ``HandWorlds``; this serves a search on game states, and the generic one.)"""
    assert isinstance(world, MunchState) and isinstance(root, MunchState)
    if world.hand_number == root.hand_number and not world.is_over:
        deltas = [float(p) for p in world.random_rollout(rng)]
    else:
        deltas = [float(a - b) for a, b in zip(world.totals, root.totals, strict=True)]
    return relative_rewards(deltas, REWARD_SCALE)


def guided_finish(hand: Hand, rng: random.Random, guided: int | None = None) -> list[int]:
    """Play ``hand`` out with a seat playing as ``rate_cards`` would, to make its
    prediction, but for a random card now and then; each seat's hand score. ``guided``
    names the one seat that does (the others play at random); None: every seat.

    ``rate_cards``'s choices written out on local variables (this loop is most of Hard's
    time): a seat short of its number leads its strongest card, and on a trick takes it
    (cheaply when last, firmly otherwise) or throws its weakest card; a seat with its
    number leads its weakest, ducks with its strongest loser or spends its weakest winner.
    """
    rand = rng.random
    hands, players, predictions, won = hand.hands, hand.players, hand.predictions, hand.tricks_won
    suit_cards, following, suit_of, rank_of = SUIT_CARDS, FOLLOWING, SUIT_OF, RANK_OF
    power = STRENGTH.__getitem__
    cards, lead, leader, left = hand.trick_cards, hand.lead_suit, hand.leader, hand.left
    seat = (leader + len(cards)) % players
    while left:
        held = hands[seat]
        if lead is None or suit_cards[lead].isdisjoint(held):
            options = held
        else:
            allowed = following[lead]
            options = [card for card in held if card in allowed]
        if len(options) == 1 or (guided is not None and seat != guided) or rand() < ROLLOUT_SLIP:
            card = options[int(rand() * len(options))]
        elif not cards:
            card = max(options, key=power) if predictions[seat] > won[seat] else min(options, key=power)
        else:
            card = _guided_follow(cards, options, lead, players, predictions[seat] > won[seat])
        held.remove(card)
        if lead is None and suit_of[card] is not None and (not cards or cards[0] not in VANQUISH):
            lead = suit_of[card]
        cards.append(card)
        if len(cards) < players:
            seat = seat + 1 if seat + 1 < players else 0
        else:
            if TOPSY in cards:
                seat = leader = hand.take_trick(cards, leader)
            else:  # the rules' ranking decides a trick without Topsy Turvy
                seat = leader = (leader + cards.index(max(cards, key=rank_of[lead]))) % players
                won[seat] += 1
            cards, lead = [], None
            left -= 1
    hand.trick_cards, hand.lead_suit, hand.leader, hand.left = cards, lead, leader, left
    return hand.points()


def _guided_follow(cards: list[str], options: list[str], lead: str | None, players: int, short: bool) -> str:
    """``guided_finish``'s card onto a trick (``cards`` so far): a seat ``short`` of its
    number takes it (cheaply when last, firmly otherwise) or throws its weakest card; a
    seat with its number ducks with its strongest loser or spends its weakest winner."""
    power = STRENGTH.__getitem__
    if (lead is None and cards[0] not in VANQUISH) or TOPSY in cards or TOPSY in options:
        winners = [card for card in options if holds_trick(cards, card, players)]
    else:  # holds_trick's one comparison on the lead suit's ranking
        rank = RANK_OF[lead]
        best = max(map(rank, cards))
        winners = [card for card in options if rank(card) > best]
    if short:
        if not winners:
            return min(options, key=power)
        return min(winners, key=power) if len(cards) == players - 1 else max(winners, key=power)
    losers = [card for card in options if card not in winners]
    return max(losers, key=power) if losers else min(winners, key=power)


def guess_prediction(hand: Hand, seat: int) -> int:
    """What the heuristic would predict for ``seat``'s cards in a sampled ``hand``."""
    return min(hand.k, int(hand_strength(hand, seat) + 0.5))


def hand_strength(hand: Hand, seat: int) -> float:
    """The heuristic's expected tricks for ``seat`` in a sampled ``hand``, from what
    that seat would see there (in the forehead round: the others' cards, not its own)."""
    players = hand.players
    if hand.k > 1:
        chance = TRICK_CHANCE[players]
        return sum(chance[card] for card in hand.hands[seat])
    seen = {hand.hands[owner][0] for owner in range(players) if owner != seat and hand.hands[owner]}
    unseen = [card for card in ALL_CARDS if card not in seen]
    mine_at = (seat - hand.leader) % players
    cards = [hand.hands[(hand.leader + step) % players][0] for step in range(players)]
    wins = 0
    for mine in unseen:
        cards[mine_at] = mine
        wins += trick_taker(cards, players)[0] == mine_at
    return wins / len(unseen)


class HandWorlds:
    """The search's worlds for every Munch decision: the game's own ``HandDeal`` samples
    the rest of the hand as a plain-list ``Hand`` from the deciding seat's view alone,
    predictions first, then the play. For Hard (``guided``) a secret prediction is the
    heuristic's guess from the sampled cards, and in a rollout the deciding seat plays
    to its prediction (``guided_finish``) among seats that play at random, scored by
    its own hand score; the generic search gets random guesses and random rollouts.
    (Inside the tree the other seats choose by UCB: ``model_opponents`` is off.)
    Another seat's prediction is seen only as "predict" until all are in; plays are public."""

    def __init__(self, view: View, guided: bool = True) -> None:
        self.guided = guided
        self.deal = HandDeal(view)
        self.seat = self.deal.seat
        self.predict_actions = PREDICT_ACTIONS[self.deal.k]
        # Hard's rewards follow the hand's score all the way: a hand of k cards swings a
        # seat by up to 20 + 20k points, and a lead of 40 (the generic search's scale)
        # already saturated, so a prediction was judged by how often it put the seat
        # ahead rather than by how much it scored.
        self.scale = HAND_SCALE * (self.deal.k + 2) if guided else REWARD_SCALE
        self.forehead = self.deal.k == 1

    def sample(self, rng: random.Random) -> Hand:
        hand = self.deal.sample(rng)
        if self.guided:
            for owner in self.deal.secret:
                hand.predictions[owner] = guess_prediction(hand, owner)
        return hand

    def actor(self, world: Hand) -> int | None:
        predictions = world.predictions
        if NOT_PREDICTED in predictions:
            return predictions.index(NOT_PREDICTED)  # the turn's first seat, as in the state
        return (world.leader + len(world.trick_cards)) % world.players if world.left else None

    def actions(self, world: Hand, actor: int) -> list[str]:
        if NOT_PREDICTED in world.predictions:
            return self.predict_actions
        if self.forehead:
            return [FOREHEAD]
        return [PLAY_ACTION[card] for card in world.playable(actor)]

    def apply(self, world: Hand, actor: int, action: str) -> None:
        card = CARD_OF.get(action)  # the usual case, a card played: one lookup
        if card is not None:
            world.play(actor, card)
            return
        move = MOVES[action]
        if isinstance(move, Predict):
            world.predictions[actor] = move.tricks
        else:
            world.play(actor, world.hands[actor][0] if move.forehead else move.card)

    def model(self, world: Hand, actor: int, actions: list[str]) -> list[float]:
        if NOT_PREDICTED in world.predictions:
            expected = hand_strength(world, actor)
            return [-abs(n - expected) for n in range(len(actions))]
        if len(actions) == 1:
            return [0.0]
        need = world.predictions[actor] - world.tricks_won[actor]
        return rate_cards(need, world.trick_cards, world.players, [CARD_OF[action] for action in actions])

    def observe(self, world: Hand, actor: int, action: str, observer: int) -> str:
        return _secret_prediction(actor, action, observer)

    def rollout(self, world: Hand, rng: random.Random) -> list[float]:
        predictions = world.predictions
        if NOT_PREDICTED in predictions:
            for owner, n in enumerate(predictions):
                if n == NOT_PREDICTED:
                    predictions[owner] = (guess_prediction(world, owner) if self.guided
                                          else int(rng.random() * (world.k + 1)))
        if self.guided:
            # Each seat's own hand score, not its lead over the others: a lead also
            # rewards making the others miss (ducking tricks onto them), which pulled
            # Hard's predictions even lower than the searches' common shortfall.
            width = 2.0 * self.scale
            return [min(1.0, max(0.0, 0.5 + points / width))
                    for points in guided_finish(world, rng, self.seat)]
        return relative_rewards(world.finish(rng), REWARD_SCALE)


def hand_worlds(view: View) -> HandWorlds | None:
    """Fast worlds for every decision while a hand is on."""
    return None if view["phase"] == OVER else HandWorlds(view)


def random_hand_worlds(view: View) -> HandWorlds | None:
    """``hand_worlds`` with random guesses and rollouts, for the generic search."""
    return None if view["phase"] == OVER else HandWorlds(view, guided=False)


def _secret_prediction(actor: int, action: str, observer: int) -> str:
    # Predictions stay secret until all are in; plays are public.
    return "predict" if actor != observer and isinstance(MOVES[action], Predict) else action


def observe(world: AnyState, actor: int, action: str, observer: int) -> str:
    return _secret_prediction(actor, action, observer)


PLAIN = GameSupport(rate=rate, rollout=random_rollout, observe=observe, worlds=random_hand_worlds)
# Normal loses to a 0.05 s generic search by 86 points a game (40 games, seeds 1-40),
# so inside Hard's search the other seats choose by UCB rather than as Normal would.
SUPPORT = GameSupport(rate=rate, rollout=random_rollout, observe=observe, worlds=hand_worlds, plain=PLAIN,
                      model_opponents=False)
