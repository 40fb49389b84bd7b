"""The personal record of solo results: games played, wins, the best result and the last
results, per game (and per solo mode, when a game has several), in `records.json` under the
user data directory (docs/save-format.md). What a result counts is the rules' word
(`GameRules.solo_result`): the score, higher is better, or for instance the turns taken to
reach a goal, fewer is better, where only a won game can set the best.

A finished solo game is recorded once: each result is keyed by its match (game, seed and the
time the match was created), so reopening the end screen or reloading a finished save adds
nothing. A record file that cannot be read is never overwritten: `record_solo` leaves it as it
is and reports why, and the game ends normally.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from rules.core.contract import SCORE_MEASURE, SoloResult
from rules.core.message import Text, english, msg
from saves.atomic import write_atomic
from saves.errors import SaveError
from saves.paths import data_dir
from saves.reading import parse_json, read_bounded

FORMAT = "tabletop-cities-records"
VERSION = 2  # 2: a record says what it measures (version 1 kept scores only)
LAST = 10  # results kept in the "last" list
KEYS = 500  # match keys remembered against double counting


def records_path() -> Path:
    return data_dir() / "records.json"


@dataclass
class SoloRecord:
    games: int = 0
    wins: int = 0
    best: int | None = None  # the best value (a won game's, for a lower-is-better measure)
    last: list[dict[str, Any]] = field(default_factory=list)  # newest first: value, won, date
    keys: list[str] = field(default_factory=list)
    measure: str = SCORE_MEASURE  # what the values count (rules.core.contract.SoloResult)
    lower_is_better: bool = False

    def better(self, value: int) -> bool:
        """Whether `value` beats the best (anything does when there is none)."""
        if self.best is None:
            return True
        return value < self.best if self.lower_is_better else value > self.best


@dataclass
class RecordResult:
    record: SoloRecord | None  # None when the file could not be read
    added: bool  # this game was counted now (False: counted before, or not readable)
    error: Text | None = None  # why the record file was left untouched
    new_best: bool = False  # this game beat the best (or set the first one)


class RecordError(Exception):
    """`text` says what is wrong, for the player; str() gives it in English."""

    def __init__(self, text: Text) -> None:
        super().__init__(english(text))
        self.text = text


def match_key(game_id: str, seed: int, created: str) -> str:
    return f"{game_id}:{seed}:{created}"


def record_key(game_id: str, mode: str = "") -> str:
    """Where a game's record is kept in the file: one per solo mode."""
    return f"{game_id}/{mode}" if mode else game_id


def _empty() -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "solo": {}}


def _read(path: Path) -> dict[str, Any]:
    if not path.exists() and not path.is_symlink():
        return _empty()
    try:  # the same guarded read as saves: no pipe, no device, no huge number or nesting
        data = parse_json(read_bounded(path))
    except SaveError as err:
        raise RecordError(msg("the record file {path} cannot be read ({reason}); it was "
                              "left as it is", path=str(path), reason=err.text)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError(msg("{path} is not a Tabletop Cities record file; it was left as it "
                              "is", path=str(path)))
    version = data.get("version")
    if not isinstance(version, int) or version > VERSION or version < 1:
        raise RecordError(msg("the record file {path} has version {version}; this version "
                              "reads version {current}. It was left as it is", path=str(path),
                              version=repr(version), current=VERSION))
    if not isinstance(data.get("solo"), dict):
        raise RecordError(msg("the record file {path} is damaged (no solo table); it was left "
                              "as it is", path=str(path)))
    return data


def _record(raw: Any, path: Path) -> SoloRecord:
    """A record as the file keeps it; version 1 records (scores only) read as scores."""
    try:
        games, wins, best = raw["games"], raw["wins"], raw["best"]
        last, keys = raw["last"], raw["keys"]
        measure = raw.get("measure", SCORE_MEASURE)
        lower = raw.get("lower_is_better", False)
        last = [{**{k: v for k, v in e.items() if k != "score"},
                 "value": e.get("value", e.get("score"))} for e in last]
        ok = (isinstance(games, int) and isinstance(wins, int) and 0 <= wins <= games
              and (best is None or isinstance(best, int)) and isinstance(last, list)
              and isinstance(measure, str) and isinstance(lower, bool)
              and isinstance(keys, list) and all(isinstance(k, str) for k in keys)
              and all(isinstance(e["value"], int) for e in last))
    except (KeyError, TypeError, AttributeError):
        ok = False
    if not ok:
        raise RecordError(msg("the record file {path} is damaged; it was left as it is",
                              path=str(path)))
    return SoloRecord(games, wins, best, last, list(keys), measure, lower)


def read_solo(game_id: str, mode: str = "") -> SoloRecord:
    """The record of one game's solo mode (empty when there is none); raises RecordError for a
    bad file."""
    path = records_path()
    raw = _read(path)["solo"].get(record_key(game_id, mode))
    return SoloRecord() if raw is None else _record(raw, path)


def record_solo(game_id: str, seed: int, created: str, result: SoloResult,
                when: datetime | None = None) -> RecordResult:
    """Count one finished solo game, unless this match was counted before."""
    path = records_path()
    where = record_key(game_id, result.mode)
    try:
        data = _read(path)
        raw = data["solo"].get(where)
        record = SoloRecord() if raw is None else _record(raw, path)
    except RecordError as err:
        return RecordResult(None, False, err.text)
    key = match_key(game_id, seed, created)
    if key in record.keys:
        return RecordResult(record, False)
    if (record.measure, record.lower_is_better) != (result.measure, result.lower_is_better):
        # kept in another measure (scores before the game had its own): the counts stay, the
        # best and the last results cannot be compared with this one
        record.best, record.last = None, []
        record.measure, record.lower_is_better = result.measure, result.lower_is_better
    record.games += 1
    record.wins += int(result.won)
    new_best = (result.won or not result.lower_is_better) and record.better(result.value)
    if new_best:
        record.best = result.value
    date = (when or datetime.now(UTC)).strftime("%Y-%m-%dT%H:%M:%SZ")
    record.last = [{"value": result.value, "won": result.won, "date": date},
                   *record.last][:LAST]
    record.keys = [*record.keys, key][-KEYS:]
    data["solo"][where] = {"games": record.games, "wins": record.wins, "best": record.best,
                           "measure": record.measure,
                           "lower_is_better": record.lower_is_better,
                           "last": record.last, "keys": record.keys}
    data["version"] = VERSION
    try:
        write_atomic(path, json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8"))
    except OSError as err:
        return RecordResult(record, False, msg("the record could not be written: {reason}",
                                               reason=err.strerror or str(err)))
    return RecordResult(record, True, new_best=new_best)


def solo_records(game_id: str) -> dict[str, SoloRecord]:
    """Every solo record of one game, by solo mode ("" for a game with one); raises
    RecordError for a bad file (the Statistics screen shows them beside the game's numbers)."""
    path = records_path()
    found = {}
    for where, raw in _read(path)["solo"].items():
        name, _, mode = where.partition("/")
        if name == game_id:
            found[mode] = _record(raw, path)
    return dict(sorted(found.items()))
