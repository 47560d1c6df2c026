"""The coach: plays a lesson on the real rules engine, one student decision at a time.

``Coach(lesson)`` deals the lesson's fixed cards and plays the computer's seats up to
the student's first decision. The table then shows ``bubble()`` (the words, what they
point at) and hands every move the student makes to ``answer(action)``:

- the taught move is played and the lesson moves on;
- another legal move gets the step's explanation, and is either played ("stand") or
  taken back for a retry ("retry"), as the step says;
- an illegal move gets the engine's own reason, and nothing changes.

The computer's seats play the lesson's frozen ``ai_moves``. Should the game ever leave
that script (a step that lets a different move stand and changes what follows), the
computer falls back to its Normal heuristic and the remaining steps that no longer fit
are dropped, so a lesson always reaches its end; ``on_script`` says whether that
happened (the lesson tests require it never does). The lesson ends at its
``ends_on`` event, with the hand's scoring.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Literal

from table.ai import choose, make_agent
from table.ai.agent import Agent
from table.core import AnyState, Event, IllegalMove
from table.core.words import LIST_SEPARATOR, Names, Words
from table.games import get_game
from table.games import words as said
from table.learn.lesson import Lesson, Step

LESSON_OVER = Words("The lesson is over: play a real game next!")
WELL_PLAYED = Words("Well played!")
TRY_AGAIN = Words("{explanation} Try again?")
LET_IT_STAND = Words("{explanation} We'll let it stand.")
SCORE_LINE = Words("{label}: {scores}.")  # "Scores: you 30, Mildred 10, Bones -10."

Outcome = Literal["taught", "stood", "retry", "illegal", "free"]
MAX_AI_MOVES = 2_000  # a safety net: a lesson never needs this many computer moves in a row


@dataclass(frozen=True)
class Bubble:
    """What the coach says now and what it points at."""

    words: str
    points_at: tuple[str, ...] = ()
    teach: str | None = None  # the move asked for, if any
    step: int = 0  # 1-based number of the coached step (0: none)
    steps: int = 0


@dataclass(frozen=True)
class Answer:
    """The coach's reply to one student move."""

    outcome: Outcome
    message: str
    events: list[Event] = field(default_factory=list)  # the student's move and the replies

    @property
    def played(self) -> bool:
        """Whether the move was played (the table animates ``events``)."""
        return self.outcome in ("taught", "stood", "free")


