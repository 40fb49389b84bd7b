"""Boonlake's move filter and playout policy, for the bots (never imported by the rules)."""

from __future__ import annotations

import random
from collections.abc import Callable

from rules.boonlake import catalogue, effects
from rules.boonlake import moves as m
from rules.boonlake.state import BoonlakeState
from rules.core.actions import Action

# Playout preferences by move (higher first), for decisions where many kinds mix.
KIND_ORDER = {move.kind: rank for move, rank in (
    (m.PROJECT, 6), (m.PLAY, 5), (m.SETTLE, 4), (m.HOUSE, 4), (m.CATTLE, 4), (m.DEVELOP, 3),
    (m.EXPLORE, 3), (m.PASTURE, 3), (m.LEVER, 2), (m.HIRE, 2), (m.TAKE, 2), (m.TRACK, 2),
    (m.SITE, 2), (m.VASE, 1), (m.SAIL, 1), (m.DRAW, 1), (m.DISCARD, 0), (m.FORGO, 0),
    (m.EXCHANGE, 1), (m.RESET, 1), (m.CARD, 0), (m.SKIP, -1), (m.DONE, -1))}


def wasteful(s: BoonlakeState, seat: int, action: Action) -> bool:
    """Plainly bad: marking a scoring tile whose condition fails (it costs points) while
    another is met or paid for."""
    if action.kind != m.MARK.kind:
        return False
    return not _mark_wins(s, seat, action)


def _mark_wins(s: BoonlakeState, seat: int, action: Action) -> bool:
    slot, pay = action.args[0], action.args[1]
    tile = catalogue.tile(s.scoring[slot])
    if tile.condition.kind in effects.EXCHANGE_CONDITIONS:
        return bool(pay)
    return effects.condition_met(s, seat, tile, s.interims)


def keep_good(s: BoonlakeState, seat: int, legal: list[Action]) -> list[Action]:
    kept = [a for a in legal if not wasteful(s, seat, a)]
    return kept or legal


def playout_move(s: BoonlakeState, seat: int, legal: list[Action], rng: random.Random,
                 value: Callable[[BoonlakeState, int, Action], float], sample: int) -> Action:
    """A quick sensible move: among a few candidates of the most promising kinds, the one
    whose result `value` rates best; the first met scoring tile at once."""
    legal = keep_good(s, seat, legal)
    if len(legal) == 1:
        return legal[0]
    if legal[0].kind == m.MARK.kind:
        return max(legal, key=lambda a: (_mark_wins(s, seat, a), -a.args[1], rng.random()))
    ranked = sorted(legal, key=lambda a: (-KIND_ORDER.get(a.kind, 0), rng.random()))
    candidates = ranked[:sample]
    return max(candidates, key=lambda a: value(s, seat, a) + 0.01 * rng.random())
