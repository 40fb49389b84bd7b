"""The Builders: Antiquity on the desktop: the tableau table, its reference and columns."""

from __future__ import annotations

from desktop.games import Desk
from desktop.i18n import ntr
from desktop.views import builders_words
from desktop.views.builders_table import BuildersTable
from rules.core.contract import SoloResult


def solo_verdict(total: int, result: SoloResult) -> str:
    """The solo challenge: the end score in as few turns as possible (result.value)."""
    if result.won:
        return ntr("Solo: {points} points in {n} turn, the goal reached",
                   "Solo: {points} points in {n} turns, the goal reached", result.value,
                   points=total)
    return ntr("Solo: {points} points after {n} turn, the goal not reached",
               "Solo: {points} points after {n} turns, the goal not reached", result.value,
               points=total)


DESK = Desk(
    game_id="builders",
    table=BuildersTable,
    sprites="builders",
    players=2,
    reference=builders_words.reference_html,
    score_labels=builders_words.SCORE_LABELS,
    solo_verdict=solo_verdict,
)
