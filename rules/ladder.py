"""The bot ladder: does each level beat the one below, at 2 players and at the common table size?

    python -m rules.ladder                     # every game: rewrites docs/ai-ladder.md
    python -m rules.ladder --game citadels --games 10 --out /tmp/citadels.md

Per game it plays, through `rules.arena`, at 2 players each adjacent pair (easy vs random,
normal vs easy, hard vs normal), at the game's common table size one bot of a level seated
with bots of the level below, and alone against the rulebook's automaton where there is one
(each level above random). Asked for (`--kinds reference`), it also plays hard against the
reference, today's hard kept unchanged, at both sizes: a stronger hard is measured (issue 44).
It writes a Markdown table: win rate with its standard error, fair share, mean scores, decision
times, pass or fail against the targets, and the arena command reproducing each row. `--quick`
plays on tiny iteration budgets (the test suite's size).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shlex
import sys
import textwrap
import time
from dataclasses import dataclass, replace
from typing import Any

from rules import arena
from rules.bots.settings import OVERLAYS, load_settings
from rules.core import registry
from rules.core.contract import BOT_LEVELS, REFERENCE, GameRules

LADDER = BOT_LEVELS  # random < easy < normal < hard
PAIR_TARGET = 0.60  # at 2 players the higher level wins at least this share of games
SHARE_FACTOR = 1.5  # at the table size: at least this many times the fair share
NORMAL_MEDIAN_MS, HARD_MEDIAN_MS, MAX_MS = 1000.0, 2000.0, 5000.0
DEFAULT_KINDS = ("pair", "table", "automaton")  # the reference rows when asked for
COMMON_PLAYERS = {"boonlake": 3}  # the usual table size where it is not 4
# Solo games played against the rulebook's own opponent; a row appears once the game's solo
# mode is registered (`has_solo`), so Boonlake's Wise Eminence joins the ladder by itself.
AUTOMATON = {"ginkgopolis": "Hal", "boonlake": "Wise Eminence"}
# --quick: budgets small enough for the test suite (each search level a few iterations).
QUICK_SETTINGS: dict[str, dict[str, Any]] = {
    "easy": {"determinizations": 1},
    "normal": {"iterations": 4, "positions": 40, "depth": 1, "rollout_plies": 4},
    "hard": {"iterations": 8, "positions": 80, "depth": 1, "rollout_plies": 4},
    REFERENCE: {"iterations": 8, "positions": 80, "depth": 1, "rollout_plies": 4},
}


@dataclass(frozen=True)
class Row:
    kind: str  # "pair", "table", "automaton" or "reference" (hard against today's hard)
    config: arena.ArenaConfig
    solo: bool = False

    @property
    def subject(self) -> str:
        return self.config.levels[0]

    @property
    def players(self) -> int:
        return len(self.config.levels)

    @property
    def target(self) -> float:
        """The win rate the subject must reach; automaton rows are measured, not judged."""
        if self.kind == "pair" or (self.kind == "reference" and self.players == 2):
            return PAIR_TARGET
        if self.kind in ("table", "reference"):
            return SHARE_FACTOR / self.players
        return 0.0


def common_players(rules: GameRules) -> int:
    return min(COMMON_PLAYERS.get(rules.game_id, 4), rules.max_players)


def quick_settings(game: str) -> tuple[tuple[str, str, Any], ...]:
    out: list[tuple[str, str, Any]] = []
    for level, values in QUICK_SETTINGS.items():
        out.extend((level, key, value) for key, value in values.items())
        settings = load_settings(game, level)
        for overlay in OVERLAYS:  # these override the others: shrink them too
            if isinstance(settings.get(overlay), dict):
                out.append((level, overlay, {**settings[overlay], **{
                    k: v for k, v in values.items() if k in settings[overlay]}}))
    return tuple(out)


def rows_for(rules: GameRules, games: int, seed: int, jobs: int, quick: bool,
             reproducible: bool, duplicate: bool = False) -> list[Row]:
    base = arena.ArenaConfig(rules.game_id, (), games, seed, (), jobs,
                             quick_settings(rules.game_id) if quick else (),
                             reproducible or quick, duplicate)
    rows = []
    for lower, upper in zip(LADDER, LADDER[1:], strict=False):
        rows.append(Row("pair", replace(base, levels=(upper, lower))))
    n = common_players(rules)
    if n > 2:
        for lower, upper in zip(LADDER, LADDER[1:], strict=False):
            rows.append(Row("table", replace(base, levels=(upper,) + (lower,) * (n - 1))))
    for players in dict.fromkeys((2, n)):  # hard against the reference, today's hard
        levels = ("hard",) + (REFERENCE,) * (players - 1)
        rows.append(Row("reference", replace(base, levels=levels)))
    if rules.game_id in AUTOMATON and rules.has_solo:
        for level in LADDER[1:]:
            rows.append(Row("automaton", replace(base, levels=(level,)), solo=True))
    return rows


def command(row: Row) -> str:
    """The arena command line that replays `row` exactly (same seeds, same settings)."""
    c = row.config
    parts = ["python", "-m", "rules.arena", "--game", c.game]
    parts += ["--solo"] if row.solo else ["--players", str(row.players)]
    parts += ["--seats", ",".join(c.levels), "--games", str(c.games), "--seed", str(c.seed)]
    for level, key, value in c.bot_settings:
        parts += ["--bot-setting", f"{level}.{key}={json.dumps(value, sort_keys=True)}"]
    if c.reproducible:
        parts.append("--reproducible")
    if c.duplicate and not row.solo:
        parts.append("--duplicate")
    return shlex.join(parts)


def standard_error(rate: float, games: int) -> float:
    return math.sqrt(rate * (1.0 - rate) / games) if games else 0.0


def within_time_limits(seat: dict[str, Any]) -> bool:
    """A seat's decision times (the arena's summary of it) against the issue's limits."""
    median = {"normal": NORMAL_MEDIAN_MS, "hard": HARD_MEDIAN_MS,
              REFERENCE: HARD_MEDIAN_MS}.get(seat["level"])
    if median is None:
        return True  # random and easy have no limit
    return seat["median_decision_ms"] <= median and seat["max_decision_ms"] <= MAX_MS


