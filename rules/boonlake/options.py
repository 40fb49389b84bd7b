"""Boonlake options: the readings of what the rulebook leaves open, and the solo level."""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.contract import option
from rules.core.message import N_

SOLO_LEVELS = (1, 2, 3, 4, 5)  # easy, medium, challenge, difficult, very difficult


@dataclass(frozen=True)
class BoonlakeOptions:
    first_seat_starts: bool = option(
        False, "The rulebook's start player is whoever last travelled somewhere with fewer "
        "than 100 inhabitants; we draw one at random. On: the first seat starts.",
        label=N_("First seat starts"))
    level: int = option(
        1, "Solo game only: how hard the Wise Eminence plays. 1 easy (4 B solo tiles "
        "removed), 2 medium (1 A, 3 B), 3 challenge (2 A, 2 B), 4 difficult (3 A, 1 B), "
        "5 very difficult (4 A). B tiles give the Eminence more, and 10 points each if still "
        "face down at the end.", choices=SOLO_LEVELS, label=N_("Solo level"),
        solo_only=True)
