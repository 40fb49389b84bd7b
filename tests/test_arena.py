"""The headless arena: its JSON summary, argument errors, error isolation, --jobs invariance."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from rules.arena import ArenaConfig, run
from rules.core import registry

ROOT = Path(__file__).resolve().parent.parent
SEAT_KEYS = {"level", "wins", "mean_score", "mean_decision_ms", "median_decision_ms",
             "max_decision_ms"}


def arena(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "rules.arena", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


def arena_json(*args: str) -> dict:
    done = arena(*args, "--json")
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def games_dealt(config: ArenaConfig, seeds: bool = False) -> list:
    """Run `config` and return each game's seat kinds (with its seed first, if asked)."""
    rules = registry.get(config.game)
    seen = []

    class Spy:
        def new_game(self, seats, options, seed):
            kinds = [s.kind for s in seats]
            seen.append((seed, kinds) if seeds else kinds)
            return rules.new_game(seats, options, seed)

        def __getattr__(self, name):
            return getattr(rules, name)

    run(config, rules=Spy())
    return seen


def test_json_summary_has_the_documented_keys_and_counts():
    summary = arena_json("--game", "citadels", "--players", "4", "--seats",
                         "easy,random,random,random", "--games", "4", "--seed", "3")
    assert {"games", "errors", "actions_per_second", "seats"} <= set(summary)
    assert summary["games"] == 4 and summary["errors"] == 0
    assert [s["level"] for s in summary["seats"]] == ["easy", "random", "random", "random"]
    for seat in summary["seats"]:
        assert SEAT_KEYS <= set(seat)
    assert sum(s["wins"] for s in summary["seats"]) == pytest.approx(4)
    assert summary["seats"][0]["mean_decision_ms"] > 0
    assert summary["actions_per_second"] > 0


def test_readable_table_without_json():
    done = arena("--game", "citadels", "--seats", "random,random", "--games", "2")
    assert done.returncode == 0, done.stderr
    assert "random" in done.stdout and "wins" in done.stdout


def test_options_reach_the_game():
    summary = arena_json("--game", "citadels", "--seats", "random,random,random", "--games",
                         "2", "--option", "short_game=true", "--option", "tie_break=gold")
    assert summary["errors"] == 0


@pytest.mark.parametrize("args, message", [
    (["--game", "chess"], "no game"),
    (["--game", "citadels", "--players", "9"], "players"),
    (["--game", "citadels", "--players", "4", "--seats", "random,random"], "seats"),
    (["--game", "citadels", "--seats", "random,genius"], "level"),
    (["--game", "citadels", "--seats", "random,random", "--option", "colour=red"], "option"),
    (["--game", "citadels", "--seats", "random,random", "--option", "short_game=maybe"],
     "short_game"),
    (["--game", "citadels", "--seats", "random", "--solo"], "solo"),
    (["--game", "citadels", "--seats", "random,random", "--games", "0"], "games"),
    (["--game", "citadels", "--seats", "easy,random", "--bot-setting", "easy.topk=3"],
     "no bot reads the setting 'topk' (citadels easy)"),
    (["--game", "citadels", "--seats", "hard,random", "--bot-setting", "hard.iterations=lots"],
     "'iterations' (citadels hard) takes a whole number or null, not 'lots'"),
])
def test_bad_arguments_exit_non_zero_with_a_message(args, message):
    done = arena(*args)
    assert done.returncode != 0
    assert message in done.stderr.lower()
    assert "Traceback" not in done.stderr


class FailsInOneGame:
    """The real rules, except that applying any action in game number `bad_game` raises."""

    def __init__(self, rules, bad_game: int):
        self.rules = rules
        self.bad_game = bad_game
        self.games = 0
        self.bad_state = None  # held, so its id cannot be reused by a later state

    def new_game(self, seats, options, seed):
        state = self.rules.new_game(seats, options, seed)
        if self.games == self.bad_game:
            self.bad_state = state
        self.games += 1
        return state

    def apply(self, state, seat, action):
        if state is self.bad_state:
            raise RuntimeError("injected failure")
        return self.rules.apply(state, seat, action)

    def __getattr__(self, name):
        return getattr(self.rules, name)


