"""The one-line reason of a hint, built from the AI's own deciding factor.

``table.ai.heuristics.factors.explain`` finds the named term of the heuristic's rating
that most separates the chosen move from the best-rated other one (the runner-up);
``reason(game_id, view, seat, why, names)`` says that factor as a player would, filled
in with facts of the seat's view alone (which card tops the trick, what it holds, how
many tricks are still needed). Each game's explainer and the words for its own moves
come from its ``LearnSupport`` record (``table.learn.games.<id>``), so nothing here
names a game. With no deciding factor (the search saw further than the heuristic)
or a view this code cannot read, the reason says so plainly instead of failing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from table.ai.heuristics.factors import Explanation
from table.core.vocabulary import GameView as View
from table.core.words import capitalised
from table.games import get_game
from table.learn import hint_words as words
from table.learn.games import learn_support
from table.learn.names import card_name


def reason(
    game_id: str,
    view: View,
    seat: int,
    why: Explanation,
    names: Sequence[str] | None,
    found: Mapping[str, tuple[int, int]] | None = None,
) -> str:
    """Why ``why.chosen`` beats ``why.runner_up`` for ``seat``, in one line; ``found``
    is what the search found per move (playouts, playouts that left the seat ahead)."""
    record = learn_support(game_id)
    explainer = record.explain if record is not None else None
    try:
        said = explainer(view, seat, why, names) if explainer and why.factor else ""
    except (KeyError, IndexError, TypeError, ValueError, AttributeError):
        # A view whose shape this explainer does not know (a newer game version): the
        # hint keeps its move and says the general reason instead of failing.
        said = ""
    if record is not None and record.alike is not None:  # Batwalk's alike backs: either will do
        alone, too = record.alike(view, seat, why.chosen)
        said = f"{said} {too}" if said and too and len(said) + len(too) < 160 else alone or said
    return said or general(game_id, why.chosen, why.runner_up, seat, names, found)


def general(game_id: str, chosen: str, runner_up: str, seat: int = 0,
            names: Sequence[str] | None = None, found: Mapping[str, tuple[int, int]] | None = None) -> str:
    """The reason when no factor of the heuristic decided: what the search found when
    it played the game out many times with the unseen cards dealt as they may lie."""
    said = capitalised(say(game_id, chosen, seat, names))
    tries, ahead = (found or {}).get(chosen, (0, 0))
    others = [(count, action) for action, count in (found or {}).items() if action != chosen]
    if tries == 0:
        return words.HINT_ONLY_RATED(move=said)
    (other_tries, other_ahead), other_action = max(others, default=((0, 0), ""))
    if ahead == 0 or other_ahead * tries > ahead * other_tries:
        # Its count of playouts ahead is no reason for it: it did best on average.
        return words.HINT_FOUND_ON_AVERAGE(move=said, n=tries)
    if not other_tries:
        return words.HINT_FOUND(move=said, ahead=ahead, n=tries)
    other = said_as_other(game_id, other_action, seat, names)  # "play the Blue 9 ... the Blue 10 did"
    line = words.HINT_FOUND_AGAINST(
        move=said, ahead=ahead, n=tries, other=other, other_ahead=other_ahead, other_tries=other_tries
    )
    return line if len(line) <= 150 else words.HINT_FOUND(move=said, ahead=ahead, n=tries)


def say(game_id: str, action: str, seat: int = 0, names: Sequence[str] | None = None) -> str:
    """An action as a player says it, mid-sentence ("play the Bat 7"), read with the
    game's own parser; the action itself if it cannot be read."""
    try:
        move = get_game(game_id).moves[action]
    except (KeyError, ValueError):
        return action
    record = learn_support(game_id)
    own = record.say(move, seat, names) if record is not None and record.say is not None else None
    if own is not None:  # the game's own moves (a claim, a pass, a prediction...)
        return own
    card = getattr(move, "card", None)
    if isinstance(card, str) and not getattr(move, "forehead", False):
        named = getattr(move, "named", None)
        if named:
            return words.PLAY_CARD_AS(card=card_name(game_id, card), named=named)
        return words.PLAY_CARD(card=card_name(game_id, card))
    spoken = {"done": words.SAY_DONE, "peek": words.PEEK, "play forehead": words.PLAY_FOREHEAD}
    return spoken[action]() if action in spoken else action


def said_as_other(game_id: str, action: str, seat: int = 0, names: Sequence[str] | None = None) -> str:
    """Another move, compared with the chosen one: a card played is named by its card
    ("the Blue 10 did in ..."), any other move as ``say`` says it, in quotes ("\"predict 2\"
    did in ...": the move's own words, which a translation may not decline)."""
    try:
        move = get_game(game_id).moves[action]
    except (KeyError, ValueError):
        return action
    card = getattr(move, "card", None)
    if isinstance(card, str) and not getattr(move, "forehead", False) and not getattr(move, "named", None):
        return words.THE_CARD(card=card_name(game_id, card))
    return words.QUOTED_MOVE(move=say(game_id, action, seat, names))  # '"predict 2" did in ...'
