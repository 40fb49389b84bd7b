"""Speed of every registered game through the public rules contract, as one table.

    python -m bench.contract [--game G [--option NAME=VALUE ...]] [--quick] [--players N]
                             [--decisions N]

One row per game (at `--players` seats, clamped to the game's range) and one more for its
solo mode where the game has one (`rules.has_solo`): random playouts and actions a second,
the cost of `clone`, `view`, `determinize` and `to_json` on mid-game states, ISMCTS
iterations a second at the normal level's settings, and the decision times of the easy,
normal and hard bots with their own settings (time budgets included). The states measured
are reached by uniformly random play. See docs/performance.md for what each column means.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import dataclass, replace
from typing import Any

from bench.report import LEVELS, Row, machine, table
from bench.timing import median_max, micros_per_call
from rules.bots import Budget, ismcts, load_settings, make_bot
from rules.bots.knowledge import ai_for
from rules.bots.settings import IsmctsSettings, in_force, typed
from rules.core import GameRules, Rng, Seat, registry

MAX_ACTIONS = 100_000  # a random game longer than this is reported as an error
Options = tuple[tuple[str, str], ...]  # game options: (name, value) pairs


@dataclass(frozen=True)
class Config:
    seconds: float = 3.0  # random playouts; and ISMCTS, shared by the positions
    micro_seconds: float = 0.3  # each of clone, view, determinize and to_json, per position
    decisions: int = 5  # mid-game positions per row, for ISMCTS and each bot level
    players: int = 4  # seats of the multi-player rows (clamped to each game's range)
    bot_ms: float | None = None  # a cap on the bots' time budgets (None: their own)
    options: Options = ()  # game options (for one game only)


QUICK = Config(seconds=0.5, micro_seconds=0.05, decisions=2)


def new_game(rules: GameRules, players: int, seed: int, options: Options = ()) -> Any:
    """A game of `players` seats with the given options (names and values)."""
    seats = [Seat(f"p{i + 1}", "random") for i in range(players)]
    return rules.new_game(seats, rules.make_options(dict(options)), seed)


def play_randomly(rules: GameRules, state: Any, rng: random.Random, plies: int) -> int:
    """Apply up to `plies` uniformly random legal actions (first acting seat); how many."""
    for done in range(plies):
        acting = rules.to_act(state)
        if not acting:
            return done
        legal = rules.legal_actions(state, acting[0])
        rules.apply_unchecked(state, acting[0], legal[rng.randrange(len(legal))])
    return plies


def random_playouts(rules: GameRules, players: int, seconds: float,
                    options: Options = ()) -> tuple[int, int, float]:
    """Whole games of uniformly random actions for about `seconds` (at least one): the games,
    the actions and the seconds taken."""
    rng = random.Random(1)
    games = actions = 0
    start = time.perf_counter()
    while games == 0 or time.perf_counter() - start < seconds:
        state = new_game(rules, players, games, options)
        actions += play_randomly(rules, state, rng, MAX_ACTIONS)
        if rules.to_act(state):
            raise RuntimeError(f"{rules.game_id}: a random game ran over {MAX_ACTIONS} actions")
        games += 1
    return games, actions, time.perf_counter() - start


def positions(rules: GameRules, players: int, count: int, length: float,
              options: Options = ()) -> list[tuple]:
    """`count` states spread over random games of about `length` actions (the k-th about
    k/(count+1) of the way in), each with a seat that has a real choice: (state, seat)."""
    found: list[tuple] = []
    seed = 1
    while len(found) < count:
        if seed > 50 * (count + 1):
            raise RuntimeError(f"{rules.game_id}: no mid-game decision found")
        plies = int(length * (len(found) + 1) / (count + 1))
        state = new_game(rules, players, seed, options)
        play_randomly(rules, state, random.Random(seed), plies)
        acting = rules.to_act(state)
        if acting and len(rules.legal_actions(state, acting[0])) > 1:
            found.append((state, acting[0]))
        seed += 1
    return found


def costs_at(rules: GameRules, state: Any, seat: int, seconds: float) -> list[float]:
    """Microseconds of clone, view (for `seat`), determinize (of that view) and to_json."""
    view = rules.view(state, seat)
    rng = Rng(1)
    calls = (lambda: state.clone(), lambda: rules.view(state, seat),
             lambda: rules.determinize(view, seat, rng), lambda: state.to_json())
    return [micros_per_call(call, seconds) for call in calls]


def contract_costs(rules: GameRules, spots: list[tuple], seconds: float) -> list[float]:
    """Mean microseconds of clone, view, determinize and to_json over the positions."""
    each = [costs_at(rules, state, seat, seconds) for state, seat in spots]
    return [sum(column) / len(each) for column in zip(*each, strict=True)]


def ismcts_rate(rules: GameRules, spots: list[tuple], seconds: float) -> float:
    """ISMCTS iterations a second from the positions' views, at the normal level's settings,
    early stopping off, `seconds` shared by the positions."""
    ai = ai_for(rules)
    iterations = 0
    start = time.perf_counter()
    for index, (state, seat) in enumerate(spots):
        settings = replace(typed(IsmctsSettings, in_force(
            load_settings(rules.game_id, "normal"), rules.num_seats(state))), early_stop=False)
        view = rules.view(state, seat)
        legal = rules.legal_actions(state, seat)
        legal = ai.bot_actions(view, seat, legal) or legal
        budget = Budget(ms=seconds * 1000.0 / len(spots), iterations=None)
        _, done = ismcts.search(rules, ai, view, seat, legal, budget, settings,
                                random.Random(index))
        iterations += done
    return iterations / (time.perf_counter() - start)


def capped(game_id: str, level: str, ms: float | None) -> dict[str, Any]:
    """Setting overrides that cap a level's time budgets (its solo ones too) at `ms`."""
    if ms is None:
        return {}
    settings = load_settings(game_id, level)
    overrides: dict[str, Any] = {"ms": min(float(settings.get("ms", ms)), ms)}
    if settings.get("solo"):
        solo = settings["solo"]
        overrides["solo"] = {**solo, "ms": min(float(solo.get("ms", ms)), ms)}
    return overrides


