"""The arena's solo games against Hal, one at a time, printed game by game (win, score, the
graded solo value) so that runs on the same --seed can be compared seed by seed.

    python -m tools.ginkgopolis_solo --level hard --games 20 --seed 303 [--bot-setting k=v]

Seeds are the arena's (`python -m rules.arena --game ginkgopolis --solo --seed S` plays the
same games).
"""

from __future__ import annotations

import argparse
import json
import statistics

from rules.arena import ArenaConfig, game_seeds, play_game
from rules.core import registry


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--level", default="hard")
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bot-setting", action="append", default=[], metavar="KEY=JSON")
    args = parser.parse_args()
    settings = []
    for item in args.bot_setting:
        key, value = item.split("=", 1)
        settings.append((args.level, key, json.loads(value)))
    config = ArenaConfig("ginkgopolis", (args.level,), args.games, args.seed,
                         (), 1, tuple(settings))
    rules = registry.get("ginkgopolis")
    wins, times, scores = 0, [], []
    for index, seed in enumerate(game_seeds(args.seed, args.games)):
        result = play_game(rules, config, index, seed)
        if result.error:
            print(f"game {index + 1}: error\n{result.error}", flush=True)
            continue
        won = result.returns[0] >= 1.0
        wins += won
        times.extend(result.decision_ms[0])
        scores.append(result.scores[0])
        print(f"game {index + 1}: {'win ' if won else 'loss'} score {result.scores[0]:.0f} "
              f"value {result.returns[0]:.2f} ({result.seconds:.0f} s)", flush=True)
    print(f"{args.level}: {wins}/{len(scores)} wins, mean score {statistics.mean(scores):.1f}; "
          f"decision median "
          f"{statistics.median(times):.0f} ms, max {max(times):.0f} ms", flush=True)


if __name__ == "__main__":
    main()
