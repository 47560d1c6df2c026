"""Game options: what each game accepts in ``new_state(options=...)``, with defaults.

A game declares its options as :class:`Option` records; :func:`resolve_options`
checks a caller's dict against them and fills in defaults, raising ``ValueError``
naming the offending key. The setup screen reads the same records to offer choices.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from table.core.errors import field_name
from table.core.vocabulary import JsonObject

OptionValue = bool | int | str | list[str] | None  # an option's value, as a save or the setup holds it


@dataclass(frozen=True)
class Option:
    """One game option.

    ``kind`` is ``"int"``, ``"bool"``, ``"seat"`` (a seat number or None for "by
    seed") or ``"choice"``/``"list"``. ``default`` may be a callable taking the
    player count, for defaults that depend on it (Royal's ``lose_at``).
    """

    name: str
    label: str
    kind: str
    default: OptionValue | Callable[[int], OptionValue] = None
    minimum: int | None = None
    maximum: int | None = None
    choices: Sequence[OptionValue] = field(default_factory=tuple)
    check: Callable[[object, int], str | None] | None = None  # sees the value as given
    # What the setup offers someone who has not chosen yet, by player count (Snow's
    # shorter first game), instead of ``default``; and a value in words for the setup.
    first: Callable[[int], OptionValue] | None = None
    words: Callable[[OptionValue, int], str] | None = None

    def first_for(self, players: int) -> OptionValue:
        """The value a new player is offered first (``first``, else the default)."""
        return self.first(players) if self.first is not None else self.default_for(players)

    def default_for(self, players: int) -> OptionValue:
        return self.default(players) if callable(self.default) else self.default

    def validate(self, value: object, players: int) -> object:
        """Return the value if it is acceptable, else raise ValueError."""
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise ValueError(f"option {self.name!r} must be true or false")
        elif self.kind in ("int", "seat"):
            if self.kind == "seat" and value is None:
                return None
            if isinstance(value, bool) or not isinstance(value, int):
                raise ValueError(f"option {self.name!r} must be a whole number")
            low = 0 if self.kind == "seat" else self.minimum
            high = players - 1 if self.kind == "seat" else self.maximum
            if (low is not None and value < low) or (high is not None and value > high):
                raise ValueError(f"option {self.name!r} must be between {low} and {high}")
        elif self.kind == "choice" and value not in self.choices:
            raise ValueError(f"option {self.name!r} must be one of {', '.join(map(str, self.choices))}")
        if self.check is not None:
            problem = self.check(value, players)
            if problem:
                raise ValueError(f"option {self.name!r}: {problem}")
        return value


def resolve_options(
    declared: Sequence[Option], given: Mapping[str, object] | None, players: int
) -> JsonObject:
    """Check ``given`` against ``declared`` and return every option with its value."""
    if given is not None and not isinstance(given, Mapping):
        raise ValueError(f"options must be a dict, not {type(given).__name__}")
    given = dict(given or {})
    known = {opt.name: opt for opt in declared}
    unknown = sorted(set(given) - set(known))
    if unknown:
        name = field_name(unknown[0])
        which = f"unknown option {name}" if name else "an option this game does not know"
        raise ValueError(f"{which}; known options: {', '.join(sorted(known)) or 'none'}")
    resolved: JsonObject = {}
    for opt in declared:
        value = given[opt.name] if opt.name in given else opt.default_for(players)
        resolved[opt.name] = opt.validate(value, players) if opt.name in given else value
    return resolved
