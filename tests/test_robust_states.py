"""`from_json` refuses every state it cannot play (issue #28): a National Economy position
with a pending build in a mode that does not exist used to load, then crash `legal_actions`."""

from __future__ import annotations

import pytest

from rules.core import Rng, Seat, registry

NE = registry.get("national_economy")


def _build_position(players: int = 2):
    for seed in range(1, 60):
        state = NE.new_game([Seat(f"P{i}") for i in range(players)], None, seed)
        rng = Rng(seed)
        for _ in range(400):
            if state.pending and state.pending[-1].kind == "build":
                return state.to_json()
            seat = NE.to_act(state)[0]
            legal = NE.legal_actions(state, seat)
            NE.apply(state, seat, legal[rng.below(len(legal))])
    raise AssertionError("no pending build reached")


@pytest.mark.parametrize("mode", [-1, 5, 6, 99])
def test_a_pending_build_mode_out_of_range_is_refused(mode):
    data = _build_position()
    assert NE.legal_actions(NE.state_class.from_json(data), data["pending"][-1][1]) is not None
    data["pending"][-1][3] = mode  # [kind, seat, cards, number (the mode), extra]
    with pytest.raises(ValueError, match="mode"):
        NE.state_class.from_json(data)


@pytest.mark.parametrize(("index", "value"), [(3, -5), (3, 10 ** 6), (4, -1), (4, 10 ** 6)])
def test_pending_numbers_must_be_small_and_not_negative(index, value):
    data = _build_position(3)
    data["pending"][-1][0] = "discard"
    data["pending"][-1][index] = value
    with pytest.raises(ValueError):
        NE.state_class.from_json(data)


def test_every_loaded_position_can_be_played():
    """Whatever from_json accepts, the acting seat's decisions can be listed."""
    data = _build_position()
    seat = data["pending"][-1][1]
    for mode in range(5):
        data["pending"][-1][3] = mode
        state = NE.state_class.from_json(data)
        assert isinstance(NE.legal_actions(state, seat), list)
        assert NE.prompt(state, seat)
