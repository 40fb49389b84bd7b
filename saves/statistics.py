"""Statistics on this computer: per game and per player name, the games played and won, the
best and average score, the levels played against and the last results, in
`statistics.json` under the user data directory (docs/save-format.md, "Statistics").

Only people are counted (the human seats; a game of bots alone counts for no one). A finished
game is counted once: the file remembers each match by the key the solo records use (game,
seed and the time the match was created), so reopening the end screen or loading a finished
save again adds nothing. A file that cannot be read is never overwritten: it is renamed aside
(`statistics.broken-<time>.json`), the player is told where it went, and new statistics begin.
A file written by a newer version is left as it is and nothing is counted.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from rules.core import results as outcome
from rules.core.contract import SEAT_KINDS
from rules.core.match import Match
from rules.core.message import Text, msg
from saves.atomic import write_atomic
from saves.errors import SaveError
from saves.paths import data_dir
from saves.reading import parse_json, read_bounded
from saves.records import match_key

FORMAT = "tabletop-cities-statistics"
VERSION = 1
LAST = 20  # results kept per player and game
KEYS = 2000  # match keys remembered against double counting


def statistics_path() -> Path:
    return data_dir() / "statistics.json"


@dataclass(frozen=True)
class Result:
    score: int
    won: bool
    date: str  # "2026-11-23T21:15:00Z"
    players: int  # seats at the table
    against: tuple[str, ...]  # the other seats' kinds ("human" for another person)

    def to_json(self) -> dict[str, Any]:
        return {"score": self.score, "won": self.won, "date": self.date,
                "players": self.players, "against": list(self.against)}


@dataclass
class PlayerStats:
    played: int = 0
    won: int = 0
    best: int | None = None
    total: int = 0  # of every score, for the average
    solo: int = 0  # games alone at the table
    against: dict[str, int] = field(default_factory=dict)  # games with that kind at the table
    last: list[Result] = field(default_factory=list)  # newest first

    @property
    def average(self) -> float | None:
        return self.total / self.played if self.played else None

    def add(self, result: Result) -> None:
        self.played += 1
        self.won += int(result.won)
        self.best = result.score if self.best is None else max(self.best, result.score)
        self.total += result.score
        self.solo += int(not result.against)
        for kind in sorted(set(result.against)):
            self.against[kind] = self.against.get(kind, 0) + 1
        self.last = [result, *self.last][:LAST]

    def to_json(self) -> dict[str, Any]:
        return {"played": self.played, "won": self.won, "best": self.best, "total": self.total,
                "solo": self.solo, "against": dict(self.against),
                "last": [r.to_json() for r in self.last]}


@dataclass
class Statistics:
    games: dict[str, dict[str, PlayerStats]] = field(default_factory=dict)
    keys: list[str] = field(default_factory=list)

    def players(self, game_id: str) -> list[str]:
        """The names with statistics in a game, most games first."""
        table = self.games.get(game_id, {})
        return sorted(table, key=lambda name: (-table[name].played, name.casefold()))

    def of(self, game_id: str, name: str) -> PlayerStats:
        return self.games.get(game_id, {}).get(name, PlayerStats())

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, "version": VERSION, "keys": self.keys,
                "games": {game: {name: stats.to_json() for name, stats in table.items()}
                          for game, table in self.games.items()}}


@dataclass(frozen=True)
class Loaded:
    statistics: Statistics
    problem: Text | None = None  # what went wrong with the file, for the player
    writable: bool = True  # False: the file is left as it is and must not be replaced


@dataclass(frozen=True)
class Counted:
    added: bool  # this game was counted now (False: counted before, nobody to count, or error)
    problem: Text | None = None


@dataclass(frozen=True)
class Finished:
    """A finished game as the statistics see it: its key and each person's result."""
    game_id: str
    key: str
    results: dict[str, Result]  # by player name


class _Damaged(Exception):
    def __init__(self, reason: Text) -> None:
        super().__init__(str(reason))
        self.reason = reason


def finished(match: Match, created: str, when: datetime | None = None) -> Finished:
    """The result of every person (human seat) of a finished match; a name that occurs twice
    at one table counts once."""
    rules, state = match.rules, match.state
    totals = {score.seat: score.total for score in rules.scores(state)}
    solo = len(match.seats) == 1
    winners = set(outcome.winners(rules, state)) if not solo else \
        ({0} if outcome.returns(rules, state)[0] >= 1 else set())
    date = (when or datetime.now(UTC)).strftime("%Y-%m-%dT%H:%M:%SZ")
    results: dict[str, Result] = {}
    for seat, player in enumerate(match.seats):
        if player.kind != "human" or player.name in results:
            continue
        others = tuple(sorted(other.kind for i, other in enumerate(match.seats) if i != seat))
        results[player.name] = Result(totals.get(seat, 0), seat in winners, date,
                                      len(match.seats), others)
    return Finished(match.game_id, match_key(match.game_id, match.seed, created), results)


