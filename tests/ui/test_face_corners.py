"""The letters in the corners of a card face in every language: Royal's critters, Snow's
special cards, Munch's powers and Dragon's safeties show letters from the card's name in
the language spoken now (``face_names.corners``, each a message with a translator's
note), different from every other card's of the game, and no wider than the widest
English corner (the corner squeezes a wide pair; it must stay legible)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame
import pytest

from table.core import i18n
from table.games import game_ids
from table.manifest import catalogues
from table.ui.assets import _render_line, game_manifest
from table.ui.face_names import corners, translated_texts

FACES = {gid: game_manifest(gid)["faces"] for gid in game_ids()}  # each game's art manifest
INK = pygame.Color("#000000")


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.reset()


def lettered() -> dict[str, dict[str, tuple[str, str]]]:
    """Per game, each face with letters in its corner: (the corner, the face's name)."""
    found: dict[str, dict[str, tuple[str, str]]] = {}
    for gid, faces in FACES.items():
        for card, record in faces.items():
            texts = translated_texts(list(record.get("texts", [])))
            corner = next((spec["t"] for spec in texts if spec.get("role") == "index"), "")
            name = " ".join(spec["t"] for spec in texts if spec.get("role") == "name")
            if any(ch.isalpha() for ch in corner):
                found.setdefault(gid, {})[card] = (corner, name)
    return found


def from_name(corner: str, name: str) -> bool:
    """Whether ``corner``'s letters are taken from ``name``, in order."""
    rest = iter(name.lower())
    return all(letter in rest for letter in corner.lower())


def widest(words: list[str]) -> int:
    pygame.font.init()
    return max(_render_line(word, 46, INK).get_width() for word in words)


def test_the_english_corners_are_the_art_s_own() -> None:
    i18n.use("en", catalogues())
    assert all(english == said for english, said in corners().items())


@pytest.mark.parametrize("lang", ["de", "fr", "es"])
def test_every_corner_speaks_the_language_of_its_face(lang: str) -> None:
    i18n.use("en", catalogues())
    english = lettered()
    limit = widest([corner for game in english.values() for corner, _ in game.values()])
    i18n.use(lang, catalogues())
    said = lettered()
    assert set(said) == set(english) and len(said) >= 4  # every game whose faces show letters
    changed = 0
    for gid, faces in said.items():
        kinds = {card.rsplit("-", 1)[0]: corner for card, (corner, _) in faces.items()}
        assert len(set(kinds.values())) == len(kinds), (lang, gid, kinds)  # one card kind, one corner
        for card, (corner, name) in faces.items():
            assert 1 <= len(corner) <= 2 and from_name(corner, name), (lang, gid, card, corner, name)
            changed += corner != english[gid][card][0]
    assert changed >= 8, "the corners follow the language"
    assert widest([corner for game in said.values() for corner, _ in game.values()]) <= limit * 1.15
