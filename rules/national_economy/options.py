"""National Economy options."""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.contract import option
from rules.core.message import N_


@dataclass(frozen=True)
class NationalEconomyOptions:
    first_seat_starts: bool = option(
        False, "The rulebook picks the start player by lot; on: the first seat starts.",
        label=N_("First seat starts"))
