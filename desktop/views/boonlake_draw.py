"""Boonlake's drawing pieces: icons with numbers, the river's spaces, the map's hexes and
the geometry of both (the river laid out trunk then arms; the map's offset hex rows on the
kit's camera)."""

from __future__ import annotations

import pygame

import sprites
from desktop import ui
from desktop.views.kit import palette
from desktop.views.kit.camera import Frame
from desktop.views.kit.marks import seat_mark
from rules.boonlake.board import load_board

BOARD = load_board()
RIVER = BOARD.river
WATER = pygame.Color("#24506e")
UNEXPLORED = pygame.Color("#101820")  # a region's colour fades to it where no tile lies yet
WATER_FADED = pygame.Color("#1c2c3a")
REWARD_ICONS = {"coins": "coin", "cards": "bl_card", "vp": "bl_vp", "vase": "bl_vase",
                "vases": "bl_vase", "inhabitants": "bl_inhabitant", "vase_or_site": "bl_site",
                "site": "bl_site", "coin_track": "bl_track", "card_track": "bl_track",
                "track_choice": "bl_track", "coin_income": "coin", "card_income": "bl_card"}
PIECE_ICONS = ("bl_inhabitant", "bl_house", "bl_settlement")


def icon_number(surface: pygame.Surface, icon: str, n: int | str, x: int, y: int,
                size: int = 16, colour: pygame.Color = palette.TEXT) -> int:
    """An icon and a number from (x, y) (top left); returns the x after them."""
    surface.blit(sprites.load(icon, (size, size)), (x, y))
    return ui.text(surface, str(n), (x + size + 1, y + size // 2), ui.capped(size - 2), colour,
                   bold=True,
                   anchor="midleft").right + 4


def reward_icon(surface: pygame.Surface, kind: str, n: int, centre: tuple[int, int],
                size: int = 14) -> None:
    icon = sprites.load(REWARD_ICONS.get(kind, "coin"), (size, size))
    words = str(n) if kind not in ("vase_or_site", "site") else ""
    width = size + (ui.font(size - 1, True).size(words)[0] + 1 if words else 0)
    x = centre[0] - width // 2
    surface.blit(icon, (x, centre[1] - size // 2))
    if words:
        ui.text(surface, words, (x + size + 1, centre[1]), ui.capped(size - 1), palette.TEXT,
                bold=True,
                anchor="midleft")


# ----- the river ---------------------------------------------------------------------------
def river_rects(area: pygame.Rect) -> dict[str, pygame.Rect]:
    """Every river space's rectangle: the trunk in the middle lane, the round-1 (upper) arm
    above and the round-2 (lower) arm below, downstream to the right."""
    columns = len(RIVER.trunk) + max(len(RIVER.upper_arm), len(RIVER.lower_arm))
    step = area.w // columns
    w, h = step - 4, min(34, area.h // 3 - 6)
    lanes = (area.y + 4, area.centery - h // 2, area.bottom - h - 4)
    found = {}
    for i, space in enumerate(RIVER.trunk):
        found[space.id] = pygame.Rect(area.x + i * step + 2, lanes[1], w, h)
    for lane, arm in ((0, RIVER.upper_arm), (2, RIVER.lower_arm)):
        for i, space in enumerate(arm):
            found[space.id] = pygame.Rect(area.x + (len(RIVER.trunk) + i) * step + 2,
                                          lanes[lane], w, h)
    return found


def river_space(surface: pygame.Surface, rect: pygame.Rect, space, live: bool) -> None:
    ui.panel(surface, rect, WATER if live else WATER_FADED, palette.PANEL_EDGE, radius=6)
    if space.harbour:
        surface.blit(sprites.load("bl_harbour", (14, 14)), (rect.x + 2, rect.y + 2))
    if space.reward is not None:
        reward_icon(surface, space.reward.kind, space.reward.n,
                    (rect.centerx + (4 if space.harbour else 0), rect.centery + 2), 13)
    if space.bonus:
        icon = "coin" if space.bonus == "coins" else "bl_card"
        surface.blit(sprites.load(icon, (10, 10)), (rect.right - 12, rect.y + 2))


# ----- the map -----------------------------------------------------------------------------
def map_points() -> list[tuple[int, int]]:
    """The grid cells the map covers: each hex is 2 x 2 cells, odd rows shifted by one."""
    points = []
    for space in BOARD.map.spaces:
        x, y = 2 * space.col + space.row % 2, 2 * space.row
        points += [(x, y), (x + 1, y + 1)]
    return points


def hex_rect(frame: Frame, space_id: int) -> pygame.Rect:
    space = BOARD.map.space(space_id)
    x, y = 2 * space.col + space.row % 2, 2 * space.row
    return frame.rect(x, y).union(frame.rect(x + 1, y + 1))


def hex_points(rect: pygame.Rect) -> list[tuple[int, int]]:
    """A pointy-top hexagon in `rect` (rows overlap by a quarter, as offset hex rows do)."""
    x, y, w, h = rect.x, rect.y - rect.h // 8, rect.w, rect.h + rect.h // 4
    return [(x + w // 2, y), (x + w, y + h // 4), (x + w, y + 3 * h // 4), (x + w // 2, y + h),
            (x, y + 3 * h // 4), (x, y + h // 4)]


def unexplored(colour: pygame.Color) -> pygame.Color:
    """A map space's colour before its tile is laid."""
    return colour.lerp(UNEXPLORED, 0.55)


def region_borders(frame: Frame) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The hex sides between two regions (each once): the regions' outlines on the map."""
    at = {(s.col, s.row): s for s in BOARD.map.spaces}
    found = []
    for space in BOARD.map.spaces:
        c, r, odd = space.col, space.row, space.row % 2
        points = hex_points(hex_rect(frame, space.id))
        # neighbours on the sides top to upper right, upper to lower right, ..., by point index
        sides = {0: (c + odd, r - 1), 1: (c + 1, r), 2: (c + odd, r + 1)}
        for side, cell in sides.items():
            other = at.get(cell)
            if other is not None and other.region != space.region:
                found.append((points[side], points[side + 1]))
    return found


def hexagon(surface: pygame.Surface, rect: pygame.Rect, fill: pygame.Color,
            edge: pygame.Color | None = None, width: int = 1) -> None:
    points = hex_points(rect.inflate(-2, -2))
    pygame.draw.polygon(surface, fill, points)
    if edge is not None:
        pygame.draw.polygon(surface, edge, points, width)


def piece(surface: pygame.Surface, centre: tuple[int, int], seat: int, kind: int,
          size: int) -> None:
    """A player's piece on a site: the seat's shape in its colour with the piece's icon."""
    seat_mark(surface, seat, centre, size + 8, edge=palette.INK)
    icon = sprites.load(PIECE_ICONS[kind], (size - 2, size - 2))
    surface.blit(icon, icon.get_rect(center=centre))
