"""Marks that are not colour: a shape for each seat and a symbol for each kind of card or
tile, drawn beside or on what the colour marks, in both palettes (a player with a colour-vision
deficiency may not have turned the colour-blind palette on).

Seat shapes are filled with the seat's colour and outlined in a contrasting edge, so a light
colour reads on a card face and a dark one on the dark theme."""

from __future__ import annotations

import math

import pygame

from desktop import ui
from desktop.views.kit import palette

SEAT_SHAPES = ("circle", "square", "triangle", "diamond", "star", "hexagon", "cross")

# What tells each kind of a family apart besides its colour (see palette.Palette): Citadels'
# districts their badge sprite's emblem, Ginkgopolis' tiles a number of dots (1 red, 2 blue,
# 3 yellow: `pips`; a letter would be a word's, and clash with the cards' effect letters),
# Boonlake's times of day a drawn symbol. National Economy's building icons (the rules read
# them) a sprout, a gear or a house (drawn by `kind_mark`): a card without one, and a
# workplace, has none (a workplace has no cost and no value). The Builders' workers die
# pips by rank (apprentice 1 to master 4), a prisoner bars, a machine a gear (also on a
# machine's building card: a building has none). Boonlake's regions waves (the lake), an
# arrow south, a sprout (new hope) and a question mark (unknown).
KIND_MARKS: dict[str, dict[str, str]] = {
    "district": {kind: f"colour_{kind}" for kind in ("blue", "red", "yellow", "green",
                                                      "purple")},
    "tile": {"0": "•", "1": "••", "2": "•••"},
    "time": {"day": "sun", "dusk": "half", "night": "moon", "any": "ring"},
    "ne_card": {"agr": "sprout", "ind": "gear", "fac": "house"},
    "builders_worker": {"apprentice": "pips1", "labourer": "pips2", "craftsman": "pips3",
                        "master": "pips4", "prisoner": "bars", "machine": "gear"},
    "builders_card": {"machine": "gear"},
    "region": {"boonlake": "waves", "southern": "south", "new_hope": "sprout",
               "unknown": "question"},
}
_LIGHT_EDGE = pygame.Color("#d8dce6")
_DARK_EDGE = pygame.Color("#10131b")


def seat_shape(seat: int) -> str:
    return SEAT_SHAPES[seat % len(SEAT_SHAPES)]


def edge_for(colour: pygame.Color) -> pygame.Color:
    """An outline that stands off both the colour and its surroundings."""
    light = 0.299 * colour.r + 0.587 * colour.g + 0.114 * colour.b
    return _DARK_EDGE if light > 70 else _LIGHT_EDGE


def shape_points(shape: str, centre: tuple[float, float], size: float) -> list[tuple[int, int]]:
    """The outline of `shape` (not the circle) fitting a `size` square around `centre`."""
    x, y = centre
    r = size / 2
    if shape == "square":
        s = r * 0.86
        return _round([(x - s, y - s), (x + s, y - s), (x + s, y + s), (x - s, y + s)])
    if shape == "triangle":
        return _round([(x, y - r), (x + r, y + r * 0.8), (x - r, y + r * 0.8)])
    if shape == "diamond":
        return _round([(x, y - r), (x + r, y), (x, y + r), (x - r, y)])
    if shape == "star":  # points reach a little further: its body is thin
        outer, inner = r * 1.2, r * 0.55
        return _round([(x + (outer if i % 2 == 0 else inner) * math.sin(i * math.pi / 5),
                        y + r * 0.1 - (outer if i % 2 == 0 else inner) * math.cos(i * math.pi / 5))
                       for i in range(10)])
    if shape == "hexagon":
        return _round([(x + r * math.cos(i * math.pi / 3), y + r * math.sin(i * math.pi / 3))
                       for i in range(6)])
    if shape == "cross":
        a, b = r, r * 0.36
        return _round([(x - b, y - a), (x + b, y - a), (x + b, y - b), (x + a, y - b),
                       (x + a, y + b), (x + b, y + b), (x + b, y + a), (x - b, y + a),
                       (x - b, y + b), (x - a, y + b), (x - a, y - b), (x - b, y - b)])
    raise ValueError(f"no shape {shape!r}")


