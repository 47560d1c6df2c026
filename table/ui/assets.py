"""The asset cache: every image the table shows, rendered once per size from ``table/assets/art/``.

Art is kept as SVG (written by ``tools/make_art.py``) and listed in each game's own
manifest beside its art, ``table/assets/art/<id>/manifest.json`` (the icon in
``table/assets/art/manifest.json``). This module rasterises an image with pygame-ce's SVG
loader at exactly the size asked for, draws the image's words on top (corner indices,
card names, track numbers) in the bundled Cabin Bold (``table/assets/fonts``, SIL Open
Font Licence; ``font`` gives the UI its regular and bold weights), and caches the result
by (image, size), so cards stay crisp at any window size and nothing is rasterised at
import or start-up. Art and fonts are package data (``table.assets``), found the same
way in a checkout, an installed wheel and a PyInstaller build.
"""

from __future__ import annotations

import json
import sys
import time
from collections import OrderedDict
from functools import cache
from pathlib import Path

import pygame

import table.assets as package_assets
from table.core import i18n
from table.core.vocabulary import JsonObject
from table.ui.face_names import translated_texts

CARD_ASPECT = 250 / 350  # width / height of every card in the art
BACKDROP_MAX_W = 800  # widest a table background is rasterised before being enlarged
_CAP_SAMPLE = "0123456789HAEV"
FONT_FILES = {False: "Cabin-Regular.otf", True: "Cabin-Bold.otf"}
_FORGET_AT_QUIT: list[bool] = []  # not empty while our fonts are to be forgotten at pygame.quit()



class SurfaceCache:
    """Rendered images by key, least recently used first, bounded by their pixel memory
    (``limit`` bytes) so that a table which asks for many sizes (a resize, a zoom) cannot
    grow it for ever. (``functools.lru_cache`` bounds a count, and a backdrop weighs as
    much as three hundred cards.)"""

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.bytes = 0
        self._surfaces: OrderedDict[tuple[object, ...], pygame.Surface] = OrderedDict()

    def __len__(self) -> int:
        return len(self._surfaces)

    def __contains__(self, key: object) -> bool:
        return key in self._surfaces

    def __getitem__(self, key: tuple[object, ...]) -> pygame.Surface:
        return self._surfaces[key]

    def clear(self) -> None:
        self._surfaces.clear()
        self.bytes = 0

    def recall(self, key: tuple[object, ...]) -> pygame.Surface | None:
        surface = self._surfaces.get(key)
        if surface is not None:
            self._surfaces.move_to_end(key)
        return surface

    def remember(self, key: tuple[object, ...], surface: pygame.Surface) -> pygame.Surface:
        """Keep ``surface`` under ``key``, forgetting the least recently used beyond the limit."""
        self._surfaces[key] = surface
        self.bytes += _weight(surface)
        while self.bytes > self.limit and len(self._surfaces) > 1:
            _old_key, old = self._surfaces.popitem(last=False)
            self.bytes -= _weight(old)
        return surface


def _weight(surface: pygame.Surface) -> int:
    return surface.get_width() * surface.get_height() * 4


CACHE_BYTES = 384 * 1024 * 1024
_surfaces = SurfaceCache(CACHE_BYTES)  # the one memo of rasterised art (see ``clear_cache``)


def asset_root() -> Path:
    """The art folder, ``table/assets/art`` (package data: checkout, wheel and bundle alike)."""
    return package_assets.art_dir()


@cache
def manifest() -> JsonObject:
    """``manifest.json``: the art no game owns (the application icon)."""
    return _read(asset_root() / "manifest.json")


class MissingArt(KeyError):
    """A game of the catalogue without its manifest: says, in one sentence, what to run."""

    def __str__(self) -> str:
        return str(self.args[0])


def game_manifest_file(game_id: str) -> Path:
    """Where ``game_id``'s own art manifest lives: beside its art."""
    return asset_root() / game_id / "manifest.json"


@cache
def game_manifest(game_id: str) -> JsonObject:
    """``game_id``'s own ``manifest.json``: its faces, backs, table, title tile, palette
    and any art of its own, each image's SVG, native size and run-time texts."""
    path = game_manifest_file(game_id)
    if not game_id.isidentifier() or not path.is_file():
        raise MissingArt(f"{game_id} has no art: add tools/art/{game_id}.py and run tools/make_art.py.")
    return _read(path)


