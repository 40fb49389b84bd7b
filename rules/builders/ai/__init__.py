"""The Builders' bot knowledge (found by `rules.bots.knowledge.ai_for`): a position value that
counts points to come, a playout policy that builds, and a filter for plainly bad moves."""

from __future__ import annotations

import math
import random

from rules.bots.knowledge import GameAI
from rules.builders import catalogue as cat
from rules.builders import engine
from rules.builders.scoring import score
from rules.builders.state import BuildersState
from rules.core.actions import Action

SITE_SHARE = 0.7  # of a site's reward counted in proportion to what its workers cover
WORKER_VALUE = 0.25  # points per resource a free worker can bring later
SPREAD = 3.0  # points between seats that make the leader about e times as likely to win


def expected_points(s: BuildersState, seat: int) -> float:
    """Points now (payments at the end included) plus a share of what is under way."""
    value = float(score(s, seat).total)
    for site in s.sites[seat]:
        building = cat.building(site[0])
        needs = sum(building.needs)
        covered = needs - sum(engine.still_needed(s, site))
        value += SITE_SHARE * (building.points + building.coins / cat.COINS_PER_POINT) \
            * covered / max(1, needs)
    value += WORKER_VALUE * sum(sum(engine.production(s, u)) for u in s.crew[seat]) / 3
    return value


class BuildersAI(GameAI):
    has_rollout_policy = True

    def heuristic(self, state: BuildersState) -> list[float]:
        values = [expected_points(state, seat) for seat in range(state.n)]
        if state.n == 1:
            return [min(0.95, 0.5 * values[0] / cat.END_POINTS)]
        weights = [math.exp((v - max(values)) / SPREAD) for v in values]
        return [w / sum(weights) for w in weights]

    def bot_actions(self, view: BuildersState, seat: int, legal: list[Action]) -> list[Action]:
        """Without coins taken at a loss, and without opening a third building while two
        are under way."""
        kept = [a for a in legal if not _wasteful(view, a)
                and not (a.kind == "open" and len(view.sites[seat]) >= 2)]
        return kept or legal

    def rollout_action(self, state: BuildersState, seat: int, legal: list[Action],
                       rng: random.Random) -> Action | None:
        free = [a for a in legal if engine.action_price(
            state, engine.actions_for(state, a)) == 0 and a.kind != "end"]
        completing = [a for a in legal if a.kind == "send" and _completes(state, seat, a)]
        if completing:
            return completing[0]
        if not free:
            return Action("end")
        sends = [a for a in free if a.kind == "send"]
        if sends and state.coins[seat] >= 2:
            return max(sends, key=lambda a: (_contribution(state, seat, a), rng.random()))
        if not state.sites[seat]:
            opens = [a for a in free if a.kind == "open"]
            if opens:
                return min(opens, key=lambda a: sum(cat.building(a.args[0]).needs))
        if len(state.crew[seat]) < 2:
            recruits = [a for a in free if a.kind == "recruit"]
            if recruits:
                return rng.choice(recruits)
        coins = [a for a in free if a.kind == "coins"]
        return max(coins, key=lambda a: a.args[0]) if coins else rng.choice(free)


def _wasteful(s: BuildersState, action: Action) -> bool:
    if action.kind == "coins":
        price = engine.action_price(s, action.args[0])
        return price >= cat.COINS_FOR_ACTIONS[action.args[0]]
    return False


def _completes(s: BuildersState, seat: int, action: Action) -> bool:
    unit, building, tool = action.args
    site = s.site(seat, building)
    if site is None:
        return False
    made = engine.production(s, unit, tool)
    return all(m >= n for m, n in zip(made, engine.still_needed(s, site), strict=True))


def _contribution(s: BuildersState, seat: int, action: Action) -> float:
    """How much of what the site lacks this send covers, per coin spent."""
    unit, building, tool = action.args
    site = s.site(seat, building)
    if site is None:
        return 0.0
    made = engine.production(s, unit, tool)
    useful = sum(min(m, n) for m, n in zip(made, engine.still_needed(s, site), strict=True))
    return useful / (1 + engine.send_cost(s, unit))


AI = BuildersAI
