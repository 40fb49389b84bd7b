"""National Economy behind the shared rules contract."""

from __future__ import annotations

from collections import Counter

from rules.core.actions import Action
from rules.core.contract import GameRules, Score, Seat
from rules.core.rng import Rng
from rules.national_economy import catalogue as cat
from rules.national_economy import engine, info, legal, scoring, text
from rules.national_economy.options import NationalEconomyOptions
from rules.national_economy.state import NEState


class NationalEconomyRules(GameRules[NEState]):
    game_id = "national_economy"
    title = "National Economy"
    min_players = 1
    has_solo = True
    max_players = 4
    options_class = NationalEconomyOptions
    max_game_length = 5000

    def new_game(self, seats: list[Seat], options: NationalEconomyOptions | None, seed: int):
        if not self.min_players <= len(seats) <= self.max_players:
            raise ValueError(f"National Economy is for 1 to 4 players, not {len(seats)}")
        return engine.new_state([seat.name for seat in seats],
                                options or NationalEconomyOptions(), seed)

    def to_act(self, state: NEState) -> tuple[int, ...]:
        return legal.to_act(state)

    def legal_actions(self, state: NEState, seat: int) -> list[Action]:
        return legal.legal_actions(state, seat)

    def explain(self, state: NEState, seat: int, action: Action) -> str:
        return legal.explain(state, seat, action)

    def apply_unchecked(self, state: NEState, seat: int, action: Action) -> None:
        state.log.append(text.describe(state, action, None))
        engine.apply_action(state, seat, action)
        state.version += 1

    def scores(self, state: NEState) -> list[Score]:
        return scoring.scores(state)

    def solo_value(self, state: NEState) -> float:
        return scoring.solo_value(state)

    def num_seats(self, state: NEState) -> int:
        return state.n

    def heuristic(self, state: NEState) -> list[float]:
        return scoring.heuristic(state)

    def view(self, state: NEState, viewer: int | None) -> NEState:
        return info.view(state, viewer)

    def determinize(self, view: NEState, seat: int, rng: Rng) -> NEState:
        return info.determinize(view, seat, rng)

    def prompt(self, state: NEState, seat: int | None) -> str:
        return text.prompt(state, seat)

    def describe(self, state: NEState, action: Action, viewer: int | None) -> str:
        return text.describe(state, action, viewer)

    def log(self, state: NEState, viewer: int | None) -> list[str]:
        return state.log[:]

    def progress(self, state: NEState) -> str:
        return "Game over" if state.phase == "over" else f"Round {state.round}"

    def clone(self, state: NEState) -> NEState:
        return state.clone()

    def to_json(self, state: NEState) -> dict:
        return state.to_json()

    def from_json(self, data: dict) -> NEState:
        return NEState.from_json(data)

    def invariants(self, state: NEState) -> list[str]:
        return invariants(state)


def invariants(s: NEState) -> list[str]:
    bad = []
    total = sum(s.money) + s.household + s.supply
    if total != cat.TOTAL_MONEY:
        bad.append(f"money is not conserved: players, household and supply hold ${total}")
    if any(m < 0 for m in s.money) or s.household < 0 or any(g < 0 for g in s.goods):
        bad.append("negative money or goods")
    places: Counter[int] = Counter(s.deck + s.discard + [c for c in s.public if c < 64])
    for row in (*s.hands, *s.tableau):
        places.update(row)
    for kind, _, _, cards, _ in s.pending:
        if kind != "sell":
            places.update(cards)
    if places != Counter(range(cat.NUM_CARDS)):
        extra = sorted(c for c, k in places.items() if k != 1 or not 0 <= c < 64)
        missing = sorted(set(range(cat.NUM_CARDS)) - set(places))
        bad.append(f"cards not in exactly one place: repeated/odd {extra}, missing {missing}")
    for seat in range(s.n):
        if s.workers[seat] > engine.worker_limit(s, seat):
            bad.append(f"seat {seat} has more workers than its limit")
        if s.available(seat) < 0:
            bad.append(f"seat {seat} placed more workers than it has")
    if len(set(s.public)) != len(s.public):
        bad.append("a public workplace is listed twice")
    return bad


RULES = NationalEconomyRules()
