"""Speed of the National Economy solo lookahead (rules/bots/lookahead.py): positions valued
per second, and a checksum of the values so a faster version can be checked to search the
same lines.

The positions are the placement decisions of solo games (seeds 1..--games) played by the
fitted value alone; each is searched `--depth` placements deep on its true deck.

    python bench/ne_lookahead_speed.py [--games 3] [--depth 3]
"""

from __future__ import annotations

import argparse
import time

from rules.bots import lookahead
from rules.core.contract import Seat
from rules.national_economy import solo_value
from rules.national_economy.rules import RULES


class Counting(type(RULES)):
    """The National Economy rules, counting the positions valued."""

    valued = 0

    def position_value(self, state, seat):
        Counting.valued += 1
        return super().position_value(state, seat)


def decisions(games: int) -> list:
    """The placement decisions met by the value's greedy player, as (state, legal)."""
    out = []
    for seed in range(1, games + 1):
        state = RULES.new_game([Seat("bench")], None, seed)
        while RULES.to_act(state):
            legal = RULES.bot_actions(state, 0, RULES.legal_actions(state, 0))
            if legal[0].kind == "place" and len(legal) > 1:
                out.append((state.clone(), legal))
                action = solo_value.best_placement(state, legal)
            else:
                action = legal[0]
            RULES.apply_unchecked(state, 0, action)
            solo_value.settle(state)
    return out


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--depth", type=int, default=3)
    args = parser.parse_args()
    rules = Counting()
    positions = decisions(args.games)
    checksum = 0.0
    start = time.perf_counter()
    for state, legal in positions:
        checksum += sum(lookahead.line_values(rules, state, 0, legal, args.depth))
    seconds = time.perf_counter() - start
    print(f"ne_lookahead_speed: depth {args.depth}, {len(positions)} decisions, "
          f"{Counting.valued} positions valued in {seconds:.1f} s "
          f"({Counting.valued / seconds:.0f} per s, {seconds / len(positions) * 1000:.0f} ms "
          f"per decision on one deck order); checksum {checksum:.4f}")


if __name__ == "__main__":
    main()
