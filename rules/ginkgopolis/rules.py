"""Ginkgopolis behind the shared rules contract."""

from __future__ import annotations

from rules.core.contract import Score, Seat, SoloResult
from rules.core.message import N_, Text
from rules.core.modular import ModuleRules
from rules.ginkgopolis import engine, info, invariants, moments, score_words, scoring, text
from rules.ginkgopolis.moves import MOVES
from rules.ginkgopolis.options import GinkgopolisOptions
from rules.ginkgopolis.state import GinkgopolisState
from rules.ginkgopolis.zones import ZONES


class GinkgopolisRules(ModuleRules):
    """A round: every player chooses a card, then the plays are resolved in turn order."""

    game_id = "ginkgopolis"
    title = N_("Ginkgopolis")  # 銀杏城, translated where it is shown
    min_players = 1  # alone, against the rulebook's automated opponent Hal
    max_players = 5
    has_solo = True
    options_class = GinkgopolisOptions
    max_game_length = 5000
    moves = MOVES
    zones = ZONES
    turns = moments
    scoring, info, text = scoring, info, text
    checks = invariants
    state_class = GinkgopolisState

    def new_game(self, seats: list[Seat], options: GinkgopolisOptions | None, seed: int):
        if not self.min_players <= len(seats) <= self.max_players:
            raise ValueError(f"Ginkgopolis is for 1 to 5 players, not {len(seats)}")
        return engine.new_state([s.name for s in seats], [s.kind for s in seats],
                                options or GinkgopolisOptions(), seed)

    def num_seats(self, state: GinkgopolisState) -> int:
        return state.players

    def score_details(self, state: GinkgopolisState, seat: int) -> dict[str, list[Text]]:
        return score_words.details(state, seat)

    def rival_scores(self, state: GinkgopolisState) -> list[tuple[Text, Score]]:
        return scoring.rival_scores(state)

    def solo_result(self, state: GinkgopolisState) -> SoloResult:
        grade = scoring.solo_value(state)
        return SoloResult(self.scores(state)[0].total, grade >= 1, grade=grade)


RULES = GinkgopolisRules()
