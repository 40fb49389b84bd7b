"""Random play, for tests, benchmarks and sample positions."""

from __future__ import annotations

import random
from typing import Any

from rules.core.contract import GameRules


def play_randomly(rules: GameRules, state: Any, plies: int, rng: random.Random) -> Any:
    """Apply up to `plies` uniformly random legal actions (first acting seat) in place."""
    for _ in range(plies):
        acting = rules.to_act(state)
        if not acting:
            break
        legal = rules.legal_actions(state, acting[0])
        rules.apply_unchecked(state, acting[0], legal[rng.randrange(len(legal))])
    return state
