"""The message catalogues: extract the templates, update each language, compile, check.

    python tools/i18n.py extract   every catalogue's template from the files babel.cfg lists
    python tools/i18n.py update    merge each template into every language's .po
    python tools/i18n.py compile   every .po to its .mo (package data), and the pseudo-locale's
    python tools/i18n.py check     templates current, nothing untranslated or fuzzy, .mo current
    python tools/i18n.py merge     in a conflicted `git merge`: each conflicted .po is ours plus
                                   what theirs added or changed since the base (then `make catalogues`)

There is one catalogue per game and one shared. A game's catalogue holds the messages of
its own files (``owner``: ``table/games/<id>/``, ``table/ui/tables/<id>/``,
``table/learn/lessons/<id>.py``, ``table/learn/games/<id>*.py``,
``table/ai/heuristics/<id>*.py``), domain the game's id, in the game's own folder:
``table/games/<id>/locale/<id>.pot`` and ``<lang>/LC_MESSAGES/<id>.po`` / ``.mo``. The
shared catalogue, ``table/assets/locale/spooky.pot`` and ``<lang>/LC_MESSAGES/spooky.po``
/ ``.mo``, holds the rest; a message said by shared code and by a game is in the shared
one only. The games come from the registry (``table.games.game_ids``), so a new game's
words land in files of its own.

``update`` moves translations where their messages now live: a game's message that the
shared .po still translates (before the split, or after merging a branch that translated
it there) takes that translation, replacing the game's own; an entry still empty takes
the translation the same message has in another catalogue of the language (a message
two games say, or one that moved between catalogues). So a merge that conflicts in .po
files is resolved by ``merge`` (ours plus what theirs changed), then ``make catalogues``.

``make catalogues`` runs extract, update and compile. Babel (the dev extra) does the work;
the program itself reads the .mo files with the standard library's gettext.
"""

from __future__ import annotations

import ast
import io
import subprocess
import sys
from collections.abc import Iterator
from configparser import RawConfigParser
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any, NamedTuple

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from table.core.i18n import DOMAIN, PSEUDO, pseudo  # noqa: E402  (the program's own pseudo-locale)
from table.games import game_ids  # noqa: E402  (the registry: every game's catalogue)
from table.games import locale_dir as game_locale_dir  # noqa: E402

LOCALE = ROOT / "table" / "assets" / "locale"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
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


class Catalogue(NamedTuple):
    """One message catalogue: the shared one (domain ``spooky``, ``table/assets/locale/``)
    or a game's (domain its id, ``table/games/<id>/locale/``)."""

    domain: str
    folder: Path
    game: str | None = None

    @property
    def template(self) -> Path:
        return self.folder / f"{self.domain}.pot"

    def po(self, lang: str) -> Path:
        return self.folder / lang / "LC_MESSAGES" / f"{self.domain}.po"

    def mo(self, lang: str) -> Path:
        return self.po(lang).with_suffix(".mo")

    def __str__(self) -> str:
        return self.template.relative_to(ROOT).as_posix()


def catalogues() -> list[Catalogue]:
    """The shared catalogue, then every registered game's, in the registry's order."""
    return [Catalogue(DOMAIN, LOCALE)] + [Catalogue(gid, game_locale_dir(gid), gid) for gid in game_ids()]


# The folders of table/ where a game's own modules are named after it (<id>.py, <id>_*.py)
OWN_MODULES = (("learn", "lessons"), ("learn", "games"), ("ai", "heuristics"))


def owner(path: Path) -> str | None:
    """The game whose own file ``path`` is (its messages go to the game's catalogue), or
    None for a shared file: ``table/games/<id>/…``, ``table/ui/tables/<id>/…`` and, in
    ``OWN_MODULES``' folders, ``<id>.py`` and ``<id>_*.py``."""
    parts = path.resolve().relative_to(ROOT / "table").parts
    stem = parts[-1].removesuffix(".py")
    for gid in game_ids():
        in_package = (parts[:2] == ("games", gid) and len(parts) > 2) or (
            parts[:3] == ("ui", "tables", gid) and len(parts) > 3)
        if in_package:
            return gid
        if parts[:-1] in OWN_MODULES and (stem == gid or stem.startswith(gid + "_")):
            return gid
    return None


def own_files(gid: str) -> list[Path]:
    """Every module of a game's own (``owner``): its catalogue's sources, whether or not
    babel.cfg lists them, so a new game's words need no line there."""
    table = ROOT / "table"
    found = sorted((table / "games" / gid).rglob("*.py"))
    found += sorted((table / "ui" / "tables" / gid).rglob("*.py"))
    for folder in OWN_MODULES:
        found += sorted(path for path in table.joinpath(*folder).glob(f"{gid}*.py") if owner(path) == gid)
    return found


def sources() -> list[Path]:
    """The files babel.cfg lists (the shared catalogue's sources; a game's own files there
    go to the game's catalogue)."""
    config = RawConfigParser()
    config.read(ROOT / "babel.cfg")
    sections = [section for section in config.sections() if section.startswith("spooky:")]
    listed = [section.split(":", 1)[1].strip() for section in sections]
    found: dict[Path, None] = {}  # in the order listed, each file once
    for pattern in listed:  # a path, or a glob such as table/games/*/words.py (a game adds no line)
        for path in sorted(ROOT.glob(pattern)) if any(c in pattern for c in "*?[") else [ROOT / pattern]:
            found.setdefault(path)
    return list(found)


