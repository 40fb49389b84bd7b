"""Boonlake solo against the Wise Eminence (English rulebook pp. 15-17): setup per level, the
Eminence's turn step by step, its structures, cattle and region scoring, its interim income
(the rulebook's example), its final score, and whole solo games at every level."""

from __future__ import annotations

import random

import boonlake_fixture
import pytest

from rules.boonlake import catalogue, engine, solo, town
from rules.boonlake.board import REGIONS, RESOURCES, STRIPS, load_board
from rules.boonlake.rules import RULES
from rules.boonlake.state import EMINENCE, HOUSE, SETTLEMENT, BoonlakeState
from rules.core.actions import act
from rules.core.contract import Seat
from rules.core.message import english
from rules.core.results import returns
from rules.core.rng import Rng
from rules.core.state import HIDDEN

BOARD = load_board()
SOLO = BOARD.solo
WOOD = RESOURCES.index("wood")
A_TILES = [t.id for t in SOLO.tiles if t.mark == "A"]
B_TILES = [t.id for t in SOLO.tiles if t.mark == "B"]


@pytest.fixture(autouse=True)
def hand_made_cards():
    """The hand-made cards for these tests only (the rest of the run plays the real ones)."""
    boonlake_fixture.install()
    yield
    catalogue.forget()


def new(level: int = 3, seed: int = 1) -> BoonlakeState:
    return RULES.new_game([Seat("Solo")], RULES.make_options({"level": level}), seed)


def do(s: BoonlakeState, kind: str, *args: int) -> None:
    RULES.apply(s, 0, act(kind, *args))


PASSES = (act("take", 0), act("skip", 0), act("done"), act("draw"))


def pass_until_own_turn(s: BoonlakeState) -> None:
    """Take part in the Eminence's strip doing as little as possible."""
    while s.pending[-1].kind != "strip":
        legal = RULES.legal_actions(s, 0)
        RULES.apply(s, 0, next((a for a in PASSES if a in legal), legal[0]))


def playing(level: int = 3, seed: int = 1) -> BoonlakeState:
    """Past setup (the player kept the first tile and built wood) and the Eminence's first
    turn: the player chooses a strip."""
    s = new(level, seed)
    while s.phase == "setup":
        top = s.pending[-1]
        do(s, "keep", top.cards[0]) if top.kind == "keep_tile" else do(s, "site", WOOD)
    pass_until_own_turn(s)
    return s


