"""Speed of the National Economy solo lookahead (rules/bots/lookahead.py): positions valued
a second, and a checksum of the values so a faster version can be checked to search the
same lines.

The positions are the placement decisions of solo games (seeds 1..--games) played greedily
by the game AI's position value; each is searched `--depth` placements deep on its true deck.

    python -m bench.ne_lookahead_speed [--games 3] [--depth 3]
"""

from __future__ import annotations

import argparse
import time
from typing import Any

from rules.bots.knowledge import GameAI, ai_for
from rules.bots.lookahead import Lines, after
from rules.core import GameRules, Seat, registry
from rules.core.actions import Action


def greedy(rules: GameRules, ai: GameAI, state: Any, legal: list[Action]) -> Action:
    """The action whose settled position the AI values most (the first on a tie)."""
    return max(legal, key=lambda a: ai.position_value(after(rules, ai, state, 0, a), 0))


def decisions(rules: GameRules, ai: GameAI, games: int) -> list[tuple[Any, list[Action]]]:
    """The placement decisions met by the greedy player, as (state, legal)."""
    out = []
    for seed in range(1, games + 1):
        state = rules.new_game([Seat("bench")], rules.make_options({}), seed)
        while rules.to_act(state):
            legal = ai.bot_actions(state, 0, rules.legal_actions(state, 0))
            if legal[0].kind == "place" and len(legal) > 1:
                out.append((state.clone(), legal))
                action = greedy(rules, ai, state, legal)
            else:
                action = legal[0]
            rules.apply_unchecked(state, 0, action)
            ai.settle(state, 0)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--depth", type=int, default=3)
    args = parser.parse_args()
    rules = registry.get("national_economy")
    ai = ai_for(rules)
    positions = decisions(rules, ai, args.games)
    checksum, valued = 0.0, 0
    start = time.perf_counter()
    for state, legal in positions:
        lines = Lines(rules, ai, 0)
        checksum += sum(lines.after_each(state, legal, args.depth))
        valued += lines.valued
    seconds = time.perf_counter() - start
    print(f"ne_lookahead_speed: depth {args.depth}, {len(positions)} decisions, "
          f"{valued} positions valued in {seconds:.1f} s "
          f"({valued / seconds:.0f} per s, {seconds / len(positions) * 1000:.0f} ms "
          f"per decision on one deck order); checksum {checksum:.4f}")


if __name__ == "__main__":
    main()
