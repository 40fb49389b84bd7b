"""Moves seen as they happen (issue 42): the pieces a move moved fly across the table, from
where the table drew them before the move to where it draws them after, for every game alike.

What moved comes from the game's zones (rules/core/zones.py): the flows between the full
positions before and after, as the viewer sees them (`Zones.seen`: another player's drawn
card flies face down). Where they fly comes from the table: `Table.rect_of` finds a piece's
own place, or its zone's (an anchor, a badge, a place). A flow whose ends the table does not
draw is not flown; one from or to the supply appears or leaves beside its one end.

A flight's look (`Zones.landing`: a card, coin, worker, building, ship, tile or token) gives
its shape: drawn by the kit, the same in every game. A card or tile that the table drew at
its own place flies as the table drew it (`faces`: its picture taken from the frame before the
move, and where it lands from the frame after): a card drawn from a deck turns face up on its
way, one played from a hand shows its face all the way. The table under the flights already
shows the position after the move, so a finished animation leaves exactly the table as it
is drawn without one; `Motion.finish` ends it at once (a click or Space).

Reduced motion (Settings): nothing travels; each piece fades in where it lands (or out where
it left, into the supply), in the same time.
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


Faces = Callable[[object], tuple[pygame.Surface | None, pygame.Surface | None]]
BIGGEST = (120, 168)  # a picture flies no bigger than this
FADE_IN, FADE_OUT = "in", "out"
PICTURED = ("card", "tile", "building")  # looks that fly as the table drew them, if it did


@dataclass
class Flight:
    """One piece (or a stack of `count` like ones) flying from `start` to `end`; `pictures`:
    how the table drew it there (before and after the move), when it did; `fade`: with
    reduced motion, it fades in at its end or out at its start instead of flying."""
    look: str
    start: Rect
    end: Rect
    face_up: bool
    count: int
    colour: pygame.Color
    delay: float  # seconds after the move's start
    pictures: tuple[pygame.Surface | None, pygame.Surface | None] = (None, None)
    fade: str | None = None


def flights(flows: Iterable, look: Callable[[object], str], source: Ends, target: Ends,
            seconds: float, faces: Faces | None = None, still: bool = False) -> list[Flight]:
    """The flights of a move's flows: `source` and `target` find where the table drew a
    flow's ends (before and after the move), `look` what it looks like where it lands,
    `faces` its pictures there; `still`: reduced motion (fades, no flights)."""
    out: list[Flight] = []
    for flow in flows:
        start, end = source(flow), target(flow)
        if start is None and end is None:
            continue
        fade = None
        if still:
            fade = FADE_OUT if end is None else FADE_IN
            start = end = end or start
        if start is None:  # out of the supply: it appears above where it lands
            start = end.move(0, -SUPPLY_RISE)
        if end is None:  # into the supply: it rises and goes
            end = start.move(0, -SUPPLY_RISE)
        seat = flow.piece_id if look(flow) == "worker" and flow.piece_id is not None else None
        colour = palette.seat_colour(seat) if seat is not None and seat >= 0 else palette.ACCENT
        pictures = faces(flow) if faces is not None and look(flow) in PICTURED else (None, None)
        out.append(Flight(look(flow), start, end, flow.piece_id is not None, flow.count, colour,
                          len(out) * STAGGER * FLY * seconds, pictures, fade))
        if len(out) == MOST:
            break
    return out


@dataclass
class Takeoff:
    """A move's flows as its viewer sees them, each with where the table drew it before the
    move and its picture there (taken when the move is announced, from the frame still on the
    screen); flown once the table has been drawn after the move (`land`)."""
    flows: list
    starts: list[tuple[Rect | None, pygame.Surface | None]]

    @staticmethod
    def of(flows: list, table, screen: pygame.Surface) -> Takeoff:
        starts = []
        for flow in flows:
            rect, own = drawn_at(table, flow.source, flow)
            starts.append((None if rect is None else rect.copy(), picture(screen, own)))
        return Takeoff(flows, starts)

    def land(self, look: Callable[[object], str], table, surface: pygame.Surface,
             seconds: float, still: bool = False) -> list[Flight]:
        """The flights, now that `surface` shows the table after the move."""
        start = dict(zip(map(id, self.flows), self.starts, strict=True))
        end = {id(flow): drawn_at(table, flow.target, flow) for flow in self.flows}
        return flights(self.flows, look, lambda flow: start[id(flow)][0],
                       lambda flow: end[id(flow)][0], seconds,
                       faces=lambda flow: (start[id(flow)][1],
                                           picture(surface, end[id(flow)][1])),
                       still=still)


def drawn_at(table, place, flow) -> tuple[Rect | None, Rect | None]:
    """Where `table` drew a flow's piece in `place` (`Table.rect_of`), and the same again
    when that is the piece's own place (a card in a row, in a hand) rather than its whole
    zone's (a city, a deck), else None: (rect, own)."""
    rect = table.rect_of(place, flow.piece, flow.piece_id)
    zone = table.rect_of(place, flow.piece, None)
    return rect, rect if rect is not None and rect != zone else None


