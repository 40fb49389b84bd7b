"""Machinery for tests/test_conformance.py: the contract every registered game obeys.

Nothing here knows a particular game. Games are driven only through `rules.core.contract`:
the cases come from `registry.all_games()`, each player count and each non-default option
value. Random playthroughs are reproducible from (case, seed) alone, so a failure message
names everything needed to replay it (see `replay`).

Scale: CONFORMANCE_GAMES (default 20) is the number of random playthroughs per game and
player count with default options; each non-default option value gets a fifth as many at
every player count, and the deeper checks (clones, JSON, views, illegal actions) run on a
twentieth as many per case (at least one). A nightly run sets e.g. CONFORMANCE_GAMES=1000.
`./test` (the fast tier) runs a part of these: see FAST_GAMES in test_conformance.py.
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import json
import math
import os
import re
import types
from dataclasses import dataclass
from functools import cache
from typing import Any

from rules.core import registry, results
from rules.core.actions import Action
from rules.core.contract import (
    SCORE_MEASURE,
    TURNS_MEASURE,
    GameRules,
    Seat,
    SoloResult,
    describe_options,
)
from rules.core.message import Msg, english
from rules.core.rng import Rng, seed_state


def _env_count(name: str, default: int) -> int:
    raw = os.environ.get(name, "").strip()
    if not raw:
        return default
    try:
        return max(1, int(raw))
    except ValueError:
        raise ValueError(f"{name} must be a whole number, not {raw!r}") from None


GAMES_PER_COUNT = _env_count("CONFORMANCE_GAMES", 20)
OPTION_GAMES = max(1, GAMES_PER_COUNT // 5)  # per non-default option value and player count
DEEP_GAMES = max(1, GAMES_PER_COUNT // 20)  # playthroughs per case for the deeper checks
SAMPLES = 7  # sampled states per playthrough (always including the first and the last)
DEFAULT_MAX_ACTIONS = 5000  # a game without `max_game_length` must end within this many


# ----- cases -------------------------------------------------------------------------------
@dataclass(frozen=True)
class Case:
    """One game at one player count with some options changed from their defaults."""

    game_id: str
    players: int
    options: tuple[tuple[str, Any], ...] = ()

    @property
    def rules(self) -> GameRules:
        return registry.get(self.game_id)

    @property
    def id(self) -> str:
        extra = "".join(f"-{name}={value}" for name, value in self.options)
        return f"{self.game_id}-{self.players}p{extra}"

    def seats(self) -> list[Seat]:
        return [Seat(f"Player {i + 1}") for i in range(self.players)]

    def new_game(self, seed: int):
        rules = self.rules
        return rules.new_game(self.seats(), rules.make_options(dict(self.options)), seed)


def player_counts(game_id: str) -> list[int]:
    rules = registry.get(game_id)
    return list(range(rules.min_players, rules.max_players + 1))


def non_default_values(info) -> list:
    if info.choices:
        return [c for c in info.choices if c != info.default]
    if isinstance(info.default, bool):
        return [not info.default]
    return []  # free-form ints/strings: no generic way to pick a valid other value


def _accepts(rules: GameRules, players: int, options: dict) -> bool:
    case = Case(rules.game_id, players, tuple(options.items()))
    try:
        case.new_game(0)
    except Exception:
        return False
    return True


def default_cases() -> list[Case]:
    return [Case(rules.game_id, n)
            for rules in registry.all_games()
            for n in range(rules.min_players, rules.max_players + 1)]


@cache  # the default options' games are compared with every option value's
def _behaviour(case: Case, seed: int = 0):
    """What a random game does (moves and winners), to see where an option matters."""
    try:
        state = case.new_game(seed)
        rules = case.rules
        moves = play_random(rules, state, Chooser(seed), cap=max_actions(rules), where="",
                            unchecked=True)  # only legal moves are played: no check needed
        return moves, results.winners(rules, state)
    except Exception as error:  # the tests themselves report it
        return repr(error)


def _pick_players(rules: GameRules, counts: list[int], options: dict) -> int:
    """The first count (in the given order) where the game accepts the options and plays
    differently with them; else the first that accepts them; else the first count (the case
    then fails and says why)."""
    accepted = [n for n in counts if _accepts(rules, n, options)]
    for n in accepted:
        if _behaviour(Case(rules.game_id, n, tuple(options.items()))) != _behaviour(
                Case(rules.game_id, n)):
            return n
    return (accepted or counts)[0]


def option_cases() -> list[Case]:
    """Each non-default option value once, at a player count where it changes the play
    (counts tried from a rotating start, to spread the cases), plus every option changed at
    once when the game accepts that combination."""
    cases = []
    for rules in registry.all_games():
        counts = list(range(rules.min_players, rules.max_players + 1))
        last: dict[str, Any] = {}
        k = 0
        for info in describe_options(rules.options_class):
            for value in non_default_values(info):
                order = counts[k % len(counts):] + counts[:k % len(counts)]
                k += 1
                players = _pick_players(rules, order, {info.name: value})
                cases.append(Case(rules.game_id, players, ((info.name, value),)))
                last[info.name] = value
        if len(last) > 1:
            order = counts[k % len(counts):] + counts[:k % len(counts)]
            if any(_accepts(rules, n, last) for n in order):
                cases.append(Case(rules.game_id, _pick_players(rules, order, last),
                                  tuple(last.items())))
    return cases


def all_option_values() -> list[tuple[str, str, Any]]:
    """(game id, option name, value) for every non-default value of every game."""
    return [(rules.game_id, info.name, value)
            for rules in registry.all_games()
            for info in describe_options(rules.options_class)
            for value in non_default_values(info)]


# ----- random play -------------------------------------------------------------------------
class Chooser:
    """The test's own random choices (which seat moves, which action), seeded and
    independent of the game's RNG and of Python's `random` module."""

    def __init__(self, seed: int, stream: int = 0) -> None:
        self.rng = Rng(seed_state(seed) ^ (0x5EED_0000 + stream))

    def pick(self, items):
        return items[self.rng.below(len(items))]

    def sample(self, items: list, k: int) -> list:
        items = list(items)
        if len(items) <= k:
            return items
        self.rng.shuffle(items)
        return items[:k]


def max_actions(rules: GameRules) -> int:
    return int(getattr(rules, "max_game_length", DEFAULT_MAX_ACTIONS))


def play_random(rules: GameRules, state, chooser: Chooser, *, cap: int, where: str,
                on_step=None, seen: dict | None = None, unchecked: bool = False,
                limit: int | None = None) -> list[tuple[int, Action]]:
    """Play uniformly random legal actions until nobody is to act (or `limit` moves).

    `on_step(state, seat, action, version_before, result)` runs after every apply. `seen`
    collects every legal action met (first-seen order). Fails past `cap` actions."""
    moves: list[tuple[int, Action]] = []
    apply = rules.apply_unchecked if unchecked else rules.apply
    while limit is None or len(moves) < limit:
        actors = rules.to_act(state)
        if not actors:
            break
        assert len(moves) < cap, (
            f"{where}: the game has not ended after {cap} actions (to_act={actors}); "
            f"set `max_game_length` on the rules if that is expected")
        seat = chooser.pick(list(actors))
        legal = rules.legal_actions(state, seat)
        assert legal, (f"{where} step {len(moves)}: seat {seat} is in to_act={actors} "
                       f"but has no legal action; prompt: {rules.prompt(state, seat)!r}")
        if seen is not None:
            for a in legal:
                seen.setdefault(a, None)
        action = chooser.pick(legal)
        before = state.version
        result = apply(state, seat, action)
        moves.append((seat, action))
        if on_step is not None:
            on_step(state, seat, action, before, result)
    return moves


def sample_steps(length: int, k: int = SAMPLES) -> list[int]:
    return sorted({round(i * length / (k - 1)) for i in range(k)})


@dataclass
class Playthrough:
    case: Case
    seed: int
    moves: list[tuple[int, Action]]
    samples: dict[int, Any]  # step -> the state before moves[step] (step len(moves): the end)
    sample_json: dict[int, str]
    seen: list[Action]  # every action legal somewhere in this game, first-seen order

    @property
    def rules(self) -> GameRules:
        return self.case.rules

    def where(self, step: int | None = None) -> str:
        return repro(self.case, self.seed, step)

    def state_at(self, step: int):
        """A fresh copy of the sampled state before moves[step]."""
        original = self.samples[step]
        assert dumps(self.rules, original) == self.sample_json[step], (
            f"{self.where(step)}: a cached state changed after being cloned: a clone shares "
            f"mutable parts with its source (see test_clone_independence)")
        return original.clone()


def repro(case: Case, seed: int, step: int | None = None) -> str:
    text = f"[{case.id} seed={seed}"
    if step is not None:
        text += f" step={step}"
    return text + "]"


# Unbounded: each deep check walks every case in order, and a cache smaller than the number
# of cases would have evicted each playthrough before the next check asked for it again.
@cache
def playthrough(case: Case, seed: int) -> Playthrough:
    """A random game (cached): first played through to collect the moves, then replayed
    with `apply` to keep copies of the sampled states."""
    rules = case.rules
    seen: dict[Action, None] = {}
    moves = play_random(rules, case.new_game(seed), Chooser(seed), cap=max_actions(rules),
                        where=repro(case, seed), seen=seen)
    steps = set(sample_steps(len(moves)))
    state = case.new_game(seed)
    samples, sample_json = {}, {}
    for i in range(len(moves) + 1):
        if i in steps:
            samples[i] = state.clone()
            sample_json[i] = dumps(rules, samples[i])
        if i < len(moves):
            rules.apply(state, *moves[i])
    return Playthrough(case, seed, moves, samples, sample_json, list(seen))


def replay(case: Case, seed: int, moves, *, unchecked: bool = False):
    rules = case.rules
    state = case.new_game(seed)
    apply = rules.apply_unchecked if unchecked else rules.apply
    for seat, action in moves:
        apply(state, seat, action)
    return state


def fingerprint(game_id: str, players: int, seed: int) -> str:
    """A digest of a whole random game (every state and every legal-action list), used to
    compare runs in processes with different string-hash seeds."""
    case = Case(game_id, players)
    rules = case.rules
    digest = hashlib.sha256()
    state = case.new_game(seed)
    digest.update(dumps(rules, state).encode())

    def on_step(state, seat, action, before, result):
        digest.update(f"{seat}:{action}".encode())
        digest.update(dumps(rules, state).encode())
        for s in rules.to_act(state):
            digest.update(repr(rules.legal_actions(state, s)).encode())

    play_random(rules, state, Chooser(seed), cap=max_actions(rules), where=repro(case, seed),
                on_step=on_step)
    return digest.hexdigest()


# ----- checks shared by several tests ------------------------------------------------------
def dumps(rules: GameRules, state, *, canonical: bool = True) -> str:
    """The state's JSON text: canonical (sorted keys) for comparing, or as produced."""
    return json.dumps(state.to_json(), sort_keys=canonical, allow_nan=False)


