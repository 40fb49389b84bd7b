"""Scores: buildings and machines, 1 point per 10 coins, minus unfreed prisoners and unpaid
loans. During the game the same count assumes the end-of-game payments made now."""

from __future__ import annotations

from rules.builders import catalogue as cat
from rules.builders import engine
from rules.builders.state import BuildersState
from rules.core.contract import Score
from rules.core.message import N_

BUILDINGS, MACHINES, COINS = N_("Buildings"), N_("Machines"), N_("Coins")
PRISONERS, LOANS = N_("Prisoners"), N_("Loans")


def scores(s: BuildersState) -> list[Score]:
    return [score(s, seat) for seat in range(s.n)]


def score(s: BuildersState, seat: int) -> Score:
    if s.phase == "over":
        freed, repaid, _ = s.settled[seat]
        coins = s.coins[seat]
    else:
        freed, repaid = engine.settlement(s, seat)
        coins = s.coins[seat] - freed * cat.FREE_AT_END_PRICE - repaid * cat.LOAN_REPAY
    prisoners = sum(cat.worker(p).penalty for p in engine.unfreed_prisoners(s, seat)[freed:])
    breakdown = {
        BUILDINGS: sum(cat.building(b).points for b in s.done[seat]),
        MACHINES: sum(cat.building(m).points for m in s.machines[seat]),
        COINS: coins // cat.COINS_PER_POINT,
        PRISONERS: -prisoners,
        LOANS: -(s.loans_taken[seat] - repaid) * cat.LOAN_PENALTY,
    }
    return Score(seat, sum(breakdown.values()), breakdown)


def solo_value(s: BuildersState) -> float:
    """1 when the solo player reached the end score within the turn limit; otherwise how near
    they came (a direction for the bots)."""
    if s.final:
        return 1.0
    return 0.5 * min(s.points(0), cat.END_POINTS) / cat.END_POINTS
