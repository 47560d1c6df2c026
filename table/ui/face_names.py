"""The names printed on the card faces, in the language spoken now.

The faces' names are run-time text (the game's ``art/<id>/manifest.json``: each face's texts with
``role: "name"``), drawn over the art when a face is rasterised, so a face is drawn in the
chosen language by giving it its translated name: every printed name is a message (the
games' card names, and the few words printed alone here), and so are the letters in the
corners of the cards that show letters there (``corners``). A language switch draws the
faces again (the language is in their cache key, ``assets.card_face``).
"""

from __future__ import annotations

from table.core import i18n
from table.core.i18n import N_, _
from table.core.vocabulary import JsonObject

# Words printed alone on a face that are not a card's whole name elsewhere, and the word
# printed on Batwalk's runway.
PRINTED = (N_("Garlic"), N_("Star"), N_("Dragon"), N_("Snake"), N_("Spider"), N_("Safety"))
WORDS = frozenset({N_("START")})  # printed words that are no card's name
ROYAL = " Royal"


def face_name(printed: str) -> str:
    """A face's printed (English) name in the language spoken now: a card's own message
    where its name is also another thing's (``pgettext("a card", …)``: Munch's Escape is
    a key's name too), else the name's message."""
    if printed.endswith(ROYAL) and printed != ROYAL.strip():
        return _("{critter} Royal").format(critter=_(printed[: -len(ROYAL)]))
    said = i18n.pgettext("a card", printed)
    return said if said != printed else _(printed)


def corners() -> dict[str, str]:
    """The letters in a face's corners (Royal's critters, Snow's specials, Munch's powers,
    Dragon's safeties), English's → the language spoken now's. Numbers and signs stay."""
    return {
        # Translators: the letters in the corners of a card face: one or two letters from
        # the card's name in your language (two at most: the corner is small), different
        # from every other card's letters in the same game.
        "Ba": i18n.pgettext("corner of Royal's Bat", "Ba"),
        "Co": i18n.pgettext("corner of Royal's Cockroach", "Co"),
        "Fl": i18n.pgettext("corner of Royal's Fly", "Fl"),
        "Ra": i18n.pgettext("corner of Royal's Rat", "Ra"),
        "Sb": i18n.pgettext("corner of Royal's Stink Bug", "Sb"),
        "Sc": i18n.pgettext("corner of Royal's Scorpion", "Sc"),
        "To": i18n.pgettext("corner of Royal's Toad", "To"),
        "N": i18n.pgettext("corner of Royal's Nothing", "N"),
        "W": i18n.pgettext("corner of Royal's Wild", "W"),
        "A": i18n.pgettext("corner of Snow's Apocalypse", "A"),
        "B": i18n.pgettext("corner of Snow's Bunker", "B"),
        "C": i18n.pgettext("corner of Snow's Catastrophe", "C"),
        "SF": i18n.pgettext("corner of Snow's Sly Fox", "SF"),
        "SB": i18n.pgettext("corner of Snow's Snowball", "SB"),
        "V": i18n.pgettext("corner of Munch's Vanquish", "V"),
        "E": i18n.pgettext("corner of Munch's Escape", "E"),
        "T": i18n.pgettext("corner of Munch's Topsy Turvy", "T"),
        "S": i18n.pgettext("corner of Dragon's Safety", "S"),
    }


def translated_texts(texts: list[JsonObject]) -> list[JsonObject]:
    """A face's (or the runway's) texts in the language spoken now: the name (one line or
    two) as one block where its lines were, wrapped at a space when it is too wide."""
    if i18n.current() == i18n.ENGLISH:
        return texts
    texts = [{**spec, "t": _(spec["t"])} if spec.get("t") in WORDS else spec for spec in texts]
    if any(spec.get("role") == "index" for spec in texts):
        corner = corners()
        texts = [{**spec, "t": corner.get(spec["t"], spec["t"])} if spec.get("role") == "index" else spec
                 for spec in texts]
    names = [spec for spec in texts if spec.get("role") == "name"]
    if not names:
        return texts
    printed = " ".join(str(spec["t"]) for spec in names)
    said = face_name(printed)
    if said == printed:
        return texts
    first = names[0]
    block = {
        **first,
        "t": said,
        "y": sum(spec["y"] for spec in names) / len(names),
        "h": max(spec["h"] for spec in names) * (1.12 if len(names) > 1 else 1.0),
        "wrap": True,
    }
    return [spec for spec in texts if spec.get("role") != "name"] + [block]
