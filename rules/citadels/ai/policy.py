"""Citadels' playout policy for search rollouts: every seat plays a plain, sensible turn.

Random playouts end turns without building and waste their income, so a rollout said little
about the move that led to it. Here a seat takes its income, builds the dearest district it
can afford, takes gold while poor and cards while its hand is thin, and keeps the dearest
drawn card it could soon pay for. Everything else (the draft, the characters' targets) stays
random: those are the choices the search itself explores.
"""

from __future__ import annotations

import random

from rules.citadels import moves
from rules.citadels.board import build_cost
from rules.citadels.catalogue import CARD_KIND, KINDS
from rules.citadels.state import CitadelsState
from rules.core.actions import Action

GOLD, DRAW, INCOME, END = moves.GOLD(), moves.DRAW(), moves.INCOME(), moves.END()
POOR = 4  # below this much gold a seat takes gold rather than cards
THIN_HAND = 2  # with fewer cards in hand a seat draws


def _cost(card: int) -> int:
    return KINDS[CARD_KIND[card]].cost


def rollout_action(s: CitadelsState, seat: int, legal: list[Action],
                   rng: random.Random) -> Action | None:
    if INCOME in legal:
        return INCOME
    builds = [a for a in legal if a.kind == moves.BUILD.kind]
    if builds:
        return max(builds, key=lambda a: (build_cost(s, seat, a.args[0]), rng.random()))
    if GOLD in legal and DRAW in legal:
        poor = s.gold[seat] < POOR or len(s.hands[seat]) >= THIN_HAND
        return GOLD if poor else DRAW
    keeps = [a for a in legal if a.kind == moves.KEEP.kind]
    if keeps:
        reach = s.gold[seat] + 2
        affordable = [a for a in keeps if _cost(a.args[0]) <= reach] or keeps
        return max(affordable, key=lambda a: (_cost(a.args[0]), rng.random()))
    if END in legal and len(legal) > 1 and rng.random() < 0.5:
        return END  # powers are used about half the time, as a casual player would
    return None
