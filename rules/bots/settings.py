"""Bot settings: data in `settings.json` beside this file, typed here, one dataclass per reader.

Merge order (later wins): default.all, default[level], <game>.all, <game>[level], overrides.
A level's `solo` settings (one seat) and `table` settings (three seats or more) are laid over
the rest when the table has that size (`in_force`). The merged dict is the data every caller
layers overrides on (the arena's `--bot-setting`, the ladder's quick budgets); the bots read
it through the frozen dataclasses below, built by `typed`.

Each reader declares its settings here with their types and defaults: a default lives in its
field and nowhere else (`settings.json` holds only what a level or a game changes). `KEYS`
and `KNOWN` follow from the dataclasses. A key no reader declares (a typo in the file or in an
arena's `--bot-setting`) or a value of the wrong type is refused, not silently ignored.
"""

from __future__ import annotations

import json
import types
import typing
from collections.abc import Mapping
from dataclasses import dataclass, fields
from functools import cache
from importlib import resources
from typing import Any, Literal, TypeVar, Union

from rules.core.contract import ARENA_LEVELS


@dataclass(frozen=True)
class BotSettings:
    """Read by every bot (base.py, and search.py at each table size)."""

    ms: float | None = None  # a decision's time budget; None: no clock
    iterations: int | None = None  # a decision's iteration budget (searches); None: no cap
    overrun_factor: float = 3.0  # `safe_choose` replaces an answer later than
    overrun_grace_ms: float = 1500.0  # ms × overrun_factor + overrun_grace_ms
    avoid_repeats: bool = True  # back at a view seen before, take an action not taken there


@dataclass(frozen=True)
class LeafSettings:
    """Read by easy and by every search: what values the positions they look ahead to, the
    game's hand-written heuristic or its learned value (`GameAI.learned_leaves`,
    rules/bots/value_net.py), whose weights come from the game's data or, to try others,
    from a folder of them."""

    leaf_value: Literal["heuristic", "learned"] = "heuristic"
    value_weights: str | None = None


@dataclass(frozen=True)
class GreedySettings:
    """Read by level easy (greedy.py)."""

    determinizations: int = 3  # deals each action is tried on (at least one)


@dataclass(frozen=True)
class LeniencySettings:
    """Read by easy and by every search: a level that sometimes plays one of its `top_k` best
    moves at random instead of the best, as a person of that strength would (the same value
    behind every level, only its use looser)."""

    leniency: float = 0.0  # the chance of picking among the top_k instead of the best
    top_k: int = 2


@dataclass(frozen=True)
class SearchChoice:
    """Read by levels normal and hard (search.py): the search they run (`search.SEARCHES`)."""

    search: Literal["ismcts", "flat", "lookahead"] = "ismcts"


@dataclass(frozen=True)
class IsmctsSettings:
    """Read by the ISMCTS search (ismcts.py, whose docstring tells what each switch does)."""

    exploration: float = 0.7  # UCB1's exploration constant
    rollout_plies: int = 20  # a rollout's length before the heuristic values it
    early_stop: bool = True  # stop once the most visited action cannot be overtaken
    scale_exploration: bool = False  # exploration × 2 / seats
    rollout_policy: bool = True  # the game's playout policy in rollouts, where it has one
    rivals_by_policy: bool = False  # the other seats' choices below the root by the policy
    prune_to: int = 0  # the root keeps the k actions the heuristic likes best; 0: all
    policy_expansion: bool = False  # grow first the untried action the policy picks
    belief_model: bool = False  # deals from the game's AI (`GameAI.determinize`)
    prior_visits: int = 0  # a new node starts as this many visits of the learned value


@dataclass(frozen=True)
class FlatSettings:
    """Read by flat Monte Carlo (flat.py)."""

    rollout_plies: int = 20  # a playout's length before the heuristic values it
    halving: bool = False  # sequential halving: the samples go to the actions still in the running
    belief_model: bool = False  # deals from the game's AI (`GameAI.determinize`)


@dataclass(frozen=True)
class LookaheadSettings:
    """Read by the determinized lookahead (lookahead.py)."""

    depth: int = 2  # the seat's decisions searched on each deal, the root's counted
    positions: int | None = None  # positions valued per decision at most; None: no cap
    finish_turn: bool = False  # play each line's turn to its end before valuing it


# Who reads which settings: every key a reader's dataclass declares.
READERS: dict[str, type] = {
    "every bot (base.py)": BotSettings,
    "easy and every search (search.py, greedy.py)": LeafSettings,
    "easy (greedy.py)": GreedySettings,
    "easy and every search (greedy.py, search.py)": LeniencySettings,
    "normal and hard (search.py)": SearchChoice,
    "ismcts (ismcts.py)": IsmctsSettings,
    "flat (flat.py)": FlatSettings,
    "lookahead (lookahead.py)": LookaheadSettings,
}
KEYS: dict[str, tuple[str, ...]] = {
    who: tuple(f.name for f in fields(cls)) for who, cls in READERS.items()}
KNOWN = frozenset(key for keys in KEYS.values() for key in keys)
OVERLAYS = ("solo", "table")  # settings laid over the rest by the table's size

T = TypeVar("T")