def _round(points: list[tuple[float, float]]) -> list[tuple[int, int]]:
    return [(round(px), round(py)) for px, py in points]


def draw_shape(surface: pygame.Surface, shape: str, centre: tuple[int, int], size: int,
               colour: pygame.Color, edge: pygame.Color | None = None) -> pygame.Rect:
    """`shape` filled with `colour` and outlined (in `edge`, else a contrasting one)."""
    edge = edge if edge is not None else edge_for(colour)
    if shape == "circle":
        radius = max(2, size // 2)
        pygame.draw.circle(surface, colour, centre, radius)
        return pygame.draw.circle(surface, edge, centre, radius, 1)
    points = shape_points(shape, centre, size)
    pygame.draw.polygon(surface, colour, points)
    return pygame.draw.polygon(surface, edge, points, 1)


def seat_mark(surface: pygame.Surface, seat: int, centre: tuple[int, int], size: int,
              colour: pygame.Color | None = None, edge: pygame.Color | None = None
              ) -> pygame.Rect:
    """The seat's shape in its colour (the current palette's, unless the game gives its own)."""
    fill = colour if colour is not None else palette.seat_colour(seat)
    return draw_shape(surface, seat_shape(seat), centre, size, fill, edge)


def pips(surface: pygame.Surface, count: int, at: tuple[int, int], size: int,
         colour: pygame.Color) -> pygame.Rect:
    """`count` dots in a row from `at` (their left end, at mid-height), `size` apart."""
    radius = max(2, size * 2 // 5)
    x, y = at
    for i in range(count):
        pygame.draw.circle(surface, colour, (x + radius + i * size, y), radius)
    return pygame.Rect(x, y - radius, (count - 1) * size + 2 * radius, 2 * radius)


def time_mark(surface: pygame.Surface, kind: str, centre: tuple[int, int], size: int,
              colour: pygame.Color = ui.TEXT, back: pygame.Color | None = None) -> None:
    """Boonlake's time of day as a symbol: a sun (day), a half disc (dusk), a crescent (night),
    a ring (any); `back` is what it is drawn on (the crescent's cut)."""
    x, y = centre
    r = max(3, size // 2)
    symbol = KIND_MARKS["time"][kind]
    if symbol == "sun":
        pygame.draw.circle(surface, colour, centre, max(2, r * 3 // 5))
        for i in range(8):
            a = i * math.pi / 4
            cos, sin = math.cos(a), math.sin(a)
            pygame.draw.line(surface, colour, (x + r * 0.8 * cos, y + r * 0.8 * sin),
                             (x + r * cos, y + r * sin))
    elif symbol == "half":
        pygame.draw.circle(surface, colour, centre, r, 1)
        pygame.draw.circle(surface, colour, centre, r, draw_top_left=True, draw_top_right=True)
    elif symbol == "moon":
        pygame.draw.circle(surface, colour, centre, r)
        pygame.draw.circle(surface, back if back is not None else palette.PANEL,
                           (x + r * 2 // 3, y - r // 3), r)
    else:
        pygame.draw.circle(surface, colour, centre, r, max(1, r // 3))


def kind_mark(surface: pygame.Surface, family: str, kind: str, centre: tuple[int, int],
              size: int, colour: pygame.Color = ui.TEXT, back: pygame.Color | None = None
              ) -> bool:
    """The symbol of `kind` (KIND_MARKS) in a `size` square around `centre`, drawn in
    `colour` on `back` (a gear's hole); False if the kind has none."""
    symbol = KIND_MARKS[family].get(kind)
    if symbol is None:
        return False
    back = back if back is not None else palette.PANEL
    r = max(3, size // 2)
    if symbol == "gear":
        _gear(surface, centre, r, colour, back)
    elif symbol == "sprout":
        _sprout(surface, centre, r, colour)
    elif symbol == "house":
        x, y = centre
        pygame.draw.polygon(surface, colour, _round([
            (x, y - r), (x + r, y - r * 0.1), (x + r * 0.7, y - r * 0.1), (x + r * 0.7, y + r),
            (x - r * 0.7, y + r), (x - r * 0.7, y - r * 0.1), (x - r, y - r * 0.1)]))
    elif symbol == "bars":
        x, y = centre
        for dx in (-r * 0.6, 0, r * 0.6):
            pygame.draw.line(surface, colour, (round(x + dx), y - r), (round(x + dx), y + r),
                             max(1, r // 3))
        pygame.draw.rect(surface, colour, pygame.Rect(x - r, y - r, 2 * r, 2 * r), 1)
    elif symbol.startswith("pips"):
        _pips(surface, int(symbol[4:]), centre, r, colour)
    elif symbol in _REGION_SYMBOLS:
        _REGION_SYMBOLS[symbol](surface, centre, r, colour)
    else:
        raise ValueError(f"no symbol {symbol!r}")
    return True


def _gear(surface: pygame.Surface, centre: tuple[int, int], r: int, colour: pygame.Color,
          back: pygame.Color) -> None:
    x, y = centre
    for i in range(8):
        a = i * math.pi / 4
        pygame.draw.line(surface, colour, centre, (round(x + r * math.cos(a)),
                                                   round(y + r * math.sin(a))), max(2, r // 2))
    pygame.draw.circle(surface, colour, centre, max(2, r * 3 // 4))
    pygame.draw.circle(surface, back, centre, max(1, r // 3))


def _sprout(surface: pygame.Surface, centre: tuple[int, int], r: int,
            colour: pygame.Color) -> None:
    """A stem and two leaves."""
    x, y = centre
    pygame.draw.line(surface, colour, (x, y + r), (x, y - r // 2), max(1, r // 4))
    for side in (-1, 1):
        pygame.draw.polygon(surface, colour, _round([
            (x, y + r * 0.2), (x + side * r * 0.45, y - r * 0.45), (x + side * r, y - r),
            (x + side * r * 0.8, y - r * 0.15)]))


def _pips(surface: pygame.Surface, count: int, centre: tuple[int, int], r: int,
          colour: pygame.Color) -> None:
    """A die's face of 1 to 4."""
    x, y = centre
    d = r * 0.7
    spots = {1: [(0, 0)], 2: [(-d, d), (d, -d)], 3: [(-d, d), (0, 0), (d, -d)],
             4: [(-d, -d), (d, -d), (-d, d), (d, d)]}[count]
    for dx, dy in spots:
        pygame.draw.circle(surface, colour, (round(x + dx), round(y + dy)),
                           max(2, round(r * 0.34)))


def _waves(surface: pygame.Surface, centre: tuple[int, int], r: int,
           colour: pygame.Color) -> None:
    x, y = centre
    for dy in (-r * 0.4, r * 0.4):
        pygame.draw.lines(surface, colour, False, _round([
            (x - r + i * r / 2, y + dy + (r * 0.3 if i % 2 else -r * 0.3)) for i in range(5)]),
            max(1, r // 4))


def _south(surface: pygame.Surface, centre: tuple[int, int], r: int,
           colour: pygame.Color) -> None:
    """An arrow pointing down."""
    x, y = centre
    pygame.draw.line(surface, colour, (x, y - r), (x, y + r // 3), max(2, r // 3))
    pygame.draw.polygon(surface, colour, _round([(x - r * 0.75, y), (x + r * 0.75, y),
                                                 (x, y + r)]))


def _question(surface: pygame.Surface, centre: tuple[int, int], r: int,
              colour: pygame.Color) -> None:
    """A question mark, the font's (at its pixel size, whatever the text size)."""
    glyph = ui.font(2.6 * r / ui.text_scale(), True).render("?", True, colour)
    surface.blit(glyph, glyph.get_rect(center=centre))


_REGION_SYMBOLS = {"waves": _waves, "south": _south, "question": _question}
