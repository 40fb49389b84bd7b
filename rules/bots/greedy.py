"""Level "easy": one-step lookahead with the game's heuristic over a few determinizations.

Optional leniency (Ludii style) sometimes picks among the top-k actions instead of the best,
so the level plays plausibly without being crippled.
"""

from __future__ import annotations

import time
from collections.abc import Mapping
from typing import Any

from rules.bots.base import Bot, Budget
from rules.bots.settings import GreedySettings, LeafSettings, LeniencySettings, typed
from rules.core.actions import Action
from rules.core.contract import GameRules
from rules.core.rng import Rng


class GreedyBot(Bot):
    level = "easy"

    def __init__(self, rules: GameRules, seat: int, settings: Mapping[str, Any],
                 seed: int) -> None:
        super().__init__(rules, seat, settings, seed)
        self.greedy = typed(GreedySettings, settings)  # what the easy level reads
        self.lenient = typed(LeniencySettings, settings)  # how often it settles for less
        self.leaves = typed(LeafSettings, settings)  # what values its step's end

    def decide(self, view: Any, legal: list[Action], budget: Budget | None) -> Action:
        if len(legal) == 1:
            return legal[0]
        limit = self.budget(budget).ms
        deadline = None if limit is None else time.perf_counter() + limit / 1000.0
        rules, seat = self.rules, self.seat
        learned, weights = self.leaves.leaf_value == "learned", self.leaves.value_weights
        totals = [0.0] * len(legal)
        counts = [0] * len(legal)
        for _ in range(max(1, self.greedy.determinizations)):
            det = self.ai.deal(view, seat, Rng(self.rng.getrandbits(64)))
            for i, action in enumerate(legal):
                after = det.clone()
                try:
                    rules.apply_unchecked(after, seat, action)
                except Exception:
                    continue  # not playable in this determinization: judge it on the others
                totals[i] += (self.ai.learned_evaluate(after, weights)[seat] if learned
                              else self.ai.greedy_value(after, seat))
                counts[i] += 1
            if self._stop or (deadline is not None and time.perf_counter() > deadline):
                break
        values = [t / c if c else float("-inf") for t, c in zip(totals, counts, strict=True)]
        order = sorted(range(len(legal)), key=lambda i: (-values[i], i))
        top_k = max(1, self.lenient.top_k)
        if top_k > 1 and self.rng.random() < self.lenient.leniency:
            return legal[order[self.rng.randrange(min(top_k, len(order)))]]
        return legal[order[0]]
