"""The rules contract, checked for every registered game at every player count.

A game passes these just by being registered in `rules.core.registry`; nothing here names a
game. Failures say `[game-Np-options seed=S step=K]`, K being the number of moves made; the
random playthroughs and the deeper checks play the same moves for the same case and seed, so
this rebuilds the state (see conformance_support's docstring for CONFORMANCE_GAMES):

    import sys; sys.path.insert(0, "tests"); import conformance_support as cs
    case = cs.Case("citadels", 5, (("short_game", True),))
    pt = cs.playthrough(case, S)             # pt.moves: the (seat, action) list
    state = cs.replay(case, S, pt.moves[:K])
"""

from __future__ import annotations

import json
import logging
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from conformance_support import (
    DEEP_GAMES,
    GAMES_PER_COUNT,
    OPTION_GAMES,
    UNKNOWN_ACTIONS,
    Case,
    Chooser,
    all_option_values,
    assert_final,
    assert_invariants,
    assert_same_json,
    assert_same_state,
    default_cases,
    dumps,
    fingerprint,
    json_paths,
    leaked_secrets,
    mangled,
    max_actions,
    non_json_path,
    option_cases,
    play_random,
    player_counts,
    playthrough,
    replay,
    repro,
    shared_mutable_parts,
    strip_secrets,
)
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.bots.knowledge import ai_for
from rules.core import registry
from rules.core.actions import Action, IllegalAction
from rules.core.contract import GameRules, Seat, describe_options
from rules.core.message import Msg, english
from rules.core.rng import Rng
from rules.core.state import render_log

DEFAULT_CASES = default_cases()


def _words(text) -> bool:
    """A prompt, description or reason: a finished text or a message, not empty in English."""
    return isinstance(text, str | Msg) and bool(english(text).strip())


OPTION_CASES = option_cases()
CASES = DEFAULT_CASES + OPTION_CASES
GAMES = [rules.game_id for rules in registry.all_games()]

# Random playthroughs: GAMES_PER_COUNT per player count with default options, and
# OPTION_GAMES for each non-default option value at every player count. The fast tier
# (`./test`) plays the first FAST_GAMES of each count and the first of each option value;
# `./test --all` plays them all (the rest are marked slow).
FAST_GAMES = 4
SLOW = pytest.mark.slow


def _tier(seed: int, fast_seeds: int) -> tuple:
    return () if seed < fast_seeds else (SLOW,)


PLAY_PARAMS = (
    [pytest.param(c, seed, id=f"{c.id}-seed{seed}", marks=_tier(seed, FAST_GAMES))
     for c in DEFAULT_CASES for seed in range(GAMES_PER_COUNT)]
    + [pytest.param(Case(game_id, n, ((name, value),)), seed,
                    id=f"{game_id}-{n}p-{name}={value}-seed{seed}", marks=_tier(seed, 1))
       for game_id, name, value in all_option_values()
       for n in player_counts(game_id) for seed in range(OPTION_GAMES)]
)
# The deeper checks: every case, on DEEP_GAMES playthroughs each; the fast tier checks the
# default options at every player count, `--all` every option case as well.
DEEP_PARAMS = [pytest.param(c, seed, id=f"{c.id}-seed{seed}",
                            marks=() if c in DEFAULT_CASES and seed == 0 else (SLOW,))
               for c in CASES for seed in range(DEEP_GAMES)]

HYPOTHESIS = settings(max_examples=max(30, 10 * DEEP_GAMES), deadline=None, derandomize=True,
                      database=None, suppress_health_check=list(HealthCheck))


def _is_text(value) -> bool:
    """A player-facing text: a non-blank str, or a message whose English is not blank."""
    return isinstance(value, str | Msg) and bool(english(value).strip())


