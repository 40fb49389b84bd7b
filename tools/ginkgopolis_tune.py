"""Hill-climb the Ginkgopolis playout policy's weights (`policy.W`) on solo games played by
the policy alone against Hal; prints each improvement and the result on held-out seeds.

    python -m tools.ginkgopolis_tune [--seconds 600] [--seed 0] [--train 600]

The objective is the mean of tanh(gap / 10) over the training seeds (gap: the policy's score
minus Hal's), smoother than the win count; the same seeds for every candidate.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics

from rules.ginkgopolis.ai import policy
from tools.ginkgopolis_policy import play
from tools.tuning import hill_climb


def measure(seeds) -> tuple[float, int]:
    results = [play(s, "standard") for s in seeds]
    return (statistics.mean(math.tanh((mine - hal) / 10) for mine, hal in results),
            sum(1 for mine, hal in results if mine > hal))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=600)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--train", type=int, default=600)
    args = parser.parse_args()
    train = range(args.train)
    held_out = range(9000, 9400)
    print("held-out before", measure(held_out), flush=True)
    tunable = [k for k in policy.W if k != "greedy"]
    hill_climb(policy.W, tunable, lambda: measure(train)[0], args.seconds,
               random.Random(args.seed))
    print("held-out", measure(held_out), json.dumps(policy.W))


if __name__ == "__main__":
    main()
