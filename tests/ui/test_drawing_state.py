"""The drawing kit keeps no state: probes and the UI scale are handed in, files stay small.

``table.ui.drawing`` scopes the UI scale and the ``DrawProbe``\\ s to a ``with`` block;
these tests prove a probe records what is drawn inside it and nothing outside, that
probes nest, that the scale never leaks out of its block, that no module under
``table/ui`` keeps mutable state at module level, that every file under ``table/``
stays under 400 lines, and that the table reads cards from actions through each game's parser.
"""

from __future__ import annotations

import ast
import os
import random
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from table.games import game_ids, get_game
from table.ui import gfx
from table.ui.scenes import table_draw
from table.ui.scenes.overlays import HandOverScene
from table.ui.scenes.table_input import action_cards, played_card
from table.ui.scenes.table_still import Piece, StillPieces
from tests.per_game import data_of, sample_game
from tests.ui.driver import TableDriver, make_app, start_table

TABLE = Path(__file__).resolve().parents[2] / "table"
UI = TABLE / "ui"
MAX_LINES = 400
MUTABLE_CALLS = {"set", "dict", "list", "OrderedDict", "defaultdict", "deque", "WeakKeyDictionary",
                 "WeakValueDictionary", "WeakSet", "Counter"}
# The one memo of rasterised art, bounded by its bytes (``assets.SurfaceCache``).
ALLOWED = {("assets.py", "_surfaces")}


GAME = sample_game()  # any game's deck: the probe is the drawing's, not a game's
CARDS = sorted(get_game(GAME).deck_ids(get_game(GAME).min_players))[:5]


def _card(surface: pygame.Surface, card_id: str | None) -> None:
    gfx.draw_card(surface, GAME, card_id, (0, 0, 50, 70), back=None)


def test_a_probe_records_only_what_is_drawn_while_it_is_open() -> None:
    pygame.display.init()
    surface = pygame.Surface((100, 100))
    one, two, three, four, five = CARDS
    _card(surface, one)  # nobody is looking
    with gfx.DrawProbe(surface) as outer:
        _card(surface, two)
        with gfx.DrawProbe(surface) as inner:
            _card(surface, three)
            _card(surface, None)  # a back shows no face, but is a rectangle to repaint
            gfx.draw_text(surface, "Hello", 20, (0, 0))
        _card(surface, four)
    _card(surface, five)
    assert outer.faces == {two, three, four}
    assert inner.faces == {three} and len(inner.rects) == 3
    assert inner.sizes == {gfx.font_size(20)} and outer.sizes == inner.sizes


def test_a_probe_records_only_what_reaches_its_screen_whatever_the_caches_hold() -> None:
    app = make_app((960, 540))  # the display surface: a probe's screen unless told another
    screen = app.surface

    def drawn() -> tuple[list[pygame.Rect], set[int], set[str]]:
        with gfx.DrawProbe() as probe:
            # a card the art lacks: its fallback face is made off screen, words and all
            gfx.draw_card(screen, GAME, "nosuch-7", (100, 100, 80, 112), name="A Card Never Drawn")
            gfx.draw_text(pygame.Surface((50, 50)), "off screen", 30, (0, 0))  # never blitted
            gfx.draw_text(screen, "Hello", 20, (10, 10))
        return list(probe.rects), set(probe.sizes), set(probe.faces)

    gfx.card_face.__globals__["_face"].cache_clear()  # the fallback face made afresh, then cached
    cold = drawn()
    warm = drawn()
    assert cold == warm, "the same drawing is recorded the same with the caches cold or warm"
    rects, sizes, faces = cold
    assert faces == {"nosuch-7"} and sizes == {gfx.font_size(20)}
    hello = gfx.draw_text(screen, "Hello", 20, (10, 10))
    assert rects == [pygame.Rect(100, 100, 80, 112).inflate(8, 8), hello]
    off = pygame.Surface((200, 200))
    with gfx.DrawProbe(off) as probe:  # a probe may watch another surface (a layer drawn at the origin)
        gfx.draw_text(off, "Hello", 20, (10, 10))
        gfx.draw_text(screen, "Hello", 20, (10, 10))
    assert len(probe.rects) == 1


@pytest.mark.parametrize("game_id", game_ids())
def test_a_frame_is_recorded_alike_whatever_the_caches_hold(game_id: str) -> None:
    app = make_app((960, 540))
    start_table(app, game_id, "human,ai,ai", seed=5)
    for _ in range(40):
        app.step([], 1 / 30)
    app.invalidate()  # drawn whole
    app.draw()
    warm = (sorted(map(tuple, app.probe.rects)), set(app.probe.sizes), set(app.probe.faces))
    for made in (gfx.card_face.__globals__["_face"], gfx.title_tile):
        made.cache_clear()
    app.invalidate()
    app.draw()
    cold = (sorted(map(tuple, app.probe.rects)), set(app.probe.sizes), set(app.probe.faces))
    assert cold == warm


