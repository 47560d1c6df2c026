"""The names printed on the card faces, in the language spoken now.

The faces' names are run-time text (the game's ``art/<id>/manifest.json``: each face's texts with
``role: "name"``), drawn over the art when a face is rasterised, so a face is drawn in the
chosen language by giving it its translated name: every printed name is a message (the
games' card names, and the few words printed alone here). A language switch draws the
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
    """A face's printed (English) name in the language spoken now."""
    if printed.endswith(ROYAL) and printed != ROYAL.strip():
        return _("{critter} Royal").format(critter=_(printed[: -len(ROYAL)]))
    return _(printed)


def translated_texts(texts: list[JsonObject]) -> list[JsonObject]:
    """A face's (or the runway's) texts in the language spoken now: the name (one line or
    two) as one block where its lines were, wrapped at a space when it is too wide."""
    if i18n.current() == i18n.ENGLISH:
        return texts
    texts = [{**spec, "t": _(spec["t"])} if spec.get("t") in WORDS else spec for spec in texts]
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
