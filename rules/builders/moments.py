"""The Builders' moments (rules/core/moments.py): a player who reaches the points that end the
game makes this the last round (alone, the game ends at once)."""

from __future__ import annotations

from rules.builders.state import BuildersState
from rules.core.moments import Moment, last_round


def found(before: BuildersState, after: BuildersState) -> list[Moment]:
    return [last_round()] if after.final and not before.final and after.n > 1 else []
