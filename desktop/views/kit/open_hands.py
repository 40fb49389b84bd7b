"""Every hand at once: a finished game watched with every hand open (the replay) shows each
player's hidden cards in one row per player, in the place of the viewer's hand. The kit lays
the rows out; the table paints its own cards into the places it is given."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from desktop import ui
from desktop.i18n import ntr, tr
from desktop.views.kit import palette
from desktop.views.kit.row import flow

NAME_WIDTH = 132  # the column of players' names on the left of the rows


@dataclass(frozen=True)
class HandRow:
    """One player's row: whose it is, how many cards, and their seat colour (if the game
    gives seats colours)."""
    name: str
    count: int
    colour: pygame.Color | None = None


def hands_visible(hands: list[list[int]], hidden: int) -> bool:
    """True when a view holds every hand's cards (a finished game with every hand open), not
    a spectator's view where they are hidden."""
    return all(hidden not in hand for hand in hands)


def open_hands(surface: pygame.Surface, area: pygame.Rect, rows: list[HandRow]
               ) -> list[pygame.Rect]:
    """The panel with one row per player; returns each row's room for its cards."""
    ui.panel(surface, area, palette.HAND)
    ui.text(surface, tr("Every hand open"), (area.x + 14, area.y + 8), 17,
            palette.MUTED, bold=True, max_width=area.w - 28)
    top = area.y + 34
    height = (area.bottom - 8 - top) // max(1, len(rows))
    rooms: list[pygame.Rect] = []
    for i, row in enumerate(rows):
        y = top + i * height
        if i:
            pygame.draw.line(surface, palette.PANEL_EDGE, (area.x + 10, y - 2),
                             (area.right - 10, y - 2))
        if row.colour is not None:
            pygame.draw.rect(surface, row.colour, (area.x + 10, y + 2, 4, height - 8),
                             border_radius=2)
        ui.text(surface, row.name, (area.x + 20, y + 2), 15, palette.TEXT, bold=True,
                max_width=NAME_WIDTH - 20)
        if height >= 40:  # room for a second line
            ui.text(surface, ntr("{n} card", "{n} cards", row.count), (area.x + 20, y + 22),
                    13, palette.MUTED, max_width=NAME_WIDTH - 20)
        rooms.append(pygame.Rect(area.x + NAME_WIDTH, y + 2, area.w - NAME_WIDTH - 12,
                                 height - 6))
    return rooms


def places(count: int, room: pygame.Rect, size: tuple[int, int]) -> list[pygame.Rect]:
    """Where `count` cards of `size` go in a row's room: side by side, wrapping, then
    shrinking or overlapping, so a row never spills."""
    w, h = size
    if h > room.h:
        w, h = max(8, w * room.h // h), room.h
    return flow(count, room, w, h, min_h=min(h, 18))
