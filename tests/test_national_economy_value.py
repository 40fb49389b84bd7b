"""National Economy's learned value: its features read only what a seat sees."""

from __future__ import annotations

import random

import pytest
from value_features import random_game

from rules.bots.value_net import ValueNet, weights_path
from rules.core.state import HIDDEN
from rules.national_economy.ai.features import features, size


def _game(n: int, seed: int, steps: int):
    return random_game("national_economy", n, seed, steps)


def test_what_the_seat_cannot_see_changes_nothing() -> None:
    rules, state = _game(2, 11, 40)
    rival = 1
    assert state.hands[rival] and len(state.deck) > 3
    other = state.clone()
    # Swap the rival's hand for cards from the deck and shuffle the deck: the same table,
    # other hidden cards.
    k = min(len(other.hands[rival]), len(other.deck))
    other.hands[rival][:k], other.deck[:k] = other.deck[:k], other.hands[rival][:k]
    other.deck.reverse()
    assert other.hands[rival] != state.hands[rival]
    assert features(other, 0) == features(state, 0)
    assert features(rules.view(other, 0), 0) == features(rules.view(state, 0), 0)
    assert HIDDEN in rules.view(state, 0).hands[rival]
    # the seat's own hand is its own: changing it changes its features
    mine = state.clone()
    k = min(len(mine.hands[0]), len(mine.deck))
    mine.hands[0][:k], mine.deck[:k] = mine.deck[:k], mine.hands[0][:k]
    if sorted(mine.hands[0]) != sorted(state.hands[0]):
        assert features(mine, 1) == features(state, 1)


def test_the_ai_declares_its_features() -> None:
    from rules.bots.knowledge import ai_for

    rules, state = _game(2, 3, 30)
    ai = ai_for(rules)
    assert ai.features is not None
    found = ai.learned_evaluate(state)
    assert len(found) == 2 and abs(sum(found) - 1.0) < 1e-9


@pytest.mark.parametrize("n", [2])
def test_shipped_weights_fit_the_features(n: int) -> None:
    path = weights_path("national_economy", n)
    if not path.exists():
        pytest.skip("no weights at this table size")
    assert path.stat().st_size <= 1_000_000
    net = ValueNet.load(path)
    assert net.inputs == size(n) and net.meta["players"] == n
    rules, state = _game(n, 5, 80)
    assert 0.0 < net.predict(features(state, 0)) < 1.0


@pytest.mark.parametrize("replies", [False, True])
def test_finish_turn_ends_where_it_says(replies: bool) -> None:
    """A line's turn played to its end: no decision of the seat's left pending; with
    `replies`, the rivals' turns too, until the seat is to place again or the game is over."""
    from rules.bots.knowledge import ai_for

    rules, state = _game(2, 5, 0)
    ai = ai_for(rules)
    twin = type(ai)(rules)
    twin.replies = replies
    rng = random.Random(4)
    checked = 0
    while rules.to_act(state):
        seat = rules.to_act(state)[0]
        legal = rules.legal_actions(state, seat)
        rules.apply(state, seat, legal[rng.randrange(len(legal))])
        line = state.clone()
        twin.finish_turn(line, seat, random.Random(checked))
        acting = list(rules.to_act(line))
        assert acting != [seat] or not line.pending
        if replies:
            assert not acting or (acting == [seat] and line.phase == "work")
        checked += 1
    assert checked > 100
