"""The main board: placing tiles and pastures, who is present where, the adjacency rules of
settlements and cattle."""

from __future__ import annotations

from rules.boonlake.board import Reward, load_board
from rules.boonlake.state import HOUSE, SETTLEMENT, BoonlakeState

BOARD = load_board()
MAP = BOARD.map
NEAR = MAP.adjacent
SPACES = range(1, 34)
PASTURE_LIMIT = 4
REGION_SPACES = {region: tuple(space.id for space in MAP.spaces if space.region == region)
                 for region in {space.region for space in MAP.spaces}}


def tile_at(s: BoonlakeState, space: int):
    tile = s.spaces[space - 1]
    return None if tile < 0 else BOARD.tiles[tile - 1]


def is_pasture(s: BoonlakeState, space: int) -> bool:
    tile = tile_at(s, space)
    return tile is not None and tile.is_pasture


def placeable(s: BoonlakeState) -> list[int]:
    """Empty spaces next to a tile or pasture (across bridges and fords too)."""
    return [space for space in SPACES if s.spaces[space - 1] < 0
            and any(s.spaces[other - 1] >= 0 for other in NEAR[space])]


def place_tile(s: BoonlakeState, space: int, tile: int) -> Reward | None:
    """Put a tile on an empty space; the space's explore reward for the one who placed it."""
    s.spaces[space - 1] = tile
    return MAP.space(space).explore


def free_sites(s: BoonlakeState) -> list[tuple[int, int]]:
    return [(space, j) for space in SPACES if (tile := tile_at(s, space)) is not None
            for j in range(len(tile.sites)) if s.site(space, j) is None]


def pieces_on(s: BoonlakeState, space: int) -> int:
    """Presences on a tile: inhabitants, houses, settlements and cattle of anyone."""
    on_sites = sum(1 for j in (0, 1) if s.site(space, j) is not None)
    return on_sites + len(s.cattle[space - 1])


def seat_pieces_on(s: BoonlakeState, seat: int, space: int) -> int:
    first = 2 * (space - 1)  # the codes of the tile's two sites, as `BoonlakeState.site` reads
    on_sites = sum(1 for code in s.sites[first:first + 2] if code >= 0 and code // 3 == seat)
    return on_sites + s.cattle[space - 1].count(seat)


def presence_around(s: BoonlakeState, space: int, site: int) -> int:
    """Presences a house on (space, site) counts for becoming a settlement: the other site of
    its own tile and every piece on adjacent tiles (docs/rules-notes.md, Boonlake)."""
    own = sum(1 for j in (0, 1) if j != site and s.site(space, j) is not None)
    return own + len(s.cattle[space - 1]) + sum(pieces_on(s, other) for other in NEAR[space])


def pieces_adjacent_to(s: BoonlakeState, pasture: int, piece: int) -> int:
    """Houses (or settlements) of anyone on the tiles next to a pasture."""
    return sum(1 for other in NEAR[pasture] for j in (0, 1)
               if (held := s.site(other, j)) and held[1] == piece)


def cattle_vp(s: BoonlakeState, seat: int) -> int:
    """Interim scoring: 1 VP per settlement next to each of the seat's cattle."""
    return sum(count * pieces_adjacent_to(s, space, SETTLEMENT) for space in SPACES
               if (count := s.cattle[space - 1].count(seat)))


def region_presence(s: BoonlakeState, seat: int, region: str) -> int:
    return sum(seat_pieces_on(s, seat, space) for space in REGION_SPACES.get(region, ()))


def settlements_in(s: BoonlakeState, seat: int, region: str) -> int:
    return sum(1 for space in MAP.spaces if space.region == region for j in (0, 1)
               if s.site(space.id, j) == (seat, SETTLEMENT))


def bridge_presence(s: BoonlakeState, seat: int) -> int:
    """Bridge-end tiles the seat is present on."""
    return sum(1 for space in sorted(MAP.bridge_ends) if seat_pieces_on(s, seat, space))


def connected_presence(s: BoonlakeState, seat: int) -> int:
    """The largest group of adjacent tiles (pastures count) all holding the seat's pieces."""
    mine = {space for space in SPACES if seat_pieces_on(s, seat, space)}
    best = 0
    while mine:
        group, todo = set(), [min(mine)]
        while todo:
            space = todo.pop()
            if space in group:
                continue
            group.add(space)
            todo += [other for other in NEAR[space] if other in mine and other not in group]
        mine -= group
        best = max(best, len(group))
    return best


def houses_on_board(s: BoonlakeState, seat: int) -> list[tuple[int, int]]:
    return held_sites(s, seat, HOUSE)


def held_sites(s: BoonlakeState, seat: int, piece: int) -> list[tuple[int, int]]:
    """(space, site) of every site holding the seat's `piece`, in map order (read from the
    sites' codes at once: the rules ask this at most steps)."""
    code = seat * 3 + piece  # as `BoonlakeState.set_site` writes it
    return [(i // 2 + 1, i % 2) for i, held in enumerate(s.sites) if held == code]


def pastures_open(s: BoonlakeState) -> list[int]:
    return [space for space in SPACES if is_pasture(s, space)
            and len(s.cattle[space - 1]) < PASTURE_LIMIT]

