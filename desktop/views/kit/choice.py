"""A choice: a dialog with a title, an option grid (cards or labelled buttons, each lit when it
can be chosen and marked when it is chosen), buttons under an option (the Wizard's Take and
Build) and Confirm / Cancel entries. A table fills the dataclasses and gives the box, docked
where it hides nothing the decision depends on; the kit draws it and lays out the hotspots."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from desktop import ui
from desktop.views.kit import palette
from desktop.views.kit.face import card_marks
from desktop.views.kit.row import card_row, visible_part
from desktop.views.kit.widgets import button, count_badge, dialog
from desktop.views.table import Hotspot
from rules.core.actions import Action

Play = Action | tuple[Action, ...] | None
Face = Callable[[pygame.Surface, pygame.Rect, bool], None]  # draws a card, lit or not
ENTRY_H, ENTRY_W, UNDER_H = 34, 150, 29


@dataclass
class Entry:
    """A button: what it plays (`action`) or does in the view (`local`); while `waiting` says
    why not yet, it is greyed and a click answers with those words."""
    label: str
    tip: str = ""
    action: Play = None
    local: Callable[[], str | None] | None = None
    waiting: str | None = None
    enabled: bool = True  # greyed when False, but still sends its action (the rules say why)


@dataclass
class Option:
    """One thing to choose: a card (`face`) or a `label`; `legal` lights it, `selected` marks
    it (`mark`: "chosen" in green, "marked" in red to go); `badge` counts copies; `under`
    are buttons of its own below it."""
    title: str
    body: str = ""
    action: Play = None
    local: Callable[[], str | None] | None = None
    face: Face | None = None
    label: str = ""
    legal: bool = False
    selected: bool = False
    mark: str = "chosen"
    badge: str = ""
    under: list[Entry] = field(default_factory=list)


@dataclass
class Choice:
    title: str
    options: list[Option]
    subtitle: str = ""
    tip: str = ""  # the dialog's own tooltip (the rule behind the choice)
    confirm: Entry | None = None
    cancel: Entry | None = None
    footer: str = ""  # one line under the options (what was kept, what is wrong)
    footer_colour: pygame.Color | None = None  # muted unless given
    empty: str = ""  # said when there are no options
    aspect: float = 0.72  # card width / height
    max_w: int = 150
    gap: int = 10
    min_w: int = 0  # narrower than this, the cards overlap in one row (the last one whole)


def entry(surface: pygame.Surface, hotspots: list[Hotspot], rect: pygame.Rect, e: Entry,
          size: int = 14) -> None:
    button(surface, rect, e.label, e.enabled and e.waiting is None, size)
    if e.waiting is not None:
        words = e.waiting
        hotspots.append(Hotspot(rect, None, e.label, words, lambda: words))
    else:
        hotspots.append(Hotspot(rect, e.action, e.label, e.tip, e.local))


def grid(count: int, area: pygame.Rect, aspect: float, max_w: int, gap: int,
         under: int = 0) -> list[pygame.Rect]:
    """The cards of `count` options as large as fit in `area` (each with `under` pixels of
    buttons below it), centred; a second row comes before a smaller card."""
    best = (1, 1, 0)
    for cols in range(1, max(1, count) + 1):
        rows = math.ceil(count / cols)
        cell_w = (area.w - gap * (cols - 1)) / cols
        card_h = (area.h - gap * (rows - 1)) / rows - under
        width = int(min(cell_w, card_h * aspect, max_w))
        if width > best[2]:
            best = (cols, rows, width)
    cols, rows, w = best
    w = max(8, w)
    h = int(w / aspect)
    left = area.centerx - (cols * w + (cols - 1) * gap) // 2
    return [pygame.Rect(left + (i % cols) * (w + gap), area.y + (i // cols) * (h + under + gap),
                        w, h) for i in range(count)]


def width_for(count: int, card_w: int, gap: int = 10, entries: bool = False,
              least: int = 360) -> int:
    """How wide a docked choice must be to show `count` cards of `card_w` in one row."""
    return max(least, count * (card_w + gap) - gap + 32 + (ENTRY_W + 16 if entries else 0))


def draw_choice(surface: pygame.Surface, box: pygame.Rect, c: Choice, hotspots: list[Hotspot],
                mouse: tuple[int, int] | None = None) -> list[pygame.Rect]:
    """Draws `c` in `box`: a short wide box (docked) keeps Confirm / Cancel in a column on
    the right, a tall one under the options. Options are as large as fit (a second row before
    a smaller card); below `c.min_w` they overlap in a row instead and the one under `mouse`
    lifts. Returns the options' click areas."""
    hotspots.append(Hotspot(box.copy(), None, c.title, c.tip or c.subtitle))
    top = dialog(surface, box, c.title, c.subtitle)
    entries = [e for e in (c.confirm, c.cancel) if e is not None]
    side = bool(entries) and box.w > 2 * box.h
    area = pygame.Rect(box.x + 16, top, box.w - 32, box.bottom - 10 - top)
    if c.footer:
        area.h -= 24
    if entries and side:
        area.w -= ENTRY_W + 16
        for i, e in enumerate(entries):
            rect = pygame.Rect(box.right - 16 - ENTRY_W, box.bottom - 14 - (i + 1) * (ENTRY_H + 10)
                               + 10, ENTRY_W, ENTRY_H)
            entry(surface, hotspots, rect, e)
    elif entries:
        area.h -= ENTRY_H + 12
        total = len(entries) * (ENTRY_W + 12) - 12
        for i, e in enumerate(entries):
            rect = pygame.Rect(box.centerx + total // 2 - (i + 1) * ENTRY_W - i * 12,
                               box.bottom - 12 - ENTRY_H, ENTRY_W, ENTRY_H)
            entry(surface, hotspots, rect, e)
    if c.footer:
        ui.text(surface, c.footer, (box.x + 16, area.bottom + 4), 15,
                c.footer_colour or palette.MUTED, max_width=area.w)
    if not c.options:
        ui.text(surface, c.empty, area.center, 18, palette.MUTED, anchor="center")
        return []
    under = max(len(o.under) for o in c.options) * UNDER_H
    rects = grid(len(c.options), area, c.aspect, c.max_w, c.gap, under)
    if rects[0].w >= c.min_w:
        for rect, o in zip(rects, c.options, strict=True):
            _option(surface, hotspots, rect, o, rect)
        return rects
    h = min(area.h - under, int(c.max_w / c.aspect))
    rects = card_row(len(c.options), area, int(h * c.aspect), h, c.gap, mouse, 10)
    shown = [visible_part(rects, i) for i in range(len(rects))]
    for rect, o, spot in zip(rects, c.options, shown, strict=True):
        _option(surface, hotspots, rect, o, spot)
    return shown


def _option(surface: pygame.Surface, hotspots: list[Hotspot], rect: pygame.Rect,
            o: Option, spot: pygame.Rect) -> None:
    lit = o.legal and not o.selected
    if o.face is not None:
        o.face(surface, rect, lit)
    else:
        button(surface, rect, o.label, o.legal or o.selected)
        card_marks(surface, rect, lit=lit, edge=palette.PANEL_EDGE)
    if o.selected:
        card_marks(surface, rect, chosen=o.mark == "chosen", marked=o.mark == "marked")
    if o.badge:
        count_badge(surface, (rect.right - 3, rect.y + 3), o.badge, "topright")
    hotspots.append(Hotspot(spot, o.action, o.title, o.body, o.local))
    for j, e in enumerate(o.under):
        entry(surface, hotspots, pygame.Rect(rect.x, rect.bottom + 6 + j * UNDER_H, rect.w,
                                             UNDER_H - 4), e, 13)
