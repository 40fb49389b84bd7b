"""Where Boonlake's pieces lie (rules/core/zones.py): the cards, the map's tiles and the
scoring tiles, every owner's inhabitants, houses, settlements and cattle (the Wise Eminence's
too, in the solo game), the ships on the river, the boats on the canals and the levers, with
the coins and vases of a bank without count. A map space is `("space", n)`, 1 to 33, as its
moves click it; pieces on the map and the boards are named by their owner."""

from __future__ import annotations

from rules.boonlake import economy
from rules.boonlake.board import PIECES, load_board
from rules.boonlake.state import EMINENCE, HOUSE, INHABITANT, SETTLEMENT
from rules.boonlake.state import BoonlakeState as State
from rules.core.message import NP_
from rules.core.zones import Zone, Zones

BOARD = load_board()
SPACES = range(1, len(BOARD.map.spaces) + 1)
CODE = {"house": HOUSE, "settlement": SETTLEMENT}
COUNT = {"house": "houses", "settlement": "settlements", "cattle": "cattle"}  # the board's


def _owners(s: State) -> list[int]:
    """The seats, and the Eminence in the solo game: whoever has pieces on the map."""
    return [*range(s.n), *([EMINENCE] if s.solo else [])]


def _on_board(s: State, owner: int, piece: str) -> int:
    """An owner's pieces of a kind still on its player board (or the Eminence's board)."""
    if s.solo and owner == EMINENCE:
        gone = {"house": s.em_houses, "settlement": s.em_settlements, "cattle": s.em_cattle}
        return len(BOARD.solo.board[piece]) - gone[piece]
    return BOARD.player.pieces[COUNT[piece]] - s.removed(owner)[piece]


def _lost(s: State, owner: int) -> int:
    """Houses out of the game: each settlement built where one stood sent it out."""
    return s.em_settlements if s.solo and owner == EMINENCE else s.houses_lost[owner]


def _sited(s: State, space: int, piece: int) -> list[int]:
    return [found[0] for j in (0, 1) if (found := s.site(space, j)) is not None
            and found[1] == piece]


def _pasture_supply(s: State) -> list[int]:
    on_map = set(s.spaces)
    return [tile.id for tile in BOARD.pastures if tile.id not in on_map]


def _pieces(piece: str) -> tuple[Zone, ...]:
    """A kind of piece on its owners' boards and on the map's spaces."""
    on_map = CODE.get(piece)
    look = "building" if on_map is not None else "worker"
    return (
        Zone(piece, "board", lambda s, owner: [owner] * _on_board(s, owner, piece),
             each=_owners, look=look),
        Zone(piece, "space",
             (lambda s, space: _sited(s, space, on_map)) if on_map is not None else
             (lambda s, space: s.cattle[space - 1]), each=lambda s: SPACES, look=look),
    )


ZONES: Zones[State] = Zones(
    Zone("card", "deck", lambda s: s.deck),
    Zone("card", "discard", lambda s: s.discard),
    Zone("card", "hand", lambda s, seat: s.hand[seat], per_seat=True,
         gain=NP_("{n} card in hand", "{n} cards in hand")),
    Zone("card", "played", lambda s, seat: s.played[seat], per_seat=True),
    Zone("tile", "mound", lambda s: s.mound),
    Zone("tile", "pastures", _pasture_supply),
    Zone("tile", "space", lambda s, space: [t] if (t := s.spaces[space - 1]) >= 0 else [],
         each=lambda s: SPACES),
    Zone("scoring_tile", "dealt", lambda s, seat: s.dealt[seat], per_seat=True, look="tile"),
    Zone("scoring_tile", "tile", lambda s: [t for t in s.scoring if t >= 0], look="tile"),
    Zone("inhabitant", "supply", lambda s, seat: [seat] * s.supply[seat],
         per_seat=True, look="worker"),
    Zone("inhabitant", "ranch", lambda s, seat: [seat] * s.ranch[seat],
         per_seat=True, look="worker"),
    Zone("inhabitant", "tiers", lambda s, seat: [seat] * economy.board_inhabitants(s, seat),
         per_seat=True, look="worker"),
    Zone("inhabitant", "projects", lambda s, seat: [seat] * sum(s.projects[seat]),
         per_seat=True, look="worker"),
    Zone("inhabitant", "space", lambda s, space: _sited(s, space, INHABITANT),
         each=lambda s: SPACES, look="worker"),
    *(zone for piece in PIECES for zone in _pieces(piece)),
    Zone("house", "lost", lambda s, owner: [owner] * _lost(s, owner),
         each=_owners, look="building"),
    Zone("ship", "river", lambda s, position: [owner for owner in range(s.movers)
                                               if s.ships[owner] == position],
         each=lambda s: sorted(set(s.ships))),
    Zone("boat", "canal", lambda s, seat, position: [seat] * s.boats[seat].count(position),
         each=lambda s: sorted({(seat, p) for seat in range(s.n) for p in s.boats[seat]}),
         look="ship"),
    Zone("lever", "lever", lambda s, seat, space: [seat] if s.levers[seat][space] >= 0 else [],
         each=lambda s: [(seat, i) for seat in range(s.n) for i in range(len(s.levers[seat]))],
         look="token"),
    Zone("coin", "purse", lambda s, seat: s.coins[seat], per_seat=True, counted=True,
         gain=NP_("{n} coin", "{n} coins")),
    Zone("vase", "vases", lambda s, seat: s.vases[seat], per_seat=True, counted=True, look="token",
         gain=NP_("{n} vase", "{n} vases")),
    # the box takes back the scoring tile not kept, and a tile explored with nowhere to go
    supplied=("coin", "vase", "lever", "scoring_tile", "tile"))
