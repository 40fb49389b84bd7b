"""Where The Builders' pieces lie (rules/core/zones.py): the cards of the decks and the rows,
each seat's crew, spare tools, building sites and completed buildings, the universities a
worker was educated at, the loans and the coins (from a bank without count)."""

from __future__ import annotations

from rules.builders.state import BuildersState as State
from rules.core.message import NP_
from rules.core.zones import Zone, Zones


def _sites(s: State) -> list[tuple[int, int]]:
    """Every building site, as the place `("site", seat, building)` the moves click."""
    return [(seat, site[0]) for seat in range(s.n) for site in s.sites[seat]]


def _on_site(s: State, seat: int, building: int) -> list[int]:
    """The building card and the workers and tools working on it."""
    site = next(site for site in s.sites[seat] if site[0] == building)
    return [card for card in site if card >= 0]


ZONES: Zones[State] = Zones(
    Zone("card", "building_deck", lambda s: s.building_deck),
    Zone("card", "building", lambda s: s.building_row),
    Zone("card", "worker_deck", lambda s: s.worker_deck),
    Zone("card", "worker", lambda s: s.worker_row),
    Zone("card", "prisoner", lambda s: s.prisoners),
    Zone("card", "tool", lambda s: s.tools),
    Zone("card", "university", lambda s: s.universities),
    Zone("card", "crew", lambda s, seat: s.crew[seat], per_seat=True,
         gain=NP_("{n} worker in your crew", "{n} workers in your crew")),
    Zone("card", "spare", lambda s, seat: s.spare_tools[seat], per_seat=True),
    Zone("card", "site", _on_site, each=_sites),
    Zone("card", "done", lambda s, seat: s.done[seat], per_seat=True, lands="building",
         gain=NP_("{n} building completed", "{n} buildings completed")),
    Zone("card", "schooled", lambda s: [university for _, university in s.schooled]),
    Zone("loan", "loans", lambda s: len(s.loans), counted=True, look="card"),
    Zone("loan", "loans_taken", lambda s, seat: s.loans_taken[seat], per_seat=True,
         counted=True, look="card", gain=NP_("{n} loan", "{n} loans")),
    Zone("coin", "purse", lambda s, seat: s.coins[seat], per_seat=True, counted=True,
         gain=NP_("{n} coin", "{n} coins")),
    supplied=("coin",))
