"""Player names: valid text of sensible length, the same rule for saves and the new-game screen.

A name is drawn on the table, written into the log and saved after every move, so it must be
text that every one of those can handle: valid Unicode (no lone surrogate such as \\ud800), no
control characters, not blank, and at most MAX_NAME characters.
"""

from __future__ import annotations

import unicodedata

from rules.core.message import Msg, msg

MAX_NAME = 32  # the new-game screen allows 16; generated names ("normal 3") are shorter
_BAD_CATEGORIES = {"Cc", "Cs"}  # control characters and lone surrogates


def name_problem(name: object) -> Msg | None:
    """Why `name` cannot be a player's name, or None when it can."""
    if not isinstance(name, str):
        return msg("a player's name must be text")
    if not name.strip():
        return msg("a player's name must not be blank")
    if len(name) > MAX_NAME:
        return msg("a player's name has at most {n} characters", n=MAX_NAME)
    if any(unicodedata.category(ch) in _BAD_CATEGORIES for ch in name):
        return msg("a player's name holds a character that is not printable text")
    return None


def clean_name(text: str, fallback: str) -> str:
    """The name typed on the new-game screen made valid: unprintable characters dropped,
    spaces trimmed, cut to MAX_NAME; `fallback` when nothing is left."""
    kept = "".join(ch for ch in text if unicodedata.category(ch) not in _BAD_CATEGORIES)
    kept = " ".join(kept.split())[:MAX_NAME].strip()
    return kept or fallback