@pytest.fixture(autouse=True)
def no_warnings_from_rules(caplog):
    """The rules log a warning when they fall back from something that should not happen
    (e.g. determinize finding no consistent deal): in these tests that is a failure."""
    caplog.set_level(logging.WARNING, logger="rules")
    yield
    bad = [f"{r.name}: {r.getMessage()}" for r in caplog.get_records("call")
           if r.name.startswith("rules") and r.levelno >= logging.WARNING]
    assert not bad, f"the rules logged warnings: {bad[:5]}"


def test_registry_lists_games_with_sane_metadata():
    assert GAMES, "no game is registered in rules.core.registry"
    for rules in registry.all_games():
        assert registry.get(rules.game_id) is rules
        assert isinstance(rules.title, str) and rules.title
        assert 1 <= rules.min_players <= rules.max_players, rules.game_id
        rules.make_options({})  # the defaults are valid
        for info in describe_options(rules.options_class):
            if info.choices:
                assert info.default in info.choices, (
                    f"{rules.game_id}: option {info.name} default {info.default!r} is not "
                    f"one of its choices {info.choices}")
            assert info.description, f"{rules.game_id}: option {info.name} has no description"


@pytest.mark.parametrize("game_id", GAMES)
def test_new_game_rejects_wrong_player_counts(game_id):
    rules = registry.get(game_id)
    for n in (rules.min_players - 1, rules.max_players + 1):
        if n < 0:
            continue
        seats = [Seat(f"Player {i + 1}") for i in range(n)]
        with pytest.raises(ValueError):
            rules.new_game(seats, rules.make_options({}), 0)


@pytest.mark.parametrize("game_id", GAMES)
def test_scores_are_explained_in_the_games_own_words(game_id):
    """Beyond the contract's default ("12 points"), each game says where its points come
    from (assert_final checks every part has words in every playthrough)."""
    case = Case(game_id, max(2, registry.get(game_id).min_players))
    rules, state = case.rules, case.new_game(1)
    play_random(rules, state, Chooser(1), cap=max_actions(rules), where=repro(case, 1))
    for score in rules.scores(state):
        assert rules.score_details(state, score.seat) != GameRules.score_details(
            rules, state, score.seat), f"{game_id}: seat {score.seat}'s score has no words"


# ----- 1. seeded random playthroughs --------------------------------------------------------
@pytest.mark.parametrize(("case", "seed"), PLAY_PARAMS)
def test_random_playthrough(case: Case, seed: int):
    rules = case.rules
    n = case.players
    state = case.new_game(seed)
    assert isinstance(state.version, int), f"{repro(case, seed)}: version is not an int"
    assert rules.num_seats(state) == n
    assert rules.to_act(state), f"{repro(case, seed)}: nobody is to act in a new game"
    assert_invariants(rules, state, f"{repro(case, seed)} new game")
    step = 0

    def on_step(state, seat, action, before, result):
        nonlocal step
        step += 1
        where = f"{repro(case, seed, step)} after seat {seat} played {action}"
        assert result is state, f"{where}: apply must change and return the state it is given"
        assert state.version == before + 1, (
            f"{where}: version went from {before} to {state.version}, not +1")
        actors = rules.to_act(state)
        assert len(set(actors)) == len(actors) and all(0 <= s < n for s in actors), (
            f"{where}: to_act={actors} is not a set of seats")
        for s in actors:
            assert rules.legal_actions(state, s), (
                f"{where}: seat {s} must act but has no legal action")
        assert_invariants(rules, state, where)

    moves = play_random(rules, state, Chooser(seed), cap=max_actions(rules),
                        where=repro(case, seed), on_step=on_step)
    assert moves, f"{repro(case, seed)}: the game ended without a single action"
    assert_final(rules, state, n, repro(case, seed, len(moves)))


