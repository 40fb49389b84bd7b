"""Every learned value's features read a seat's view only: along a random game, at every
step, each seat's vector has its size, stays within its bounds and equals that of its view
(Ginkgopolis checks its own, with and without characters, alone against Hal)."""

from __future__ import annotations

import importlib
import random

import pytest
from value_features import random_game, walk_checking_views

# game, seats, bounds of every input, steps walked at most (None: to the end), at least
WALKS = [
    *(("citadels", n, (0.0, 10.0), None, 50) for n in (2, 4)),
    *(("national_economy", n, (-1.0, 2.0), None, 50) for n in (1, 2, 4)),
    *(("builders", n, (-2.0, 2.0), 400, 50) for n in (1, 2, 4)),
    *(("boonlake", n, (-2.0, 2.0), 300, 100) for n in (1, 2, 3)),
]


@pytest.mark.parametrize(("game", "n", "bounds", "limit", "least"), WALKS)
def test_features_are_the_views(game: str, n: int, bounds: tuple[float, float],
                                limit: int | None, least: int) -> None:
    module = importlib.import_module(f"rules.{game}.ai.features")
    rules, state = random_game(game, n, 7, 0)
    assert walk_checking_views(rules, state, module.features, module.size(n),
                               random.Random(3), bounds, limit=limit) > least
