"""What a play would cost and yield, and who scored what per district: pure helpers for the
table on screen (no pygame). They read a state or a view and never change it.

A preview is computed on the city as it is now; plays resolved earlier in the round may still
change it (another player may build on the same building first)."""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.ginkgopolis.catalogue import (
    BUILDINGS,
    COLOURS,
    CONSTRUCT,
    EXPLOIT,
    LETTERS,
    URBAN,
    URBANIZE,
    card_name,
    colour_of,
    is_urban,
    number_of,
    tile_name,
)
from rules.ginkgopolis.engine import (
    NEIGHBOURS,
    building_reward,
    can_build,
    effect_reward,
    find_cell,
)
from rules.ginkgopolis.scoring import district_result, districts


def amounts(reward) -> str:
    """'2 resources, 1 point, 1 tile' for a (resources, points, tiles) triple."""
    parts = [f"{v} {word}{'' if v == 1 else 's'}"
             for v, word in zip(reward, ("resource", "point", "tile"), strict=True) if v]
    return ", ".join(parts) or "nothing"


def _add(a, b) -> list[int]:
    return [x + y for x, y in zip(a, b, strict=True)]


@dataclass
class Preview:
    """One play: `kind` is exploit, take (an urbanization card alone), urbanize or build."""
    kind: str
    card: int
    tile: int = -1
    cost_points: int = 0
    cost_resources: int = 0  # resources that leave the player (the colour change fee)
    placed: int = 0  # resources moved from behind the screen onto the building
    gain: list[int] = field(default_factory=lambda: [0, 0, 0])  # resources, points, tiles
    owner: int = -1  # the previous owner of a building built on (-1 for none)
    returned: int = 0  # resources that go back to that owner
    owner_points: int = 0  # points that owner scores (another player only)
    affordable: bool = True  # False: at resolution the card is exploited instead
    lines: list[str] = field(default_factory=list)  # the preview in words

    @property
    def text(self) -> str:
        return " ".join(self.lines)


def preview(state, seat: int, card: int, tile: int = -1) -> Preview:
    """What playing `card` (with `tile`, or alone when -1) would do for `seat` now."""
    if tile >= 0 and is_urban(card):
        letter = card - URBAN
        x, y = state.markers[letter]
        p = Preview("urbanize", card, tile, placed=1)
        around = [c for c in state.cells if (c[0] - x, c[1] - y) in NEIGHBOURS]
        for cell in around:
            p.gain = _add(p.gain, building_reward(cell))
        effects = effect_reward(state, seat, URBANIZE)
        p.gain = _add(p.gain, effects)
        p.affordable = state.res_behind[seat] >= 1
        used = ", ".join(f"{tile_name(c[-1])} (height {len(c) - 4})" for c in around)
        p.lines.append(f"Urbanize {LETTERS[letter]} with {tile_name(tile)}: 1 resource placed.")
        p.lines.append(f"Uses {used}." if used else "No building next to it.")
        if any(effects):
            p.lines.append(f"Your urbanization effects add {amounts(effects)}.")
        p.lines.append(f"You get {amounts(p.gain)}.")
        if not p.affordable:
            p.lines.append("You have no resource behind your screen: it will be played alone "
                           "and the tile goes back.")
        return p
    if tile >= 0:
        cell = find_cell(state, card)
        if cell is not None:
            return _build_preview(state, seat, card, tile, cell)
    return _exploit_preview(state, seat, card)


def _exploit_preview(state, seat: int, card: int) -> Preview:
    effects = effect_reward(state, seat, EXPLOIT)
    if is_urban(card):
        p = Preview("take", card, gain=list(effects))
        p.lines.append(f"Play {card_name(card)} alone: take 1 resource or 1 tile.")
        if any(effects):
            p.lines.append(f"Your exploit effects add {amounts(effects)}.")
        return p
    cell = find_cell(state, card)
    base = building_reward(cell) if cell is not None else [0, 0, 0]
    p = Preview("exploit", card, gain=_add(base, effects))
    height = len(cell) - 4 if cell is not None else 0
    p.lines.append(f"Exploit {card_name(card)} (height {height}): {amounts(base)}.")
    if any(effects):
        p.lines.append(f"Your exploit effects add {amounts(effects)}.")
    p.lines.append(f"You get {amounts(p.gain)}.")
    return p


def _build_preview(state, seat: int, card: int, tile: int, cell) -> Preview:
    height = len(cell) - 4
    owner = cell[2]
    p = Preview("build", card, tile, owner=owner)
    p.cost_points = max(0, number_of(card) - number_of(tile))
    p.cost_resources = int(colour_of(tile) != colour_of(card))
    p.placed = height + 1
    if owner >= 0:
        p.returned = height
        p.owner_points = height if owner != seat else 0
    p.affordable = can_build(state, seat, card, tile)
    effects = effect_reward(state, seat, CONSTRUCT)
    p.gain = list(effects)
    costs = []
    if p.cost_points:
        costs.append(f"{p.cost_points} point{'s' if p.cost_points > 1 else ''}")
    if p.cost_resources:
        costs.append("1 resource (colour change)")
    head = (f"Build up {tile_name(tile)} on {card_name(card)}: "
            + (f"costs {' and '.join(costs)}, " if costs else "no extra cost, ")
            + f"{p.placed} resource{'s' if p.placed > 1 else ''} placed (height {height + 1}).")
    p.lines.append(head)
    if owner >= 0 and owner != seat:
        p.lines.append(f"{names_of(state, owner)} gets {height} resource"
                       f"{'s' if height != 1 else ''} back and {height} point"
                       f"{'s' if height != 1 else ''}.")
    elif owner == seat:
        p.lines.append(f"Your {height} resource{'s' if height != 1 else ''} on it come back "
                       "first.")
    if any(effects):
        p.lines.append(f"Your construction effects give {amounts(effects)}.")
    b = BUILDINGS[card]
    p.lines.append(f"The {card_name(card)} card joins your tableau"
                   + (" (end-game scoring)." if b.trigger < 0 else "."))
    if not p.affordable:
        need = p.placed + p.cost_resources
        p.lines.append(f"You cannot pay this now (needs {amounts((need, p.cost_points, 0))}): "
                       "at resolution the card is exploited instead.")
    return p


def names_of(state, seat: int) -> str:
    return state.names[seat]


@dataclass
class District:
    cells: list[list[int]]
    colour: int
    held: dict[int, int]  # seat -> resources in the district
    points: dict[int, int]  # seat -> points scored from it

    @property
    def name(self) -> str:
        return f"{COLOURS[self.colour]} district of {len(self.cells)}"


def district_breakdown(state) -> list[District]:
    """Every district with the resources each seat holds there and the points it scores
    (the same ranking as `scoring.district_points`)."""
    result = []
    for group in districts(state):
        held, points = district_result(group)
        result.append(District(group, colour_of(group[0][-1]), held, points))
    return result