def arrange(s: BoonlakeState, tile: int, next_back: int = 0,
            strips: tuple[str, ...] | None = None) -> None:
    """The Eminence's next reveal is `tile`; the tile under it shows its silhouette in corner
    `next_back`. `strips` orders the action board from the top. The Eminence starts afresh:
    nothing of its first turn stays. (A test of one effect then calls `solo.reveal` alone.)"""
    s.sites = [-1 if code // 3 == EMINENCE else code for code in s.sites]
    s.cattle = [[owner for owner in herd if owner != EMINENCE] for herd in s.cattle]
    s.em_vp = s.em_houses = s.em_settlements = s.em_cattle = s.cactus = 0
    others = [t for t in A_TILES + B_TILES if t != tile][:5]
    s.solo_tiles = sorted([tile, *others])
    s.solo_stack = [*others, tile]
    s.solo_backs = [0, 0, 0, 0, next_back, 0]
    s.solo_used = []
    if strips is not None:
        s.strips = [STRIPS.index(name) for name in strips]


def empty_board(s: BoonlakeState) -> None:
    s.spaces = [-1] * 33
    s.sites = [-1] * 66
    s.cattle = [[] for _ in range(33)]


def put(s: BoonlakeState, space: int, sites: int = 2) -> None:
    s.spaces[space - 1] = next(t.id for t in BOARD.tiles if len(t.sites) == sites
                               and t.id not in s.spaces)


def put_pasture(s: BoonlakeState, space: int) -> None:
    s.spaces[space - 1] = next(t.id for t in BOARD.pastures if t.id not in s.spaces)


def eminence_turn(s: BoonlakeState, finish: bool = True) -> None:
    """Run the Eminence's turn instead of the player's (whose strip decision is dropped);
    `finish`: the player passes on the strip's part, the Eminence sails, up to the player's
    next strip."""
    s.pending.clear()
    engine.begin_turn(s, EMINENCE)
    engine.advance(s)
    if finish:
        pass_until_own_turn(s)


# ----- setup -------------------------------------------------------------------------------
@pytest.mark.parametrize(("level", "a", "b"), [(1, 5, 1), (2, 4, 2), (3, 3, 3), (4, 2, 4),
                                               (5, 1, 5)])
def test_each_level_removes_its_tiles(level, a, b):
    """Easy removes 4 B tiles, medium 1 A + 3 B, challenge 2 + 2, difficult 3 A + 1 B, very
    difficult 4 A: 6 tiles stay, with random backs."""
    for seed in range(6):
        s = new(level, seed)
        marks = [solo.tile(t).mark for t in s.solo_tiles]
        assert (marks.count("A"), marks.count("B")) == (a, b)
        assert sorted(s.solo_stack) == s.solo_tiles and not s.solo_used
        assert all(0 <= back <= 3 for back in s.solo_backs)
    assert len({tuple(new(level, seed).solo_tiles) for seed in range(12)}) > 1


def test_solo_setup_is_the_two_player_setup_with_the_eminence_starting():
    s = new()
    assert RULES.min_players == 1 and RULES.has_solo
    assert s.n == 1 and s.start == EMINENCE
    assert s.coins == [7]  # the Eminence has the start player token
    assert s.ships == [BOARD.river.start_index(1, 2)] * 2
    assert sorted(sp for sp in range(1, 34) if s.spaces[sp - 1] >= 0) == sorted(
        BOARD.map.start_spaces(2))
    assert (s.em_vp, s.cactus, s.em_houses, s.em_settlements, s.em_cattle) == (0, 0, 0, 0, 0)
    s = playing()
    assert all(t >= 0 for t in s.scoring)  # the Eminence's colour got a random tile
    assert len(s.solo_used) == 1  # it has had the first turn
    assert s.turn == 0 and RULES.to_act(s) == (0,) and s.pending[-1].kind == "strip"


def test_level_is_an_option_of_1_to_5():
    assert RULES.make_options({"level": "5"}).level == 5
    with pytest.raises(ValueError):
        RULES.make_options({"level": 6})


# ----- choosing a location -----------------------------------------------------------------
def test_the_location_is_the_corner_of_the_next_tiles_silhouette():
    s = playing()
    arrange(s, 1, next_back=3)  # tile 1's bottom-left corner
    solo.reveal(s)
    assert solo.preferred(s) == SOLO.tiles[0].corners[3]
    s.solo_backs[-1] = 1
    assert solo.preferred(s) == SOLO.tiles[0].corners[1]
    s.solo_stack, s.solo_backs = [], []  # stack empty: always the top-left corner
    assert solo.preferred(s) == SOLO.tiles[0].corners[0]


def test_a_location_that_does_not_fit_passes_to_the_next_higher_and_33_wraps_to_1():
    s = playing()
    arrange(s, 6, next_back=2)  # tile 6: corner bottom-right is 33
    solo.reveal(s)
    assert solo.preferred(s) == 33
    assert solo.locate(s, lambda x: x in (2, 5)) == 2
    assert solo.locate(s, lambda x: x == 33) == 33
    assert solo.locate(s, lambda x: False) is None


# ----- the upper half ----------------------------------------------------------------------
def _upper(tile: int, bottom: str) -> BoonlakeState:
    s = playing()
    rest = [name for name in STRIPS if name != bottom]
    arrange(s, tile, strips=(*rest, bottom))
    solo.reveal(s)
    return s


@pytest.mark.parametrize(("tile", "steps"), [(1, 1), (6, 2)])
def test_upper_half_otherwise_advances_the_cactus(tile, steps):
    s = _upper(tile, "builder")
    solo.upper_half(s)
    assert s.cactus == steps


@pytest.mark.parametrize(("tile", "houses"), [(1, 1), (6, 2)])
def test_upper_half_settle_builds_one_structure_two_on_b(tile, houses):
    s = _upper(tile, "settle")
    solo.upper_half(s)
    assert s.em_houses == houses and s.cactus == 0
    assert len(solo.houses_on_map(s)) == houses


@pytest.mark.parametrize(("tile", "cactus"), [(1, 0), (6, 1)])
def test_upper_half_cattle_places_cattle_and_on_b_a_cactus_step(tile, cactus):
    s = _upper(tile, "cattle")
    put_pasture(s, next(sp for sp in town.placeable(s)))
    solo.upper_half(s)
    assert s.em_cattle == 1 and s.cactus == cactus


# ----- the lower half: the strip and its effect --------------------------------------------
def test_it_takes_the_highest_of_its_three_strips_and_moves_it_to_the_bottom():
    s = playing()
    tile = SOLO.tiles[0]  # pioneer, settle, builder
    order = ("region", "hire", "builder", "cattle", "settle", "pioneer", "progress")
    arrange(s, 1, strips=order)
    ship = s.ships[EMINENCE]
    eminence_turn(s)
    assert "builder" in tile.actions
    assert [STRIPS[i] for i in s.strips] == [x for x in order if x != "builder"] + ["builder"]
    # its ship uses all the row's steps (the player's ship is behind it)
    assert s.ships[0] < ship
    assert s.ships[EMINENCE] - ship == BOARD.rows[2].steps


def test_its_ship_takes_no_reward_and_the_player_takes_the_strips_right_side():
    s = playing()
    arrange(s, 5, strips=("builder", "settle", "progress", "pioneer", "cattle", "region",
                          "hire"))  # tile 5: builder, progress, settle
    coins, vp = s.coins[0], s.em_vp
    eminence_turn(s, finish=False)
    assert s.em_vp == vp  # no river reward, and Builder gives it cactus steps only
    assert s.cactus == 2  # 1 from the upper half (bottom strip: hire), 1 from Builder
    assert s.coins[0] == coins  # Builder's 3 coins are the active player's only
    assert s.pending[-1].kind in ("card_step", "right") and s.pending[-1].seat == 0


def test_pioneer_places_two_tiles_and_a_house_on_the_seconds_upper_site():
    s = playing()
    arrange(s, 3, strips=("pioneer", "progress", "region", "settle", "cattle", "builder",
                          "hire"))  # tile 3 (A): progress, pioneer, region
    solo.reveal(s)
    mound, logged = len(s.mound), len(s.log)
    solo.lower_half(s, "pioneer")
    assert len(s.mound) == mound - 2
    placed = [dict(e.public.params)["space"] for e in s.log[logged:]
              if e.public.id == "{who} places a tile on space {space}."]
    assert len(placed) == 2
    assert solo.houses_on_map(s) == [(placed[1], 0)]  # the second tile's upper site
    assert s.em_houses == 1 and s.cactus == 0


def test_pioneer_on_a_b_tile_adds_a_cactus_step():
    s = playing()
    arrange(s, 6)  # B
    solo.reveal(s)
    solo.lower_half(s, "pioneer")
    assert s.cactus == 1 and s.em_houses == 1


@pytest.mark.parametrize(("tile", "steps"), [(2, 1), (7, 2)])
def test_hire_places_a_tile_then_advances_the_cactus(tile, steps):
    s = playing()
    arrange(s, tile)
    solo.reveal(s)
    before = sum(1 for t in s.spaces if t >= 0)
    solo.lower_half(s, "hire")
    assert sum(1 for t in s.spaces if t >= 0) == before + 1 and s.cactus == steps


def test_hire_places_the_tile_at_its_location_or_the_next_higher_empty_space():
    s = playing()
    arrange(s, 1, next_back=0)  # location 5
    solo.reveal(s)
    fits = set(town.placeable(s))
    expected = next(sp for sp in [*range(5, 34), *range(1, 5)] if sp in fits)
    solo.lower_half(s, "hire")
    assert s.spaces[expected - 1] >= 0 and not town.tile_at(s, expected).is_pasture


def test_cattle_breeding_lays_a_pasture_then_places_cattle():
    s = playing()
    arrange(s, 9)  # B: cattle, progress, hire
    solo.reveal(s)
    pastures = s.pastures
    solo.lower_half(s, "cattle")
    assert s.pastures == pastures - 1 and s.em_cattle == 1 and s.cactus == 1


# ----- structures --------------------------------------------------------------------------
def test_structures_houses_while_at_most_one_then_settlements_then_10_points():
    s = playing()
    arrange(s, 1, next_back=0)  # location 5
    solo.reveal(s)
    empty_board(s)
    put(s, 5)
    put(s, 9)
    solo.build_structure(s)
    assert s.site(5, 0) == (EMINENCE, HOUSE)  # the upper site
    solo.build_structure(s)
    assert s.site(5, 1) == (EMINENCE, HOUSE)  # the lower one, the upper being taken
    solo.build_structure(s)  # 2 houses on the map: the first from its location settles
    assert s.site(5, 0) == (EMINENCE, SETTLEMENT) and s.em_settlements == 1
    solo.build_structure(s)  # 1 house left on the map: a house again, next higher free
    assert s.site(9, 0) == (EMINENCE, HOUSE) and s.em_houses == 3
    s.em_houses, s.em_settlements = 6, 4  # (as if) its board is empty
    vp = s.em_vp
    solo.build_structure(s)
    assert s.em_vp == vp + 10


def test_a_settlement_ignores_adjacency_and_the_tiles_effects():
    s = playing()
    arrange(s, 1, next_back=0)
    solo.reveal(s)
    empty_board(s)
    put(s, 33)
    put(s, 20)  # two far apart tiles, no neighbours
    s.set_site(33, 0, EMINENCE, HOUSE)
    s.set_site(20, 0, EMINENCE, HOUSE)
    s.em_houses = 2
    vp = s.em_vp
    solo.build_structure(s)  # from location 5 upward: 20 comes before 33
    assert s.site(20, 0) == (EMINENCE, SETTLEMENT) and s.em_vp == vp


# ----- cattle ------------------------------------------------------------------------------
def _pastures_board(s: BoonlakeState) -> None:
    """Pastures on 12 (next to 6, 13), 15 (next to 9, 16) and 30 (next to 26, 29)."""
    empty_board(s)
    for space in (6, 13, 9, 16, 26, 29):
        put(s, space)
    for space in (12, 15, 30):
        put_pasture(s, space)


def test_cattle_go_where_structures_less_cattle_are_highest():
    s = playing()
    arrange(s, 1, next_back=0)
    solo.reveal(s)
    _pastures_board(s)
    s.set_site(9, 0, 0, HOUSE)
    s.set_site(16, 0, 0, SETTLEMENT)  # pasture 15: 2 structures
    s.set_site(6, 0, 0, HOUSE)  # pasture 12: 1
    s.set_site(6, 1, 0, 0)  # an inhabitant is no structure
    solo.place_cattle(s)
    assert s.cattle[14] == [EMINENCE]


def test_cattle_ties_go_to_the_fewest_cattle_then_the_location():
    s = playing()
    arrange(s, 1, next_back=0)  # location 5
    solo.reveal(s)
    _pastures_board(s)
    s.set_site(9, 0, 0, HOUSE)
    s.set_site(16, 0, 0, HOUSE)
    s.cattle[14] = [0]  # pasture 15: 2 structures - 1 cattle = 1
    s.set_site(6, 0, 0, HOUSE)  # pasture 12: 1 - 0 = 1, fewer cattle
    solo.place_cattle(s)
    assert s.cattle[11] == [EMINENCE]
    s.cattle[11] = []
    s.set_site(9, 0, None)
    s.set_site(6, 0, None)  # 12 and 30 now both 0 - 0, 15: 1 - 1 = 0 with one cattle
    s.em_cattle = 0
    solo.place_cattle(s)  # from location 5: 12 before 30
    assert s.cattle[11] == [EMINENCE]
    s.em_cattle = 5
    vp = s.em_vp
    solo.place_cattle(s)
    assert s.em_vp == vp + 10  # all 5 placed


# ----- region scoring ----------------------------------------------------------------------
def test_region_scoring_picks_where_the_player_leads_most_ties_to_the_north():
    s = playing()
    arrange(s, 6)  # B
    solo.reveal(s)
    empty_board(s)
    put(s, 20)  # southern
    put(s, 27)  # unknown
    put(s, 9)  # boonlake
    s.set_site(20, 0, 0, 0)
    s.set_site(27, 0, 0, 0)  # player +1 in southern and in unknown: unknown is further north
    s.set_site(9, 0, EMINENCE, HOUSE)
    s.em_houses = 1
    assert REGIONS[solo.choose_region(s)] == "unknown"
    vp = s.em_vp
    solo.lower_half(s, "region")
    unknown = REGIONS.index("unknown")
    assert s.region == unknown and s.region_markers[unknown] == 1
    # 3 VP for the label, then 2 VP (B tile) per presence in the other regions: 1 in Boonlake
    assert s.em_vp == vp + 3 + 2
    assert REGIONS[solo.choose_region(s)] == "southern"  # unknown is covered now


def test_region_scoring_in_boonlake_is_4_points_and_the_player_gets_coins():
    s = playing()
    arrange(s, 8, strips=("region", "settle", "pioneer", "cattle", "builder", "hire",
                          "progress"))  # tile 8 (B): settle, region, pioneer
    empty_board(s)
    put(s, 9)
    put(s, 20)
    s.set_site(9, 0, 0, 0)
    s.set_site(9, 1, 0, 0)  # the player leads in Boonlake by 2
    s.set_site(20, 0, 0, 0)
    s.ranch[0] -= 3  # the three inhabitants came from the ranch
    vp, coins = s.em_vp, s.coins[0]
    eminence_turn(s, finish=False)
    if s.pending[-1].kind == "right":
        do(s, "take", 0)
    assert s.region_markers[REGIONS.index("boonlake")] == 1
    assert s.em_vp - vp == 4  # the Eminence has no presence elsewhere
    assert s.coins[0] - coins == 1  # the player's inhabitant in Southern


def test_the_players_region_scoring_gives_the_eminence_a_point_per_presence():
    s = playing()
    empty_board(s)
    put(s, 9)
    put(s, 20)
    put(s, 27)
    s.set_site(20, 0, EMINENCE, HOUSE)
    s.set_site(27, 0, EMINENCE, HOUSE)
    s.set_site(9, 0, EMINENCE, HOUSE)
    s.em_houses = 3
    s.strips = [STRIPS.index(name) for name in ("region", "pioneer", "settle", "cattle",
                                                "hire", "builder", "progress")]
    vp = s.em_vp
    do(s, "strip", 0)
    while s.pending[-1].kind != "region":
        do(s, "skip", 0)
    do(s, "region", REGIONS.index("boonlake"))
    assert s.em_vp == vp + 2  # Southern and Unknown, 1 each; Boonlake is the chosen region


# ----- the stack ---------------------------------------------------------------------------
def test_the_stack_is_formed_again_when_empty():
    s = playing()
    shuffles = s.solo_shuffles
    for _ in range(len(s.solo_stack)):
        eminence_turn(s)
    assert not s.solo_stack and len(s.solo_used) == 6
    eminence_turn(s)
    assert s.solo_shuffles == shuffles + 1 and len(s.solo_used) == 1
    assert sorted(s.solo_stack + s.solo_used) == s.solo_tiles


# ----- scoring -----------------------------------------------------------------------------
def test_the_rulebooks_interim_scoring_example(monkeypatch):
    """2 VP for the houses, 6 for the settlements, 4 for the cattle, 14 for the cactus track,
    and 1 VP per settlement next to each of its cattle (the designed values put the example
    late in a very difficult game: its board emptied, its marker on the last space)."""
    s = playing()
    empty_board(s)
    for space in (9, 16, 33, 30, 1, 20, 25):
        put(s, space)
    put_pasture(s, 15)  # next to 9 and 16
    put_pasture(s, 12)  # next to no structure
    for space in (9, 33, 30, 1):
        s.set_site(space, 0, EMINENCE, SETTLEMENT)
    for space in (20, 25):
        s.set_site(space, 0, EMINENCE, HOUSE)
    s.set_site(16, 0, 0, SETTLEMENT)  # the player's settlement next to the pasture too
    s.em_houses = SOLO.board["house"].index(2) + 1
    s.em_settlements = SOLO.board["settlement"].index(6) + 1
    s.em_cattle = SOLO.board["cattle"].index(4) + 1
    assert (s.em_houses - s.em_settlements, s.em_settlements, s.em_cattle) == (2, 4, 5)
    for space in (15, 15, 15, 12, 12):
        s.cattle[space - 1].append(EMINENCE)
    s.cactus = SOLO.cactus.index(14)
    assert solo.income(s) == 2 + 6 + 4 + 14 + 3 * 2  # 3 cattle next to 2 settlements
    vp = s.em_vp
    s.pending.clear()
    # only the scoring: its next turn (with no structure left, 10 VP for Settle) waits
    monkeypatch.setitem(engine._STEP, "eminence_turn", lambda s, d: None)
    engine.start_interim(s, 0)
    engine.advance(s)
    while s.phase == "interim":
        top = s.pending[-1]
        RULES.apply(s, 0, act("skip", 0) if top.kind == "interim_action"
                    else RULES.legal_actions(s, 0)[0])
    assert s.em_vp == vp + 32


def test_final_score_income_again_and_10_per_face_down_b_tile():
    s = playing(level=5)
    s.em_vp = 100
    s.cactus = 4
    s.solo_stack = [B_TILES[0], A_TILES[0], B_TILES[1]]
    s.solo_backs = [0, 0, 0]
    score = solo.score(s)
    assert score.seat == EMINENCE
    assert score.total == 100 + SOLO.cactus[4] + 20
    assert RULES.rival_scores(s)[0][1] == score


def test_the_player_wins_a_tie():
    s = playing()
    s.phase = "over"
    s.pending.clear()
    mine = RULES.scores(s)[0].total
    s.em_vp += mine - solo.score(s).total
    assert solo.score(s).total == mine
    assert RULES.solo_result(s).grade == 1.0 and RULES.solo_result(s).won
    s.em_vp += 1
    assert 0 < RULES.solo_result(s).grade < 1 and not RULES.solo_result(s).won


# ----- whole games -------------------------------------------------------------------------
def random_game(level: int, seed: int) -> tuple[BoonlakeState, list[tuple[int, object]]]:
    s = new(level, seed)
    rng = random.Random(seed)
    actions = []
    while not RULES.is_over(s):
        seat = RULES.to_act(s)[0]
        action = rng.choice(RULES.legal_actions(s, seat))
        actions.append((seat, action))
        RULES.apply(s, seat, action)
        assert not RULES.invariants(s)
    return s, actions


@pytest.mark.parametrize("level", [1, 2, 3, 4, 5])
def test_a_random_solo_game_plays_to_the_end_at_every_level(level):
    s, _ = random_game(level, 10 + level)
    assert s.phase == "over" and s.interims == 4
    eminence = solo.score(s)
    assert eminence.total > 0 and s.em_houses + s.em_cattle > 0
    result = RULES.solo_result(s)
    assert result.mode == f"level-{level}"
    assert result.value == RULES.scores(s)[0].total
    assert result.won == (result.value >= eminence.total)
    assert returns(RULES, s) == [RULES.solo_result(s).grade]
    data = s.to_json()
    assert RULES.state_class.from_json(data).to_json() == data


def test_solo_replay_is_deterministic():
    s, actions = random_game(4, 3)
    again = new(4, 3)
    for seat, action in actions:
        RULES.apply(again, seat, action)
    assert again.to_json() == s.to_json()


def test_json_round_trip_mid_game_keeps_the_eminence():
    s = playing(level=2)
    for _ in range(3):
        eminence_turn(s)
    data = s.to_json()
    back = RULES.state_class.from_json(data)
    assert back.to_json() == data
    assert back.solo_stack == s.solo_stack and back.em_vp == s.em_vp


def test_from_json_refuses_eminence_fields_out_of_place():
    s = playing()
    bad = s.to_json()
    bad["solo_backs"] = bad["solo_backs"][:-1]
    with pytest.raises(ValueError):
        RULES.state_class.from_json(bad)
    bad = s.to_json()
    bad["em_settlements"] = 5
    with pytest.raises(ValueError):
        RULES.state_class.from_json(bad)
    two = RULES.new_game([Seat("A"), Seat("B")], None, 1)
    bad = two.to_json()
    bad["cactus"] = 1
    with pytest.raises(ValueError):
        RULES.state_class.from_json(bad)


def test_the_view_hides_the_face_down_tiles_but_the_top_silhouette():
    s = playing(level=3)
    v = RULES.view(s, 0)
    assert v.solo_stack == [HIDDEN] * len(s.solo_stack)
    assert v.solo_backs[-1] == s.solo_backs[-1] and set(v.solo_backs[:-1]) <= {HIDDEN}
    assert sorted(t for t in v.solo_tiles if t != HIDDEN) == sorted(s.solo_used)
    for seed in range(5):
        d = RULES.determinize(v, 0, Rng(seed))
        marks = [solo.tile(t).mark for t in d.solo_tiles]
        assert (marks.count("A"), marks.count("B")) == (3, 3)
        assert set(s.solo_used) <= set(d.solo_tiles)
        assert d.solo_backs[-1] == s.solo_backs[-1]
        assert RULES.view(d, 0).to_json() == v.to_json()


# ----- the river: its ship ends rounds and triggers interim scorings ------------------------
def test_its_ship_skips_the_players_ship_without_counting_it():
    s = playing()
    path = BOARD.river.path(1)
    spot = next(i for i in range(1, 8) if not path[i].harbour and not path[i + 1].harbour)
    s.ships = [spot, spot - 1]
    s.steps = 1
    solo.sail(s)
    assert s.ships[EMINENCE] == spot + 1


def test_its_ship_ending_round_one_scores_then_both_ships_restart_and_the_player_goes():
    s = playing()
    last = len(BOARD.river.path(1)) - 1
    s.ships = [0, last - 1]
    s.locks, s.interims = [1, 0], 1
    interims = s.interims
    eminence_turn(s)
    assert s.interims == interims + 1 and s.round == 2
    assert s.ships == [BOARD.river.start_index(2, 1)] * 2
    assert s.turn == 0 and s.pending[-1].kind == "strip"


def finish(s: BoonlakeState) -> int:
    """The player takes Builder and passes whatever is asked until the game ends; returns the
    player's turns."""
    turns = 0
    while not RULES.is_over(s):
        legal = RULES.legal_actions(s, 0)
        if s.pending[-1].kind == "strip":
            turns += 1
            legal = [act("strip", s.strips.index(STRIPS.index("builder")))]
        RULES.apply(s, 0, next((a for a in PASSES if a in legal), legal[0]))
    return turns


def test_when_its_ship_ends_round_two_the_player_has_the_last_turn():
    s = playing()
    last = len(BOARD.river.path(2)) - 1
    s.round, s.interims, s.locks = 2, 3, [1, 0]
    s.ships = [0, last - 1]
    eminence_turn(s)
    assert s.interims == 3 and s.turn == 0 and s.pending[-1].kind == "strip"
    income, vp = solo.income(s), s.em_vp
    assert finish(s) == 1  # one turn, then the 4th interim scoring and the end
    assert s.phase == "over" and s.interims == 4
    assert s.em_vp == vp + income
    assert solo.score(s).breakdown[solo.FINAL_INCOME] == income  # and once more at the end


def test_the_personal_record_is_kept_per_level():
    from saves import records

    for seed, level in ((1, 2), (2, 5), (3, 5)):
        s, _ = random_game(level, seed)
        records.record_solo("boonlake", seed, "c", RULES.solo_result(s))
    assert records.read_solo("boonlake", "level-2").games == 1
    assert records.read_solo("boonlake", "level-5").games == 2
    assert records.read_solo("boonlake").games == 0


def test_the_eminences_score_is_explained_line_by_line():
    s = playing(level=5)
    s.em_houses, s.em_settlements, s.cactus = 6, 0, 30
    s.solo_stack, s.solo_backs = [B_TILES[0]], [0]
    words = RULES.score_details(s, EMINENCE)
    assert set(words) == set(solo.score(s).breakdown)
    income = [english(line) for line in words[solo.FINAL_INCOME]]
    assert income == ["Cactus track space 31: 5 points",
                      "Last house taken from its board: 2 points"]
    assert english(words[solo.B_TILES][0]) == "1 B tile still face down: 10 points each"
    assert RULES.score_details(s, 0).keys() == RULES.scores(s)[0].breakdown.keys()


def test_invariants_notice_eminence_pieces_out_of_step():
    s = playing()
    assert not RULES.invariants(s)
    s.em_cattle += 1
    assert RULES.invariants(s) == ["the state does not hold together: em_cattle"]
