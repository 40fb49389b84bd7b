"""Fit the National Economy solo value (`rules/national_economy/solo_value.py`) by
approximate policy iteration, and keep the weights whose greedy player scores best.

Each iteration plays `--games` solo games choosing every placement by the current value
(one placement in ten at random, to see more positions), records the features of each
position met with the game's final score, and fits one ridge regression per round on the
positions of the last `--window` iterations. The greedy player of the new weights is scored
on seeds 1..200 (it sees the true deck: a fast, slightly optimistic check; the arena measures
the real bot). Needs numpy (a dev tool only: `.venv/bin/pip install numpy`).

    python bench/ne_value_fit.py --iterations 8 --games 800 [--start FILE] [--write]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.core.actions import Action  # noqa: E402
from rules.core.contract import Seat  # noqa: E402
from rules.national_economy import solo_policy, solo_value  # noqa: E402
from rules.national_economy.rules import RULES  # noqa: E402
from rules.national_economy.state import NEState  # noqa: E402

Weights = list[list[float]]


def greedy(s: NEState, legal: list[Action], weights: Weights) -> Action:
    """The placement whose settled position is worth most; other decisions by the policy."""
    if legal[0].kind != "place":
        return max(solo_policy.ranked(s, legal), key=lambda t: t[0])[1]
    return solo_value.best_placement(s, legal, weights)


def play(seed: int, weights: Weights, explore: float = 0.0,
         positions: list | None = None) -> tuple[int, int]:
    """One solo game; returns the score and the unpaid-wage cards. With `positions`, each
    placement's position is appended as (round, features) for fitting."""
    s = RULES.new_game([Seat("fit")], None, seed)
    rng = random.Random(seed)
    met = []
    while RULES.to_act(s):
        legal = RULES.bot_actions(s, 0, RULES.legal_actions(s, 0))
        if positions is not None and not s.pending:
            met.append((s.round, solo_value.features(s)))
        if len(legal) == 1:
            action = legal[0]
        elif explore and not s.pending and rng.random() < explore:
            action = legal[rng.randrange(len(legal))]
        else:
            action = greedy(s, legal, weights)
        RULES.apply_unchecked(s, 0, action)
    total = RULES.scores(s)[0].total
    if positions is not None:
        positions.extend((rnd, f, total) for rnd, f in met)
    return total, s.debt[0]


def fit(positions: list, ridge: float) -> Weights:
    import numpy as np

    weights: Weights = [[]]
    for rnd in range(1, 10):
        rows = [(f, y) for r, f, y in positions if r == rnd]
        x = np.array([f for f, _ in rows], dtype=float)
        y = np.array([v for _, v in rows], dtype=float)
        a = x.T @ x + ridge * np.eye(x.shape[1])
        weights.append([round(float(v), 6) for v in np.linalg.solve(a, x.T @ y)])
    return weights


def check(weights: Weights) -> tuple[float, int, int]:
    results = [play(seed, weights) for seed in range(1, 201)]
    scores = [r[0] for r in results]
    return statistics.mean(scores), sum(x >= 100 for x in scores), sum(r[1] > 0 for r in results)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--iterations", type=int, default=8)
    parser.add_argument("--games", type=int, default=800)
    parser.add_argument("--window", type=int, default=3)
    parser.add_argument("--ridge", type=float, default=10.0)
    parser.add_argument("--explore", type=float, default=0.1)
    parser.add_argument("--seed", type=int, default=100000)
    parser.add_argument("--start", help="a weights file (default: the committed weights)")
    parser.add_argument("--write", action="store_true", help="write the best to the data file")
    args = parser.parse_args()
    try:
        import numpy  # noqa: F401
    except ImportError:
        sys.exit("ne_value_fit needs numpy: .venv/bin/pip install numpy")
    path = Path(args.start) if args.start else solo_value.WEIGHTS_FILE
    weights = solo_value.load(path)
    best = (*check(weights), weights)
    print(f"start: mean {best[0]:.1f}, {best[1]}/200 reach 100, debt in {best[2]}", flush=True)
    chunks: list[list] = []
    for it in range(args.iterations):
        start = time.time()
        positions: list = []
        for g in range(args.games):
            play(args.seed * (it + 1) + g, weights, args.explore, positions)
        chunks.append(positions)
        weights = fit([p for chunk in chunks[-args.window:] for p in chunk], args.ridge)
        mean, wins, debts = check(weights)
        print(f"iteration {it}: mean {mean:.1f}, {wins}/200 reach 100, debt in {debts} "
              f"({time.time() - start:.0f} s)", flush=True)
        if (wins, mean) > (best[1], best[0]):
            best = (mean, wins, debts, weights)
    print(f"best: mean {best[0]:.1f}, {best[1]}/200 reach 100, debt in {best[2]}")
    if args.write:
        solo_value.save(best[3], solo_value.WEIGHTS_FILE)
        print("written to", solo_value.WEIGHTS_FILE)
    else:
        print(json.dumps(best[3])[:200], "...")


if __name__ == "__main__":
    main()
