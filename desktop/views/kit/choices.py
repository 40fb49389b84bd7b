"""A paged list of choices in a panel: a heading, one row per choice (its label on one line,
or two when it is long), a note under the rows (why a chosen thing cannot be done), a line at
the foot and, when the rows need more room than the panel has, a button that shows the next
page. The table gives each row as a place of its moves (`Table.place`): a row plays its move
(the ways of a place the picker lists, `places.Choose`, or the moves that have no other
place), and the hint marks it there."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from desktop import ui
from desktop.i18n import tr
from desktop.views.kit import palette
from desktop.views.kit.widgets import button
from desktop.views.table import Hotspot
from rules.core.moves import Place

ROW_H = 22  # a row of one line (at 100 %: the rows' lines grow with the text, `ui.grown`)
LINE_H = 14  # each further line of a row (a long choice wraps rather than losing its end)
SIZE = 12  # the rows' and the note's type size


@dataclass(frozen=True)
class Row:
    """A choice: the place of its move, its label and its tooltip."""
    key: Place
    label: str
    tip: str


def row_height(lines: int) -> int:
    return ui.grown(ROW_H) + ui.grown(LINE_H) * (lines - 1)


def pages_of(rows: list[Row], width: int, height: int) -> list[list[tuple[Row, tuple[str, ...]]]]:
    """The list's pages: each row's label in lines no wider than `width` (at most two), as many
    rows per page as fit in `height`."""
    pages: list[list[tuple[Row, tuple[str, ...]]]] = [[]]
    used = 0
    for row in rows:
        lines = ui.wrap(row.label, SIZE, width)
        if len(lines) > 2:
            lines = (lines[0], " ".join(lines[1:]))  # the rest, cut with "…" when drawn
        h = row_height(len(lines))
        if pages[-1] and used + h > height:
            pages.append([])
            used = 0
        pages[-1].append((row, lines))
        used += h
    return pages


class ChoiceList:
    """The list and the page it shows (the first again after `reset`)."""

    def __init__(self) -> None:
        self.page = 0

    def reset(self) -> None:
        self.page = 0

    def draw(self, surface: pygame.Surface, area: pygame.Rect, heading: str, rows: list[Row],
             place: Callable[[pygame.Rect, Place, str, str], None], hotspots: list[Hotspot],
             note: str = "", foot: str = "") -> None:
        """The panel in `area`; `place(rect, key, label, tip)` lays out a row's place (the
        table's `place`), the pager's hotspot goes to `hotspots`."""
        ui.panel(surface, area, palette.HAND, palette.PANEL_EDGE, radius=8)
        ui.text(surface, heading, (area.x + 8, area.y + 4), 13, palette.MUTED, bold=True,
                max_width=area.w - 16)
        width = area.w - 22
        top = ui.grown(20) + 4  # under the heading
        pages = pages_of(rows, width, area.h - top - 24)
        page = min(self.page, len(pages) - 1)
        y = area.y + top
        for row, lines in pages[page]:
            rect = pygame.Rect(area.x + 6, y, area.w - 12, row_height(len(lines)) - 3)
            ui.panel(surface, rect, palette.BUTTON_ON, None, radius=5)
            for i, line in enumerate(lines):
                ui.text(surface, line, (rect.x + 6, rect.y + 3 + i * ui.grown(LINE_H)), SIZE,
                        palette.TEXT, max_width=rect.w - 10)
            place(rect, row.key, row.label, row.tip)
            y += row_height(len(lines))
        if note:
            for i, line in enumerate(ui.wrap(note, SIZE, width)[:3]):
                ui.text(surface, line, (area.x + 8, y + 2 + i * ui.grown(LINE_H)), SIZE,
                        palette.BAD, max_width=width)
        if len(pages) > 1:
            r = pygame.Rect(area.right - 90, area.bottom - 24, 84, 20)
            button(surface, r, tr("More ({n}/{m})", n=page + 1, m=len(pages)), True, SIZE)

            def more(count: int = len(pages)) -> None:
                self.page = (page + 1) % count
            hotspots.append(Hotspot(r, None, tr("More choices"),
                                    tr("Show the next page of choices."), more))
        if foot:
            ui.text(surface, foot, (area.x + 8, area.bottom - 3), SIZE, palette.ACCENT,
                    anchor="bottomleft",
                    max_width=area.w - 110)
