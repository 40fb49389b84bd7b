"""Bot settings are data: `settings.json` beside this file, per level, with per-game overrides.

Merge order (later wins): default.all, default[level], <game>.all, <game>[level], overrides.
A level's `solo` settings (one seat) and `table` settings (three seats or more) are laid over
the rest when the table has that size (`rules/bots/search.py`). A key no bot reads (a typo in
the file or in an arena's `--bot-setting`) is refused, not silently ignored.
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from rules.core.contract import BOT_LEVELS

OVERLAYS = ("solo", "table")  # settings laid over the rest by the table's size
# Every key a bot reads, by who reads it (keep in step with the code: tests/test_bots.py).
KEYS: dict[str, tuple[str, ...]] = {
    "every bot (base.py, search.py)": ("ms", "iterations", "overrun_factor", "overrun_grace_ms",
                                       "avoid_repeats", "search"),
    "easy (greedy.py)": ("determinizations", "leniency", "top_k"),
    "ismcts": ("exploration", "rollout_plies", "early_stop", "scale_exploration",
               "rollout_policy", "rivals_by_policy", "prune_to", "policy_expansion",
               "belief_model"),
    "flat": ("rollout_plies",),
    "lookahead": ("depth", "positions", "finish_turn"),
}
KNOWN = frozenset(key for keys in KEYS.values() for key in keys)


@cache
def _raw() -> dict[str, Any]:
    text = resources.files("rules.bots").joinpath("settings.json").read_text(encoding="utf-8")
    return json.loads(text)


def load_settings(game_id: str, level: str,
                  overrides: dict[str, Any] | None = None) -> dict[str, Any]:
    if level not in BOT_LEVELS:
        raise ValueError(f"a bot level is one of {', '.join(BOT_LEVELS)}, not {level!r}")
    raw = _raw()
    merged: dict[str, Any] = {}
    for section in (raw.get("default", {}), raw.get(game_id, {})):
        merged.update(section.get("all", {}))
        merged.update(section.get(level, {}))
    merged.update(overrides or {})
    _refuse_unknown(merged, f"{game_id} {level}")
    return merged


def _refuse_unknown(settings: dict[str, Any], where: str, overlays: bool = True) -> None:
    for key, value in settings.items():
        if overlays and key in OVERLAYS and isinstance(value, dict):
            _refuse_unknown(value, f"{where} {key}", overlays=False)
        elif key not in KNOWN:
            raise ValueError(f"no bot reads the setting {key!r} ({where}); the settings are "
                             f"{', '.join(sorted(KNOWN | set(OVERLAYS)))}")
