"""What a Boonlake state always satisfies (checked after every action by the conformance
suite): no negative coins, every seat's 10 inhabitants somewhere, the Wise Eminence's pieces
where its board says, and a shape its `from_json` accepts."""

from __future__ import annotations

from rules.boonlake import economy, town
from rules.boonlake.state import EMINENCE, HOUSE, INHABITANT, SETTLEMENT, BoonlakeState
from rules.core.state import shape_problem


def problems(state: BoonlakeState) -> list[str]:
    """Conservation checks run after every action by the conformance suite."""
    bad = []
    if any(c < 0 for c in state.coins):
        bad.append("a seat has negative coins")
    lost = [seat for seat in range(state.n) if inhabitants(state, seat) != 10]
    if lost:  # every seat's 10 inhabitants are somewhere
        bad.append(f"the state does not hold together: {lost}")
    if state.solo:
        bad += solo_invariants(state)
    problem = shape_problem(state)
    if problem:
        bad.append(f"the state does not hold together: {problem}")
    return bad


def inhabitants(s: BoonlakeState, seat: int) -> int:
    """Where the seat's 10 inhabitants are: ranch, supply, sites, beside the tiers, projects."""
    on_sites = sum(1 for space in range(1, 34) for j in (0, 1) if s.site(space, j) == (seat, 0))
    return (s.ranch[seat] + s.supply[seat] + on_sites + economy.board_inhabitants(s, seat)
            + sum(s.projects[seat]))


def solo_invariants(s: BoonlakeState) -> list[str]:
    """The Eminence's pieces on the map agree with those gone from its board (and it never
    has an inhabitant); names the counters that disagree."""
    on_map = {piece: sum(1 for space in town.SPACES for j in (0, 1)
                         if s.site(space, j) == (EMINENCE, piece))
              for piece in (INHABITANT, HOUSE, SETTLEMENT)}
    wrong = []
    if on_map[SETTLEMENT] != s.em_settlements or \
            on_map[HOUSE] != s.em_houses - s.em_settlements:
        wrong.append("em_houses")
    if sum(herd.count(EMINENCE) for herd in s.cattle) != s.em_cattle:
        wrong.append("em_cattle")
    if on_map[INHABITANT]:
        wrong.append("sites")
    return [f"the state does not hold together: {name}" for name in wrong]
