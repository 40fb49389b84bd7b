"""National Economy's moments (rules/core/moments.py): each round's end, when the wages are
paid, and the start of the last round."""

from __future__ import annotations

from rules.core.message import msg
from rules.core.moments import ROUND, Moment, last_round
from rules.national_economy.catalogue import ROUNDS
from rules.national_economy.state import NEState


def found(before: NEState, after: NEState) -> list[Moment]:
    if after.round == before.round or after.phase == "over":
        return []
    ended = [Moment(msg("Round {n} is over: the wages are paid.", n=before.round), ROUND)]
    return ended + ([last_round()] if after.round == ROUNDS else [])
