"""National Economy behind the shared rules contract."""

from __future__ import annotations

from rules.core.contract import Seat
from rules.core.message import N_
from rules.core.modular import ModuleRules
from rules.national_economy import engine, info, invariants, scoring, text
from rules.national_economy.moves import MOVES
from rules.national_economy.options import NationalEconomyOptions
from rules.national_economy.state import HIDDEN, NEState


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
    scoring, info, text = scoring, info, text
    checks = invariants
    state_class = NEState

    def new_game(self, seats: list[Seat], options: NationalEconomyOptions | None, seed: int):
        if not self.min_players <= len(seats) <= self.max_players:
            raise ValueError(f"National Economy is for 1 to 4 players, not {len(seats)}")
        return engine.new_state([seat.name for seat in seats],
                                options or NationalEconomyOptions(), seed)

    def from_json(self, data: dict) -> NEState:
        """The state, or ValueError for any state it could not play: beyond the shape checks
        of `NEState.from_json`, the decisions of whoever acts must be computable."""
        state = NEState.from_json(data)
        try:
            for seat in MOVES.to_act(state):
                if HIDDEN not in state.hands[seat]:  # a view of another seat's turn
                    MOVES.legal_actions(state, seat)
                    text.prompt(state, seat)
        except (LookupError, TypeError, ArithmeticError, ValueError) as err:
            raise ValueError(f"the position cannot be played ({type(err).__name__})") from None
        return state

    def solo_value(self, state: NEState) -> float:
        return scoring.solo_value(state)


RULES = NationalEconomyRules()
