"""Measure a learned value: a bot level valued by it against the same level as it is today.

    PYTHONPATH=. .venv/bin/python tools/value_arena.py --game citadels --level hard \\
        --against hard --games 40 --seed 1 [--weights PATH] [--iterations N]

Two seats. The "value" seat is a bot of --level (made by `make_bot`, settings unchanged but
for --iterations) whose game AI is swapped for the value AI (`rules/<game>/ai/value.py`: the
learned network ends the rollouts, and values the easy level's greedy step); the other seat is
a plain bot of --against. Deals are duplicated: each deal is played twice, the value bot at
seat 0 then at seat 1, with the same bot seeds, so the deal's luck counts for both alike.
Time budgets are ignored (iterations only), so a run is reproducible. Reports the value bot's
win rate with its standard error over deals (a deal scores the mean of its two games).

The game's AI (`ai_for`) is not touched: only the bots built here use the value.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import statistics
import sys
import time
from pathlib import Path

from rules.arena import game_seeds, play_out
from rules.bots.base import make_bot
from rules.bots.seeds import bot_seed, key_for
from rules.core import registry, results
from rules.core.contract import Seat
from rules.core.rng import Rng


def play(rules, value_ai, level: str, against: str, value_seat: int, deal: int,
         iterations: int | None) -> tuple[float, list[int], list[float]]:
    """One game: the value bot's return, the scores by seat and its decision times (ms)."""
    key = key_for(deal)
    overrides = {"ms": None} if iterations is None else {"ms": None, "iterations": iterations}
    levels = [against, against]
    levels[value_seat] = level
    bots = [make_bot(rules, s, levels[s], bot_seed(key, s), overrides) for s in range(2)]
    bots[value_seat].ai = value_ai
    state = rules.new_game([Seat(f"{levels[s]} {s + 1}", levels[s]) for s in range(2)],
                           rules.make_options({}), Rng(deal).u64())
    _, times = play_out(rules, state, bots)
    totals = [score.total for score in sorted(rules.scores(state), key=lambda s: s.seat)]
    return results.returns(rules, state)[value_seat], totals, times[value_seat]


def main(argv: list[str] | None = None, out=sys.stdout) -> int:
    parser = argparse.ArgumentParser(prog="tools/value_arena.py",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="citadels")
    parser.add_argument("--level", default="hard", help="the level valued by the network")
    parser.add_argument("--against", default="hard", help="today's level it plays")
    parser.add_argument("--games", type=int, default=40, help="games (two per deal)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--weights", type=Path, help="default: the game's value_2p.json")
    parser.add_argument("--iterations", type=int, help="both bots' iteration budget")
    args = parser.parse_args(argv)

    rules = registry.get(args.game)
    value_ai = importlib.import_module(f"rules.{args.game}.ai.value").ValueAI(
        rules, path=args.weights)
    deals = game_seeds(args.seed, -(-args.games // 2))
    per_deal: list[float] = []
    won: list[float] = []
    times: list[float] = []
    start = time.perf_counter()
    for d, deal in enumerate(deals):
        pair = []
        for value_seat in (0, 1):
            ret, totals, ms = play(rules, value_ai, args.level, args.against, value_seat, deal,
                                   args.iterations)
            pair.append(ret)
            won.append(ret)
            times += ms
            print(json.dumps({"deal": d, "value_seat": value_seat, "return": ret,
                              "scores": totals}), file=out, flush=True)
        per_deal.append(sum(pair) / 2)
    rate = statistics.fmean(won)
    se = statistics.stdev(per_deal) / math.sqrt(len(per_deal)) if len(per_deal) > 1 else 0.0
    summary = {"game": args.game, "value": args.level, "against": args.against,
               "iterations": args.iterations, "games": len(won), "deals": len(per_deal),
               "win_rate": round(rate, 4), "se": round(se, 4),
               "median_ms": round(statistics.median(times), 1) if times else 0.0,
               "max_ms": round(max(times), 1) if times else 0.0,
               "seconds": round(time.perf_counter() - start, 1)}
    print(json.dumps(summary), file=out, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
