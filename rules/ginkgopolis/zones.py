"""Where Ginkgopolis's pieces lie (rules/core/zones.py): the building tiles, the cards, the
characters and each player's resources, in the places its invariants count. A space of the
city is `("space", x, y)`, as its moves click it; resources are named by their owner's seat."""

from __future__ import annotations

from rules.core.message import NP_
from rules.core.zones import Zone, Zones
from rules.ginkgopolis.state import GinkgopolisState as State

NONE = -1  # a chosen play's tile when the card is played alone


def _spaces(s: State) -> list[tuple[int, int]]:
    return [(cell[0], cell[1]) for cell in s.cells]


def _cell(s: State, x: int, y: int) -> list[int]:
    return next(cell for cell in s.cells if cell[0] == x and cell[1] == y)


def _chosen(s: State, seat: int, part: int) -> list[int]:
    row = s.chosen[seat]
    return [row[part]] if row and row[part] != NONE else []


def _owned(s: State, x: int, y: int) -> list[int]:
    """A building's resources, as many as its height, when it has an owner."""
    cell = _cell(s, x, y)
    return [cell[2]] * (len(cell) - 4) if cell[2] >= 0 else []


ZONES: Zones[State] = Zones(
    Zone("tile", "supply", lambda s: s.supply),
    Zone("tile", "removed", lambda s: s.removed),
    Zone("tile", "screen", lambda s, seat: s.screens[seat], per_seat=True),
    Zone("tile", "offered", lambda s, seat: s.offered[seat], per_seat=True),
    Zone("tile", "chosen", lambda s, seat: _chosen(s, seat, 1), per_seat=True),
    Zone("tile", "space", lambda s, x, y: _cell(s, x, y)[4:], each=_spaces),
    Zone("card", "deck", lambda s: s.deck),
    Zone("card", "discard", lambda s: s.discard),
    Zone("card", "aside", lambda s: s.aside),
    Zone("card", "hand", lambda s, seat: s.hands[seat], per_seat=True),
    Zone("card", "chosen", lambda s, seat: _chosen(s, seat, 0), per_seat=True),
    Zone("card", "tableau", lambda s, seat: s.tableau[seat], per_seat=True),
    Zone("character", "box", lambda s: s.box, look="card"),
    Zone("character", "draft", lambda s, seat: s.draft_hands[seat], per_seat=True, look="card"),
    Zone("character", "character", lambda s, seat: s.chars[seat], per_seat=True, look="card"),
    Zone("resource", "resources", lambda s, seat: [seat] * s.res_supply[seat],
         per_seat=True, look="worker"),
    Zone("resource", "behind", lambda s, seat: [seat] * s.res_behind[seat],
         per_seat=True, look="worker",
         gain=NP_("{n} resource behind your screen", "{n} resources behind your screen")),
    Zone("resource", "space", _owned, each=_spaces, look="worker"))