def art_games() -> list[str]:
    """The ids of every game whose art is here, in order."""
    return sorted(path.parent.name for path in asset_root().glob("*/manifest.json"))


def _read(path: Path) -> JsonObject:
    with path.open(encoding="utf-8") as handle:
        data: JsonObject = json.load(handle)
    return data


def clear_cache() -> None:
    """Forget every rendered surface (e.g. after the window changes size a lot)."""
    _surfaces.clear()


# --- fonts -----------------------------------------------------------------------------------


def font_dir() -> Path:
    """The bundled fonts, ``table/assets/fonts`` (package data, like the art)."""
    return package_assets.fonts_dir()


def font_file(bold: bool = False) -> Path:
    """The bundled font file for the regular or the (true) bold weight."""
    return font_dir() / FONT_FILES[bold]


def font(px: int, bold: bool = False) -> pygame.font.Font:
    """The bundled Cabin at ``px`` pixels, regular or bold; never a system font, never faux bold."""
    if not pygame.font.get_init():
        pygame.font.init()
    if not _FORGET_AT_QUIT:  # a Font dies with pygame.quit(): forget ours then, a later init makes new ones
        pygame.register_quit(_forget_fonts)
        _FORGET_AT_QUIT.append(True)
    return _load_font(max(1, int(px)), bold)



@cache
def _load_font(px: int, bold: bool) -> pygame.font.Font:
    try:
        return pygame.font.Font(str(font_file(bold)), px)
    except (FileNotFoundError, OSError):
        # an install that lost the font files still plays, in pygame's own font
        _say_font_missing()
        return pygame.font.Font(None, round(px * 1.4))


@cache
def _say_font_missing() -> None:
    """Said once per run (memoised): the fallback font is in use."""
    why = f"Spooky Table: the bundled font is missing from {font_dir()}; using a plainer one."
    print(why, file=sys.stderr)


def _forget_fonts() -> None:
    _load_font.cache_clear()
    _FORGET_AT_QUIT.clear()
    _cap_ratio.cache_clear()


@cache
def _cap_ratio() -> float:
    """Height of a capital or digit as a fraction of the font size asked for."""
    sample = font(200, True).render(_CAP_SAMPLE, True, (0, 0, 0))
    return sample.get_bounding_rect().height / 200


def _render_line(words: str, cap_px: float, colour: pygame.Color) -> pygame.Surface:
    """``words`` with capitals ``cap_px`` tall, cropped to their ink."""
    size = max(4, round(cap_px / _cap_ratio()))
    surface = font(size, True).render(words, True, colour)
    return (
        surface.subsurface(surface.get_bounding_rect()).copy() if surface.get_bounding_rect().w else surface
    )


def _line_surface(words: str, cap_px: float, max_w: float, colour: pygame.Color) -> pygame.Surface:
    line = _render_line(words, cap_px, colour)
    if line.get_width() <= max_w:
        return line
    if len(words) <= 3:
        # a figure is condensed rather than shrunk: tall narrow figures read better in a fan
        return pygame.transform.smoothscale(line, (max(1, int(max_w)), line.get_height()))
    # words keep the font's own proportions: set smaller, never squeezed
    return _render_line(words, cap_px * max_w / line.get_width(), colour)


