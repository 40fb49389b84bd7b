"""Small pieces every table draws the same way: the glow of what is new, table buttons,
pills, count badges, card backs and dialogs."""

from __future__ import annotations

import pygame

import sprites
from desktop import ui
from desktop.views.kit import palette
from desktop.views.table import Hotspot, glow_alpha


def glow(surface: pygame.Surface, rect: pygame.Rect, left: float,
         colour: pygame.Color = palette.GOOD, radius: int = 12) -> None:
    """The fading ring around something new (`left`: seconds of glow left, fades in the last
    second)."""
    outer = rect.inflate(12, 12)
    ring = pygame.Surface(outer.size, pygame.SRCALPHA)
    pygame.draw.rect(ring, (*colour[:3], glow_alpha(left)), ring.get_rect(), 5,
                     border_radius=radius)
    surface.blit(ring, outer)


def lit(surface: pygame.Surface, rect: pygame.Rect, colour: pygame.Color = palette.HIGHLIGHT,
        radius: int = 10) -> None:
    """The outline of what can be clicked now."""
    pygame.draw.rect(surface, colour, rect.inflate(6, 6), 3, border_radius=radius)


def button(surface: pygame.Surface, rect: pygame.Rect, label: str, enabled: bool,
           size: int = 14) -> None:
    """A table button (drawn on the table, answered by a hotspot)."""
    ui.panel(surface, rect, palette.BUTTON_ON if enabled else palette.BUTTON_OFF,
             palette.ACCENT if enabled else palette.PANEL_EDGE, radius=7)
    ui.text(surface, label, rect.center, ui.capped(size),
            palette.TEXT if enabled else palette.MUTED,
            bold=True, anchor="center", max_width=rect.w - 6)


def pill(surface: pygame.Surface, at: tuple[int, int], words: str,
         fill: pygame.Color = palette.ACCENT, ink: pygame.Color = palette.INK, size: int = 13,
         anchor: str = "topleft") -> pygame.Rect:
    """A short word on a rounded coloured tag (the start marker, unpaid wages)."""
    image = ui.rendered(words, ui.capped(size), tuple(ink), True, None)  # a small tag
    rect = image.get_rect().inflate(12, 4)
    setattr(rect, anchor, at)
    pygame.draw.rect(surface, fill, rect, border_radius=6)
    surface.blit(image, image.get_rect(center=rect.center))
    return rect


def count_badge(surface: pygame.Surface, at: tuple[int, int], words: str,
                anchor: str = "center") -> pygame.Rect:
    """A small dark pill with a number (cards under a card, copies in a pile)."""
    image = ui.rendered(words, ui.capped(13), tuple(palette.TEXT), True, None)
    rect = image.get_rect().inflate(10, 4)
    setattr(rect, anchor, at)
    pygame.draw.rect(surface, palette.PILL, rect, border_radius=8)
    pygame.draw.rect(surface, palette.ACCENT, rect, 1, border_radius=8)
    surface.blit(image, image.get_rect(center=rect.center))
    return rect


def card_back(surface: pygame.Surface, rect: pygame.Rect) -> None:
    surface.blit(sprites.load("card_back", rect.size), rect)


def dialog(surface: pygame.Surface, box: pygame.Rect, title: str, subtitle: str = "") -> int:
    """A dialog's frame, title and subtitle; returns the y where its content starts."""
    ui.panel(surface, box, palette.DIALOG, palette.ACCENT, width=2, radius=14)
    ui.text(surface, title, (box.centerx, box.y + 12), ui.capped(22), palette.TEXT, bold=True,
            anchor="midtop", max_width=box.w - 24)
    below = box.y + 12 + ui.grown(30, ui.SMALL_BOX_SCALE)  # under the title
    if subtitle:
        ui.text(surface, subtitle, (box.centerx, below), ui.capped(15), palette.MUTED,
                anchor="midtop", max_width=box.w - 24)
        return below + ui.grown(28, ui.SMALL_BOX_SCALE)
    return below + ui.grown(6, ui.SMALL_BOX_SCALE)


def watching(surface: pygame.Surface, area: pygame.Rect, words: str) -> None:
    """The hand area of a spectator: what is hidden, in words."""
    ui.panel(surface, area, palette.HAND)
    ui.text(surface, words, area.center, 20, palette.MUTED, anchor="center")


def action_button(surface: pygame.Surface, hotspots: list[Hotspot], rect: pygame.Rect, label: str,
                  actions, tip: str, waiting: str | None = None) -> None:
    """A table button that plays `actions` (one or a tuple played as one undo step); while
    something is `waiting` it is greyed and a click answers with those words instead."""
    button(surface, rect, label, waiting is None)
    if waiting is None:
        hotspots.append(Hotspot(rect, actions, label, tip))
    else:
        hotspots.append(Hotspot(rect, None, label, waiting, lambda: waiting))


def step_button(surface: pygame.Surface, hotspots: list[Hotspot], rect: pygame.Rect, label: str,
                tip: str, step, enabled: bool = True) -> None:
    """A table button for a step that only changes the view (clear a selection)."""
    button(surface, rect, label, enabled)
    hotspots.append(Hotspot(rect, None, label, tip, step))


def track(surface: pygame.Surface, hotspots: list[Hotspot], rect: pygame.Rect, label: str,
          steps: list[tuple[str, str, str, str]], current: int | None) -> int:
    """A round track in `rect`: `label`, then one box per step (its number, a value and a
    tooltip title and body); steps before `current` are done, `current` is lit (None: all
    done). Returns the x after the last box."""
    ui.panel(surface, rect, palette.HAND)
    ui.text(surface, label, (rect.x + 12, rect.centery), ui.capped(16), palette.MUTED,
            bold=True, anchor="midleft", max_width=62)  # the boxes start 76 px in
    x = rect.x + 76
    for i, (number, value, title, body) in enumerate(steps):
        box = pygame.Rect(x + i * 62, rect.y + 5, 56, rect.h - 10)
        now, past = i == current, current is None or i < current
        fill = palette.BUTTON_ON if now else pygame.Color("#161b27") if past else \
            palette.BUTTON_OFF
        ui.panel(surface, box, fill, palette.ACCENT if now else palette.PANEL_EDGE, radius=7,
                 width=2 if now else 1)
        ui.text(surface, number, (box.x + 8, box.centery), ui.capped(17),
                palette.MUTED if past else palette.TEXT, bold=True, anchor="midleft")
        ui.text(surface, value, (box.right - 6, box.centery), ui.capped(15),
                palette.MUTED if past else palette.ACCENT, anchor="midright")
        hotspots.append(Hotspot(box, None, title, body))
    return x + len(steps) * 62