# ----- 2. clone independence ----------------------------------------------------------------
@pytest.mark.parametrize(("case", "seed"), DEEP_PARAMS)
def test_clone_independence(case: Case, seed: int):
    pt = playthrough(case, seed)
    rules = pt.rules
    chooser = Chooser(seed, stream=2)
    for step in pt.samples:
        where = pt.where(step)
        original = replay(case, seed, pt.moves[:step])  # not via the cache: that uses clone
        copy = original.clone()
        assert type(copy) is type(original)
        assert_same_json(dumps(rules, original), dumps(rules, copy), f"{where}: clone differs")
        shared = shared_mutable_parts(original, copy, "original", "clone")
        assert not shared, f"{where}: the clone shares mutable parts: {shared[:5]}"
        if not rules.to_act(original):
            continue
        before = dumps(rules, original)
        # Mutating the clone, deep into the game, leaves the original alone ...
        play_random(rules, copy, chooser, cap=max_actions(rules), where=where, limit=30)
        assert_same_json(before, dumps(rules, original),
                         f"{where}: playing on a clone changed the original")
        # ... and mutating the original leaves an earlier clone alone.
        copy = original.clone()
        copy_json = dumps(rules, copy)
        play_random(rules, original, chooser, cap=max_actions(rules), where=where, limit=30)
        assert_same_json(copy_json, dumps(rules, copy),
                         f"{where}: playing on the original changed a clone")


@pytest.mark.parametrize(("case", "seed"), DEEP_PARAMS)
def test_clone_plays_like_the_original(case: Case, seed: int):
    """A clone and its original given the same actions stay equal, and apply_unchecked (the
    bots' fast path) gives the same states as apply."""
    pt = playthrough(case, seed)
    rules = pt.rules
    for step in pt.samples:
        a, b = pt.state_at(step), pt.state_at(step)
        b = b.clone()
        for i, (seat, action) in enumerate(pt.moves[step:step + 20]):
            rules.apply(a, seat, action)
            rules.apply_unchecked(b, seat, action)
            assert_same_state(
                rules, a, b, f"{pt.where(step + i + 1)}: apply and apply_unchecked on a clone "
                             f"differ after seat {seat} played {action}")


# ----- 3. JSON round trip -------------------------------------------------------------------
@pytest.mark.parametrize(("case", "seed"), DEEP_PARAMS)
def test_json_round_trip(case: Case, seed: int):
    pt = playthrough(case, seed)
    rules = pt.rules
    for step in pt.samples:
        where = pt.where(step)
        state = pt.state_at(step)
        data = state.to_json()
        bad = non_json_path(data)
        assert bad is None, f"{where}: to_json is not plain JSON: {bad}"
        text = json.dumps(data, allow_nan=False)
        loaded = json.loads(text)
        assert loaded == data, f"{where}: to_json changes through json.dumps/json.loads"
        restored = rules.state_class.from_json(loaded)
        assert type(restored) is type(state)
        assert_same_state(rules, state, restored, f"{where}: from_json(to_json(s)) differs from s")
        # Neither result is tied to the live state: later play changes neither.
        loaded_before = json.dumps(loaded, sort_keys=True)
        # The restored state goes on exactly like the original.
        for i, (seat, action) in enumerate(pt.moves[step:step + 40]):
            at = pt.where(step + i)
            assert rules.to_act(restored) == rules.to_act(state), f"{at}: to_act differs"
            for s in rules.to_act(state):
                assert rules.legal_actions(restored, s) == rules.legal_actions(state, s), (
                    f"{at}: seat {s} has different legal actions after a JSON round trip")
                assert rules.prompt(restored, s) == rules.prompt(state, s)
            rules.apply(state, seat, action)
            rules.apply(restored, seat, action)
            assert_same_state(rules, state, restored,
                              f"{at}: after seat {seat} played {action} the restored state differs")
        assert_same_json(text, json.dumps(data, allow_nan=False),
                         f"{where}: the dict returned by to_json changed when the state was "
                         f"played on")
        assert_same_json(loaded_before, json.dumps(loaded, sort_keys=True),
                         f"{where}: the dict given to from_json changed when the restored state "
                         f"was played on")


