"""The solo game against Hal, as the rulebook's 單人模式 page writes it, and the rule that
keeps the urbanization letters in alphabetical order around the city."""

from __future__ import annotations

import math

from ginkgopolis_positions import cell_at, give_card, raise_building, take_card, take_tile

from rules.core.actions import act
from rules.core.contract import Seat
from rules.core.message import english
from rules.core.results import returns
from rules.core.state import Decision, render_log
from rules.ginkgopolis import engine
from rules.ginkgopolis.catalogue import BLUE, HIDDEN, RED, URBAN, YELLOW, tile_id
from rules.ginkgopolis.rules import RULES
from rules.ginkgopolis.state import HAL

PLAYER = 0


def solo(level: str = "standard", seed: int = 0):
    return RULES.new_game([Seat("Mia")], RULES.make_options({"solo_level": level}), seed)


def set_hal_card(state, card: int) -> None:
    """Hal's face-down card for this round becomes `card` (the old one goes to the deck)."""
    old = state.chosen[HAL][0]
    if old == card:
        return
    take_card(state, card)
    state.deck.insert(0, old)
    state.chosen[HAL] = [card, -1]


def set_hand(state, cards: list[int]) -> None:
    for card in list(state.hands[PLAYER]):
        state.hands[PLAYER].remove(card)
        state.deck.insert(0, card)
    for card in cards:
        give_card(state, PLAYER, card)


def top_of_supply(state, tile: int) -> None:
    take_tile(state, tile)
    state.supply.append(tile)  # the supply's top is its end


def top_of_deck(state, card: int) -> None:
    take_card(state, card)
    state.deck.append(card)


