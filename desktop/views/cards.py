"""Drawing Citadels cards and character tiles with our own sprites."""

from __future__ import annotations

import functools

import pygame

import sprites
from desktop import ui
from desktop.i18n import tr
from rules.citadels.catalogue import CHARACTERS, kind_of


def district_card(surface: pygame.Surface, rect: pygame.Rect, card: int,
                  highlight: bool = False, dim: bool = False, marked: bool = False) -> None:
    """A district card: colour band, name, cost; purple text on large cards."""
    kind = kind_of(card)
    colour = ui.DISTRICT_COLOURS[kind.colour]
    body = pygame.Color("#f3ead8") if not dim else pygame.Color("#a59f93")
    pygame.draw.rect(surface, body, rect, border_radius=8)
    band = pygame.Rect(rect.x, rect.y, rect.w, max(14, rect.h // 5))
    pygame.draw.rect(surface, colour, band, border_top_left_radius=8, border_top_right_radius=8)
    small = rect.w < 80
    size = max(11, min(18, rect.w // 6))
    name = tr(kind.name)
    while size > 8 and any(ui.font(size, True).size(word)[0] > rect.w - 8
                           for word in name.split()):
        size -= 1  # shrink long names (Watchtower) to fit small cards
    name_lines = ui.wrap(name, size, rect.w - 8, bold=True)[:2]
    for i, line in enumerate(name_lines):
        ui.text(surface, line, (rect.centerx, band.bottom + 4 + i * (size + 3)), size,
                pygame.Color("#2a2218"), bold=True, anchor="midtop")
    coin = max(16, rect.w // 4)
    surface.blit(sprites.load("coin", (coin, coin)), (rect.x + 4, band.y + (band.h - coin) // 2
                                                      if small else rect.y + 3))
    ui.text(surface, str(kind.cost), (rect.x + 4 + coin // 2, (band.centery if small else
                                                                rect.y + 3 + coin // 2)),
            max(11, coin * 2 // 3), pygame.Color("#2a2218"), bold=True, anchor="center")
    badge = max(14, rect.w // 5)
    surface.blit(sprites.load(f"colour_{kind.colour}", (badge, badge)),
                 (rect.right - badge - 4, rect.bottom - badge - 4))
    if not small and not kind.text:
        family = {"blue": "Religious", "red": "Military", "yellow": "Noble", "green": "Trade"}
        ui.text(surface, tr(family[kind.colour] + " district"),
                (rect.centerx, band.bottom + 12 + len(name_lines) * (size + 3)), 12,
                pygame.Color("#7a6a52"), anchor="midtop")
    if not small and kind.text:
        top = band.bottom + 8 + len(name_lines) * (size + 3)
        room = (rect.bottom - 26 - top) // 13
        for i, line in enumerate(ui.wrap(tr(kind.text), 11, rect.w - 12)[:room]):
            ui.text(surface, line, (rect.x + 6, top + i * 13), 11, pygame.Color("#4a3f30"))
    if kind.points != kind.cost and not small:
        ui.text(surface, tr("{points} points", points=kind.points), (rect.x + 6,
                rect.bottom - 20), 13, pygame.Color("#4a3f30"), bold=True)
    if highlight:  # a glow around what can be clicked now
        pygame.draw.rect(surface, ui.HIGHLIGHT, rect.inflate(6, 6), 3, border_radius=10)
    pygame.draw.rect(surface, pygame.Color("#5b4a33"), rect, 1, border_radius=8)
    if marked:
        pygame.draw.rect(surface, ui.BAD, rect.inflate(6, 6), 3, border_radius=10)


def card_back(surface: pygame.Surface, rect: pygame.Rect) -> None:
    surface.blit(sprites.load("card_back", rect.size), rect)


@functools.lru_cache(maxsize=256)
def _emblem(key: str, size: int, dim: bool) -> pygame.Surface:
    image = sprites.load(f"char_{key}", (size, size))
    if dim:
        image = image.copy()
        image.set_alpha(90)
    return image


def clear_caches() -> None:
    _emblem.cache_clear()
    sprites.clear_cache()


def character_tile(surface: pygame.Surface, rect: pygame.Rect, rank: int, caption: str = "",
                   highlight: bool = False, dim: bool = False,
                   caption_colour: pygame.Color = ui.MUTED) -> None:
    character = CHARACTERS[rank]
    ui.panel(surface, rect, pygame.Color("#2b3447") if not dim else pygame.Color("#1c2230"),
             ui.HIGHLIGHT if highlight else ui.PANEL_EDGE, radius=10, width=3 if highlight else 1)
    icon = min(rect.h - 48, rect.w - 16, 110)
    image = _emblem(character.key, icon, dim)
    surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.y + 6)))
    ui.text(surface, f"{rank} {tr(character.name)}", (rect.centerx, rect.y + icon + 7),
            15, ui.TEXT if not dim else ui.MUTED, bold=True, anchor="midtop", max_width=rect.w - 6)
    if caption:
        ui.text(surface, caption, (rect.centerx, rect.bottom - 4), 13, caption_colour,
                anchor="midbottom", max_width=rect.w - 6)
