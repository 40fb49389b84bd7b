"""Shared helpers for the benchmarks: reach a mid-game Citadels state reproducibly."""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.core import Seat, registry  # noqa: E402
from rules.core.playout import play_randomly  # noqa: E402


def citadels():
    return registry.get("citadels")


def new_game(rules, players: int, seed: int):
    return rules.new_game([Seat(f"p{i + 1}", "random") for i in range(players)],
                          rules.make_options({}), seed)


def mid_game(rules, players: int = 4, seed: int = 7, plies: int = 120):
    """A state `plies` uniformly random actions into a game (a different seed if it ended)."""
    while True:
        rng = random.Random(seed)
        state = play_randomly(rules, new_game(rules, players, seed), plies, rng)
        acting = rules.to_act(state)
        if acting and len(rules.legal_actions(state, acting[0])) > 1:
            return state
        seed += 1000
