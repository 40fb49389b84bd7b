"""Final scores with a breakdown, and the graded value of a solo game."""

from __future__ import annotations

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


def _solo_scale(points: float) -> float:
    return min(1.0, max(0.0, points / SOLO_GOAL))


def solo_value(s: NEState) -> float:
    """Solo: the score as a share of the 100 points that win (1.0 = won), so the search
    prefers every extra point on the way."""
    return _solo_scale(scores(s)[0].total)
