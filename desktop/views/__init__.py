"""Pure renderers of a game view plus presentation state (hover, selection).

A game has a table on screen when ``desktop/views/<game_id>_table.py`` exists and defines
``TABLE_VIEW``, a `desktop.views.table.Table` subclass. A game whose rules exist but whose table
is not drawn yet (it can already be played headless in the arena) is not offered on the
new-game screen, and its saves are refused with a message."""

from __future__ import annotations

import importlib
import importlib.util


def _module_name(game_id: str) -> str:
    return f"desktop.views.{game_id}_table"


def has_table(game_id: str) -> bool:
    return game_id.isidentifier() and importlib.util.find_spec(_module_name(game_id)) is not None


def make_table(game_id: str):
    """A fresh table view for this game."""
    return importlib.import_module(_module_name(game_id)).TABLE_VIEW()
