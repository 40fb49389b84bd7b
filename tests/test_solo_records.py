"""The personal record of solo results: counted once per match, kept across runs, and a
broken record file is left untouched and reported."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from rules.core.contract import TURNS_MEASURE, SoloResult
from rules.core.message import english
from saves import records


def test_a_finished_game_is_counted_once():
    created = "2026-01-01T10:00:00Z"
    first = records.record_solo("national_economy", 7, created, SoloResult(96, False))
    assert first.added and first.error is None
    again = records.record_solo("national_economy", 7, created, SoloResult(96, False))
    assert not again.added and again.record.games == 1
    record = records.read_solo("national_economy")
    assert (record.games, record.wins, record.best) == (1, 0, 96)


def test_wins_best_and_last_scores():
    when = datetime(2026, 3, 4, 5, 6, 7, tzinfo=UTC)
    for i, score in enumerate([80, 104, 99, 120]):
        records.record_solo("national_economy", i, "c", SoloResult(score, score >= 100), when)
    record = records.read_solo("national_economy")
    assert (record.games, record.wins, record.best) == (4, 2, 120)
    assert [e["value"] for e in record.last] == [120, 99, 104, 80]
    assert record.last[0]["date"] == "2026-03-04T05:06:07Z" and record.last[0]["won"]
    data = json.loads(records.records_path().read_text(encoding="utf-8"))
    assert data["format"] == records.FORMAT and data["version"] == records.VERSION


def test_last_scores_are_capped():
    for i in range(records.LAST + 5):
        records.record_solo("national_economy", i, "c", SoloResult(i, False))
    record = records.read_solo("national_economy")
    assert record.games == records.LAST + 5 and len(record.last) == records.LAST


@pytest.mark.parametrize("content", [
    b"{not json", b"", b"[1, 2]", b'{"format": "other", "version": 1, "solo": {}}',
    b'{"format": "tabletop-cities-records", "version": 99, "solo": {}}',
    b'{"format": "tabletop-cities-records", "version": 1, "solo": {"national_economy": '
    b'{"games": "x"}}}',
])
def test_a_broken_file_is_left_untouched_and_reported(content):
    path = records.records_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    result = records.record_solo("national_economy", 1, "c", SoloResult(50, False))
    assert not result.added and result.record is None and "left as it is" in english(result.error)
    assert path.read_bytes() == content
    with pytest.raises(records.RecordError):
        records.read_solo("national_economy")


def test_an_empty_record_reads_as_nothing_played():
    record = records.read_solo("national_economy")
    assert record.games == 0 and record.best is None and not records.records_path().exists()


def _turns(value: int, won: bool, mode: str = "") -> SoloResult:
    return SoloResult(value, won, TURNS_MEASURE, lower_is_better=True, mode=mode)


def test_fewer_turns_is_the_best_and_a_slower_win_does_not_beat_it():
    for i, (turns, won) in enumerate([(20, True), (14, True), (18, True)]):
        result = records.record_solo("builders", i, "c", _turns(turns, won))
        assert result.new_best == (turns in (20, 14))
    record = records.read_solo("builders")
    assert (record.games, record.wins, record.best) == (3, 3, 14)
    assert record.measure == TURNS_MEASURE and record.lower_is_better
    assert [e["value"] for e in record.last] == [18, 14, 20]


def test_a_lost_game_in_turns_never_sets_the_best():
    lost = records.record_solo("builders", 1, "c", _turns(40, False))
    assert lost.added and not lost.new_best and lost.record.best is None
    records.record_solo("builders", 2, "c", _turns(30, True))
    records.record_solo("builders", 3, "c", _turns(12, False))  # fewer turns, but lost
    record = records.read_solo("builders")
    assert (record.games, record.wins, record.best) == (3, 1, 30)


def test_one_record_per_mode():
    records.record_solo("builders", 1, "c", _turns(20, True, mode="hard"))
    records.record_solo("builders", 2, "c", _turns(25, True))
    assert records.read_solo("builders", "hard").best == 20
    assert records.read_solo("builders").best == 25


OLD_FILE = {"format": "tabletop-cities-records", "version": 1, "solo": {
    "national_economy": {"games": 2, "wins": 1, "best": 104, "keys": ["national_economy:1:c",
                                                                      "national_economy:2:c"],
                         "last": [{"score": 104, "won": True, "date": "2026-01-02T00:00:00Z"},
                                  {"score": 80, "won": False, "date": "2026-01-01T00:00:00Z"}]},
    "builders": {"games": 1, "wins": 1, "best": 19, "keys": ["builders:1:c"],
                 "last": [{"score": 19, "won": True, "date": "2026-01-01T00:00:00Z"}]}}}


def _write_old_file() -> None:
    path = records.records_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(OLD_FILE), encoding="utf-8")


def test_a_version_1_records_file_still_loads_and_grows():
    _write_old_file()
    record = records.read_solo("national_economy")
    assert (record.games, record.wins, record.best) == (2, 1, 104)
    assert [e["value"] for e in record.last] == [104, 80] and record.measure == "score"
    again = records.record_solo("national_economy", 1, "c", SoloResult(90, False))
    assert not again.added  # counted in the old file already
    records.record_solo("national_economy", 3, "c", SoloResult(110, True))
    record = records.read_solo("national_economy")
    assert (record.games, record.wins, record.best) == (3, 2, 110)
    data = json.loads(records.records_path().read_text(encoding="utf-8"))
    assert data["version"] == records.VERSION and data["solo"]["builders"] == OLD_FILE[
        "solo"]["builders"]  # another game's record is left as it was


def test_an_old_score_record_is_not_read_as_turns():
    _write_old_file()  # The Builders' solo record kept its best score, 19 points
    result = records.record_solo("builders", 2, "c", _turns(25, True))
    assert result.new_best and result.record.best == 25  # not "19 turns"
    record = records.read_solo("builders")
    assert (record.games, record.wins, record.best) == (2, 2, 25)
    assert [e["value"] for e in record.last] == [25]
