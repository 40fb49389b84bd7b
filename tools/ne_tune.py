"""Hill-climb the National Economy solo playout policy's weights (`solo_policy.W`) on solo
games played by the policy alone; prints each improvement and the score on held-out seeds.
Alone, placements are chosen by the fitted value (`solo_value.py`), so these weights now
decide the discards, builds and sales (and the settling the value is fitted after): refit
the value (`tools/ne_value_fit.py`) after changing them.

    python -m tools.ne_tune [--seconds 300] [--seed 0] [--train 120]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics

from rules.national_economy.ai import solo_policy
from tools.ne_policy import play
from tools.tuning import hill_climb


def score(seeds) -> float:
    return statistics.mean(play(s, 1, 0.0, False)[0] for s in seeds)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=300)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--train", type=int, default=120)
    args = parser.parse_args()
    train = range(1, args.train + 1)
    hill_climb(solo_policy.W, list(solo_policy.W), lambda: score(train), args.seconds,
               random.Random(args.seed), 3, (0.5, 0.7, 0.85, 1.2, 1.4, 2.0))
    print("held-out", round(score(range(1001, 1201)), 2), json.dumps(solo_policy.W))


if __name__ == "__main__":
    main()
