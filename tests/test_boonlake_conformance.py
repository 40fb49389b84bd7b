"""The project's rules-contract suite (tests/test_conformance.py) run on Boonlake, which is not
registered in GAME_MODULES until it is playable in the app: each test here registers it for
its own duration and calls the suite's test with Boonlake's cases.

Not run here: `test_determinism_does_not_depend_on_string_hashing` replays in fresh
processes, which find games through GAME_MODULES only; it runs on Boonlake once the game is
registered there (with the cards branch merged, so that `rules.boonlake.cards` exists)."""

from __future__ import annotations

import boonlake_fixture
import pytest
import test_conformance as suite
from conformance_support import Case

from rules.boonlake.rules import RULES
from rules.core import registry

CASES = [Case("boonlake", n) for n in (2, 3, 4)] + [
    Case("boonlake", 3, (("first_seat_starts", True),)), Case("boonlake", 1),
    Case("boonlake", 1, (("level", 5),))]
SEEDS = (0, 1)


@pytest.fixture(autouse=True)
def boonlake_registered(monkeypatch):
    boonlake_fixture.install()
    monkeypatch.setitem(registry._GAMES, "boonlake", RULES)


def params(seeds=SEEDS):
    return [pytest.param(case, seed, id=f"{case.id}-seed{seed}")
            for case in CASES for seed in seeds]


def test_metadata_and_player_counts():
    suite.test_registry_lists_games_with_sane_metadata()
    suite.test_new_game_rejects_wrong_player_counts("boonlake")


@pytest.mark.parametrize(("case", "seed"), params())
def test_random_playthrough(case, seed):
    suite.test_random_playthrough(case, seed)


DEEP = [pytest.param(case, 0, id=f"{case.id}-seed0")
        for case in (CASES[0], CASES[2], CASES[5])]


@pytest.mark.parametrize(("case", "seed"), DEEP)
@pytest.mark.parametrize("check", [
    "test_clone_independence", "test_clone_plays_like_the_original", "test_json_round_trip",
    "test_from_json_rejects_bad_data_with_valueerror", "test_replay_determinism",
    "test_view_leaks_nothing", "test_determinized_states_play_to_the_end",
    "test_legal_actions_and_check_agree", "test_illegal_action_leaves_state_unchanged",
    "test_fuzzed_actions_check_and_apply_agree"])
def test_deep_checks(check, case, seed):
    getattr(suite, check)(case, seed)


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_seeds_change_the_deal(case):
    suite.test_seeds_change_the_deal(case)
