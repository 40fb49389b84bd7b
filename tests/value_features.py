"""What the learned values' tests share: a random game, and the check that a seat's features
are its view's."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

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