def _text_block(spec: JsonObject, sx: float, sy: float) -> pygame.Surface:
    """One manifest text entry, rendered at the image's scale."""
    colour = pygame.Color(spec["fill"])
    cap_px = spec["h"] * sy
    max_w = spec["w"] * sx
    words: str = spec["t"]
    single = _render_line(words, cap_px, colour)
    if spec.get("wrap") and single.get_width() > max_w and " " in words:
        # a long name goes on two lines, split at the space nearest the middle
        spaces = [i for i, ch in enumerate(words) if ch == " "]
        cut = min(spaces, key=lambda i: abs(i - len(words) / 2))
        lines = [
            _line_surface(part, cap_px * 0.78, max_w, colour) for part in (words[:cut], words[cut + 1 :])
        ]
        gap = cap_px * 0.35
        height = round(sum(part.get_height() for part in lines) + gap)
        block = pygame.Surface((max(part.get_width() for part in lines), height), pygame.SRCALPHA)
        block.blit(lines[0], ((block.get_width() - lines[0].get_width()) // 2, 0))
        block.blit(
            lines[1], ((block.get_width() - lines[1].get_width()) // 2, height - lines[1].get_height())
        )
    else:
        block = _line_surface(words, cap_px, max_w, colour)
    if spec.get("underline"):
        # a 6 and a 9 carry a bar beneath, so neither is misread upside down
        # (padded equally above, so the figure itself stays where the art puts it)
        bar = max(1, round(cap_px * 0.08))
        marked = pygame.Surface((block.get_width(), block.get_height() + 6 * bar), pygame.SRCALPHA)
        marked.blit(block, (0, 3 * bar))
        marked.fill(colour, pygame.Rect(0, block.get_height() + 4 * bar, block.get_width(), bar))
        block = marked
    if spec.get("rot"):
        block = pygame.transform.rotate(block, spec["rot"])
    return block


# --- rasterising -----------------------------------------------------------------------------


def _rasterise(record: JsonObject, size: tuple[int, int]) -> pygame.Surface:
    """An image's SVG at ``size`` with its texts drawn on top."""
    width, height = max(1, int(size[0])), max(1, int(size[1]))
    surface = pygame.image.load_sized_svg(str(asset_root() / record["svg"]), (width, height))
    if surface.get_size() != (width, height):
        surface = pygame.transform.smoothscale(surface, (width, height))
    native_w, native_h = record["size"]
    sx, sy = width / native_w, height / native_h
    for spec in translated_texts(list(record.get("texts", ()))):
        block = _text_block(spec, sx, sy)
        surface.blit(block, block.get_rect(center=(round(spec["x"] * sx), round(spec["y"] * sy))))
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surface = surface.convert_alpha()
    return surface


def _cached(key: tuple[object, ...], record: JsonObject, size: tuple[int, int]) -> pygame.Surface:
    full_key = (*key, int(size[0]), int(size[1]))
    remembered = _surfaces.recall(full_key)
    return remembered if remembered is not None else _surfaces.remember(full_key, _rasterise(record, size))


def _cover(key: tuple[object, ...], record: JsonObject, size: tuple[int, int]) -> pygame.Surface:
    """The image scaled to cover ``size`` without distortion, centre-cropped.

    A backdrop is soft felt, so it is rasterised at most ``BACKDROP_MAX_W`` wide, cropped
    to the window's shape, then smoothly enlarged: about 0.1 s at 1080p, 0.3 s at 4K.
    """
    width, height = max(1, int(size[0])), max(1, int(size[1]))
    full_key = (*key, "cover", width, height)
    remembered = _surfaces.recall(full_key)
    if remembered is not None:
        return remembered
    native_w, native_h = record["size"]
    scale = max(width / native_w, height / native_h)
    shrink = min(1.0, BACKDROP_MAX_W / (native_w * scale))
    whole = _rasterise(
        record, (max(1, round(native_w * scale * shrink)), max(1, round(native_h * scale * shrink)))
    )
    crop = pygame.Rect(0, 0, max(1, round(width * shrink)), max(1, round(height * shrink)))
    crop.center = whole.get_rect().center
    part = whole.subsurface(crop.clip(whole.get_rect()))
    return _surfaces.remember(full_key, pygame.transform.smoothscale(part, (width, height)))


# --- the interface the table codes against ----------------------------------------------------


def card_ids(game_id: str) -> list[str]:
    """Every card id of ``game_id`` that has a face, in deck order."""
    return list(game_manifest(game_id)["faces"])


def card_face(game_id: str, card_id: str, size: tuple[int, int]) -> pygame.Surface:
    """The face of ``card_id`` at ``size``; an unknown card raises KeyError."""
    faces = game_manifest(game_id)["faces"]
    if card_id not in faces:
        raise KeyError(f"no art for card {card_id!r} of game {game_id!r}")
    return _cached(("face", game_id, card_id, i18n.current()), faces[card_id], size)


def prepare(game_id: str, card_size: tuple[int, int], budget_s: float = 0.008) -> bool:
    """Render ``game_id``'s faces and backs at ``card_size`` ahead of need, for ``budget_s``.

    A face costs a few milliseconds to rasterise, so a table can call this once per
    frame while it deals, spreading the work; returns True once every card is ready.
    """
    deadline = time.perf_counter() + budget_s
    faces = game_manifest(game_id)["faces"]
    backs = game_manifest(game_id)["backs"]
    lang = i18n.current()  # a face's name is drawn in it
    pending = [("face", card) for card in faces if ("face", game_id, card, lang, *card_size) not in _surfaces]
    pending += [("back", suit) for suit in backs if ("back", game_id, suit, *card_size) not in _surfaces]
    for done, (kind, name) in enumerate(pending):
        # At least one card per call, so any budget makes progress.
        if done and time.perf_counter() >= deadline:
            return False
        if kind == "face":
            card_face(game_id, name, card_size)
        else:
            card_back(game_id, card_size, name or None)
    return True


def card_back(game_id: str, size: tuple[int, int], suit: str | None = None) -> pygame.Surface:
    """The back of ``game_id``'s cards; Batwalk backs show their vamp's ``suit``.

    Games whose backs are all alike ignore ``suit``; an unknown Batwalk suit raises KeyError.
    """
    backs = game_manifest(game_id)["backs"]
    key = (suit or "") if len(backs) > 1 else ""
    if key not in backs:
        raise KeyError(f"game {game_id!r} has no back for suit {suit!r}")
    return _cached(("back", game_id, key), backs[key], size)


def table_background(game_id: str, size: tuple[int, int]) -> pygame.Surface:
    """The table felt of ``game_id``, filling ``size`` at any aspect ratio."""
    return _cover(("table", game_id), game_manifest(game_id)["table"], size)


def title_tile(game_id: str, size: tuple[int, int]) -> pygame.Surface:
    """The game picker's tile for ``game_id``, its title drawn in."""
    return _cached(("title", game_id), game_manifest(game_id)["title"], size)


def title_picture(game_id: str, size: tuple[int, int]) -> pygame.Surface:
    """The game picker's tile for ``game_id`` without its title: the title screen writes
    the five titles itself, all at one size (each tile's own fitted its own width)."""
    return _cached(("title-picture", game_id), {**game_manifest(game_id)["title"], "texts": []}, size)


# --- a game's art of its own (the Batwalk's vamps: standees, reference cards, runway) --------


def standee(game_id: str, suit: str, height: int) -> pygame.Surface:
    """A vamp's standee (Batwalk's own art), ``height`` pixels tall."""
    record = game_manifest(game_id)["standees"][suit]
    native_w, native_h = record["size"]
    return _cached(("standee", game_id, suit), record, (max(1, round(height * native_w / native_h)), height))


def reference_card(game_id: str, suit: str, size: tuple[int, int]) -> pygame.Surface:
    """A vamp's reference card (Batwalk's own art): its portrait and the order of the cards."""
    return _cached(("reference", game_id, suit), game_manifest(game_id)["references"][suit], size)


def runway(game_id: str, size: tuple[int, int]) -> pygame.Surface:
    """The score track (Batwalk's own art: start and spaces 1-10) at ``size``."""
    return _cached(("runway", game_id, i18n.current()), game_manifest(game_id)["runway"], size)


def runway_spaces(game_id: str, size: tuple[int, int]) -> list[tuple[int, int]]:
    """Where a standee's feet go on each space (start, 1..10) of ``runway(game_id, size)``."""
    record = game_manifest(game_id)["runway"]
    native_w, native_h = record["size"]
    return [(round(x * size[0] / native_w), round(y * size[1] / native_h)) for x, y in record["spaces"]]


def app_icon(size: int) -> pygame.Surface:
    """The application icon, ``size`` pixels square."""
    return _cached(("icon",), manifest()["icon"], (size, size))


def card_size_for(window_size: tuple[int, int]) -> tuple[int, int]:
    """A card size that stays readable in a fan at ``window_size``.

    A fifth of the window's height (144 px at 1280 x 720), never wider than a ninth of
    its width, and never below 96 px tall, where the corner index stops being legible.
    """
    width, height = window_size
    card_h = max(96, round(min(height / 5, width / 9 / CARD_ASPECT)))
    return round(card_h * CARD_ASPECT), card_h
