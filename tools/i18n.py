"""The message catalogues: extract the template, update each language, compile, check.

    python tools/i18n.py extract   table/assets/locale/spooky.pot from the files babel.cfg lists
    python tools/i18n.py update    merge the template into every language's spooky.po
    python tools/i18n.py compile   every spooky.po to its spooky.mo (package data)
    python tools/i18n.py check     template current, nothing untranslated or fuzzy, .mo current

``make catalogues`` runs extract, update and compile. Babel (the dev extra) does the work;
the program itself reads the .mo files with the standard library's gettext.
"""

from __future__ import annotations

import ast
import io
import sys
from collections.abc import Iterator
from configparser import RawConfigParser
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from table.core.i18n import PSEUDO, pseudo  # noqa: E402  (the program's own pseudo-locale)

LOCALE = ROOT / "table" / "assets" / "locale"
TEMPLATE = LOCALE / "spooky.pot"
LANGUAGES = ("de", "fr", "es")
PLURALS = {"de": "nplurals=2; plural=(n != 1);", "fr": "nplurals=2; plural=(n > 1);",
           "es": "nplurals=2; plural=(n != 1);"}

# callee -> how its string arguments are messages
GETTEXT = {"_", "N_", "gettext"}


def _strings(call: ast.Call) -> list[str | None]:
    return [a.value if isinstance(a, ast.Constant) and isinstance(a.value, str) else None for a in call.args]


# The lessons (table/learn/lessons/*.py) are data: their words are the keyword arguments
# of Step(...) and Lesson(...) calls, each a whole sentence or paragraph (Lesson.said()
# translates them when a lesson starts).
LESSON_TEXT = {"Step": ("words", "why", "others"),
               "Lesson": ("intro", "free_words", "ending", "score_label", "names", "picture")}


def _lesson_strings(node: ast.expr) -> Iterator[str]:
    """The messages in a lesson field: a string, a dict's values, a tuple's strings, the
    first item (the caption) of each pair in a tuple of pairs."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value:
        yield node.value
    elif isinstance(node, ast.Dict):
        for value in node.values:
            yield from _lesson_strings(value)
    elif isinstance(node, ast.Tuple):
        for item in node.elts:
            yield from _lesson_strings(item.elts[0] if isinstance(item, ast.Tuple) else item)


def extract_words(
    fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: Any
) -> Iterator[tuple[int, str, Any, list[str]]]:
    """Babel's extraction method for our sources: Words(one[, many]), Sentence(you, other[,
    you_many, other_many]), _/N_(msg), ngettext(one, many, n), pgettext(context, msg), and
    the lessons' Step(...)/Lesson(...) words (``LESSON_TEXT``) and a game Option's label."""
    source = fileobj.read()
    tree = ast.parse(source)
    notes = _translator_notes(source.decode("utf-8").splitlines())
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else (
            node.func.attr if isinstance(node.func, ast.Attribute) else "")
        args = _strings(node)
        line = node.lineno
        for found in _messages(node, name, args, line):
            yield (*found[:3], notes.get(found[0], []))


TRANSLATORS = "# Translators:"


def _translator_notes(lines: list[str]) -> dict[int, list[str]]:
    """For each source line, the translator comment that applies to it: a comment opening
    with "# Translators:" (and the comment lines after it) applies to the lines below it,
    up to the next blank line. It goes into the catalogue beside each message (``#.``)."""
    notes: dict[int, list[str]] = {}
    current: list[str] = []
    for number, text in enumerate(lines, start=1):
        stripped = text.strip()
        if not stripped:
            current = []
        elif stripped.startswith(TRANSLATORS):
            current = [stripped[2:]]
        elif stripped.startswith("#") and current and notes.get(number - 1) is None:
            current = [current[0] + " " + stripped[1:].strip()]
        elif current:
            notes[number] = current
    return notes


def _messages(node: ast.Call, name: str, args: list[str | None], line: int) -> Iterator[tuple[Any, ...]]:
    if name in LESSON_TEXT:
        for keyword in node.keywords:
            if keyword.arg in LESSON_TEXT[name]:
                for text in _lesson_strings(keyword.value):
                    yield keyword.value.lineno, "gettext", text, []
    if name == "Option" and len(args) >= 2 and args[1]:  # a game option's label (the setup)
        yield line, "gettext", args[1], []
    if name == "Words" and args and args[0] is not None:
        if len(args) > 1 and args[1]:
            yield line, "ngettext", (args[0], args[1]), []
        else:
            yield line, "gettext", args[0], []
    elif name == "Sentence" and len(args) >= 2 and None not in args[:2]:
        if len(args) >= 4 and None not in args[2:4]:
            yield line, "ngettext", (args[0], args[2]), []
            yield line, "ngettext", (args[1], args[3]), []
        else:
            yield line, "gettext", args[0], []
            yield line, "gettext", args[1], []
    elif name in GETTEXT and args and args[0] is not None:
        yield line, "gettext", args[0], []
    elif name == "ngettext" and len(args) >= 2 and args[0] is not None and args[1] is not None:
        yield line, "ngettext", (args[0], args[1]), []
    elif name == "pgettext" and len(args) >= 2 and None not in args[:2]:
        yield line, "pgettext", (args[0], args[1]), []


def sources() -> list[Path]:
    """The files babel.cfg lists."""
    config = RawConfigParser()
    config.read(ROOT / "babel.cfg")
    sections = [section for section in config.sections() if section.startswith("spooky:")]
    listed = [section.split(":", 1)[1].strip() for section in sections]
    found: dict[Path, None] = {}  # in the order listed, each file once
    for pattern in listed:  # a path, or a glob such as table/games/*/words.py (a game adds no line)
        for path in sorted(ROOT.glob(pattern)) if any(c in pattern for c in "*?[") else [ROOT / pattern]:
            found.setdefault(path)
    return list(found)


def template() -> Catalog:
    catalog = Catalog(project="Spooky Table", charset="utf-8", fuzzy=False, creation_date=FIXED)
    for path in sources():
        rel = path.relative_to(ROOT).as_posix()
        for line, message, comments, context in extract_from_file(extract_words, str(path)):
            catalog.add(message, None, [(rel, line)], auto_comments=comments, context=context)
    return catalog


def _po_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=100, omit_header=False, sort_output=True, no_location=True)
    return out.getvalue()


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / "spooky.po"


