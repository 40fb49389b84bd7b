"""Boonlake on the desktop: the river, the map, the action board and the players' boards."""

from __future__ import annotations

from desktop.games import Desk
from desktop.i18n import tr
from desktop.views import boonlake_words
from desktop.views.boonlake_table import BoonlakeTable
from rules.core.contract import SoloResult


def solo_verdict(total: int, result: SoloResult) -> str:
    """Against the Wise Eminence: one record per level (result.mode is "level-N")."""
    level = result.mode.removeprefix("level-")
    if result.won:
        return tr("Solo, level {level}: {points} points, the Wise Eminence beaten",
                  level=level, points=total)
    return tr("Solo, level {level}: {points} points, the Wise Eminence not beaten",
              level=level, points=total)


DESK = Desk(
    game_id="boonlake",
    table=BoonlakeTable,
    sprites="boonlake",
    players=3,
    reference=boonlake_words.reference_html,
    score_labels=boonlake_words.SCORE_LABELS,
    solo_verdict=solo_verdict,
)
