"""Hidden information: only the order of the two decks. Everything else lies open."""

from __future__ import annotations

from rules.builders import catalogue as cat
from rules.builders.state import FIELDS, BuildersState
from rules.core.rng import Rng


def view(s: BuildersState, viewer: int | None) -> BuildersState:
    v = s.clone()
    FIELDS.hide_secrets(v)  # the decks
    return v


def _seen(v: BuildersState) -> set[int]:
    seen = {*v.building_row, *v.worker_row}
    for seat in range(v.n):
        seen.update(v.crew[seat], v.done[seat])
        for site in v.sites[seat]:
            seen.update([site[0], *site[1::2]])
    return seen


def determinize(v: BuildersState, seat: int, rng: Rng) -> BuildersState:
    """The decks dealt again from the cards nobody can see."""
    d = v.clone()
    seen = _seen(v)
    buildings = [b for b in cat.BUILDING_IDS if b not in seen]
    workers = [w.id for w in cat.WORKERS if w.id not in seen]
    rng.shuffle(buildings)
    rng.shuffle(workers)
    d.building_deck, d.worker_deck = buildings, workers
    d.rng = rng.u64()
    return d
