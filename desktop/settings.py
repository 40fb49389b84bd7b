"""The player's preferences: `settings.json` in the user data directory.

Loading never fails: a missing file gives the defaults, a broken one gives the defaults and a
logged warning (the file is left exactly as it was, so nothing the player wrote is lost until
they save new settings), and each unknown or mistyped value falls back to its own default.
"""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from desktop.i18n import available_languages
from saves.atomic import write_atomic
from saves.errors import SaveError
from saves.paths import data_dir
from saves.reading import parse_json, read_bounded

SETTINGS_LIMIT = 64 * 1024  # a settings file is a few kilobytes (the new-game choices)

LOG = logging.getLogger("desktop.settings")

FILE_NAME = "settings.json"

ANIMATION_SPEEDS = ("off", "fast", "normal", "slow")
TEXT_SIZES = (100, 125, 150)  # per cent of the drawn size of every text
BOT_SPEEDS = ("instant", "fast", "normal", "slow")

# Seconds for one animation (a card moving, a coin flying); "off" jumps to the end.
ANIMATION_SECONDS = {"off": 0.0, "fast": 0.15, "normal": 0.3, "slow": 0.6}
# The pause before a bot's move is shown, so a player can follow what happened.
BOT_DELAY_SECONDS = {"instant": 0.0, "fast": 0.3, "normal": 0.8, "slow": 1.6}


@dataclass
class Settings:
    animation_speed: str = "normal"
    bot_speed: str = "normal"
    fullscreen: bool = False
    language: str = "en"
    last_game: str = ""  # the game the new-game screen opens on
    # game id -> the new-game screen's last choices for it (desktop.remembered.Choices)
    new_games: dict[str, Any] = field(default_factory=dict)
    hints: bool = True  # the Hint button on a human's turn
    volume: int = 70  # of the table's sounds, 0 to 100 (desktop/audio.py)
    muted: bool = False  # no sound at all (the volume is kept for later)
    text_size: int = 100  # per cent (TEXT_SIZES): larger text on every screen
    colour_blind: bool = False  # a palette safe for colour-vision deficiencies
    reduced_motion: bool = False  # nothing flies across the table: pieces fade in instead

    def to_json(self) -> dict[str, Any]:
        return asdict(self)

    @staticmethod
    def from_json(data: Any) -> Settings:
        """Settings from a JSON object; every missing or invalid field keeps its default."""
        settings = Settings()
        if not isinstance(data, dict):
            LOG.warning("settings are a JSON object, not %s; using the defaults",
                        type(data).__name__)
            return settings
        for name, valid in _VALID.items():
            if name not in data:
                continue
            value = data[name]
            if valid(value):  # what a remembered choice holds is checked where it is used
                setattr(settings, name, value)
            else:
                LOG.warning("setting %s=%r is not valid; using %r", name, value,
                            getattr(settings, name))
        return settings


def _is_language(value: Any) -> bool:
    return isinstance(value, str) and value in available_languages()


_VALID = {
    "animation_speed": lambda v: v in ANIMATION_SPEEDS,
    "bot_speed": lambda v: v in BOT_SPEEDS,
    "fullscreen": lambda v: isinstance(v, bool),
    "language": _is_language,
    "last_game": lambda v: isinstance(v, str),
    "new_games": lambda v: isinstance(v, dict) and all(isinstance(k, str) for k in v),
    "hints": lambda v: isinstance(v, bool),
    "volume": lambda v: isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= 100,
    "muted": lambda v: isinstance(v, bool),
    "text_size": lambda v: v in TEXT_SIZES and not isinstance(v, bool),
    "colour_blind": lambda v: isinstance(v, bool),
    "reduced_motion": lambda v: isinstance(v, bool),
}
assert set(_VALID) == {f.name for f in fields(Settings)}


def settings_path() -> Path:
    return data_dir() / FILE_NAME


def load_settings() -> Settings:
    """The saved settings, or the defaults; never raises, never blocks (a pipe or a device in
    its place is refused unread) and never changes the file."""
    path = settings_path()
    if not path.exists():
        return Settings()
    try:
        data = parse_json(read_bounded(path, SETTINGS_LIMIT))
    except SaveError as error:
        LOG.warning("could not read %s (%s); using the default settings", path, error.message)
        return Settings()
    return Settings.from_json(data)


def save_settings(settings: Settings) -> None:
    """Write the settings atomically (raises OSError if the disk refuses)."""
    text = json.dumps(settings.to_json(), indent=2, sort_keys=True) + "\n"
    write_atomic(settings_path(), text.encode("utf-8"))


def animation_seconds(settings: Settings) -> float:
    return ANIMATION_SECONDS.get(settings.animation_speed, ANIMATION_SECONDS["normal"])


def bot_delay_seconds(settings: Settings) -> float:
    return BOT_DELAY_SECONDS.get(settings.bot_speed, BOT_DELAY_SECONDS["normal"])
