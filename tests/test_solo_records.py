"""The personal record of solo results: counted once per match, kept across runs, and a
broken record file is left untouched and reported."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from rules.core.message import english
from saves import records


def test_a_finished_game_is_counted_once():
    first = records.record_solo("national_economy", 7, "2026-01-01T10:00:00Z", 96, False)
    assert first.added and first.error is None
    again = records.record_solo("national_economy", 7, "2026-01-01T10:00:00Z", 96, False)
    assert not again.added and again.record.games == 1
    record = records.read_solo("national_economy")
    assert (record.games, record.wins, record.best) == (1, 0, 96)


def test_wins_best_and_last_scores():
    when = datetime(2026, 3, 4, 5, 6, 7, tzinfo=UTC)
    for i, score in enumerate([80, 104, 99, 120]):
        records.record_solo("national_economy", i, "c", score, score >= 100, when)
    record = records.read_solo("national_economy")
    assert (record.games, record.wins, record.best) == (4, 2, 120)
    assert [e["score"] for e in record.last] == [120, 99, 104, 80]
    assert record.last[0]["date"] == "2026-03-04T05:06:07Z" and record.last[0]["won"]
    data = json.loads(records.records_path().read_text(encoding="utf-8"))
    assert data["format"] == records.FORMAT and data["version"] == records.VERSION


def test_last_scores_are_capped():
    for i in range(records.LAST + 5):
        records.record_solo("national_economy", i, "c", i, False)
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
    result = records.record_solo("national_economy", 1, "c", 50, False)
    assert not result.added and result.record is None and "left as it is" in english(result.error)
    assert path.read_bytes() == content
    with pytest.raises(records.RecordError):
        records.read_solo("national_economy")


def test_an_empty_record_reads_as_nothing_played():
    record = records.read_solo("national_economy")
    assert record.games == 0 and record.best is None and not records.records_path().exists()