def test_the_ui_scale_holds_inside_its_block_only() -> None:
    assert gfx.ui_scale() == 1.0
    small = gfx.font_size(20)
    with gfx.at_scale(1.5):
        assert gfx.ui_scale() == 1.5 and gfx.font_size(20) > small
        with gfx.at_scale(9):
            assert gfx.ui_scale() == gfx.MAX_UI_SCALE
        assert gfx.ui_scale() == 1.5
    assert gfx.ui_scale() == 1.0 and gfx.font_size(20) == small


def test_a_frame_drawn_by_the_app_is_recorded_in_its_probe_and_sets_no_text_under_12_px() -> None:
    app = make_app((960, 540))
    scene = start_table(app, GAME, "human,ai,ai,ai", seed=2)  # a game whose hand is seen at once
    for _ in range(90):
        app.step([], 1 / 30)
    mine = {card for card in scene.hand_cards(scene.match.view()) if card}
    assert mine and mine <= app.probe.faces, "the probe saw the player's hand"
    assert app.probe.sizes and min(app.probe.sizes) >= gfx.MIN_TEXT_PX
    hidden = scene.match.state.hidden_ids(scene.match.viewer)
    assert not app.probe.faces & hidden


def _module_state(path: Path) -> list[str]:
    """Module-level names bound to a mutable container that are not CONSTANTS, and any
    ``global`` statement (a function rebinding module state)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = [f"global {', '.join(node.names)}" for node in ast.walk(tree) if isinstance(node, ast.Global)]
    for node in tree.body:
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets, value = node.targets, node.value
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            targets, value = [node.target], node.value
        else:
            continue
        mutable = isinstance(value, ast.Dict | ast.List | ast.Set | ast.DictComp | ast.ListComp | ast.SetComp)
        if isinstance(value, ast.Call):
            func = value.func
            name = getattr(func, "id", None) or getattr(func, "attr", "")
            mutable = name in MUTABLE_CALLS or name == "SurfaceCache"
        for target in targets:
            if not isinstance(target, ast.Name) or not mutable or target.id == "__all__":
                continue
            if target.id.lstrip("_").isupper() or (path.name, target.id) in ALLOWED:
                continue
            found.append(target.id)
    return found


@pytest.mark.parametrize("path", sorted(UI.rglob("*.py")), ids=lambda p: str(p.relative_to(UI)))
def test_no_module_under_table_ui_keeps_mutable_state(path: Path) -> None:
    assert _module_state(path) == []


def test_the_state_rule_catches_a_cache_and_a_global(tmp_path: Path) -> None:
    module = tmp_path / "bad.py"
    module.write_text('"""Bad."""\n_seen: set[str] = set()\n_cache = {}\nLIMIT = {}\n'
                      "def f() -> None:\n    global _seen\n", encoding="utf-8")
    assert _module_state(module) == ["global _seen", "_seen", "_cache"]


def test_every_file_under_table_stays_under_400_lines() -> None:
    """Every module of the package, the rules and the AI as much as the UI (issue 31)."""
    long = {
        str(path.relative_to(TABLE)): count
        for path in TABLE.rglob("*.py")
        if (count := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert long == {}, f"split these by reason to change: {long}"


@pytest.mark.parametrize(
    ("game_id", "action", "played", "named"),
    [(game_id, *row) for game_id in game_ids() for row in data_of(game_id, "MOVE_CARDS")],
)
def test_the_table_reads_cards_from_actions_through_the_games_parser(
    game_id: str, action: str, played: str | None, named: tuple[str, ...]
) -> None:
    assert played_card(game_id, action) == played
    assert action_cards(game_id, action) == named


def test_a_game_without_art_yet_draws_plain_named_cards() -> None:
    pygame.display.init()
    assert gfx.card_face("moonlit", "moon-3", (60, 84), "Moon 3").get_size() == (60, 84)
    assert gfx.card_back("moonlit", (60, 84)).get_size() == (60, 84)
    assert gfx.background_image("moonlit", (320, 180)).get_size() == (320, 180)
    assert gfx.title_tile("moonlit", (200, 120)).get_size() == (200, 120)  # the title screen names it


def test_repaint_rectangles_are_joined_only_where_that_blits_fewer_pixels() -> None:
    hand = [pygame.Rect(100 + 40 * i, 500, 120, 170) for i in range(8)]  # overlapping cards
    apart = [pygame.Rect(0, 0, 50, 20), pygame.Rect(800, 600, 50, 20)]  # two far-off words
    joined = table_draw.merged([*hand, *apart])
    assert joined == [hand[0].unionall(hand), *apart]
    assert sum(r.w * r.h for r in joined) < sum(r.w * r.h for r in [*hand, *apart])
    assert all(any(big.contains(r) for big in joined) for r in [*hand, *apart])


def test_the_privacy_check_fails_when_a_frame_draws_a_hidden_card() -> None:
    """The probe the privacy tests read sees a private card drawn by any part of a frame."""
    app = make_app()
    scene = start_table(app, GAME, "human,human,ai", seed=3)
    driver = TableDriver(app, scene, random.Random(0))
    for _ in range(600):
        driver.frame()
        if not scene.timeline.busy and isinstance(app.stack.top, HandOverScene):
            break
    secret = sorted(scene.match.state.hidden_ids(None))[0]
    driver.check_no_leak()
    assert driver.leaks == [], "the hand-over itself shows nothing private"
    over = app.stack.top
    assert over is not None
    drawn = over.draw

    def draw_with_a_secret(surface: pygame.Surface) -> None:  # a slip in any part of the frame
        drawn(surface)
        gfx.draw_card(surface, GAME, secret, (0, 0, 60, 84))

    over.draw = draw_with_a_secret  # type: ignore[method-assign]
    driver.frame()
    assert secret in app.probe.faces
    driver.check_no_leak()
    assert driver.leaks and secret in driver.leaks[0]


def test_the_still_layer_redraws_only_the_pieces_that_changed_and_what_they_touch() -> None:
    pygame.display.init()
    still, felt = pygame.Surface((300, 100)), pygame.Surface((300, 100))
    felt.fill((0, 80, 0))
    drawn: list[str] = []

    def box(name: str, rect: tuple[int, int, int, int]) -> Callable[[pygame.Surface], None]:
        def draw(surface: pygame.Surface) -> None:
            drawn.append(name)
            gfx.panel(surface, rect, fill=(200, 0, 0))
        return draw

    pieces = StillPieces(table_draw.merged)

    def refresh(**keys: int) -> list[str]:
        drawn.clear()
        pieces.refresh(still, felt, [
            Piece("a", keys.get("a", 0), box("a", (0, 0, 50, 50))),
            Piece("b", keys.get("b", 0), box("b", (40, 0, 50, 50))),  # overlaps a
            Piece("c", keys.get("c", 0), box("c", (200, 0, 50, 50))),
        ])
        return drawn

    assert refresh() == ["a", "b", "c"]
    assert refresh() == [], "nothing changed: nothing is redrawn"
    assert refresh(c=1) == ["c"]
    assert refresh(c=1, a=1) == ["a", "b"], "b lies over a: both, in their order"
    assert still.get_at((45, 10))[:3] == (200, 0, 0)


@pytest.mark.parametrize("game_id", game_ids())
def test_the_still_layer_redrawn_in_pieces_is_the_one_drawn_whole(game_id: str) -> None:
    """At every refresh of a whole game's opening, the still layer kept up piece by piece
    is pixel for pixel the one a fresh renderer draws from scratch."""
    app = make_app((1280, 720))
    players = data_of(game_id, "TABLE_PLAYERS")
    scene = start_table(app, game_id, ",".join(["ai"] * players), seed=5)
    compared = 0
    for _ in range(700):
        key = scene.renderer._still_key_drawn
        app.step([], 1 / 30)
        if app.stack.top is not scene:
            app.stack.remove(app.stack.top)  # type: ignore[arg-type]
        if scene.renderer._still_key_drawn == key or scene.renderer._still is None:
            continue
        with gfx.at_scale(app.ui_scale):
            fresh = table_draw.TableRenderer(scene.match, scene.presenter, scene.renderer.side_labels)
            fresh._still = pygame.Surface(app.size).convert()
            gfx.background(fresh._still, game_id)
            fresh._refresh_still(scene.context(), scene.renderer._still_key_drawn)
        kept = pygame.image.tobytes(scene.renderer._still, "RGB")
        assert kept == pygame.image.tobytes(fresh._still, "RGB"), f"refresh {compared} differs"
        compared += 1
    assert compared > 10


def test_drawing_made_ahead_is_heard_by_no_probe() -> None:
    """``unrecorded``: a banner's words set ahead on scratch are no word cut, face or
    place on screen for the frame's probes; the probes hear drawing again after it."""
    from table.ui.drawing import DrawProbe, note_cut, note_rect, unrecorded

    with DrawProbe() as probe:
        with unrecorded():
            note_cut("a long line…")
            note_rect(pygame.Rect(0, 0, 5, 5))
        assert probe.cut == [] and probe.rects == []
        note_rect(pygame.Rect(1, 1, 2, 2))
    assert probe.rects == [pygame.Rect(1, 1, 2, 2)]
