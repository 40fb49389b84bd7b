"""Microseconds per clone of a mid-game 4-player Citadels state (and per view, determinize).

    python bench/clone_cost.py [--number 20000]
"""

from __future__ import annotations

import argparse
import timeit

from common import add_dark_city_flag, citadels, mid_game

from rules.core import Rng


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--number", type=int, default=20000)
    add_dark_city_flag(parser)
    args = parser.parse_args()
    rules = citadels()
    state = mid_game(rules, dark_city=args.dark_city)
    seat = rules.to_act(state)[0]
    view = rules.view(state, seat)
    rng = Rng(1)

    def per_call(fn, number: int) -> float:
        return min(timeit.repeat(fn, number=number, repeat=3)) / number * 1e6

    clone = per_call(lambda: rules.clone(state), args.number)
    views = per_call(lambda: rules.view(state, seat), args.number // 4)
    dets = per_call(lambda: rules.determinize(view, seat, rng), args.number // 20)
    print(f"clone_cost: {clone:.1f} us per clone of a mid-game state (round {state.round}, "
          f"{len(state.log)} log lines); view {views:.1f} us; determinize {dets:.1f} us")


if __name__ == "__main__":
    main()
