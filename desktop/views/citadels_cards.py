"""Drawing Citadels cards and character tiles with our own sprites."""

from __future__ import annotations

import functools

import pygame

import sprites
from desktop import ui
from desktop.i18n import ptr, tr
from desktop.views.kit.face import card_face, card_marks, effect_text, fit_name
from desktop.views.kit.palette import CHEAPER, CREAM, FAINT_INK, INK, kind_colour
from desktop.views.kit.widgets import count_badge
from rules.citadels.catalogue import CHARACTERS, kind_of
from rules.core.message import N_

# The district families named on a card without an effect (long, then short when too wide).
FAMILY_DISTRICT = {"blue": N_("Religious district"), "red": N_("Military district"),
                   "yellow": N_("Noble district"), "green": N_("Trade district")}
FAMILY = {"blue": N_("Religious"), "red": N_("Military"), "yellow": N_("Noble"),
          "green": N_("Trade")}


def district_sprite(key: str) -> str | None:
    """The name of a district's own picture (purple districts), if one was drawn."""
    name = f"district_{key}"
    return name if name in sprites.names() else None


def district_card(surface: pygame.Surface, rect: pygame.Rect, card: int,
                  highlight: bool = False, dim: bool = False, marked: bool = False,
                  adorned: bool = False, count: int | None = None,
                  cost: int | None = None) -> None:
    """A district card: colour band, name, cost; purple text (and picture) on large cards.
    `adorned` puts the Artist's gold coin on it, `count` shows a number badge (the cards under
    the Museum, or how many copies), `cost` overrides the printed cost (the Factory)."""
    kind = kind_of(card)
    band = card_face(surface, rect, kind_colour("district", kind.colour), max(14, rect.h // 5))
    small = rect.w < 80
    name_lines, size = name_fit(ptr("citadels district", kind.name), rect.w - 4,
                                max(11, min(18, rect.w // 6)))
    for i, line in enumerate(name_lines):
        step = ui.scaled(size) + 3
        ui.text(surface, line, (rect.centerx, band.bottom + 4 + i * step), size, INK,
                bold=True, anchor="midtop")
    coin = max(16, rect.w // 4)
    surface.blit(sprites.load("coin", (coin, coin)), (rect.x + 4, band.y + (band.h - coin) // 2
                                                      if small else rect.y + 3))
    shown_cost = kind.cost if cost is None else cost
    ui.text(surface, str(shown_cost), (rect.x + 4 + coin // 2, (band.centery if small else
                                                                 rect.y + 3 + coin // 2)),
            max(11, coin * 2 // 3), INK if shown_cost == kind.cost else CHEAPER, bold=True,
            anchor="center")
    badge = max(14, rect.w // 5)
    surface.blit(sprites.load(f"colour_{kind.colour}", (badge, badge)),
                 (rect.right - badge - 4, rect.bottom - badge - 4))
    names_bottom = name_bottom(rect, band, name_lines, size)
    picture = district_sprite(kind.key)
    if picture is not None:
        names_bottom = _picture(surface, rect, picture, names_bottom, small, badge)
    if not small and not kind.text:
        label = tr(FAMILY_DISTRICT[kind.colour])
        if ui.font(12).size(label)[0] > rect.w - 8:
            label = tr(FAMILY[kind.colour])
        ui.text(surface, label, (rect.centerx, names_bottom + 8), 12, pygame.Color("#7a6a52"),
                anchor="midtop", max_width=rect.w - 6)
    if not small and kind.text:  # above the colour badge in the corner
        effect_text(surface, ptr("citadels district text", kind.text), rect.x + 6,
                    names_bottom + 4, rect.bottom - badge - 6, rect.w - 12)
    if kind.points != kind.cost and not small:
        ui.text(surface, tr("{points} points", points=kind.points), (rect.x + 6,
                rect.bottom - 20), 13, FAINT_INK, bold=True)
    if adorned:  # the Artist's gold lies on the card
        size_ = max(14, rect.w // 4)
        spot = pygame.Rect(0, 0, size_, size_)
        spot.topright = (rect.right - 2, band.bottom - size_ // 2)
        pygame.draw.circle(surface, pygame.Color("#2a2218"), spot.center, size_ // 2 + 2)
        surface.blit(sprites.load("coin", spot.size), spot)
    if count is not None:
        count_badge(surface, (rect.x + 4, rect.bottom - 4), str(count), "bottomleft")
    card_marks(surface, rect, lit=highlight, marked=marked)


def district_chip(surface: pygame.Surface, rect: pygame.Rect, card: int,
                  highlight: bool = False, adorned: bool = False,
                  count: int | None = None) -> None:
    """A district on a short wide chip (a city in a small panel): its colour with the cost,
    its colour's emblem (not the colour alone) when the whole name leaves room for it, then the
    whole name, so a crowded city wraps to a second row instead of cutting names."""
    kind = kind_of(card)
    pygame.draw.rect(surface, CREAM, rect, border_radius=5)
    block = pygame.Rect(rect.x, rect.y, rect.h, rect.h)
    colour = kind_colour("district", kind.colour)
    pygame.draw.rect(surface, colour, block, border_top_left_radius=5,
                     border_bottom_left_radius=5)
    ui.text(surface, str(kind.cost), block.center, max(10, rect.h * 2 // 3), _ink_on(colour),
            bold=True, anchor="center")
    right = rect.right - (rect.h // 2 + 4 if adorned or count is not None else 4)
    name = ptr("citadels district", kind.name)
    emblem = rect.h * 2 // 3
    size, fits = _chip_name_size(name, right - block.right - emblem - 6, rect.h)
    if not fits:  # a long name on a narrow chip: the whole name, before the emblem
        emblem = 0
        size, _ = _chip_name_size(name, right - block.right - 4, rect.h)
    else:
        surface.blit(sprites.load(f"colour_{kind.colour}", (emblem, emblem)),
                     (block.right + 2, rect.centery - emblem // 2))
    left = block.right + (emblem + 4 if emblem else 4)  # where the name starts
    ui.text(surface, name, (left, rect.centery), size, INK, bold=True,
            anchor="midleft", max_width=right - left)
    if adorned:
        spot = pygame.Rect(0, 0, rect.h // 2, rect.h // 2)
        spot.midright = (rect.right - 2, rect.centery)
        surface.blit(sprites.load("coin", spot.size), spot)
    if count is not None:
        count_badge(surface, (rect.right - 2, rect.centery), str(count), "midright")
    card_marks(surface, rect, lit=highlight)


def _chip_name_size(name: str, width: int, height: int) -> tuple[int, bool]:
    """The size a chip's name is drawn at in `width` (14 px at most, 8 at least), and
    whether it fits there."""
    size = max(10, min(14, height * 2 // 3))
    while size > 8 and ui.font(size, True).size(name)[0] > width:
        size -= 1
    return size, ui.font(size, True).size(name)[0] <= width


def _ink_on(colour: pygame.Color) -> pygame.Color:
    """The theme's light text, or ink on a light colour (the colour-blind palette's yellow)."""
    return INK if 0.299 * colour.r + 0.587 * colour.g + 0.114 * colour.b > 170 else ui.TEXT


def name_fit(name: str, width: int, size: int) -> tuple[tuple[str, ...], float]:
    """A district's name in lines no wider than `width`, whole: the font shrinks (not below
    8 px) until no word is cut and it takes at most 2 lines (more at the smallest size)."""
    return fit_name(name, width, size)


def name_bottom(rect: pygame.Rect, band: pygame.Rect, lines: tuple[str, ...],
                size: float) -> int:
    """The y below a card's name lines (drawn from under its colour band): below the last
    line's ink too (its descenders, a Chinese name's strokes reach past the line step)."""
    step = ui.scaled(size) + 3
    ink = ui.rendered("堡gy", size, (0, 0, 0), True, None).get_bounding_rect().bottom
    return band.bottom + 4 + (len(lines) - 1) * step + max(step, ink + 1)


def picture_room(rect: pygame.Rect, top: int, badge: int) -> pygame.Rect:
    """Where a small card's picture may go: under the name, left of the colour badge."""
    return pygame.Rect(rect.x + 4, top + 2, rect.w - badge - 12, rect.bottom - top - 6)


def _picture(surface: pygame.Surface, rect: pygame.Rect, name: str, top: int, small: bool,
             badge: int) -> int:
    """A purple district's picture under its name (never over it, nor over the colour badge);
    returns the y below it."""
    if small:
        room = picture_room(rect, top, badge)
        size = min(room.w, room.h, 40)
        if size >= 14:
            image = sprites.load(name, (size, size))
            surface.blit(image, image.get_rect(midbottom=room.midbottom))
        return top
    size = min(rect.w // 3, 48, max(0, rect.bottom - top - 60))
    if size < 16:
        return top
    image = sprites.load(name, (size, size))
    surface.blit(image, image.get_rect(midtop=(rect.centerx, top)))
    return top + size


@functools.lru_cache(maxsize=256)
def _emblem(key: str, size: int, dim: bool) -> pygame.Surface:
    image = sprites.load(f"char_{key}", (size, size))
    if dim:
        image = image.copy()
        image.set_alpha(90)
    return image


def emblem(key: str, size: int, dim: bool = False) -> pygame.Surface:
    """A character's emblem (sprite `char_<key>`)."""
    return _emblem(key, size, dim)


def clear_caches() -> None:
    _emblem.cache_clear()
    sprites.clear_cache()


def character_tile(surface: pygame.Surface, rect: pygame.Rect, rank: int, key: str,
                   caption: str = "", highlight: bool = False, dim: bool = False,
                   caption_colour: pygame.Color = ui.MUTED) -> None:
    """The character `key` holding `rank` in this game (its emblem, rank and name)."""
    character = CHARACTERS[key]
    ui.panel(surface, rect, pygame.Color("#2b3447") if not dim else pygame.Color("#1c2230"),
             ui.HIGHLIGHT if highlight else ui.PANEL_EDGE, radius=10, width=3 if highlight else 1)
    icon = max(8, min(rect.h - ui.grown(48, ui.SMALL_BOX_SCALE), rect.w - 16, 110))
    image = _emblem(character.key, icon, dim)
    surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.y + 6)))
    label = f"{rank} {ptr('citadels character', character.name)}"
    size = 15 if rect.w >= 110 else 13
    while size > 10 and ui.font(ui.capped(size), True).size(label)[0] > rect.w - 6:
        size -= 1  # a long name (2 Tax Collector) on a narrow tile: smaller, whole
    ui.text(surface, label, (rect.centerx, rect.y + icon + 7), ui.capped(size),
            ui.TEXT if not dim else ui.MUTED, bold=True, anchor="midtop", max_width=rect.w - 6)
    if caption:
        ui.text(surface, caption, (rect.centerx, rect.bottom - 4), ui.capped(13), caption_colour,
                anchor="midbottom", max_width=rect.w - 6)
