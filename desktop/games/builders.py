"""The Builders: Antiquity on the desktop: the tableau table, its reference and columns."""

from __future__ import annotations

from desktop.games import Desk
from desktop.i18n import tr
from desktop.views import builders_words
from desktop.views.builders_table import BuildersTable


def solo_verdict(total: int, won: bool) -> str:
    return tr("Solo: {n} points, the goal reached", n=total) if won else \
        tr("Solo: {n} points, the goal not reached", n=total)


DESK = Desk(
    game_id="builders",
    table=BuildersTable,
    sprites="builders",
    players=2,
    reference=builders_words.reference_html,
    score_labels=builders_words.SCORE_LABELS,
    solo_verdict=solo_verdict,
)
