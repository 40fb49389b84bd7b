"""How the Ginkgopolis playout policy alone fares against Hal (solo, standard level): a quick
loop for tuning `rules.ginkgopolis.ai.policy.W`.

    python -m tools.ginkgopolis_policy --games 200 [--set name=value ...]
"""

from __future__ import annotations

import argparse
import random
import statistics

from rules.core.contract import Seat
from rules.ginkgopolis.ai import policy
from rules.ginkgopolis.rules import RULES


def play(seed: int, level: str) -> tuple[int, int]:
    state = RULES.new_game([Seat("Me")], RULES.make_options({"solo_level": level}), seed)
    rng = random.Random(seed)
    while not RULES.is_over(state):
        legal = RULES.legal_actions(state, 0)
        action = max(legal, key=lambda a: (policy.play_worth(state, 0, a), rng.random()))
        RULES.apply(state, 0, action)
    (mine,), (_, hal) = RULES.scores(state), RULES.rival_scores(state)[0]
    return mine.total, hal.total


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--level", default="standard")
    parser.add_argument("--set", action="append", default=[], metavar="NAME=VALUE")
    args = parser.parse_args()
    for item in args.set:
        name, value = item.split("=")
        policy.W[name] = float(value)
    results = [play(seed, args.level) for seed in range(args.games)]
    wins = sum(1 for mine, hal in results if mine > hal)
    print(f"greedy policy vs Hal ({args.level}): {wins}/{len(results)} wins, "
          f"mean {statistics.mean(m for m, _ in results):.1f} "
          f"vs Hal {statistics.mean(h for _, h in results):.1f}")


if __name__ == "__main__":
    main()
