"""Hidden information: the other seats' hands and offered scoring tiles, and the order of the
deck and of the mound of grey tiles; in a solo game the Wise Eminence's face-down solo tiles
(only the top one's back, where its silhouette is, shows) and, until each has been revealed
once, which 6 tiles are in play. Everything else lies open."""

from __future__ import annotations

from rules.boonlake import catalogue
from rules.boonlake.state import FIELDS, BoonlakeState
from rules.core.rng import Rng
from rules.core.state import HIDDEN, Decision


def view(s: BoonlakeState, viewer: int | None) -> BoonlakeState:
    v = s.clone()
    # The deck, the mound and the solo stack; the others' hands, tiles dealt (and offered in
    # their decisions) and log texts.
    FIELDS.hide_secrets(v, viewer)
    if s.solo:
        _solo_view(s, v)
    return v


def _solo_view(s: BoonlakeState, v: BoonlakeState) -> None:
    v.solo_backs = [HIDDEN] * len(s.solo_backs)
    if s.solo_backs:
        v.solo_backs[-1] = s.solo_backs[-1]
    seen = _seen_solo_tiles(s)
    v.solo_tiles = sorted(seen) + [HIDDEN] * (len(s.solo_tiles) - len(seen))


def _seen_solo_tiles(v: BoonlakeState) -> list[int]:
    """The tiles in play the player has seen: all once the stack has been formed again."""
    if v.solo_shuffles > 1:
        return [t for t in v.solo_tiles if t != HIDDEN]
    return sorted(v.solo_used)


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
    if v.solo:
        _solo_determinize(v, d, rng)
    d.rng = rng.u64()
    return d


def _solo_determinize(v: BoonlakeState, d: BoonlakeState, rng: Rng) -> None:
    """Tiles in play not seen yet drawn with the level's A and B counts; the stack's order
    and its lower backs drawn anew."""
    from rules.boonlake import solo

    in_play = _seen_solo_tiles(v)
    if len(in_play) < solo.IN_PLAY:
        remove_a, remove_b = solo.level_removes(v.options.level)
        for mark, remove in (("A", remove_a), ("B", remove_b)):
            marked = [t.id for t in solo.SOLO.tiles if t.mark == mark]
            wanted = len(marked) - remove - sum(1 for t in in_play if solo.tile(t).mark == mark)
            pool = [t for t in marked if t not in in_play]
            rng.shuffle(pool)
            in_play += pool[:wanted]
    d.solo_tiles = sorted(in_play)
    stack = [t for t in d.solo_tiles if t not in v.solo_used]
    rng.shuffle(stack)
    d.solo_stack = stack
    d.solo_backs = [rng.below(4) for _ in stack]
    if stack:
        d.solo_backs[-1] = v.solo_backs[-1]


def _grey_left(v: BoonlakeState) -> list[int]:
    from rules.boonlake.board import load_board

    on_board = set(v.spaces)
    grey = [t.id for t in load_board().grey_tiles if t.id not in on_board]
    return grey[len(grey) - len(v.mound):] if len(v.mound) <= len(grey) else grey
