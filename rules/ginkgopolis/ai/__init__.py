"""Ginkgopolis's bot knowledge (found by `rules.bots.knowledge.ai_for`): the heuristic that
values a position for truncated searches, the playout policy (`policy.py`, its tuned
weights in `data/policy.json`), and the learned value's features (`features.py`, its weights
at 2 players in `data/value_2p.json`, made by tools/train_value.py from 2000 games of easy
self-play)."""

from __future__ import annotations

import math
import random

from rules.bots.knowledge import GameAI
from rules.core.actions import Action
from rules.ginkgopolis.ai import policy
from rules.ginkgopolis.ai.features import features
from rules.ginkgopolis.catalogue import CONSTRUCT, EXPLOIT, HIDDEN, URBAN, URBANIZE, is_urban
from rules.ginkgopolis.engine import building_reward, effect_reward, find_cell
from rules.ginkgopolis.scoring import all_scores
from rules.ginkgopolis.state import HAL, GinkgopolisState

RESOURCE, TILE, POINT, PLACED = 0.5, 0.5, 1.0, 1.0  # rough values for the heuristic
# Solo leaves of a search set to `leaf_value: learned`: half the win, half the margin over Hal
# through a logistic of this many points (`solo_leaf`).
SOLO_WIN_SHARE = 0.5
SOLO_MARGIN_POINTS = 10.0


def _reward_value(reward) -> float:
    return reward[0] * RESOURCE + reward[1] * POINT + reward[2] * TILE


def _chosen_value(state: GinkgopolisState, seat: int) -> float:
    """A rough value of the play `seat` chose and has not resolved yet (its tile included),
    so that a choice shows in the heuristic before the round resolves."""
    if not state.chosen[seat]:
        return 0.0
    card, tile = state.chosen[seat]
    if card < 0:
        return 0.0
    value = TILE if tile != -1 else 0.0
    if card == HIDDEN or is_urban(card) and tile == -1:
        return value + RESOURCE
    if is_urban(card):  # urbanize: a resource in the city plus the neighbours
        x, y = state.markers[card - URBAN]
        around = [c for c in state.cells if abs(c[0] - x) + abs(c[1] - y) == 1]
        return (PLACED + sum(_reward_value(building_reward(c)) for c in around)
                + _reward_value(effect_reward(state, seat, URBANIZE)))
    cell = find_cell(state, card)
    if cell is None:
        return value
    height = len(cell) - 4
    if tile >= 0:  # build-up (if it can be paid: judged at resolution)
        return height * PLACED + _reward_value(effect_reward(state, seat, CONSTRUCT)) + 1.0
    return (_reward_value(building_reward(cell))
            + _reward_value(effect_reward(state, seat, EXPLOIT)))


def heuristic(state: GinkgopolisState) -> list[float]:
    """Softmax over a rough value: the score so far, half a point per resource or tile behind
    the screen, and the estimated value of a chosen, unresolved play. Solo: the estimated
    solo_value from the gap between the player's and Hal's rough values."""
    values = []
    for sc in all_scores(state):
        s = sc.seat
        values.append(sc.total + RESOURCE * state.res_behind[s] + TILE * len(state.screens[s])
                      + _chosen_value(state, s))
    if state.solo:  # the estimated solo_value, from the estimated gap to Hal
        return [min(1.0, max(0.0, 0.9 + 0.02 * (values[0] - values[HAL])))]
    top = max(values)
    weights = [math.exp((v - top) / 8.0) for v in values]
    whole = sum(weights)
    return [w / whole for w in weights]


def _rough_values(state: GinkgopolisState) -> list[float]:
    return [sc.total + RESOURCE * state.res_behind[sc.seat] + TILE * len(state.screens[sc.seat])
            + _chosen_value(state, sc.seat) for sc in all_scores(state)]


def solo_leaf(state: GinkgopolisState, over: bool) -> float:
    """A solo leaf's value: SOLO_WIN_SHARE for a win (the player's score above Hal's), the
    rest a logistic of the margin, so that a search whose lines nearly all win (or lose)
    still prefers the larger margin over Hal instead of the graded solo value's flat 1.
    Before the end, the heuristic's rough values stand for the scores."""
    if over:
        mine, hal = (sc.total for sc in all_scores(state))
    else:
        mine, hal = _rough_values(state)
    margin = mine - hal
    win = 1.0 if margin > 0 else 0.0
    return SOLO_WIN_SHARE * win + (1.0 - SOLO_WIN_SHARE) / (1.0 + math.exp(-margin /
                                                                         SOLO_MARGIN_POINTS))


class GinkgopolisAI(GameAI):
    has_rollout_policy = True
    features = staticmethod(features)

    def heuristic(self, state: GinkgopolisState) -> list[float]:
        return heuristic(state)

    def learned_leaves(self, weights: str | None = None) -> GameAI:
        """The twin a search set to `leaf_value: learned` is given (`GameAI.learned_leaves`);
        alone against Hal its leaves are valued by `solo_leaf` (the win and the margin),
        or before the end by the solo network where there are weights for it."""
        twin = super().learned_leaves(weights)
        if getattr(twin, "solo_leaves", False):
            return twin
        table = twin.evaluate
        learned = self.learned_value(weights)
        rules = self.rules

        def evaluate(state: GinkgopolisState) -> list[float]:
            if not state.solo:
                return table(state)
            over = not rules.to_act(state)
            net = None if over or learned is None else learned.net(1)
            if net is None:
                return [solo_leaf(state, over)]
            return [net.predict(features(state, 0))]

        twin.evaluate = evaluate
        twin.position_value = lambda state, seat: evaluate(state)[seat]
        twin.solo_leaves = True
        return twin

    def reopen(self, state: GinkgopolisState, seat: int) -> None:
        """The rivals' cards chosen this round, hidden from `seat`, go back to their hands
        (and their tiles behind their screens): every bot then models the rivals as still
        choosing, whatever its place in the order the arena or the desktop asks the seats.
        Without it the seat asked last won about 2 games in 3 among easy bots."""
        if state.phase != "choose" or state.solo:
            return
        for s in range(state.n):
            if s == seat or not state.chosen[s] or state.chosen[s][0] < 0:
                continue
            card, tile = state.chosen[s]
            state.hands[s] = sorted(state.hands[s] + [card])
            if tile >= 0:
                state.screens[s] = sorted(state.screens[s] + [tile])
            state.chosen[s] = []

    def rollout_action(self, state: GinkgopolisState, seat: int, legal: list[Action],
                       rng: random.Random) -> Action | None:
        return policy.rollout_action(state, seat, legal, rng)


AI = GinkgopolisAI
