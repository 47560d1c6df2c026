"""One name per card in every language: the name a card's face shows (``face_names``: the
catalogue's card names) is the name the lessons, the hints and the rules pages call it.

For German, French and Spanish: every face's drawn name is part of the card's name as
sentences say it (``card_name``), and every English card name a lesson, hint or coach
sentence uses (the messages of ``table/learn``) or an English rules page uses is found,
as the face shows it, in that sentence's translation and in the language's rules page.
A declined or plural form counts ("den Grünen Stern", "Loups-garous"); another word does
not ("Tueur" on the face, "Pourfendeur" in the rules)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path

import pytest

from table.core import i18n
from table.games import game_ids, get_game
from table.manifest import catalogues
from table.ui.assets import game_manifest
from table.ui.face_names import face_name, translated_texts
from tools.i18n import ROOT, extract_words

LANGUAGES = ["de", "fr", "es"]
RULES = ROOT / "table" / "assets" / "rules"
# The messages of the lessons, hints, coach and forced moves' reasons.
LEARN = sorted((ROOT / "table" / "learn").rglob("*.py"))
# Names that are plain English words as well: a card only as "the Nothing" or "a Wild".
COMMON = {"Nothing", "Wild", "Legend", "Pan", "Safety"}
FACES = {gid: game_manifest(gid)["faces"] for gid in game_ids()}  # each game's art manifest


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.reset()


@cache
def names(lang: str) -> dict[tuple[str, str], str]:
    """Every card's name as sentences say it, per (game, card), in ``lang``."""
    spoken = i18n.current()
    i18n.use(lang, catalogues())
    try:
        said = {(gid, card): get_game(gid).card_name(card) for gid in game_ids()
                for card in get_game(gid).all_cards}
        for gid, game_faces in FACES.items():  # and the words a face shows ("Spider", "Star")
            for record in game_faces.values():
                texts = record.get("texts", [])
                printed = " ".join(spec["t"] for spec in texts if spec.get("role") == "name")
                if printed:
                    said.setdefault((gid, printed), face_name(printed))
        return said
    finally:
        i18n.use(spoken, catalogues())


def english_names(gid: str | None = None) -> list[tuple[tuple[str, str], str]]:
    """(game, card) and its English name (of game ``gid``, or of every game), longest
    names first (found before their parts). A number card ("Blue 7") is described, not
    named, and a sentence may say it in its own order ("le 1 bleu"): only names count."""
    mine = [(key, name) for key, name in names("en").items()
            if gid in (None, key[0]) and not any(ch.isdigit() for ch in name)]
    return sorted(mine, key=lambda item: -len(item[1]))


def _stem(word: str, lang: str) -> str:
    """A word of a card's name without the endings its declined and plural forms change."""
    endings = {"de": ("er", "es", "en", "em", "e"), "fr": ("s", "x"), "es": ("es", "s")}[lang]
    for end in endings:
        if word.endswith(end) and len(word) - len(end) >= 3:
            return word[: -len(end)]
    return word


def said_as(name: str, lang: str) -> re.Pattern[str]:
    """``name`` in ``lang`` in any declined or plural form ("Roter Stern" → "Roten Stern")."""
    parts = re.split(r"([ \-])", name)
    pattern = "".join(
        re.escape(part) if part in (" ", "-") else re.escape(_stem(part, lang)) + r"\w{0,3}" for part in parts
    ).replace("'", "['’]")  # either apostrophe
    return re.compile(r"(?<!\w)" + pattern + r"(?!\w)", re.IGNORECASE)


def used(text: str, gid: str | None = None) -> list[tuple[tuple[str, str], str]]:
    """The cards (of game ``gid``, or of any) an English text names, each once (a longer
    name hides its parts)."""
    found = []
    for key, name in english_names(gid):
        before = r"(?:(?<=\bthe )|(?<=\ba )|(?<=\ban ))" if name in COMMON else r"(?<![\w-])"
        pattern = re.compile(before + re.escape(name) + r"(?![\w-])")
        if pattern.search(text):
            found.append((key, name))
            text = pattern.sub("\x00", text)
    return found


def learn_messages() -> list[tuple[str, ...]]:
    """Every message of ``table/learn`` (a plural message as its English forms)."""
    found = []
    for path in LEARN:
        with path.open("rb") as source:
            for _, _, message, _ in extract_words(source, None, None, None):
                found.append(tuple(message) if isinstance(message, tuple) else (message,))
    return found


def test_every_face_shows_the_name_sentences_call_the_card() -> None:
    for lang in LANGUAGES:
        i18n.use(lang, catalogues())
        for gid, game_faces in FACES.items():
            for card, record in game_faces.items():
                drawn = [spec["t"] for spec in translated_texts(list(record.get("texts", [])))
                         if spec.get("role") == "name"]
                if drawn and card in get_game(gid).all_cards:
                    assert drawn[0].lower() in names(lang)[gid, card].lower(), (lang, gid, card, drawn)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_lessons_and_hints_call_each_card_by_its_face_name(lang: str) -> None:
    i18n.use(lang, catalogues())  # the shared catalogue and every game's behind it
    wrong, checked = [], 0
    for message in learn_messages():
        said = i18n._(message[0]) if len(message) == 1 else i18n.ngettext(*message[:2], 2)
        for key, name in used(message[-1]):
            checked += 1
            face = names(lang)[key]
            if not said_as(face, lang).search(said):
                wrong.append(f"{name} → {face!r} not in {said!r}")
    assert checked > 50
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("gid", game_ids())
def test_the_rules_page_calls_each_card_by_its_face_name(gid: str, lang: str) -> None:
    english = (RULES / f"{gid}.md").read_text(encoding="utf-8")
    page = Path(RULES / lang / f"{gid}.md").read_text(encoding="utf-8")
    mine = used(english, gid)
    # a game whose cards are all numbers in suits ("Moth 7") has no name to check
    assert mine or not english_names(gid), gid
    wrong = [f"{name} → {names(lang)[key]!r}" for key, name in mine
             if not said_as(names(lang)[key], lang).search(page)]
    assert not wrong, wrong
