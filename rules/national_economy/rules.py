"""National Economy behind the shared rules contract."""

from __future__ import annotations

from rules.core.contract import Seat, SoloResult
from rules.core.message import N_
from rules.core.modular import ModuleRules
from rules.national_economy import engine, info, invariants, moments, scoring, text
from rules.national_economy.moves import MOVES
from rules.national_economy.options import NationalEconomyOptions
from rules.national_economy.state import NEState
from rules.national_economy.zones import ZONES


class NationalEconomyRules(ModuleRules):
    """A round: the rulebook's, 1 to 9 (the wage rises with it)."""

    game_id = "national_economy"
    title = N_("National Economy")  # the desktop translates it (tr)
    min_players = 1
    has_solo = True
    max_players = 4
    options_class = NationalEconomyOptions
    max_game_length = 5000
    moves = MOVES
    zones = ZONES
    turns = moments
    scoring, info, text = scoring, info, text
    checks = invariants
    state_class = NEState

    def new_game(self, seats: list[Seat], options: NationalEconomyOptions | None, seed: int):
        if not self.min_players <= len(seats) <= self.max_players:
            raise ValueError(f"National Economy is for 1 to 4 players, not {len(seats)}")
        return engine.new_state([seat.name for seat in seats],
                                options or NationalEconomyOptions(), seed)

    def solo_result(self, state: NEState) -> SoloResult:
        grade = scoring.solo_value(state)
        return SoloResult(self.scores(state)[0].total, grade >= 1, grade=grade)


RULES = NationalEconomyRules()
