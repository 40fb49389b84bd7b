"""One registration per game: everything the desktop needs to put a game on screen.

A game appears on the desktop when ``desktop/games/<game_id>.py`` exists beside its rules
(``rules.core.registry``) and defines ``DESK``, a `Desk`. The title's list, the new-game
screen (default player count, presets and the live note), the game table, the rules
reference, the end screen's columns and the sprites folder all read it; nothing in the shell
(``desktop/scenes``, ``desktop/app.py``, ``desktop/controller.py``) names a game.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from rules.core import registry
from rules.core.contract import GameRules, SoloResult
from rules.core.message import N_

if TYPE_CHECKING:
    from desktop.views.table import Table

# Every game's title (the registry's `title`, in English) for the catalogue: the screens
# show `tr(rules.title)`, and tests/test_desktop_language.py checks that each title is here.
TITLES = (N_("Citadels"), N_("Ginkgopolis"), N_("National Economy"),
          N_("The Builders: Antiquity"), N_("Boonlake"))

Preset = tuple[str, str, dict[str, Any]]  # label, tooltip, option values
Note = tuple[str, pygame.Color]


def _no_presets() -> dict[str, list[Preset]]:
    return {}


def _no_note(values: dict[str, Any]) -> Note | None:
    return None


def _no_reference(view: Any, options: Any) -> list[str]:
    return []


def _every_option(view: Any, name: str) -> bool:
    return True


def _nothing() -> None:
    return None


def _seat_colour(seat: int, players: int) -> pygame.Color:
    from desktop.views.kit.palette import seat_colour

    return seat_colour(seat)


def _solo_verdict(total: int, result: SoloResult) -> str:
    from desktop.i18n import tr

    return tr("Solo win: {n} points", n=total) if result.won else \
        tr("Solo loss: {n} points", n=total)


@dataclass(frozen=True)
class Desk:
    """A game's desktop registration.

    `table` makes a fresh table view. `reference(view, options)` gives the rules-reference
    paragraphs (pygame_gui HTML) from what the viewer may see; `option_shown(view, name)`
    says whether the reference lists that option (one that cannot matter in this game, such
    as a solo-only option in a game of several, is left out). `presets()` maps an option
    group to its preset buttons; `note(values)` is a live line under the options (wrapped;
    `values` holds the options and, under "players", the chosen number of players).
    `score_labels` names the end screen's columns (in order). `sprites` is the game's folder
    under ``sprites/svg``. `clear_caches` forgets anything the game's drawing cached (the app
    calls it when it closes). `solo_verdict(total, result)` heads a solo game's record panel
    (from the score and the rules' `SoloResult`). `seat_colour(seat, players)` is the colour
    the table gives a seat (a seat from `players` on is a rival of the rules: Hal, the
    Eminence); the end screen's charts use it."""
    game_id: str
    table: Callable[[], Table]
    sprites: str
    players: int = 4
    reference: Callable[[Any, Any], list[str]] = _no_reference
    option_shown: Callable[[Any, str], bool] = _every_option
    presets: Callable[[], dict[str, list[Preset]]] = _no_presets
    note: Callable[[dict[str, Any]], Note | None] = _no_note
    score_labels: dict[str, str] = field(default_factory=dict)
    clear_caches: Callable[[], None] = _nothing
    solo_verdict: Callable[[int, SoloResult], str] = _solo_verdict
    seat_colour: Callable[[int, int], pygame.Color] = _seat_colour

    @property
    def rules(self) -> GameRules:
        return registry.get(self.game_id)

    @property
    def title(self) -> str:
        return self.rules.title


def _module_name(game_id: str) -> str:
    return f"desktop.games.{game_id}"


def has_desk(game_id: str) -> bool:
    return game_id.isidentifier() and importlib.util.find_spec(_module_name(game_id)) is not None


def desk(game_id: str) -> Desk:
    """The registration of a game that has one (`has_desk`)."""
    found = importlib.import_module(_module_name(game_id)).DESK
    if found.game_id != game_id:
        raise ValueError(f"{_module_name(game_id)} registers {found.game_id!r}")
    return found


def desks() -> list[Desk]:
    """Every game that can be played on screen, in the rules registry's order."""
    return [desk(rules.game_id) for rules in registry.all_games() if has_desk(rules.game_id)]


def make_table(game_id: str) -> Table:
    return desk(game_id).table()


def clear_caches() -> None:
    """Forget what every loaded game cached for drawing (surfaces of a closed display)."""
    for rules in registry.all_games():
        if _module_name(rules.game_id) in sys.modules:  # never imported: nothing cached
            desk(rules.game_id).clear_caches()
