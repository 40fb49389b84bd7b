"""Bot settings are data: `settings.json` beside this file, per level, with per-game overrides.

Merge order (later wins): default.all, default[level], <game>.all, <game>[level], overrides.
A level's `solo` settings (one seat) and `table` settings (three seats or more) are laid over
the rest when the table has that size (`rules/bots/search.py`).
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from rules.core.contract import BOT_LEVELS

OVERLAYS = ("solo", "table")  # settings laid over the rest by the table's size


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
    return merged
