"""The Builders: Antiquity behind the shared rules contract."""

from __future__ import annotations

from rules.builders import engine, info, invariants, moments, scoring, text
from rules.builders.moves import MOVES
from rules.builders.options import BuildersOptions
from rules.builders.state import BuildersState
from rules.builders.zones import ZONES
from rules.core.contract import TURNS_MEASURE, Seat, SoloResult
from rules.core.message import N_, Text, msg
from rules.core.modular import ModuleRules


class BuildersRules(ModuleRules):
    """A round: each player's turn once. Alone there are no rounds: the solo
    player's turns are the unit (the engine counts one round per solo turn)."""

    game_id = "builders"
    title = N_("The Builders: Antiquity")
    min_players = 1
    max_players = 4
    has_solo = True
    options_class = BuildersOptions
    max_game_length = 3000
    moves = MOVES
    zones = ZONES
    turns = moments
    scoring, info, text = scoring, info, text
    checks = invariants
    state_class = BuildersState

    def new_game(self, seats: list[Seat], options: BuildersOptions | None, seed: int):
        if not self.min_players <= len(seats) <= self.max_players:
            raise ValueError(f"The Builders is for 1 to 4 players, not {len(seats)}")
        return engine.new_state([seat.name for seat in seats], options or BuildersOptions(),
                                seed)

    def solo_result(self, state: BuildersState) -> SoloResult:
        """The solo challenge (the box has none): reach the end score in as few turns as
        possible; 40 turns without it is a loss."""
        return SoloResult(state.turns_taken[0], bool(state.final), TURNS_MEASURE,
                          lower_is_better=True, grade=scoring.solo_value(state))

    def progress(self, state: BuildersState) -> Text:
        if state.phase == "over":
            return msg("Game over")
        if state.n == 1:
            return msg("Turn {n}", n=state.turns_taken[0] + 1)
        return msg("Round {n}", n=state.round)


RULES = BuildersRules()
