"""Flat Monte Carlo with common random numbers: a search for games played alone (solo).

Every legal action is tried on the same sampled determinization and played out to the end by
the game's playout policy from the same random seed, so two actions' totals differ only by
what the actions themselves change, not by luck of the draw. The action with the best total
value wins. With one seat there is no opponent to model, and a tree over a game this long
gets no deeper than a few plies within the budget anyway; the paired comparison is what pays.

Chosen by the setting `"search": "flat"` (rules/bots/search.py).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import Any

from rules.bots.base import Budget
from rules.bots.knowledge import GameAI
from rules.bots.settings import FlatSettings
from rules.core.actions import Action
from rules.core.contract import GameRules
from rules.core.rng import Rng


def playout(rules: GameRules, ai: GameAI, state: Any, seat: int, rng: random.Random,
            plies: int) -> float:
    """Play `state` on by the game's playout policy (uniform if it has none) for at most
    `plies` actions, and value it for `seat`."""
    for _ in range(plies):
        acting = rules.to_act(state)
        if not acting:
            break
        actor = acting[0]
        actions = rules.legal_actions(state, actor)
        action = ai.rollout_action(state, actor, actions, rng)
        if action is None:
            action = actions[int(rng.random() * len(actions))]
        rules.apply_unchecked(state, actor, action)
    return ai.evaluate(state)[seat]


def totals_over_samples(rules: GameRules, view: Any, seat: int, legal: list[Action],
                        budget: Budget, rng: random.Random,
                        values: Callable[[Any], list[float] | None],
                        stopped: Callable[[], bool] = lambda: False,
                        ) -> tuple[list[float], list[int], int]:
    """Per action of `legal`, the total of `values(determinization)` (one value per action)
    over sampled determinizations of `view` and on how many samples it was the best (the
    first of equals), and how many were sampled. Stops at the budget's iterations
    (determinizations) or time, whichever comes first, or when `values` gives None (no more
    samples wanted)."""
    totals = [0.0] * len(legal)
    firsts = [0] * len(legal)
    samples = 0
    max_samples = budget.iterations if budget.iterations is not None else 1 << 62
    deadline = None if budget.ms is None else time.perf_counter() + budget.ms / 1000.0
    while samples < max_samples:
        det = rules.determinize(view, seat, Rng(rng.getrandbits(64)))
        found = values(det)
        if found is None:
            break
        for i, value in enumerate(found):
            totals[i] += value
        firsts[max(range(len(found)), key=found.__getitem__)] += 1
        samples += 1
        if stopped() or (deadline is not None and time.perf_counter() >= deadline):
            break
    return totals, firsts, samples


def best_over_samples(rules: GameRules, view: Any, seat: int, legal: list[Action],
                      budget: Budget, rng: random.Random,
                      values: Callable[[Any], list[float] | None],
                      stopped: Callable[[], bool] = lambda: False) -> tuple[Action, int]:
    """The action of `legal` with the best total (see `totals_over_samples`), and how many
    determinizations were sampled."""
    totals, _, samples = totals_over_samples(rules, view, seat, legal, budget, rng, values,
                                             stopped)
    best = max(range(len(legal)), key=totals.__getitem__)
    return legal[best], samples


def paired_values(rules: GameRules, ai: GameAI, seat: int, legal: list[Action],
                  rng: random.Random, plies: int) -> Callable[[Any], list[float]]:
    """Values of each action of `legal` on one determinization, by paired playouts."""

    def paired(det: Any) -> list[float]:
        ai.reopen(det, seat)
        seed = rng.getrandbits(64)  # one playout seed for every action on this sample
        out = []
        for action in legal:
            state = det.clone()
            rules.apply_unchecked(state, seat, action)
            out.append(playout(rules, ai, state, seat, random.Random(seed), plies))
        return out

    return paired


def flat_choose(rules: GameRules, ai: GameAI, view: Any, seat: int, legal: list[Action],
                budget: Budget, rng: random.Random, plies: int,
                stopped: Callable[[], bool] = lambda: False) -> tuple[Action, int]:
    """The action of `legal` with the best value over paired playouts, and how many
    determinizations were sampled (see `best_over_samples`)."""
    return best_over_samples(rules, view, seat, legal, budget, rng,
                             paired_values(rules, ai, seat, legal, rng, plies), stopped)


def choose(rules: GameRules, ai: GameAI, view: Any, seat: int, legal: list[Action],
           budget: Budget, settings: FlatSettings, rng: random.Random,
           stopped: Callable[[], bool] = lambda: False) -> tuple[Action, int]:
    """The search table's entry (rules/bots/search.py): playouts of `rollout_plies`."""
    return flat_choose(rules, ai, view, seat, legal, budget, rng, settings.rollout_plies,
                       stopped)
