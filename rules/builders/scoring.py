"""Scores: buildings and machines, 1 point per 10 coins, minus unfreed prisoners and unpaid
loans. During the game the same count assumes the end-of-game payments made now."""

from __future__ import annotations

from rules.builders import catalogue as cat
from rules.builders import engine
from rules.builders.state import BuildersState
from rules.core.contract import Score
from rules.core.message import N_, Text, msg, nmsg

BUILDINGS, MACHINES, COINS = N_("Buildings"), N_("Machines"), N_("Coins")
PRISONERS, LOANS = N_("Prisoners"), N_("Loans")


def scores(s: BuildersState) -> list[Score]:
    return [score(s, seat) for seat in range(s.n)]


def _settled(s: BuildersState, seat: int) -> tuple[int, int, int]:
    """Prisoners freed and loans repaid at the end, and the coins left after paying them (as
    they were settled, or as they would be now)."""
    if s.phase == "over":
        freed, repaid, _ = s.settled[seat]
        return freed, repaid, s.coins[seat]
    freed, repaid = engine.settlement(s, seat)
    return freed, repaid, s.coins[seat] - freed * cat.FREE_AT_END_PRICE - repaid * cat.LOAN_REPAY


def score(s: BuildersState, seat: int) -> Score:
    freed, repaid, coins = _settled(s, seat)
    prisoners = sum(cat.worker(p).penalty for p in engine.captive_prisoners(s, seat, freed))
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


# ----- in words (the end screen's tooltips) -------------------------------------------------
def details(s: BuildersState, seat: int) -> dict[str, list[Text]]:
    """Each part of the score in words: the completed buildings and machines by name, the
    coins counted, the prisoners still captive and the loans still owed."""
    parts = score(s, seat).breakdown
    freed, repaid, coins = _settled(s, seat)
    captive = engine.captive_prisoners(s, seat, freed)
    owed = s.loans_taken[seat] - repaid
    return {
        BUILDINGS: _cards(s.done[seat]) or [msg("No building completed.")],
        MACHINES: _cards(s.machines[seat]) or [msg("No machine completed.")],
        COINS: [nmsg("{n} coin left: 1 point per {per} coins",
                     "{n} coins left: 1 point per {per} coins", coins, per=cat.COINS_PER_POINT)],
        PRISONERS: ([nmsg("{n} prisoner never freed: -{points}",
                          "{n} prisoners never freed: -{points}", len(captive),
                          points=-parts[PRISONERS])] if captive else
                    [msg("No captive prisoner left.")])
        + ([nmsg("{n} prisoner freed at the end for {coins} coins each",
                 "{n} prisoners freed at the end for {coins} coins each", freed,
                 coins=cat.FREE_AT_END_PRICE)] if freed else []),
        LOANS: ([nmsg("{n} loan not repaid: -{points}", "{n} loans not repaid: -{points}", owed,
                      points=owed * cat.LOAN_PENALTY)] if owed else
                [msg("No loan owed.")])
        + ([nmsg("{n} loan repaid at the end for {coins} coins each",
                 "{n} loans repaid at the end for {coins} coins each", repaid,
                 coins=cat.LOAN_REPAY)] if repaid else []),
    }


def _cards(cards: list[int]) -> list[Text]:
    return [msg("{card}: {n}", card=cat.name(c), n=cat.building(c).points) for c in cards]
