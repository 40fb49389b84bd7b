"""Hill-climb the Ginkgopolis playout policy's weights (`policy.W`) on solo games played by
the policy alone against Hal; prints each improvement and the result on held-out seeds.

    python bench/ginkgopolis_tune.py [--seconds 600] [--seed 0] [--train 600]

The objective is the mean of tanh(gap / 10) over the training seeds (gap: the policy's score
minus Hal's), smoother than the win count; the same seeds for every candidate.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ginkgopolis_policy import play  # noqa: E402

from rules.ginkgopolis import policy  # noqa: E402


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
    rng = random.Random(args.seed)
    tunable = [k for k in policy.W if k != "greedy"]
    best_w = dict(policy.W)
    best, wins = measure(train)
    print("start", round(best, 4), wins, "held-out", measure(held_out), flush=True)
    start = time.time()
    while time.time() - start < args.seconds:
        w = dict(best_w)
        for k in rng.sample(tunable, rng.randint(1, 2)):
            w[k] = round(w[k] * rng.choice([0.6, 0.8, 0.9, 1.1, 1.25, 1.6])
                         + rng.choice([0, 0, 0.2, -0.2]), 3)
        policy.W.update(w)
        value, wins = measure(train)
        if value > best:
            best, best_w = value, w
            print(round(value, 4), wins, json.dumps(best_w), flush=True)
        policy.W.update(best_w)
    print("held-out", measure(held_out), json.dumps(best_w))


if __name__ == "__main__":
    main()