def decision_times(rules: GameRules, spots: list[tuple], level: str,
                   bot_ms: float | None) -> tuple[float, float]:
    """Median and maximum milliseconds a `level` bot takes over the positions."""
    times = []
    for index, (state, seat) in enumerate(spots):
        bot = make_bot(rules, seat, level, index, capped(rules.game_id, level, bot_ms))
        view = rules.view(state, seat)
        legal = rules.legal_actions(state, seat)
        start = time.perf_counter()
        bot.choose(view, legal)
        times.append((time.perf_counter() - start) * 1000.0)
    return median_max(times)


def measure(rules: GameRules, players: int, config: Config) -> Row:
    games, actions, seconds = random_playouts(rules, players, config.seconds, config.options)
    spots = positions(rules, players, config.decisions, actions / games, config.options)
    costs = contract_costs(rules, spots, config.micro_seconds)
    row = Row(rules.game_id, players, games / seconds, actions / seconds, actions / games,
              *costs, ismcts_rate(rules, spots, config.seconds))
    for level in LEVELS:
        row.decision_ms[level] = decision_times(rules, spots, level, config.bot_ms)
    return row


def modes(games: list[GameRules], players: int) -> list[tuple[GameRules, int]]:
    """Each game at `players` seats (clamped to its range, at least two) and, where it has
    one, its solo mode."""
    out = []
    for rules in games:
        out.append((rules, max(2, rules.min_players, min(players, rules.max_players))))
        if rules.has_solo:
            out.append((rules, 1))
    return out


def run(games: list[GameRules], config: Config, progress: bool = False) -> list[Row]:
    rows = []
    for rules, players in modes(games, config.players):
        if progress:
            print(f"measuring {rules.game_id} ({players} seats) ...", file=sys.stderr, flush=True)
        rows.append(measure(rules, players, config))
    return rows


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=[g.game_id for g in registry.all_games()],
                        help="only this game (default: every registered game)")
    parser.add_argument("--quick", action="store_true",
                        help="shorter measurements and fewer decisions (noisier)")
    parser.add_argument("--players", type=int, help="seats of the multi-player rows")
    parser.add_argument("--decisions", type=int, help="mid-game positions per row")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option (with --game), e.g. rank_9=queen")
    args = parser.parse_args(argv)
    if args.option and not args.game:
        parser.error("--option needs --game")
    pairs = [item.partition("=") for item in args.option]
    if any(not sep for _, sep, _ in pairs):
        parser.error("an option is NAME=VALUE")
    options = tuple((name, value) for name, _, value in pairs)
    config = QUICK if args.quick else Config()
    if args.players is not None:
        config = replace(config, players=args.players)
    if args.decisions is not None:
        config = replace(config, decisions=args.decisions)
    if options:
        config = replace(config, options=options)
    games = [registry.get(args.game)] if args.game else registry.all_games()
    print(f"before: {machine()}", flush=True)
    if options:
        print("options: " + " ".join(f"{name}={value}" for name, value in options))
    rows = run(games, config, progress=True)
    print(f"after: {machine()}")
    print(table(rows))


if __name__ == "__main__":
    main()
