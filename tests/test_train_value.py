"""tools/train_value.py's game options: every self-play game is dealt with them (Boonlake's
solo level), the weights say so, and a run resumed with other options is refused."""

from __future__ import annotations

import io
import json

import pytest

from rules.core import registry


def test_self_play_games_are_dealt_with_the_options_given(tmp_path, monkeypatch) -> None:
    from tools import train_value

    rules = registry.get("boonlake")
    dealt = []
    new_game = rules.new_game

    def recording(seats, options, seed):
        dealt.append(options.level)
        return new_game(seats, options, seed)

    monkeypatch.setattr(rules, "new_game", recording)
    common = ["--game", "boonlake", "--players", "1", "--games", "2", "--chunk", "2",
              "--hidden", "4", "--every", "16", "--option", "level=5"]
    out = tmp_path / "value_1p.json"
    check = tmp_path / "ck.npz"
    assert train_value.main([*common, "--out", str(out), "--checkpoint", str(check)],
                            out=io.StringIO()) == 0
    assert dealt == [5, 5]
    assert json.loads(out.read_text())["meta"]["option"] == {"level": 5}
    with pytest.raises(SystemExit):
        train_value.main([*common[:-1], "level=3", "--games", "4", "--resume", str(check),
                          "--out", str(out)], out=io.StringIO())


def test_a_learning_curve_plays_hard_with_the_weights_after_each_chunk(tmp_path) -> None:
    """`--snapshots` keeps the weights after every chunk; tools/learning_curve.py plays hard
    valued by each of them against the reference, one row per chunk, in order."""
    from tools import learning_curve, train_value

    folder = tmp_path / "curve"
    assert train_value.main(["--game", "builders", "--players", "2", "--games", "4",
                             "--chunk", "2", "--hidden", "4", "--every", "16",
                             "--snapshots", str(folder), "--out", str(tmp_path / "v.json")],
                            out=io.StringIO()) == 0
    after = [json.loads((folder / f"after-{n}" / "value_2p.json").read_text())["meta"]["games"]
             for n in (2, 4)]
    assert after == [2, 4]
    out = io.StringIO()
    tiny = [f"--bot-setting={level}.{key}={value}" for level in ("hard", "reference")
            for key, value in (("positions", 20), ("iterations", 1), ("depth", 1))]
    assert learning_curve.main(["--game", "builders", "--snapshots", str(folder), "--games",
                                "2", "--reproducible", *tiny], out=out) == 0
    rows = [line for line in out.getvalue().splitlines() if line.startswith("| ")]
    assert [row.split(" | ")[0] for row in rows[1:]] == ["| 2", "| 4"]
    assert all(row.split(" | ")[1] == "2" for row in rows[1:])  # every game played
