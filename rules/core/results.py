"""What follows from a game's scores, the same for every game: who won, and what each seat
gets out of a finished game (for search and the arena)."""

from __future__ import annotations

from typing import Any

from rules.core.contract import GameRules


def winners(rules: GameRules, state: Any) -> list[int]:
    """The seats with the best score (ties broken by `Score.tiebreak`); several share a win."""
    scores = rules.scores(state)
    best = max(s.rank_key for s in scores)
    return [s.seat for s in scores if s.rank_key == best]


def returns(rules: GameRules, state: Any) -> list[float]:
    """1 shared among the winners, 0 for the others; a solo game returns its grade, 0..1
    (`SoloResult.grade`), alone."""
    seats = rules.num_seats(state)
    if seats == 1:
        return [rules.solo_result(state).grade]
    best = winners(rules, state)
    return [1.0 / len(best) if seat in best else 0.0 for seat in range(seats)]
