"""Boonlake's learned value (issue 44): its features read a seat's view only, and the weights
shipped fit them."""

from __future__ import annotations

import random

import pytest
from value_features import random_game

from rules.boonlake.ai.features import all_features, blocks, features, size
from rules.boonlake.ai.value import expected_points
from rules.bots.knowledge import ai_for
from rules.bots.value_net import ValueNet, weights_path
from rules.core import registry
from rules.core.state import HIDDEN


def _game(n: int, seed: int, steps: int):
    return random_game("boonlake", n, seed, steps)


def test_the_expected_points_are_the_hand_written_ones() -> None:
    rules, state = _game(2, 9, 0)
    rng = random.Random(5)
    for _ in range(200):
        if not rules.to_act(state):
            break
        expected = blocks(state)[1]
        for seat in range(2):
            assert expected[seat] == pytest.approx(expected_points(state, seat), abs=1e-9)
        assert all_features(state) == [features(state, seat) for seat in range(2)]
        seat = rules.to_act(state)[0]
        legal = rules.legal_actions(state, seat)
        rules.apply(state, seat, legal[rng.randrange(len(legal))])


def test_what_the_seat_cannot_see_changes_nothing() -> None:
    rules, state = _game(2, 11, 120)
    assert len(state.deck) > 2 and state.hand[1] and len(state.mound) > 2
    other = state.clone()
    other.deck.reverse()
    other.mound.reverse()
    # the rival's hand swapped for as many cards of the deck
    swap = len(other.hand[1])
    other.hand[1], other.deck[:swap] = other.deck[:swap], other.hand[1]
    assert other.hand[1] != state.hand[1]
    assert features(other, 0) == features(state, 0)
    assert features(rules.view(other, 0), 0) == features(rules.view(state, 0), 0)
    assert HIDDEN in rules.view(state, 0).deck
    assert features(other, 1) != features(state, 1)  # its own hand it reads


def test_the_weights_fit_the_features() -> None:
    rules = registry.get("boonlake")
    assert ai_for(rules).features is features
    for n in (2, 3):
        path = weights_path("boonlake", n)
        if path.exists():
            net = ValueNet.load(path)
            assert net.inputs == size(n)
            _, state = _game(n, 5, 60)
            value = ai_for(rules).learned_evaluate(state)
            assert sum(value) == pytest.approx(1.0)



def test_without_weights_the_lines_keep_the_hand_written_value(tmp_path) -> None:
    rules, state = _game(4, 17, 50)
    twin = ai_for(rules).learned_leaves(str(tmp_path))  # no value_4p.json there
    ai = ai_for(rules)
    for seat in range(4):
        assert twin.position_value(state, seat) == ai.position_value(state, seat)
