"""A camera over a map or grid: the content fitted into a window of the table, then zoomed
around the mouse and panned by dragging; *Fit* goes back. Ginkgopolis' city and Boonlake's map
use it."""

from __future__ import annotations

from collections.abc import Iterable

import pygame


class Frame:
    """Maps grid coordinates (x right, y down) to screen rectangles: the points fitted into
    `rect` (with `margin` cells around them), then zoomed around its centre and panned."""

    def __init__(self, points: Iterable[tuple[int, int]], rect: pygame.Rect, zoom: float = 1.0,
                 pan=(0.0, 0.0), max_cell: int = 104, margin: float = 0.6) -> None:
        points = list(points)
        xs = [p[0] for p in points] or [0]
        ys = [p[1] for p in points] or [0]
        cols = max(xs) - min(xs) + 1 + 2 * margin
        rows = max(ys) - min(ys) + 1 + 2 * margin
        self.fit = min(rect.w / cols, rect.h / rows, max_cell)
        self.size = self.fit * zoom
        self.world = ((max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2)
        self.centre = (rect.centerx + pan[0], rect.centery + pan[1])

    def rect(self, x: int, y: int) -> pygame.Rect:
        s = self.size
        left = self.centre[0] + (x - self.world[0] - 0.5) * s
        top = self.centre[1] + (y - self.world[1] - 0.5) * s
        return pygame.Rect(round(left), round(top), round(left + s) - round(left),
                           round(top + s) - round(top))


class Camera:
    """Zoom and pan over `window` (a rectangle of the table)."""

    def __init__(self, window: pygame.Rect, low: float = 0.6, high: float = 4.0) -> None:
        self.window = window
        self.low, self.high = low, high
        self.zoom = 1.0
        self.pan = [0.0, 0.0]

    @property
    def moved(self) -> bool:
        return abs(self.zoom - 1.0) > 1e-6 or self.pan != [0.0, 0.0]

    def fit(self) -> None:
        self.zoom, self.pan = 1.0, [0.0, 0.0]

    def wheel(self, pos: tuple[int, int], dy: int) -> bool:
        """Zoom around the mouse (the point under it stays put); True if used."""
        if not self.window.collidepoint(pos) or dy == 0:
            return False
        old = self.zoom
        self.zoom = max(self.low, min(self.high, self.zoom * (1.2 ** dy)))
        ratio = self.zoom / old
        cx, cy = self.window.centerx + self.pan[0], self.window.centery + self.pan[1]
        self.pan[0] += (pos[0] - cx) * (1 - ratio)
        self.pan[1] += (pos[1] - cy) * (1 - ratio)
        return True

    def drag(self, pos: tuple[int, int], rel: tuple[int, int]) -> bool:
        if not self.window.collidepoint(pos):
            return False
        self.pan[0] += rel[0]
        self.pan[1] += rel[1]
        return True

    def frame(self, points: Iterable[tuple[int, int]], room: pygame.Rect,
              **fit) -> Frame:
        """The mapping for this frame: `points` fitted into `room`, zoomed and panned."""
        return Frame(points, room, self.zoom, self.pan, **fit)
