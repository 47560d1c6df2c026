"""Generate every piece of Spooky Table's art into ``table/assets/art/``: SVG sources and manifests.

Run ``python tools/make_art.py`` (or ``--out DIR``) to rebuild. The output is
deterministic, so the committed files are exactly what this script writes and a test
can prove it. For each game of the catalogue it draws, from the game's own art file
(``tools/art/<id>.py``, see ``tools/art/__init__.py``), into the game's own folder
``table/assets/art/<game>/``: one SVG per card face (``<card>.svg``), the backs, the
table background, the title tile and any art of the game's own (the Batwalk's vamps:
standees, reference cards and the runway), and the game's own ``manifest.json``; and
the application icon as SVG, PNGs from 16 to 512 px, ``.ico`` (Windows) and ``.icns``
(macOS), listed in ``table/assets/art/manifest.json``. No words are drawn into the
SVGs: a manifest lists, per image, the text (corner index, card name, numbers) that
``table/ui/assets.py`` draws on top at run time with pygame-ce's bundled font. Decks
follow ``spec/rules/<game>.md``.
"""

from __future__ import annotations

import argparse
import json
import os
import struct
import sys
from collections.abc import Callable
from pathlib import Path

import art_figures as fig
from art import art_of, game_ids
from art_card import (
    CARD_H,
    CARD_W,
    TABLE_H,
    TABLE_W,
    TITLE_H,
    TITLE_W,
    Face,
    back_svg,
    entry,
    layout_face,
    svg_document,
    table_svg,
    title_svg,
)
from art_palette import GOLD

REPO = Path(__file__).resolve().parent.parent
ART = REPO / "table" / "assets" / "art"  # package data: travels with the code
__all__ = ["GOLD", "Face", "layout_face"]

# Every game's card faces, by id (from its own art file).
FACES: dict[str, Callable[[], list[Face]]] = {game: art_of(game).faces for game in game_ids()}


# --- backs, tables and title tiles ----------------------------------------------------------

# A back shows no figure from any face of its deck (a crowned bat on a sunburst read as
# a Royal, so a face-down card seemed to prove a "Royal" claim): every deck's back is
# the same abstract rosette on a lattice, in the deck's own colours, and looks the same
# either way up, as a real card back does.


def game_back(game: str) -> str:
    look = art_of(game)
    field_colour, accent = look.back
    return back_svg(field_colour, accent, look.back_pattern)


def game_title(game: str) -> str:
    """The game's name as the catalogue writes it."""
    from table.games import CATALOGUE

    return next(title for game_id, title, _ in CATALOGUE if game_id == game)


# --- the application icon -------------------------------------------------------------------

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def icon_svg() -> str:
    return svg_document(100, 100, fig.icon_scene())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG images (allowed since Vista), 256 px and below."""
    sizes = [s for s in sorted(pngs) if s <= 256]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = 6 + 16 * len(sizes)
    entries, data = b"", b""
    for s in sizes:
        png = pngs[s]
        entries += struct.pack("<BBBBHHII", s % 256, s % 256, 0, 0, 1, 32, len(png), offset + len(data))
        data += png
    return header + entries + data


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding PNG images under their modern type codes."""
    types = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09"}
    chunks = b"".join(code + struct.pack(">I", len(pngs[s]) + 8) + pngs[s] for s, code in types.items())
    return b"icns" + struct.pack(">I", len(chunks) + 8) + chunks


