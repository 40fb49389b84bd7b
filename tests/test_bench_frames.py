"""The frame benchmark (`python -m bench.frames`) runs: a few frames of one game's demo and
idle table, no timing checked, so the benchmark cannot rot unnoticed."""

from __future__ import annotations

from bench.frames import measure, table


def test_a_game_gets_a_row_and_its_idle_table_rests() -> None:
    row = measure("national_economy", 2, 5)
    assert row.game == "national_economy" and row.seats == 2
    assert 0 < row.demo_median <= row.demo_p99 and 0 < row.demo_frames <= 5
    assert 0 < row.idle_median <= row.idle_p99 and 0 <= row.idle_share < 1
    assert row.idle_redrawn == 0  # nothing changed: no frame drawn
    assert len(table([row], 5).splitlines()) == 3
