"""The bot ladder: every level answers legally, failures fall back, bots see only views."""

from __future__ import annotations

import itertools
import logging
import random
import re
import time
import types
import typing
from dataclasses import fields, replace
from pathlib import Path

import pytest
from toy_game import TOY

from rules.bots import LOG, Bot, Budget, ismcts, load_settings, make_bot, safe_choose
from rules.bots.search import SEARCHES, SearchBot
from rules.bots.settings import GreedySettings, IsmctsSettings, LookaheadSettings, in_force
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
                               bot.settings_for(view).settings, bot.rng)
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
    # without the prior's visits, a child's visits are the iterations that went through it
    bot = make_bot(citadels, seat, "hard", seed=1,
                   overrides={"early_stop": False, "prior_visits": 0})
    view = citadels.view(state, seat)
    root, iterations = ismcts.search(
        citadels, bot.ai, view, seat, citadels.legal_actions(state, seat),
        Budget(ms=50, iterations=None), bot.settings_for(view).settings, bot.rng)
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
            assert citadels.view(sample, seat).to_json() == view.to_json()
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
    assert {"iterations", "ms", "rollout_policy", "table"} <= set(normal)
    assert load_settings("citadels", "normal", {"iterations": 5})["iterations"] == 5
    defaults = {level: load_settings("no-such-game", level) for level in ("normal", "hard")}
    assert defaults["hard"]["iterations"] > defaults["normal"]["iterations"]
    with pytest.raises(ValueError):
        load_settings("citadels", "expert")


def test_a_bot_asked_for_a_setting_gets_it_at_every_table_size():
    """An override is the bot's setting alone and at a table too, where the level's own
    `solo`/`table` settings would otherwise win; an overlay given wins over both."""
    at = {seats: in_force(load_settings("citadels", "normal", {"leniency": 0.0}), seats)
          for seats in (2, 4)}
    assert at[2]["leniency"] == at[4]["leniency"] == 0.0
    assert in_force(load_settings("citadels", "normal"), 4)["leniency"] > 0  # its own table's
    alone = load_settings("national_economy", "hard", {"ms": 800.0})
    assert in_force(alone, 1)["ms"] == 800.0 and in_force(alone, 1)["search"] == "lookahead"
    given = load_settings("national_economy", "hard", {"ms": 800.0, "solo": {"ms": 400.0}})
    assert in_force(given, 1)["ms"] == 400.0 and in_force(given, 2)["ms"] == 800.0


def test_each_search_reads_its_own_typed_settings_with_the_defaults_in_their_fields(citadels):
    state = citadels.new_game([Seat("a"), Seat("b")], citadels.make_options({}), 1)
    view = citadels.view(state, 0)
    hard = make_bot(citadels, 0, "hard", 1, {"exploration": 1})
    force = hard.settings_for(view)
    assert force.search is SEARCHES["ismcts"] and isinstance(force.settings, IsmctsSettings)
    assert force.settings == IsmctsSettings(exploration=1.0, scale_exploration=True,
                                            rollout_plies=8, belief_model=True,
                                            prior_visits=30)
    assert type(force.settings.exploration) is float  # a whole number where a number goes
    assert (force.common.ms, force.common.iterations) == (2000.0, 3000)
    assert hard.overrun_limit_ms() == 2000 * 3.0 + 1500.0
    easy = make_bot(citadels, 0, "easy", 1)
    assert easy.greedy == GreedySettings() and easy.common.ms == 300.0
    builders = registry.get("builders")
    state = builders.new_game([Seat("a"), Seat("b")], builders.make_options({}), 1)
    lookahead = make_bot(builders, 0, "normal", 1).settings_for(builders.view(state, 0))
    assert lookahead.settings == LookaheadSettings(depth=2, positions=8000, finish_turn=True)
    assert lookahead.lenient.leniency == 0.5 and easy.lenient.leniency == 0.15