def invariant_violations(rules: GameRules, state) -> list[str]:
    check = getattr(rules, "invariants", None)
    if check is None:
        return []
    found = check(state)
    assert isinstance(found, list), f"invariants() must return a list, not {found!r}"
    return found


def assert_invariants(rules: GameRules, state, where: str) -> None:
    found = invariant_violations(rules, state)
    assert not found, f"{where}: invariants violated: {found}"


def assert_final(rules: GameRules, state, players: int, where: str) -> None:
    """Checks on a finished game: scores, winners, returns, no more actions."""
    assert rules.is_over(state), f"{where}: to_act is empty but is_over() is False"
    scores = rules.scores(state)
    assert len(scores) == players, f"{where}: {len(scores)} scores for {players} seats"
    assert sorted(s.seat for s in scores) == list(range(players)), (
        f"{where}: scores are not one per seat: {[s.seat for s in scores]}")
    for s in scores:
        assert isinstance(s.total, int) and not isinstance(s.total, bool), (
            f"{where}: seat {s.seat} total {s.total!r} is not an int")
        assert all(isinstance(k, str) and isinstance(v, int) for k, v in s.breakdown.items()), (
            f"{where}: seat {s.seat} breakdown {s.breakdown!r} is not str -> int")
        assert s.total == sum(s.breakdown.values()), (
            f"{where}: seat {s.seat} total {s.total} != sum of breakdown {s.breakdown}")
        assert all(isinstance(t, int) for t in s.tiebreak), (
            f"{where}: seat {s.seat} tiebreak {s.tiebreak!r} is not a tuple of ints")
    winners = results.winners(rules, state)
    assert winners, f"{where}: the finished game has no winner"
    assert set(winners) <= set(range(players)), f"{where}: winners {winners} are not seats"
    returns = results.returns(rules, state)
    if players == 1:
        assert len(returns) == 1 and 0.0 <= returns[0] <= 1.0, (
            f"{where}: solo returns {returns} are not one value in 0..1")
    else:
        assert len(returns) == players and math.isclose(sum(returns), 1.0), (
            f"{where}: returns {returns} are not one per seat summing to 1")
    for seat in range(players):
        assert rules.legal_actions(state, seat) == [], (
            f"{where}: seat {seat} has legal actions after the game ended")
    assert rules.num_seats(state) == players
    assert_scores_explained(rules, state, where)
    if players == 1:
        result = rules.solo_result(state)
        assert isinstance(result, SoloResult) and type(result.value) is int, (
            f"{where}: solo_result {result!r} is not a SoloResult with a whole number")
        assert result.won == (returns[0] >= 1), (
            f"{where}: solo_result says won={result.won} but returns are {returns}")
        assert result.measure in (SCORE_MEASURE, TURNS_MEASURE), (
            f"{where}: solo_result measures {result.measure!r}, which no screen words")


