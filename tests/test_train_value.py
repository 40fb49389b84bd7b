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
