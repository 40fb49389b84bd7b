"""The bot ladder: every level answers legally, failures fall back, bots see only views."""

from __future__ import annotations

import itertools
import logging
import random
import time
import types

import pytest
from toy_game import TOY

from rules.bots import LOG, Bot, Budget, ismcts, load_settings, make_bot, safe_choose
from rules.bots.search import SearchBot
from rules.core import BOT_LEVELS, Rng, Seat, registry
from rules.core.playout import play_randomly

TINY = {  # budgets small enough that 20+ decisions per level take well under a second
    "random": {},
    "easy": {"determinizations": 1},
    "normal": {"iterations": 24, "ms": 500},
    "hard": {"iterations": 24, "ms": 500},
}


@pytest.fixture(scope="module")
def citadels():
    return registry.get("citadels")


def decision_points(rules, count: int, seed: int = 0) -> list:
    """`count` mid-game states (varied player counts and depths) where a choice exists."""
    found = []
    rng = random.Random(seed)
    while len(found) < count:
        players = rng.randint(rules.min_players, min(rules.max_players, 5))
        seats = [Seat(f"p{i}", "random") for i in range(players)]
        state = rules.new_game(seats, rules.make_options({}), rng.randrange(1 << 30))
        play_randomly(rules, state, rng.randrange(0, 250), rng)
        acting = rules.to_act(state)
        if acting and len(rules.legal_actions(state, acting[0])) > 1:
            found.append(state)
    return found


@pytest.fixture(scope="module")
def mid_games(citadels):
    return decision_points(citadels, 22)


@pytest.mark.parametrize("level", BOT_LEVELS)
def test_every_level_answers_legally_from_mid_game_states(citadels, mid_games, level):
    for i, state in enumerate(mid_games):
        seat = citadels.to_act(state)[0]
        legal = citadels.legal_actions(state, seat)
        bot = make_bot(citadels, seat, level, seed=i, overrides=TINY[level])
        action = bot.choose(citadels.view(state, seat), list(legal))
        assert action in legal, (level, i, action)
        assert bot.fallbacks == 0


@pytest.mark.parametrize("level", BOT_LEVELS)
def test_simultaneous_choices_are_answered_for_the_bots_own_seat(level):
    state = TOY.new_game([Seat(f"p{i}") for i in range(3)], TOY.make_options({}), 5)
    TOY.apply_unchecked(state, 0, TOY.legal_actions(state, 0)[1])  # seat 0 antes first
    assert TOY.to_act(state) == (1, 2)
    bot = make_bot(TOY, 2, level, seed=3, overrides=TINY[level])
    legal = TOY.legal_actions(state, 2)
    assert bot.choose(TOY.view(state, 2), legal) in legal


def test_ismcts_visits_children_and_prefers_the_most_visited(citadels, mid_games):
    state = mid_games[3]
    seat = citadels.to_act(state)[0]
    legal = citadels.legal_actions(state, seat)
    bot = make_bot(citadels, seat, "normal", seed=1, overrides={"early_stop": False})
    view = citadels.view(state, seat)
    root, done = ismcts.search(citadels, bot.ai, view, seat, legal, Budget(iterations=60),
                               bot.settings, bot.rng)
    assert done == 60
    assert set(root.children) <= set(legal)
    assert sum(c.visits for c in root.children.values()) == 60
    best = ismcts.best(root, legal, seat)
    assert root.children[best].visits == max(c.visits for c in root.children.values())


def test_ismcts_stops_at_its_time_budget(citadels, mid_games, monkeypatch):
    """The search reads the clock and stops when its budget has passed. The clock here is
    a fake that moves 10 ms each time it is read, so the machine's speed does not matter."""
    ticks = itertools.count()
    fake_time = types.SimpleNamespace(perf_counter=lambda: next(ticks) * 0.010)
    monkeypatch.setattr(ismcts, "time", fake_time)
    state = mid_games[5]
    seat = citadels.to_act(state)[0]
    bot = make_bot(citadels, seat, "hard", seed=1, overrides={"early_stop": False})
    root, iterations = ismcts.search(
        citadels, bot.ai, citadels.view(state, seat), seat, citadels.legal_actions(state, seat),
        Budget(ms=50, iterations=None), bot.settings, bot.rng)
    assert 1 <= iterations <= 64  # the clock is read every few iterations: 5 reads pass 50 ms
    assert sum(child.visits for child in root.children.values()) == iterations