Key = tuple[str, str | None]


def key(message: Message) -> Key:
    """A message's identity in a catalogue: its (singular) id and its context."""
    return (message.id if isinstance(message.id, str) else message.id[0], message.context)


def _extract(paths: list[Path], skip: set[Key]) -> Catalog:
    catalog = Catalog(project="Spooky Table", charset="utf-8", fuzzy=False, creation_date=FIXED)
    for path in paths:
        rel = path.relative_to(ROOT).as_posix()
        for line, message, comments, context in extract_from_file(extract_words, str(path)):
            ident = message if isinstance(message, str) else message[0]
            if (ident, context) not in skip:
                catalog.add(message, None, [(rel, line)], auto_comments=comments, context=context)
    return catalog


def templates() -> dict[str, Catalog]:
    """Every catalogue's template by domain: the shared files' messages in the shared one,
    each game's own files' messages not already there in the game's."""
    shared = _extract([path for path in sources() if owner(path) is None], set())
    taken = {key(message) for message in shared if message.id}
    found = {DOMAIN: shared}
    for gid in game_ids():
        found[gid] = _extract(own_files(gid), taken)
    return found


def template(domain: str = DOMAIN) -> Catalog:
    return templates()[domain]


def _po_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=100, omit_header=False, sort_output=True, no_location=True)
    return out.getvalue()


def po_path(lang: str) -> Path:
    """The shared catalogue's .po for ``lang``."""
    return Catalogue(DOMAIN, LOCALE).po(lang)


# The headers' dates are fixed, so the files change only when their messages do.
FIXED = datetime(2026, 1, 1, tzinfo=UTC)


def read(path: Path, locale: str | None = None) -> Catalog:
    with path.open("rb") as f:
        catalog = read_po(f, locale=locale)
    catalog.creation_date = catalog.revision_date = FIXED
    return catalog


def extract() -> None:
    made = templates()
    for catalogue in catalogues():
        catalogue.folder.mkdir(parents=True, exist_ok=True)
        catalogue.template.write_bytes(_po_bytes(made[catalogue.domain]))


def translated(message: Message) -> bool:
    strings = message.string if isinstance(message.string, tuple) else (message.string,)
    return bool(message.id) and not message.fuzzy and all(strings)


def update() -> None:
    """Merge each catalogue's template into its .po in every language, moving translations
    to where their messages live now (the module's docstring)."""
    every = catalogues()
    for lang in LANGUAGES:
        old = {c.domain: read(c.po(lang), lang) if c.po(lang).exists() else None for c in every}
        pool: dict[Key, Message] = {}  # each message's translation, the shared .po's first
        for catalog in old.values():
            for message in catalog or ():
                if translated(message):
                    pool.setdefault(key(message), message)
        in_shared = {key(m) for m in old[DOMAIN] or () if translated(m)}
        for catalogue in every:
            catalog = old[catalogue.domain]
            if catalog is None:
                catalogue.po(lang).parent.mkdir(parents=True, exist_ok=True)
                catalog = Catalog(locale=lang, project="Spooky Table", fuzzy=False, creation_date=FIXED)
            catalog.update(read(catalogue.template), no_fuzzy_matching=True)
            for message in catalog:
                found = pool.get(key(message)) if message.id else None
                moved = catalogue.game is not None and key(message) in in_shared
                if found is not None and found.id == message.id and (moved or not translated(message)):
                    message.string = found.string
                    message.flags.discard("fuzzy")
            catalog.last_translator = "The Spooky Table developers"
            catalog.language_team = f"{lang} <https://github.com/spooky-table>"
            catalog.obsolete.clear()
            catalog._set_mime_headers([("Plural-Forms", PLURALS[lang])])
            catalogue.po(lang).write_bytes(_po_bytes(catalog))


def mo_bytes(lang: str, catalogue: Catalogue | None = None) -> bytes:
    chosen = catalogue or Catalogue(DOMAIN, LOCALE)
    out = io.BytesIO()
    write_mo(out, read(chosen.po(lang), lang), use_fuzzy=False)
    return out.getvalue()


def pseudo_catalogue(catalogue: Catalogue | None = None) -> Catalog:
    """The pseudo-locale ``qps``: every message of a template accented and 40% longer."""
    chosen = catalogue or Catalogue(DOMAIN, LOCALE)
    catalog = Catalog(locale=None, project="Spooky Table", fuzzy=False, creation_date=FIXED)
    catalog.revision_date = FIXED
    catalog._set_mime_headers([("Language", PSEUDO), ("Plural-Forms", "nplurals=2; plural=(n != 1);")])
    for message in read(chosen.template):
        if not message.id:
            continue
        if isinstance(message.id, tuple):
            string: Any = tuple(pseudo(text) for text in message.id)
        else:
            string = pseudo(message.id)
        catalog.add(message.id, string, context=message.context, flags=message.flags)
    return catalog


