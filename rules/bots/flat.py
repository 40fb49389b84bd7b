"""Flat Monte Carlo with common random numbers: a search for games played alone (solo).

Every legal action is tried on the same sampled determinization and played out to the end by
the game's playout policy from the same random seed, so two actions' totals differ only by
what the actions themselves change, not by luck of the draw. The action with the best total
value wins. With one seat there is no opponent to model, and a tree over a game this long
gets no deeper than a few plies within the budget anyway; the paired comparison is what pays.

With the setting `halving`, the same playouts are spent by sequential halving instead: rounds
of paired samples, each keeping the better half of the actions still running, so that the
last few are compared on many more samples than every action gets alike. With
`belief_model` the deals come from the game's AI (`GameAI.determinize`, e.g. Citadels' model
of the rivals' draft picks) rather than uniformly from the rules, as in ISMCTS.

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
    over sampled determinizations of `view` and on how many samples it was the best (equals
    all count), and how many were sampled. Stops at the budget's iterations
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
        top = max(found)
        for i, value in enumerate(found):
            firsts[i] += value == top
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


def halving_choose(rules: GameRules, ai: GameAI, view: Any, seat: int, legal: list[Action],
                   budget: Budget, rng: random.Random, plies: int,
                   stopped: Callable[[], bool] = lambda: False,
                   beliefs: bool = False) -> tuple[Action, int]:
    """Sequential halving over `legal` by paired playouts: the budget (the playouts flat
    search would spend, `iterations` samples of every action, or what the clock allows,
    measured as it goes) is split evenly between rounds; each round samples determinizations
    on which every action still in the running is played out from one seed, then keeps the
    better half by mean value. The last actions standing are compared on many more samples
    than flat search gives each. The best mean among those still running wins; the action
    and how many determinizations were sampled. With `beliefs` the deals are the game AI's
    (`GameAI.deal`)."""
    n = len(legal)
    start = time.perf_counter()
    deadline = None if budget.ms is None else start + budget.ms / 1000.0
    cap = None if budget.iterations is None else budget.iterations * n  # playouts
    totals = [0.0] * n
    counts = [0] * n
    alive = list(range(n))
    spent = samples = 0
    rounds = max(1, (n - 1).bit_length())  # ceil(log2 n)
    while True:
        left = 60.0 * n if cap is None else float(cap - spent)  # no cap: flat's 60 samples
        if deadline is not None and spent:
            now = time.perf_counter()
            left = min(left, (deadline - now) / ((now - start) / spent))
        paired = paired_values(rules, ai, seat, [legal[i] for i in alive], rng, plies)
        for _ in range(max(1, int(left / rounds / len(alive)))):
            det = ai.deal(view, seat, Rng(rng.getrandbits(64)), beliefs)
            for i, value in zip(alive, paired(det), strict=True):
                totals[i] += value
                counts[i] += 1
            spent += len(alive)
            samples += 1
            if stopped() or (deadline is not None and time.perf_counter() >= deadline) \
                    or (cap is not None and spent >= cap):
                rounds = 0
                break
        if rounds <= 1 or len(alive) <= 1:
            break
        alive.sort(key=lambda i: -totals[i] / counts[i])
        alive = sorted(alive[:(len(alive) + 1) // 2])
        rounds -= 1
    best = max(alive, key=lambda i: totals[i] / counts[i])
    return legal[best], samples


def choose(rules: GameRules, ai: GameAI, view: Any, seat: int, legal: list[Action],
           budget: Budget, settings: FlatSettings, rng: random.Random,
           stopped: Callable[[], bool] = lambda: False) -> tuple[Action, int]:
    """The search table's entry (rules/bots/search.py): playouts of `rollout_plies`, all
    actions sampled alike or, with `halving`, by sequential halving (`belief_model`: the
    game AI's deals; read by halving only)."""
    if settings.halving:
        return halving_choose(rules, ai, view, seat, legal, budget, rng,
                              settings.rollout_plies, stopped, settings.belief_model)
    return flat_choose(rules, ai, view, seat, legal, budget, rng, settings.rollout_plies,
                       stopped)
