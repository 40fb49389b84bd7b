"""Citadels' moments (rules/core/moments.py): the first complete city makes this the last
round."""

from __future__ import annotations

from rules.citadels.state import CitadelsState
from rules.core.moments import Moment, last_round


def found(before: CitadelsState, after: CitadelsState) -> list[Moment]:
    return [last_round()] if after.top_bonus and not before.top_bonus else []
