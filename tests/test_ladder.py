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
    # no automaton in Citadels; hard meets the reference at 2 players and at the table
    assert [r.kind for r in rows] == ["pair"] * 3 + ["table"] * 3 + ["reference"] * 2
    assert [ladder.describe(r) for r in rows[-2:]] == ["hard vs reference",
                                                       "1 hard + 3 reference"]
    assert [r.target for r in rows[-2:]] == [0.6, 0.375]
    assert "--seats hard,reference" in ladder.command(rows[-2])
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
    seat = {"level": "hard", "median_decision_ms": 1900.0, "max_decision_ms": 4900.0}
    assert ladder.within_time_limits(seat)
    assert not ladder.within_time_limits({**seat, "median_decision_ms": 2100.0})
    assert not ladder.within_time_limits({**seat, "max_decision_ms": 5100.0})
    assert not ladder.within_time_limits({**seat, "level": "normal"})  # 1 s median for normal
    assert ladder.within_time_limits({**seat, "level": "easy"})


# ----- docs/ai-ladder.md is the ladder's own output ------------------------------------------
LADDER_FILE = ROOT / "docs" / "ai-ladder.md"
TABLE_HEAD = ("| row | players | games | win rate | fair share | target | wins | mean scores | "
              "decision ms (median / max) | times | command |")


def test_the_ladder_file_is_written_by_the_ladder_and_not_by_hand():
    """The file's header is the one `markdown` writes for the command it names, and its rows
    are that command's rows in its order (a run stopped early keeps the first ones), each
    with the numbers in the ladder's format and a verdict that agrees with them."""
    text = LADDER_FILE.read_text(encoding="utf-8")
    head, _, body = text.partition("\n## ")
    said = re.search(r"Command: `python -m rules\.ladder ?(.*?)`; wall time (\d+)\u00a0s\.",
                     " ".join(head.splitlines()))
    assert said, "the header does not name the ladder command that wrote the file"
    argv, wall = shlex.split(said[1]), float(said[2])
    assert head.rstrip() == ladder.markdown([], argv, wall).rstrip(), "the header was edited"
    args = ladder.parse_args(argv)

    found: list[tuple[str, list[str]]] = []  # (game, cells) per table row, in file order
    for section in body.split("\n## "):
        game, *lines = section.strip().splitlines()
        assert lines[:2] == ["", TABLE_HEAD], f"section {game}: not the ladder's table"
        assert lines[2] == "|---" * 11 + "|"
        assert all(line.startswith("| ") for line in lines[3:]), f"{game}: text among the rows"
        found += [(game, line.strip("| ").split(" | ")) for line in lines[3:]]

    expected = ladder.selected_rows(args)
    assert found and len(found) <= len(expected)
    rate_cell = re.compile(r"(\d+\.\d)% ± \d+\.\d%")
    for (game, cells), row in zip(found, expected, strict=False):
        name = ladder.describe(row)
        assert (game, cells[0]) == (row.config.game, name), "rows out of the ladder's order"
        assert len(cells) == 11, f"{game} {name}: {len(cells)} cells"
        assert cells[1] == str(row.players)
        assert cells[2] == str(args.games) or re.fullmatch(r"\d+ \(\d+ errors\)", cells[2])
        rate = rate_cell.fullmatch(cells[3])
        assert rate, f"{game} {name}: win rate {cells[3]!r}"
        if row.kind == "automaton":
            assert cells[5:7] == ["—", "—"]
        else:
            assert cells[5] == f"≥ {row.target:.1%}"
            passed = float(rate[1]) / 100 >= row.target - 0.0005  # the cell is rounded
            assert cells[6] == ("pass" if passed else "**fail**"), f"{game} {name}: verdict"
        assert cells[9] in ladder.TIMES_VERDICT.values()
        assert cells[10] == f"`{ladder.command(row)}`", f"{game} {name}: not the ladder's command"


def test_the_reference_rows_are_played_when_asked_for():
    every = ladder.selected_rows(ladder.parse_args(["--game", "builders", "--quick"]))
    assert "reference" not in {row.kind for row in every}  # the shipped ladder's rows
    asked = ladder.selected_rows(ladder.parse_args(["--game", "builders", "--quick",
                                                    "--kinds", "reference"]))
    assert [ladder.describe(row) for row in asked] == ["hard vs reference",
                                                       "1 hard + 3 reference"]
