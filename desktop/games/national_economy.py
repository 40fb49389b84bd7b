"""National Economy on the desktop: the tableau table, its reference and end-screen columns."""

from __future__ import annotations

from desktop.games import Desk
from desktop.i18n import tr
from desktop.views import national_economy_words
from desktop.views.national_economy_table import NationalEconomyTable
from rules.core.contract import SoloResult


def solo_verdict(total: int, result: SoloResult) -> str:
    """The solo result against the rulebook's goal of 100 points."""
    from rules.national_economy.scoring import SOLO_GOAL

    if result.won:
        return tr("Solo win: {n} points ({goal} or more)", n=total, goal=SOLO_GOAL)
    return tr("Solo loss: {n} points, {k} short of {goal}", n=total, k=SOLO_GOAL - total,
              goal=SOLO_GOAL)


DESK = Desk(
    game_id="national_economy",
    table=NationalEconomyTable,
    sprites="national_economy",
    players=2,
    reference=national_economy_words.reference_html,
    score_labels=national_economy_words.SCORE_LABELS,
    solo_verdict=solo_verdict,
)