@pytest.mark.parametrize(("overrides", "words"), [
    ({"exploraton": 1.0}, "no bot reads the setting 'exploraton'"),
    ({"iterations": "many"}, "'iterations' (citadels hard) takes a whole number or null"),
    ({"iterations": 2.5}, "takes a whole number or null, not 2.5"),
    ({"early_stop": 1}, "'early_stop' (citadels hard) takes true or false, not 1"),
    ({"ms": True}, "'ms' (citadels hard) takes a number or null, not True"),
    ({"search": "flt"}, 'takes one of "ismcts", "flat", "lookahead", not \'flt\''),
    ({"solo": {"depht": 2}}, "no bot reads the setting 'depht' (citadels hard solo)"),
    ({"table": {"solo": {}}}, "no bot reads the setting 'solo' (citadels hard table)"),
    ({"table": 3}, "'table' (citadels hard) takes an object of settings, not 3"),
])
def test_a_setting_no_bot_reads_or_of_the_wrong_type_is_refused_saying_so(overrides, words):
    """A typo in settings.json or an arena's --bot-setting fails loudly."""
    with pytest.raises(ValueError, match=re.escape(words)):
        load_settings("citadels", "hard", overrides)
    with pytest.raises(ValueError, match=re.escape(words.split(" (")[0])):
        SearchBot(registry.get("citadels"), 0, overrides, 1)  # made without the data


def test_the_settings_are_declared_once_and_read_typed_only():
    """The known keys are the readers' dataclass fields, each read by its reader's module; no
    bot module (nor a game's AI) reads a setting by its key; every search has its settings."""
    from rules.bots import settings

    assert settings.KNOWN == {f.name for cls in settings.READERS.values() for f in fields(cls)}
    bots = Path(settings.__file__).parent
    for who, cls in settings.READERS.items():
        code = (bots / re.search(r"\((\w+\.py)", who).group(1)).read_text(encoding="utf-8")
        for f in fields(cls):
            assert re.search(rf"\.{f.name}\b", code), (who, f.name)
    modules = [*bots.glob("*.py"), *bots.parent.glob("*/ai/**/*.py")]
    for path in modules:
        if path.name == "settings.py":
            continue  # the data's own reader (the overlays)
        assert not re.search(r'settings(\.get\(|\[)"', path.read_text(encoding="utf-8")), path
    names = typing.get_args(typing.get_type_hints(settings.SearchChoice)["search"])
    assert set(names) == set(SEARCHES)
    assert {s.settings for s in SEARCHES.values()} <= set(settings.READERS.values())
    raw = settings._raw()
    for game, levels in raw.items():
        for level in levels:
            settings.load_settings(game, level)  # every value known and of its type


def test_make_bot_builds_each_level_and_rejects_unknown_ones(citadels):
    for level in BOT_LEVELS:
        assert make_bot(citadels, 0, level, 1).level == level
    assert isinstance(make_bot(citadels, 0, "hard", 1), SearchBot)
    with pytest.raises(ValueError):
        make_bot(citadels, 0, "grandmaster", 1)


def test_the_reference_is_a_searching_level_of_the_arena_that_no_player_can_pick(citadels):
    from rules import arena
    from rules.core.contract import REFERENCE, SEAT_KINDS

    reference = make_bot(citadels, 0, REFERENCE, 1)
    assert isinstance(reference, SearchBot) and reference.level == REFERENCE
    assert REFERENCE not in SEAT_KINDS  # the new-game screen never offers it
    config, _ = arena.parse_args(["--game", "citadels", "--seats", "hard,reference",
                                  "--games", "1", "--bot-setting", "reference.iterations=4",
                                  "--bot-setting", "hard.iterations=4", "--reproducible"])
    summary = arena.run(config)
    assert summary["completed"] == 1 and not summary["errors"]
    assert [seat["level"] for seat in summary["seats"]] == ["hard", REFERENCE]


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


def test_a_lenient_search_plays_one_of_its_top_moves_and_a_strict_one_its_best(citadels,
                                                                               mid_games):
    """`leniency`: a level that sometimes settles for one of its `top_k` best moves, chosen
    from the search's own ranking (the hint's), never a move ranked below them."""
    state = mid_games[3]
    seat = citadels.to_act(state)[0]
    legal = list(citadels.legal_actions(state, seat))
    assert len(legal) >= 3
    ranked = [(action, None) for action in reversed(legal)]  # the search's order, best first

    def answered(leniency: float) -> list:
        bot = make_bot(citadels, seat, "hard", seed=2,  # no leniency of its own at a table
                       overrides={"leniency": leniency, "top_k": 2})
        for seats, force in bot._in_force.items():
            search = replace(force.search, choose=lambda *_: (legal[0], 1),
                             rank=lambda *_: ranked)
            bot._in_force[seats] = replace(force, search=search)
        return [bot.decide(citadels.view(state, seat), legal, None) for _ in range(40)]

    assert set(answered(0.0)) == {legal[0]}  # the search's choice, every time
    assert set(answered(1.0)) == {legal[-1], legal[-2]}  # the ranking's two best
    assert set(answered(0.5)) == {legal[0], legal[-1], legal[-2]}
