"""Ginkgopolis behind the shared rules contract."""

from __future__ import annotations

from rules.core.contract import Seat
from rules.core.modular import ModuleRules
from rules.ginkgopolis import engine, info, invariants, legal, scoring, text
from rules.ginkgopolis.options import GinkgopolisOptions
from rules.ginkgopolis.state import GinkgopolisState


class GinkgopolisRules(ModuleRules):
    game_id = "ginkgopolis"
    title = "Ginkgopolis"
    min_players = 2  # the solo game against the automated opponent is a later step
    max_players = 5
    options_class = GinkgopolisOptions
    max_game_length = 5000
    legal, engine, scoring, info, text = legal, engine, scoring, info, text
    state_class = GinkgopolisState

    def new_game(self, seats: list[Seat], options: GinkgopolisOptions | None, seed: int):
        if not self.min_players <= len(seats) <= self.max_players:
            raise ValueError(f"Ginkgopolis is for 2 to 5 players, not {len(seats)}")
        return engine.new_state([s.name for s in seats], [s.kind for s in seats],
                                options or GinkgopolisOptions(), seed)

    def log(self, state: GinkgopolisState, viewer: int | None) -> list[str]:
        return [private if private is not None and seat == viewer else public
                for public, seat, private in state.log]

    def invariants(self, state: GinkgopolisState) -> list[str]:
        return invariants.problems(state)


RULES = GinkgopolisRules()