def assert_scores_explained(rules: GameRules, state, where: str) -> None:
    """Every part of every score (a rival's too) is explained in words that render, for the
    end screen's tooltips: a few lines per breakdown key, nothing for keys that are not."""
    for score in [*rules.scores(state), *(rival for _, rival in rules.rival_scores(state))]:
        details = rules.score_details(state, score.seat)
        assert set(details) <= set(score.breakdown), (
            f"{where}: seat {score.seat} explains {sorted(set(details) - set(score.breakdown))}"
            f", which its score does not have")
        for key, value in score.breakdown.items():
            lines = details.get(key, [])
            assert lines or value == 0, (
                f"{where}: seat {score.seat}'s {value} points for {key!r} are not explained")
            for line in lines:
                assert isinstance(line, Msg | str), f"{where}: {key!r} detail {line!r}"
                words = english(line)
                assert words.strip() and "{" not in words, (
                    f"{where}: seat {score.seat}'s {key!r} reads {words!r}")


SECRET_KEY = re.compile(r"rng|seed|random", re.IGNORECASE)


def strip_secrets(obj):
    """The JSON without keys naming the RNG or the seed: what a deal looks like."""
    if isinstance(obj, dict):
        return {k: strip_secrets(v) for k, v in obj.items() if not SECRET_KEY.search(str(k))}
    if isinstance(obj, list):
        return [strip_secrets(v) for v in obj]
    return obj


