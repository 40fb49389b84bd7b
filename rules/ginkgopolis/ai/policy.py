"""Bot knowledge for Ginkgopolis: a rough worth of each play, used as the playout policy of
search rollouts. It only reads states and ranks legal actions; it never changes the rules.

Worths are in points. A resource or a tile behind the screen is worth less than a point
(it still has to be played); a resource placed in the city counts for the districts.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

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
    can_build_on,
    effect_reward,
    neighbours,
)
from rules.ginkgopolis.moves import MOVE, PLAY, TAKE
from rules.ginkgopolis.state import GinkgopolisState

# Tunable weights (tuned against Hal with tools/ginkgopolis_policy.py; a bonus for the
# district a build-up joins and the current worth of end-game cards did not help).
W: dict[str, float] = json.loads(
    (Path(__file__).resolve().parent / "data" / "policy.json").read_text(encoding="utf-8")
)["weights"]


def unit_worths(state: GinkgopolisState, seat: int) -> tuple[float, float, float]:
    """The worth of one resource, point and tile to `seat`: resources and tiles are worth
    more when at most one is left behind the screen (no more plays without them)."""
    resource = W["resource"] + (W["short"] if state.res_behind[seat] <= 1 else 0.0)
    tile = W["tile"] + (W["short"] if len(state.screens[seat]) <= 1 else 0.0)
    return resource, W["point"], tile


def reward_worth(reward, units: tuple[float, float, float]) -> float:
    return reward[0] * units[0] + reward[1] * units[1] + reward[2] * units[2]


class Context:
    """What every play of one seat at one state shares: unit worths, effect rewards per
    trigger, and the city's cells by top tile (so a ranking reads them once, not per play)."""

    __slots__ = ("units", "effects", "cells")

    def __init__(self, state: GinkgopolisState, seat: int) -> None:
        self.units = unit_worths(state, seat)
        self.effects = {trigger: reward_worth(effect_reward(state, seat, trigger), self.units)
                        for trigger in (EXPLOIT, URBANIZE, CONSTRUCT)}
        self.cells = {cell[-1]: cell for cell in state.cells}


def play_worth(state: GinkgopolisState, seat: int, action: Action,
               context: Context | None = None) -> float:
    """What a play in the choose phase (or a take/move answer) is roughly worth to `seat`."""
    kind, args = action.kind, action.args
    if kind != TAKE.kind and kind != PLAY.kind:
        return 0.0
    ctx = context if context is not None else Context(state, seat)
    units = ctx.units
    resource, point, tile_worth = units
    if kind == TAKE.kind:
        return resource if args[0] == 0 else tile_worth
    card = args[0]
    tile = args[1] if len(args) > 1 else -1
    if tile < 0:
        if is_urban(card):
            return max(resource, tile_worth) + ctx.effects[EXPLOIT]
        return reward_worth(building_reward(ctx.cells[card]), units) + ctx.effects[EXPLOIT]
    if is_urban(card):
        if state.res_behind[seat] < 1:
            return -1.0  # becomes a plain exploit, and the tile goes back
        x, y = state.markers[card - URBAN]
        return (W["placed"] - resource - tile_worth
                + sum(reward_worth(building_reward(c), units) for c in neighbours(state, x, y))
                + ctx.effects[URBANIZE])
    cell = ctx.cells[card]
    height = len(cell) - 4
    owner = cell[2]
    fee = int(colour_of(tile) != colour_of(card))
    cost = max(0, number_of(card) - number_of(tile))
    if not can_build_on(state, seat, cell, card, tile):
        return -1.0
    placed = height + 1 - (height if owner == seat else 0)
    worth = placed * (W["placed"] - resource) - fee * resource - cost * point
    worth += W["steal"] * height if owner not in (-1, seat) else 0.0
    worth += W["end_card"] if BUILDINGS[card].end else W["card"]
    return worth - tile_worth + ctx.effects[CONSTRUCT]


def best_play(state: GinkgopolisState, seat: int, legal: list[Action]) -> Action:
    """The legal play worth most now (the first of equals)."""
    ctx = Context(state, seat)
    return max(legal, key=lambda a: play_worth(state, seat, a, ctx))


def rollout_action(state: GinkgopolisState, seat: int, legal: list[Action],
                   rng: random.Random) -> Action | None:
    """Mostly the play that looks best now, sometimes a random one (None)."""
    if state.phase not in ("choose", "resolve") or rng.random() > W["greedy"]:
        return None
    if legal[0].kind == MOVE.kind:
        return None
    return best_play(state, seat, legal)
