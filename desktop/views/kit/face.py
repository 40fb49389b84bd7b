"""A card face every game draws the same way: a cream body, a coloured band at the top, a thin
edge, effect text cut to the room with an ellipsis, and the outlines of what can be clicked,
what is chosen and what is marked."""

from __future__ import annotations

import pygame

from desktop import ui
from desktop.views.kit import palette

DIM_BODY = pygame.Color("#a59f93")
EDGE = pygame.Color("#5b4a33")


def fit_name(name: str, width: int, size: int, lines: int = 2,
             least: int = 8) -> tuple[tuple[str, ...], int]:
    """A card's name in at most `lines` lines no wider than `width`, whole: the bold font
    shrinks (not below `least`) until no word is cut; at `least` the name may take more
    lines. Returns the lines and the size."""
    while size > least:
        face = ui.font(size, True)
        if all(face.size(word)[0] <= width for word in name.split()):
            wrapped = ui.wrap(name, size, width, bold=True)
            if len(wrapped) <= lines:
                return wrapped, size
        size -= 1
    return ui.wrap(name, size, width, bold=True), size


def card_face(surface: pygame.Surface, rect: pygame.Rect, band: pygame.Color, band_h: int,
              dim: bool = False) -> pygame.Rect:
    """The body and the band (faded when `dim`); returns the band's rectangle."""
    body = palette.CREAM if not dim else DIM_BODY
    pygame.draw.rect(surface, body, rect, border_radius=8)
    top = pygame.Rect(rect.x, rect.y, rect.w, band_h)
    pygame.draw.rect(surface, band if not dim else band.lerp(body, 0.5), top,
                     border_top_left_radius=8, border_top_right_radius=8)
    return top


def effect_text(surface: pygame.Surface, words: str, x: int, top: int, bottom: int, width: int,
                size: int = 11, colour: pygame.Color = palette.FAINT_INK) -> int:
    """A card's effect in the room between `top` and `bottom`; a cut line ends in "…".
    Returns the number of lines drawn."""
    step = size + 2
    room = max(0, (bottom - top) // step)
    lines = ui.wrap(words, size, width)
    if len(lines) > room and room:
        lines = lines[:room - 1] + (lines[room - 1].rstrip(".,;") + "…",)
    for i, line in enumerate(lines[:room]):
        ui.text(surface, line, (x, top + i * step), size, colour)
    return min(room, len(lines))


def card_marks(surface: pygame.Surface, rect: pygame.Rect, lit: bool = False,
               chosen: bool = False, marked: bool = False, edge: pygame.Color = EDGE) -> None:
    """The edge, and the outline of what can be clicked (`lit`), what the player chose
    (`chosen`, green) and what is marked to go (`marked`, red)."""
    if lit:
        pygame.draw.rect(surface, palette.HIGHLIGHT, rect.inflate(6, 6), 3, border_radius=10)
    pygame.draw.rect(surface, edge, rect, 1, border_radius=8)
    if chosen:
        pygame.draw.rect(surface, palette.GOOD, rect.inflate(8, 8), 3, border_radius=10)
    if marked:
        pygame.draw.rect(surface, palette.BAD, rect.inflate(8, 8), 4, border_radius=11)
