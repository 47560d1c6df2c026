"""A card back can never be mistaken for a face: it places no emblem or figure, shares
no drawn shape with any face of its deck, and Royal's back carries none of the gold that
frames the Royals (a crowned bat on a sunburst once made a face-down card look like a
Royal, as if it proved a "Royal" claim). Read from the generator (``tools/make_art.py``),
whose output the committed art must equal (``test_assets``)."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest

from table.games import game_ids

TOOLS = Path(__file__).resolve().parents[2] / "tools"
GAMES = game_ids()
SHAPE = re.compile(r"<(?:path|circle|ellipse|polygon)\b[^>]*/>")


def _make_art() -> Any:
    if str(TOOLS) not in sys.path:
        sys.path.insert(0, str(TOOLS))
    import make_art

    return make_art


def _shapes(svg: str) -> set[str]:
    return set(SHAPE.findall(svg))


@pytest.mark.parametrize("game_id", GAMES)
def test_a_back_shares_nothing_with_the_faces(game_id: str) -> None:
    art = _make_art()
    back = art.game_back(game_id)
    assert "<g transform=" not in back, "a back places no emblem or figure (those are the faces')"
    faces = [art.layout_face(face)[0] for face in art.FACES[game_id]()]
    shared = _shapes(back) & set().union(*(_shapes(face) for face in faces))
    # The lattice's small diamonds or dots are the only shapes a face may also have.
    pattern = re.search(r'<g opacity="[0-9.]+">(.*?)</g>', back)
    lattice = _shapes(pattern.group(1)) if pattern else set()
    drawn = sorted(shared - lattice)
    assert not drawn, f"{game_id}'s back draws shapes its faces have: {drawn[:2]}"
