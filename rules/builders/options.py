"""The Builders: Antiquity options: the readings of what the sources leave open."""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.contract import option
from rules.core.message import N_


@dataclass(frozen=True)
class BuildersOptions:
    first_seat_starts: bool = option(
        False, "The rulebook picks the start player at random; on: the first seat starts.",
        label=N_("First seat starts"))
    freed_prisoner_cost: int = option(
        4, "What a freed prisoner costs to send. The printed value is unknown: 4 (our "
        "design) keeps every worker's cost equal to what it produces; 5 is the other reading "
        "of the sources.", choices=(4, 5), label=N_("Freed prisoner's cost"))
    apprentice_18: str = option(
        "stone_tile", "The 18th apprentice: 1 stone + 1 tile (our design, every resource "
        "twice among the apprentices) or 1 stone + 1 knowledge as the sources list it.",
        choices=("stone_tile", "stone_knowledge"), label=N_("18th apprentice"))
    university: str = option(
        "level_3", "Education raises the university's skill of the worker to 3 (level_3), "
        "or adds 3 to it (plus_3), the two readings of the sources.",
        choices=("level_3", "plus_3"), label=N_("University"))