def _types() -> dict[str, Any]:
    """Each key's type; a key two readers declare (`rollout_plies`) has one type."""
    out: dict[str, Any] = {}
    for cls in READERS.values():
        for key, hint in typing.get_type_hints(cls).items():
            if out.setdefault(key, hint) != hint:
                raise TypeError(f"the bot setting {key!r} is declared with two types")
    return out


TYPES = _types()


def _members(hint: Any) -> tuple[Any, ...]:
    """The types a value of `hint` may have (`int | None`: int and NoneType)."""
    if typing.get_origin(hint) in (Union, types.UnionType):
        return typing.get_args(hint)
    return (hint,)


def _fits(value: Any, hint: Any) -> bool:
    for member in _members(hint):
        if typing.get_origin(member) is Literal:
            fits = isinstance(value, str) and value in typing.get_args(member)
        elif member is type(None):
            fits = value is None
        elif isinstance(value, bool) or member is bool:
            fits = isinstance(value, bool) and member is bool  # true is not a number here
        elif member is float:
            fits = isinstance(value, (int, float))
        else:
            fits = isinstance(value, member)
        if fits:
            return True
    return False


def _words(hint: Any) -> str:
    """A type as a settings file or command line spells its values."""
    words = {bool: "true or false", int: "a whole number", float: "a number", str: "a text",
             type(None): "null"}
    return " or ".join(
        "one of " + ", ".join(json.dumps(arg) for arg in typing.get_args(member))
        if typing.get_origin(member) is Literal else words[member]
        for member in _members(hint))


def _value(key: str, value: Any, where: str) -> Any:
    """`value` checked against the declared type of `key`; a whole number given for a float
    becomes that float."""
    if key not in KNOWN:
        raise ValueError(f"no bot reads the setting {key!r} ({where}); the settings are "
                         f"{', '.join(sorted(KNOWN | set(OVERLAYS)))}")
    hint = TYPES[key]
    if not _fits(value, hint):
        raise ValueError(f"the bot setting {key!r} ({where}) takes {_words(hint)}, "
                         f"not {value!r}")
    members = _members(hint)
    if type(value) is int and float in members and int not in members:
        return float(value)
    return value


def check(settings: Mapping[str, Any], where: str) -> None:
    """Refuse a key no reader declares or a value of the wrong type, in `settings` and in its
    `solo` and `table` overlays (an overlay holds settings, never another overlay)."""
    for key, value in settings.items():
        if key not in OVERLAYS:
            _value(key, value, where)
    for key in OVERLAYS:
        value = settings.get(key, {})
        if not isinstance(value, Mapping):
            raise ValueError(f"the bot setting {key!r} ({where}) takes an object of "
                             f"settings, not {value!r}")
        for inner, item in value.items():
            _value(inner, item, f"{where} {key}")


def typed(cls: type[T], settings: Mapping[str, Any], where: str = "bot settings") -> T:
    """`cls` (one of `READERS`) from those of `settings` that are its fields, checked; the
    other keys (other readers', the overlays) are left to their readers."""
    return cls(**{f.name: _value(f.name, settings[f.name], where)
                  for f in fields(cls) if f.name in settings})


def in_force(settings: Mapping[str, Any], seats: int) -> dict[str, Any]:
    """The settings for a table of `seats`: alone at the table, the `solo` settings laid over
    the rest; with three seats or more, the `table` settings; the overlays themselves left
    out."""
    overlay = settings.get("solo" if seats == 1 else "table" if seats >= 3 else "") or {}
    return {key: value for key, value in {**settings, **overlay}.items()
            if key not in OVERLAYS}


@cache
def _raw() -> dict[str, Any]:
    text = resources.files("rules.bots").joinpath("settings.json").read_text(encoding="utf-8")
    return json.loads(text)


def load_settings(game_id: str, level: str,
                  overrides: dict[str, Any] | None = None) -> dict[str, Any]:
    """The merged settings of `level` for `game_id`, overlays included, checked (`check`)."""
    if level not in ARENA_LEVELS:
        raise ValueError(f"a bot level is one of {', '.join(ARENA_LEVELS)}, not {level!r}")
    raw = _raw()
    merged: dict[str, Any] = {}
    for section in (raw.get("default", {}), raw.get(game_id, {})):
        merged.update(section.get("all", {}))
        merged.update(section.get(level, {}))
    merged = with_overrides(merged, overrides or {})
    check(merged, f"{game_id} {level}")
    return merged


def with_overrides(settings: Mapping[str, Any], overrides: Mapping[str, Any]) -> dict[str, Any]:
    """`settings` changed by `overrides` at every table size: a key given plainly is laid over
    the level's `solo` and `table` overlays too, which would otherwise win over it alone or at
    a table; an overlay given (`{"solo": {...}}`) changes the level's own key by key and wins
    over both."""
    merged = {**settings, **overrides}
    plain = {key: value for key, value in overrides.items() if key not in OVERLAYS}
    for overlay in OVERLAYS:
        given, own = overrides.get(overlay), settings.get(overlay)
        if isinstance(given, dict) or (plain and isinstance(own, dict)):
            merged[overlay] = {**(own if isinstance(own, dict) else {}), **plain,
                               **(given or {})}
    return merged
