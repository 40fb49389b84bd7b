"""Hill-climb the National Economy solo playout policy's weights (`solo_policy.W`) on solo
games played by the policy alone; prints each improvement and the score on held-out seeds.

    python bench/ne_tune.py [--seconds 300] [--seed 0] [--train 120]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ne_policy import play  # noqa: E402

from rules.national_economy import solo_policy  # noqa: E402


def score(seeds) -> float:
    return statistics.mean(play(s, 1, 0.0, False)[0] for s in seeds)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=300)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--train", type=int, default=120)
    args = parser.parse_args()
    train = range(1, args.train + 1)
    rng = random.Random(args.seed)
    best_w = dict(solo_policy.W)
    best = score(train)
    print("start", round(best, 2), flush=True)
    start = time.time()
    while time.time() - start < args.seconds:
        w = dict(best_w)
        for k in rng.sample(list(w), rng.randint(1, 3)):
            w[k] = round(w[k] * rng.choice([0.5, 0.7, 0.85, 1.2, 1.4, 2.0])
                         + rng.choice([0, 0, 0.2, -0.2]), 3)
        solo_policy.W.update(w)
        value = score(train)
        if value > best:
            best, best_w = value, w
            print(round(value, 2), json.dumps(best_w), flush=True)
        solo_policy.W.update(best_w)
    print("held-out", round(score(range(1001, 1201)), 2), json.dumps(best_w))


if __name__ == "__main__":
    main()
