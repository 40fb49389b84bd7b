"""The viewer's hand: a strip with a heading (and after it what the hand is for now), the cards
in a row (side by side when they fit, else overlapping evenly), the card under the mouse
lifted and a chosen one standing higher, a hotspot on the part of each card that shows, and
words when the hand is empty. A spectator sees every hand open (a finished game replayed) or,
in words, that the hands are hidden.

The game says what each card is now (`HandCard`: its tooltip, its click, lit, chosen,
marked or dim) and draws its face with those marks (`Face`, with the kit's `face.card_marks`);
the kit lays the row out and answers the mouse."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from desktop import ui
from desktop.views.kit import palette
from desktop.views.kit.row import card_row, visible_part
from desktop.views.kit.widgets import watching
from desktop.views.table import Hotspot
from rules.core.actions import Action

INSET = 14  # the row's and the heading's distance from the strip's left edge
EMPTY_TOP = 44  # the empty hand's words, under the heading


@dataclass
class HandCard:
    """One card of the hand as its game sees it now: its tooltip (`title`, `body`), what a
    click does (an action, or a `local` step of the view) and its marks: `lit` (can be clicked
    now), `chosen` (picked by the player: it stands higher), `marked` (chosen to go, a
    discard) and `dim` (cannot be used now)."""
    card: Any
    title: str
    body: str = ""
    action: Action | tuple[Action, ...] | None = None
    local: Callable[[], str | None] | None = None
    lit: bool = False
    chosen: bool = False
    marked: bool = False
    dim: bool = False


# A game's card face: (surface, rect, the card, the part of it that shows: a card mostly
# covered by the next one shows only its left edge). It draws the marks the card asks for.
Face = Callable[[pygame.Surface, pygame.Rect, HandCard, pygame.Rect], None]


def spectator(surface: pygame.Surface, area: pygame.Rect, hands_open: bool,
              show_open: Callable[[], None], hidden: str) -> None:
    """The hand area of a spectator: every hand open (`show_open` draws them), or the words
    `hidden` saying that they are hidden."""
    if hands_open:
        show_open()
    else:
        watching(surface, area, hidden)


def hand_strip(surface: pygame.Surface, area: pygame.Rect, heading: str,
          size: int = 17) -> pygame.Rect:
    """The hand's panel and its heading at the top left; returns the heading's rectangle."""
    ui.panel(surface, area, palette.HAND)
    return ui.text(surface, heading, (area.x + INSET, ui.foot(area.y + 8, size, True)),
                   ui.capped(size), palette.MUTED, bold=True,
                   anchor="bottomleft")  # the cards start below: a larger heading rises


def hand_hint(surface: pygame.Surface, heading: pygame.Rect, words: str, gap: int = 16,
         right: int | None = None) -> pygame.Rect:
    """What a click on the hand does now, on the heading's line after it (cut with "…" so it
    ends `INSET` before `right`, when given)."""
    x = heading.right + gap
    right = surface.get_width() if right is None else right  # a larger text: no further
    return ui.text(surface, words, (x, heading.y + 1), ui.capped(16), palette.HIGHLIGHT,
                   bold=True, max_width=right - x - INSET)


def hand_row(surface: pygame.Surface, hotspots: list[Hotspot], area: pygame.Rect,
        cards: list[HandCard], face: Face, size: tuple[int, int], *, top: int = EMPTY_TOP,
        width: int | None = None, gap: int = 10, mouse: tuple[int, int] | None = None,
        lift: int = 0, rise: int = 0, empty: str | None = None, empty_size: int = 16,
        spot: Callable[[pygame.Rect, HandCard], None] | None = None) -> list[pygame.Rect]:
    """The cards of w x h (`size`) in a row `top` pixels under the strip's top, `width` wide
    (the strip's width less its margins, by default), `gap` apart when they fit: the one under
    `mouse` is lifted by `lift` pixels and each chosen one stands `rise` pixels higher. Each
    card gets a hotspot on its visible part (or `spot` is told that part: a table whose moves
    are declared makes it a place). An empty hand shows the words `empty` (if any). Returns
    where the cards were drawn."""
    w, h = size
    place = pygame.Rect(area.x + INSET, area.y + top,
                        area.w - 2 * INSET if width is None else width, h)
    rects = card_row(len(cards), place, w, h, gap=gap, hover=mouse, lift=lift)
    if rise:
        rects = [r.move(0, -rise) if card.chosen else r
                 for r, card in zip(rects, cards, strict=True)]
    for i, (card, r) in enumerate(zip(cards, rects, strict=True)):
        shown = visible_part(rects, i)
        face(surface, r, card, shown)
        if spot is not None:
            spot(shown, card)
        else:
            hotspots.append(Hotspot(shown, card.action, card.title, card.body, card.local))
    if not cards and empty:
        ui.text(surface, empty, (area.x + INSET, area.y + EMPTY_TOP), empty_size, palette.MUTED)
    return rects


def hand_mouse(mouse: tuple[int, int] | None, area: pygame.Rect) -> tuple[int, int] | None:
    """The mouse while it is over the hand's `area` (where it lifts a card), else None: what
    a table's `picture_key` holds of the mouse."""
    return mouse if mouse is not None and area.collidepoint(mouse) else None
