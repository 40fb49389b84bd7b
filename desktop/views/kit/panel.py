"""The player panel every table draws: the name, the seat kind worded one way, whose turn it
is, the start marker, and the player's numbers as badges (icon and value) with tooltips."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

import sprites
from desktop import ui
from desktop.i18n import tr
from desktop.views.kit import palette
from desktop.views.kit.marks import seat_mark
from desktop.views.kit.widgets import pill
from desktop.views.table import Hotspot
from rules.core.message import N_
from rules.core.moves import Place

HEADER = 30  # height of the name row: a small fixed box, its texts grow at most 1.2 times


@dataclass(frozen=True)
class Badge:
    """One number of a player: a sprite (or a painter that draws its own icon at (x, y) and
    returns its width), the value, and the tooltip."""
    icon: str | None
    value: str
    title: str
    body: str
    colour: pygame.Color | None = None  # None: the text colour
    paint: Callable[[pygame.Surface, int, int], int] | None = None
    paint_width: int = 0  # the width `paint` will take
    size: tuple[int, int] = (20, 20)
    fill: pygame.Color | None = None  # a pill instead of plain text (a warning)
    anchor: Place | None = None  # the place pieces lie in that it counts (a purse)


@dataclass(frozen=True)
class Seat:
    """What a player panel shows of one seat. `kind` is "human" or a bot level;
    `automated` marks an opponent that is part of the rules (Ginkgopolis' Hal)."""
    name: str
    kind: str = "human"
    mine: bool = False
    acting: bool = False
    start: bool = False
    start_tip: str = ""
    colour: pygame.Color | None = None
    automated: bool = False
    badges: list[Badge] = field(default_factory=list)
    mark: int | None = None  # the seat whose shape goes before the name (in `colour`)


BOT_WORDS = {"random": N_("random bot"), "easy": N_("easy bot"), "normal": N_("normal bot"),
             "hard": N_("hard bot")}


def seat_words(kind: str, mine: bool, automated: bool = False) -> str:
    """The seat kind, worded the same on every table: "you", "normal bot", "automated
    opponent", or nothing for another human."""
    if automated:
        return tr("automated opponent")
    if mine:
        return tr("you")
    if kind != "human":
        return tr(BOT_WORDS.get(kind, kind))
    return ""



def _badge_width(badge: Badge) -> int:
    words = ui.font(ui.capped(16), True).size(badge.value)[0] if badge.value else 0
    icon = badge.size[0] + 4 if badge.icon else badge.paint_width + 4 if badge.paint else 0
    return icon + words + (10 if badge.fill else 0)


def badges_width(badges: list[Badge], gap: int = 14) -> int:
    return sum(_badge_width(b) for b in badges) + gap * max(0, len(badges) - 1)


def draw_badges(surface: pygame.Surface, badges: list[Badge], x: int, y: int,
                hotspots: list[Hotspot], gap: int = 14) -> int:
    """The badges in a row from (x, y), each with its tooltip; returns the x after them."""
    for badge in badges:
        start = x
        if badge.paint is not None:
            x += badge.paint(surface, x, y) + 4
        elif badge.icon:
            surface.blit(sprites.load(badge.icon, badge.size),
                         (x, y + 11 - badge.size[1] // 2))
            x += badge.size[0] + 4
        if badge.value and badge.fill is not None:
            x = pill(surface, (x, y + 1), badge.value, badge.fill, palette.TEXT, 15).right
        elif badge.value:
            x = ui.text(surface, badge.value, (x, y), ui.capped(16),
                        badge.colour or palette.TEXT, bold=True).right
        hotspots.append(Hotspot(pygame.Rect(start, y - 1, max(8, x - start), 24), None,
                                badge.title, badge.body, anchor=badge.anchor))
        x += gap
    return x


def player_panel(surface: pygame.Surface, rect: pygame.Rect, seat: Seat,
                 hotspots: list[Hotspot]) -> int:
    """The panel's frame, name row and badges (beside the name when they fit, else on a row
    of their own); returns the y where the table's own content of the panel starts."""
    ui.panel(surface, rect, palette.MINE if seat.mine else palette.PANEL,
             palette.HIGHLIGHT if seat.acting else palette.PANEL_EDGE,
             width=2 if seat.acting else 1)
    if seat.colour is not None:
        pygame.draw.rect(surface, seat.colour, (rect.x + 1, rect.y + 8, 5, rect.h - 16),
                         border_radius=2)
    x, y = rect.x + 14, rect.y + 7
    room = rect.w - 28
    wide = badges_width(seat.badges) <= room // 2 + 20
    name_room = room - (badges_width(seat.badges) + 16 if wide else 0)
    name_x = x
    if seat.mark is not None:
        seat_mark(surface, seat.mark, (x + 7, y + 12), 14, seat.colour)
        name_x, name_room = x + 19, name_room - 19
    drawn = ui.text(surface, seat.name, (name_x, y), ui.capped(17), palette.TEXT, bold=True,
                    max_width=max(40, name_room - 90))
    after = drawn.right + 8
    words = seat_words(seat.kind, seat.mine, seat.automated)
    if words:
        after = ui.text(surface, words, (after, y + 3), ui.capped(13), palette.MUTED,
                        max_width=max(10, x + name_room - after - 50)).right + 8
    if seat.start:
        tag = pill(surface, (after, y + 2), tr("start"))
        hotspots.append(Hotspot(tag, None, tr("Start player"), seat.start_tip))
    more = _taller()
    if not seat.badges:
        return rect.y + HEADER + more
    if wide:
        draw_badges(surface, seat.badges, rect.right - 12 - badges_width(seat.badges), y,
                    hotspots)
        return rect.y + HEADER + more
    draw_badges(surface, seat.badges, x, y + 26 + more, hotspots)
    return rect.y + HEADER + 24 + more


def _taller() -> int:
    """How much taller than at 100 % the name row's line is (0 at 100 %)."""
    height = ui.font(ui.capped(17), True).get_height()
    return round(height * (1 - 1 / min(ui.text_scale(), ui.SMALL_BOX_SCALE)))


def seating(n: int, viewer: int | None) -> list[int]:
    """The order of the player panels: the viewer first, then the others in seating order (a
    spectator sees seat 0 first)."""
    first = viewer if viewer is not None else 0
    return [(first + i) % n for i in range(n)]


def panel_rects(count: int, area: pygame.Rect, cols: int, gap: int = 8) -> list[pygame.Rect]:
    """`count` panels filling `area` in `cols` columns, row by row."""
    rows = max(1, -(-count // cols))
    width = (area.w - gap * (cols - 1)) // cols
    height = (area.h - gap * (rows - 1)) // rows
    return [pygame.Rect(area.x + (i % cols) * (width + gap),
                        area.y + (i // cols) * (height + gap), width, height)
            for i in range(count)]
