"""Ginkgopolis scenarios from the rulebook's worked examples, setup counts and the deck rebuild."""

from __future__ import annotations

import pytest
from ginkgopolis_positions import (
    cell_at,
    give_card,
    give_resources,
    give_tile,
    new,
    plain_two_player,
    raise_building,
    set_characters,
    swap_start_tile,
)

from rules.core.actions import act
from rules.core.rng import Rng
from rules.ginkgopolis import engine
from rules.ginkgopolis.catalogue import (
    BLUE,
    RED,
    RESOURCES,
    URBAN,
    YELLOW,
    tile_id,
)
from rules.ginkgopolis.rules import RULES
from rules.ginkgopolis.scoring import district_points, scores


def opponent_plays_urbanization_alone(state, seat: int = 1) -> None:
    card = next((c for c in state.hands[seat] if c >= URBAN), None)
    if card is None:
        card = next(c for c in range(URBAN, URBAN + 12) if c not in state.hands[0])
        give_card(state, seat, card)
    RULES.apply(state, seat, act("play", card))


def test_exploit_red_7_of_height_2_with_two_exploit_effects():
    state = plain_two_player()
    red7 = tile_id(RED, 7)
    raise_building(state, state.cells[4], [red7], owner=1)  # height 2
    give_card(state, 0, red7)
    set_characters(state, 0, [5, 13])  # blue: exploit -> 1 tile; yellow: exploit -> 1 point
    tiles_before = len(state.screens[0])
    RULES.apply(state, 0, act("play", red7))
    opponent_plays_urbanization_alone(state)
    assert state.res_behind[0] == 2
    assert len(state.screens[0]) == tiles_before + 1
    assert state.points[0] == 1
    assert red7 in state.discard
    assert not RULES.invariants(state)


def test_urbanize_a_with_red_4_next_to_two_buildings():
    state = plain_two_player()
    red1, red4 = tile_id(RED, 1), tile_id(RED, 4)
    swap_start_tile(state, -1, -1, red1)  # a red building of height 1 below A
    corner = [-2, -2, -1, 0]
    state.cells.append(corner)
    raise_building(state, corner, [tile_id(BLUE, 10), tile_id(BLUE, 11)], owner=1)
    give_card(state, 0, URBAN)  # card A
    give_tile(state, 0, red4)
    give_resources(state, 0, 3)
    set_characters(state, 0, [0])  # red: urbanize -> 1 resource
    RULES.apply(state, 0, act("play", URBAN, red4))
    opponent_plays_urbanization_alone(state)
    new_cell = cell_at(state, -1, -2)
    assert new_cell[2:] == [0, 1, red4]  # owner, site marker, the tile
    assert state.markers[0] == [-1, -3]  # the only empty orthogonal neighbour
    assert state.res_behind[0] == 3 - 1 + 1 + 1  # placed 1, red neighbour 1, effect 1
    assert len(state.screens[0]) == 2  # blue neighbour of height 2
    assert URBAN in state.discard
    assert not RULES.invariants(state)


def test_build_red_4_on_an_opponents_blue_5_of_height_2():
    state = plain_two_player()
    blue5, red4 = tile_id(BLUE, 5), tile_id(RED, 4)
    raise_building(state, state.cells[4], [blue5], owner=1)  # height 2, seat 1's
    give_card(state, 0, blue5)
    give_tile(state, 0, red4)
    give_resources(state, 0, 5)
    state.points[0] = 3
    set_characters(state, 0, [1, 3])  # construct -> 1 point; construct -> 1 resource
    supply_before = state.res_supply[0]
    RULES.apply(state, 0, act("play", blue5, red4))
    opponent_plays_urbanization_alone(state)
    cell = state.cells[4]
    assert cell[-1] == red4 and cell[2] == 0 and cell[3] == 1 and len(cell) - 4 == 3
    assert state.res_behind[1] == 2 and state.points[1] == 2  # returned, 1 point each
    assert state.points[0] == 3 - 1 + 1  # lower number costs 1, effect gives 1
    assert state.res_behind[0] == 5 - 1 - 3 + 1  # colour change 1, three placed, effect 1
    assert state.res_supply[0] == supply_before + 1 - 1
    assert blue5 in state.tableau[0]
    assert not RULES.invariants(state)


def test_unaffordable_build_becomes_an_exploit():
    state = plain_two_player()
    blue5, red4 = tile_id(BLUE, 5), tile_id(RED, 4)
    raise_building(state, state.cells[4], [blue5], owner=1)
    give_card(state, 0, blue5)
    give_tile(state, 0, red4)
    give_resources(state, 0, 3)  # needs 3 + 1 for the colour change
    state.points[0] = 5
    RULES.apply(state, 0, act("play", blue5, red4))
    opponent_plays_urbanization_alone(state)
    assert state.cells[4][-1] == blue5
    assert red4 in state.screens[0] and len(state.screens[0]) == 1 + 2  # + blue exploit x2
    assert blue5 in state.discard


