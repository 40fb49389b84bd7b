"""Shared by the tuning tools: hill-climb a playout policy's weights."""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable


def hill_climb(weights: dict[str, float], tunable: list[str], objective: Callable[[], float],
               seconds: float, rng: random.Random, most_changed: int = 2,
               factors: tuple[float, ...] = (0.6, 0.8, 0.9, 1.1, 1.25, 1.6)) -> float:
    """Tune `weights` in place for `seconds`: change up to `most_changed` of the `tunable`
    keys at random, keep the change when `objective()` (read with the changed weights) is
    higher, print each improvement; returns the best objective."""
    best_w = dict(weights)
    best = objective()
    print("start", round(best, 4), flush=True)
    start = time.time()
    while time.time() - start < seconds:
        trial = dict(best_w)
        for key in rng.sample(tunable, rng.randint(1, most_changed)):
            trial[key] = round(trial[key] * rng.choice(factors)
                               + rng.choice([0, 0, 0.2, -0.2]), 3)
        weights.update(trial)
        value = objective()
        if value > best:
            best, best_w = value, trial
            print(round(value, 4), json.dumps(best_w), flush=True)
        weights.update(best_w)
    return best