def pseudo_mo_bytes(catalogue: Catalogue) -> bytes:
    out = io.BytesIO()
    write_mo(out, pseudo_catalogue(catalogue))
    return out.getvalue()


def compile_all() -> None:
    for catalogue in catalogues():
        for lang in LANGUAGES:
            catalogue.mo(lang).write_bytes(mo_bytes(lang, catalogue))
        catalogue.mo(PSEUDO).parent.mkdir(parents=True, exist_ok=True)
        catalogue.mo(PSEUDO).write_bytes(pseudo_mo_bytes(catalogue))


def problems() -> list[str]:
    """Everything that keeps the catalogues from being whole, one line each."""
    found: list[str] = []
    made = templates()
    every = catalogues()
    for catalogue in every:
        name = catalogue.domain
        pot = made[catalogue.domain]
        if not catalogue.template.exists() or catalogue.template.read_bytes() != _po_bytes(pot):
            found.append(f"{catalogue} is not current: run `make catalogues` (python tools/i18n.py extract)")
        wanted = {key(m) for m in pot if m.id}
        for lang in LANGUAGES:
            if not catalogue.po(lang).exists():
                found.append(f"{lang}: {name}.po is missing: run `make catalogues`")
                continue
            catalog = read(catalogue.po(lang), lang)
            have = {key(m) for m in catalog if m.id}
            for missing in sorted(wanted - have, key=str):
                found.append(f"{lang}: {name}: missing {missing[0]!r}")
            for message in catalog:
                if not message.id:
                    continue
                if not translated(message):
                    found.append(f"{lang}: {name}: untranslated or fuzzy {message.id!r}")
                for error in message.check(catalog):
                    found.append(f"{lang}: {name}: {message.id!r}: {error}")
            mo = catalogue.mo(lang)
            if not mo.exists() or mo.read_bytes() != mo_bytes(lang, catalogue):
                found.append(f"{lang}: {name}.mo is not current: run `make catalogues`")
        pseudo_mo = catalogue.mo(PSEUDO)
        if not pseudo_mo.exists() or pseudo_mo.read_bytes() != pseudo_mo_bytes(catalogue):
            found.append(f"qps: {name}.mo is not current: run `make catalogues`")
    return found + disagreements(every)


def disagreements(every: list[Catalogue]) -> list[str]:
    """A message in the shared catalogue and a game's, or translated differently in two
    games' catalogues (the program chains them, so only one translation could be said)."""
    found: list[str] = []
    for lang in LANGUAGES:
        seen: dict[Key, tuple[str, Any]] = {}
        for catalogue in every:
            if not catalogue.po(lang).exists():
                continue
            for message in read(catalogue.po(lang), lang):
                if not message.id:
                    continue
                if key(message) not in seen:
                    seen[key(message)] = (catalogue.domain, message.string)
                    continue
                first, string = seen[key(message)]
                if first == DOMAIN:
                    found.append(f"{lang}: {message.id!r} is both shared and {catalogue.domain}'s")
                elif string != message.string:
                    found.append(f"{lang}: {message.id!r} is translated differently by {first} and "
                                 f"{catalogue.domain}: {string!r}, {message.string!r}")
    return found


def _stage(rel: str, number: int) -> Catalog | None:
    """Stage ``number`` of a file in conflict (1 the merge base, 2 ours, 3 theirs), if any."""
    shown = subprocess.run(["git", "show", f":{number}:{rel}"], cwd=ROOT, capture_output=True)
    return read_po(io.BytesIO(shown.stdout)) if shown.returncode == 0 else None


def merged(base: Catalog | None, ours: Catalog, theirs: Catalog) -> Catalog:
    """``ours`` with every translated entry ``theirs`` added or changed since ``base``."""
    before = {key(m): (m.id, m.string) for m in base or () if m.id}
    for message in theirs:
        if not translated(message) or before.get(key(message)) == (message.id, message.string):
            continue
        mine = ours.get(message.id, message.context)
        if mine is not None and mine.id == message.id:
            mine.string = message.string
            mine.flags.discard("fuzzy")
        else:
            ours[message.id] = message
    return ours


def merge() -> list[str]:
    """During a ``git merge`` that conflicts in .po files: each conflicted .po becomes our
    entries with every entry the other side added or changed since the merge base taken
    from theirs. Then ``make catalogues`` moves each entry to the catalogue its message
    lives in (a game's, for a game's message the shared .po still holds). Returns the
    files resolved."""
    done: list[str] = []
    for catalogue in catalogues():
        for lang in LANGUAGES:
            rel = catalogue.po(lang).relative_to(ROOT).as_posix()
            base, ours, theirs = (_stage(rel, number) for number in (1, 2, 3))
            if ours is None or theirs is None:
                continue
            catalogue.po(lang).write_bytes(_po_bytes(merged(base, ours, theirs)))
            done.append(rel)
    return done


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "check"
    if command == "extract":
        extract()
    elif command == "update":
        update()
    elif command == "compile":
        compile_all()
    elif command == "merge":
        print("\n".join(merge()) or "no .po file in conflict")
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
