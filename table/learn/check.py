"""Scripted students that play a lesson to its end: the lesson tests and the
``spooky-table tutorial --check`` command both use them.

``follow(lesson)`` plays every move the coach asks for. ``deviate(lesson)`` first tries
another legal move at every coached step (one the step explains, when it names any),
so every explanation is exercised: where the coach invites a retry it then plays the
taught move, and where it lets the move stand the lesson goes on from there. Both
return a ``Run``; ``problems(lesson)`` lists everything wrong with a lesson's data
against the current rules engine (empty when the lesson is sound).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from table.learn.coach import Coach
from table.learn.lesson import UI_TARGETS, Lesson

MAX_MOVES = 500  # far more than any lesson needs: a lesson that runs on is broken


@dataclass
class Run:
    """What a scripted student saw: decisions answered, outcomes, and the end."""

    moves: int = 0
    steps_taught: int = 0
    outcomes: list[str] = field(default_factory=list)
    finished: bool = False
    on_script: bool = True
    ending: str = ""


def _finish(coach: Coach, run: Run) -> Run:
    run.moves = coach.moves
    run.finished = coach.finished
    run.on_script = coach.on_script
    run.ending = coach.bubble().words
    return run


def follow(lesson: Lesson) -> Run:
    """A student who always plays the move the coach asks for."""
    coach = Coach(lesson)
    run = Run()
    while not coach.finished and coach.moves < MAX_MOVES:
        answer = coach.answer(coach.suggestion())
        run.outcomes.append(answer.outcome)
        run.steps_taught += answer.outcome == "taught"
    return _finish(coach, run)


def deviate(lesson: Lesson, choice: int = 0) -> Run:
    """A student who tries another legal move at every coached step first.

    ``choice`` picks which of the other moves (cycling through them), so a test can
    try each alternative a "stand" step allows.
    """
    coach = Coach(lesson)
    run = Run()
    while not coach.finished and coach.moves < MAX_MOVES:
        step = coach.step
        if step is None:
            run.outcomes.append(coach.answer(coach.suggestion()).outcome)
            continue
        legal = [action for action in coach.legal_actions() if action != step.teach]
        # After a move a step let stand, an explained move may no longer be legal.
        alternatives = [action for action in step.others if action in legal] or legal
        if not alternatives:  # a forced step: nothing to deviate to
            answer = coach.answer(step.teach)
        else:
            answer = coach.answer(alternatives[choice % len(alternatives)])
            if answer.outcome == "retry":
                run.outcomes.append(answer.outcome)
                answer = coach.answer(step.teach)
        run.outcomes.append(answer.outcome)
        run.steps_taught += answer.outcome == "taught"
    return _finish(coach, run)


def problems(lesson: Lesson) -> list[str]:
    """Everything in ``lesson`` the current rules engine disagrees with."""
    found: list[str] = []
    deck = _deck_ids(lesson)
    if len(lesson.levels) != lesson.players:
        found.append("levels must name one AI level per seat")
    coach = Coach(lesson)
    for number, step in enumerate(lesson.steps, start=1):
        if coach.dropped is not None and coach.dropped[0] == number - 1:
            legal = coach.dropped[1]
            found.append(f"step {number}: the taught move {step.teach!r} is not legal ({', '.join(legal)})")
            break
        if coach.finished or coach.step is not step:
            found.append(f"step {number} is never reached")
            break
        legal = coach.legal_actions()
        for action in step.others:
            if action not in legal or action == step.teach:
                found.append(f"step {number}: the explained move {action!r} is not another legal move")
        for target in step.points_at:
            if target not in deck and target not in legal and target not in UI_TARGETS:
                found.append(f"step {number}: points at {target!r}, which is no card, move or target")
        coach.answer(step.teach)
    if not found:
        while not coach.finished and coach.moves < MAX_MOVES:
            coach.answer(coach.suggestion())
        if not coach.finished:
            found.append(f"the lesson does not reach its {lesson.ends_on!r} event")
        if not coach.on_script:
            found.append("the computer's scripted moves stopped fitting the game")
        if coach.scripted_moves_left:
            found.append("some scripted computer moves are never played")
    return found


def _deck_ids(lesson: Lesson) -> set[str]:
    """The card ids a step may point at: every card of the deal."""
    cards: set[str] = set()
    for key in ("hands", "enhancements", "penalty"):
        entries = lesson.deal.get(key, [])
        for entry in entries if isinstance(entries, list) else ():
            cards |= {entry} if isinstance(entry, str) else {card for card in entry if isinstance(card, str)}
    return cards