def judge(row: Row, summary: dict[str, Any]) -> dict[str, Any]:
    """The row's numbers and verdicts: the subject's win rate against its target, and every
    searching level's decision times against the time limits (None when the bots ignored
    their time budgets: those times say nothing of the shipped bots)."""
    seats = summary["seats"]
    rate = seats[0]["win_rate"]
    times_ok = None if row.config.reproducible else all(map(within_time_limits, seats))
    wins_ok = row.kind == "automaton" or rate >= row.target
    return {"rate": rate, "se": standard_error(rate, summary["completed"]),
            "wins_ok": wins_ok, "times_ok": times_ok, "summary": summary}


TIMES_VERDICT = {True: "pass", False: "**fail**", None: "no clock"}


def describe(row: Row) -> str:
    lv = row.config.levels
    if row.kind == "pair" or (row.kind == "reference" and row.players == 2):
        return f"{lv[0]} vs {lv[1]}"
    if row.kind in ("table", "reference"):
        return f"1 {lv[0]} + {len(lv) - 1} {lv[1]}"
    return f"{lv[0]} vs {AUTOMATON.get(row.config.game, 'automaton')}"


def markdown(results: list[tuple[Row, dict[str, Any]]], argv: list[str], wall: float) -> str:
    header = ("Generated by `python -m rules.ladder`; do not edit by hand (how to read it: "
              "docs/performance.md, \"Bot strength\"; measurements by hand: "
              "docs/history/performance-log.md). Command: `python -m rules.ladder "
              f"{shlex.join(argv)}`; wall time {wall:.0f}\u00a0s.")  # kept on one line
    targets = (f"Targets: at 2 players the higher level wins at least {PAIR_TARGET:.0%} of "
               "games; at the common table size one bot of a level among bots of the level "
               f"below wins at least {SHARE_FACTOR}× its fair share (and so does hard against "
               "the reference, today's hard kept unchanged, where its rows are played); normal "
               "decides in at most "
               f"{NORMAL_MEDIAN_MS / 1000:g} s median, hard in {HARD_MEDIAN_MS / 1000:g} s, "
               f"never more than {MAX_MS / 1000:g} s. Win rate ± its standard error. "
               "Automaton rows count the rulebook's solo win and are measured, not judged. "
               "Rows played with `--reproducible` ignore the time budgets: their times are "
               "not judged (*no clock*).")
    lines = ["# The bot ladder", "", *textwrap.wrap(header, 100, break_on_hyphens=False), "",
             *textwrap.wrap(targets, 100, break_on_hyphens=False), ""]
    game = None
    for row, r in results:
        if row.config.game != game:
            game = row.config.game
            lines += [f"## {game}", "",
                      "| row | players | games | win rate | fair share | target | wins | "
                      "mean scores | decision ms (median / max) | times | command |",
                      "|---|---|---|---|---|---|---|---|---|---|---|"]
        s = r["summary"]
        scores = ", ".join(f"{x['level']} {x['mean_score']:.1f}" for x in s["seats"][:2])
        seen: dict[str, str] = {}
        for x in s["seats"]:
            if x["decisions"] and x["level"] not in seen:
                seen[x["level"]] = (f"{x['level']} {x['median_decision_ms']:.0f} / "
                                    f"{x['max_decision_ms']:.0f}")
        fair = 1.0 / row.players if row.players > 1 else float("nan")
        target = f"≥ {row.target:.1%}" if row.kind != "automaton" else "—"
        verdict = "—" if row.kind == "automaton" else ("pass" if r["wins_ok"] else "**fail**")
        errors = f" ({s['errors']} errors)" if s["errors"] else ""
        lines.append(
            f"| {describe(row)} | {row.players} | {s['completed']}{errors} | "
            f"{r['rate']:.1%} ± {r['se']:.1%} | "
            f"{'—' if math.isnan(fair) else f'{fair:.1%}'} | {target} | {verdict} | "
            f"{scores} | {'; '.join(seen.values())} | "
            f"{TIMES_VERDICT[r['times_ok']]} | `{command(row)}` |")
    lines.append("")
    return "\n".join(lines)


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="python -m rules.ladder",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", help="one game id (default: every game)")
    parser.add_argument("--games", type=int, default=6,
                        help="games per row (default 6: every game's rows in under an hour on "
                        "2 cores)")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                        help="worker processes per row (default: one per core)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quick", action="store_true",
                        help="tiny iteration budgets, no time budgets (for tests)")
    parser.add_argument("--reproducible", action="store_true",
                        help="ignore the bots' time budgets (iteration budgets only)")
    parser.add_argument("--duplicate", action="store_true",
                        help="play each deal once with every level at every seat (see "
                        "rules.arena)")
    parser.add_argument("--levels", help="comma-separated subjects of the rows played (for "
                        "example hard: only the rows where hard is the level above); default all")
    parser.add_argument("--kinds", help="comma-separated kinds of rows played: pair (2 players), "
                        "table (the common table size), automaton, reference (hard against "
                        "today's hard, at both sizes); default all but reference")
    parser.add_argument("--out", default="docs/ai-ladder.md", help="the Markdown file written")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    if args.levels:
        unknown = set(args.levels.split(",")) - set(LADDER[1:])
        if unknown:
            parser.error(f"--levels takes levels above random, not {', '.join(sorted(unknown))}")
    if args.game:
        try:
            registry.get(args.game)
        except KeyError as exc:
            parser.error(exc.args[0])
    return args


def selected_rows(args: argparse.Namespace) -> list[Row]:
    """The rows a command plays, in the order it plays and writes them."""
    games = [registry.get(args.game)] if args.game else registry.all_games()
    return [row for rules in games
            for row in rows_for(rules, args.games, args.seed, args.jobs, args.quick,
                                args.reproducible, args.duplicate)
            if not (args.levels and row.subject not in args.levels.split(","))
            and row.kind in (args.kinds.split(",") if args.kinds else DEFAULT_KINDS)]


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    args = parse_args(argv)
    start = time.perf_counter()
    results = []
    for row in selected_rows(args):
        t0 = time.perf_counter()
        summary = arena.run(row.config)
        verdict = judge(row, summary)
        results.append((row, verdict))
        print(f"ladder: {row.config.game} {describe(row)} ({row.players}p): "
              f"{verdict['rate']:.1%} ± {verdict['se']:.1%}, "
              f"{time.perf_counter() - t0:.0f} s", file=sys.stderr, flush=True)
        # Written after every row: a long run stopped early keeps the rows it played.
        text = markdown(results, argv, time.perf_counter() - start)
        with open(args.out, "w", encoding="utf-8") as out:
            out.write(text)
    print(f"ladder: wrote {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
