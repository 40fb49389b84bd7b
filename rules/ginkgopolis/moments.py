"""Ginkgopolis's moments (rules/core/moments.py): a player who has placed all their resources
makes this the last round."""

from __future__ import annotations

from rules.core.moments import Moment, last_round
from rules.ginkgopolis.state import GinkgopolisState


def found(before: GinkgopolisState, after: GinkgopolisState) -> list[Moment]:
    return [last_round()] if after.ending and not before.ending else []
