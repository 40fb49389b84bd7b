"""National Economy bot games with the details the arena does not print: each game's score,
its unpaid-wage cards and decision times, for the seat under test (seat order rotates).

    python -m tools.ne_bots --level hard --solo --games 6 --seed 1
    python -m tools.ne_bots --level normal --players 4 --games 20 --seed 1
"""

from __future__ import annotations

import argparse
import statistics
import time

from rules.bots.base import make_bot, safe_choose
from rules.core.contract import Seat
from rules.core.results import winners
from rules.core.rng import Rng
from rules.national_economy.rules import RULES


def play(level: str, players: int, index: int, seed: int) -> dict:
    seeder = Rng(seed)
    game_seed = seeder.u64()
    me = index % players
    levels = ["random"] * players
    levels[me] = level
    seats = [Seat(f"{lv} {i + 1}", lv) for i, lv in enumerate(levels)]
    bots = [make_bot(RULES, i, lv, seeder.u64()) for i, lv in enumerate(levels)]
    state = RULES.new_game(seats, None, game_seed)
    times = []
    while RULES.to_act(state):
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        if len(legal) == 1:
            action = legal[0]
        else:
            t0 = time.perf_counter()
            action = safe_choose(bots[seat], RULES.view(state, seat), legal)
            if seat == me:
                times.append((time.perf_counter() - t0) * 1000)
        RULES.apply(state, seat, action)
    scores = RULES.scores(state)
    won = scores[me].total >= 100 if players == 1 else me in winners(RULES, state)
    return {"score": scores[me].total, "debt": state.debt[me], "won": won, "times": times,
            "breakdown": scores[me].breakdown, "fallbacks": bots[me].fallbacks}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--level", default="normal")
    parser.add_argument("--players", type=int, default=1)
    parser.add_argument("--solo", action="store_true")
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    players = 1 if args.solo else args.players
    results = []
    for g in range(args.games):
        r = play(args.level, players, g, args.seed * 1000 + g)
        results.append(r)
        print(f"game {g}: score {r['score']} debt {r['debt']} won {r['won']} "
              f"median {statistics.median(r['times']):.0f} ms {r['breakdown']}", flush=True)
    scores = [r["score"] for r in results]
    times = [t for r in results for t in r["times"]]
    wins = sum(r["won"] for r in results)
    print(f"{args.level} x{players}: {len(results)} games, wins {wins} "
          f"({100 * wins / len(results):.0f}%), mean {statistics.mean(scores):.1f}, median "
          f"{statistics.median(scores)}, debt cards {sum(r['debt'] for r in results)}, "
          f"decision ms median {statistics.median(times):.0f} max {max(times):.0f}, "
          f"fallbacks {sum(r['fallbacks'] for r in results)}")


if __name__ == "__main__":
    main()
