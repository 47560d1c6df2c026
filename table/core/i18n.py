"""The language the program speaks: stdlib ``gettext`` catalogues, switched at run time.

Every message is looked up when it is said, not when it is defined, so choosing another
language (``use``) changes the words at once, with no restart. The catalogues are compiled
``<domain>.mo`` files under ``<folder>/<lang>/LC_MESSAGES/``: the shared one (``spooky``,
the app's own words) and one per game (its domain is the game's id, its folder the game's
own ``table/games/<id>/locale/``), chained one behind the other, so ``_`` finds a game's
message in the game's catalogue. The caller names the catalogues (``Catalogues``:
``table.manifest.catalogues()``; the core reads no package data itself). English is the
source language: it needs no catalogue, and a language with none falls back to it.

``qps`` is the pseudo-locale: every message of the template with accented letters and 40%
longer (``pseudo``; ``tools/i18n.py`` writes its catalogue from the template), to find
layouts that do not leave room for longer languages, and words not yet marked for
translation (they stay plain English in it). Stdlib only.
"""

from __future__ import annotations

import gettext as _gettext
import locale
import math
import os
from collections.abc import Sequence
from contextvars import ContextVar
from pathlib import Path

DOMAIN = "spooky"
# The message catalogues to speak from, as (domain, folder) pairs: the shared catalogue
# (``DOMAIN``) first, then each game's, each looked in when the ones before lack a message.
Catalogues = Sequence[tuple[str, Path]]
ENGLISH = "en"
PSEUDO = "qps"
# The languages with a complete catalogue, each named in its own language (the Settings
# choice); ``qps`` is left out of the choice: it is for layout tests and ``--lang``.
LANGUAGES: dict[str, str] = {"en": "English", "de": "Deutsch", "fr": "Français", "es": "Español"}

_ACCENTED = str.maketrans(
    "aceinouyACEINOUYsSzZ", "àçéîñöûýÀÇÉÎÑÖÛÝšŠžŽ"
)


def pseudo(text: str) -> str:
    """``text`` in the pseudo-locale: accented letters, padded to 40% longer, between
    brackets so a cut end shows. Placeholders (``{name}``) and newlines stay as they are."""
    out: list[str] = []
    depth = 0
    for ch in text:
        if ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
        out.append(ch if depth or ch == "}" else ch.translate(_ACCENTED))
    pad = "~" * max(0, math.ceil(len(text) * 0.4) - 2)  # the two brackets count
    if len(pad) > 12:  # a long message's padding breaks into words, as longer words would
        pad = " ".join(pad[i : i + 8] for i in range(0, len(pad), 9))
    return "[" + "".join(out) + pad + "]" if text else text


_active: _gettext.NullTranslations = _gettext.NullTranslations()
_code = ENGLISH
_pinned: str | None = None  # --lang: the run's language, over the settings' and the system's
# While set (``english()``), English is spoken whatever language is chosen: the rules'
# own sentences in ``IllegalMove``'s message, which the contract keeps English.
_ENGLISH_ONLY: ContextVar[bool] = ContextVar("english_only", default=False)
_NULL = _gettext.NullTranslations()


def normalised(code: str | None) -> str:
    """A language code as the catalogues name it ("de_DE.UTF-8" → "de"; None → "en")."""
    if not code:
        return ENGLISH
    code = code.split(".")[0].split("@")[0].replace("-", "_")
    base = code.split("_")[0].lower()
    return base if base in LANGUAGES or base == PSEUDO else ENGLISH


def system_language() -> str:
    """The system's language, as the catalogues name it (English if it has none of ours)."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            return normalised(value.split(":")[0])
    try:
        found = locale.getlocale()[0]
    except ValueError:
        found = None
    return normalised(found)


def use(code: str | None, catalogues: Catalogues | None) -> str:
    """Speak ``code`` from now on, from ``catalogues`` (the shared one first, each game's
    chained behind it); an unknown code, or one whose shared catalogue is missing, speaks
    English (a game whose catalogue is missing says its words in English). Returns the
    code in use."""
    global _active, _code
    chosen = normalised(code)
    if isinstance(catalogues, Path | str):
        raise TypeError("i18n.use takes the catalogues, (domain, folder) pairs: table.manifest.catalogues()")
    if chosen == ENGLISH or not catalogues:
        chosen, _active = ENGLISH, _gettext.NullTranslations()
    else:
        try:
            (domain, folder), *games = catalogues
            _active = _gettext.translation(domain, folder, languages=[chosen])
        except OSError:
            chosen, _active = ENGLISH, _gettext.NullTranslations()
        else:
            for domain, folder in games:
                try:
                    _active.add_fallback(_gettext.translation(domain, folder, languages=[chosen]))
                except OSError:
                    continue
    _code = chosen
    return chosen


def pin(code: str, catalogues: Catalogues | None) -> str:
    """Speak ``code`` for this run (``--lang``): ``start`` then keeps it."""
    global _pinned
    _pinned = use(code, catalogues)
    return _pinned


def start(remembered: str, catalogues: Catalogues | None) -> str:
    """The language a run opens in: ``--lang``'s, else the one chosen in Settings, else the
    system's (the first start)."""
    return use(_pinned or remembered or system_language(), catalogues)


def current() -> str:
    """The code of the language spoken now."""
    return ENGLISH if _ENGLISH_ONLY.get() else _code


class english:  # used as a function: ``with english():``
    """Speak English inside the block, whatever language is chosen (the chosen one is
    spoken again after it). A plain class, not a generator: the rules say every refusal
    and trick reason in English through it."""

    __slots__ = ("_token",)

    def __enter__(self) -> None:
        self._token = _ENGLISH_ONLY.set(True)

    def __exit__(self, *exc: object) -> None:
        _ENGLISH_ONLY.reset(self._token)


def _speaking() -> _gettext.NullTranslations:
    return _NULL if _ENGLISH_ONLY.get() else _active


def _(message: str) -> str:
    """``message`` in the language spoken now."""
    return _speaking().gettext(message) if message else message


def ngettext(one: str, many: str, n: int) -> str:
    """The form of a counted message for ``n``, in the language spoken now."""
    return _speaking().ngettext(one, many, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the language spoken now, told apart from the same English words
    elsewhere by ``context``."""
    return _speaking().pgettext(context, message)


def N_(message: str) -> str:
    """Marks ``message`` for the catalogue without translating it (it is translated where
    it is shown)."""
    return message


def reset() -> None:
    """English again, with no ``--lang`` pinned (between tests)."""
    global _pinned
    _pinned = None
    use(ENGLISH, None)
