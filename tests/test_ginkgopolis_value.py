"""The Ginkgopolis learned value's features read only what the seat sees."""

from __future__ import annotations

import random

import pytest
from value_features import walk_checking_views

from rules.core import registry
from rules.core.contract import Seat
from rules.core.rng import Rng
from rules.core.state import HIDDEN
from rules.ginkgopolis.ai.features import features, size

RULES = registry.get("ginkgopolis")


def _game(n: int, seed: int, characters: str = "tutorial"):
    seats = [Seat(f"p{s}", "human") for s in range(n)]
    options = RULES.make_options({"characters": characters}) if characters != "tutorial" \
        else RULES.make_options({})
    return RULES.new_game(seats, options, seed)


@pytest.mark.parametrize(("n", "characters"), [(2, "tutorial"), (3, "draft"), (4, "tutorial")])
def test_features_are_the_views(n: int, characters: str) -> None:
    rng = random.Random(n)
    for seed in range(2):
        state = _game(n, seed, characters)
        walk_checking_views(RULES, state, features, size(n), rng, (-3.0, 3.0), limit=400)


@pytest.mark.parametrize("n", [2, 1])
def test_what_the_seat_cannot_see_changes_nothing(n: int) -> None:
    """Redealing what seat 0 cannot see (alone: Hal's deck and the tiles too) changes none of
    its features."""
    rng = random.Random(3)
    checked = 0
    for seed in range(3):
        state = _game(n, seed)
        while RULES.to_act(state):
            acting = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, acting)
            RULES.apply_unchecked(state, acting, legal[rng.randrange(len(legal))])
            if rng.random() < 0.2 and RULES.to_act(state):
                view = RULES.view(state, 0)
                other = RULES.determinize(view, 0, Rng(rng.getrandbits(32)))
                assert features(other, 0) == features(state, 0)
                checked += 1
    assert checked > 10
    assert HIDDEN < 0


def test_the_ai_offers_the_features() -> None:
    from rules.bots.knowledge import ai_for

    assert ai_for(RULES).features is features


def test_shipped_weights_fit_the_features() -> None:
    from rules.bots.value_net import ValueNet, weights_path

    net = ValueNet.load(weights_path("ginkgopolis", 2))
    assert net.inputs == size(2)
    assert weights_path("ginkgopolis", 2).stat().st_size <= 1_000_000
    state = _game(2, 7)
    assert 0.0 < net.predict(features(state, 0)) < 1.0


@pytest.mark.parametrize("level", ["standard", "expert"])
def test_solo_features_are_the_views(level: str) -> None:
    """Alone against Hal: the 2-seat vector with Hal as the second seat, and 2 solo numbers."""
    rng = random.Random(11)
    for seed in range(2):
        state = RULES.new_game([Seat("p0", "human")], RULES.make_options({"solo_level": level}),
                               seed)
        assert RULES.num_seats(state) == 1
        walk_checking_views(RULES, state, features, size(1), rng, (-3.0, 3.0), limit=400)
        assert size(1) == size(2) + 2
