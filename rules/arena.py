"""Headless bot-vs-bot games, for calibrating the bot ladder and measuring speed.

    python -m rules.arena --game citadels --players 4 --seats normal,random,random,random \\
        --games 50 --seed 1 --jobs 2 --json

Each bot sees only `view(state, seat)` and `legal_actions(state, seat)`; its answer is applied
with the checked `apply`. Level i sits at seat (i + g) mod n in game g. Per-game seeds derive
from --seed, so results depend only on the arguments, not on --jobs (bots bound by their
iteration budget rather than the clock; use --reproducible to ignore time budgets).

With --duplicate each deal is played n times in a row, once with every level at every seat
(as duplicate bridge does), so a lucky deal or a strong seat favours every level alike and
fewer games tell the levels apart.
"""

from __future__ import annotations

import argparse
import json
import logging
import multiprocessing
import statistics
import sys
import time
import traceback
from dataclasses import dataclass, field
from typing import Any

from rules.bots.base import make_bot, safe_choose
from rules.bots.seeds import bot_seed, key_for
from rules.bots.settings import OVERLAYS, load_settings
from rules.core import registry, results
from rules.core.contract import ARENA_LEVELS, REFERENCE, GameRules, Seat
from rules.core.rng import Rng, seed_state

MAX_ACTIONS = 5000  # default cap (rules may set `max_game_length`); beyond it: an error


def seat_kind(level: str) -> str:
    """The seat's kind in the game for a bot of `level`: the reference plays as a hard seat."""
    return "hard" if level == REFERENCE else level


@dataclass(frozen=True)
class ArenaConfig:
    game: str
    levels: tuple[str, ...]
    games: int = 10
    seed: int = 1
    options: tuple[tuple[str, str], ...] = ()
    jobs: int = 1
    bot_settings: tuple[tuple[str, str, Any], ...] = ()  # (level, key, value)
    reproducible: bool = False
    duplicate: bool = False  # each deal played once per rotation of the seats


@dataclass
class GameResult:
    index: int
    error: str | None = None
    returns: list[float] = field(default_factory=list)  # per level index
    scores: list[float] = field(default_factory=list)  # per level index
    decision_ms: list[list[float]] = field(default_factory=list)  # per level index
    fallbacks: list[int] = field(default_factory=list)
    actions: int = 0
    seconds: float = 0.0


def game_seeds(seed: int, games: int) -> list[int]:
    rng = Rng(seed_state(seed))
    return [rng.u64() for _ in range(games)]


