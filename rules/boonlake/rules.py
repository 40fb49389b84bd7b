"""Boonlake behind the shared rules contract (registered in rules/boonlake/__init__.py)."""

from __future__ import annotations

from rules.boonlake import engine, info, invariants, moments, scoring, solo, text
from rules.boonlake.moves import MOVES
from rules.boonlake.options import BoonlakeOptions
from rules.boonlake.state import BoonlakeState
from rules.boonlake.zones import ZONES
from rules.core.contract import Score, Seat, SoloResult
from rules.core.message import N_, Text
from rules.core.modular import ModuleRules


class BoonlakeRules(ModuleRules):
    """A round: the rulebook's two rounds of the river (the 2nd interim scoring ends the
    1st)."""

    game_id = "boonlake"
    title = N_("Boonlake")
    min_players = 1  # alone, against the rulebook's Wise Eminence (rules/boonlake/solo.py)
    max_players = 4
    has_solo = True
    options_class = BoonlakeOptions
    max_game_length = 6000
    moves = MOVES
    zones = ZONES
    turns = moments
    scoring, info, text = scoring, info, text
    checks = invariants
    state_class = BoonlakeState

    def new_game(self, seats: list[Seat], options: BoonlakeOptions | None, seed: int):
        if not self.min_players <= len(seats) <= self.max_players:
            raise ValueError(f"Boonlake is for 1 to 4 players, not {len(seats)}")
        s = engine.new_state([seat.name for seat in seats], options or BoonlakeOptions(), seed)
        engine.advance(s)
        return s

    def rival_scores(self, state: BoonlakeState) -> list[tuple[Text, Score]]:
        return [(solo.NAME, solo.score(state))] if state.solo else []

    def score_details(self, state: BoonlakeState, seat: int) -> dict[str, list[Text]]:
        if state.solo and seat == solo.EMINENCE:
            return solo.details(state)
        return super().score_details(state, seat)

    def solo_result(self, state: BoonlakeState) -> SoloResult:
        """The score, one record per level. Graded 1 when the player has at least the
        Eminence's points (the rulebook's win: a tie is the player's); otherwise up to 0.9,
        closer to it the smaller the gap."""
        points = scoring.score(state, 0).total
        gap = solo.score(state).total - points
        grade = 1.0 if gap <= 0 else max(0.0, 0.9 - 0.01 * gap)
        return SoloResult(points, grade >= 1, mode=f"level-{state.options.level}", grade=grade)



RULES = BoonlakeRules()
