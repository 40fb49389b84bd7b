"""Moves seen as they happen (issue 42): the pieces a move moved fly across the table, from
where the table drew them before the move to where it draws them after, for every game alike.

What moved comes from the game's zones (rules/core/zones.py): the flows between the full
positions before and after, as the viewer sees them (`Zones.seen`: another player's drawn
card flies face down). Where they fly comes from the table: `Table.rect_of` finds a piece's
own place, or its zone's (an anchor, a badge, a place). A flow whose ends the table does not
draw is not flown; one from or to the supply appears or leaves beside its one end.

A flight's look (`Zones.landing`: a card, coin, worker, building, ship, tile or token) gives
its shape: drawn by the kit, the same in every game. The table under the flights already
shows the position after the move, so a finished animation leaves exactly the table as it
is drawn without one; `Motion.finish` ends it at once (a click or Space).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

import pygame

from desktop import ui
from desktop.views.kit import palette

FLY = 2.0  # a flight lasts this many animation lengths (normal: 0.6 s)
STAGGER = 0.25  # each next flight of a move starts this much of a flight later
MOST = 10  # flights of one move at most (a reshuffled deck flies as a few cards)
SUPPLY_RISE = 70  # pixels: a piece from or to the supply appears above its end
CARD = (34, 48)
CARD_BACK = pygame.Color("#3a4a78")  # a card seen from the back

Rect = pygame.Rect
Ends = Callable[[object], Rect | None]  # where a flow's end is drawn


@dataclass
class Flight:
    """One piece (or a stack of `count` like ones) flying from `start` to `end`."""
    look: str
    start: Rect
    end: Rect
    face_up: bool
    count: int
    colour: pygame.Color
    delay: float  # seconds after the move's start


def flights(flows: Iterable, look: Callable[[object], str], source: Ends, target: Ends,
            seconds: float) -> list[Flight]:
    """The flights of a move's flows: `source` and `target` find where the table drew a
    flow's ends (before and after the move), `look` what it looks like where it lands."""
    out: list[Flight] = []
    for flow in flows:
        start, end = source(flow), target(flow)
        if start is None and end is None:
            continue
        if start is None:  # out of the supply: it appears above where it lands
            start = end.move(0, -SUPPLY_RISE)
        if end is None:  # into the supply: it rises and goes
            end = start.move(0, -SUPPLY_RISE)
        seat = flow.piece_id if look(flow) == "worker" and flow.piece_id is not None else None
        colour = palette.seat_colour(seat) if seat is not None and seat >= 0 else palette.ACCENT
        out.append(Flight(look(flow), start, end, flow.piece_id is not None, flow.count, colour,
                          len(out) * STAGGER * FLY * seconds))
        if len(out) == MOST:
            break
    return out


class Motion:
    """The flights of the move being shown, and how far they are."""

    def __init__(self) -> None:
        self.flights: list[Flight] = []
        self.time = 0.0
        self.length = 0.0  # one flight's seconds

    @property
    def moving(self) -> bool:
        return bool(self.flights)

    def start(self, flights: list[Flight], seconds: float) -> None:
        """Fly these; `seconds` is the animation length of the settings (0: none)."""
        self.flights = flights if seconds > 0 else []
        self.time, self.length = 0.0, FLY * seconds

    def update(self, dt: float) -> None:
        self.time += dt
        if self.flights and self.time >= max(f.delay for f in self.flights) + self.length:
            self.finish()

    def finish(self) -> None:
        self.flights = []

    def draw(self, surface: pygame.Surface) -> None:
        for flight in self.flights:
            t = (self.time - flight.delay) / self.length if self.length else 1.0
            if 0 <= t <= 1:
                _piece(surface, flight, _ease(t))


def _ease(t: float) -> float:
    return t * t * (3 - 2 * t)


def _piece(surface: pygame.Surface, flight: Flight, t: float) -> None:
    """The flying piece at `t` (0..1) of its way, by its look."""
    a, b = pygame.Vector2(flight.start.center), pygame.Vector2(flight.end.center)
    at = a.lerp(b, t)
    lift = 4 * t * (1 - t) * 24  # an arc: it rises on its way
    x, y = int(at.x), int(at.y - lift)
    look = flight.look
    if look in ("card", "tile"):
        w, h = CARD if look == "card" else (30, 30)
        rect = Rect(0, 0, w, h)
        rect.center = (x, y)
        pygame.draw.rect(surface, pygame.Color("#00000055"), rect.move(3, 4), border_radius=5)
        face = palette.CREAM if flight.face_up else CARD_BACK
        pygame.draw.rect(surface, face, rect, border_radius=5)
        pygame.draw.rect(surface, palette.ACCENT, rect, 2, border_radius=5)
    elif look == "coin":
        pygame.draw.circle(surface, pygame.Color("#8a6a1c"), (x + 2, y + 2), 11)
        pygame.draw.circle(surface, pygame.Color("#f0c64a"), (x, y), 11)
        pygame.draw.circle(surface, pygame.Color("#fff1b8"), (x, y), 11, 2)
    elif look == "worker":
        pygame.draw.circle(surface, flight.colour, (x, y - 8), 6)
        pygame.draw.polygon(surface, flight.colour, [(x - 9, y + 10), (x + 9, y + 10), (x, y - 4)])
    elif look == "building":
        body = Rect(x - 11, y - 4, 22, 16)
        pygame.draw.rect(surface, flight.colour, body)
        pygame.draw.polygon(surface, flight.colour, [(x - 14, y - 4), (x + 14, y - 4), (x, y - 16)])
        pygame.draw.rect(surface, palette.TEXT, body, 1)
    elif look == "ship":
        pygame.draw.polygon(surface, flight.colour,
                            [(x - 16, y), (x + 16, y), (x + 10, y + 9), (x - 10, y + 9)])
        pygame.draw.line(surface, palette.TEXT, (x, y), (x, y - 16), 2)
        pygame.draw.polygon(surface, palette.TEXT,
                            [(x + 1, y - 16), (x + 11, y - 4), (x + 1, y - 4)])
    else:  # a token
        pygame.draw.polygon(surface, flight.colour,
                            [(x, y - 10), (x + 10, y), (x, y + 10), (x - 10, y)])
    if flight.count > 1:
        ui.text(surface, f"×{flight.count}", (x + 12, y - 20), 15, palette.TEXT, bold=True)