# ----- safe_choose ----------------------------------------------------------------------
class Broken(Bot):
    level = "broken"

    def __init__(self, behaviour: str, **settings):
        super().__init__(TOY, 0, settings, seed=1)
        self.behaviour = behaviour
        self.calls = 0

    def decide(self, view, legal, budget):
        self.calls += 1
        if self.behaviour == "raise":
            raise RuntimeError("bot bug")
        if self.behaviour == "sleep":
            time.sleep(0.05)
            return legal[0]
        return "not an action"


def toy_decision():
    state = TOY.new_game([Seat("a"), Seat("b")], TOY.make_options({}), 1)
    return TOY.view(state, 0), TOY.legal_actions(state, 0)


def test_a_bot_that_raises_falls_back_to_a_legal_action_and_logs(caplog):
    view, legal = toy_decision()
    bot = Broken("raise")
    with caplog.at_level(logging.WARNING, logger="rules.bots"):
        action = safe_choose(bot, view, legal)
    assert action in legal
    assert bot.fallbacks == 1
    record = next(r for r in caplog.records if r.name == "rules.bots")
    assert "failed" in record.getMessage() and record.exc_info is not None


def test_an_illegal_answer_falls_back_and_logs(caplog):
    view, legal = toy_decision()
    with caplog.at_level(logging.WARNING, logger="rules.bots"):
        assert safe_choose(Broken("illegal"), view, legal) in legal
    assert any("not legal" in r.getMessage() for r in caplog.records)


def test_a_large_overrun_falls_back_and_logs(caplog):
    view, legal = toy_decision()
    bot = Broken("sleep", ms=1, overrun_factor=1.0, overrun_grace_ms=0)
    with caplog.at_level(logging.WARNING, logger="rules.bots"):
        assert safe_choose(bot, view, legal, LOG) in legal
    assert bot.fallbacks == 1
    assert any("took" in r.getMessage() for r in caplog.records)


def test_a_single_legal_action_is_returned_without_asking_the_bot(caplog):
    view, legal = toy_decision()
    bot = Broken("raise")
    with caplog.at_level(logging.WARNING, logger="rules.bots"):
        assert safe_choose(bot, view, legal[:1]) == legal[0]
    assert bot.calls == 0 and not caplog.records


class AlwaysFirst(Bot):
    def decide(self, view, legal, budget):
        return legal[0]


def test_back_at_a_seen_information_state_a_bot_tries_something_else():
    view, legal = toy_decision()
    bot = AlwaysFirst(TOY, 0, {}, seed=1)
    answers = [bot.choose(view, legal) for _ in range(len(legal))]
    assert sorted(map(str, answers)) == sorted(map(str, legal))  # each action once
    assert bot.choose(view, legal) in legal  # then the guard starts over
    assert AlwaysFirst(TOY, 0, {"avoid_repeats": False}, 1).choose(view, legal) == legal[0]


def magic_decision(rules):
    """A Citadels state where the Magician is marking cards (mark/unmark can undo each other)."""
    rng = random.Random(3)
    for seed in range(500):
        state = rules.new_game([Seat("a"), Seat("b"), Seat("c")], rules.make_options({}), seed)
        for _ in range(400):
            acting = rules.to_act(state)
            if not acting:
                break
            legal = rules.legal_actions(state, acting[0])
            if any(a.kind == "mark" for a in legal):
                return state
            rules.apply_unchecked(state, acting[0], legal[rng.randrange(len(legal))])
    raise AssertionError("no Magician exchange found")


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_a_bot_does_not_cycle_through_undo_actions(citadels, level):
    """Citadels' mark/unmark can undo each other; a deterministic bot must still move on."""
    state = magic_decision(citadels)
    seat = citadels.to_act(state)[0]
    bot = make_bot(citadels, seat, level, 1, dict(TINY[level], leniency=0.0, ms=None))
    for _ in range(60):
        legal = citadels.legal_actions(state, seat)
        if not any(a.kind in ("mark", "unmark") for a in legal):
            break
        citadels.apply(state, seat, bot.choose(citadels.view(state, seat), legal))
    assert not any(a.kind == "mark" for a in citadels.legal_actions(state, seat))


