"""Fit the National Economy solo value (`rules/national_economy/ai/solo_value.py`) by
approximate policy iteration, and keep the weights whose player scores best.

Each iteration plays `--games` solo games with the current value and fits one ridge
regression per round: the final score on the features of the positions met. Every game
takes one random placement at a random step (an exploring start) and keeps only the positions
after it, so the value learns what the policy makes of good and bad positions alike. The
policy is the hard bot's lookahead (`rules/bots/lookahead.py`) `--depth` placements deep on
one sampled deck order, or with `--depth 1` each placement by the value of its settled
position (the true deck seen: fast). The new weights' player (`--check-depth`) is scored on
seeds 1..`--check`. Needs numpy (a dependency since the learned values, issue 44).

    python -m tools.ne_value_fit --iterations 3 --games 3000 --depth 2 [--start FILE] [--write]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

from rules.bots.base import Budget
from rules.bots.knowledge import ai_for
from rules.bots.lookahead import lookahead_choose
from rules.core.actions import Action
from rules.core.contract import Seat
from rules.national_economy.ai import solo_policy, solo_value
from rules.national_economy.rules import RULES
from rules.national_economy.state import NEState

AI = ai_for(RULES)
Weights = list[list[float]]
STEPS = 40  # the exploring start falls on one of the first STEPS placements


def choose(s: NEState, legal: list[Action], depth: int, rng: random.Random) -> Action:
    """A placement by the value (depth 1) or the lookahead; other decisions by the ranking."""
    if legal[0].kind != "place":
        return max(solo_policy.ranked(s, legal), key=lambda t: t[0])[1]
    if depth <= 1:
        return solo_value.best_placement(s, legal)
    view = RULES.view(s, 0)
    return lookahead_choose(RULES, AI, view, 0, legal, Budget(None, 1), rng, depth)[0]


def play(job: tuple[int, Weights, int, bool]) -> tuple[int, int, list]:
    """One solo game: the score, the unpaid-wage cards and, when exploring, the positions
    after the random placement as (round, features, score)."""
    seed, weights, depth, explore = job
    solo_value.WEIGHTS[:] = weights
    s = RULES.new_game([Seat("fit")], None, seed)
    rng = random.Random(seed)
    start = rng.randrange(STEPS) if explore else -1
    step, met = 0, []
    while RULES.to_act(s):
        legal = AI.bot_actions(s, 0, RULES.legal_actions(s, 0))
        placing = not s.pending
        if placing and 0 <= start < step:
            met.append((s.round, solo_value.features(s)))
        if len(legal) == 1:
            action = legal[0]
        elif placing and step == start:
            action = legal[rng.randrange(len(legal))]
        else:
            action = choose(s, legal, depth, rng)
        step += placing
        RULES.apply_unchecked(s, 0, action)
    total = RULES.scores(s)[0].total
    return total, s.debt[0], [(rnd, f, total) for rnd, f in met]


def fit(positions: list, ridge: float, stiff: float) -> Weights:
    """Per round, ridge regression of the final score on the features. The weights of the
    points a position already holds (built value, bonuses, unpaid wages) are held near what
    they count at the end (`stiff` is their ridge): the data alone, where early buildings are
    usually sold again, would let a free mansion in round 2 look like a loss."""
    import numpy as np

    prior = np.zeros(len(positions[0][1]))
    penalty = np.full(len(prior), ridge)
    for index, weight in solo_value.PRIOR.items():
        prior[index] = weight
        penalty[index] = stiff
    weights: Weights = [[]]
    for rnd in range(1, 10):
        rows = [(f, y) for r, f, y in positions if r == rnd]
        x = np.array([f for f, _ in rows], dtype=float)
        y = np.array([v for _, v in rows], dtype=float) - x @ prior
        a = x.T @ x + np.diag(penalty)
        w = np.linalg.solve(a, x.T @ y) + prior
        weights.append([round(float(v), 6) for v in w])
    return weights


def games(pool: Pool, seeds: range, weights: Weights, depth: int, explore: bool) -> list:
    return pool.map(play, [(seed, weights, depth, explore) for seed in seeds], chunksize=8)


def check(pool: Pool, weights: Weights, depth: int, n: int) -> tuple[float, int, int]:
    results = games(pool, range(1, n + 1), weights, depth, False)
    scores = [r[0] for r in results]
    return statistics.mean(scores), sum(x >= 100 for x in scores), sum(r[1] > 0 for r in results)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--iterations", type=int, default=3)
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--depth", type=int, default=2, help="placements the policy looks ahead")
    parser.add_argument("--window", type=int, default=2, help="iterations of data fitted on")
    parser.add_argument("--ridge", type=float, default=10.0)
    parser.add_argument("--stiff", type=float, default=1e9,
                        help="the ridge holding the points already held near their worth")
    parser.add_argument("--check", type=int, default=200, help="seeds the new weights play")
    parser.add_argument("--check-depth", type=int, help="the checking player's depth "
                        "(default: --depth)")
    parser.add_argument("--keep", help="write each iteration's weights to KEEP_<i>.json")
    parser.add_argument("--seed", type=int, default=900000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--start", help="a weights file (default: the committed weights)")
    parser.add_argument("--write", action="store_true", help="write the best to the data file")
    args = parser.parse_args()
    try:
        import numpy  # noqa: F401
    except ImportError:
        sys.exit("ne_value_fit needs numpy: .venv/bin/pip install numpy")
    weights = solo_value.load(Path(args.start) if args.start else solo_value.WEIGHTS_FILE)
    depth = args.check_depth or args.depth
    with Pool(args.jobs) as pool:
        best = (*check(pool, weights, depth, args.check), weights)
        print(f"start: mean {best[0]:.1f}, {best[1]}/{args.check} reach 100, "
              f"debt in {best[2]}", flush=True)
        chunks: list[list] = []
        for it in range(args.iterations):
            start = time.time()
            first = args.seed + it * args.games
            played = games(pool, range(first, first + args.games), weights, args.depth, True)
            chunks.append([p for _, _, rows in played for p in rows])
            weights = fit([p for chunk in chunks[-args.window:] for p in chunk], args.ridge,
                          args.stiff)
            if args.keep:
                solo_value.save(weights, Path(f"{args.keep}_{it}.json"))
            mean, wins, debts = check(pool, weights, depth, args.check)
            print(f"iteration {it}: mean {mean:.1f}, {wins}/{args.check} reach 100, debt in "
                  f"{debts} ({time.time() - start:.0f} s)", flush=True)
            if (wins, mean) > (best[1], best[0]):
                best = (mean, wins, debts, weights)
    print(f"best: mean {best[0]:.1f}, {best[1]}/{args.check} reach 100, debt in {best[2]}")
    if args.write:
        solo_value.save(best[3], solo_value.WEIGHTS_FILE)
        print("written to", solo_value.WEIGHTS_FILE)
    else:
        print(json.dumps(best[3])[:200], "...")


if __name__ == "__main__":
    main()