def secret_values(obj, path: tuple = ()) -> list[tuple[tuple, Any]]:
    """(path, value) of every non-trivial value under a key naming the RNG or the seed."""
    found = []
    if isinstance(obj, dict):
        for k, v in obj.items():
            if SECRET_KEY.search(str(k)) and v not in (None, 0, [], {}, "", False):
                found.append(((*path, k), v))
            found.extend(secret_values(v, (*path, k)))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            found.extend(secret_values(v, (*path, i)))
    return found


def at_path(obj, path: tuple, default=None):
    for key in path:
        try:
            obj = obj[key]
        except (KeyError, IndexError, TypeError):
            return default
    return obj


def contains_value(obj, value) -> bool:
    if obj == value and type(obj) is type(value):
        return True
    if isinstance(obj, dict):
        return any(contains_value(v, value) for v in obj.values())
    if isinstance(obj, list):
        return any(contains_value(v, value) for v in obj)
    return False


def leaked_secrets(state_json, view_json) -> list[str]:
    """RNG/seed values of the state that a view still holds: a large number anywhere in the
    view, or any value at the same place."""
    leaks = []
    missing = object()
    for path, value in secret_values(state_json):
        name = "/".join(map(str, path))
        if isinstance(value, int) and abs(value) >= 1 << 24:
            if contains_value(view_json, value):
                leaks.append(f"{name} = {value}")
        elif at_path(view_json, path, missing) == value:
            leaks.append(f"{name} = {value!r}")
    return leaks


