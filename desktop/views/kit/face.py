"""A card face every game draws the same way: a cream body, a coloured band at the top, a thin
edge, effect text cut to the room with an ellipsis, and the outlines of what can be clicked,
what is chosen and what is marked."""

from __future__ import annotations

import functools
import re

import pygame

from desktop import i18n, ui
from desktop.views.kit import palette

DIM_BODY = pygame.Color("#a59f93")
EDGE = pygame.Color("#5b4a33")


def fit_name(name: str, width: int, size: int, lines: int = 2,
             least: int = 8) -> tuple[tuple[str, ...], float]:
    """A card's name in at most `lines` lines no wider than `width`, whole: the bold font
    shrinks (not below `least`) until no word is cut; at `least` the name may take more
    lines. A hyphenated name (Slash-and-burn) may break after a hyphen. Returns the lines
    and the size (worked out once per name, box, language and text size: tables draw every
    frame). A name on a card grows at most `ui.SMALL_BOX_SCALE` times with the text size,
    and shrinks a pixel at a time down to `least` pixels."""
    return _fit_name(name, width, size, lines, least, i18n.language(), ui.text_scale())


@functools.lru_cache(maxsize=2048)
def _fit_name(name: str, width: int, size: float, lines: int, least: float,
              _language: str, scale: float) -> tuple[tuple[str, ...], float]:
    size, least = ui.capped(size), least / scale
    while size > least:
        face = ui.font(size, True)
        words = [piece for piece, _ in _pieces(name)] if name.isascii() else name.split()
        if all(face.size(word)[0] <= width for word in words):
            wrapped = _wrap_name(name, size, width)
            if len(wrapped) <= lines:
                return wrapped, size
        size = max(least, size - 1 / scale)
    return _wrap_name(name, size, width), size


def _pieces(name: str) -> list[tuple[str, str]]:
    """A name's unbreakable pieces, each with what joins it to the one before (" " or "")."""
    return [(m.group(), " " if m.start() and name[m.start() - 1].isspace() else "")
            for m in re.finditer(r"[^\s-]*-|[^\s-]+", name)]


def _wrap_name(name: str, size: float, width: int) -> tuple[str, ...]:
    """ui.wrap, but a Latin name may also break after a hyphen."""
    if "-" not in name or not name.isascii():
        return ui.wrap(name, size, width, bold=True)
    face = ui.font(size, True)
    found: list[str] = []
    line = ""
    for piece, joiner in _pieces(name):
        trial = f"{line}{joiner}{piece}" if line else piece
        if line and face.size(trial)[0] > width:
            found.append(line)
            line = piece
        else:
            line = trial
    return (*found, line)


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
                size: float = 11, colour: pygame.Color = palette.FAINT_INK) -> int:
    """A card's effect in the room between `top` and `bottom`; a cut line ends in "…".
    Returns the number of lines drawn. The text grows at most `ui.SMALL_BOX_SCALE` times
    with the text size: the card's room does not."""
    size = ui.capped(size)
    step = ui.scaled(size) + 2
    room = max(0, (bottom - top) // step)
    lines = ui.wrap(words, size, width)
    if len(lines) > room and room:
        lines = lines[:room - 1] + (_cut(lines[room - 1], size, width),)
    for i, line in enumerate(lines[:room]):
        ui.text(surface, line, (x, top + i * step), size, colour)
    return min(room, len(lines))


def _cut(line: str, size: float, width: int) -> str:
    """A line that goes on: it ends in "…", still no wider than `width` (a word, or a
    character of Chinese, fewer)."""
    line = line.rstrip(".,;")
    face = ui.face_for(line, size)
    while line and face.size(line + "…")[0] > width:
        line = line.rsplit(" ", 1)[0] if " " in line.strip() else line[:-1]
        line = line.rstrip(" .,;")
    return line + "…"


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
