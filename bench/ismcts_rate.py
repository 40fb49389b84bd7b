"""ISMCTS iterations per second from a mid-game 4-player Citadels view, normal settings.

    python bench/ismcts_rate.py [--seconds 10]
"""

from __future__ import annotations

import argparse
import time

from common import add_dark_city_flag, citadels, mid_game

from rules.bots import Budget, make_bot


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--level", default="normal")
    add_dark_city_flag(parser)
    args = parser.parse_args()
    rules = citadels()
    iterations = 0
    decisions = 0
    start = time.perf_counter()
    seed = 7
    while time.perf_counter() - start < args.seconds:
        state = mid_game(rules, seed=seed, dark_city=args.dark_city)
        seat = rules.to_act(state)[0]
        bot = make_bot(rules, seat, args.level, seed, {"early_stop": False})
        view = rules.view(state, seat)
        budget = Budget(ms=bot.settings["ms"], iterations=None)
        bot.choose(view, rules.legal_actions(state, seat), budget)
        iterations += bot.last_iterations
        decisions += 1
        seed += 1
    elapsed = time.perf_counter() - start
    print(f"ismcts_rate: {iterations / elapsed:.0f} iterations/s ({args.level} settings, "
          f"{decisions} mid-game decisions, {iterations} iterations in {elapsed:.1f} s)")


if __name__ == "__main__":
    main()
