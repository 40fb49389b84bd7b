"""Final scores with a breakdown, and a cheap heuristic for search."""

from __future__ import annotations

import math

from rules.core.contract import Score
from rules.national_economy import catalogue as cat
from rules.national_economy.state import NEState

SOLO_GOAL = 100


def breakdown(s: NEState, seat: int) -> dict[str, int]:
    kinds = [cat.kind(c) for c in s.tableau[seat]]
    out = {"buildings": sum(k.value for k in kinds)}
    bonus = {"building": len(kinds), "good": s.goods[seat], "worker": s.workers[seat],
             "ind": sum(k.icon == "ind" for k in kinds),
             "fac": sum(k.icon == "fac" for k in kinds)}
    names = {"building": "real_estate_agent", "good": "agricultural_coop",
             "worker": "labour_union", "ind": "railway", "fac": "head_office"}
    for k in kinds:
        if k.effect.kind == "bonus":
            key = names[k.effect.per]
            out[key] = out.get(key, 0) + k.effect.n * bonus[k.effect.per]
    out["money"] = s.money[seat]
    cancel = sum(k.effect.n for k in kinds if k.effect.kind == "cancel_debt")
    if s.debt[seat]:
        out["unpaid_wages"] = -3 * s.debt[seat]
        if cancel:
            out["law_office"] = 3 * min(cancel, s.debt[seat])
    return out


def tiebreak(s: NEState, seat: int) -> tuple[int, ...]:
    """Ties go to the earlier seat in turn order from the start player (larger is better)."""
    return (s.n - (seat - s.start) % s.n,)


def scores(s: NEState) -> list[Score]:
    out = []
    for seat in range(s.n):
        parts = breakdown(s, seat)
        out.append(Score(seat, sum(parts.values()), parts, tiebreak(s, seat)))
    return out


def heuristic(s: NEState) -> list[float]:
    """Softmax over each seat's projected final score (see `policy.projected`); solo, the
    fitted value of the position (`solo_value.estimate`) squashed into 0..1."""
    from rules.national_economy.policy import projected

    if s.n == 1:
        from rules.national_economy.solo_value import estimate

        return [_solo_squash(estimate(s))]
    worth = [projected(s, seat) for seat in range(s.n)]
    top = max(worth)
    weights = [math.exp((w - top) / 12.0) for w in worth]
    total = sum(weights)
    return [w / total for w in weights]


def _solo_scale(points: float) -> float:
    return min(1.0, max(0.0, points / SOLO_GOAL))


def _solo_squash(points: float) -> float:
    """An expected score as a value below 1 that keeps growing past the goal: a search
    comparing positions near or above 100 points still tells them apart."""
    return 1.0 / (1.0 + math.exp(-(points - 0.8 * SOLO_GOAL) / 25.0))


def solo_value(s: NEState) -> float:
    """Solo: the score as a share of the 100 points that win (1.0 = won), so the search
    prefers every extra point on the way."""
    return _solo_scale(scores(s)[0].total)
