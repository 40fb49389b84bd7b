"""Citadels behind the shared rules contract."""

from __future__ import annotations

from rules.citadels import engine, info, invariants, moments, scoring, text
from rules.citadels.moves import MOVES
from rules.citadels.options import CitadelsOptions
from rules.citadels.state import CitadelsState
from rules.citadels.zones import ZONES
from rules.core.contract import Seat
from rules.core.message import N_
from rules.core.modular import ModuleRules


class CitadelsRules(ModuleRules):
    """A round: a draft of characters, then their turns in rank order."""

    game_id = "citadels"
    title = N_("Citadels")
    min_players = 2
    max_players = 7
    options_class = CitadelsOptions
    max_game_length = 5000  # actions; random play averages 200-450
    moves = MOVES
    zones = ZONES
    turns = moments
    scoring, info, text = scoring, info, text
    checks = invariants
    state_class = CitadelsState

    def new_game(self, seats: list[Seat], options: CitadelsOptions | None, seed: int):
        if not self.min_players <= len(seats) <= self.max_players:
            raise ValueError(f"Citadels is for 2 to 7 players, not {len(seats)}")
        return engine.new_state([seat.name for seat in seats], options or CitadelsOptions(),
                                seed)


RULES = CitadelsRules()
