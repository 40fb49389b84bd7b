"""The speed benchmark (`python -m bench.contract`) runs on every game: a tiny budget, no
timing checked, so the benchmark cannot rot unnoticed."""

from __future__ import annotations

from dataclasses import fields

from bench.contract import Config, modes, run
from bench.report import LEVELS, Row, table
from rules.core import registry

TINY = Config(seconds=0.01, micro_seconds=0.001, decisions=1, players=2, bot_ms=5.0)


def test_every_game_and_solo_mode_gets_a_row_of_positive_numbers() -> None:
    games = registry.all_games()
    rows = run(games, TINY)
    expected = [(rules.game_id, players) for rules, players in modes(games, TINY.players)]
    assert [(row.game, row.seats) for row in rows] == expected
    assert {game.game_id for game in games} <= {row.game for row in rows}
    assert any(row.seats == 1 for row in rows) == any(g.has_solo for g in games)
    for row in rows:
        for f in fields(Row):
            value = getattr(row, f.name)
            if isinstance(value, float):
                assert value > 0, (row.game, row.seats, f.name)
        assert set(row.decision_ms) == set(LEVELS)
        for median, most in row.decision_ms.values():
            assert 0 < median <= most
    text = table(rows)
    assert len(text.splitlines()) == 2 + len(rows)