@pytest.mark.parametrize(("case", "seed"), DEEP_PARAMS)
def test_from_json_rejects_bad_data_with_valueerror(case: Case, seed: int):
    """Saves show a clear message for a damaged file, so from_json raises ValueError (and
    nothing else) for data of the wrong shape: no KeyError, TypeError, IndexError..."""
    pt = playthrough(case, seed)
    rules = pt.rules
    steps = sorted(pt.samples)
    data = pt.state_at(steps[len(steps) // 2]).to_json()
    text = json.dumps(data)

    @HYPOTHESIS
    @given(st.data())
    def check(draw):
        damaged = json.loads(text)
        paths = json_paths(damaged)
        path = draw.draw(st.sampled_from(paths), label="path")
        replacement = draw.draw(st.sampled_from(
            ["delete", None, "x", -1, 10**6, 1.5, True, [], {}, [[1]]]), label="replacement")
        if path == ():
            damaged = None if replacement == "delete" else replacement
        else:
            parent = damaged
            for key in path[:-1]:
                parent = parent[key]
            if replacement == "delete":
                del parent[path[-1]]
            else:
                parent[path[-1]] = replacement
        try:
            rules.state_class.from_json(damaged)
        except ValueError as error:
            assert str(error), "the ValueError has no message"
        except Exception as error:
            raise AssertionError(
                f"{pt.where()}: from_json raised {type(error).__name__}: {error} (not "
                f"ValueError) when {'/'.join(map(str, path))} was set to {replacement!r}"
            ) from error

    check()
    for garbage in (None, [], "state", 3, {}):
        with pytest.raises(ValueError):
            rules.state_class.from_json(garbage)


# ----- 4. replay determinism ----------------------------------------------------------------
@pytest.mark.parametrize(("case", "seed"), DEEP_PARAMS)
def test_replay_determinism(case: Case, seed: int):
    pt = playthrough(case, seed)
    rules = pt.rules
    finals = []
    for global_seed in (1, 2):
        random.seed(global_seed)  # the rules must not read the global random module
        finals.append(dumps(rules, replay(case, seed, pt.moves)))
    finals.append(dumps(rules, replay(case, seed, pt.moves, unchecked=True)))
    expected = pt.sample_json[len(pt.moves)]
    for i, final in enumerate(finals):
        how = ("with random.seed(1)", "with random.seed(2)", "with apply_unchecked")[i]
        assert_same_json(expected, final, f"{pt.where()}: a replay {how} ends differently")


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_seeds_change_the_deal(case: Case):
    rules = case.rules
    for seed in (0, 7):
        assert_same_json(dumps(rules, case.new_game(seed)), dumps(rules, case.new_game(seed)),
                         f"{repro(case, seed)}: the same seed gives different new games")
    deals = {json.dumps(strip_secrets(case.new_game(seed).to_json()), sort_keys=True)
             for seed in range(4)}
    assert len(deals) > 1, (
        f"{case.id}: seeds 0-3 all give the same new game apart from RNG/seed fields: "
        f"shuffles do not use the seeded RNG")


@pytest.mark.slow  # two more processes a game; the golden playthroughs replay in the fast tier
@pytest.mark.parametrize("game_id", GAMES)
def test_determinism_does_not_depend_on_string_hashing(game_id: str):
    """Replays must not depend on set iteration order: the same games played in processes
    with different PYTHONHASHSEED give identical states and legal actions."""
    rules = registry.get(game_id)
    counts = list(range(rules.min_players, rules.max_players + 1))
    here = [fingerprint(game_id, n, 0) for n in counts]
    tests_dir = Path(__file__).resolve().parent
    module = type(rules).__module__  # imported first, in case the registry does not list it
    code = (f"import json, {module}; from conformance_support import fingerprint; "
            f"print(json.dumps([fingerprint({game_id!r}, n, 0) for n in {counts!r}]))")
    for hash_seed in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=hash_seed,
                   PYTHONPATH=os.pathsep.join([str(tests_dir), str(tests_dir.parent),
                                               os.environ.get("PYTHONPATH", "")]))
        out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                             text=True, timeout=300, cwd=tests_dir.parent)
        assert out.returncode == 0, out.stderr[-3000:]
        there = json.loads(out.stdout.strip().splitlines()[-1])
        differ = [f"{n}p" for n, a, b in zip(counts, here, there, strict=True) if a != b]
        assert not differ, (
            f"{game_id} seed=0: games at {differ} differ under PYTHONHASHSEED={hash_seed} "
            f"(a set or string hash decides an order somewhere)")


