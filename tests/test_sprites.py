"""Our own SVG art renders headless at any size, is cached, and covers what the table needs."""

from __future__ import annotations

import pygame
import pytest

import sprites

CHARACTERS = ["assassin", "thief", "magician", "king", "bishop", "merchant", "architect",
              "warlord", "witch", "tax_collector", "wizard", "emperor", "abbot", "alchemist",
              "navigator", "diplomat", "artist", "queen"]
NEEDED = ["coin", "crown", "card_back", "card_frame", "character_back"] + [
    f"colour_{c}" for c in ("blue", "red", "yellow", "green", "purple")] + [
    f"char_{c}" for c in CHARACTERS]


@pytest.fixture(autouse=True, scope="module")
def display():
    pygame.display.init()
    yield
    sprites.clear_cache()
    pygame.display.quit()


def test_every_sprite_the_table_needs_exists():
    assert set(NEEDED) <= set(sprites.names())
    assert len([n for n in sprites.names() if n.startswith("char_")]) == 18


@pytest.mark.parametrize("name", sorted(sprites.names()))
def test_each_sprite_renders_at_the_requested_sizes_and_is_not_blank(name):
    for size in ((24, 24), (96, 144)):
        image = sprites.load(name, size)
        assert image.get_size() == size
    image = sprites.load(name, (64, 64))
    colours = {tuple(image.get_at((x, y))) for x in range(0, 64, 4) for y in range(0, 64, 4)}
    assert len(colours) >= 3  # a picture, not a flat square


def test_the_cache_returns_the_same_surface_for_the_same_size():
    assert sprites.load("coin", (32, 32)) is sprites.load("coin", (32, 32))
    assert sprites.load("coin", (32, 32)) is not sprites.load("coin", (33, 33))


def test_an_unknown_sprite_names_the_problem():
    with pytest.raises(KeyError) as err:
        sprites.load("char_dragon", (10, 10))
    assert "unknown sprite 'char_dragon'" in str(err.value)
    with pytest.raises(ValueError):
        sprites.load("coin", (0, 10))
