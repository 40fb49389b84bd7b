"""The Builders' hand-written position value in points to come (the lookahead's
`position_value`, the heuristic's and the learned value's inputs); its weights are data
(`data/value.json`)."""

from __future__ import annotations

import json
from importlib import resources

from rules.builders import catalogue as cat
from rules.builders import engine
from rules.builders.scoring import score
from rules.builders.state import BuildersState

WEIGHTS: dict[str, float] = json.loads(
    resources.files("rules.builders.ai").joinpath("data", "value.json").read_text("utf-8"))
SPREAD = 3.0  # points between seats that make the leader about e times as likely to win


def stage(s: BuildersState) -> float:
    """How near the game is to its end, 0 at the start to 1 at the end: by the rounds played
    and by the points of the seats not to act (a seat's own points must not lower the worth
    of what it owns, or it would shy away from completing buildings)."""
    others = [s.points(seat) for seat in range(s.n) if seat != s.turn]
    by_points = max(others, default=0) / cat.END_POINTS
    turns = s.turns_taken[0] if s.n == 1 else s.round - 1
    return min(1.0, max(by_points, turns / WEIGHTS["rounds"]))


def coin_value(s: BuildersState) -> float:
    """Points a coin is worth now: much early (it pays workers and actions), little at the end
    (10 coins make 1 point)."""
    w = WEIGHTS
    return w["coin_end"] + (w["coin_start"] - w["coin_end"]) * (1.0 - stage(s))


def coins_worth(coins: int, coin: float) -> float:
    """Coins beyond what a few turns of sending can use are worth only their end value."""
    useful = min(coins, int(WEIGHTS["coins_useful"]))
    return coin * useful + WEIGHTS["coin_end"] * (coins - useful)


def expected_points(s: BuildersState, seat: int) -> float:
    """Points now, plus coins, loans and prisoners at their value now, plus the share of each
    building under way its workers cover, plus what the crew can still build."""
    w, coin = WEIGHTS, coin_value(s)
    late = 1.0 - stage(s)
    if s.phase == "over":
        return float(score(s, seat).total)
    value = float(s.points(seat)) + coins_worth(s.coins[seat], coin)
    value -= w["loan"] * s.loans_taken[seat]
    value -= sum(cat.worker(p).penalty for p in engine.unfreed_prisoners(s, seat)) \
        * w["prisoner_penalty"]
    idle = [0, 0, 0, 0]
    for unit in s.crew[seat]:
        for r, amount in enumerate(engine.production(s, unit)):
            idle[r] += amount
    for site in s.sites[seat]:
        building = cat.building(site[0])
        needs = sum(building.needs)
        lacking = engine.still_needed(s, site)
        covered = needs - sum(lacking)
        reward = building.points + coin * building.coins
        share = w["site_share"] * covered / max(1, needs)
        value += share * reward
        coverable = sum(min(i, n) for i, n in zip(idle, lacking, strict=True))
        value += w["site_promise"] * late * reward * coverable / max(1, needs)
    units = [*s.crew[seat], *(u for site in s.sites[seat] for u in site[1::2])]
    made = sorted((sum(engine.production(s, u)) for u in units), reverse=True)
    value += w["worker"] * late * sum(m * w["worker_decay"] ** i for i, m in enumerate(made))
    value += w["tool"] * late * len(s.spare_tools[seat])
    if s.turn == seat and s.phase != "over":
        value += coin * 2 * max(0, cat.FREE_ACTIONS - s.actions)  # free actions not yet used
    return value