# ----- 5. a view leaks nothing --------------------------------------------------------------
def _round_trips(rules, state, where: str) -> None:
    data = state.to_json()
    bad = non_json_path(data)
    assert bad is None, f"{where}: to_json of the view is not plain JSON: {bad}"
    text = json.dumps(data, sort_keys=True, allow_nan=False)
    assert_same_json(text, dumps(rules, rules.state_class.from_json(json.loads(text))),
                     f"{where}: the view does not survive a JSON round trip")


@pytest.mark.parametrize(("case", "seed"), DEEP_PARAMS)
def test_view_leaks_nothing(case: Case, seed: int):
    pt = playthrough(case, seed)
    rules = pt.rules
    n = case.players
    differing = 0
    for step in pt.samples:
        state = pt.state_at(step)
        state_json = dumps(rules, state)
        state_data = state.to_json()
        spectator = dumps(rules, rules.view(state, None))
        _round_trips(rules, rules.view(state, None), f"{pt.where(step)} spectator view")
        for s in range(n):
            where = f"{pt.where(step)} seat {s}"
            v = rules.view(state, s)
            v_json = dumps(rules, v)
            _round_trips(rules, v, f"{where} view")
            shared = shared_mutable_parts(state, v, "state", "view")
            assert not shared, f"{where}: the view shares mutable parts: {shared[:5]}"
            leaks = leaked_secrets(state_data, v.to_json())
            assert not leaks, f"{where}: the view still holds the RNG/seed: {leaks}"
            d1 = rules.determinize(v, s, Rng(1))
            d2 = rules.determinize(v, s, Rng(2))
            assert_same_json(v_json, dumps(rules, v), f"{where}: determinize changed the view")
            for name, d in (("d1", d1), ("d2", d2)):
                at = f"{where} {name}=determinize(view, {s}, Rng({name[1]}))"
                assert_same_json(
                    v_json, dumps(rules, rules.view(d, s)),
                    f"{at}: view(d, s) differs from view(state, s): the view depends on hidden "
                    f"parts, or determinize is inconsistent with the view (first: state's view)")
                assert rules.to_act(d) == rules.to_act(state), f"{at}: to_act differs"
                assert rules.legal_actions(d, s) == rules.legal_actions(state, s), (
                    f"{at}: seat {s}'s legal actions depend on what it cannot see")
                assert rules.prompt(d, s) == rules.prompt(state, s), f"{at}: prompt differs"
                assert rules.prompt(d, None) == rules.prompt(state, None), (
                    f"{at}: the spectator prompt differs")
                assert_same_json(
                    spectator, dumps(rules, rules.view(d, None)),
                    f"{at}: the spectator view differs: it shows something seat {s} cannot see")
                assert d.version == state.version, f"{at}: version {d.version} != {state.version}"
                assert_invariants(rules, d, at)
                shared = shared_mutable_parts(v, d, "view", "determinized")
                assert not shared, f"{at}: shares mutable parts with the view: {shared[:5]}"
            for t in rules.to_act(state):  # log lines of others' moves, as s reads them
                in_d1 = set(rules.legal_actions(d1, t))
                for a in rules.legal_actions(state, t):
                    if a in in_d1:
                        assert rules.describe(d1, a, s) == rules.describe(state, a, s), (
                            f"{where}: describe({a} by seat {t}) for seat {s} depends on "
                            f"what seat {s} cannot see")
            log = render_log(state.log, s)
            if render_log(d1.log, s) or not log:
                assert render_log(d1.log, s) == log and render_log(d2.log, s) == log, (
                    f"{where}: the log seat {s} reads differs in a determinized state")
            else:  # determinize drops the log: the view must keep it
                assert render_log(v.log, s) == log, f"{where}: the log differs in the view"
            if strip_secrets(d1.to_json()) != strip_secrets(d2.to_json()):
                differing += 1
        assert_same_json(state_json, dumps(rules, state),
                         f"{pt.where(step)}: view/determinize/log changed the state")
    assert differing, (f"{pt.where()}: determinize with Rng(1) and Rng(2) never gave different "
                       f"hidden parts, so this test shows nothing")


