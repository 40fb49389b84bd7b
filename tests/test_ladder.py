"""The ladder command on a tiny budget: the table's rows, and a row's command replays its row."""

from __future__ import annotations

import json
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from rules import ladder

ROOT = Path(__file__).resolve().parent.parent
pytestmark = pytest.mark.xdist_group("ladder")  # one worker runs the ladder for the module


def run_module(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=300)


def table_rows(text: str) -> list[list[str]]:
    rows = [line.split(" | ") for line in text.splitlines() if line.startswith("| ")]
    return [r for r in rows if r[0] != "| row"]


@pytest.fixture(scope="module")
def ginkgopolis_table(tmp_path_factory) -> str:
    out = tmp_path_factory.mktemp("ladder") / "ladder.md"
    done = run_module("rules.ladder", "--game", "ginkgopolis", "--games", "1", "--quick",
                      "--out", str(out))
    assert done.returncode == 0, done.stderr
    return out.read_text(encoding="utf-8")


@pytest.mark.slow  # runs the ladder command
def test_table_has_pairs_table_size_and_automaton_rows(ginkgopolis_table):
    rows = table_rows(ginkgopolis_table)
    names = [r[0].removeprefix("| ") for r in rows]
    assert names == ["easy vs random", "normal vs easy", "hard vs normal",
                     "1 easy + 3 random", "1 normal + 3 easy", "1 hard + 3 normal",
                     "easy vs Hal", "normal vs Hal", "hard vs Hal"]
    for row in rows:
        assert len(row) == 11
        assert re.fullmatch(r"\d+\.\d% ± \d+\.\d%", row[3])
        assert row[6] in ("pass", "**fail**", "—")
        assert row[9] == "no clock"  # quick rows ignore the time budgets: nothing to judge
    assert [r[5] for r in rows[:6]] == ["≥ 60.0%"] * 3 + ["≥ 37.5%"] * 3


@pytest.mark.slow  # runs the ladder and the arena commands
def test_a_rows_command_reproduces_its_win_rate(ginkgopolis_table):
    row = table_rows(ginkgopolis_table)[2]  # hard vs normal
    argv = shlex.split(row[10].strip("` |"))
    assert argv[:3] == ["python", "-m", "rules.arena"]
    done = run_module(*argv[2:], "--json")
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout)
    rate = summary["seats"][0]["win_rate"]
    assert row[3].startswith(f"{100 * rate:.1f}%")
    assert row[7].startswith(f"hard {summary['seats'][0]['mean_score']:.1f}")


def test_common_table_size_is_four_unless_the_game_says_otherwise():
    from rules.core import registry
    assert ladder.common_players(registry.get("citadels")) == 4
    rows = ladder.rows_for(registry.get("citadels"), 2, 1, 1, quick=True, reproducible=False)
    assert [r.kind for r in rows] == ["pair"] * 3 + ["table"] * 3  # no automaton in Citadels
    assert all(r.config.reproducible for r in rows)  # quick rows replay exactly


def test_a_duplicate_ladder_row_replays_with_duplicate_deals():
    from rules.core import registry
    rows = ladder.rows_for(registry.get("ginkgopolis"), 4, 1, 1, quick=True,
                           reproducible=False, duplicate=True)
    table = next(r for r in rows if r.kind == "table")
    solo = next(r for r in rows if r.solo)
    assert table.config.duplicate and "--duplicate" in ladder.command(table)
    assert "--duplicate" not in ladder.command(solo)  # one seat: nothing to rotate


def test_bad_arguments_say_what_is_wrong():
    done = run_module("rules.ladder", "--game", "chess")
    assert done.returncode != 0 and "no game" in done.stderr


def test_decision_times_are_judged_against_the_issues_limits():
    seat = {"level": "hard", "median_decision_ms": 2900.0, "max_decision_ms": 5900.0}
    assert ladder.within_time_limits(seat)
    assert not ladder.within_time_limits({**seat, "median_decision_ms": 3100.0})
    assert not ladder.within_time_limits({**seat, "max_decision_ms": 6100.0})
    assert not ladder.within_time_limits({**seat, "level": "normal"})  # 1 s median for normal
    assert ladder.within_time_limits({**seat, "level": "easy"})
