"""Ginkgopolis on the desktop: the grid table, its reference and end-screen columns."""

from __future__ import annotations

from desktop.games import Desk
from desktop.views import ginkgopolis_words
from desktop.views.ginkgopolis_table import GinkgopolisTable

DESK = Desk(
    game_id="ginkgopolis",
    table=GinkgopolisTable,
    sprites="ginkgopolis",
    players=3,
    reference=ginkgopolis_words.reference_html,
    option_shown=ginkgopolis_words.option_shown,
    score_labels={
        "points": "Points in play",
        "cards": "End-game cards",
        "refresh_tokens": "Unused refresh tokens",
        "districts": "Districts",
    },
)
