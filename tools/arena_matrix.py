"""Fixed-seed arena runs whose wins and scores must not change in a behaviour-neutral refactor.

    python -m tools.arena_matrix > before.txt     # on the old code
    python -m tools.arena_matrix > after.txt      # on the new code; then diff the two

Every run uses `--reproducible` (iteration budgets only, the solo settings' time budgets
cleared too), so the output depends only on the code and the arguments; decision times are
left out. `--quick` plays fewer games.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import replace
from typing import Any

from rules import arena
from rules.bots.settings import load_settings
from rules.core.contract import BOT_LEVELS

DARK = [f"rank_{r}={c}" for r, c in enumerate(
    ["witch", "tax_collector", "wizard", "emperor", "abbot", "alchemist", "navigator",
     "diplomat"], start=1)] + ["rank_9=artist"] + [f"district_{k}=true" for k in (
        "lighthouse", "armory", "museum", "imperial_treasury", "map_room", "wishing_well",
        "quarry", "poor_house", "bell_tower", "factory", "park", "hospital", "throne_room",
        "ball_room")]

# (name, game, seats, games, extra arguments)
MATRIX: list[tuple[str, str, str, int, list[str]]] = [
    ("citadels classic 4p", "citadels", "random,easy,normal,hard", 4, []),
    ("citadels dark city 3p", "citadels", "easy,normal,hard", 3,
     [a for opt in DARK for a in ("--option", opt)]),
    ("ginkgopolis 3p", "ginkgopolis", "easy,normal,hard", 3, []),
    ("national_economy 4p", "national_economy", "random,easy,normal,hard", 4, []),
    ("national_economy 2p", "national_economy", "easy,hard", 2, []),
]
SOLO: list[tuple[str, str, int]] = [  # (game, level, games)
    ("ginkgopolis", "easy", 2), ("ginkgopolis", "normal", 2), ("ginkgopolis", "hard", 1),
    ("national_economy", "easy", 2), ("national_economy", "normal", 2),
    ("national_economy", "hard", 1),
]


def runs(quick: bool) -> list[tuple[str, list[str]]]:
    out = []
    for name, game, seats, games, extra in MATRIX:
        n = 1 if quick else games
        out.append((name, ["--game", game, "--seats", seats, "--games", str(n), *extra]))
    for game, level, games in SOLO:
        n = 1 if quick else games
        out.append((f"{game} solo {level}",
                    ["--game", game, "--solo", "--seats", level, "--games", str(n)]))
    return out


def untimed_solo(game: str) -> tuple[tuple[str, str, Any], ...]:
    """The `solo` settings with their time budgets cleared. Today's `--reproducible` does this
    itself; commits before it did not, so the matrix does it too to compare with them."""
    out = []
    for level in BOT_LEVELS:
        solo = load_settings(game, level).get("solo")
        if solo:
            out.append((level, "solo", {**solo, "ms": None}))
    return tuple(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--only", help="run only the rows whose name contains this")
    args = parser.parse_args(argv)
    for name, argv_run in runs(args.quick):
        if args.only and args.only not in name:
            continue
        config, _ = arena.parse_args([*argv_run, "--seed", str(args.seed), "--reproducible"])
        config = replace(config, bot_settings=config.bot_settings + untimed_solo(config.game))
        start = time.perf_counter()
        summary = arena.run(config)
        seats = [{k: s[k] for k in ("level", "wins", "mean_score", "decisions", "fallbacks")}
                 for s in summary["seats"]]
        print(json.dumps({"run": name, "games": summary["games"], "errors": summary["errors"],
                          "actions": summary["actions"], "seats": seats}), flush=True)
        print(f"  {name}: {time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
