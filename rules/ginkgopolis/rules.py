"""Ginkgopolis behind the shared rules contract."""

from __future__ import annotations

from rules.core.actions import Action
from rules.core.contract import GameRules, Score, Seat
from rules.core.rng import Rng
from rules.ginkgopolis import engine, info, invariants, legal, scoring, text
from rules.ginkgopolis.options import GinkgopolisOptions
from rules.ginkgopolis.state import GinkgopolisState


class GinkgopolisRules(GameRules[GinkgopolisState]):
    game_id = "ginkgopolis"
    title = "Ginkgopolis"
    min_players = 2  # the solo game against the automated opponent is a later step
    max_players = 5
    options_class = GinkgopolisOptions
    max_game_length = 5000

    def new_game(self, seats: list[Seat], options: GinkgopolisOptions | None, seed: int):
        if not self.min_players <= len(seats) <= self.max_players:
            raise ValueError(f"Ginkgopolis is for 2 to 5 players, not {len(seats)}")
        return engine.new_state([s.name for s in seats], [s.kind for s in seats],
                                options or GinkgopolisOptions(), seed)

    def to_act(self, state: GinkgopolisState) -> tuple[int, ...]:
        return legal.to_act(state)

    def legal_actions(self, state: GinkgopolisState, seat: int) -> list[Action]:
        return legal.legal_actions(state, seat)

    def explain(self, state: GinkgopolisState, seat: int, action: Action) -> str:
        return legal.explain(state, seat, action)

    def apply_unchecked(self, state: GinkgopolisState, seat: int, action: Action) -> None:
        engine.apply_action(state, seat, action)

    def scores(self, state: GinkgopolisState) -> list[Score]:
        return scoring.scores(state)

    def num_seats(self, state: GinkgopolisState) -> int:
        return state.n

    def heuristic(self, state: GinkgopolisState) -> list[float]:
        return scoring.heuristic(state)

    def view(self, state: GinkgopolisState, viewer: int | None) -> GinkgopolisState:
        return info.view(state, viewer)

    def determinize(self, view: GinkgopolisState, seat: int, rng: Rng) -> GinkgopolisState:
        return info.determinize(view, seat, rng)

    def prompt(self, state: GinkgopolisState, seat: int | None) -> str:
        return text.prompt(state, seat)

    def describe(self, state: GinkgopolisState, action: Action, viewer: int | None) -> str:
        return text.describe(state, action, viewer)

    def log(self, state: GinkgopolisState, viewer: int | None) -> list[str]:
        return [private if private is not None and seat == viewer else public
                for public, seat, private in state.log]

    def progress(self, state: GinkgopolisState) -> str:
        return "Game over" if state.phase == "over" else f"Round {state.round}"

    def clone(self, state: GinkgopolisState) -> GinkgopolisState:
        return state.clone()

    def to_json(self, state: GinkgopolisState) -> dict:
        return state.to_json()

    def from_json(self, data: dict) -> GinkgopolisState:
        return GinkgopolisState.from_json(data)

    def invariants(self, state: GinkgopolisState) -> list[str]:
        return invariants.problems(state)


RULES = GinkgopolisRules()
