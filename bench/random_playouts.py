"""Complete 4-player Citadels games per second with uniform random actions (apply_unchecked).

    python bench/random_playouts.py [--seconds 10] [--players 4] [--dark-city]
"""

from __future__ import annotations

import argparse
import random
import time

from common import add_dark_city_flag, citadels, new_game


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--players", type=int, default=4)
    add_dark_city_flag(parser)
    args = parser.parse_args()
    rules = citadels()
    rng = random.Random(1)
    games = actions = 0
    start = time.perf_counter()
    while time.perf_counter() - start < args.seconds:
        state = new_game(rules, args.players, games, args.dark_city)
        while True:
            acting = rules.to_act(state)
            if not acting:
                break
            legal = rules.legal_actions(state, acting[0])
            rules.apply_unchecked(state, acting[0], legal[rng.randrange(len(legal))])
            actions += 1
        games += 1
    elapsed = time.perf_counter() - start
    print(f"random_playouts: {games / elapsed:.0f} games/s ({args.players} players, "
          f"{games} games, {actions / games:.0f} actions/game, {actions / elapsed:.0f} "
          f"actions/s, target >= 200 games/s)")


if __name__ == "__main__":
    main()