@pytest.mark.parametrize(("case", "seed"), DEEP_PARAMS)
def test_determinized_states_play_to_the_end(case: Case, seed: int):
    pt = playthrough(case, seed)
    rules = pt.rules
    n = case.players
    steps = [s for s in pt.samples if s < len(pt.moves)]
    for k, step in enumerate(steps):
        for s in sorted({k % n, (k + 1) % n}):
            where = f"{pt.where(step)} determinized for seat {s}"
            d = rules.determinize(rules.view(pt.state_at(step), s), s, Rng(step * 31 + s))

            def on_step(state, seat, action, before, result, where=where):
                assert state.version == before + 1, f"{where}: version not +1"
                for a in rules.to_act(state):
                    assert rules.legal_actions(state, a), f"{where}: seat {a} has no action"
                assert_invariants(rules, state, where)

            play_random(rules, d, Chooser(seed, stream=8 + s), cap=max_actions(rules),
                        where=where, on_step=on_step, unchecked=True)
            assert_final(rules, d, n, where)


# ----- 6. legal_actions and check agree -----------------------------------------------------
def _candidates(rules, state, seat: int, pt, chooser: Chooser) -> list[Action]:
    legal = rules.legal_actions(state, seat)
    others = [a for s in range(pt.case.players) if s != seat
              for a in rules.legal_actions(state, s)]
    near = [m for a in legal for m in mangled(a)]
    remembered = chooser.sample(pt.seen, 60)
    pool = list(dict.fromkeys(others + chooser.sample(near, 80) + remembered + UNKNOWN_ACTIONS))
    return pool


@pytest.mark.parametrize(("case", "seed"), DEEP_PARAMS)
def test_legal_actions_and_check_agree(case: Case, seed: int):
    pt = playthrough(case, seed)
    rules = pt.rules
    n = case.players
    chooser = Chooser(seed, stream=6)
    illegal_seen = 0
    for step in pt.samples:
        state = pt.state_at(step)
        before = dumps(rules, state)
        actors = rules.to_act(state)
        for s in range(n):
            where = f"{pt.where(step)} seat {s}"
            legal = rules.legal_actions(state, s)
            assert legal == rules.legal_actions(state, s), f"{where}: order is not stable"
            assert all(isinstance(a, Action) for a in legal), f"{where}: not Actions: {legal}"
            assert len(set(legal)) == len(legal), f"{where}: duplicate legal actions {legal}"
            if s not in actors:
                assert legal == [], f"{where}: not to act, yet legal actions {legal}"
            for a in legal:
                assert Action.from_json(json.loads(json.dumps(a.to_json()))) == a
                reason = rules.check(state, s, a)
                assert reason is None, f"{where}: legal {a} fails check: {reason!r}"
                for viewer in (s, None):
                    text = rules.describe(state, a, viewer)
                    assert _is_text(text), (
                        f"{where}: describe({a}) for viewer {viewer} is empty")
            if s in actors:
                prompt = rules.prompt(state, s)
                assert _is_text(prompt), f"{where}: empty prompt"
            legal_set = set(legal)
            for a in _candidates(rules, state, s, pt, chooser):
                reason = rules.check(state, s, a)
                if a in legal_set:
                    assert reason is None, f"{where}: legal {a} fails check: {reason!r}"
                else:
                    illegal_seen += 1
                    assert _is_text(reason), (
                        f"{where}: {a} is not in legal_actions but check returned {reason!r}")
        for viewer in (None, *range(n)):
            assert isinstance(render_log(state.log, viewer), list)
        heuristic = ai_for(rules).heuristic(state)
        assert len(heuristic) == n and all(0 <= h <= 1 for h in heuristic), (
            f"{pt.where(step)}: heuristic {heuristic} is not one chance (0..1) per seat")
        assert n == 1 or abs(sum(heuristic) - 1) < 0.05, (
            f"{pt.where(step)}: heuristic {heuristic} does not sum to about 1")
        assert_same_json(before, dumps(rules, state),
                         f"{pt.where(step)}: a query changed the state")
    assert illegal_seen, "no illegal candidate was tried"