def picture(screen: pygame.Surface, rect: Rect | None) -> pygame.Surface | None:
    """How `screen` shows the piece drawn at `rect`, when that is a piece's own place (not a
    whole zone, such as a city) and on the screen."""
    if rect is None or rect.w > 2 * BIGGEST[0] or rect.h > 2 * BIGGEST[1] or rect.w < 8 \
            or not screen.get_rect().contains(rect):
        return None
    return screen.subsurface(rect).copy()


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
                if flight.fade is None:
                    _piece(surface, flight, _ease(t))
                else:
                    _faded(surface, flight, t if flight.fade == FADE_IN else 1 - t)


def _ease(t: float) -> float:
    return t * t * (3 - 2 * t)


def _faded(surface: pygame.Surface, flight: Flight, alpha: float) -> None:
    """Reduced motion: the piece where it lands (or left), `alpha` (0..1) opaque."""
    pad = 24
    size = (max(flight.end.w, 60) + 2 * pad, max(flight.end.h, 60) + 2 * pad)
    layer = pygame.Surface(size, pygame.SRCALPHA)
    centre = (size[0] // 2, size[1] // 2)
    end = 1.0 if flight.fade == FADE_IN else 0.0  # it is seen as it lands, or as it left
    _draw(layer, flight, centre, end, _size(flight, end))
    layer.set_alpha(int(255 * max(0.0, min(1.0, alpha))))
    surface.blit(layer, layer.get_rect(center=flight.end.center))


def _size(flight: Flight, t: float) -> tuple[int, int]:
    """A picture's size at `t` of its way: from its place's size to its landing's (an end
    that is a whole zone, not the piece's own place, keeps the other end's size)."""
    before, after = flight.pictures
    a = _fit(flight.start.size) if before is not None else None
    b = _fit(flight.end.size) if after is not None else None
    a, b = a or b or CARD, b or a or CARD
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t))


def _fit(size: tuple[int, int]) -> tuple[int, int]:
    scale = min(1.0, BIGGEST[0] / max(1, size[0]), BIGGEST[1] / max(1, size[1]))
    return (max(1, round(size[0] * scale)), max(1, round(size[1] * scale)))


def _piece(surface: pygame.Surface, flight: Flight, t: float) -> None:
    """The flying piece at `t` (0..1) of its way, by its look."""
    a, b = pygame.Vector2(flight.start.center), pygame.Vector2(flight.end.center)
    at = a.lerp(b, t)
    lift = 4 * t * (1 - t) * 24  # an arc: it rises on its way
    _draw(surface, flight, (int(at.x), int(at.y - lift)), t, _size(flight, t))


def _pictured(surface: pygame.Surface, flight: Flight, centre: tuple[int, int], t: float,
              size: tuple[int, int]) -> bool:
    """The piece as the table drew it, if it did: a picture at its start, crossing into the
    one where it lands; from a place that showed no picture of it (a deck), its back turns
    over into its face half-way. False when the table drew no picture of it."""
    before, after = flight.pictures
    if before is None and after is None:
        return False
    w, h = size
    if before is None:  # turned over: the back narrows to nothing, the face widens
        w = max(1, round(w * abs(1 - 2 * t)))
        if t < 0.5:
            back = Rect(0, 0, w, h)
            back.center = centre
            pygame.draw.rect(surface, CARD_BACK, back, border_radius=5)
            pygame.draw.rect(surface, palette.ACCENT, back, 2, border_radius=5)
            return True
    rect = Rect(0, 0, w, h)
    rect.center = centre
    pygame.draw.rect(surface, pygame.Color("#00000055"), rect.move(3, 4), border_radius=5)
    crossing = before is not None and after is not None  # one picture fades into the other
    for image, alpha in ((before, 1 - t if crossing else 1.0), (after, t if crossing else 1.0)):
        if image is not None and alpha > 0:
            shown = pygame.transform.smoothscale(image, (w, h))
            shown.set_alpha(int(255 * alpha))
            surface.blit(shown, rect)
    return True


def _draw(surface: pygame.Surface, flight: Flight, centre: tuple[int, int], t: float,
          size: tuple[int, int]) -> None:
    """The piece, centred at `centre`, `t` of its way, by its look."""
    if not _pictured(surface, flight, centre, t, size):
        _shape(surface, flight, centre)
    if flight.count > 1:
        x, y = centre
        ui.text(surface, f"×{flight.count}", (x + 12, y - 20), 15, palette.TEXT, bold=True)


def _shape(surface: pygame.Surface, flight: Flight, centre: tuple[int, int]) -> None:
    """The kit's shape of the piece's look (the table drew no picture of it)."""
    x, y = centre
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
