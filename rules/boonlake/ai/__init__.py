"""Boonlake's bot knowledge (found by `rules.bots.knowledge.ai_for`): a position value in
points to come (value.py, weights in data/value.json) that the searches plan with, a learned
value of a seat's view (features.py, weights in `data/value_<n>p.json`) that a lookahead set
to `"leaf_value": "learned"` values its lines by instead, a playout policy and a filter of
plainly bad moves (policy.py)."""

from __future__ import annotations

import math
import random
from collections.abc import Hashable

from rules.boonlake import solo
from rules.boonlake.ai import policy
from rules.boonlake.ai.features import features
from rules.boonlake.ai.value import WEIGHTS, closes_left, expected_points
from rules.boonlake.scoring import score
from rules.boonlake.state import BoonlakeState
from rules.bots.knowledge import GameAI
from rules.core.actions import Action
from rules.core.results import returns

PLAYOUT_SAMPLE = 4  # candidates a playout move compares
FINISH_LIMIT = 60  # decisions a turn's ending may take at most


def eminence_to_come(state: BoonlakeState) -> float:
    """The Wise Eminence's points as they stand, with its present income again at each interim
    scoring still to come: what the player's choices give it (the strip left at the bottom
    chooses its upper half, a Region scoring pays it per presence) counts against them."""
    return solo.score(state).total + WEIGHTS["income_share"] * closes_left(state) * solo.income(
        state)


class BoonlakeAI(GameAI):
    has_rollout_policy = True
    features = staticmethod(features)  # the learned value's inputs (features.py)

    def heuristic(self, state: BoonlakeState) -> list[float]:
        if state.n == 1:  # solo: a chance from the lead over the Wise Eminence
            gap = self.position_value(state, 0) / (4 * WEIGHTS["spread"])
            return [1.0 / (1.0 + math.exp(-gap))]
        values = [expected_points(state, seat) for seat in range(state.n)]
        top = max(values)
        weights = [math.exp((v - top) / WEIGHTS["spread"]) for v in values]
        return [w / sum(weights) for w in weights]

    def position_value(self, state: BoonlakeState, seat: int) -> float:
        """Points to come less the best rival's (alone: the Wise Eminence's); a finished game
        counts its result first."""
        rival = eminence_to_come(state) if state.n == 1 else max(
            expected_points(state, other) for other in range(state.n) if other != seat)
        if state.phase == "over":
            return 100.0 * returns(self.rules, state)[seat] + score(state, seat).total - rival
        return expected_points(state, seat) - rival

    def leaf_key(self, state: BoonlakeState, seat: int) -> Hashable:
        """The learned value's leaves are remembered by everything the features read."""
        return _leaf_key(state, seat)

    def settle(self, state: BoonlakeState, seat: int) -> None:
        """Decisions of the seat with a single answer are no decisions: a lookahead's depth
        counts only real choices."""
        rules = self.rules
        for _ in range(50):
            if list(rules.to_act(state)) != [seat]:
                return
            legal = rules.legal_actions(state, seat)
            if len(legal) != 1:
                return
            rules.apply_unchecked(state, seat, legal[0])

    def finish_turn(self, state: BoonlakeState, seat: int, rng: random.Random) -> None:
        """The rest of the seat's turn by the playout policy: the other seats' right side of
        its strip, then its own ship (whose river reward the value does not foresee)."""
        rules = self.rules
        for _ in range(FINISH_LIMIT):
            acting = rules.to_act(state)
            if not acting or state.phase != "play" or state.turn != seat or (
                    acting[0] == seat and state.pending[-1].kind == "strip"):
                return
            actor = acting[0]
            legal = rules.legal_actions(state, actor)
            rules.apply_unchecked(state, actor, self.rollout_action(state, actor, legal, rng))

    def greedy_value(self, state: BoonlakeState, seat: int) -> float:
        """The easy level aims at its own expected points, blind to what its moves give the
        other seats (the strip it leaves them, the right side it hands them)."""
        return expected_points(state, seat)

    def bot_actions(self, view: BoonlakeState, seat: int, legal: list[Action]) -> list[Action]:
        return policy.keep_good(view, seat, legal)

    def rollout_action(self, state: BoonlakeState, seat: int, legal: list[Action],
                       rng: random.Random) -> Action | None:
        return policy.playout_move(state, seat, legal, rng, self._after, PLAYOUT_SAMPLE)

    def _after(self, state: BoonlakeState, seat: int, action: Action) -> float:
        nxt = state.clone()
        self.rules.apply_unchecked(nxt, seat, action)
        return expected_points(nxt, seat)


def _leaf_key(s: BoonlakeState, seat: int) -> Hashable:
    """Everything `seat`'s features read (features.py; its own hand, the others' sizes): two
    positions with the same key have the same features for that seat."""
    return (seat, s.n, s.round, s.turn, s.interims, s.pastures, s.strip, s.steps, s.phase,
            tuple(s.strips), tuple(s.spaces), tuple(s.sites), len(s.mound), len(s.deck),
            len(s.discard), tuple(s.scoring), tuple(s.ships), tuple(s.locks), tuple(s.coins),
            tuple(s.vp), tuple(s.vases), tuple(s.ranch), tuple(s.supply),
            tuple(s.coin_track), tuple(s.card_track), tuple(s.houses_out),
            tuple(s.settlements_out), tuple(s.cattle_out), tuple(s.houses_lost),
            tuple(map(tuple, s.cattle)), tuple(len(hand) for hand in s.hand),
            tuple(sorted(s.hand[seat])), tuple(map(tuple, s.played)),
            tuple(map(tuple, s.production)), tuple(map(tuple, s.boats)),
            tuple(map(tuple, s.levers)), tuple(map(tuple, s.markers)),
            tuple(map(tuple, s.projects)), s.em_vp, s.em_houses, s.em_settlements,
            s.em_cattle, s.cactus)


AI = BoonlakeAI
