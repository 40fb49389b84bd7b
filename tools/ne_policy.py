"""National Economy: whole games played by the playout policy alone (no search), for tuning.

    python -m tools.ne_policy [--games 50] [--players 1] [--epsilon 0]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from rules.core.contract import Seat
from rules.national_economy.ai import policy
from rules.national_economy.rules import RULES


def play(seed: int, players: int, epsilon: float, others_random: bool) -> list[int]:
    rng = random.Random(seed)
    state = RULES.new_game([Seat(f"p{i}") for i in range(players)], None, seed)
    while True:
        acting = RULES.to_act(state)
        if not acting:
            break
        seat = acting[0]
        legal = RULES.legal_actions(state, seat)
        if others_random and seat != 0:
            action = legal[rng.randrange(len(legal))]
        else:
            action = policy.rollout_action(state, seat, legal, rng, epsilon)
        RULES.apply_unchecked(state, seat, action)
    return [sc.total for sc in RULES.scores(state)] + [state.debt[0]]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--players", type=int, default=1)
    parser.add_argument("--epsilon", type=float, default=0.0)
    parser.add_argument("--vs-random", action="store_true")
    args = parser.parse_args()
    start = time.perf_counter()
    results = [play(seed, args.players, args.epsilon, args.vs_random)
               for seed in range(1, args.games + 1)]
    mine = [r[0] for r in results]
    wins = sum(r[0] == max(r[:-1]) for r in results)
    debt = sum(r[-1] for r in results)
    print(f"policy: mean {statistics.mean(mine):.1f} median {statistics.median(mine)} "
          f"max {max(mine)} >=100 {sum(m >= 100 for m in mine)}/{len(mine)} "
          f"seat0 wins {wins} debt {debt} "
          f"{(time.perf_counter() - start) / len(mine) * 1000:.0f} ms/game")


if __name__ == "__main__":
    main()