def non_json_path(obj, path: str = "$") -> str | None:
    """The path of the first value that is not plain JSON (dict with str keys, list, str,
    int, finite float, bool, None), or None."""
    if obj is None or isinstance(obj, (str, bool, int)):
        return None
    if isinstance(obj, float):
        return None if math.isfinite(obj) else f"{path} = {obj!r}"
    if isinstance(obj, list):
        for i, v in enumerate(obj):
            bad = non_json_path(v, f"{path}[{i}]")
            if bad:
                return bad
        return None
    if isinstance(obj, dict):
        for k, v in obj.items():
            if not isinstance(k, str):
                return f"{path} has a non-string key {k!r}"
            bad = non_json_path(v, f"{path}.{k}")
            if bad:
                return bad
        return None
    return f"{path} is a {type(obj).__name__}: {obj!r:.80}"


def json_paths(obj, path: tuple = ()) -> list[tuple]:
    """Every path (tuple of keys/indices) into a JSON value, including the root ()."""
    out = [path]
    if isinstance(obj, dict):
        for k, v in obj.items():
            out.extend(json_paths(v, (*path, k)))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            out.extend(json_paths(v, (*path, i)))
    return out


_LEAVES = (str, bytes, int, float, complex, bool, type(None), range, enum.Enum, type,
           types.FunctionType, types.BuiltinFunctionType, types.MethodType, types.ModuleType,
           types.MappingProxyType)


@cache
def _kind(cls: type) -> str:
    """How `mutable_parts` treats instances of `cls` (worked out once per class)."""
    if issubclass(cls, _LEAVES):
        return "leaf"
    params = getattr(cls, "__dataclass_params__", None)
    if dataclasses.is_dataclass(cls) and params is not None and params.frozen:
        return "leaf"  # a frozen dataclass may be shared as a whole
    if issubclass(cls, dict):
        return "dict"
    if issubclass(cls, bytearray):
        return "bytes"
    if issubclass(cls, (list, set)):
        return "mutable sequence"
    if issubclass(cls, (tuple, frozenset)):
        return "sequence"
    return "object"


def _attributes(obj) -> list[tuple[str, Any]]:
    out = []
    if hasattr(obj, "__dict__"):
        out.extend(vars(obj).items())
    for klass in type(obj).__mro__:
        slots = klass.__dict__.get("__slots__", ())
        if isinstance(slots, str):
            slots = (slots,)
        for name in slots:
            if name in ("__dict__", "__weakref__"):
                continue
            try:
                out.append((name, getattr(obj, name)))
            except AttributeError:
                pass
    return out


Places = list[tuple[int, str, Any]]  # (parent place, how it is reached, key/index/name)


