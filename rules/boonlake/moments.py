"""Boonlake's moments (rules/core/moments.py): each interim scoring, when its income and
points are paid, and the river's end, which starts the last turns."""

from __future__ import annotations

from rules.boonlake.state import BoonlakeState
from rules.core.message import msg
from rules.core.moments import LAST_ROUND, SCORING, Moment


def last_turns(s: BoonlakeState) -> bool:
    """Round 2 after a ship reached the river's end: the round goes on until every seat has
    had as many turns (docs/rules-notes.md), then the last interim scoring."""
    return s.phase == "play" and s.round == 2 and bool(s.locks[1])


def found(before: BoonlakeState, after: BoonlakeState) -> list[Moment]:
    out = []
    if before.phase == "interim" and after.phase != "interim":
        out.append(Moment(msg("Interim scoring {n}", n=after.interims), SCORING))
    if last_turns(after) and not last_turns(before):
        out.append(Moment(msg("The river's end is reached: the last turns."), LAST_ROUND))
    return out
