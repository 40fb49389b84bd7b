"""What the learned values' tests share: a random game, the check that a seat's features are
its view's, and the check that a lookahead's learned lines are the network's values."""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from rules.core import registry
from rules.core.contract import Seat
from rules.core.playout import play_randomly


def random_game(game: str, n: int, seed: int, steps: int) -> tuple[Any, Any]:
    """The rules of `game` and a game of `n` seats dealt from `seed`, `steps` random moves in."""
    rules = registry.get(game)
    state = rules.new_game([Seat(f"p{i}", "random") for i in range(n)], rules.make_options({}),
                           seed)
    return rules, play_randomly(rules, state, steps, random.Random(seed))


def walk_checking_views(rules: Any, state: Any, features: Callable[[Any, int], list[float]],
                        length: int, rng: random.Random, bounds: tuple[float, float],
                        limit: int | None = None) -> int:
    """Play random legal moves on `state` (up to `limit`), checking at every step that each
    seat's features have `length` numbers within `bounds` and equal those of the seat's view;
    the steps played."""
    low, high = bounds
    steps = 0
    while rules.to_act(state) and (limit is None or steps < limit):
        for seat in range(rules.num_seats(state)):
            found = features(state, seat)
            assert len(found) == length
            assert all(low <= x <= high for x in found), (seat, found)
            assert found == features(rules.view(state, seat), seat)
        acting = rules.to_act(state)[0]
        legal = rules.legal_actions(state, acting)
        rules.apply_unchecked(state, acting, legal[rng.randrange(len(legal))])
        steps += 1
    return steps


def check_learned_lines(game: str, folder: Path, steps: int = 250) -> None:
    """With a fresh network for 2 players saved in `folder`, a lookahead's line (the learned
    twin's `position_value`) is each seat's own prediction, remembered or not (a copy of the
    state), along a random game and at its end the seat's returns."""
    import numpy as np

    from rules.bots.knowledge import ai_for
    from rules.bots.value_net import ValueNet
    from rules.core.results import returns

    ai_module = importlib.import_module(f"rules.{game}.ai.features")
    ValueNet.fresh(ai_module.size(2), 8, np.random.default_rng(2)).save(folder / "value_2p.json")
    net = ValueNet.load(folder / "value_2p.json")
    rules, state = random_game(game, 2, 13, 0)
    twin = ai_for(rules).learned_leaves(str(folder))
    assert twin.leaf_chances(2) and not twin.leaf_chances(3)
    rng = random.Random(6)
    done = 0
    while rules.to_act(state) and done < steps:
        for seat in range(2):
            want = net.predict(ai_module.features(state, seat))
            assert twin.position_value(state, seat) == pytest.approx(want, abs=1e-12)
            assert twin.position_value(state.clone(), seat) == pytest.approx(want, abs=1e-12)
        seat = rules.to_act(state)[0]
        legal = rules.legal_actions(state, seat)
        rules.apply(state, seat, legal[rng.randrange(len(legal))])
        done += 1
    assert done > 100
    if not rules.to_act(state):
        assert twin.position_value(state, 0) == returns(rules, state)[0]
