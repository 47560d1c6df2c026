"""The rules-core contract: one ``Game`` factory and one mutable ``GameState`` per game.

``GameState`` owns everything ``API.md`` promises that is the same in every game:
validating an action (seat in ``turn``, action among ``legal_actions``) before any
change, so a refused action leaves the state untouched; the ``history`` and the event
``log``; saving as seed + options + deal + actions and restoring by replaying them
(which also proves a save undamaged); cheap ``clone`` for AI search. A game subclass
supplies the rules: ``_setup``, ``turn``, ``legal_actions``, ``_play``, ``view``,
``hidden_ids``, the determinize hooks (``_holdings``, ``_place_hidden``), the scoring
properties (``scores``, ``winners``) and its fast ``random_rollout``.

``GameState`` is generic over the game's view (its ``TypedDict``, see
``table/games/<id>/views.py``) and its parsed action type. Actions arrive as strings
(the contract); ``apply`` parses each legal one once (``_parse``) and hands the typed
action to ``_play``. Views and events stay plain JSON-able dicts at run time.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, ClassVar, Generic, TypeVar, cast

from table.core.actions import action_words
from table.core.deal import Holdings, deal_holdings
from table.core.errors import IllegalMove
from table.core.options import Option, resolve_options
from table.core.save_checks import MAX_SAVE_DEPTH, history_pairs, nested_deeper
from table.core.vocabulary import Event, JsonObject

ViewT = TypeVar("ViewT", bound=Mapping[str, object], covariant=True)  # the game's view TypedDict
ActionT = TypeVar("ActionT")  # the game's parsed action (``table/games/<id>/actions.py``)
SAVE_FORMAT = 1
_CONTAINERS = (list, dict, set)
_IS_CONTAINER = frozenset(_CONTAINERS).__contains__


def copy_plain(value: object) -> object:
    """Copy a value built of lists, dicts and sets of immutable leaves, fast.

    Game states keep their fields in plain containers so that cloning a state for AI
    search costs a few list copies rather than a ``deepcopy``.
    """
    if type(value) is list:
        if any(map(_IS_CONTAINER, map(type, value))):  # (all in C: the search copies often)
            return [copy_plain(item) for item in value]
        return value.copy()
    if type(value) is dict:
        return {key: copy_plain(item) for key, item in value.items()}
    if type(value) is set:
        return value.copy()
    return value


class GameState(Generic[ViewT, ActionT]):
    """Base for every game's state. See ``API.md`` for the contract it keeps."""

    game: ClassVar[Game]
    # Fields shared between clones because they are only ever appended to or replaced,
    # never changed in place.
    _append_only: ClassVar[tuple[str, ...]] = ("log", "history")
    # True only on the guessed worlds ``determinize`` makes (they cannot be saved).
    _determinized: bool = False

    players: int
    seed: int
    options: JsonObject
    deal: JsonObject | None
    rng: random.Random
    log: list[Event]
    history: list[tuple[int, str]]

    # -- construction -----------------------------------------------------------------

    def __init__(
        self,
        players: int,
        seed: int | None,
        options: JsonObject,
        deal: JsonObject | None,
    ) -> None:
        self.players = players
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2**63)
        self.options = options
        self.deal = deal
        self.rng = random.Random(self.seed)
        self.log = []
        self.history = []
        self.log.extend(self._setup(deal))

    def _setup(self, deal: JsonObject | None) -> list[Event]:
        """Deal (from ``deal`` or by shuffling with ``self.rng``); return the events."""
        raise NotImplementedError  # every game defines its own deal

    # -- playing ----------------------------------------------------------------------

    @property
    def turn(self) -> tuple[int, ...]:
        raise NotImplementedError  # abstract: each game says whose turn it is

    def legal_actions(self, seat: int) -> list[str]:
        raise NotImplementedError  # abstract: each game lists its own moves

    def legal_moves(self, seat: int) -> list[tuple[str, ActionT]]:  # with their moves, read once
        return [(action, self._parse(action)) for action in self.legal_actions(seat)]

    def _parse(self, action: str) -> ActionT:
        """The move a well-formed action writes, read once (the record's ``Moves``); a move
        written wrongly raises ``IllegalMove`` with the reason."""
        return cast(ActionT, self.game.moves[action])  # the record's moves are this game's

    def _play(self, seat: int, move: ActionT) -> list[Event]:
        """Carry out an action already known to be legal; return its events."""
        raise NotImplementedError  # abstract: each game applies its own moves

    def _why_illegal(self, seat: int, action: str) -> str:
        """Explain to a player why ``action`` is refused (it is not in legal_actions): the
        game reads the refused text its own way (a malformed one gets its own reason)."""
        return "That is not a move you can make now."

    def _canonical(self, seat: int, action: str) -> str:
        """The listed spelling of an alternative a game's rules file allows (default: none).

        Only a ruling can add one (Royal's two-card placement may name its cards in either
        order); everything else not listed is refused."""
        return action

    def apply(self, seat: int, action: str) -> list[Event]:
        """Apply one action for ``seat``; raise IllegalMove (state unchanged) if refused."""
        # The contract: the listed strings are accepted (and only an alternative a rules
        # file allows, recorded in its listed spelling), so the common case costs one look-up.
        if action not in self.legal_actions(seat):
            action_words(action)  # malformed text is refused before any game reads it
            turn = self.turn
            if seat not in turn:
                if self.is_over:
                    raise IllegalMove("The game is over: no more moves can be made.")
                waiting = ", ".join(str(s) for s in turn)
                raise IllegalMove(f"It is not seat {seat}'s turn; waiting for seat {waiting}.")
            action = self._canonical(seat, action)
            if action not in self.legal_actions(seat):
                raise IllegalMove(self._why_illegal(seat, action))
        move = self._parse(action)  # parsed once, here: the game works on the typed move
        self.history.append((seat, action))
        events = self._play(seat, move)
        self.log.extend(events)
        return events

    def _auto_move(self, seat: int, action: str) -> list[Event]:
        """A move the game makes by itself (Batwalk's trendsetter): recorded like any."""
        self.history.append((seat, action))
        return self._play(seat, self._parse(action))

    @property
    def is_over(self) -> bool:
        raise NotImplementedError  # abstract

    @property
    def scores(self) -> list[int]:
        """Every seat's score so far (the final scores once ``is_over``)."""
        raise NotImplementedError  # abstract: each game keeps its own score

    @property
    def winners(self) -> list[int]:
        """The seats that won (several on a shared win); empty until ``is_over``."""
        raise NotImplementedError  # abstract: each game decides who wins

    def random_rollout(self, rng: random.Random, trace: list[tuple[int, str]] | None = None) -> list[int]:
        """Finish the current episode (the game's round or hand) with uniformly random
        legal moves, on the game's own fast plain-data play (no events, no validation),
        and return every seat's score at its end as the game counts it (its docstring
        says which: the episode's points or the running totals). The state is not
        changed. ``trace``, if given, receives the moves as ``(seat, action)`` so tests
        can replay them through ``apply``. Search rollouts use it."""
        raise NotImplementedError  # abstract: each game's fast rollout lives in its package

    # -- seeing -----------------------------------------------------------------------

    def view(self, seat: int | None) -> ViewT:
        raise NotImplementedError  # abstract: what ``seat`` may know now (the game's TypedDict)

    def hidden_ids(self, seat: int | None) -> set[str]:
        """Card ids whose identity ``seat`` cannot know now (used by conformance tests)."""
        raise NotImplementedError  # abstract

    def redact_event(self, event: Event, seat: int | None) -> Event | None:
        """The event as ``seat`` may see it (None: not at all). Default: public."""
        return event

    def visible_log(self, seat: int | None, start: int = 0) -> list[Event]:
        """The log from ``start`` as ``seat`` may see it."""
        seen = (self.redact_event(event, seat) for event in self.log[start:])
        return [event for event in seen if event is not None]

    # -- saving and AI support --------------------------------------------------------

    def clone(self: _State) -> _State:
        """An independent copy (the RNG included)."""
        # __new__ skips seeding from the OS (a system call per clone); setstate then
        # gives the copy exactly the original's state.
        rng = random.Random.__new__(type(self.rng))
        rng.setstate(self.rng.getstate())
        return self._copy_with(rng)

    def _copy_with(self: _State, rng: random.Random) -> _State:
        """An independent copy of everything but the RNG, which is ``rng``."""
        twin = object.__new__(type(self))
        fields = twin.__dict__
        append_only = self._append_only
        for name, value in self.__dict__.items():
            if name in append_only:
                fields[name] = value.copy()
            elif name == "rng":
                fields[name] = rng
            else:
                fields[name] = copy_plain(value)
        return twin

    def determinize(self: _State, seat: int | None, rng: random.Random) -> _State:
        """A full state consistent with ``view(seat)``: hidden cards resampled.

        The world is a copy marked as a guess (it cannot be saved), with a random future
        of its own (a copied generator would foretell later deals). The game names the
        hidden places and what ``seat`` knows of them (``_holdings``); the core deals the
        hidden cards with ``deal_holdings``, which never breaks a known limit while a
        consistent deal exists; the game puts them in place (``_place_hidden``).
        """
        return self._dealt_world(seat, self._holdings(seat), rng)

    def determinizer(self: _State, seat: int | None) -> Callable[[random.Random], _State]:
        """``determinize(seat, rng)`` for many samples of this state, unchanged meanwhile
        (the search's root): what ``seat`` knows of the hidden cards is read once."""
        holdings = self._holdings(seat)
        return lambda rng: self._dealt_world(seat, holdings, rng)

    def _dealt_world(self: _State, seat: int | None, holdings: Holdings[object],
                    rng: random.Random) -> _State:
        # The world's own generator is drawn before the deal, as it always was.
        world = self._copy_with(random.Random(rng.getrandbits(64)))
        world._determinized = True
        world._place_hidden(seat, deal_holdings(holdings, rng), rng)
        return world

    def _holdings(self, seat: int | None) -> Holdings[Any]:
        """The cards hidden from ``seat``, their places (in a fixed order) and the limits
        ``seat`` knows of (shown voids, what forced plays reveal). Every game defines it."""
        raise NotImplementedError  # abstract: each game knows its hidden places

    def _place_hidden(self, seat: int | None, cards: list[Any], rng: random.Random) -> None:
        """In a determinized world, put ``cards[i]`` into hidden place ``i`` of
        ``_holdings(seat)``, and guess any other secret (e.g. predictions) with ``rng``."""
        raise NotImplementedError  # abstract: each game fills its own places

    def to_json(self) -> JsonObject:
        """Everything needed to restore this state: parameters, deal, actions, RNG."""
        if self._determinized:
            raise ValueError("a determinized state is a guess, not a game: it cannot be saved")
        version, internal, gauss = self.rng.getstate()
        return {
            "game": self.game.id,
            "format": SAVE_FORMAT,
            "players": self.players,
            "seed": self.seed,
            "options": dict(self.options),
            "deal": self.deal,
            "history": [[seat, action] for seat, action in self.history],
            "rng": [version, list(internal), gauss],
            "log_length": len(self.log),
        }