# ----- reading -------------------------------------------------------------------------------
def _int(value: Any, low: int | None = None) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or \
            (low is not None and value < low):
        raise _Damaged(msg("a number is missing or wrong"))
    return value


def _result(raw: Any) -> Result:
    if not isinstance(raw, dict):
        raise _Damaged(msg("a result is not readable"))
    against = raw.get("against")
    date = raw.get("date")
    if not isinstance(raw.get("won"), bool) or not isinstance(date, str) or len(date) > 40 \
            or not isinstance(against, list) or any(k not in SEAT_KINDS for k in against):
        raise _Damaged(msg("a result is not readable"))
    return Result(_int(raw.get("score")), raw["won"], date, _int(raw.get("players"), 1),
                  tuple(against))


def _player(raw: Any) -> PlayerStats:
    if not isinstance(raw, dict) or not isinstance(raw.get("against"), dict) \
            or not isinstance(raw.get("last"), list):
        raise _Damaged(msg("a player's numbers are not readable"))
    best = raw.get("best")
    stats = PlayerStats(_int(raw.get("played"), 0), _int(raw.get("won"), 0),
                        None if best is None else _int(best), _int(raw.get("total")),
                        _int(raw.get("solo"), 0),
                        {k: _int(v, 0) for k, v in raw["against"].items() if k in SEAT_KINDS},
                        [_result(r) for r in raw["last"][:LAST]])
    if stats.won > stats.played or stats.solo > stats.played or \
            (stats.played > 0) != (stats.best is not None):
        raise _Damaged(msg("a player's numbers do not add up"))
    return stats


def _parse(data: Any) -> Statistics:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise _Damaged(msg("it is not a statistics file"))
    games, keys = data.get("games"), data.get("keys")
    if not isinstance(games, dict) or not isinstance(keys, list) \
            or not all(isinstance(k, str) for k in keys):
        raise _Damaged(msg("its tables are missing"))
    table: dict[str, dict[str, PlayerStats]] = {}
    for game_id, players in games.items():
        if not isinstance(players, dict):
            raise _Damaged(msg("its tables are missing"))
        table[game_id] = {name: _player(raw) for name, raw in players.items()}
    return Statistics(table, list(keys))


def _set_aside(path: Path, when: datetime) -> Path:
    stamp = when.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"statistics.broken-{stamp}.json")
    number = 1
    while target.exists() or target.is_symlink():
        number += 1
        target = path.with_name(f"statistics.broken-{stamp}-{number}.json")
    path.rename(target)
    return target


def load(when: datetime | None = None) -> Loaded:
    """The statistics on this computer. A damaged file is renamed aside and reported (new
    statistics begin); one from a newer version is reported and left alone."""
    path = statistics_path()
    if not path.exists() and not path.is_symlink():
        return Loaded(Statistics())
    try:
        data = parse_json(read_bounded(path))
        version = data.get("version") if isinstance(data, dict) else None
        if isinstance(version, int) and not isinstance(version, bool) and version > VERSION \
                and data.get("format") == FORMAT:
            return Loaded(Statistics(), msg(
                "The statistics file {path} was written by a newer version of Tabletop "
                "Cities; it was left as it is and this game is not counted.", path=str(path)),
                writable=False)
        if version != VERSION:
            raise _Damaged(msg("its version is not readable"))
        return Loaded(_parse(data))
    except (SaveError, _Damaged) as err:
        reason = err.text if isinstance(err, SaveError) else err.reason
    try:
        aside = _set_aside(path, when or datetime.now(UTC))
    except OSError as err:
        return Loaded(Statistics(), msg(
            "The statistics file {path} is damaged ({reason}) and could not be moved aside "
            "({error}); it was left as it is.", path=str(path), reason=reason,
            error=err.strerror or str(err)), writable=False)
    return Loaded(Statistics(), msg(
        "The statistics file was damaged ({reason}). It was moved to {path} and new "
        "statistics begin.", reason=reason, path=str(aside)))


# ----- counting ------------------------------------------------------------------------------
def record(game: Finished, when: datetime | None = None) -> Counted:
    """Count a finished game for each of its people, unless it was counted before."""
    if not game.results:
        return Counted(False)
    loaded = load(when)
    if not loaded.writable:
        return Counted(False, loaded.problem)
    stats = loaded.statistics
    if game.key in stats.keys:
        return Counted(False, loaded.problem)
    table = stats.games.setdefault(game.game_id, {})
    for name, result in game.results.items():
        table.setdefault(name, PlayerStats()).add(result)
    stats.keys = [*stats.keys, game.key][-KEYS:]
    encoded = json.dumps(stats.to_json(), ensure_ascii=False, indent=1).encode("utf-8")
    try:
        write_atomic(statistics_path(), encoded)
    except OSError as err:
        return Counted(False, msg("The statistics could not be written: {reason}",
                                  reason=err.strerror or str(err)))
    return Counted(True, loaded.problem)


def record_match(match: Match, created: str, when: datetime | None = None) -> Counted:
    return record(finished(match, created, when), when)
