"""What a play would cost and yield, and who scored what per district: pure helpers for the
table on screen (no pygame). They read a state or a view and never change it.

A preview is computed on the city as it is now; plays resolved earlier in the round may still
change it (another player may build on the same building first)."""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.core.message import Msg, join, msg, nmsg, pmsg
from rules.ginkgopolis.catalogue import (
    BUILDINGS,
    CONSTRUCT,
    EXPLOIT,
    LETTERS,
    URBAN,
    URBANIZE,
    amounts,
    card_name,
    colour_name,
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
    who,
)
from rules.ginkgopolis.scoring import district_result, districts


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
    lines: list[Msg] = field(default_factory=list)  # the preview in words, one per sentence

    @property
    def text(self) -> Msg:
        """The sentences one after another."""
        line = self.lines[0]
        for more in self.lines[1:]:
            line = pmsg("ginkgopolis sentences", "{a} {b}", a=line, b=more)
        return line


def preview(state, seat: int, card: int, tile: int = -1) -> Preview:
    """What playing `card` (with `tile`, or alone when -1) would do for `seat` now."""
    if tile >= 0 and is_urban(card):
        if state.res_behind[seat] < 1:  # no resource to place: the card is played alone
            p = _exploit_preview(state, seat, card)
            p.tile, p.affordable = tile, False
            p.lines.append(msg("You have no resource behind your screen: it will be played "
                               "alone and the tile goes back."))
            return p
        letter = card - URBAN
        x, y = state.markers[letter]
        p = Preview("urbanize", card, tile, placed=1)
        around = [c for c in state.cells if (c[0] - x, c[1] - y) in NEIGHBOURS]
        for cell in around:
            p.gain = _add(p.gain, building_reward(cell))
        effects = effect_reward(state, seat, URBANIZE)
        p.gain = _add(p.gain, effects)
        used = join(msg("{tile} (height {height})", tile=tile_name(c[-1]), height=len(c) - 4)
                    for c in around)
        p.lines.append(msg("Urbanize {letter} with {tile}: 1 resource placed.",
                           letter=LETTERS[letter], tile=tile_name(tile)))
        p.lines.append(msg("Uses {buildings}.", buildings=used) if around
                       else msg("No building next to it."))
        if any(effects):
            p.lines.append(msg("Your urbanization effects add {reward}.",
                               reward=amounts(effects)))
        p.lines.append(msg("You get {reward}.", reward=amounts(p.gain)))
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
        p.lines.append(msg("Play {card} alone: take 1 resource or 1 tile.",
                           card=card_name(card)))
        if any(effects):
            p.lines.append(msg("Your exploit effects add {reward}.", reward=amounts(effects)))
        return p
    cell = find_cell(state, card)
    base = building_reward(cell) if cell is not None else [0, 0, 0]
    p = Preview("exploit", card, gain=_add(base, effects))
    height = len(cell) - 4 if cell is not None else 0
    p.lines.append(msg("Exploit {card} (height {height}): {reward}.", card=card_name(card),
                       height=height, reward=amounts(base)))
    if any(effects):
        p.lines.append(msg("Your exploit effects add {reward}.", reward=amounts(effects)))
    p.lines.append(msg("You get {reward}.", reward=amounts(p.gain)))
    return p


def _build_preview(state, seat: int, card: int, tile: int, cell) -> Preview:
    height = len(cell) - 4
    if not can_build(state, seat, card, tile):  # at resolution the card is exploited instead
        need = height + 1 + int(colour_of(tile) != colour_of(card))
        p = _exploit_preview(state, seat, card)
        p.tile, p.affordable = tile, False
        p.lines.append(msg("You cannot pay this now (needs {reward}): at resolution the card is "
                           "exploited instead.", reward=amounts(
                               (need, max(0, number_of(card) - number_of(tile)), 0))))
        return p
    owner = cell[2]
    p = Preview("build", card, tile, owner=owner)
    p.cost_points = max(0, number_of(card) - number_of(tile))
    p.cost_resources = int(colour_of(tile) != colour_of(card))
    p.placed = height + 1
    if owner >= 0:
        p.returned = height
        p.owner_points = height if owner != seat else 0
    effects = effect_reward(state, seat, CONSTRUCT)
    p.gain = list(effects)
    p.lines.append(_build_head(p, height))
    if owner >= 0 and owner != seat:
        p.lines.append(nmsg("{who} gets {n} resource back and {n} point.",
                            "{who} gets {n} resources back and {n} points.", height,
                            who=who(state, owner)))
    elif owner == seat:
        p.lines.append(nmsg("Your {n} resource on it comes back first.",
                            "Your {n} resources on it come back first.", height))
    if any(effects):
        p.lines.append(msg("Your construction effects give {reward}.", reward=amounts(effects)))
    name = card_name(card)
    p.lines.append(msg("The {card} card joins your tableau (end-game scoring).", card=name)
                   if BUILDINGS[card].trigger < 0 else
                   msg("The {card} card joins your tableau.", card=name))
    return p


def _build_head(p: Preview, height: int) -> Msg:
    """'Build up blue 4 on red 5: costs 1 point, 3 resources placed (height 3).'"""
    tile, card = tile_name(p.tile), card_name(p.card)
    placed = nmsg("{n} resource placed", "{n} resources placed", p.placed)
    costs = []
    if p.cost_points:
        costs.append(nmsg("{n} point", "{n} points", p.cost_points))
    if p.cost_resources:
        costs.append(msg("1 resource (colour change)"))
    if not costs:
        return msg("Build up {tile} on {card}: no extra cost, {placed} (height {height}).",
                   tile=tile, card=card, placed=placed, height=height + 1)
    cost = costs[0] if len(costs) == 1 else msg("{a} and {b}", a=costs[0], b=costs[1])
    return msg("Build up {tile} on {card}: costs {cost}, {placed} (height {height}).",
               tile=tile, card=card, cost=cost, placed=placed, height=height + 1)


@dataclass
class District:
    cells: list[list[int]]
    colour: int
    held: dict[int, int]  # seat -> resources in the district
    points: dict[int, int]  # seat -> points scored from it

    @property
    def name(self) -> Msg:
        return msg("{colour} district of {n}", colour=colour_name(self.colour),
                   n=len(self.cells))


def district_breakdown(state) -> list[District]:
    """Every district with the resources each seat holds there and the points it scores
    (the same ranking as `scoring.district_points`)."""
    result = []
    for group in districts(state):
        held, points = district_result(group)
        result.append(District(group, colour_of(group[0][-1]), held, points))
    return result
