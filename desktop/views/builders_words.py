"""The Builders' words on the desktop: the rules reference and the end screen's columns."""

from __future__ import annotations

from typing import Any

from desktop.i18n import tr
from rules.builders import catalogue as cat
from rules.builders import scoring

SCORE_LABELS = {key: key for key in (scoring.BUILDINGS, scoring.MACHINES, scoring.COINS,
                                     scoring.PRISONERS, scoring.LOANS)}


def reference_html(view: Any, options: Any) -> list[str]:
    """The rules in short, for the rules-reference screen."""
    paragraphs = [
        tr("Goal: the most points from completed buildings and machines, plus 1 point per 10 "
           "coins, minus unfreed prisoners and unpaid loans."),
        tr("A turn: 3 free actions; each further action costs {price} coins. Open a face-up "
           "building (1 action), recruit a face-up worker (1 action), take coins (1, 2 or 3 "
           "actions for 1, 3 or 6 coins), send a worker, free a prisoner (1 action), or make "
           "the turn's one investment.", price=cat.EXTRA_ACTION_PRICE),
        tr("Investments (one per turn, 1 action): a prisoner for {p} coins, a tool for {t}, a "
           "loan giving {l} coins, or educating a worker on no site for {u}.",
           p=cat.PRISONER_PRICE, t=cat.TOOL_PRICE, l=cat.LOAN_GAIN, u=cat.UNIVERSITY_PRICE),
        tr("Sending a worker costs the coins printed on it; the second worker sent to the same "
           "building in a turn takes 2 actions, the third 3. A building completes as soon as "
           "its workers cover its stone, wood, knowledge and tile: you get its coins and "
           "points, and the workers and tools come back. A completed machine works for you "
           "for free."),
        tr("Prisoners cost nothing to send but take no tool or education until freed. A tool "
           "adds 1 resource to one worker and comes back with it."),
        tr("The end: when a player ends a turn with {n} or more points, the round is finished "
           "so that everyone has had equal turns. Then each unfreed prisoner costs 1 point "
           "(or 5 coins if it is on no building site), each loan 15 coins (or 2 points); ties "
           "share the win.",
           n=cat.END_POINTS),
    ]
    if view is not None and view.n == 1:
        paragraphs.append(tr("Solo: reach {n} points in as few turns as possible (at most "
                             "{limit} turns); your best is kept as a record.",
                             n=cat.END_POINTS, limit=cat.SOLO_TURN_LIMIT))
    return paragraphs
