"""Determinized lookahead: a search for games played alone (solo) that have a good position value.

Each sample deals a determinization of the bot's view. On it, every legal action is followed
by the best line of the seat's next `depth - 1` decisions (a full max over them), and the
position reached is valued by the game (`position_value`). Routine follow-up decisions (in
National Economy the discards, builds and sales a placement brings) are played by the game's
`settle` between branching decisions, so the depth counts the decisions that matter. The
action with the best total over the samples wins.

Within one sample the line knows the cards to come; averaging over samples keeps the root
choice honest. Used when a level's `solo` settings say `"search": "lookahead"`.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from typing import Any

from rules.bots.base import Budget
from rules.bots.flat import best_over_samples
from rules.core.actions import Action
from rules.core.contract import GameRules


def after(rules: GameRules, state: Any, seat: int, action: Action) -> Any:
    """A copy of `state` with `action` applied and the routine decisions that follow settled."""
    nxt = rules.clone(state)
    rules.apply_unchecked(nxt, seat, action)
    rules.settle(nxt, seat)
    return nxt


def best_line(rules: GameRules, state: Any, seat: int, depth: int,
              seen: dict[Hashable, float] | None = None) -> float:
    """The value of `state` for `seat` after its best `depth` further decisions; the position's
    own value once the depth is spent, the game is over or another seat is to act. `seen`
    holds the lines already searched on this determinization, by `position_key` and depth:
    the same placements in another order often reach the same position."""
    if depth <= 0 or list(rules.to_act(state)) != [seat]:
        return rules.position_value(state, seat)
    key = rules.position_key(state)
    if key is not None and seen is not None:
        known = seen.get((key, depth))
        if known is not None:
            return known
    legal = rules.bot_actions(state, seat, rules.legal_actions(state, seat))
    best = max(best_line(rules, after(rules, state, seat, a), seat, depth - 1, seen)
               for a in legal)
    if key is not None and seen is not None:
        seen[(key, depth)] = best
    return best


def line_values(rules: GameRules, det: Any, seat: int, legal: list[Action],
                depth: int) -> list[float]:
    """The value of the best line after each action of `legal` on one determinization."""
    seen: dict[Hashable, float] = {}
    return [best_line(rules, after(rules, det, seat, action), seat, depth - 1, seen)
            for action in legal]


def lookahead_choose(rules: GameRules, view: Any, seat: int, legal: list[Action],
                     budget: Budget, rng: random.Random, depth: int,
                     stopped: Callable[[], bool] = lambda: False) -> tuple[Action, int]:
    """The action of `legal` with the best total value of its best lines over sampled
    determinizations, and how many were sampled (see `flat.best_over_samples`)."""
    return best_over_samples(rules, view, seat, legal, budget, rng,
                             lambda det: line_values(rules, det, seat, legal, depth), stopped)
