"""Where cards go: rows that fit or overlap in the space given, grids whose slots stay put,
and rows that wrap (a choice's option grid is in `choice`)."""

from __future__ import annotations

import math

import pygame


def card_row(count: int, area: pygame.Rect, w: int, h: int, gap: int = 8,
             hover: tuple[int, int] | None = None, lift: int = 0) -> list[pygame.Rect]:
    """`count` cards of w x h from the left of `area`: side by side when they fit, otherwise
    overlapping evenly so the last one is whole. However many there are, the row stays
    inside `area` (what lies beside it, a Confirm button, stays uncovered). With `hover`
    and `lift`, the card under the mouse rises by `lift` pixels (the top one where cards
    overlap)."""
    if count <= 0:
        return []
    if w > area.w:  # one card wider than the room: a smaller card
        h, w = h * area.w // w, area.w
    step: float = w + gap
    if count > 1 and (count - 1) * step + w > area.w:
        step = _overlap(area.w - w, count - 1)
    rects = [pygame.Rect(area.x + int(i * step), area.y, w, h) for i in range(count)]
    if hover is not None and lift:
        for i in range(count - 1, -1, -1):
            if visible_part(rects, i).collidepoint(hover):
                rects[i] = rects[i].move(0, -lift)
                break
    return rects


def _overlap(room: int, steps: int) -> float:
    """The step of cards overlapping evenly in `room`: whole pixels, or less than one for a
    pile too high for that (the pile still ends inside)."""
    return room // steps if room >= steps else max(0, room) / steps


def visible_part(rects: list[pygame.Rect], i: int) -> pygame.Rect:
    """The part of card `i` of a row that is not covered by the next one (its click area)."""
    r = rects[i]
    if i + 1 < len(rects) and rects[i + 1].x < r.right:
        return pygame.Rect(r.x, r.y, max(6, rects[i + 1].x - r.x), r.h)
    return r


def slots(count: int, area: pygame.Rect, w: int, h: int, gap: int = 10,
          min_w: int = 0) -> list[pygame.Rect]:
    """A grid whose slots stay put as cards are added: cards keep their size w x h and fill
    rows left to right, a new row starting when one is full. Only when the rows no longer fit
    do all cards shrink together (never below `min_w` wide: then the last rows are cut off and
    the caller scrolls)."""
    if count <= 0:
        return []
    aspect = h / w
    width = w
    while True:
        height = int(width * aspect)
        cols = max(1, (area.w + gap) // (width + gap))
        rows = math.ceil(count / cols)
        if rows * (height + gap) - gap <= area.h or width <= max(min_w, 24):
            break
        width -= 2
    return [pygame.Rect(area.x + (i % cols) * (width + gap), area.y + (i // cols) * (height + gap),
                        width, height) for i in range(count)]


def flow(count: int, area: pygame.Rect, w: int, h: int, gap: int = 4,
         min_h: int = 24) -> list[pygame.Rect]:
    """`count` cards of w x h in rows from the top left of `area`: a new row when one is full;
    only when the rows do not fit do the cards shrink (not below `min_h` tall), and then the
    rows that fit overlap their cards evenly."""
    if count <= 0:
        return []
    aspect = w / h
    while True:
        per_row = max(1, (area.w + gap) // (w + gap))
        rows = math.ceil(count / per_row)
        if rows * (h + gap) - gap <= area.h or h <= min_h:
            break
        h -= 2
        w = int(h * aspect)
    step: float = w + gap
    if rows * (h + gap) - gap > area.h:
        rows = max(1, (area.h + gap) // (h + gap))
        per_row = math.ceil(count / rows)
        step = _overlap(area.w - w, max(1, per_row - 1))  # the rows inside `area`
    return [pygame.Rect(area.x + int((i % per_row) * step), area.y + (i // per_row) * (h + gap),
                        w, h) for i in range(count)]
