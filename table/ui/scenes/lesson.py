"""Learn to play: a guided first game at the real table, with the coach beside it.

A ``LessonScene`` is the table scene on a lesson's fixed deal (``table.learn``): the
student's seat is the only human, every move they make goes to the ``Coach`` instead
of the controller, and the coach's bubble (``table.ui.coach``) says what the move
teaches and rings what it names. The taught move is played ("Well played!"); another
legal move is explained and either played or taken back for a retry, as the step
says; an illegal one gets the rules' own reason and changes nothing. The computer's
replies come with the student's move and are animated like any other. The lesson
state is never saved and never counted. At the lesson's end (that hand's scoring) the
``LessonEnd`` box shows the scores and offers "Play a real game", or first the lesson's
next part on a deal of its own (Munch's forehead round, played after its four-card hand).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from table.core import IllegalMove
from table.core.i18n import N_
from table.core.words import Words
from table.learn import Coach, lesson_for
from table.ui import coach as coach_draw
from table.ui import gfx, layout, speech
from table.ui.controller import Match, SeatPlan
from table.ui.intents import Intent
from table.ui.scene import Scene, soonest
from table.ui.scenes.table import TableScene
from table.ui.speech import words as spoken
from table.ui.tables.context import TableContext, TableFrame
from table.ui.widgets import Button, FocusList, Shown

if TYPE_CHECKING:
    from table.ui.host import Host


def lesson_match(coach: Coach) -> Match:
    """The table's match around the coach's state: one human, no store (never saved)."""
    lesson = coach.lesson
    plans = [
        SeatPlan("human" if seat == lesson.student else "ai", name, lesson.levels[seat] or "normal")
        for seat, name in enumerate(lesson.names)
    ]
    return Match(lesson.game_id, plans, dict(lesson.options), lesson.seed, state=coach.state)


class LessonScene(TableScene):
    offers_help = False  # the coach is the help: no hint, undo or recap buttons
    def __init__(self, app: Host, game_id: str, part: int = 0) -> None:
        self.part = part  # which of the lesson's parts (``Lesson.parts``): Munch's forehead round is 1
        self.coach = Coach(lesson_for(game_id).said().parts()[part])
        self.lesson = self.coach.lesson
        super().__init__(app, lesson_match(self.coach), animate_start=False)
        self.names.me = self.lesson.student  # the table's sentences address the student as "you"
        self.reply = ""
        self.reply_good = True
        self.show_intro = True
        # At a small window in a long language the coach's words may not fit its box at
        # once: they come in pages (``coach.pages``: the welcome alone, then the step's
        # sentences), and Space or a click on the box turns to the next page.
        self.page = 0
        self.more_pages = False  # as last drawn: a page follows the one shown
        self.shown_blocks: list[str] = []  # as last drawn: the box's words on the page shown
        self.bubble_box: layout.Rect = (0.0, 0.0, 0.0, 0.0)  # as last drawn: the coach's box
        self._paged: tuple[str, ...] = ()
        self._table_drawn = gfx.DrawProbe()  # what the table drew this frame, under the coach
        self._settled: tuple[object, list[layout.Rect]] = ((), [])  # the words shown, the table then
        self.ended = False
        self.clock = 0.0
        self._asked: tuple[object, float] = (None, 0.0)  # the move asked for, and since when
        self._step_focused: tuple[object, ...] = ()
        # The words on screen: the next step's words wait until the moves before it have
        # been shown, so the coach never talks about a card the table has not played yet.
        self.shown_bubble = self.coach.bubble()
        self.said_bubble = ""  # the coach's words last spoken (each step's once, as they appear)
        self.animator.deal_from_scratch(self.match.state.visible_log(self.match.viewer, 0))

    # -- the student's moves go to the coach ------------------------------------------------

    def _play(self, seat: int, action: str) -> None:
        state = self.match.state
        start = len(state.log)
        answer = self.coach.answer(action)
        if answer.outcome == "illegal":
            raise IllegalMove(answer.message)
        self.show_intro = False
        self.reply = answer.message
        if answer.message:
            speech.say(answer.message, interrupt=True)
        self.reply_good = answer.outcome == "taught"
        if answer.played:
            self._your_turn_played = False
            # The reply (if any) while the moves fly, and the next words once they land.
            words = "" if answer.message else self.shown_bubble.words
            self.shown_bubble = replace(self.shown_bubble, words=words, points_at=(), teach=None)
            self.animate(self._shown_events(start), start)
        else:
            self.shown_bubble = self.coach.bubble()

    def _shown_events(self, start: int) -> list[dict[str, object]]:
        """The events since ``start`` the student may see, up to the lesson's end event
        (after which the table stays as it is: the next deal is not the lesson's)."""
        events = self.match.state.visible_log(self.match.viewer, start)
        for index, event in enumerate(events):
            if event.get("type") == self.lesson.ends_on:
                self.animator.settles = False
                return events[: index + 1]
        return events

    # -- scene ------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.clock += dt
        self._update(dt)
        asked = (self.actor(), self.shown_bubble)
        if asked != self._asked[0]:  # a new move asked for: the rings breathe again
            self._asked = (asked, self.clock)

    def _update(self, dt: float) -> None:
        if not self.run_animations(dt):
            return
        self.shown_bubble = self.coach.bubble()
        self.say_coach()
        if self.coach.finished:
            if not self.ended:
                self.ended = True
                self.app.push(LessonEnd(self.app, self))
            return
        if self.actor() is not None:
            self.input.keep_focus(self.context())  # never on an illegal card
            self._focus_taught_move()
            if not self._your_turn_played:
                self._your_turn_played = True
                self.app.sounds.play("your_turn")

    def say_coach(self) -> None:
        """The coach's words aloud as they appear (the lesson's welcome before the first)."""
        bubble = self.shown_bubble
        if bubble.words == self.said_bubble or self.coach.finished:
            return
        if not self.said_bubble and self.show_intro:
            speech.say(self.lesson.intro)
        self.said_bubble = bubble.words
        speech.say(spoken.coach(bubble.step, bubble.steps, bubble.words))
        if self.actor() is not None:  # then the focus, on the move asked for: what to press comes last
            self.voice.focus = None
            self.input.keep_focus(self.context())
            self._focus_taught_move()
            self.voice.follow_focus(self.context())

    def _focus_taught_move(self) -> None:
        """The keyboard focus starts on the card or button the step teaches, and again
        at each stage of a move made in parts (Royal's card, then seat, then claim;
        Dragon's three cards to pass, then Confirm), so Enter does what the coach asks."""
        bubble = self.shown_bubble
        frame = self.frame()
        stage = (self.coach.step_index, tuple(frame.buttons), tuple(sorted(self.input.selection)))
        if bubble.teach is None or self._step_focused == stage:
            return
        self._step_focused = stage
        index = self.taught_place(bubble.teach)
        if index is not None:
            self.focus = index
            self.voice.follow_focus(self.context())

    def taught_place(self, teach: str) -> int | None:
        """Where in the focus order (hand, then buttons) the next part of ``teach`` is."""
        frame = self.frame()
        hand = list(frame.hand)
        for place, (_, action) in enumerate(frame.buttons):  # the whole move, or its next part
            whole = action is not None and set(action.split()) == set(teach.split())
            if action is not None and (whole or f" {action} " in f" {teach} "):
                return len(hand) + place
        named = [card for card in teach.split() if card in hand and card not in self.input.selection]
        if named:  # the next card of the move not chosen yet
            return hand.index(named[0])
        rings = coach_draw.targets(self.context(frame), [], [teach])
        rects = [*frame.hand_rects, *frame.button_rects]
        return rects.index(rings[0]) if rings and rings[0] in rects else None

    def handle(self, intent: Intent) -> None:
        if intent.kind == "back":
            self.open_pause()
            return
        if self.more_pages and (intent.kind == "skip" or (intent.kind == "click" and layout.contains(
                coach_draw.bubble_rect(self.context()), intent.pos))):
            self.page, self.more_pages = self.page + 1, False  # the next page of the coach's words
            if intent.kind == "click":
                return
        super().handle(intent)

    def context(self, frame: TableFrame | None = None) -> TableContext:
        """The table's, with the band at the side column's foot the game draws in (Royal's
        own critters, pushed there by the decision buttons), which the coach's box keeps above."""
        ctx = super().context(frame)
        return replace(ctx, side_foot=self.presenter.side_foot(ctx))

    def wake_in(self) -> float | None:
        """The coach's rings breathe a few times when the student is asked for a move: the
        next frame is due when they change size; then they rest."""
        own = super().wake_in()
        if own == 0.0 or self.actor() is None or not self.shown_bubble.points_at:
            return own
        return soonest(own, coach_draw.next_ring_change(self.clock - self._asked[1]))

    def draw(self, surface: pygame.Surface) -> None:
        """The table, noting what it drew: the coach's pointer keeps clear of all of it."""
        with gfx.DrawProbe(surface) as drawn:
            self._table_drawn = drawn
            super().draw(surface)

    def draw_over(self, surface: pygame.Surface, ctx: TableContext) -> None:
        bubble = self.shown_bubble
        rings = coach_draw.lesson_rings(ctx, self.shown_trick, bubble.points_at, bubble.teach) \
            if ctx.actor is not None else []
        pulse = coach_draw.pulse_at(self.clock - self._asked[1])
        intro = self.lesson.intro if self.show_intro else ""
        if (intro, self.reply, bubble.words) != self._paged:  # new words: their first page
            self._paged, self.page = (intro, self.reply, bubble.words), 0
        pages = coach_draw.pages(ctx, intro, self.reply, bubble.words, READ_ON())
        intro, reply, words = pages[min(self.page, len(pages) - 1)]
        self.more_pages = self.page < len(pages) - 1
        more = READ_ON() if self.more_pages else ""
        self.shown_blocks = [*(text for text in (intro, reply) if text), words, *([more] if more else [])]
        shown = replace(bubble, words=words)
        drawn = [(float(r.x), float(r.y), float(r.w), float(r.h)) for r in self._table_drawn.rects]
        # Where the box goes is chosen from the table as it stood when these words came
        # (not from cards flying past while they show: the box stays put).
        said = (intro, reply, words, more, surface.get_size(), gfx.ui_scale())
        if said != self._settled[0]:
            self._settled = (said, drawn)
        self.bubble_box = coach_draw.draw_bubble(
            surface, ctx, shown, intro, reply, self.reply_good, rings, pulse, more, drawn, self._settled[1])


READ_ON = Words("Space, or a click here: read on")  # under a page of the coach's words another follows


LESSON_COMPLETE = Words("Lesson complete: {game}")
WELL_DONE = Words("Well done: {part}")  # the end of a lesson's part that another follows
GO_ON = Words("Go on: {part}")


class LessonEnd(Scene):
    """The lesson's last word: the hand's scores, then a real game, the lesson again, or the title."""

    opaque = False

    def __init__(self, app: Host, lesson: LessonScene) -> None:
        super().__init__(app)
        self.lesson = lesson
        game_id = lesson.lesson.game_id
        # A finished lesson, however it was started (the title, or a game's setup),
        # answers the title's "New to these games?" offer: it is not shown again.
        if not app.settings.learn_offered:
            app.settings.learn_offered = True
            app.settings_changed()
        parts = lesson_for(game_id).said().parts()
        self.last_part = lesson.part + 1 >= len(parts)
        self.whole_title = parts[0].title
        go_on = Button(N_("Play a real game"), lambda: self._go(app.routes.setup(game_id)))
        if not self.last_part:  # the next part of the lesson first (Munch's forehead round)
            following = lesson.part + 1
            label = Shown(GO_ON(part=parts[following].title))
            go_on = Button(label, lambda: self._go(LessonScene(app, game_id, following)))
        self.buttons = [
            go_on,
            Button(N_("Take the lesson again"), lambda: self._go(app.routes.lesson(game_id))),
            Button(N_("Back to the title"), lambda: self._go(None)),
        ]
        self.focus = FocusList(self.buttons)
        self.place()

    def spoken_intro(self) -> list[str]:
        lesson = self.lesson
        if self.last_part:
            return [spoken.lesson_complete(self.whole_title, lesson.lesson.ending, lesson.coach.score_line())]
        return [spoken.lesson_part_done(lesson.lesson.title, lesson.lesson.ending, lesson.coach.score_line())]

    def _go(self, scene: Scene | None) -> None:
        self.app.stack.reset(self.app.routes.title())
        if scene is not None:
            self.app.push(scene)

    def box(self) -> tuple[float, float, float, float]:
        w, h = self.app.size
        return (w * 0.1, h * 0.12, w * 0.8, h * 0.76)

    def _buttons_top(self) -> float:
        _, y, _, bh = self.box()
        return y + bh - self.app.size[1] * 0.11

    def place(self) -> None:
        x, _, bw, _ = self.box()
        _, h = self.app.size
        width = bw * 0.29
        gap = (bw - 3 * width) / 4
        for index, button in enumerate(self.buttons):
            button.rect = (x + gap + index * (width + gap), self._buttons_top(), width, h * 0.075)

    def handle(self, intent: Intent) -> None:
        self.place()
        if intent.kind == "back":
            self._go(None)
            return
        self.focus.handle(intent)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = self.app.size
        x, y, bw, bh = self.box()
        gfx.shade(surface, 150)
        gfx.panel(surface, (x, y, bw, bh), radius=round(h * 0.02))
        title = self.lesson.lesson.title
        done = LESSON_COMPLETE(game=self.whole_title) if self.last_part else WELL_DONE(part=title)
        gfx.draw_text(
            surface, done, round(h * 0.05), (w / 2, y + h * 0.06),
            gfx.ACCENT, bold=True, anchor="center", max_width=bw * 0.9,
        )
        coach = self.lesson.coach
        blocks = ((self.lesson.lesson.ending, gfx.INK), (coach.score_line(), gfx.GOOD))
        top = y + h * 0.13
        pictured = self.picture_rects()
        floor = self._buttons_top()
        if pictured:  # the words end above the picture's captions
            floor = pictured[0][1][1] - gfx.line_height(self._caption_px())
        room = floor - h * 0.02 - top
        px = round(h * 0.03)
        # Lines a line of the font apart; the size shrinks until all of it clears the buttons.
        while px > gfx.MIN_TEXT_PX and self._text_height(blocks, px, bw * 0.84) > room:
            px -= 1
        line = max(px * 1.35, gfx.line_height(px))
        for text, colour in blocks:
            for words in gfx.wrap(text, px, bw * 0.84):
                gfx.draw_text(surface, words, px, (x + bw * 0.08, top), colour, max_width=bw * 0.84)
                top += line
            top += px * 0.6
        game_id = self.lesson.lesson.game_id
        for (caption, card), rect in pictured:
            name = self.lesson.presenter.card_name(card) if card else ""
            gfx.draw_card(surface, game_id, card, rect, name)
            at = (rect[0] + rect[2] / 2, rect[1] - h * 0.004)
            gfx.draw_text(surface, caption, self._caption_px(), at, gfx.DIM_INK, anchor="midbottom",
                          max_width=rect[2] * 1.9)
        self.focus.draw(surface)

    def _caption_px(self) -> int:
        return round(self.app.size[1] * 0.024)

    def picture_rects(self) -> list[tuple[tuple[str, str | None], tuple[float, float, float, float]]]:
        """The lesson's picture (``Lesson.picture``): a row of cards over the buttons, each
        under its caption; the words above shrink to leave it room."""
        picture = self.lesson.lesson.picture
        if not picture:
            return []
        w, h = self.app.size
        card_h = h * 0.15
        card_w = card_h * 0.714
        step = card_w * 2.1
        bottom = self._buttons_top() - h * 0.02
        left = w / 2 - (step * (len(picture) - 1) + card_w) / 2
        top = bottom - card_h
        return [(item, (left + index * step, top, card_w, card_h)) for index, item in enumerate(picture)]

    @staticmethod
    def _text_height(blocks: tuple[tuple[str, gfx.Colour], ...], px: int, width: float) -> float:
        line = max(px * 1.35, gfx.line_height(px))
        return sum(len(gfx.wrap(text, px, width)) * line + px * 0.6 for text, _ in blocks)
