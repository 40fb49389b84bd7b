"""What Boonlake players reach by the game's end, for the card price model's measures: how many
levers, income-track steps, cattle removed and so on, played by bots without a clock.

    python -m tools.boonlake_measures --seats hard,hard,hard --games 15 --seed 500

Prints, per measure, how many seats ended at each count and the share reaching at least each
count (what `MEASURED_REACH` in rules/boonlake/cards.py holds for the measures it covers).
"""

from __future__ import annotations

import argparse
from collections import Counter

from rules.boonlake import effects
from rules.boonlake.cards import MEASURES
from tools.boonlake_bots import bot_game

REGIONAL = ("presence_region",)  # counted per region: not one number per seat


def end_measures(levels: list[str], seed: int) -> list[dict[str, int]]:
    """One game; each seat's measures at its end."""
    state = bot_game(levels, seed)
    return [{name: effects.measure(state, seat, name) for name in MEASURES
             if name not in REGIONAL} for seat in range(len(levels))]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seats", default="hard,hard,hard")
    parser.add_argument("--games", type=int, default=15)
    parser.add_argument("--seed", type=int, default=500)
    args = parser.parse_args(argv)
    levels = args.seats.split(",")
    counts: dict[str, Counter] = {}
    for game in range(args.games):
        for seat in end_measures(levels, args.seed + game):
            for name, value in seat.items():
                counts.setdefault(name, Counter())[value] += 1
        print(f"game {args.seed + game} done", flush=True)
    for name, counter in counts.items():
        total = sum(counter.values())
        ends = ", ".join(f"{value}: {n}" for value, n in sorted(counter.items()))
        reach = ", ".join(f"{value}: {sum(n for v, n in counter.items() if v >= value) / total:.2f}"
                          for value in sorted(counter))
        print(f"{name}\n  ended at  {ends}\n  reached   {reach}")


if __name__ == "__main__":
    main()
