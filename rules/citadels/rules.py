"""Citadels behind the shared rules contract."""

from __future__ import annotations

from rules.citadels import engine, info, invariants, legal, scoring, text
from rules.citadels.options import CitadelsOptions
from rules.citadels.state import CitadelsState
from rules.core.actions import Action
from rules.core.contract import GameRules, Score, Seat
from rules.core.rng import Rng


class CitadelsRules(GameRules[CitadelsState]):
    game_id = "citadels"
    title = "Citadels"
    min_players = 2
    max_players = 7
    options_class = CitadelsOptions
    max_game_length = 5000  # actions; random play averages 200-450

    def new_game(self, seats: list[Seat], options: CitadelsOptions | None, seed: int):
        if not self.min_players <= len(seats) <= self.max_players:
            raise ValueError(f"Citadels is for 2 to 7 players, not {len(seats)}")
        return engine.new_state([seat.name for seat in seats], options or CitadelsOptions(),
                                seed)

    def to_act(self, state: CitadelsState) -> tuple[int, ...]:
        return legal.to_act(state)

    def legal_actions(self, state: CitadelsState, seat: int) -> list[Action]:
        return legal.legal_actions(state, seat)

    def explain(self, state: CitadelsState, seat: int, action: Action) -> str:
        return legal.explain(state, seat, action)

    def apply_unchecked(self, state: CitadelsState, seat: int, action: Action) -> None:
        engine.apply_action(state, seat, action)

    def scores(self, state: CitadelsState) -> list[Score]:
        return scoring.scores(state)

    def reflex(self, view: CitadelsState, seat: int, legal: list[Action]) -> Action | None:
        thanks = Action("thanks", (1,))
        return thanks if thanks in legal else None

    def num_seats(self, state: CitadelsState) -> int:
        return state.n

    def heuristic(self, state: CitadelsState) -> list[float]:
        return scoring.heuristic(state)

    def view(self, state: CitadelsState, viewer: int | None) -> CitadelsState:
        return info.view(state, viewer)

    def determinize(self, view: CitadelsState, seat: int, rng: Rng) -> CitadelsState:
        return info.determinize(view, seat, rng)

    def prompt(self, state: CitadelsState, seat: int | None) -> str:
        return text.prompt(state, seat)

    def describe(self, state: CitadelsState, action: Action, viewer: int | None) -> str:
        return text.describe(state, action, viewer)

    def log(self, state: CitadelsState, viewer: int | None) -> list[str]:
        return [private if private is not None and seat == viewer else public
                for public, seat, private in state.log]

    def progress(self, state: CitadelsState) -> str:
        return "Game over" if state.phase == "over" else f"Round {state.round}"

    def clone(self, state: CitadelsState) -> CitadelsState:
        return state.clone()

    def to_json(self, state: CitadelsState) -> dict:
        return state.to_json()

    def from_json(self, data: dict) -> CitadelsState:
        return CitadelsState.from_json(data)

    def invariants(self, state: CitadelsState) -> list[str]:
        """Conservation checks run after every action by the conformance suite."""
        return invariants.problems(state)


RULES = CitadelsRules()
