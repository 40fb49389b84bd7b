"""The Builders' learned value (issue 44): its features read a seat's view only, and the
weights shipped fit them."""

from __future__ import annotations

import random

import pytest
from value_features import random_game

from rules.bots.knowledge import ai_for
from rules.bots.value_net import ValueNet, weights_path
from rules.builders.ai.features import blocks, features, size
from rules.builders.ai.points import expected_points
from rules.core import registry
from rules.core.results import returns
from rules.core.state import HIDDEN


def _game(n: int, seed: int, steps: int):
    return random_game("builders", n, seed, steps)


def test_the_expected_points_are_the_hand_written_ones() -> None:
    rules, state = _game(2, 9, 0)
    rng = random.Random(5)
    while rules.to_act(state):
        expected = blocks(state)[0]
        for seat in range(2):
            assert expected[seat] == pytest.approx(expected_points(state, seat), abs=1e-9)
        seat = rules.to_act(state)[0]
        legal = rules.legal_actions(state, seat)
        rules.apply(state, seat, legal[rng.randrange(len(legal))])


def test_the_decks_order_changes_nothing() -> None:
    rules, state = _game(2, 11, 40)
    assert len(state.building_deck) > 2 and len(state.worker_deck) > 2
    other = state.clone()
    other.building_deck.reverse()
    other.worker_deck.reverse()
    assert other.building_deck != state.building_deck
    for seat in range(2):
        assert features(other, seat) == features(state, seat)
        assert features(rules.view(other, seat), seat) == features(rules.view(state, seat), seat)
    assert HIDDEN in rules.view(state, 0).building_deck


def test_the_weights_fit_the_features() -> None:
    rules = registry.get("builders")
    assert ai_for(rules).features is features
    path = weights_path("builders", 2)
    if path.exists():
        net = ValueNet.load(path)
        assert net.inputs == size(2)
        _, state = _game(2, 5, 30)
        value = ai_for(rules).learned_evaluate(state)
        assert sum(value) == pytest.approx(1.0)



def test_the_solo_label_counts_the_turns() -> None:
    """Alone, the value learns how soon the end score is reached (the solo return, 1
    whenever it is, says nothing of speed); at a table, the returns."""
    rules, state = _game(1, 3, 0)
    ai = ai_for(rules)
    assert ai.value_label(state) == [0.0]  # not reached (yet)
    state.final = 1
    state.turns_taken[0] = 10
    assert ai.value_label(state) == [pytest.approx(0.75)]
    state.turns_taken[0] = 12
    assert ai.value_label(state) == [pytest.approx(0.7)]
    rules, state = _game(2, 3, 500)
    assert ai.value_label(state) == returns(rules, state)
