"""The rules' own sentences in German, French and Spanish (issue 33).

A refused move, why a trick or battle was taken and why a seat lost leave the rules as
data (``table.core.reasons``) and the table says them in the language spoken now. Over
random games of every game in each language, every card of the hand on screen that may
not be played, and moves from earlier in the game that are not legal now, are refused:
the refusal the table shows (``Match.explain``) is the reason said in that language, with
none of the English message's own words left and no internal card id. Every trick or
battle taken, and Royal's loss, is told the same way in the log.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable

import pytest

from table.core import IllegalMove, i18n
from table.core.reasons import MESSAGES, Message
from table.core.words import Names
from table.games import game_ids, get_game
from table.manifest import catalogues
from table.ui.controller import Match, SeatPlan
from table.ui.tables import presenter_for
from tests.per_game import data_of

LANGUAGES = ("de", "fr", "es")
ID = re.compile(r"[a-z0-9]+(?:-[a-z0-9]+)+")
WORD = re.compile(r"[A-Za-z]{4,}")
# What a player writes stays as written in every language: moves quoted ('play <card>')
# and the notation's words a sentence names bare (enhance ... or say done).
MOVE = re.compile(r"'[a-z0-9<> -]+'")  # a quoted move (apostrophes in words are no quotes)
QUOTED = re.compile(r"'[a-z0-9<> -]+'|<[^>]*>|\{[^}]*\}")
NOTATION = {"play", "pass", "predict", "enhance", "done", "judge", "true", "false", "peek", "place",
            "none", "give", "harpoon", "doppelganger", "snowball", "forehead"}
# Names every language keeps: game names and cards whose names are not translated
# (each game's ``KEPT_WORDS``).
KEPT: set[str] = set().union(*(data_of(gid, "KEPT_WORDS") for gid in game_ids()))
# Words the language spells as English does (French "Vampires végans").
SAME = {"de": {"hand"}, "fr": {"vampire", "vampires"}, "es": {"detective"}}


def english_words(message: Message) -> set[str]:
    """The words of a message's English templates a translation must not keep."""
    found: set[str] = set()
    for template in message.words.templates():
        found |= {word.lower() for word in WORD.findall(QUOTED.sub(" ", template))}
    return found - NOTATION - KEPT


def left_in(text: str, messages: Iterable[Message], lang: str) -> list[str]:
    """English words of ``messages`` still in ``text``, and card ids outside quoted moves."""
    shown = {word.lower() for word in WORD.findall(QUOTED.sub(" ", text))}
    english = set().union(*(english_words(m) for m in messages)) - SAME[lang]
    return sorted(english & shown)


def ids_in(text: str, ids: set[str]) -> list[str]:
    return [word for word in ID.findall(MOVE.sub(" ", text)) if word in ids]


def _plans(players: int) -> list[SeatPlan]:
    return [SeatPlan("human", name) for name in ("Ann", "Bob", "Cleo", "Dmitri", "Eve", "Fang")[:players]]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("gid", game_ids())
def test_refusals_and_reasons_are_said_in_the_language(gid: str, lang: str) -> None:
    assert i18n.use(lang, catalogues()) == lang
    players = data_of(gid, "TABLE_PLAYERS")
    ids = set(get_game(gid).deck_ids(players))
    presenter = presenter_for(gid)
    refused, told = 0, 0
    for seed in range(2):
        match = Match(gid, _plans(players), None, seed)
        state, rng = match.state, random.Random(seed)
        tried: list[str] = []  # moves legal earlier: most are refused later on
        while not state.is_over and len(state.history) < 160:
            seat = state.turn[0]
            legal = state.legal_actions(seat)
            view = state.view(seat)
            hand = view.get("hand") or (view.get("hands") or [[]] * (seat + 1))[seat] or []
            moves = [f"play {card}" for card in hand if isinstance(card, str)]
            moves += rng.sample(tried, min(3, len(tried)))
            for move in moves:
                if move in legal or any(a.startswith(f"{move} ") for a in legal):
                    continue
                try:
                    state.clone().apply(seat, move)
                except IllegalMove as refusal:
                    assert refusal.reasons, f"{move!r} refused without a reason as data: {refusal}"
                    shown = match.explain(seat, move)
                    assert shown == refusal.said(Names(match.names, me=seat))
                    assert shown and shown != str(refusal), f"{lang}: {shown!r} is the English"
                    messages = [reason.message for reason in refusal.reasons]
                    assert left_in(shown, messages, lang) == [], f"{lang}: {shown!r}"
                    echoed = any("word" in r.args or "listed" in r.args for r in refusal.reasons)
                    if not echoed:  # a refusal may repeat the move the player wrote, as written
                        assert ids_in(shown, ids) == [], shown
                    refused += 1
            action = rng.choice(legal)
            tried = [*tried[-40:], *legal[:6]]
            names = Names(match.names, me=seat)
            for event in state.apply(seat, action):
                if "reason_id" not in event:
                    continue
                message = MESSAGES[event["reason_id"]]
                if event["type"] == presenter.trick_won_event:
                    shown = presenter.trick_reason(event, names)
                else:
                    shown = presenter.describe(event, names) or ""
                assert message.said(event["reason_args"], names) in shown
                extra = [MESSAGES[note["reason_id"]] for note in event.get("note_reasons", [])]
                assert left_in(shown, [message, *extra], lang) == [], f"{lang}: {shown!r}"
                assert ids_in(shown, ids) == [], shown
                told += 1
    assert refused > 10, "moves were refused along the way"
    if data_of(gid, "TELLS_REASONS"):  # Batwalk's shows are won by the lead card alone
        assert told > 0, "tricks, battles or a loss were told"