def exploit_red(state) -> None:
    """The player exploits a red start building still of height 1 (1 resource, no tile
    drawn): Hal resolves next."""
    card = next(c[4] for c in state.cells if len(c) == 5 and c[4] // 20 == RED)
    set_hand(state, [card])
    RULES.apply(state, PLAYER, act("play", card))


def test_setup_player_6_6_6_hal_nothing_and_three_cards_a_round():
    state = solo()
    assert RULES.num_seats(state) == 1 and state.names == ["Mia", "Hal"]
    assert (state.res_behind[PLAYER], len(state.screens[PLAYER]), state.points[PLAYER]) == \
        (6, 6, 6)
    assert state.chars == [[], []] and state.tokens == [0, 0]
    assert state.points[HAL] == 0 and state.screens[HAL] == [] and state.res_supply[HAL] == 25
    assert len(state.removed) == 6 and len(state.discard) == 7  # as for two players
    assert len(state.hands[PLAYER]) == 3 and state.start == PLAYER
    assert RULES.to_act(state) == (PLAYER,)
    assert act("refresh") not in RULES.legal_actions(state, PLAYER)
    assert RULES.view(state, PLAYER).chosen[HAL][0] == HIDDEN  # Hal's card is face down
    assert not RULES.invariants(state)


def test_unplayed_cards_are_discarded_and_the_player_always_starts():
    state = solo(seed=3)
    set_hand(state, [tile_id(RED, 1), tile_id(BLUE, 1), tile_id(YELLOW, 1)])
    set_hal_card(state, URBAN + 5)
    RULES.apply(state, PLAYER, act("play", tile_id(RED, 1)))
    while state.phase == "resolve":  # Hal may need the player to move his marker
        RULES.apply(state, PLAYER, RULES.legal_actions(state, PLAYER)[0])
    assert state.round == 2 and state.start == PLAYER
    assert {tile_id(BLUE, 1), tile_id(YELLOW, 1)} <= set(state.discard)
    assert len(state.hands[PLAYER]) == 3 and state.chosen[HAL][0] >= 0
    assert not RULES.invariants(state)


def test_hal_urbanizing_scores_a_point_per_reward_and_the_player_moves_his_marker():
    state = solo()
    raise_building(state, cell_at(state, -1, -1), [tile_id(RED, 8), tile_id(RED, 9)], PLAYER)
    set_hal_card(state, URBAN + 0)  # A, at (-1, -2): its only neighbour is (-1, -1)
    top_of_supply(state, tile_id(BLUE, 12))
    exploit_red(state)
    behind, tiles = state.res_behind[PLAYER], len(state.screens[PLAYER])
    assert state.pending == [Decision(engine.MOVE, PLAYER)]  # two free spaces: the player decides
    prompt = english(RULES.prompt(state, PLAYER))  # says it is done for Hal, and why
    assert "Hal has urbanized A with blue 12" in prompt and "you move his marker" in prompt
    assert RULES.to_act(state) == (PLAYER,)
    RULES.apply(state, PLAYER, RULES.legal_actions(state, PLAYER)[0])
    hal_building = cell_at(state, -1, -2)
    assert hal_building[2] == HAL and hal_building[4:] == [tile_id(BLUE, 12)]
    assert state.points[HAL] == 3  # the red building of height 3: 3 rewards, 3 points
    assert state.res_supply[HAL] == 24 and state.screens[HAL] == []
    assert (state.res_behind[PLAYER], len(state.screens[PLAYER])) == (behind, tiles)
    assert URBAN + 0 in state.discard and not RULES.invariants(state)


def yellow_start_cell(state):
    return next(c for c in state.cells if c[4] // 20 == YELLOW)


def exploit_blue_1(state) -> None:
    """The player exploits blue 1 (height 1): 1 tile, nothing else changes for them."""
    set_hand(state, [tile_id(BLUE, 1)])
    RULES.apply(state, PLAYER, act("play", tile_id(BLUE, 1)))


def test_hal_builds_on_the_players_building_free_of_charge_and_keeps_the_card():
    state = solo()
    blue5, red4 = tile_id(BLUE, 5), tile_id(RED, 4)
    cell = yellow_start_cell(state)
    raise_building(state, cell, [blue5], PLAYER)  # height 2, the player's
    take_card(state, tile_id(RED, 6))
    state.tableau[HAL].append(tile_id(RED, 6))  # a construction effect: never Hal's
    set_hal_card(state, blue5)
    top_of_supply(state, red4)  # lower number and another colour: Hal pays neither
    points, behind = state.points[PLAYER], state.res_behind[PLAYER]
    exploit_red(state)  # +1 resource
    assert cell[-2:] == [blue5, red4] and cell[2] == HAL and cell[3] == 1
    assert state.points[HAL] == 0 and state.res_supply[HAL] == 25 - 3  # height 3, no extras
    assert state.tableau[HAL] == [tile_id(RED, 6), blue5]  # he keeps the card
    # the player takes their 2 resources back behind the screen and scores 1 point each
    assert (state.points[PLAYER], state.res_behind[PLAYER]) == (points + 2, behind + 1 + 2)
    assert not RULES.invariants(state)


def test_building_on_hals_building_gives_him_a_point_per_resource_back():
    state = solo()
    blue5, blue6 = tile_id(BLUE, 5), tile_id(BLUE, 6)
    cell = yellow_start_cell(state)
    raise_building(state, cell, [blue5], HAL)  # height 2, Hal's
    give_card(state, PLAYER, blue5)
    take_tile(state, blue6)
    state.screens[PLAYER].append(blue6)
    set_hal_card(state, URBAN + 0)
    supply = state.res_supply[HAL]
    RULES.apply(state, PLAYER, act("play", blue5, blue6))
    assert cell[-1] == blue6 and cell[2] == PLAYER
    assert state.points[HAL] >= 2 and state.res_supply[HAL] >= supply + 2 - 1
    assert "Hal takes back 2 resources and scores 2" in " ".join(english(e[0]) for e in state.log)


def test_the_tile_supply_running_out_ends_the_solo_game_that_round():
    state = solo()
    while len(state.supply) > 1:
        state.removed.append(state.supply.pop())
    set_hal_card(state, tile_id(RED, 1))
    exploit_blue_1(state)  # the player draws the last tile; Hal cannot draw one
    assert state.phase == "over" and not state.supply
    assert any("no tile left" in english(e[0]) for e in state.log)
    assert not RULES.invariants(state)


def test_hal_without_the_resources_to_build_ends_the_game():
    state = solo()
    cell = yellow_start_cell(state)
    raise_building(state, cell, [tile_id(RED, 5), tile_id(RED, 6)], PLAYER)  # height 3
    set_hal_card(state, tile_id(RED, 6))
    raise_building(state, cell_at(state, *_far_corner(state, cell)), [
        tile_id(YELLOW, n) for n in range(4, 20)] + [tile_id(RED, n) for n in (7, 8, 9, 10, 11,
                                                                                  12, 13)], HAL)
    assert state.res_supply[HAL] == 1  # 24 of his 25 on one tall building; he needs 4
    exploit_blue_1(state)
    assert state.phase == "over" and cell[2] == PLAYER
    assert any("Hal cannot build (he needs 4 resources)" in english(e[0]) for e in state.log)


def _far_corner(state, avoid):
    return next((c[0], c[1]) for c in state.cells if c is not avoid and c[4] // 20 != BLUE)


def test_expert_hal_plays_a_drawn_building_card_instead_of_his_urbanization_card():
    state = solo("expert")
    set_hal_card(state, URBAN + 0)
    top_of_deck(state, tile_id(BLUE, 1))
    top_of_supply(state, tile_id(YELLOW, 9))
    exploit_red(state)
    assert find_top(state, tile_id(YELLOW, 9))[2] == HAL  # built on blue 1
    assert tile_id(BLUE, 1) in state.tableau[HAL] and URBAN + 0 in state.discard


def test_expert_hal_keeps_his_urbanization_card_unless_the_new_one_scores_more():
    state = solo("expert")
    raise_building(state, cell_at(state, -1, -1), [tile_id(RED, 8), tile_id(RED, 9)], PLAYER)
    set_hal_card(state, URBAN + 0)  # A scores 3 (next to the height-3 building)
    top_of_deck(state, URBAN + 1)  # B at (0, -2) is next to a height-1 building: 1
    exploit_blue_1(state)
    assert state.chosen[HAL][0] == URBAN + 0 and URBAN + 1 in state.discard
    RULES.apply(state, PLAYER, RULES.legal_actions(state, PLAYER)[0])  # his marker
    assert state.points[HAL] == 3


def find_top(state, tile: int):
    return next(c for c in state.cells if c[-1] == tile)


def test_hal_scores_his_end_game_cards_and_only_a_higher_score_wins():
    state = solo()
    take_card(state, tile_id(RED, 20))
    state.tableau[HAL].append(tile_id(RED, 20))  # "=" card: 9 points at the end
    (hal,) = [score for _, score in RULES.rival_scores(state)]
    assert hal.breakdown["cards"] == 9
    mine = RULES.scores(state)[0].total
    state.points[HAL] = mine - hal.total + state.points[HAL]  # a tie
    state.phase = "over"
    assert returns(RULES, state)[0] < 1
    state.points[PLAYER] += 1
    assert returns(RULES, state) == [1.0]


def test_the_solo_score_has_no_refresh_token_line():
    state = solo()
    (hal,) = [score for _, score in RULES.rival_scores(state)]
    for score in (RULES.scores(state)[0], hal):
        assert "refresh_tokens" not in score.breakdown
        assert set(score.breakdown) == {"points", "cards", "districts"}


def test_a_marker_move_that_breaks_the_letter_order_moves_the_others_back_in_order():
    state = solo()
    spaces = {tuple(m) for m in state.markers}
    state.markers[0], state.markers[3] = state.markers[3], state.markers[0]
    engine.keep_letters_in_order(state, 0)
    assert {tuple(m) for m in state.markers} == spaces  # the same free spaces, re-lettered
    centre = engine.city_centre(state)
    clockwise = sorted(range(12), key=lambda i: math.atan2(state.markers[i][1] - centre[1],
                                                           state.markers[i][0] - centre[0]))
    k = clockwise.index(0)
    assert clockwise[k:] + clockwise[:k] == list(range(12))


def test_a_whole_solo_game_logs_places_as_players_see_them_and_numbers_agree():
    """No log line names a space by its coordinates ('(-2, 2)'), and no number disagrees with
    its noun ('1 resources'): a random whole game at each level."""
    import random
    import re

    moves_named = 0
    for level, seed in (("standard", 1), ("expert", 2), ("standard", 7)):
        state = solo(level, seed)
        pick = random.Random(seed)
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            actions = RULES.legal_actions(state, seat)
            for a in actions:
                words = english(RULES.describe(state, a, seat))
                assert not re.search(r"\(-?\d+, -?\d+\)", words), words
                if a.kind == "move":
                    moves_named += 1
                    assert re.fullmatch(r"Move marker [A-L] to the space (above|below|left of|"
                                        r"right of) .+\.", words), words
            words = english(RULES.prompt(state, seat))
            assert not re.search(r"\(-?\d+, -?\d+\)", words), words
            state = RULES.apply(state, seat, pick.choice(actions)) or state
        for line in map(english, render_log(state.log, PLAYER)):
            assert not re.search(r"\(-?\d+, -?\d+\)", line), line
            assert not re.search(r"\b1 (resource|point|tile|card)s\b", line), line
    assert moves_named


def test_numbers_agree_with_their_nouns_when_hal_builds_on_a_height_1_building():
    state = solo()
    lines = engine.release(state, HAL, [0, 0, PLAYER, 0, tile_id(RED, 3)])
    assert [english(line) for line in lines] == ["Mia takes back 1 resource and scores 1 point"]
