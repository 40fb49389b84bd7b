"""Boonlake options: the readings of what the rulebook leaves open."""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.contract import option
from rules.core.message import N_


@dataclass(frozen=True)
class BoonlakeOptions:
    first_seat_starts: bool = option(
        False, "The rulebook's start player is whoever last travelled somewhere with fewer "
        "than 100 inhabitants; we draw one at random. On: the first seat starts.",
        label=N_("First seat starts"))
