"""Charts drawn with pygame alone: a line chart (several series over numbered points, with
labelled vertical markers for scoring moments) and a stacked-bar chart (one bar per player, one
segment per score category). Each is drawn into a given rectangle from plain inputs and returns
its hover spots: the caller finds the spot under the mouse (`spot_at`), outlines it and shows
its words as a tooltip, in the current language.

Series carry their seat's colour (the game's own, `Desk.seat_colour`) and its shape (the
points' markers and the legend's swatch, `desktop.views.kit.marks`), so no line is told from
another by its colour alone; a colour too dark to read on the dark panel is drawn with a light
rim. The bars' colours are their categories' only:
a player is named under their bar, never marked in a colour a category could share."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from desktop import ui
from desktop.i18n import ntr
from desktop.views.kit.marks import draw_shape, seat_shape

GRID = pygame.Color("#2c3548")
AXIS = pygame.Color("#56617a")
MARKER = pygame.Color("#c9a25a")
PANEL = pygame.Color("#171c29")
# segment colours, by the order a category first appears; the bar chart's only colours (its
# players are named under their bars, without their seat colour, which a category could share)
CATEGORY_COLOURS = tuple(pygame.Color(c) for c in (
    "#5b8def", "#e0b25c", "#6fcf8e", "#d96c8a", "#9a7fe0", "#4fc4c4", "#e88a4f", "#a7c957",
    "#c084c8", "#7a9cb8", "#d4c17a", "#8fd3a8", "#e07a6a", "#6a7fd4"))


def _small() -> float:
    """The size of the charts' words: a chart is a fixed layout, its words grow at most 1.2
    times (`ui.capped`)."""
    return ui.capped(14)


def _step(length: int) -> int:
    """A line's height at the size of the charts' words."""
    return ui.grown(length, ui.SMALL_BOX_SCALE)


@dataclass(frozen=True)
class Series:
    name: str
    colour: pygame.Color
    values: Sequence[int]  # one per point
    seat: int | None = None  # whose shape marks the points (None: plain dots)


@dataclass(frozen=True)
class Bar:
    name: str
    parts: Sequence[tuple[str, int]]  # (category, points), in the game's column order


@dataclass(frozen=True)
class ChartSpot:
    """Something the mouse can point at: `rect` to hit, `centre` to outline, the words."""
    rect: pygame.Rect
    title: str
    colour: pygame.Color
    centre: tuple[int, int] | None = None  # a point's position (None for a bar segment)


def spot_at(spots: Sequence[ChartSpot], mouse: tuple[int, int]) -> ChartSpot | None:
    """The spot under the mouse; of several, the point nearest to it."""
    hits = [s for s in spots if s.rect.collidepoint(mouse)]
    if not hits:
        return None
    return min(hits, key=lambda s: math.dist(s.centre or s.rect.center, mouse))


def outline(surface: pygame.Surface, spot: ChartSpot) -> None:
    if spot.centre is not None:
        pygame.draw.circle(surface, ui.TEXT, spot.centre, 8, 2)
    else:
        pygame.draw.rect(surface, ui.TEXT, spot.rect, 2)


def nice_step(span: float, ticks: int = 5) -> int:
    """A round step (1, 2, 5 times a power of ten) giving about `ticks` grid lines."""
    raw = max(span, 1) / ticks
    power = 10 ** math.floor(math.log10(raw))
    return max(1, round(next(m * power for m in (1, 2, 5, 10) if m * power >= raw)))


def _dark(colour: pygame.Color) -> bool:
    return 0.299 * colour.r + 0.587 * colour.g + 0.114 * colour.b < 70


def _scale(low: int, high: int) -> tuple[int, int, int]:
    """The axis range and step for values from `low` to `high` (zero always shown)."""
    low, high = min(0, low), max(0, high, 1)
    step = max(1, nice_step(high - low))
    return math.floor(low / step) * step, math.ceil(high / step) * step, step


def _y_axis(surface: pygame.Surface, plot: pygame.Rect, low: int, high: int, step: int,
            title: str) -> Callable[[float], int]:
    def y_of(value: float) -> int:
        return round(plot.bottom - (value - low) / max(1, high - low) * plot.h)

    for value in range(low, high + 1, step):
        y = y_of(value)
        pygame.draw.line(surface, AXIS if value == 0 else GRID, (plot.x, y), (plot.right, y))
        ui.text(surface, str(value), (plot.x - 8, y), _small(), ui.MUTED, anchor="midright",
                max_width=48)
    return y_of


def _y_title(surface: pygame.Surface, rect: pygame.Rect, title: str) -> int:
    """The value axis's name at the panel's top left; returns the room it takes."""
    if not title:
        return 0
    drawn = ui.text(surface, title, (rect.x + 12, rect.y + 10), _small(), ui.MUTED,
                    max_width=rect.w // 3)
    return drawn.w + 24


def _legend(surface: pygame.Surface, items: Sequence[tuple[str, pygame.Color, int | None]],
            x: int, y: int, right: int) -> None:
    """Swatches (the seat's shape, if any) with their names in a row from (x, y), wrapping
    before `right`."""
    left = x
    for name, colour, seat in items:
        width = 22 + ui.font(_small()).size(name)[0] + 16
        if x + width > right and x > left:
            x, y = left, y + _step(20)
        if seat is None:
            _swatch(surface, pygame.Rect(x, y + 3, 14, 12), colour)
        else:
            draw_shape(surface, seat_shape(seat), (x + 7, y + 9), 14, colour)
        ui.text(surface, name, (x + 20, y), _small(), ui.TEXT)
        x += width


def _swatch(surface: pygame.Surface, rect: pygame.Rect, colour: pygame.Color) -> None:
    pygame.draw.rect(surface, colour, rect, border_radius=3)
    if _dark(colour):
        pygame.draw.rect(surface, ui.MUTED, rect, 1, border_radius=3)


def _round_words(series: Series, label: object, value: int) -> str:
    return ntr("{player}, round {r}: {n} point", "{player}, round {r}: {n} points", value,
               player=series.name, r=label)


def line_chart(surface: pygame.Surface, rect: pygame.Rect, series: Sequence[Series],
               labels: Sequence[object], markers: Sequence[tuple[int, str]] = (), *,
               x_title: str = "", y_title: str = "",
               words: Callable[[Series, object, int], str] = _round_words) -> list[ChartSpot]:
    """Series over points 0..n-1 (`labels[i]` names point i on the axis, e.g. its round, and
    in the hover words); `markers` are (point index, label) drawn as vertical lines."""
    ui.panel(surface, rect, PANEL)
    count = max((len(s.values) for s in series), default=0)
    title_w = _y_title(surface, rect, y_title)
    legend_rows = 1 + sum(ui.font(_small()).size(s.name)[0] + 38 for s in series) // \
        max(1, rect.w - title_w - 32)
    more = _step(20) * (legend_rows - 1) + _step(44) - 44  # the legend's rows grow
    plot = pygame.Rect(rect.x + 56, rect.y + 44 + more, rect.w - 76, rect.h - 104 - more)
    _legend(surface, [(s.name, s.colour, s.seat) for s in series], rect.x + 16 + title_w,
            rect.y + 10, rect.right - 16)
    values = [v for s in series for v in s.values]
    low, high, step = _scale(min(values, default=0), max(values, default=0))
    y_of = _y_axis(surface, plot, low, high, step, y_title)

    def x_of(index: int) -> int:
        return plot.x + round(index * plot.w / max(1, count - 1)) if count > 1 else \
            plot.centerx

    _x_ticks(surface, plot, labels[:count], x_of)
    ui.text(surface, x_title, (plot.centerx, rect.bottom - 8), _small(), ui.MUTED,
            anchor="midbottom")
    _markers(surface, plot, markers, count, x_of)
    spots = []
    radius = 4 if count <= 60 else 0
    for line in series:
        points = [(x_of(i), y_of(v)) for i, v in enumerate(line.values)]
        if len(points) > 1:
            if _dark(line.colour):
                pygame.draw.lines(surface, ui.MUTED, False, points, 5)
            pygame.draw.lines(surface, line.colour, False, points, 3)
        every = max(1, len(points) // 20)  # a crowded line keeps about 20 of its shapes
        for i, (point, value) in enumerate(zip(points, line.values, strict=True)):
            if line.seat is not None and (i % every == 0 or i == len(points) - 1):
                draw_shape(surface, seat_shape(line.seat), point, 12, line.colour)
            elif line.seat is None and (radius or len(points) == 1):
                pygame.draw.circle(surface, line.colour, point, max(radius, 4))
                if _dark(line.colour):
                    pygame.draw.circle(surface, ui.MUTED, point, max(radius, 4), 1)
            label = labels[i] if i < len(labels) else i + 1
            spots.append(ChartSpot(pygame.Rect(point[0] - 7, point[1] - 7, 14, 14),
                                   words(line, label, value), line.colour, point))
    return spots


def _x_ticks(surface: pygame.Surface, plot: pygame.Rect, labels: Sequence[object],
             x_of: Callable[[int], int]) -> None:
    """A label where a new one starts (the first point of each round), never crowded."""
    last_right = -10**6
    previous = object()
    for i, label in enumerate(labels):
        if label == previous:
            continue
        previous = label
        x = x_of(i)
        words = str(label)
        width = ui.font(_small()).size(words)[0]
        if x - width // 2 < last_right + 10:
            continue
        pygame.draw.line(surface, AXIS, (x, plot.bottom), (x, plot.bottom + 5))
        ui.text(surface, words, (x, plot.bottom + 8), _small(), ui.MUTED, anchor="midtop")
        last_right = x + width // 2


def _markers(surface: pygame.Surface, plot: pygame.Rect, markers: Sequence[tuple[int, str]],
             count: int, x_of: Callable[[int], int]) -> None:
    """Dashed vertical lines at scoring moments, labelled at the top on alternate rows when
    they are close."""
    ends = [-10**6, -10**6]
    for index, label in markers:
        if not 0 <= index < max(count, 1):
            continue
        x = x_of(index)
        for y in range(plot.y, plot.bottom, 8):
            pygame.draw.line(surface, MARKER, (x, y), (x, min(y + 4, plot.bottom)))
        size = ui.capped(13)
        width = min(ui.font(size).size(label)[0], 160)
        centre = min(x, plot.right + 16 - width // 2)  # the last one stays on the panel
        row = 0 if centre - width // 2 > ends[0] + 6 else 1
        top = plot.y + 2 + _step(17) * row
        ui.panel(surface, pygame.Rect(centre - width // 2 - 4, top, width + 8, _step(17)),
                 PANEL, None, radius=4)
        ui.text(surface, label, (centre, top), size, MARKER, anchor="midtop", max_width=160)
        ends[row] = centre + width // 2


def categories(bars: Sequence[Bar]) -> list[str]:
    """Every category that scored for someone, in the order it first appears."""
    found: list[str] = []
    for bar in bars:
        found += [name for name, value in bar.parts if value and name not in found]
    return found


def _segment_words(bar: Bar, category: str, value: int) -> str:
    return ntr("{player}: {category} {n} point", "{player}: {category} {n} points", value,
               player=bar.name, category=category)


def bar_chart(surface: pygame.Surface, rect: pygame.Rect, bars: Sequence[Bar], *,
              y_title: str = "") -> list[ChartSpot]:
    """One stacked bar per player (gains up from zero, losses down), the categories' legend on
    the right, each player's name under their bar beside their seat colour."""
    ui.panel(surface, rect, PANEL)
    _y_title(surface, rect, y_title)
    names = categories(bars)
    colour_of = {name: CATEGORY_COLOURS[i % len(CATEGORY_COLOURS)]
                 for i, name in enumerate(names)}
    legend_w = min(260, max((ui.font(_small()).size(n)[0] for n in names), default=0) + 40)
    more = _step(36) - 36  # below the axis's title, which grows
    plot = pygame.Rect(rect.x + 56, rect.y + 36 + more, rect.w - 80 - legend_w,
                       rect.h - 90 - more)
    y = plot.y
    for name in names:  # a long category name takes a second line
        _swatch(surface, pygame.Rect(plot.right + 20, y + 3, 14, 12), colour_of[name])
        for line in ui.wrap(name, _small(), legend_w - 24):
            ui.text(surface, line, (plot.right + 40, y), _small(), ui.TEXT)
            y += _step(18)
        y += 4
    ups = [sum(v for _, v in bar.parts if v > 0) for bar in bars]
    downs = [sum(v for _, v in bar.parts if v < 0) for bar in bars]
    low, high, step = _scale(min(downs, default=0), max(ups, default=0))
    y_of = _y_axis(surface, plot, low, high, step, y_title)
    slot = plot.w / max(1, len(bars))
    width = max(8, min(90, int(slot * 0.55)))
    spots = []
    for i, bar in enumerate(bars):
        x = round(plot.x + slot * i + (slot - width) / 2)
        up = down = 0
        for name, value in bar.parts:
            if value == 0:
                continue
            start = up if value > 0 else down
            end = start + value
            top, bottom = y_of(max(start, end)), y_of(min(start, end))
            segment = pygame.Rect(x, top, width, max(1, bottom - top))
            pygame.draw.rect(surface, colour_of[name], segment)
            pygame.draw.line(surface, PANEL, segment.topleft, segment.topright)
            spots.append(ChartSpot(segment, _segment_words(bar, name, value),
                                   colour_of[name]))
            up, down = (end, down) if value > 0 else (up, end)
        total = sum(v for _, v in bar.parts)
        ui.text(surface, str(total), (x + width // 2, y_of(up) - 4), ui.capped(16), ui.TEXT,
                bold=True,
                anchor="midbottom")
        _bar_name(surface, bar, pygame.Rect(round(plot.x + slot * i) + 2, plot.bottom + 8,
                                            int(slot) - 4, 40))
    return spots


def name_lines(name: str, width: int, size: float = 14) -> list[str]:
    """A player's label in one line, or two split before its bracket ("Ada" / "(easy bot)"),
    never inside a word; a line still too long is cut with an ellipsis when drawn."""
    if ui.font(size).size(name)[0] <= width:
        return [name]
    cut = max(name.rfind(" ("), name.rfind("（"))
    if cut <= 0:
        return [name]
    return [name[:cut].rstrip(), name[cut:].lstrip()]


def _bar_name(surface: pygame.Surface, bar: Bar, box: pygame.Rect) -> None:
    """The player's name under their bar; two lines if need be."""
    for j, line in enumerate(name_lines(bar.name, box.w, _small())):
        ui.text(surface, line, (box.centerx, box.y + _step(18) * j), _small(), ui.TEXT,
                anchor="midtop", max_width=box.w)
