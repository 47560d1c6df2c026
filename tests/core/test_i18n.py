"""The language the program speaks: catalogues switched at run time, the pseudo-locale,
and the words builder's sentences translated whole, with the catalogue's plural forms."""

from __future__ import annotations

import gettext
from collections.abc import Iterator
from pathlib import Path

import pytest

from table.core import i18n
from table.core.words import Names, names_list
from table.games import words as shared
from table.manifest import catalogues


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    i18n.reset()


def test_a_sentence_about_you_and_about_another_seat_is_translated_whole() -> None:
    names = Names(["Ann", "Bones"], me=0)
    i18n.use("de", catalogues())
    assert shared.PLAYED(names, 0, card="Blau 9") == "Du hast „Blau 9“ gespielt."
    assert shared.PLAYED(names, 1, card="Blau 9") == "Bones hat „Blau 9“ gespielt."  # names quoted (de.md)
    i18n.use("fr", catalogues())
    assert shared.TAKES_TRICK(names, 1) == "Bones remporte le pli."
    i18n.use("es", catalogues())
    assert shared.WINS(names, 0) == "¡Ganas!"
    assert names_list(names, [1, 0]) == "Bones y tú"


def test_plural_forms_come_from_the_catalogue() -> None:
    i18n.use("de", catalogues())
    assert shared.RECAP_EARLIER(1) == "(1 Sache ist vorher passiert.)"
    assert shared.RECAP_EARLIER(3) == "(3 Sachen sind vorher passiert.)"
    i18n.use("fr", catalogues())  # French says "0 chose": zero takes the singular
    assert shared.RECAP_EARLIER(0) == "(0 chose s’est passée avant.)"
    i18n.use("en", catalogues())
    assert shared.RECAP_EARLIER(0) == "(0 earlier things happened.)"


def test_an_unknown_or_missing_language_speaks_english() -> None:
    assert i18n.use("xx", catalogues()) == "en"
    assert shared.WINS(Names(["Ann"], me=0), 0) == "You win!"
    assert i18n.use("de", None) == "en"
    assert i18n.use("", catalogues()) == "en"


@pytest.mark.parametrize(
    ("given", "code"),
    [("de_DE.UTF-8", "de"), ("fr-CA", "fr"), ("es_ES@euro", "es"), ("C", "en"), ("pt_BR", "en"),
     (None, "en")],
)
def test_locale_names_are_read_as_the_catalogues_name_them(given: str | None, code: str) -> None:
    assert i18n.normalised(given) == code


def test_first_start_follows_the_system_then_settings_then_lang(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    assert i18n.start("", catalogues()) == "fr"  # nothing chosen yet: the system's
    assert i18n.start("es", catalogues()) == "es"  # chosen in Settings
    i18n.pin("de", catalogues())
    assert i18n.start("es", catalogues()) == "de"  # --lang wins for the run


def test_the_pseudo_locale_is_accented_longer_and_keeps_its_placeholders() -> None:
    i18n.use("qps", catalogues())
    said = shared.PLAYED(Names(["Ann", "Bones"], me=0), 1, card="Blue 9")
    english = "Bones played Blue 9."
    assert "Bones" in said and "Blue 9" in said  # the values are not accented: only the template
    assert len(i18n._("Settings")) >= 1.4 * len("Settings")
    assert i18n._("Settings") != "Settings" and "é" in i18n._("Settings")
    assert len(said) > len(english)


def _own_message(domain: str, folder: Path, lang: str) -> tuple[str, str]:
    """A message of one catalogue only, and its translation (not the English words)."""
    with (folder / lang / "LC_MESSAGES" / f"{domain}.mo").open("rb") as mo:
        own = gettext.GNUTranslations(mo)
    others = [gettext.translation(d, f, languages=[lang]) for d, f in catalogues() if d != domain]
    singular = [(m, s) for m, s in own._catalog.items() if isinstance(m, str) and m and "\x04" not in m]
    for message, said in sorted(singular):
        if said != message and all(other.gettext(message) == message for other in others):
            return message, said
    raise AssertionError(f"no message of {domain}'s own")


@pytest.mark.parametrize("lang", ["de", "fr", "es"])
def test_each_game_s_catalogue_is_chained_behind_the_shared_one(lang: str) -> None:
    i18n.use(lang, catalogues())
    assert i18n._("Settings") != "Settings"  # the shared catalogue's
    for domain, folder in catalogues()[1:]:
        message, said = _own_message(domain, folder, lang)
        assert i18n._(message) == said, domain  # each game's own, found through the chain


def test_a_game_without_its_catalogue_speaks_its_own_words_in_english(tmp_path: Path) -> None:
    (shared_domain, shared_folder), (first, first_folder), *rest = catalogues()
    message, said = _own_message(first, first_folder, "de")
    missing = [(shared_domain, shared_folder), (first, tmp_path), *rest]
    assert i18n.use("de", missing) == "de"
    assert i18n._(message) == message and i18n._("Settings") == "Einstellungen"
    if rest:
        other, other_said = _own_message(rest[0][0], rest[0][1], "de")
        assert i18n._(other) == other_said
    i18n.use("de", catalogues())
    assert i18n._(message) == said


def test_a_folder_given_for_the_catalogues_is_refused() -> None:
    with pytest.raises(TypeError, match="catalogues"):
        i18n.use("de", Path("table/assets/locale"))  # type: ignore[arg-type]