def deal_seeds(config: ArenaConfig) -> list[int]:
    """The seed of each game: its own, or with `duplicate` the same for each run of n games
    (game g seats level i at (i + g) mod n, so a run of n covers every rotation)."""
    if not config.duplicate:
        return game_seeds(config.seed, config.games)
    n = len(config.levels)
    deals = game_seeds(config.seed, -(-config.games // n))
    return [deals[g // n] for g in range(config.games)]


def bot_overrides(config: ArenaConfig, level: str) -> dict[str, Any]:
    """The level's `--bot-setting`s, and reproducible, no clock at any table size
    (`load_settings` lays a plain key over the level's `solo` and `table` settings too)."""
    overrides = {key: value for lvl, key, value in config.bot_settings if lvl == level}
    if config.reproducible:
        overrides["ms"] = None
        for overlay in OVERLAYS:
            if isinstance(overrides.get(overlay), dict):
                overrides[overlay] = {**overrides[overlay], "ms": None}
    return overrides


def play_out(rules: GameRules, state: Any, bots: list[Any]) -> tuple[int, list[list[float]]]:
    """Play `state` to its end, each seat's decisions by its bot (`safe_choose`): the
    actions taken, and each seat's decision times (ms; a forced move is not timed). A game
    longer than the rules' `max_game_length` is an error."""
    cap = int(getattr(rules, "max_game_length", MAX_ACTIONS))
    times: list[list[float]] = [[] for _ in bots]
    actions = 0
    while True:
        acting = rules.to_act(state)
        if not acting:
            return actions, times
        if actions >= cap:
            raise RuntimeError(f"the game did not end within {cap} actions")
        seat = acting[0]
        legal = rules.legal_actions(state, seat)
        if len(legal) == 1:
            action = legal[0]
        else:
            view = rules.view(state, seat)
            t0 = time.perf_counter()
            action = safe_choose(bots[seat], view, legal)
            times[seat].append((time.perf_counter() - t0) * 1000)
        rules.apply(state, seat, action)
        actions += 1


def play_game(rules: GameRules, config: ArenaConfig, index: int, seed: int) -> GameResult:
    """One whole game; any exception is caught and reported in the result."""
    n = len(config.levels)
    result = GameResult(index, decision_ms=[[] for _ in range(n)])
    start = time.perf_counter()
    try:
        level_at = [(s - index) % n for s in range(n)]  # seat -> level index
        game_seed = Rng(seed).u64()
        bot_key = key_for(seed)  # bots' seeds are keyed hashes: they reveal nothing of the deal
        options = rules.make_options(dict(config.options))
        levels = [config.levels[level_at[s]] for s in range(n)]
        seats = [Seat(f"{levels[s]} {s + 1}", seat_kind(levels[s])) for s in range(n)]
        bots = [make_bot(rules, s, config.levels[level_at[s]], bot_seed(bot_key, s),
                         bot_overrides(config, config.levels[level_at[s]])) for s in range(n)]
        state = rules.new_game(seats, options, game_seed)
        result.actions, times = play_out(rules, state, bots)
        for s in range(n):
            result.decision_ms[level_at[s]] = times[s]
        returns = results.returns(rules, state)
        totals = {score.seat: score.total for score in rules.scores(state)}
        result.returns = [0.0] * n
        result.scores = [0.0] * n
        result.fallbacks = [0] * n
        for s in range(n):
            result.returns[level_at[s]] = returns[s]
            result.scores[level_at[s]] = float(totals[s])
            result.fallbacks[level_at[s]] = bots[s].fallbacks
    except Exception:
        result.error = traceback.format_exc()
    result.seconds = time.perf_counter() - start
    return result


def _worker(task: tuple[ArenaConfig, int, int]) -> GameResult:
    config, index, seed = task
    return play_game(registry.get(config.game), config, index, seed)


def run(config: ArenaConfig, rules: GameRules | None = None, err=None) -> dict[str, Any]:
    """Play all games and return the summary. `rules` replaces the registry's game (tests)."""
    err = err or sys.stderr
    seeds = deal_seeds(config)
    start = time.perf_counter()
    if config.jobs > 1 and rules is None:
        tasks = [(config, g, seeds[g]) for g in range(config.games)]
        with multiprocessing.get_context().Pool(config.jobs) as pool:
            results = list(pool.imap(_worker, tasks, chunksize=1))
    else:
        rules = rules or registry.get(config.game)
        results = [play_game(rules, config, g, seeds[g]) for g in range(config.games)]
    wall = time.perf_counter() - start
    for r in results:
        if r.error:
            print(f"arena: game {r.index + 1} failed:\n{r.error}", file=err)
    return summarise(config, results, wall)


def summarise(config: ArenaConfig, results: list[GameResult], wall: float) -> dict[str, Any]:
    done = [r for r in results if r.error is None]
    seats = []
    for i, level in enumerate(config.levels):
        times = [ms for r in results for ms in r.decision_ms[i]]
        # Solo: a game counts as won only at the rulebook's win (returns graded below it).
        wins = sum(r.returns[i] if len(config.levels) > 1 else float(r.returns[i] >= 1.0)
                   for r in done)
        seats.append({
            "level": level,
            "wins": round(wins, 6),
            "win_rate": round(wins / len(done), 4) if done else 0.0,
            "mean_score": round(statistics.fmean(r.scores[i] for r in done), 3) if done else 0.0,
            "decisions": len(times),
            "mean_decision_ms": round(statistics.fmean(times), 3) if times else 0.0,
            "median_decision_ms": round(statistics.median(times), 3) if times else 0.0,
            "max_decision_ms": round(max(times), 3) if times else 0.0,
            "fallbacks": sum(r.fallbacks[i] for r in done),
        })
    actions = sum(r.actions for r in results)
    return {
        "game": config.game,
        "players": len(config.levels),
        "games": len(results),
        "completed": len(done),
        "errors": len(results) - len(done),
        "seed": config.seed,
        "duplicate": config.duplicate,
        "jobs": config.jobs,
        "actions": actions,
        "actions_per_second": round(actions / wall, 1) if wall > 0 else 0.0,
        "seconds": round(wall, 3),
        "seats": seats,
    }


def table(summary: dict[str, Any]) -> str:
    lines = [f"{summary['game']}: {summary['games']} games, {summary['errors']} errors, "
             f"{summary['actions_per_second']} actions/s, {summary['seconds']} s",
             f"{'level':<8} {'wins':>7} {'win%':>6} {'score':>7} {'mean ms':>9} "
             f"{'median ms':>10} {'max ms':>9}"]
    for s in summary["seats"]:
        lines.append(f"{s['level']:<8} {s['wins']:>7.2f} {100 * s['win_rate']:>5.1f}% "
                     f"{s['mean_score']:>7.2f} {s['mean_decision_ms']:>9.1f} "
                     f"{s['median_decision_ms']:>10.1f} {s['max_decision_ms']:>9.1f}")
    return "\n".join(lines)


# ----- command line ----------------------------------------------------------------------
def _parse_value(text: str) -> Any:
    try:
        return json.loads(text)
    except ValueError:
        return text


def parse_bot_setting(text: str) -> tuple[str, str, Any] | None:
    """`LEVEL.KEY=VALUE` (the value read as JSON where it is JSON) as (level, key, value), or
    None when it is not of that form or names no arena level."""
    key, sep, value = text.partition("=")
    level, dot, name = key.partition(".")
    if not sep or not dot or level not in ARENA_LEVELS or not name:
        return None
    return level, name, _parse_value(value)


def parse_bot_settings(parser: argparse.ArgumentParser, texts: list[str]
                       ) -> list[tuple[str, str, Any]]:
    """Every `--bot-setting` given (`parse_bot_setting`); the parser's error at the first
    that is not LEVEL.KEY=VALUE with a known level."""
    settings = []
    for text in texts:
        setting = parse_bot_setting(text)
        if setting is None:
            parser.error(f"--bot-setting takes LEVEL.KEY=VALUE with a known level, not {text!r}")
        settings.append(setting)
    return settings


def parse_args(argv: list[str] | None) -> tuple[ArenaConfig, bool]:
    parser = argparse.ArgumentParser(prog="python -m rules.arena", description=__doc__.split(
        "\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True, help="game id, e.g. citadels")
    parser.add_argument("--players", type=int, help="player count (default: number of seats)")
    parser.add_argument("--seats", help="comma-separated bot levels, one per seat "
                        f"({', '.join(ARENA_LEVELS)}); default all random")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option (repeatable)")
    parser.add_argument("--bot-setting", action="append", default=[],
                        metavar="LEVEL.KEY=VALUE", help="override a bot setting (repeatable)")
    parser.add_argument("--solo", action="store_true", help="play the game's solo mode")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--reproducible", action="store_true",
                        help="ignore bots' time budgets (iteration budgets only)")
    parser.add_argument("--duplicate", action="store_true",
                        help="play each deal once with every level at every seat")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)

    try:
        rules = registry.get(args.game)
    except KeyError as exc:
        parser.error(exc.args[0])
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.jobs < 1:
        parser.error("--jobs must be at least 1")
    levels = [s.strip() for s in args.seats.split(",")] if args.seats else None
    if args.solo:
        if not rules.has_solo:
            parser.error(f"{rules.title} has no solo mode")
        players = 1 if args.players is None else args.players
        if players != 1:
            parser.error("--solo plays with exactly one seat")
    else:
        players = args.players or (len(levels) if levels else rules.min_players)
        if not rules.min_players <= players <= rules.max_players:
            parser.error(f"{rules.title} is for {rules.min_players} to {rules.max_players} "
                         f"players, not {players}")
    levels = levels or ["random"] * players
    if len(levels) != players:
        parser.error(f"--seats lists {len(levels)} seats for {players} players")
    for level in levels:
        if level not in ARENA_LEVELS:
            parser.error(f"unknown bot level {level!r}; the levels are {', '.join(ARENA_LEVELS)}")
    options = []
    for text in args.option:
        name, sep, value = text.partition("=")
        if not sep or not name:
            parser.error(f"--option takes NAME=VALUE, not {text!r}")
        options.append((name.strip(), value.strip()))
    try:
        rules.make_options(dict(options))
    except (ValueError, TypeError) as exc:
        parser.error(str(exc))
    bot_settings = parse_bot_settings(parser, args.bot_setting)
    for level in dict.fromkeys(level for level, _, _ in bot_settings):
        try:  # a key no bot reads, or a value of the wrong type, before any game is played
            load_settings(args.game, level, {k: v for lvl, k, v in bot_settings if lvl == level})
        except ValueError as exc:
            parser.error(str(exc))
    return ArenaConfig(args.game, tuple(levels), args.games, args.seed, tuple(options),
                       args.jobs, tuple(bot_settings), args.reproducible,
                       args.duplicate), args.json


def main(argv: list[str] | None = None) -> int:
    config, as_json = parse_args(argv)
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr,
                        format="%(name)s: %(levelname)s: %(message)s")
    summary = run(config)
    print(json.dumps(summary) if as_json else table(summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
