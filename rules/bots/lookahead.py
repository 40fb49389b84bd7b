"""Determinized lookahead: a search for games played alone (solo) that have a good position value.

Each sample deals a determinization of the bot's view. On it, every legal action is followed
by the best line of the seat's next `depth - 1` decisions (a full max over them), and the
position reached is valued by the game's AI (`position_value`). Routine follow-up decisions (in
National Economy the discards, builds and sales a placement brings) are played by the game's
`settle` between branching decisions, so the depth counts the decisions that matter. The
action with the best total over the samples wins.

Within one sample the line knows the cards to come; averaging over samples keeps the root
choice honest. Chosen by the setting `"search": "lookahead"` (rules/bots/search.py).

A cap on the positions valued keeps a decision's cost bounded whatever its branching: the
first sample deepens one placement at a time while its search fits its share of the cap, and
every later sample searches as deep (so their totals compare).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Hashable
from typing import Any

from rules.bots.base import Budget
from rules.bots.flat import best_over_samples
from rules.bots.knowledge import GameAI
from rules.bots.settings import LookaheadSettings
from rules.core.actions import Action
from rules.core.contract import GameRules

OVERTIME = 1.5  # a sample still searching at this many times the budget's time is given up


class TooMany(Exception):
    """A search valued more positions than its cap allows, or ran past its deadline."""


class Lines:
    """The lines searched on one determinization: shared by `position_key` and depth (the
    same placements in another order often reach the same position), and counted."""

    def __init__(self, rules: GameRules, ai: GameAI, seat: int, cap: int | None = None,
                 deadline: float | None = None, finish: int | None = None) -> None:
        self.rules, self.ai, self.seat, self.cap = rules, ai, seat, cap
        self.deadline = deadline  # perf_counter time; a loaded machine must not stall a turn
        self.finish = finish  # a seed: each line's turn is played to its end before valuing
        self.seen: dict[Hashable, float] = {}
        self.valued = 0

    def value(self, state: Any) -> float:
        self.valued += 1
        if self.cap is not None and self.valued > self.cap:
            raise TooMany
        if (self.deadline is not None and self.valued & 63 == 0
                and time.perf_counter() > self.deadline):
            raise TooMany
        if self.finish is not None:
            state = state.clone()  # the same seed for every line: paired endings
            self.ai.finish_turn(state, self.seat, random.Random(self.finish))
        return self.ai.position_value(state, self.seat)

    def best(self, state: Any, depth: int) -> float:
        """The value of `state` after the seat's best `depth` further decisions; the
        position's own value once the depth is spent, the game is over or another seat is
        to act."""
        rules, ai, seat = self.rules, self.ai, self.seat
        if depth <= 0 or list(rules.to_act(state)) != [seat]:
            return self.value(state)
        key = ai.position_key(state)
        if key is not None:
            known = self.seen.get((key, depth))
            if known is not None:
                return known
        legal = ai.bot_actions(state, seat, rules.legal_actions(state, seat))
        best = max(self.best(after(rules, ai, state, seat, a), depth - 1) for a in legal)
        if key is not None:
            self.seen[(key, depth)] = best
        return best

    def after_each(self, state: Any, legal: list[Action], depth: int) -> list[float]:
        """The value of the best line after each action of `legal`, `depth` decisions deep
        counting the action."""
        return [self.best(after(self.rules, self.ai, state, self.seat, a), depth - 1)
                for a in legal]


def after(rules: GameRules, ai: GameAI, state: Any, seat: int, action: Action) -> Any:
    """A copy of `state` with `action` applied and the routine decisions that follow settled."""
    nxt = state.clone()
    rules.apply_unchecked(nxt, seat, action)
    ai.settle(nxt, seat)
    return nxt


def best_line(rules: GameRules, ai: GameAI, state: Any, seat: int, depth: int) -> float:
    """The value of `state` for `seat` after its best `depth` further decisions."""
    return Lines(rules, ai, seat).best(state, depth)


def line_values(rules: GameRules, ai: GameAI, det: Any, seat: int, legal: list[Action],
                depth: int, cap: int | None = None, deadline: float | None = None,
                finish: int | None = None) -> list[float]:
    """The value of the best line after each action of `legal` on one determinization;
    `TooMany` once more than `cap` positions are valued or past the `deadline`."""
    return Lines(rules, ai, seat, cap, deadline, finish).after_each(det, legal, depth)


def deepest_within(rules: GameRules, ai: GameAI, det: Any, seat: int, legal: list[Action],
                   depth: int, share: int, deadline: float | None = None,
                   finish: int | None = None) -> tuple[int, list[float]]:
    """The deepest search of `det`, up to `depth`, that values at most `share` positions,
    and its values. Deepens one placement at a time and stops before a search that, growing
    as the last one did, would need more than twice the share (one placement deep always
    fits, and so does a deeper search cut short by the `deadline`)."""
    searched, found = 1, line_values(rules, ai, det, seat, legal, 1, finish=finish)
    last, cost = 1, len(legal)
    while searched < depth and cost * cost <= 2 * share * last:
        lines = Lines(rules, ai, seat, share, deadline, finish)
        try:
            found = lines.after_each(det, legal, searched + 1)
        except TooMany:
            break
        searched, last, cost = searched + 1, cost, lines.valued
    return searched, found


def lookahead_values(rules: GameRules, ai: GameAI, seat: int, legal: list[Action],
                     budget: Budget, depth: int, positions: int | None = None,
                     finish: random.Random | None = None,
                     ) -> Callable[[Any], list[float] | None]:
    """The values of each action's best line on one determinization, for
    `flat.best_over_samples`. With `positions`, each sample may value its share of them (the
    budget's iterations split it): the first sample finds the deepest search within its
    share, up to `depth`, and sampling stops at a later sample that needs twice its share.
    With a time budget, a sample still searching at `OVERTIME` times it is given up (the
    first sample keeps its last complete depth, a later one ends the sampling). With
    `finish`, every line's turn is played to its end (`GameAI.finish_turn`) from one seed
    per sample before it is valued."""
    deadline = (None if budget.ms is None
                else time.perf_counter() + OVERTIME * budget.ms / 1000.0)
    share = None
    if positions is not None:
        share = max(1, positions // max(1, budget.iterations or 1))
    searched: int | None = depth if share is None else None

    def values(det: Any) -> list[float] | None:
        nonlocal searched
        seed = None if finish is None else finish.getrandbits(64)
        if searched is None:
            searched, found = deepest_within(rules, ai, det, seat, legal, depth, share,
                                             deadline, seed)
            return found
        cap = None if share is None or searched <= 1 else 2 * share
        try:
            return line_values(rules, ai, det, seat, legal, searched, cap, deadline, seed)
        except TooMany:
            return None

    return values


def lookahead_choose(rules: GameRules, ai: GameAI, view: Any, seat: int, legal: list[Action],
                     budget: Budget, rng: random.Random, depth: int,
                     stopped: Callable[[], bool] = lambda: False,
                     positions: int | None = None, finish: bool = False,
                     ) -> tuple[Action, int]:
    """The action of `legal` with the best total value of its best lines over sampled
    determinizations, and how many were sampled (see `flat.best_over_samples` and
    `lookahead_values`)."""
    return best_over_samples(rules, view, seat, legal, budget, rng,
                             lookahead_values(rules, ai, seat, legal, budget, depth, positions,
                                              rng if finish else None),
                             stopped)


def choose(rules: GameRules, ai: GameAI, view: Any, seat: int, legal: list[Action],
           budget: Budget, settings: LookaheadSettings, rng: random.Random,
           stopped: Callable[[], bool] = lambda: False) -> tuple[Action, int]:
    """The search table's entry (rules/bots/search.py): `depth`, `positions` and
    `finish_turn` settings."""
    return lookahead_choose(rules, ai, view, seat, legal, budget, rng, settings.depth, stopped,
                            settings.positions, settings.finish_turn)
