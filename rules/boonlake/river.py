"""Phase B: ships sailing down the river, skipping ships, harbours, locks and rewards."""

from __future__ import annotations

from rules.boonlake.board import RiverSpace, load_board
from rules.boonlake.state import BoonlakeState

RIVER = load_board().river


def path(s: BoonlakeState) -> tuple[RiverSpace, ...]:
    return RIVER.path(s.round)


def next_counted(s: BoonlakeState, seat: int, position: int) -> int | None:
    """The space one movement point further on: a space held by another ship is skipped
    without counting, a harbour always counts. None at the river's end."""
    spaces = path(s)
    taken = {p for other, p in enumerate(s.ships) if other != seat}
    position += 1
    while position < len(spaces) and not spaces[position].harbour and position in taken:
        position += 1
    return position if position < len(spaces) else None


def destinations(s: BoonlakeState, seat: int, steps: int) -> list[int]:
    """Where the seat's ship can end with 1 to `steps` movement points (at least 1 is spent
    whenever the river goes on)."""
    found, position = [], s.ships[seat]
    for _ in range(steps):
        nxt = next_counted(s, seat, position)
        if nxt is None:
            break
        found.append(nxt)
        position = nxt
    return found


def crossed_locks(s: BoonlakeState, start: int, end: int) -> list[int]:
    """The round's locks (0 first, 1 second) between two path positions."""
    return [i for i, after in enumerate(RIVER.lock_indices(s.round)) if start <= after < end]


def sail(s: BoonlakeState, seat: int, to: int) -> list[int]:
    """Move the ship; returns the locks it is the first to cross this round (each triggers an
    interim scoring; the second also ends the round)."""
    first = [lock for lock in crossed_locks(s, s.ships[seat], to) if not s.locks[lock]]
    for lock in first:
        s.locks[lock] = 1
    s.ships[seat] = to
    return first


def at_end(s: BoonlakeState, seat: int) -> bool:
    return s.ships[seat] == len(path(s)) - 1


def reset_ships(s: BoonlakeState) -> None:
    """After round 1: every ship to the round-2 start space for the player count."""
    s.ships = [RIVER.start_index(2, s.n)] * len(s.ships)  # the Eminence's too
    s.locks = [0, 0]