def test_an_exception_inside_a_game_is_counted_and_the_others_complete():
    config = ArenaConfig("citadels", ("random", "random", "random"), games=4, seed=2)
    err = io.StringIO()
    summary = run(config, rules=FailsInOneGame(registry.get("citadels"), bad_game=1), err=err)
    assert summary["errors"] == 1 and summary["games"] == 4 and summary["completed"] == 3
    assert sum(s["wins"] for s in summary["seats"]) == pytest.approx(3)
    assert "injected failure" in err.getvalue() and "Traceback" in err.getvalue()


def test_results_do_not_depend_on_jobs():
    args = ("--game", "citadels", "--seats", "easy,random,random", "--games", "4", "--seed",
            "5", "--reproducible")
    one, two = arena_json(*args, "--jobs", "1"), arena_json(*args, "--jobs", "2")

    def outcome(summary):
        return [(s["level"], s["wins"], s["mean_score"], s["decisions"])
                for s in summary["seats"]]

    assert outcome(one) == outcome(two)
    assert one["actions"] == two["actions"]


def test_seating_rotates_so_no_level_keeps_the_first_seat():
    config = ArenaConfig("citadels", ("easy", "random"), games=2, seed=1, reproducible=True)
    seen = games_dealt(config)
    assert seen == [["easy", "random"], ["random", "easy"]]



def test_duplicate_plays_each_deal_once_with_every_level_at_every_seat():
    config = ArenaConfig("citadels", ("easy", "random", "random"), games=6, seed=1,
                         reproducible=True, duplicate=True)
    seen = [(seed, kinds.index("easy")) for seed, kinds in games_dealt(config, seeds=True)]
    first, second = seen[:3], seen[3:]
    assert len({seed for seed, _ in first}) == 1 and len({seed for seed, _ in second}) == 1
    assert first[0][0] != second[0][0]  # a new deal for the next rotation
    assert sorted(seat for _, seat in first) == [0, 1, 2]  # easy sat at every seat of it


def test_a_solo_game_counts_as_won_only_at_the_rulebook_win():
    from rules.arena import ArenaConfig, GameResult, summarise

    config = ArenaConfig("national_economy", ("normal",), games=3)
    results = [GameResult(i, returns=[r], scores=[100 * r], decision_ms=[[]], fallbacks=[0])
               for i, r in enumerate((1.0, 0.99, 0.4))]
    seat = summarise(config, results, 1.0)["seats"][0]
    assert seat["wins"] == 1 and seat["mean_score"] == round((100 + 99 + 40) / 3, 3)


def test_reproducible_clears_every_time_budget_the_solo_settings_included():
    from rules.arena import bot_overrides
    from rules.bots.settings import load_settings

    config = ArenaConfig("national_economy", ("hard",), reproducible=True)
    settings = load_settings("national_economy", "hard", bot_overrides(config, "hard"))
    assert settings["ms"] is None and settings["solo"]["ms"] is None
    assert settings["solo"]["search"] == "lookahead"  # the rest of the solo settings kept
    given = ArenaConfig("national_economy", ("hard",), reproducible=True,
                        bot_settings=(("hard", "solo", {"ms": 500.0}),))
    assert load_settings("national_economy", "hard",
                         bot_overrides(given, "hard"))["solo"]["ms"] is None
    assert "solo" not in load_settings("citadels", "hard", bot_overrides(
        ArenaConfig("citadels", ("hard",), reproducible=True), "hard"))


def test_a_plain_bot_setting_holds_at_every_table_size_and_a_given_overlay_wins():
    """`--bot-setting hard.ms=1000` means hard with a second everywhere: National Economy's
    solo settings (`ms` 3000) would otherwise win over it alone at the table."""
    from rules.arena import bot_overrides
    from rules.bots.settings import in_force, load_settings

    def solo(*settings):
        config = ArenaConfig("national_economy", ("hard",), bot_settings=settings)
        return in_force(load_settings("national_economy", "hard",
                                      bot_overrides(config, "hard")), 1)

    plain = solo(("hard", "ms", 1000.0))
    assert plain["ms"] == 1000.0 and plain["search"] == "lookahead"
    given = solo(("hard", "ms", 1000.0), ("hard", "solo", {"ms": 500.0, "depth": 2}))
    assert given["ms"] == 500.0 and given["depth"] == 2 and given["search"] == "lookahead"
    assert solo(("hard", "solo", {"depth": 3}))["positions"] == 16000  # the rest kept
    assert solo()["ms"] == 3000.0  # nothing given: the solo settings as they are
