"""A lesson as data: a fixed deal, the AI seats' moves, and the coach's steps.

A ``Lesson`` is one short guided game (one hand or round) on a fixed deal. The
student sits at ``student``; every other seat is the computer, playing the moves in
``ai_moves`` in order (frozen in the data, so a change to the AI's heuristics cannot
change the lesson). Each of the student's decisions has a ``Step``: the coach's words,
what they point at, the move they teach, and for another legal move why the taught
one is better and whether the coach lets it stand or invites a retry. After the last
step the student finishes the hand alone (``free_words``), the computer answering
with its Normal heuristic, until the lesson's end event (the hand's scoring).

Targets a step points at are card ids, legal actions, or one of ``UI_TARGETS``: names
the table maps to its own widgets.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Literal

from table.core.i18n import N_, _

# Named parts of a table the coach may point at; the table maps each to a widget.
UI_TARGETS = frozenset(
    {
        "hand",
        "trick",
        "score pad",
        "prediction buttons",
        "trump suit",
        "claim buttons",
        "judge buttons",
        "peek button",
        "seat picker",
        "penalty pile",
        "fronts",
        "score track",
        "show",
        "enhancement",
        "done button",
        "battle",
        "pass area",
        "colour picker",
        "points",
    }
)

OnOther = Literal["retry", "stand"]


@dataclass(frozen=True)
class Step:
    """One decision of the student's, as the coach guides it."""

    idea: str  # the rule it teaches, in a few words ("following suit")
    words: str  # the coach bubble
    teach: str  # the taught action, in the game's notation
    why: str  # why the taught move beats any other legal move
    points_at: tuple[str, ...] = ()
    # Explanations for particular other moves (each must be legal at this step).
    others: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    on_other: OnOther = "retry"

    def explain(self, action: str) -> str:
        """Why the taught move is better than ``action`` (another legal move)."""
        return self.others.get(action, self.why)

    def said(self) -> Step:
        """This step in the language spoken now."""
        others = MappingProxyType({action: _(text) for action, text in self.others.items()})
        return replace(self, words=_(self.words), why=_(self.why), others=others)


@dataclass(frozen=True)
class Lesson:
    """One game's guided first game; see the module docstring."""

    game_id: str
    title: str
    names: tuple[str, ...]  # one per seat; the student's is "You"
    levels: tuple[str, ...]  # the AI level shown for each seat ("" for the student)
    deal: Mapping[str, object]
    intro: str
    steps: tuple[Step, ...]
    ai_moves: tuple[tuple[int, str], ...]
    free_words: str  # the bubble once the coached steps are done
    ending: str  # said with the hand's scoring
    ends_on: str  # the event type that closes the lesson
    covers: tuple[str, ...]  # the rules it teaches, for docs/UI.md
    student: int = 0
    score_label: str = N_("Scores")  # what the ending calls the engine's scores
    seed: int = 1
    options: Mapping[str, object] = field(default_factory=lambda: MappingProxyType({}))
    # Cards the end box shows in a row, each under its caption (None: a card face down),
    # for what the lesson only tells (Munch's forehead round, as the student would see it).
    picture: tuple[tuple[str, str | None], ...] = ()
    # A second part played after this one's end, on a deal of its own (Munch's forehead
    # round, which only a real game's first hand deals): the end box leads on to it.
    then: Lesson | None = None

    @property
    def players(self) -> int:
        return len(self.names)

    def parts(self) -> tuple[Lesson, ...]:
        """This lesson and the parts that follow it, in order."""
        return (self, *(self.then.parts() if self.then is not None else ()))

    def said(self) -> Lesson:
        """This lesson in the language spoken now: every word the student reads (the
        catalogue's extractor finds the same fields, ``tools/i18n.py`` ``LESSON_TEXT``)."""
        return replace(
            self,
            title=_(self.title),  # a part's ("The forehead round"); a game's name stays as it is
            names=tuple(_(name) for name in self.names),
            intro=_(self.intro),
            steps=tuple(step.said() for step in self.steps),
            free_words=_(self.free_words),
            ending=_(self.ending),
            score_label=_(self.score_label),
            picture=tuple((_(caption), card) for caption, card in self.picture),
            then=self.then.said() if self.then is not None else None,
        )
