"""The moments that change a game (issue 42): a scoring along the way, a round's end with its
income or wages, the start of the last round, the game's end. The desktop stops on each with a
banner the player cannot miss; the charts mark the scorings.

A game declares its own in `rules/<game>/moments.py` (`found(before, after)`, read by
`ModuleRules.moments`); the game's end is every game's (`ended`). The words are a heading; the
log lines of the move that made the moment say the rest.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.core.message import Text, msg

SCORING, ROUND, LAST_ROUND, END = "scoring", "round", "last round", "end"
KINDS = (SCORING, ROUND, LAST_ROUND, END)


@dataclass(frozen=True)
class Moment:
    heading: Text  # "Interim scoring 2", "This is the last round."
    kind: str  # one of KINDS

    def __post_init__(self) -> None:
        assert self.kind in KINDS, self.kind


def last_round() -> Moment:
    return Moment(msg("This is the last round."), LAST_ROUND)


def ended(rules: Any, before: Any, after: Any) -> tuple[Moment, ...]:
    """The game's end, when the move ended it."""
    if rules.is_over(after) and not rules.is_over(before):
        return (Moment(msg("The game is over."), END),)
    return ()
