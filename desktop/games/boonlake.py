"""Boonlake on the desktop: the river, the map, the action board and the players' boards."""

from __future__ import annotations

from desktop.games import Desk
from desktop.views import boonlake_words
from desktop.views.boonlake_table import BoonlakeTable

DESK = Desk(
    game_id="boonlake",
    table=BoonlakeTable,
    sprites="boonlake",
    players=3,
    reference=boonlake_words.reference_html,
    score_labels=boonlake_words.SCORE_LABELS,
)
