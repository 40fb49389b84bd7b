"""Where Tabletop Cities keeps its files: everything under the user data directory."""

from __future__ import annotations

from pathlib import Path

import platformdirs

APP = "tabletop-cities"


def data_dir() -> Path:
    """`platformdirs.user_data_dir("tabletop-cities")`; tests move it with XDG_DATA_HOME."""
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def saves_dir() -> Path:
    return data_dir() / "saves"


def autosave_dir() -> Path:
    return data_dir() / "autosave"