def test_district_example_with_the_tie_broken_by_building_number():
    state = new(3)
    mili, nell, fei = 0, 1, 2
    b, y = (lambda k: tile_id(BLUE, k)), (lambda k: tile_id(YELLOW, k))
    state.cells = [
        [0, 0, fei, 0, b(1), b(2), b(9)],  # blue, height 3
        [1, 0, mili, 0, b(3), b(8)],  # blue, height 2, number 8
        [2, 0, nell, 0, b(4), b(6)],  # blue, height 2, number 6
        [0, 1, mili, 0, y(1), y(5)],  # yellow, height 2
        [1, 1, mili, 0, y(2)],  # yellow, height 1
        [2, 1, nell, 0, tile_id(RED, 20)],  # a lone red building is no district
    ]
    assert district_points(state) == [6 + 2, 0, 7]


def test_district_resource_tie_broken_by_height_first():
    state = new(2)
    b = lambda k: tile_id(BLUE, k)  # noqa: E731
    state.cells = [[0, 0, 0, 0, b(20)], [1, 0, 0, 0, b(19)], [2, 0, 1, 0, b(1), b(2)]]
    assert district_points(state) == [2, 4]  # tied on 2: seat 1 has the tallest, so first


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_setup_counts(n):
    state = new(n, seed=n)
    small = n <= 3
    bonus_tiles = sum(len(s) for s in state.screens)
    assert len(state.removed) == (6 if small else 0)
    assert len(state.supply) + bonus_tiles == 51 - (6 if small else 0)
    assert len(state.cells) == 9 and all(len(c) == 5 and c[2] == -1 for c in state.cells)
    assert len(state.discard) == (7 if small else 0)
    assert all(len(h) == 4 for h in state.hands)
    assert len(state.deck) == 21 - (7 if small else 0) - 4 * n
    assert len(state.aside) == 51
    for s in range(n):
        assert state.res_supply[s] + state.res_behind[s] == RESOURCES[n]
        assert state.tokens[s] == 2 and len(state.chars[s]) == 3
    assert state.phase == "choose"
    assert not RULES.invariants(state)


def test_tutorial_set_2_gives_4_resources_2_tiles_2_points():
    for seed in range(40):
        state = new(2, seed)
        for s in range(2):
            if state.chars[s] == [3, 4, 5]:
                assert (state.res_behind[s], len(state.screens[s]), state.points[s]) == (4, 2, 2)
                return
    pytest.fail("no seed dealt set 2")


def test_draft_deals_four_and_keeps_three():
    state = new(3, 1, characters="draft")
    assert state.phase == "draft" and all(len(h) == 4 for h in state.draft_hands)
    for _ in range(3):
        for s in range(3):
            RULES.apply(state, s, RULES.legal_actions(state, s)[0])
    assert state.phase == "choose"
    assert all(len(c) == 3 for c in state.chars) and len(state.box) == 27 - 9


def test_deck_rebuild_adds_site_cards_and_discards_seven():
    state = plain_two_player()
    red5 = tile_id(RED, 5)
    raise_building(state, state.cells[0], [red5], owner=0)
    state.cells[0][3] = 1
    state.discard.extend(state.deck)
    state.deck = []
    before = len(state.discard)
    engine.draw_into(state, 0, Rng(3))
    assert red5 not in state.aside
    assert not any(c[3] for c in state.cells)
    assert len(state.discard) == 7
    assert len(state.deck) + len(state.discard) + 1 == before + 1
    assert not RULES.invariants(state)


def test_hands_pass_left_and_the_start_player_moves():
    state = plain_two_player()
    hands = [list(h) for h in state.hands]
    for s in range(2):
        card = state.hands[s][0]
        RULES.apply(state, s, act("play", card))
        hands[s].remove(card)
    while state.pending:
        seat = state.pending[-1][1]
        RULES.apply(state, seat, RULES.legal_actions(state, seat)[0])
    assert state.start == 1 and state.round == 2
    assert set(hands[0]) <= set(state.hands[1]) and set(hands[1]) <= set(state.hands[0])
    assert all(len(h) == 4 for h in state.hands)


def test_scores_add_up():
    state = new(2, 5)
    for sc in scores(state):
        assert sc.total == sum(sc.breakdown.values())
        assert sc.breakdown["refresh_tokens"] == 4
