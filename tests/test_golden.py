"""Golden playthroughs: every stored transcript replays to the same observations and scores.

A failure means a change of behaviour: a player would see a different game from the same seed
and moves. If the change is intended, regenerate with `.venv/bin/python tests/golden.py --write`
and say why in the commit (see tests/golden.py)."""

from __future__ import annotations

import copy
import json

import pytest
from golden import SETUPS, Setup, narrated, path_of, replay, text_path


def load(setup: Setup) -> dict:
    return json.loads(path_of(setup).read_text(encoding="utf-8"))


@pytest.mark.parametrize("setup", SETUPS, ids=[s.name for s in SETUPS])
def test_transcript_replays_exactly(setup: Setup) -> None:
    transcript = load(setup)
    assert transcript["game"] == setup.game and transcript["options"] == setup.options
    assert len(transcript["moves"]) > 20
    assert replay(transcript) is None
    assert narrated(transcript) == text_path(setup.name).read_text(encoding="utf-8")


def test_every_game_and_solo_mode_has_a_transcript() -> None:
    from rules.core import registry

    games = {rules.game_id for rules in registry.all_games()}
    assert games == {s.game for s in SETUPS}
    solo = {rules.game_id for rules in registry.all_games() if rules.has_solo}
    assert solo == {s.game for s in SETUPS if s.players == 1}


def test_a_changed_move_or_digest_is_caught() -> None:
    """The comparison can fail: a tampered transcript is reported at the first difference."""
    transcript = load(SETUPS[0])
    tampered = copy.deepcopy(transcript)
    tampered["digests"][40] = "0" * 16
    assert replay(tampered).startswith("after action 40 ")
    tampered = copy.deepcopy(transcript)
    tampered["scores"][0][1] += 1
    assert replay(tampered).startswith("final scores")
    tampered = copy.deepcopy(transcript)
    del tampered["moves"][-1]
    assert replay(tampered) is not None


def test_a_changed_game_shows_the_lines_that_read_otherwise(monkeypatch) -> None:
    """A failing replay quotes the game in words where it changed: here every prompt."""
    from rules.core import registry
    from rules.core.message import msg

    rules = registry.get(SETUPS[0].game)
    monkeypatch.setattr(rules, "prompt", lambda state, seat: msg("Something else."))
    problem = replay(load(SETUPS[0]))
    assert problem.startswith("the new game differs before the first action")
    assert "now reads" in problem and ": Something else. (" in problem
