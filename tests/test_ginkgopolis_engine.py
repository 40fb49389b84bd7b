"""Ginkgopolis engine details: hidden information, marker moves, the end of the game, JSON."""

from __future__ import annotations

import json
import random

import pytest
from test_ginkgopolis_examples import (
    cell_at,
    give_card,
    give_resources,
    give_tile,
    new,
    opponent_plays_urbanization_alone,
    plain_two_player,
)

from rules.core.actions import act
from rules.core.message import english
from rules.core.rng import Rng
from rules.ginkgopolis.catalogue import HIDDEN, RED, RESOURCES, URBAN, tile_id
from rules.ginkgopolis.engine import marker_candidates
from rules.ginkgopolis.rules import RULES


def play_randomly(state, seed: int, until=lambda s: False) -> None:
    rnd = random.Random(seed)
    while RULES.to_act(state) and not until(state):
        seat = rnd.choice(RULES.to_act(state))
        RULES.apply(state, seat, rnd.choice(RULES.legal_actions(state, seat)))


def test_view_hides_hands_screens_choices_and_supply():
    state = new(3, 2)
    RULES.apply(state, 1, RULES.legal_actions(state, 1)[1])  # a card with a tile
    v = RULES.view(state, 0)
    assert v.rng == 0 and set(v.supply) == {HIDDEN} and set(v.deck) == {HIDDEN}
    assert v.hands[0] == state.hands[0] and set(v.hands[2]) == {HIDDEN}
    assert set(v.screens[1]) <= {HIDDEN} and len(v.screens[1]) == len(state.screens[1])
    assert v.chosen[1] == [HIDDEN, HIDDEN]
    assert v.points == state.points  # counts are public (see the rules notes)
    d = RULES.determinize(v, 0, Rng(5))
    assert not RULES.invariants(d)
    assert RULES.view(d, 0).to_json() == v.to_json()


def test_open_screens_show_the_tiles():
    state = new(2, 3, open_screens=True)
    assert RULES.view(state, 0).screens[1] == state.screens[1]


def test_marker_goes_between_its_neighbours_when_boxed_in():
    state = plain_two_player()
    red4 = tile_id(RED, 4)
    # wall in A's space: B is east, the start block south; add buildings west and north
    for x, y, t in ((-2, -2, tile_id(RED, 10)), (-1, -3, tile_id(RED, 11))):
        state.supply.remove(t)
        state.cells.append([x, y, -1, 0, t])
    give_card(state, 0, URBAN)
    give_tile(state, 0, red4)
    give_resources(state, 0, 2)
    RULES.apply(state, 0, act("play", URBAN, red4))
    opponent_plays_urbanization_alone(state)
    assert state.pending and state.pending[-1][:2] == ("move", 0)  # seat 0 moves marker A
    options = marker_candidates(state, 0)
    assert options and all((x, y) not in {(c[0], c[1]) for c in state.cells} for x, y in options)
    # between L (-2, -1) and B (0, -2), seen from the centre: the north-west of the city
    assert all(x <= 0 and y <= -1 for x, y in options)
    RULES.apply(state, 0, act("move", *options[0]))
    assert state.markers[0] == list(options[0])
    assert cell_at(state, -1, -2)[-1] == red4


def test_first_tile_exhaustion_lets_players_add_tiles_then_the_second_ends_the_game():
    state = new(2, 11)
    play_randomly(state, 4, until=lambda s: s.phase == "addtiles")
    assert state.phase == "addtiles" and state.exhausted == 1 and not state.supply
    points = list(state.points)
    offered = []
    for s in RULES.to_act(state):
        tile = state.screens[s][0]
        RULES.apply(state, s, act("add", tile))
        offered.append(s)
        if s in RULES.to_act(state):
            RULES.apply(state, s, act("done"))
    assert state.phase == "choose" and len(state.supply) == len(offered)
    for s in offered:
        assert state.points[s] == points[s] + 1
    play_randomly(state, 5)
    assert state.phase == "over"
    assert state.exhausted == 2 or state.ending


def test_placing_all_resources_ends_the_game_after_the_round():
    state = plain_two_player()
    total = RESOURCES[2]
    # seat 0 already has all but one resource in the city (on the start buildings)
    cell = state.cells[0]
    for t in state.supply[:total - 2]:
        cell.append(t)
    for t in list(cell[5:]):
        state.supply.remove(t)
    cell[2] = 0
    state.res_supply[0] = 0
    state.res_behind[0] = 1
    assert state.board_resources(0) == total - 1
    give_card(state, 0, URBAN + 4)
    give_tile(state, 0, state.supply[-1])
    tile = state.screens[0][0]
    RULES.apply(state, 0, act("play", URBAN + 4, tile))
    opponent_plays_urbanization_alone(state)
    while state.pending:
        seat = state.pending[-1][1]
        RULES.apply(state, seat, RULES.legal_actions(state, seat)[0])
    assert state.ending == 1 and state.phase == "over"


@pytest.mark.parametrize("n", [2, 5])
def test_json_round_trip_and_validation(n):
    state = new(n, 8, characters="draft")
    play_randomly(state, 8, until=lambda s: s.round >= 3)
    data = json.loads(json.dumps(state.to_json()))
    assert RULES.state_class.from_json(data).to_json() == state.to_json()
    for broken in ({**data, "phase": "lunch"}, {**data, "points": [0]},
                   {k: v for k, v in data.items() if k != "deck"}, {**data, "cells": [[1]]},
                   {**data, "extra": 1}, {**data, "round": "3"}):
        with pytest.raises(ValueError):
            RULES.state_class.from_json(broken)


def test_refresh_hand_uses_a_token_once_per_round():
    state = plain_two_player()
    RULES.apply(state, 0, act("refresh"))
    assert state.tokens[0] == 1 and len(state.hands[0]) == 4
    assert act("refresh") not in RULES.legal_actions(state, 0)
    assert "already" in english(RULES.check(state, 0, act("refresh")))


def test_determinize_remembers_the_cards_passed_left():
    state = new(3, 6)
    play_randomly(state, 6, until=lambda s: s.round == 2)
    passed = state.passed[0]
    assert len(passed) == 3 and not state.refreshed[1]
    for k in range(5):
        d = RULES.determinize(RULES.view(state, 0), 0, Rng(k))
        assert set(passed) <= set(d.hands[1])