# Every game's state, as the shared layers hold it: they read its view as a mapping (through
# ``table.core.vocabulary``) and hand it actions as strings, so its action type is not theirs.
AnyState = GameState[Mapping[str, object], Any]
_State = TypeVar("_State", bound=AnyState)


class Game:
    """A game's factory: its identity, player range, options and how to start it.

    It is also the game's record in the rules layer: the shared modules read its cards
    and its moves through it (``moves``, ``card_name``, ``deck_ids``, ``all_cards``) and
    never import a game's own modules by a name built from its id."""

    def __init__(
        self,
        game_id: str,
        title: str,
        min_players: int,
        max_players: int,
        state_class: type[AnyState],
        options: Sequence[Option] = (),
        *,
        moves: Mapping[str, object],
        card_name: Callable[[str], str],
        deck_ids: Callable[[int], Sequence[str]],
        all_cards: Sequence[str],
    ) -> None:
        self.id = game_id
        self.title = title
        self.min_players = min_players
        self.max_players = max_players
        self.state_class = state_class
        self.options = tuple(options)
        self.moves = moves
        """Each action's text as the game's own move, read once (``Moves``); IllegalMove if none."""
        self.card_name = card_name
        """A card's name in the game's own words ("Bat 7")."""
        self.deck_ids = deck_ids
        """Every card a game of this many players may show."""
        self.all_cards = tuple(all_cards)
        """Every card id of the game, in its deck's order."""
        state_class.game = self

    def __repr__(self) -> str:
        return f"<Game {self.id}: {self.title}>"

    def new_state(
        self,
        players: int,
        seed: int | None = None,
        options: JsonObject | None = None,
        deal: JsonObject | None = None,
    ) -> AnyState:
        if isinstance(players, bool) or not isinstance(players, int):
            raise ValueError("players must be a whole number")
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"{self.title} takes {self.min_players} to {self.max_players} players")
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
            raise ValueError("seed must be a whole number or None")
        if deal is not None and not isinstance(deal, dict):
            raise ValueError(f"deal must be a dict, not {type(deal).__name__}")
        resolved = resolve_options(self.options, options, players)
        return self.state_class(players, seed, resolved, deal)

    def from_json(self, data: object) -> AnyState:
        """Restore a saved state by replaying it; damaged data raises ValueError.

        Every refusal is one short line naming the field, never quoting its value (a
        damaged file may hold anything, nested any depth)."""
        if not isinstance(data, dict):
            raise ValueError("a save must be a JSON object")
        if nested_deeper(data, MAX_SAVE_DEPTH):  # before anything recurses into it
            raise ValueError("the save is damaged: it is nested far too deeply")
        if data.get("game") != self.id:
            raise ValueError(f"this save is of another game, not of {self.title}")
        if data.get("format") != SAVE_FORMAT:
            raise ValueError(f"the save's format is unknown (this version reads format {SAVE_FORMAT})")
        for key in ("players", "seed", "history"):
            if key not in data:
                raise ValueError(f"the save is damaged: it has no {key}")
        history = history_pairs(data["history"])
        try:
            state = self.new_state(data["players"], data["seed"], data.get("options"), data.get("deal"))
        except (KeyError, TypeError, IndexError, AttributeError, RecursionError) as error:
            raise ValueError("the save is damaged: its deal or options cannot be used") from error
        try:
            replay(state, history)
        except IllegalMove as error:
            move = len(state.history) + 1
            raise ValueError(f"the save is damaged: its move {move} is not legal") from error
        except (KeyError, TypeError, IndexError, AttributeError, RecursionError) as error:
            raise ValueError("the save is damaged: its moves cannot be replayed") from error
        rng = data.get("rng")
        if rng is not None:
            version, internal, gauss = state.rng.getstate()
            if rng != [version, list(internal), gauss]:
                raise ValueError("the save is damaged: its random state does not match its moves")
        if data.get("log_length", len(state.log)) != len(state.log):
            raise ValueError("the save is damaged: its log does not match its moves")
        return state


def replay(state: _State, history: Sequence[tuple[int, str]]) -> _State:
    """Apply a recorded history to a fresh state, skipping the game's own moves.

    Moves a game makes by itself are recorded in ``history`` too; after each applied
    move the state's history must be a prefix of the recording, and the automatic
    moves it added are skipped over.
    """
    done = len(state.history)
    if list(history[:done]) != state.history:
        raise IllegalMove("the recording does not start the way this game does")
    while done < len(history):
        seat, action = history[done]
        state.apply(seat, action)
        done = len(state.history)
        if list(history[:done]) != state.history:
            raise IllegalMove(f"the game's own moves differ from the recording after move {done}")
    return state


_ID_TOKEN = re.compile(r"[A-Za-z0-9-]+")


def find_ids(text: str, ids: Iterable[str]) -> list[str]:
    """Which of ``ids`` occur in ``text`` as whole ids (``bat-1`` is not in ``bat-12``)."""
    tokens = set(_ID_TOKEN.findall(text))
    return sorted(card_id for card_id in set(ids) if card_id in tokens)
