"""Older save formats, upgraded one version at a time to the current one.

Format 1 (the first release): {"format", "version": 1, "game", "options", "players":
[[name, kind], ...], "seed", "actions": [[seat, kind, args...], ...], "state", "saved_at"}.
Format 2: format 3 without "hints_used".
Format 3 (current): see docs/save-format.md.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.core.message import msg
from saves.errors import SaveError

CURRENT_VERSION = 3


def _v1_to_v2(data: dict) -> dict:
    try:
        players = data["players"]
        actions = data["actions"]
        moves = [[entry[0], list(entry[1:])] for entry in actions]
        seats = [{"name": name, "kind": kind} for name, kind in players]
        saved_at = data.get("saved_at", "")
        return {
            "format": data["format"],
            "format_version": 2,
            "app_version": "0.0 (format 1)",
            "game": data["game"],
            "options": data["options"],
            "seats": seats,
            "seed": data["seed"],
            "moves": moves,
            "snapshot": data["state"],
            "created": saved_at,
            "updated": saved_at,
            "summary": {},
        }
    except (KeyError, TypeError, ValueError, IndexError):
        raise SaveError(msg("The save file is damaged: its format-1 fields are incomplete.")) \
            from None


def _v2_to_v3(data: dict) -> dict:
    return {**data, "format_version": 3, "hints_used": 0}  # no Hint button before it


MIGRATIONS: dict[int, Callable[[dict], dict]] = {1: _v1_to_v2, 2: _v2_to_v3}


def migrate(data: dict, version: int) -> dict:
    """Upgrade `data` of format `version` to CURRENT_VERSION."""
    while version < CURRENT_VERSION:
        data = MIGRATIONS[version](data)
        version += 1
    return data
