"""How each search ranks the legal moves for a hint: best first, each with the search's
numbers in words a player reads at a glance. `search.SEARCHES` pairs every search's choice
(the bot's move) with its ranking here (the hint's), so a search is named in one table.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from rules.bots import flat, ismcts, lookahead
from rules.bots.base import Budget
from rules.bots.knowledge import GameAI
from rules.bots.settings import FlatSettings, IsmctsSettings, LookaheadSettings
from rules.core.actions import Action
from rules.core.contract import GameRules
from rules.core.message import Msg, msg

FEW = 8  # fewer simulated games or deals than this behind a choice: only a first impression

Ranked = list[tuple[Action, Msg]]
Ranker = Callable[[GameRules, GameAI, Any, int, list[Action], Budget, Any, random.Random,
                   Callable[[], bool]], Ranked]  # its settings: the search's own dataclass


def _percent(value: float) -> int:
    return round(100 * max(0.0, min(1.0, value)))


def rank_ismcts(rules: GameRules, ai: GameAI, view: Any, seat: int, legal: list[Action],
                budget: Budget, settings: IsmctsSettings, rng: random.Random,
                stopped: Callable[[], bool]) -> Ranked:
    root, done = ismcts.search(rules, ai, view, seat, legal, budget, settings, rng, stopped)
    solo = rules.num_seats(view) == 1
    keyed = []
    for i, action in enumerate(legal):
        child = root.children.get(action)
        visits = child.visits if child else 0
        mean = child.reward[seat] / visits if visits else 0.0
        played = max(0, visits - settings.prior_visits)  # a node is born with prior visits
        keyed.append(((visits, mean, -i), action, played, mean))
    keyed.sort(key=lambda k: k[0], reverse=True)
    return [(action, _visits_reason(solo, played, done, _percent(mean)))
            for _, action, played, mean in keyed]


def _visits_reason(solo: bool, visits: int, done: int, pct: int) -> Msg:
    if visits < FEW:
        return msg("A first impression: only {k} simulated games (of {n}) tried it",
                   k=visits, n=done)
    if solo:
        return msg("In {k} simulated games (of {n}) its solo result is about {pct}%",
                   k=visits, n=done, pct=pct)
    return msg("In {k} simulated games (of {n}) it wins about {pct}%", k=visits, n=done,
               pct=pct)


def _deals_reason(place: int, best_in: int, samples: int, chance: float | None,
                  solo: bool) -> Msg:
    """A deal-sampling search's words: each choice's place on average, as shown, and how often
    it came first (which alone could contradict the order); valued by the learned value, also
    its mean win chance (or solo result) over the deals (`chance`). The game's own values
    (points to come) are not chances and are not said."""
    if samples < FEW:
        return msg("A first impression: only {n} simulated deals", n=samples)
    if best_in == 0:  # good on average, never the best alone: "best in 0 of them" reads wrong
        return _deals_never_best(place, samples, chance, solo)
    if chance is not None and solo:
        return msg("No. {place} over {n} simulated deals, a solo result of about {pct}%; the "
                   "best move in {k} of them", place=place, n=samples, pct=_percent(chance),
                   k=best_in)
    if chance is not None:
        return msg("No. {place} over {n} simulated deals, winning about {pct}%; the best move "
                   "in {k} of them", place=place, n=samples, pct=_percent(chance), k=best_in)
    return msg("No. {place} on average over {n} simulated deals, and the best move in {k} of "
               "them", place=place, n=samples, k=best_in)


def _deals_never_best(place: int, samples: int, chance: float | None, solo: bool) -> Msg:
    if chance is not None and solo:
        return msg("No. {place} over {n} simulated deals, a solo result of about {pct}%; not the "
                   "best in any single one", place=place, n=samples, pct=_percent(chance))
    if chance is not None:
        return msg("No. {place} over {n} simulated deals, winning about {pct}%; not the best "
                   "in any single one", place=place, n=samples, pct=_percent(chance))
    return msg("No. {place} on average over {n} simulated deals, though not the best in "
               "any single one", place=place, n=samples)


def _rank_samples(values: Callable[[Any], list[float] | None], rules: GameRules, ai: GameAI,
                  view: Any, seat: int, legal: list[Action], budget: Budget,
                  rng: random.Random, stopped: Callable[[], bool]) -> Ranked:
    totals, firsts, samples = flat.totals_over_samples(rules, view, seat, legal, budget, rng,
                                                       values, stopped)
    order = sorted(range(len(legal)), key=lambda i: (-totals[i], i))
    seats = rules.num_seats(view)
    chances = ai.leaf_chances(seats) and samples > 0
    return [(legal[i], _deals_reason(place, firsts[i], samples,
                                     totals[i] / samples if chances else None, seats == 1))
            for place, i in enumerate(order, start=1)]


def rank_flat(rules: GameRules, ai: GameAI, view: Any, seat: int, legal: list[Action],
              budget: Budget, settings: FlatSettings, rng: random.Random,
              stopped: Callable[[], bool]) -> Ranked:
    values = flat.paired_values(rules, ai, seat, legal, rng, settings.rollout_plies)
    return _rank_samples(values, rules, ai, view, seat, legal, budget, rng, stopped)


def rank_lookahead(rules: GameRules, ai: GameAI, view: Any, seat: int, legal: list[Action],
                   budget: Budget, settings: LookaheadSettings, rng: random.Random,
                   stopped: Callable[[], bool]) -> Ranked:
    values = lookahead.lookahead_values(rules, ai, seat, legal, budget, settings.depth,
                                        settings.positions, rng if settings.finish_turn else None)
    return _rank_samples(values, rules, ai, view, seat, legal, budget, rng, stopped)
