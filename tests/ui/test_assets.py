"""Tests for the card art and its asset cache (``table/ui/assets.py``, ``art/``, ``tools/``).

Every card id of every registered game must map to a face that loads; the art must be
exactly what the committed generator writes; images are rendered lazily, at the size
asked for, and cached; the palette passes the colour-blind check.
"""

from __future__ import annotations

import argparse
import importlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame

from table.games import game_ids
from table.ui import art_sheet, assets
from tests.per_game import data_of

REPO = Path(__file__).resolve().parents[2]
ART = REPO / "table" / "assets" / "art"
CARD = assets.card_size_for((1280, 720))

# Deck sizes from the rules files (spec/rules/<id>.md, "Deck").


@pytest.fixture(scope="module", autouse=True)
def _pygame() -> None:
    pygame.init()


def _dark_pixels(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels in ``rect`` are near-black ink (the corner index is drawn in ink)."""
    count = 0
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            colour = surface.get_at((x, y))
            if colour.a > 200 and colour.r + colour.g + colour.b < 200:
                count += 1
    return count


# --- every card has art ------------------------------------------------------------------


@pytest.mark.parametrize("game_id", game_ids())
def test_art_covers_the_games_deck(game_id: str) -> None:
    assert len(assets.game_manifest(game_id)["faces"]) == data_of(game_id, "DECK_SIZE")
    assert set(assets.art_games()) == set(game_ids())


def test_a_game_without_its_art_manifest_is_named_in_one_sentence() -> None:
    with pytest.raises(assets.MissingArt) as raised:
        assets.game_manifest("trick")
    said = str(raised.value)
    assert said == "trick has no art: add tools/art/trick.py and run tools/make_art.py."
    assert isinstance(raised.value, KeyError)  # an unknown game's card is a KeyError, as before
    # the shared manifest holds only what no game owns
    assert set(assets.manifest()) == {"icon", "version"}


def test_art_covers_every_deck_of_the_rules_files() -> None:
    faces = {game_id: assets.game_manifest(game_id)["faces"] for game_id in game_ids()}
    for game_id, held in faces.items():
        missing = set(data_of(game_id, "SAMPLE_FACES")) - set(held)
        assert not missing, f"{game_id}'s art has no face for {sorted(missing)}"


@pytest.mark.parametrize("game_id", game_ids())
def test_every_card_of_a_registered_game_has_a_face_that_loads(game_id: str) -> None:
    package = importlib.import_module(f"table.games.{game_id}")
    cards = list(package.ALL_CARDS)
    assert cards, f"{game_id} exports no cards"
    for card_id in cards:
        face = assets.card_face(game_id, card_id, CARD)
        assert face.get_size() == CARD
        # the art is really there: the middle of the card is opaque and not one flat colour
        middle = face.subsurface(pygame.Rect(CARD[0] // 4, CARD[1] // 4, CARD[0] // 2, CARD[1] // 2))
        assert middle.get_at((0, 0)).a == 255
        assert (
            len(
                {
                    tuple(middle.get_at((x, y)))
                    for x in range(0, middle.get_width(), 3)
                    for y in range(0, middle.get_height(), 3)
                }
            )
            > 8
        ), card_id


@pytest.mark.parametrize("game_id", game_ids())
def test_every_face_has_a_corner_index_or_icon_in_ink(game_id: str) -> None:
    corner = pygame.Rect(
        round(CARD[0] * 0.08), round(CARD[1] * 0.06), round(CARD[0] * 0.18), round(CARD[1] * 0.2)
    )
    for card_id in assets.card_ids(game_id):
        face = assets.card_face(game_id, card_id, CARD)
        assert _dark_pixels(face, corner) > 15, f"{game_id} {card_id}: no readable corner index"


def test_card_names_on_the_faces_match_the_rules_packages() -> None:
    """A name printed on a face uses the words the game's package names the card with."""
    checked = 0
    for game_id in game_ids():
        card_name = getattr(importlib.import_module(f"table.games.{game_id}"), "card_name", None)
        if card_name is None:
            continue
        for card_id, record in assets.game_manifest(game_id)["faces"].items():
            printed = " ".join(entry["t"] for entry in record.get("texts", ()) if entry.get("role") == "name")
            if not printed:
                continue
            official = card_name(card_id).lower().replace("(", " ").replace(")", " ").split()
            assert all(word in official for word in printed.lower().split()), (card_id, printed)
            if data_of(game_id, "FACE_NAMES_WHOLE"):
                assert printed == card_name(card_id)
            checked += 1
    assert checked >= 40 or not game_ids()


def test_an_unknown_game_raises_key_error() -> None:
    # A game's unknown cards and suits: tests/ui/test_dragon_assets.py, test_batwalk_assets.py.
    with pytest.raises(KeyError):
        assets.card_face("chess", "king", CARD)


# --- backs, tables and the rest --------------------------------------------------------------


@pytest.mark.parametrize("game_id", game_ids())
def test_backs_tables_and_title_tiles_render_at_any_size(game_id: str) -> None:
    assert assets.card_back(game_id, CARD).get_size() == CARD
    for size in ((1280, 720), (1920, 1200), (800, 1000)):
        assert assets.table_background(game_id, size).get_size() == size
    assert assets.title_tile(game_id, (320, 240)).get_size() == (320, 240)


def test_app_icon_files_for_every_platform() -> None:
    icon = assets.manifest()["icon"]
    for size_text, rel in icon["pngs"].items():
        image = pygame.image.load(str(ART / rel))
        assert image.get_size() == (int(size_text), int(size_text))
    assert {16, 512} <= {int(size) for size in icon["pngs"]}
    ico = (ART / icon["ico"]).read_bytes()
    assert ico[:4] == b"\x00\x00\x01\x00" and int.from_bytes(ico[4:6], "little") >= 6
    icns = (ART / icon["icns"]).read_bytes()
    assert icns[:4] == b"icns" and int.from_bytes(icns[4:8], "big") == len(icns)
    assert assets.app_icon(64).get_size() == (64, 64)


# --- sizes, caching and fonts ---------------------------------------------------------------


def test_card_size_for_reads_well_from_720p_to_4k() -> None:
    assert assets.card_size_for((1280, 720)) == (103, 144)
    small, large = assets.card_size_for((1280, 720)), assets.card_size_for((3840, 2160))
    assert large[1] == 3 * small[1]
    assert assets.card_size_for((640, 360))[1] == 96  # never below a legible height
    assert assets.card_size_for((1000, 2000))[1] <= 2000 // 5
    for width, height in ((1280, 720), (1920, 1080), (2560, 1440), (1024, 768)):
        card_w, card_h = assets.card_size_for((width, height))
        assert abs(card_w / card_h - 250 / 350) < 0.01
        assert 9 * card_w <= width + 9


def _faces(game_id: str) -> list[str]:
    """``game_id``'s card ids that have a face, in order."""
    return sorted(assets.game_manifest(game_id)["faces"])


@pytest.mark.parametrize("game_id", game_ids())
def test_each_image_is_rendered_once_per_size_and_cached(game_id: str) -> None:
    card = sorted(data_of(game_id, "SAMPLE_FACES"))[0]
    first = assets.card_face(game_id, card, (120, 168))
    assert assets.card_face(game_id, card, (120, 168)) is first
    bigger = assets.card_face(game_id, card, (240, 336))
    assert bigger.get_size() == (240, 336) and bigger is not first
    assets.clear_cache()
    assert assets.card_face(game_id, card, (120, 168)) is not first


@pytest.mark.parametrize("game_id", game_ids())
def test_the_cache_forgets_the_least_recently_used_beyond_its_budget(
    game_id: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    assets.clear_cache()
    one_card = 100 * 140 * 4
    monkeypatch.setattr(assets._surfaces, "limit", 3 * one_card)
    one, two, three, four = _faces(game_id)[:4]
    first = assets.card_face(game_id, one, (100, 140))
    assets.card_face(game_id, two, (100, 140))
    second = ("face", game_id, two, "en", 100, 140)  # the language: a face's name is drawn in it
    assert second in assets._surfaces
    assets.card_face(game_id, one, (100, 140))  # used again: now the most recent
    assets.card_face(game_id, three, (100, 140))
    assets.card_face(game_id, four, (100, 140))  # over budget: the second goes
    assert len(assets._surfaces) == 3
    assert assets.card_face(game_id, one, (100, 140)) is first
    assert second not in assets._surfaces
    assets.clear_cache()


def test_nothing_is_rasterised_at_import() -> None:
    code = (
        "import pygame; import table.ui.assets as a; "
        "assert not a._surfaces and a.manifest.cache_info().currsize == 0; print('clean')"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PYGAME_HIDE_SUPPORT_PROMPT": "1"},
    )
    assert result.stdout.strip().splitlines()[-1] == "clean"


@pytest.mark.parametrize("game_id", game_ids())
def test_prepare_warms_a_deck_in_slices(game_id: str) -> None:
    assets.clear_cache()
    size = (61, 85)
    slices = 1
    while not assets.prepare(game_id, size, budget_s=0.0):
        slices += 1
        assert slices < 500
    # a zero budget still renders one card per call: every face and every back
    assert slices == len(_faces(game_id)) + len(assets.game_manifest(game_id)["backs"])
    card = sorted(data_of(game_id, "SAMPLE_FACES"))[0]
    face = assets._surfaces[("face", game_id, card, "en", *size)]  # the language: its name
    assert assets.card_face(game_id, card, size) is face
    assert assets.prepare(game_id, size, budget_s=0.0)  # nothing left to do


@pytest.mark.parametrize("game_id", game_ids())
def test_a_4k_table_background_renders_at_full_size(game_id: str) -> None:
    assets.clear_cache()
    background = assets.table_background(game_id, (3840, 2160))
    assert background.get_size() == (3840, 2160)
    assert assets.table_background(game_id, (3840, 2160)) is background  # cached, not redrawn


def test_text_uses_the_bundled_font_and_scales() -> None:
    small, large = assets.font(12), assets.font(48)
    assert isinstance(small, pygame.font.Font)
    assert large.size("8")[1] > 3 * small.size("8")[1]
    assert assets.font(12) is small
    # the bundled default font exists inside pygame itself, not on the system
    assert (Path(pygame.__file__).parent / pygame.font.get_default_font()).is_file()


def test_asset_root_is_package_data_beside_the_code(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    assert assets.asset_root() == ART
    assert (assets.asset_root() / "manifest.json").is_file()
    for game_id in game_ids():
        assert assets.game_manifest_file(game_id) == ART / game_id / "manifest.json"  # beside its art
        assert assets.game_manifest_file(game_id).is_file()
    assert assets.font_file(True).is_file()
    # a frozen build finds it the same way, next to the package, never through sys._MEIPASS
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert assets.asset_root() == ART


# --- the sources: generated, modest, colour-blind safe -----------------------------------------


def test_committed_art_is_exactly_what_the_generator_writes(tmp_path: Path) -> None:
    subprocess.run(
        [sys.executable, str(REPO / "tools" / "make_art.py"), "--out", str(tmp_path)],
        cwd=REPO,
        check=True,
        capture_output=True,
    )
    generated = {p.relative_to(tmp_path) for p in tmp_path.rglob("*") if p.is_file()}
    committed = {p.relative_to(ART) for p in ART.rglob("*") if p.is_file()}
    assert generated == committed
    changed = [
        str(rel) for rel in sorted(generated) if (tmp_path / rel).read_bytes() != (ART / rel).read_bytes()
    ]
    assert not changed, f"table/assets/art/ is stale; run tools/make_art.py: {changed[:5]}"


def test_art_stays_modest_in_size() -> None:
    total = sum(p.stat().st_size for p in ART.rglob("*") if p.is_file())
    assert total < 6 * 1024 * 1024
    assert max(p.stat().st_size for p in ART.rglob("*.svg")) < 80 * 1024


def test_palette_passes_the_colour_blind_check() -> None:
    sys.path.insert(0, str(REPO / "tools"))
    try:
        art_palette = importlib.import_module("art_palette")
    finally:
        sys.path.remove(str(REPO / "tools"))
    assert art_palette.problems() == []
    # the check can fail: pure red and green are confused under deuteranopia
    assert art_palette.delta_e("#FF0000", "#00C000", "deuteranopia") < art_palette.MIN_DELTA_E
    assert art_palette.delta_e("#FF0000", "#00C000", "normal") > art_palette.MIN_DELTA_E


# --- the art-sheet command ---------------------------------------------------------------------


@pytest.mark.parametrize("game_id", game_ids())
def test_art_sheet_draws_every_face_and_back(game_id: str, tmp_path: Path) -> None:
    parser = argparse.ArgumentParser()
    art_sheet.add_arguments(parser)
    out = tmp_path / f"{game_id}.png"
    args = parser.parse_args(["--game", game_id, "--out", str(out), "--card-height", "70"])
    assert art_sheet.run(args) == 0
    pygame.init()
    sheet = pygame.image.load(str(out))
    backs = len(assets.game_manifest(game_id)["backs"])
    extras = data_of(game_id, "ART_SHEET_EXTRAS")
    tiles = data_of(game_id, "DECK_SIZE") + backs + extras
    rows = -(-tiles // art_sheet.COLUMNS)
    assert sheet.get_width() == art_sheet.COLUMNS * (50 + art_sheet.GAP) + art_sheet.GAP
    assert sheet.get_height() >= rows * 70


def test_art_sheet_refuses_an_unknown_game(tmp_path: Path) -> None:
    parser = argparse.ArgumentParser()
    art_sheet.add_arguments(parser)
    args = parser.parse_args(["--game", "chess", "--out", str(tmp_path / "x.png")])
    assert art_sheet.run(args) == 2
    assert not (tmp_path / "x.png").exists()


@pytest.mark.parametrize("game_id", game_ids())
def test_a_title_picture_is_the_tile_without_its_title(game_id: str) -> None:
    pygame.display.init()
    titled, bare = assets.title_tile(game_id, (320, 240)), assets.title_picture(game_id, (320, 240))
    assert bare.get_size() == (320, 240)
    foot = pygame.Rect(20, 200, 280, 30)  # where the art writes its title
    assert titled.subsurface(foot).get_bounding_rect() and pygame.image.tobytes(
        titled.subsurface(foot), "RGBA"
    ) != pygame.image.tobytes(bare.subsurface(foot), "RGBA")
