"""Bot knowledge for Ginkgopolis: a rough worth of each play, used as the playout policy of
search rollouts. It only reads states and ranks legal actions; it never changes the rules.

Worths are in points. A resource or a tile behind the screen is worth less than a point
(it still has to be played); a resource placed in the city counts for the districts.
"""

from __future__ import annotations

import random

from rules.core.actions import Action
from rules.ginkgopolis.catalogue import (
    BUILDINGS,
    CONSTRUCT,
    EXPLOIT,
    URBAN,
    URBANIZE,
    colour_of,
    is_urban,
    number_of,
)
from rules.ginkgopolis.engine import (
    building_reward,
    can_build,
    effect_reward,
    find_cell,
    neighbours,
)
from rules.ginkgopolis.state import GinkgopolisState

# Tunable weights (tuned against Hal with bench/ginkgopolis_policy.py; a bonus for the
# district a build-up joins and the current worth of end-game cards did not help).
W = {
    "resource": 0.9, "point": 0.375, "tile": 0.7, "placed": 1.2, "card": 2.25,
    "end_card": 4.5, "steal": 0.45, "greedy": 0.85,
}


def reward_worth(reward) -> float:
    return reward[0] * W["resource"] + reward[1] * W["point"] + reward[2] * W["tile"]


def play_worth(state: GinkgopolisState, seat: int, action: Action) -> float:
    """What a play in the choose phase (or a take/move answer) is roughly worth to `seat`."""
    kind, args = action.kind, action.args
    if kind == "take":
        return W["resource"] if args[0] == 0 else W["tile"]
    if kind != "play":
        return 0.0
    card = args[0]
    tile = args[1] if len(args) > 1 else -1
    if tile < 0:
        if is_urban(card):
            return max(W["resource"], W["tile"]) + reward_worth(effect_reward(state, seat,
                                                                              EXPLOIT))
        return (reward_worth(building_reward(find_cell(state, card)))
                + reward_worth(effect_reward(state, seat, EXPLOIT)))
    if is_urban(card):
        if state.res_behind[seat] < 1:
            return -1.0  # becomes a plain exploit, and the tile goes back
        x, y = state.markers[card - URBAN]
        return (W["placed"] - W["resource"] - W["tile"]
                + sum(reward_worth(building_reward(c)) for c in neighbours(state, x, y))
                + reward_worth(effect_reward(state, seat, URBANIZE)))
    if not can_build(state, seat, card, tile):
        return -1.0
    cell = find_cell(state, card)
    height = len(cell) - 4
    owner = cell[2]
    placed = height + 1 - (height if owner == seat else 0)
    fee = int(colour_of(tile) != colour_of(card))
    cost = max(0, number_of(card) - number_of(tile))
    worth = placed * (W["placed"] - W["resource"]) - fee * W["resource"] - cost * W["point"]
    worth += W["steal"] * height if owner not in (-1, seat) else 0.0
    worth += W["end_card"] if BUILDINGS[card].end else W["card"]
    return worth - W["tile"] + reward_worth(effect_reward(state, seat, CONSTRUCT))


def rollout_action(state: GinkgopolisState, seat: int, legal: list[Action],
                   rng: random.Random) -> Action | None:
    """Mostly the play that looks best now, sometimes a random one (None)."""
    if state.phase not in ("choose", "resolve") or rng.random() > W["greedy"]:
        return None
    if legal[0].kind == "move":
        return None
    return max(legal, key=lambda a: play_worth(state, seat, a))
