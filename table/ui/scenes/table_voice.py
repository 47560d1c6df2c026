"""What the table says aloud (issue 34): events as they are shown, focus, prompts, reviews.

- **Events**: the animator calls ``shown`` as each event's animation reveals it, so the
  lines come in the table's order and never before the table shows them; the words are
  the game log's (``Presenter.describe``). In hot-seat the room hears only what is
  public: each event is read as the log shows it to nobody (``redact_event(..., None)``).
- **Focus**: each change of the keyboard's focus says the card (or button), whether it
  can be played and, if not, why (the rules' own reason, ``Match.explain``).
- **Prompt**: what to do now, said when it changes and the table is still.
- **Review keys** (F2–F9): the hand by suit with counts, the cards on the table, the
  scores, whose turn and what is asked, the last trick, the last line again, what the
  other seats show, Batwalk's runway.

Everything goes through ``speech.say``; with speech off nothing is worked out or sent.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from table.core.vocabulary import Event, View
from table.ui import speech
from table.ui.speech import words

if TYPE_CHECKING:
    from table.ui.intents import Intent
    from table.ui.scenes.table_seen import TableSeen
    from table.ui.tables.context import TableContext

REVIEWS = ("hand", "table", "scores", "turn", "last", "repeat", "seats", "track")


def suit_and_rank(name: str) -> tuple[str, str]:
    """ "Bat 7" -> ("Bat", "7"); a card with no number is its own suit ("Vanquish", "")."""
    head, _, tail = name.rpartition(" ")
    return (head, tail) if head and tail.isdigit() else (name, "")


class TableVoice:
    def __init__(self, scene: TableSeen) -> None:
        self.scene = scene
        scene.animator.on_shown = self.shown
        self.prompt = ""
        self.focus: tuple[int, str | None, str] | None = None
        self.keyed = False  # a key or the mouse moved the focus since the last frame

    # -- events, as the animator reveals them -------------------------------------------

    def shown(self, event: Event, index: int) -> None:
        if not speech.SPEAKER.enabled:
            return
        match = self.scene.match
        if match.hot_seat:
            log = match.state.log
            if not 0 <= index < len(log):
                return
            public = match.state.redact_event(log[index], None)
            if public is None:
                return
            event = public
        line = self.scene.presenter.describe(event, self.scene.names)
        if line:
            speech.say(line)

    # -- the prompt and the focus -------------------------------------------------------

    def said_prompt(self, text: str) -> None:
        if text and text != self.prompt:
            self.prompt = text
            speech.say(text)

    def follow_focus(self, ctx: TableContext) -> None:
        """Say what the focus rests on, if it moved (or what it rests on changed)."""
        scene = self.scene
        if ctx.actor is None:
            self.focus = None
            return
        frame, index = ctx.frame, scene.input.focus
        if index not in scene.input.targets(frame, ctx.actions):
            return  # the input moves it to a place it may rest on first
        if index < len(frame.hand):
            key: tuple[int, str | None, str] = (index, frame.hand[index], "card")
        elif index - len(frame.hand) < len(frame.buttons):
            label, action = frame.buttons[index - len(frame.hand)]
            key = (index, action, label)
        else:
            return
        if key == self.focus:
            return
        self.focus = key
        # A key moved it: cut in. Otherwise (a new turn, a hint) it comes after what is said.
        speech.say(self.focus_line(ctx, index), interrupt=self.keyed)

    def focus_line(self, ctx: TableContext, index: int) -> str:
        scene, frame = self.scene, ctx.frame
        if index >= len(frame.hand):
            label, action = frame.buttons[index - len(frame.hand)]
            return words.focus_button(label, action is not None)
        card = frame.hand[index]
        name = scene.presenter.card_name(card) if card else self.back(ctx.view, ctx.actor, index)
        playable = index in scene.input.card_targets(frame, ctx.actions)
        why = None
        if not playable and card and ctx.actor is not None:
            why = scene.match.explain(ctx.actor, f"play {card}")
        chosen = card is not None and card in scene.input.selection
        line = words.focus_card(name, index + 1, len(frame.hand), playable, why, chosen)
        note = "" if card else scene.presenter.hidden_card_note(ctx.view, index)
        return f"{line} {note}" if note else line

    # -- review keys ----------------------------------------------------------------------

    def review(self, what: str) -> None:
        if what == "repeat":
            if speech.SPEAKER.last:
                speech.SPEAKER.repeat()
            else:
                speech.say(words.nothing_said(), interrupt=True)
            return
        speech.say(self.review_line(what), interrupt=True)

    def review_line(self, what: str) -> str:
        """What the review key ``what`` says (one small helper per key)."""
        view = self.scene.shown()
        lines = {
            "hand": self.hand_line, "table": self.table_line, "scores": self.scores_line,
            "turn": lambda shown: self.scene.prompt(shown).text, "track": self.track_line,
            "seats": self.seats_line,
        }
        return lines.get(what, self.last_line)(view)

    def hand_line(self, view: View) -> str:
        scene, presenter = self.scene, self.scene.presenter
        cards = list(scene.hand_cards(view))
        seat = view.get("seat")
        if cards and not any(cards) and isinstance(seat, int):  # held backwards (Batwalk)
            backs = presenter.deal_backs(view, seat)
            named = [words.colour(str(backs[at])) if at < len(backs) else words.FACE_DOWN_BACKS()
                     for at in range(len(cards))]
            notes = [presenter.hidden_card_note(view, place) for place in range(len(cards))]
            return words.backs_hand(list(zip(named, notes, strict=True)))
        groups: dict[str, list[str]] = {}
        for place, card in enumerate(cards):
            back = self.back(view, seat, place)
            suit, rank = suit_and_rank(presenter.card_name(card)) if card else (back, "")
            groups.setdefault(suit, []).append(rank)
        return words.hand(list(groups.items()), len(cards))

    def table_line(self, view: View) -> str:
        scene = self.scene
        plays = [(scene.names[seat], scene.presenter.card_name(card)) for seat, card in scene.shown_trick]
        return words.on_table(plays, scene.presenter.trick_word, self.waiting())

    def scores_line(self, view: View) -> str:
        totals = view.get("scores") or []
        return words.scores(list(zip(self.scene.names, (int(points) for points in totals), strict=False)))

    def seats_line(self, view: View) -> str:
        names, presenter, me = self.scene.names, self.scene.presenter, view.get("seat")
        shows = [(names[seat], [presenter.card_name(c) for c in self.shown_by(view, seat)])
                 for seat in range(len(names)) if seat != me]
        return words.seats_show(shows)

    def last_line(self, view: View) -> str:
        scene = self.scene
        plays = [(scene.names[seat], scene.presenter.card_name(card)) for seat, card in scene.last_trick]
        return words.last_trick(plays, scene.last_trick_reason, scene.presenter.trick_word)

    def waiting(self) -> list[str]:
        """Who still plays to the trick shown, in turn (each seat once, round the table
        from the last to play): tricks and Batwalk's shows. Not Snow's battles, whose
        order the rules may change mid-battle: there the cards played are said alone."""
        scene = self.scene
        trick, seats = scene.shown_trick, len(scene.match.seats)
        if scene.presenter.trick_word not in ("trick", "show") or not trick or len(trick) >= seats:
            return []
        played = {seat for seat, _ in trick}
        last = trick[-1][0]
        order = [(last + step) % seats for step in range(1, seats)]
        return [scene.names[seat] for seat in order if seat not in played]

    def track_line(self, view: View) -> str:
        """Batwalk's runway as shown now: each vamp's space (its points) and the goal."""
        goal, suits = view.get("win_at"), view.get("suits")
        if not isinstance(goal, int) or not isinstance(suits, list):
            return words.no_track()
        names = self.scene.names
        scores = [int(points) for points in view.get("scores") or []]
        return words.track([(names[seat], words.colour(str(suits[seat])), points)
                            for seat, points in enumerate(scores) if seat < len(suits)], goal)

    def back(self, view: View, seat: object, index: int) -> str:
        """How a face-down card of ``seat``'s hand is named: by what its back shows."""
        backs = self.scene.presenter.deal_backs(view, seat) if isinstance(seat, int) else []
        back = backs[index] if index < len(backs) else ""
        return words.face_down(words.colour(str(back)).replace("-", " "))

    def shown_by(self, view: View, seat: int) -> list[str]:
        """The card faces another seat shows: its hand where it is public (Batwalk), the
        cards in front of it (Munch's forehead, Royal's critters, Snow's)."""
        cards: list[str] = []
        hands = view.get("hands") or []
        for slot in hands[seat] if seat < len(hands) and isinstance(hands[seat], list) else []:
            card = slot.get("card") if isinstance(slot, dict) else slot
            if isinstance(card, str):
                cards.append(card)
        cards += self.scene.presenter.cards_in_front(view, seat)
        fronts = view.get("fronts") or []
        if seat < len(fronts) and isinstance(fronts[seat], list):
            cards += [card for card in fronts[seat] if isinstance(card, str)]
        return cards

    # -- the scene's hooks ----------------------------------------------------------------

    def update(self) -> None:
        """Each frame: the prompt once it changes while the table is still, and the focus."""
        scene = self.scene
        me: object = scene  # the table scene itself, as the stack holds it
        if not speech.SPEAKER.enabled or scene.app.stack.top is not me:
            return  # silent: not a moment of the frame's budget spent
        ctx = scene.context()
        if not scene.timeline.busy:
            self.said_prompt(scene.prompt(ctx.view).text)
        if ctx.actor is not None:
            scene.input.keep_focus(ctx)  # as the scene's update does: where it may rest now
        self.follow_focus(ctx)
        self.keyed = False

    def handle(self, intent: Intent) -> bool:
        """The review keys (F2–F9); True when the intent was one."""
        if intent.kind in ("move", "next", "prev", "point", "click"):
            self.keyed = True
        if intent.kind != "review" or intent.text not in REVIEWS:
            return False
        self.review(intent.text)
        return True
