"""A learned value's learning curve: hard, valued by the weights as they stood after each
chunk of training, against the reference (today's hard kept unchanged), in the arena.

    PYTHONPATH=. .venv/bin/python tools/train_value.py --game builders --players 2 \\
        --games 2000 --seed 1 --snapshots /tmp/curve --out /tmp/curve/value_2p.json
    PYTHONPATH=. .venv/bin/python tools/learning_curve.py --game builders --players 2 \\
        --snapshots /tmp/curve --games 20 --seed 1

Each folder `after-GAMES` of --snapshots (written by `tools/train_value.py --snapshots`) is
one point: `--games` arena games (duplicate deals, the same deals for every point) of hard,
with `value_weights` set to that folder and hard's own settings otherwise (`--bot-setting
hard.KEY=VALUE` changes them, as in the arena), against the reference. The table printed
(Markdown, one row per point) gives the games trained on, hard's win rate ± its standard
error, the mean scores and hard's decision times; `--json` prints the arena summaries instead.
`--reproducible` plays iteration budgets without the clock (faster to compare, not the
issue's measure).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

from rules.arena import REFERENCE, ArenaConfig, parse_bot_settings, run

SNAPSHOT = re.compile(r"after-(\d+)$")


def snapshots(folder: Path, players: int) -> list[tuple[int, Path]]:
    """The snapshots of `folder` holding weights for `players`, by games trained on."""
    found = []
    for path in folder.iterdir():
        match = SNAPSHOT.match(path.name)
        if match and (path / f"value_{players}p.json").is_file():
            found.append((int(match.group(1)), path))
    return sorted(found)


def point(game: str, players: int, weights: Path, games: int, seed: int,
          settings: tuple[tuple[str, str, Any], ...], reproducible: bool,
          jobs: int = 1) -> dict[str, Any]:
    """The arena's summary of hard valued by `weights` against the reference."""
    levels = ("hard",) + (REFERENCE,) * (players - 1)
    config = ArenaConfig(game, levels, games=games, seed=seed, duplicate=True, jobs=jobs,
                         reproducible=reproducible,
                         bot_settings=(("hard", "leaf_value", "learned"),
                                       ("hard", "value_weights", str(weights)), *settings))
    return run(config)


def row(trained: int, summary: dict[str, Any]) -> str:
    hard, *others = summary["seats"]
    rate, done = hard["win_rate"], summary["completed"]
    error = (rate * (1 - rate) / done) ** 0.5 if done else 0.0
    rivals = ", ".join(f"{s['mean_score']:.1f}" for s in others)
    return (f"| {trained} | {done} | {rate:.1%} ± {error:.1%} | {hard['mean_score']:.1f} / "
            f"{rivals} | {hard['median_decision_ms']:.0f} / {hard['max_decision_ms']:.0f} |")


def main(argv: list[str] | None = None, out=sys.stdout) -> int:
    parser = argparse.ArgumentParser(prog="tools/learning_curve.py",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--snapshots", type=Path, required=True)
    parser.add_argument("--games", type=int, default=20, help="arena games a point")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--bot-setting", action="append", default=[], metavar="LEVEL.KEY=VALUE")
    parser.add_argument("--reproducible", action="store_true")
    parser.add_argument("--jobs", type=int, default=1, help="arena worker processes")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    settings = parse_bot_settings(parser, args.bot_setting)
    points = snapshots(args.snapshots, args.players)
    if not points:
        parser.error(f"no after-GAMES/value_{args.players}p.json in {args.snapshots}")
    if not args.json:
        print(f"{args.game}, {args.players} players: hard with the weights after N games "
              f"against the reference, {args.games} duplicate games a point, seed {args.seed}"
              + (", no clock" if args.reproducible else ", with the clock") + "\n\n"
              "| games trained | games | hard wins | mean scores, hard / reference | "
              "hard ms (median / max) |\n|---|---|---|---|---|", file=out, flush=True)
    for trained, folder in points:
        summary = point(args.game, args.players, folder, args.games, args.seed,
                        tuple(settings), args.reproducible, args.jobs)
        print(json.dumps({"trained": trained, **summary}) if args.json else
              row(trained, summary), file=out, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
