"""Hidden information: the other seats' hands and offered scoring tiles, and the order of the
deck and of the mound of grey tiles. Everything else lies open."""

from __future__ import annotations

from rules.boonlake import catalogue
from rules.boonlake.state import BoonlakeState
from rules.core.rng import Rng
from rules.core.state import HIDDEN, Decision, redact_log


def view(s: BoonlakeState, viewer: int | None) -> BoonlakeState:
    v = s.clone()
    v.rng = 0
    v.deck = [HIDDEN] * len(s.deck)
    v.mound = [HIDDEN] * len(s.mound)
    for seat in range(s.n):
        if seat != viewer:
            v.hand[seat] = [HIDDEN] * len(s.hand[seat])
            v.dealt[seat] = [HIDDEN] * len(s.dealt[seat])
    v.pending = [Decision(d.kind, d.seat, tuple(HIDDEN for _ in d.cards), d.number, d.extra)
                 if d.kind == "keep_tile" and d.seat != viewer else d for d in s.pending]
    v.log = redact_log(s.log, viewer)
    return v


def determinize(v: BoonlakeState, seat: int, rng: Rng) -> BoonlakeState:
    """Cards nobody showed `seat` dealt again to the other hands and the deck; the mound
    shuffled; other seats' offered scoring tiles drawn from those not on the board."""
    d = v.clone()
    seen = set(v.discard)
    for x in range(v.n):
        seen.update(v.played[x])
    seen.update(v.hand[seat])
    unseen = [c for c in sorted(catalogue.cards()) if c not in seen]
    rng.shuffle(unseen)
    for x in range(v.n):
        if x != seat:
            d.hand[x] = [unseen.pop() for _ in v.hand[x]]
    d.deck = unseen[:len(v.deck)]
    grey_left = _grey_left(v)
    rng.shuffle(grey_left)
    d.mound = grey_left
    placed = {t for t in v.scoring if t >= 0} | set(v.dealt[seat])
    tiles = [t for t in sorted(catalogue.scoring_tiles()) if t not in placed]
    rng.shuffle(tiles)
    for x in range(v.n):
        if x != seat and v.dealt[x]:
            d.dealt[x] = [tiles.pop() for _ in v.dealt[x]]
    d.pending = [Decision(p.kind, p.seat, tuple(d.dealt[p.seat]), p.number, p.extra)
                 if p.kind == "keep_tile" else p for p in v.pending]
    d.rng = rng.u64()
    return d


def _grey_left(v: BoonlakeState) -> list[int]:
    from rules.boonlake.board import load_board

    on_board = set(v.spaces)
    grey = [t.id for t in load_board().grey_tiles if t.id not in on_board]
    return grey[len(grey) - len(v.mound):] if len(v.mound) <= len(grey) else grey
