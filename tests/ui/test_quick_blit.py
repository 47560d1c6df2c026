"""A card image run-length encoded for blitting is encoded once per surface it is drawn on (issue 29).

SDL keeps an encoding for the last destination only; a card that flew over the window
and then lay in the trick on a layer was encoded again at each change (1.3 ms at 4K).
"""

from __future__ import annotations

import pygame

from table.ui import gfx


def _card() -> pygame.Surface:
    image = pygame.Surface((60, 84), pygame.SRCALPHA)
    pygame.draw.rect(image, (240, 200, 90, 255), image.get_rect(), border_radius=9)
    pygame.draw.circle(image, (20, 120, 200, 140), (30, 42), 20)  # translucent inside too
    return gfx.quick_blit(image)


def test_each_destination_gets_its_own_encoded_copy_and_the_image_stays_unencoded() -> None:
    pygame.display.init()
    window = pygame.display.set_mode((200, 200))
    layer, other = pygame.Surface((200, 200)).convert(), pygame.Surface((200, 200)).convert()
    card = _card()
    for surface in (layer, window, layer, other, window, layer):
        gfx.blit_quick(surface, card, (10, 20))
    copies = gfx._COPIES[card]
    assert set(copies.keys()) == {layer, window, other}
    assert len({id(copy) for copy in copies.values()}) == 3
    assert not card.get_flags() & pygame.RLEACCEL  # never blitted, so never encoded nor decoded
    assert all(copy.get_flags() & pygame.RLEACCEL for copy in copies.values())  # each encoded for its own


def test_a_copy_draws_the_same_pixels_as_the_image_itself() -> None:
    pygame.display.init()
    pygame.display.set_mode((200, 200))
    card = _card()
    expected = pygame.Surface((200, 200)).convert()
    expected.fill((30, 60, 40))
    expected.blit(_card(), (15, 25), pygame.Rect(0, 0, 60, 50))  # the image itself, encoded
    for _ in range(2):
        drawn = pygame.Surface((200, 200)).convert()
        drawn.fill((30, 60, 40))
        rect = gfx.blit_quick(drawn, card, (15, 25), pygame.Rect(0, 0, 60, 50))
        assert rect == pygame.Rect(15, 25, 60, 50)
        assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(expected, "RGB")


def test_an_image_not_meant_for_encoding_is_blitted_as_it_is() -> None:
    pygame.display.init()
    pygame.display.set_mode((200, 200))
    image = pygame.Surface((30, 30), pygame.SRCALPHA)
    drawn = pygame.Surface((100, 100)).convert()
    gfx.blit_quick(drawn, image, (0, 0))
    assert image not in gfx._COPIES
