"""Citadels behind the shared rules contract."""

from __future__ import annotations

from collections import Counter

from rules.citadels import engine, info, legal, scoring, text
from rules.citadels.catalogue import CARD_KIND, NUM_CARDS
from rules.citadels.engine import BANK_GOLD
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

    def clone(self, state: CitadelsState) -> CitadelsState:
        return state.clone()

    def to_json(self, state: CitadelsState) -> dict:
        return state.to_json()

    def from_json(self, data: dict) -> CitadelsState:
        return CitadelsState.from_json(data)

    def invariants(self, state: CitadelsState) -> list[str]:
        """Conservation checks run after every action by the conformance suite."""
        problems = []
        places = list(state.deck)
        for cards in state.hands + state.cities:
            places += cards
        for kind, _, cards, _ in state.pending:
            if kind in ("keep", "graveyard"):
                places += cards
        counts = Counter(places)
        if sorted(counts) != list(range(NUM_CARDS)) or max(counts.values()) != 1:
            problems.append("every district card must be in exactly one place")
        if state.bank + sum(state.gold) != BANK_GOLD:
            problems.append("gold is not conserved")
        if state.bank < 0 or min(state.gold) < 0:
            problems.append("negative gold")
        for seat, city in enumerate(state.cities):
            kinds = [CARD_KIND[c] for c in city]
            if len(set(kinds)) != len(kinds):
                problems.append(f"seat {seat} has two identical districts")
            if len(state.built_round[seat]) != len(city):
                problems.append(f"seat {seat} built_round does not match the city")
        owned = [r for r in state.characters if state.owner[r] >= 0]
        placed = sorted(owned + state.faceup + state.facedown + state.pool)
        if placed != sorted(state.characters):
            problems.append("every character must be in exactly one place")
        return problems


RULES = CitadelsRules()