# ----- bots see only views ----------------------------------------------------------------
class ViewOnly:
    """Delegates to the real rules and records every state a bot hands to `determinize`."""

    def __init__(self, rules):
        self.rules = rules
        self.determinized_from: list = []

    def determinize(self, view, seat, rng):
        self.determinized_from.append(view)
        return self.rules.determinize(view, seat, rng)

    def __getattr__(self, name):
        return getattr(self.rules, name)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_bots_search_only_from_the_view_they_were_given(citadels, mid_games, level):
    state = mid_games[7]
    seat = citadels.to_act(state)[0]
    spy = ViewOnly(citadels)
    view = citadels.view(state, seat)
    bot = make_bot(spy, seat, level, seed=2, overrides=TINY[level])
    bot.choose(view, citadels.legal_actions(state, seat))
    assert spy.determinized_from and all(v is view for v in spy.determinized_from)


def test_determinizations_agree_with_the_view_and_vary_in_hidden_parts(citadels, mid_games):
    for state in mid_games[:8]:
        seat = citadels.to_act(state)[0]
        view = citadels.view(state, seat)
        samples = [citadels.determinize(view, seat, Rng(k)) for k in range(6)]
        for sample in samples:
            assert citadels.to_json(citadels.view(sample, seat)) == citadels.to_json(view)
        others = [h for s in samples for i, h in enumerate(s.hands) if i != seat and h]
        if others:
            assert len({tuple(h) for h in others}) > 1


def test_a_bots_choice_depends_only_on_what_its_seat_can_see(citadels, mid_games):
    """Two true states that look the same to the seat get the same answer from the bot."""
    for state in mid_games[:6]:
        seat = citadels.to_act(state)[0]
        view = citadels.view(state, seat)
        other_truth = citadels.determinize(view, seat, Rng(99))
        legal = citadels.legal_actions(state, seat)
        assert citadels.legal_actions(other_truth, seat) == legal
        for level in ("easy", "normal"):
            overrides = dict(TINY[level], ms=None)  # iteration-bound: no clock involved
            answers = {make_bot(citadels, seat, level, 4, overrides).choose(
                citadels.view(truth, seat), legal) for truth in (state, other_truth)}
            assert len(answers) == 1


# ----- settings and the ladder -------------------------------------------------------------
def test_settings_merge_defaults_game_overrides_and_explicit_overrides():
    normal = load_settings("citadels", "normal")
    assert {"iterations", "ms", "exploration", "rollout_plies"} <= set(normal)
    assert load_settings("citadels", "normal", {"iterations": 5})["iterations"] == 5
    defaults = {level: load_settings("no-such-game", level) for level in ("normal", "hard")}
    assert defaults["hard"]["iterations"] > defaults["normal"]["iterations"]
    with pytest.raises(ValueError):
        load_settings("citadels", "expert")


def test_make_bot_builds_each_level_and_rejects_unknown_ones(citadels):
    for level in BOT_LEVELS:
        assert make_bot(citadels, 0, level, 1).level == level
    assert isinstance(make_bot(citadels, 0, "hard", 1), SearchBot)
    with pytest.raises(ValueError):
        make_bot(citadels, 0, "grandmaster", 1)


def test_same_seed_same_choices(citadels, mid_games):
    state = mid_games[2]
    seat = citadels.to_act(state)[0]
    legal = citadels.legal_actions(state, seat)
    view = citadels.view(state, seat)
    overrides = dict(TINY["normal"], ms=None)
    first = [make_bot(citadels, seat, "normal", s, overrides).choose(view, legal)
             for s in range(3)]
    again = [make_bot(citadels, seat, "normal", s, overrides).choose(view, legal)
             for s in range(3)]
    assert first == again


def test_a_setting_no_bot_reads_is_refused_and_the_list_of_settings_keeps_in_step():
    """A typo in settings.json or an arena's --bot-setting fails loudly; the known keys are
    exactly those the bots' code reads."""
    import re
    from pathlib import Path

    from rules.bots import settings
    from rules.bots.search import SEARCHES
    with pytest.raises(ValueError, match="exploraton"):
        settings.load_settings("citadels", "hard", {"exploraton": 1.0})
    with pytest.raises(ValueError, match="solo"):  # an overlay inside an overlay
        settings.load_settings("citadels", "hard", {"table": {"solo": {}}})
    code = "".join(path.read_text(encoding="utf-8")
                   for path in (Path(settings.__file__).parent).glob("*.py"))
    read = set(re.findall(r'settings(?:\.get\(|\[)"([a-z_]+)"', code))
    assert read == settings.KNOWN
    raw = settings._raw()
    for game, levels in raw.items():
        for level, values in levels.items():
            for found in (values, *(values.get(o, {}) for o in settings.OVERLAYS)):
                assert found.get("search", "ismcts") in SEARCHES, (game, level)
