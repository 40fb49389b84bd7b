"""National Economy's bot knowledge (found by `rules.bots.knowledge.ai_for`).

- `debt.py`: which placements and builds walk into an avoidable unpaid-wage card;
- `policy.py`: a projected final score and the playout policy of the multi-player game;
- `solo_policy.py`, `solo_value.py`: the solo playout policy and the fitted value of a solo
  position, which the hard level's lookahead searches with;
- `features.py`: a seat's view as the learned value's inputs (`data/value_<n>p.json`);
- `data/*.json`: the tuned weights.
"""

from __future__ import annotations

import math
import random

from rules.bots.knowledge import GameAI
from rules.core.actions import Action
from rules.national_economy.ai import debt, policy, solo_value
from rules.national_economy.ai.features import features
from rules.national_economy.scoring import SOLO_GOAL
from rules.national_economy.state import NEState


def heuristic(s: NEState) -> list[float]:
    """Softmax over each seat's projected final score (see `policy.projected`); solo, the
    fitted value of the position (`solo_value.estimate`) squashed into 0..1."""
    if s.n == 1:
        return [_solo_squash(solo_value.estimate(s))]
    worth = [policy.projected(s, seat) for seat in range(s.n)]
    top = max(worth)
    weights = [math.exp((w - top) / 12.0) for w in worth]
    total = sum(weights)
    return [w / total for w in weights]


def _solo_squash(points: float) -> float:
    """An expected score as a value below 1 that keeps growing past the goal: a search
    comparing positions near or above 100 points still tells them apart."""
    return 1.0 / (1.0 + math.exp(-(points - 0.8 * SOLO_GOAL) / 25.0))


REPLY_LIMIT = 40  # actions until the seat's next placement at most
FINISH_LIMIT = 8  # decisions a placement brings at most (a build, then a discard or two)


class NationalEconomyAI(GameAI):
    has_rollout_policy = True
    features = staticmethod(features)  # the learned value's inputs (features.py)

    def heuristic(self, state: NEState) -> list[float]:
        return heuristic(state)

    def bot_actions(self, view: NEState, seat: int, legal: list[Action]) -> list[Action]:
        return debt.safe_actions(view, seat, legal)

    def rollout_action(self, state: NEState, seat: int, legal: list[Action],
                       rng: random.Random) -> Action | None:
        # Solo searches compare actions on paired playouts (rules/bots/flat.py): a
        # deterministic policy keeps the pairs exact.
        return policy.rollout_action(state, seat, legal, rng, 0.0 if state.n == 1 else 0.1)

    def settle(self, state: NEState, seat: int) -> None:
        if state.n == 1:
            solo_value.settle(state)

    def position_value(self, state: NEState, seat: int) -> float:
        if state.n == 1:
            return solo_value.estimate(state)
        return super().position_value(state, seat)

    def finish_turn(self, state: NEState, seat: int, rng: random.Random) -> None:
        """With rivals, the decisions a placement brings the seat (what to build, discards,
        sales) by the playout policy, until none is pending (the next placement, by whoever
        makes it, is a new turn), and with `replies` the rivals' turns after it; solo, the
        lookahead settles them itself."""
        if state.n == 1:
            return
        rules = self.rules
        for _ in range(FINISH_LIMIT):
            if not state.pending or list(rules.to_act(state)) != [seat]:
                break
            legal = rules.legal_actions(state, seat)
            action = self.rollout_action(state, seat, legal, rng)
            rules.apply_unchecked(state, seat, legal[0] if action is None else action)
        if self.replies:
            self._replies(state, seat, rng)

    # Off: also play the rivals' replies before valuing (`_replies`). Measured for issue 44
    # (docs/performance.md): a one-placement lookahead valued after the reply won 25 % of 20
    # games against a 300-iteration reference, 15 % without; no level uses it.
    replies = False

    def _replies(self, state: NEState, seat: int, rng: random.Random) -> None:
        """The rivals' next placements (and what they bring, the round's end between) by the
        playout policy, until `seat` is to place again or the game is over."""
        rules = self.rules
        for _ in range(REPLY_LIMIT):
            acting = rules.to_act(state)
            if not acting or (acting[0] == seat and not state.pending
                              and state.phase == "work"):
                return
            actor = acting[0]
            legal = rules.legal_actions(state, actor)
            action = self.rollout_action(state, actor, legal, rng)
            rules.apply_unchecked(state, actor, legal[0] if action is None else action)

    def position_key(self, state: NEState) -> tuple | None:
        if state.n == 1:
            return solo_value.position_key(state)
        return None


AI = NationalEconomyAI
