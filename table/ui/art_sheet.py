"""``spooky-table art-sheet``: a contact sheet of every face and back of one deck.

Renders, headless, every card face of a game (in deck order, each labelled with its
card id) and every back at the card size the table uses in a 1280 x 720 window (or
``--card-height``), so the art can be judged as a player will see it. For the Batwalk
it also shows the six vamps' standees, reference cards and the runway.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

COLUMNS = 12
GAP = 10
LABEL_PX = 13
SHEET_COLOUR = (52, 46, 64)
LABEL_COLOUR = (235, 228, 210)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--game", required=True, metavar="ID", help="the game whose deck to draw")
    parser.add_argument("--out", required=True, metavar="FILE.png", type=Path, help="where to write the PNG")
    parser.add_argument(
        "--card-height",
        type=int,
        metavar="PX",
        help="card height in pixels (default: the size used in a 1280x720 window)",
    )


def run(args: argparse.Namespace) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    from table.ui import assets

    # only what drawing needs: no window, no sound device
    pygame.display.init()
    pygame.font.init()
    if args.game not in assets.art_games():
        known = ", ".join(assets.art_games())
        print(f"unknown game {args.game!r}; known games: {known}")
        return 2
    sheet = render_sheet(args.game, args.card_height)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(args.out))
    print(f"wrote {args.out} ({sheet.get_width()}x{sheet.get_height()})")
    return 0


def render_sheet(game_id: str, card_height: int | None = None) -> pygame.Surface:
    """The contact sheet of ``game_id`` as a pygame Surface."""
    import pygame

    from table.ui import assets
    from table.ui.tables import table_support

    if card_height:
        card = (round(card_height * assets.CARD_ASPECT), card_height)
    else:
        card = assets.card_size_for((1280, 720))
    tiles: list[tuple[pygame.Surface, str]] = [
        (assets.card_face(game_id, card_id, card), card_id) for card_id in deck_order(game_id)
    ]
    own = assets.game_manifest(game_id)
    for suit in own["backs"]:
        tiles.append((assets.card_back(game_id, card, suit or None), f"back {suit}".strip()))
    record = table_support(game_id)
    extras = record is not None and record.art_extras  # Batwalk's standees and runway
    if extras:
        for suit in own["standees"]:
            tiles.append((assets.reference_card(game_id, suit, card), f"ref {suit}"))
        for suit in own["standees"]:
            tiles.append((assets.standee(game_id, suit, card[1]), f"standee {suit}"))
    cell_w, cell_h = card[0] + GAP, card[1] + GAP + LABEL_PX + 4
    rows = -(-len(tiles) // COLUMNS)
    extra = []
    if extras:
        wide = COLUMNS * cell_w - GAP
        extra.append(assets.runway(game_id, (wide, round(wide * 240 / 1320))))
    width = COLUMNS * cell_w + GAP
    height = rows * cell_h + GAP + sum(image.get_height() + GAP for image in extra)
    sheet = pygame.Surface((width, height))
    sheet.fill(SHEET_COLOUR)
    label_font = assets.font(LABEL_PX)
    for k, (image, label) in enumerate(tiles):
        x = GAP + (k % COLUMNS) * cell_w
        y = GAP + (k // COLUMNS) * cell_h
        sheet.blit(image, (x + (card[0] - image.get_width()) // 2, y))
        words = label_font.render(label, True, LABEL_COLOUR)
        if words.get_width() > card[0]:
            words = pygame.transform.smoothscale(words, (card[0], words.get_height()))
        sheet.blit(words, (x + (card[0] - words.get_width()) // 2, y + card[1] + 3))
    y = GAP + rows * cell_h
    for image in extra:
        sheet.blit(image, (GAP, y))
        y += image.get_height() + GAP
    return sheet


def deck_order(game_id: str) -> list[str]:
    """The game's card ids: from its rules package when it is registered, else from the art."""
    from table.games import game_ids, get_game
    from table.ui import assets

    if game_id in game_ids():
        cards = get_game(game_id).all_cards
        if cards:
            return list(cards)
    return assets.card_ids(game_id)