def rasterise_icon(svg_path: Path) -> dict[int, bytes]:
    """The icon as PNG bytes at every size, drawn by pygame-ce's own SVG rasteriser."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import io

    import pygame

    pngs = {}
    for size in ICON_SIZES:
        surface = pygame.image.load_sized_svg(str(svg_path), (size, size))
        buffer = io.BytesIO()
        pygame.image.save(surface, buffer, "icon.png")
        pngs[size] = buffer.getvalue()
    return pngs

# --- writing it all --------------------------------------------------------------------------


def game_art(game: str) -> tuple[dict[str, str], dict[str, object]]:
    """One game's SVGs (by path under the art folder) and its own manifest: its faces,
    backs, table, title tile, palette and any art of its own (the Batwalk's vamps)."""
    look = art_of(game)
    files: dict[str, str] = {}
    faces: dict[str, object] = {}
    for face in look.faces():
        rel = f"{game}/{face.card_id}.svg"
        svg, texts = layout_face(face)
        files[rel] = svg
        faces[face.card_id] = entry(rel, (CARD_W, CARD_H), texts)
    files[f"{game}/back.svg"] = game_back(game)
    backs = {"": entry(f"{game}/back.svg", (CARD_W, CARD_H))}
    for key in look.suit_backs:
        assert look.suit_back is not None
        files[f"{game}/back-{key}.svg"] = look.suit_back(key)
        backs[key] = entry(f"{game}/back-{key}.svg", (CARD_W, CARD_H))
    felt, motif = look.table
    files[f"{game}/table.svg"] = table_svg(felt, motif)
    title = game_title(game)
    svg, texts = title_svg(felt, look.title_scene(), title)
    files[f"{game}/title.svg"] = svg
    manifest: dict[str, object] = {
        "faces": faces,
        "backs": backs,
        "table": entry(f"{game}/table.svg", (TABLE_W, TABLE_H)),
        "title": entry(f"{game}/title.svg", (TITLE_W, TITLE_H), texts, title=title),
        "palette": {
            key: {"colour": suit.colour, "emblem": suit.emblem, "pattern": suit.pattern}
            for key, suit in look.palette.items()
        },
    }
    if look.extras is not None:
        own_files, own_entries = look.extras()
        files.update(own_files)
        manifest.update(own_entries)
    return files, manifest


def write_json(path: Path, data: object) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=1, sort_keys=True, ensure_ascii=False) + "\n", encoding="utf-8")


def build(out: Path) -> dict[str, dict]:
    """Write every SVG, each game's manifest and the icon under ``out``; return the
    manifests by game id (and the icon's, under ``""``)."""
    files: dict[str, str] = {}
    manifests: dict[str, dict] = {}
    for game in game_ids():
        own_files, manifests[game] = game_art(game)
        files.update(own_files)
    files["icon/icon.svg"] = icon_svg()
    manifests[""] = {
        "version": 2,  # 2: each game's art in its own manifest, <id>/manifest.json
        "icon": entry(
            "icon/icon.svg",
            (100, 100),
            pngs={str(s): f"icon/icon-{s}.png" for s in ICON_SIZES},
            ico="icon/icon.ico",
            icns="icon/icon.icns",
        ),
    }

    for rel, svg in files.items():
        target = out / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(svg, encoding="utf-8")
    pngs = rasterise_icon(out / "icon/icon.svg")
    for size, png in pngs.items():
        (out / f"icon/icon-{size}.png").write_bytes(png)
    (out / "icon/icon.ico").write_bytes(ico_bytes(pngs))
    (out / "icon/icon.icns").write_bytes(icns_bytes(pngs))
    for game, manifest in manifests.items():
        # a game's own manifest beside its art; the shared one holds only the icon
        write_json(out / game / "manifest.json" if game else out / "manifest.json", manifest)
    return manifests


def install_packaging_icons(art: Path, packaging: Path) -> None:
    """Copy the icon into packaging/icons: the Linux hicolor set, .ico and .icns."""
    icons = packaging / "icons"
    for size in ICON_SIZES:
        target = icons / "hicolor" / f"{size}x{size}" / "apps" / "spooky-table.png"
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes((art / f"icon/icon-{size}.png").read_bytes())
    (icons / "spooky-table.ico").write_bytes((art / "icon/icon.ico").read_bytes())
    (icons / "spooky-table.icns").write_bytes((art / "icon/icon.icns").read_bytes())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ART, help="where to write (default: table/assets/art/)")
    args = parser.parse_args(argv)
    manifest = build(args.out)
    if args.out.resolve() == ART.resolve():
        install_packaging_icons(args.out, REPO / "packaging")
    count = sum(len(own["faces"]) for game, own in manifest.items() if game)
    print(f"wrote {count} card faces and the rest of the art to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
