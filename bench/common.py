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


# --dark-city: every Dark City character (the Queen at rank 9) and all 14 Dark City districts.
DARK_CITY = {
    **{f"rank_{rank}": key for rank, key in enumerate(
        ("witch", "tax_collector", "wizard", "emperor", "abbot", "alchemist", "navigator",
         "diplomat", "queen"), start=1)},
    **{f"district_{key}": True for key in (
        "lighthouse", "armory", "museum", "imperial_treasury", "map_room", "wishing_well",
        "quarry", "poor_house", "bell_tower", "factory", "park", "hospital", "throne_room",
        "ball_room")},
}


def add_dark_city_flag(parser) -> None:
    parser.add_argument("--dark-city", action="store_true",
                        help="every Dark City character and district instead of the classic set")


def new_game(rules, players: int, seed: int, dark_city: bool = False):
    return rules.new_game([Seat(f"p{i + 1}", "random") for i in range(players)],
                          rules.make_options(DARK_CITY if dark_city else {}), seed)


def mid_game(rules, players: int = 4, seed: int = 7, plies: int = 120, dark_city: bool = False):
    """A state `plies` uniformly random actions into a game (a different seed if it ended)."""
    while True:
        rng = random.Random(seed)
        state = play_randomly(rules, new_game(rules, players, seed, dark_city), plies, rng)
        acting = rules.to_act(state)
        if acting and len(rules.legal_actions(state, acting[0])) > 1:
            return state
        seed += 1000