def mutable_parts(root, label: str = "state") -> tuple[dict[int, int], Places]:
    """id -> place (spelled out by `_spell`) of every mutable object reachable from `root`
    (root included): lists, dicts, sets, bytearrays and instances of classes other
    than frozen dataclasses. Tuples and frozensets are looked into; frozen dataclasses may be
    shared as a whole. Places are links to their parent, spelled out only when reported."""
    found: dict[int, int] = {}
    visited: set[int] = set()
    places: Places = [(-1, "label", label)]
    stack = [(root, 0)]
    while stack:
        obj, place = stack.pop()
        kind = _kind(type(obj))
        if kind == "leaf" or id(obj) in visited:
            continue
        visited.add(id(obj))
        if kind == "dict":
            found[id(obj)] = place
            for k, v in obj.items():
                places.append((place, "key", k))
                stack.append((k, len(places) - 1))
                places.append((place, "item", k))
                stack.append((v, len(places) - 1))
        elif kind == "object":
            found[id(obj)] = place
            for name, v in _attributes(obj):
                places.append((place, "attr", name))
                stack.append((v, len(places) - 1))
        else:
            if kind != "sequence":
                found[id(obj)] = place
            if kind != "bytes":
                for i, v in enumerate(obj):
                    if _kind(type(v)) != "leaf":
                        places.append((place, "item", i))
                        stack.append((v, len(places) - 1))
    return found, places


def _spell(places: Places, place: int) -> str:
    steps = []
    while place >= 0:
        place, how, what = places[place]
        steps.append({"label": f"{what}", "key": f"[{what!r}].key", "item": f"[{what!r}]",
                      "attr": f".{what}"}[how])
    return "".join(reversed(steps))


def shared_mutable_parts(a, b, label_a: str, label_b: str) -> list[str]:
    """Paths of mutable objects reachable from both `a` and `b` (the same object, `is`)."""
    parts_a, places_a = mutable_parts(a, label_a)
    parts_b, places_b = mutable_parts(b, label_b)
    return sorted(f"{_spell(places_a, parts_a[i])} is {_spell(places_b, parts_b[i])}"
                  for i in parts_a.keys() & parts_b.keys())


def mangled(action: Action) -> list[Action]:
    """Near-misses of a legal action: each argument +1, -1, 999 or -1; one argument more or
    fewer; a changed kind."""
    out = []
    args = action.args
    for i, x in enumerate(args):
        for y in (x + 1, x - 1, 999, -1):
            out.append(Action(action.kind, (*args[:i], y, *args[i + 1:])))
    out.append(Action(action.kind, (*args, 0)))
    if args:
        out.append(Action(action.kind, args[:-1]))
    out.append(Action(action.kind + "_x", args))
    return out


UNKNOWN_ACTIONS = [Action("no_such_action"), Action("no_such_action", (0,)), Action("", (1, 2))]


def json_differences(a, b, path: str = "$", limit: int = 8) -> list[str]:
    """Where two JSON values differ, as 'path: a != b' lines (at most `limit`)."""
    out: list[str] = []

    def walk(x, y, p):
        if len(out) >= limit:
            return
        if isinstance(x, dict) and isinstance(y, dict):
            for k in sorted(x.keys() | y.keys(), key=str):
                if k not in x or k not in y:
                    out.append(f"{p}.{k}: only in the {'first' if k in x else 'second'}")
                else:
                    walk(x[k], y[k], f"{p}.{k}")
        elif isinstance(x, list) and isinstance(y, list) and len(x) == len(y):
            for i, (u, v) in enumerate(zip(x, y, strict=True)):
                walk(u, v, f"{p}[{i}]")
        elif x != y or type(x) is not type(y):
            out.append(f"{p}: {x!r:.120} != {y!r:.120}")

    walk(a, b, path)
    return out


def assert_same_state(rules: GameRules, a, b, message: str) -> None:
    """Equal to_json, or fail with `message` and the first differing paths."""
    ja, jb = a.to_json(), b.to_json()
    if json.dumps(ja, sort_keys=True) != json.dumps(jb, sort_keys=True):
        raise AssertionError(f"{message}\n  " + "\n  ".join(json_differences(ja, jb)))


def assert_same_json(a_text: str, b_text: str, message: str) -> None:
    """Equal JSON texts, or fail with `message` and the first differing paths."""
    if a_text != b_text:
        diff = json_differences(json.loads(a_text), json.loads(b_text))
        raise AssertionError(f"{message}\n  " + "\n  ".join(diff or ["(key order only)"]))
