"""What a Builders state always satisfies (checked after every action by the conformance
suite): no negative coins, and a shape its `from_json` accepts (every card in one place)."""

from __future__ import annotations

from rules.builders.state import BuildersState
from rules.core.state import shape_problem


def problems(state: BuildersState) -> list[str]:
    """Conservation checks run after every action by the conformance suite."""
    bad = []
    if any(c < 0 for c in state.coins):
        bad.append("a seat has negative coins")
    problem = shape_problem(state)
    if problem:
        bad.append(f"the state does not hold together: {problem}")
    return bad