# The headers' dates are fixed, so the files change only when their messages do.
FIXED = datetime(2026, 1, 1, tzinfo=UTC)


def read(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as f:
        catalog = read_po(f, locale=locale)
    catalog.creation_date = catalog.revision_date = FIXED
    return catalog


def extract() -> None:
    TEMPLATE.write_bytes(_po_bytes(template()))


def update() -> None:
    pot = read(TEMPLATE)
    for lang in LANGUAGES:
        path = po_path(lang)
        if path.exists():
            catalog = read(path, lang)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            catalog = Catalog(locale=lang, project="Spooky Table", fuzzy=False, creation_date=FIXED)
        catalog.update(pot, no_fuzzy_matching=True)
        catalog.last_translator = "The Spooky Table developers"
        catalog.language_team = f"{lang} <https://github.com/spooky-table>"
        catalog.obsolete.clear()
        catalog._set_mime_headers([("Plural-Forms", PLURALS[lang])])
        path.write_bytes(_po_bytes(catalog))


def mo_bytes(lang: str) -> bytes:
    out = io.BytesIO()
    write_mo(out, read(po_path(lang), lang), use_fuzzy=False)
    return out.getvalue()


def pseudo_catalogue() -> Catalog:
    """The pseudo-locale ``qps``: every message of the template accented and 40% longer."""
    catalog = Catalog(locale=None, project="Spooky Table", fuzzy=False, creation_date=FIXED)
    catalog.revision_date = FIXED
    catalog._set_mime_headers([("Language", PSEUDO), ("Plural-Forms", "nplurals=2; plural=(n != 1);")])
    for message in read(TEMPLATE):
        if not message.id:
            continue
        if isinstance(message.id, tuple):
            string: Any = tuple(pseudo(text) for text in message.id)
        else:
            string = pseudo(message.id)
        catalog.add(message.id, string, context=message.context, flags=message.flags)
    return catalog


def compile_all() -> None:
    for lang in LANGUAGES:
        po_path(lang).with_suffix(".mo").write_bytes(mo_bytes(lang))
    po_path(PSEUDO).parent.mkdir(parents=True, exist_ok=True)
    out = io.BytesIO()
    write_mo(out, pseudo_catalogue())
    po_path(PSEUDO).with_suffix(".mo").write_bytes(out.getvalue())


def problems() -> list[str]:
    """Everything that keeps the catalogues from being whole, one line each."""
    found: list[str] = []
    if not TEMPLATE.exists() or TEMPLATE.read_bytes() != _po_bytes(template()):
        found.append("spooky.pot is not current: run `make catalogues` (python tools/i18n.py extract)")
    wanted = {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in template() if m.id}
    for lang in LANGUAGES:
        catalog = read(po_path(lang), lang)
        have = {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in catalog if m.id}
        for key in sorted(wanted - have, key=str):
            found.append(f"{lang}: missing {key[0]!r}")
        for message in catalog:
            if not message.id:
                continue
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            if message.fuzzy or not all(strings):
                found.append(f"{lang}: untranslated or fuzzy {message.id!r}")
            for error in message.check(catalog):
                found.append(f"{lang}: {message.id!r}: {error}")
        mo = po_path(lang).with_suffix(".mo")
        if not mo.exists() or mo.read_bytes() != mo_bytes(lang):
            found.append(f"{lang}: spooky.mo is not current: run `make catalogues`")
    out = io.BytesIO()
    write_mo(out, pseudo_catalogue())
    pseudo_mo = po_path(PSEUDO).with_suffix(".mo")
    if not pseudo_mo.exists() or pseudo_mo.read_bytes() != out.getvalue():
        found.append("qps: spooky.mo is not current: run `make catalogues`")
    return found


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "check"
    if command == "extract":
        extract()
    elif command == "update":
        update()
    elif command == "compile":
        compile_all()
    elif command == "check":
        found = problems()
        print("\n".join(found) or "catalogues whole")
        return 1 if found else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