class Coach:
    """Runs one lesson; see the module docstring."""

    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        game = get_game(lesson.game_id)
        self.state: AnyState = game.new_state(
            players=lesson.players,
            seed=lesson.seed,
            options=dict(lesson.options) or None,
            deal=copy.deepcopy(dict(lesson.deal)),
        )
        self.step_index = 0
        self.moves = 0  # student decisions answered, including retries
        self.on_script = True
        # The step dropped because its taught move stopped being legal, and the moves
        # that were legal then (what a broken lesson's report names).
        self.dropped: tuple[int, list[str]] | None = None
        self._ai_index = 0
        self._start = len(self.state.log)
        self._agents: dict[int, Agent] = {}
        self.opening_events = self._play_computer()

    # -- where the lesson is ----------------------------------------------------------

    @property
    def finished(self) -> bool:
        if self.state.is_over:
            return True
        return any(event["type"] == self.lesson.ends_on for event in self.state.log[self._start :])

    @property
    def step(self) -> Step | None:
        """The coached step waiting for the student (None in free play or at the end)."""
        if self.finished or self.step_index >= len(self.lesson.steps):
            return None
        return self.lesson.steps[self.step_index]

    @property
    def scripted_moves_left(self) -> int:
        """The computer's scripted moves not played (yet)."""
        return len(self.lesson.ai_moves) - self._ai_index

    def legal_actions(self) -> list[str]:
        return self.state.legal_actions(self.lesson.student)

    def bubble(self) -> Bubble:
        total = len(self.lesson.steps)
        if self.finished:
            return Bubble(f"{self.lesson.ending} {self.score_line()}", ("score pad",))
        step = self.step
        if step is None:
            return Bubble(self.lesson.free_words, ("hand",))
        return Bubble(step.words, step.points_at, step.teach, self.step_index + 1, total)

    def score_line(self) -> str:
        names = Names(self.lesson.names, me=self.lesson.student)
        parts = [said.SEAT_SCORE(names, seat, score=score) for seat, score in enumerate(self.state.scores)]
        return SCORE_LINE(label=self.lesson.score_label, scores=LIST_SEPARATOR().join(parts))

    def suggestion(self) -> str:
        """The move the coach wants now: the taught one, or in free play the Normal
        heuristic's choice for the student (what a scripted student follows)."""
        step = self.step
        if step is not None:
            return step.teach
        agent = make_agent(self.lesson.game_id, "normal", seed=self.lesson.seed)
        return choose(agent, self.state, self.lesson.student)

    # -- the student's moves ----------------------------------------------------------

    def answer(self, action: str) -> Answer:
        """The coach's reply to the student trying ``action``; see the module docstring."""
        if self.finished:
            return Answer("illegal", LESSON_OVER())
        self.moves += 1
        canonical = self._canonical(self.lesson.student, action)
        if isinstance(canonical, IllegalMove):  # the rules' reason, in the language spoken now
            return Answer("illegal", canonical.said(Names(self.lesson.names, me=self.lesson.student)))
        step = self.step
        if step is None:
            return Answer("free", "", self._play(canonical))
        if canonical == step.teach:
            self.step_index += 1
            return Answer("taught", WELL_PLAYED(), self._play(canonical))
        explanation = step.explain(canonical)
        if step.on_other == "retry":
            return Answer("retry", TRY_AGAIN(explanation=explanation))
        self.step_index += 1
        events = self._play(canonical)
        self._drop_steps_that_no_longer_fit()
        return Answer("stood", LET_IT_STAND(explanation=explanation), events)

    def _canonical(self, seat: int, action: str) -> str | IllegalMove:
        """The listed spelling of ``seat``'s legal ``action``, or the engine's refusal."""
        if action in self.state.legal_actions(seat):
            return action
        trial = self.state.clone()
        try:
            trial.apply(seat, action)
        except IllegalMove as refusal:
            return refusal
        return trial.history[-1][1]

    def _play(self, action: str) -> list[Event]:
        events = self.state.apply(self.lesson.student, action)
        return events + self._play_computer()

    def _drop_steps_that_no_longer_fit(self) -> None:
        step = self.step
        if step is not None and self._student_to_act() and step.teach not in self.legal_actions():
            self.dropped = (self.step_index, self.legal_actions())
            self.on_script = False
            self.step_index = len(self.lesson.steps)

    # -- the computer's seats ---------------------------------------------------------

    def _student_to_act(self) -> bool:
        return self.lesson.student in self.state.turn

    def _play_computer(self) -> list[Event]:
        """Play the computer's seats until the student must act or the lesson ends."""
        events: list[Event] = []
        for _ in range(MAX_AI_MOVES):
            if self.finished:
                return events
            computers = [seat for seat in self.state.turn if seat != self.lesson.student]
            if not computers:
                self._drop_steps_that_no_longer_fit()
                return events
            seat, action = self._computer_move(computers)
            events.extend(self.state.apply(seat, action))
        raise RuntimeError(f"the {self.lesson.game_id} lesson never reaches the student")

    def _computer_move(self, computers: list[int]) -> tuple[int, str]:
        script = self.lesson.ai_moves
        if self.on_script and self._ai_index < len(script):
            seat, action = script[self._ai_index]
            canonical = self._canonical(seat, action) if seat in computers else None
            if isinstance(canonical, str):
                self._ai_index += 1
                return seat, canonical
            self.on_script = False
        elif self.on_script and self.step is not None:
            self.on_script = False  # out of scripted moves with steps still to come
        seat = computers[0]
        if seat not in self._agents:
            self._agents[seat] = make_agent(self.lesson.game_id, "normal", seed=self.lesson.seed + seat)
        return seat, choose(self._agents[seat], self.state, seat)
