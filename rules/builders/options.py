"""The Builders: Antiquity options: the readings of what the sources leave open (the design
notes behind each are in docs/rules-notes.md, "The Builders: Antiquity")."""

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
        4, "What sending a freed prisoner costs: 4 coins, as much as it produces (like every "
        "other worker), or 5.", choices=(4, 5), label=N_("Freed prisoner's cost"))
    apprentice_18: str = option(
        "stone_tile", "What the 18th apprentice produces: 1 stone + 1 tile (so the apprentices "
        "hold every resource twice) or 1 stone + 1 knowledge.",
        choices=("stone_tile", "stone_knowledge"), label=N_("18th apprentice"),
        words={"stone_tile": N_("Stone + tile"), "stone_knowledge": N_("Stone + knowledge")})
    university: str = option(
        "level_3", "What a university does to the skill it teaches: raises the worker's skill "
        "to 3, or adds 3 to it.",
        choices=("level_3", "plus_3"), label=N_("University"),
        words={"level_3": N_("Raises to 3"), "plus_3": N_("Adds 3")})