# ----- 7. an illegal action leaves the state unchanged --------------------------------------
@pytest.mark.parametrize(("case", "seed"), DEEP_PARAMS)
def test_illegal_action_leaves_state_unchanged(case: Case, seed: int):
    pt = playthrough(case, seed)
    rules = pt.rules
    n = case.players
    chooser = Chooser(seed, stream=7)
    tried = 0
    for step in pt.samples:
        state = pt.state_at(step)
        before = dumps(rules, state, canonical=False)  # and after every refusal, the same
        version = state.version
        actors = rules.to_act(state)
        for s in range(n + 1):  # seat n does not exist
            candidates = _candidates(rules, state, min(s, n - 1), pt, chooser)
            if actors:  # an actor's own move, made by someone else
                candidates += rules.legal_actions(state, actors[0])
            legal = set(rules.legal_actions(state, s)) if s < n else set()
            illegal = [a for a in dict.fromkeys(candidates) if a not in legal]
            for a in chooser.sample(illegal, 12):
                where = f"{pt.where(step)} seat {s} action {a}"
                with pytest.raises(IllegalAction) as error:
                    rules.apply(state, s, a)
                assert _is_text(error.value.reason), (
                    f"{where}: IllegalAction without a reason")
                assert state.version == version, f"{where}: version changed"
                assert_same_json(before, dumps(rules, state, canonical=False),
                                 f"{where}: the illegal action changed the state")
                tried += 1
    assert tried, "no illegal action was tried"


@pytest.mark.parametrize(("case", "seed"), DEEP_PARAMS)
def test_fuzzed_actions_check_and_apply_agree(case: Case, seed: int):
    """Arbitrary actions near the legal ones: check is None exactly for the legal ones,
    apply accepts those (version +1) and refuses the rest without changing anything."""
    pt = playthrough(case, seed)
    rules = pt.rules
    n = case.players
    steps = sorted(pt.samples)
    kinds = sorted({a.kind for a in pt.seen}) + ["no_such_action"]
    numbers = sorted({x for a in pt.seen for x in a.args} | {-1, 0, 1, 999})

    @HYPOTHESIS
    @given(st.data())
    def check(data):
        step = data.draw(st.sampled_from(steps), label="step")
        state = pt.state_at(step)
        seat = data.draw(st.integers(0, n - 1), label="seat")
        legal = rules.legal_actions(state, seat)
        base = data.draw(st.sampled_from(legal or pt.seen), label="base")
        kind = data.draw(st.sampled_from([base.kind, base.kind, *kinds]), label="kind")
        args = data.draw(st.lists(st.sampled_from(numbers), max_size=4)
                         | st.just(base.args), label="args")
        action = Action(kind, tuple(args))
        where = f"{pt.where(step)} seat {seat} action {action}"
        reason = rules.check(state, seat, action)
        before = dumps(rules, state, canonical=False)
        version = state.version
        if action in legal:
            assert reason is None, f"{where}: legal but check says {reason!r}"
            rules.apply(state, seat, action)
            assert state.version == version + 1, f"{where}: version not +1"
        else:
            assert _is_text(reason), (
                f"{where}: not legal but check returned {reason!r}")
            with pytest.raises(IllegalAction):
                rules.apply(state, seat, action)
            assert_same_json(before, dumps(rules, state, canonical=False),
                             f"{where}: a refused action changed the state")

    check()
