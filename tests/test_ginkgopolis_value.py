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


def test_halving_flat_search_picks_a_legal_play_reproducibly() -> None:
    """Hard's flat search by sequential halving (setting `halving`), with the learned value at
    its rollouts' ends: a legal play, the same for the same seed, within its sample budget."""
    from rules.bots.base import Budget
    from rules.bots.flat import halving_choose
    from rules.bots.knowledge import ai_for

    twin = ai_for(RULES).learned_leaves()
    state = _game(2, 3)
    rng = random.Random(4)
    while RULES.to_act(state) and state.phase != "choose":
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        RULES.apply_unchecked(state, seat, legal[rng.randrange(len(legal))])
    seat = RULES.to_act(state)[0]
    legal = RULES.legal_actions(state, seat)
    view = RULES.view(state, seat)
    assert len(legal) > 2
    picks = [halving_choose(RULES, twin, view, seat, legal, Budget(None, 4), random.Random(9), 6)
             for _ in range(2)]
    assert picks[0] == picks[1]
    action, samples = picks[0]
    assert action in legal
    assert len(legal) // 4 <= samples <= 4 * len(legal)  # the playouts of 4 flat samples
