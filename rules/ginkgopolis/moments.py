"""Ginkgopolis's moments (rules/core/moments.py): the tile supply running out the first time
(everyone may add tiles from behind their screen; the second time ends the game), and a
player who has placed all their resources, which makes this the last round."""

from __future__ import annotations

from rules.core.message import msg
from rules.core.moments import ROUND, Moment, last_round
from rules.ginkgopolis.state import GinkgopolisState


def found(before: GinkgopolisState, after: GinkgopolisState) -> list[Moment]:
    out = []
    if after.exhausted == 1 and before.exhausted == 0 and not after.solo:
        out.append(Moment(msg("The tile supply has run out."), ROUND))
    if after.ending and not before.ending:
        out.append(last_round())
    return out
