"""Boonlake's designed boards: the rulebook's counts, every designed value marked, a connected
map, and the rulebook's worked examples that concern these values (docs/boonlake-data.md)."""

from __future__ import annotations

import copy
from collections import Counter

import pytest

from rules.boonlake.board import (
    DATA_FILES,
    LEVER_EFFECTS,
    REGIONS,
    BoardDataError,
    build_board,
    load_board,
    read_raw,
)

BOARD = load_board()
RAW = {name: read_raw(name) for name in DATA_FILES}
# What a reward is worth in coins, for the "rewards grow downstream" design (doc, section 2).
VALUE = {"coins": 1, "cards": 1, "vp": 1.5, "vase": 3, "vase_or_site": 3.5, "inhabitants": 3}


def reachable(start: int, near) -> set[int]:
    seen, todo = {start}, [start]
    while todo:
        for other in near(todo.pop()):
            if other not in seen:
                seen.add(other)
                todo.append(other)
    return seen


# ----- every designed value is marked --------------------------------------------------------
def entries(value):
    """Every JSON object inside a data file that describes a component (has `designed`)."""
    if isinstance(value, dict):
        if "designed" in value:
            yield value
        for inner in value.values():
            yield from entries(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from entries(inner)


@pytest.mark.parametrize("name", DATA_FILES)
def test_every_component_lists_its_designed_fields(name):
    raw = RAW[name]
    components = [key for key in raw if key not in ("about",)]
    assert components
    for entry in entries(raw):
        assert isinstance(entry["designed"], list)
        assert set(entry["designed"]) <= set(entry) - {"designed"}
    # every object in a list of components (spaces, tiles, levers ...) carries the mark
    for key in components:
        if isinstance(raw[key], list) and raw[key] and isinstance(raw[key][0], dict):
            assert all("designed" in item for item in raw[key]), (name, key)


def test_designed_values_are_marked_where_the_box_is_unknown():
    designed = Counter()
    for name in DATA_FILES:
        for entry in entries(RAW[name]):
            designed.update(entry["designed"])
    # the printed numbers nobody could find (data note, section 11) are all marked designed
    for field in ("steps", "vp_cost", "reward", "explore", "sites", "cost", "income", "corners",
                  "vp", "label_reward"):
        assert designed[field] > 0, field
    # what the rulebook says is not marked: the strips' card kinds, the canal, start money
    assert all(not s["designed"] for s in RAW["action_board"]["strips"])
    assert not RAW["player_board"]["canal"]["designed"]
    assert not RAW["player_board"]["start_money"]["designed"]


def test_a_wrong_file_names_the_entry_and_the_field():
    raw = copy.deepcopy(RAW)
    raw["tiles"]["tiles"][11]["sites"][0]["pay_coins"] = "four"
    with pytest.raises(BoardDataError, match=r"tiles\.json, tile 12 site 1: pay_coins"):
        build_board(raw)
    raw = copy.deepcopy(RAW)
    raw["player_board"]["levers"][4]["designed"] = ["price"]
    with pytest.raises(BoardDataError, match=r"player_board\.json, lever 5: .*'price'"):
        build_board(raw)
    raw = copy.deepcopy(RAW)
    del raw["map"]["spaces"][32]
    with pytest.raises(BoardDataError, match=r"map\.json, spaces: the rulebook has 33"):
        build_board(raw)


# ----- action board --------------------------------------------------------------------------
def test_action_board_has_seven_strips_of_the_rulebooks_kinds():
    kinds = {s.id: s.card_kind for s in BOARD.strips}
    assert kinds == {"pioneer": "day", "cattle": "day", "settle": "night", "hire": "night",
                     "region": "dusk", "progress": "dusk", "builder": "any"}
    assert len(BOARD.rows) == 7


def test_only_the_bottom_two_rows_cost_points_and_steps_fall_down_the_board():
    costs = [row.vp_cost for row in BOARD.rows]
    assert costs[:5] == [0] * 5 and all(c > 0 for c in costs[5:])
    steps = [row.steps for row in BOARD.rows]
    assert steps == sorted(steps, reverse=True)
    assert steps[0] == 4  # reviews: a ship moves "up to 4 spaces"
    assert 3 in steps  # and an example picture shows "up to 3"


# ----- river ---------------------------------------------------------------------------------
def test_river_has_three_locks_and_each_round_passes_two():
    river = BOARD.river
    assert len(river.locks) == 3
    for round_ in (1, 2):
        path = river.path(round_)
        first, second = river.lock_indices(round_)
        assert path[first] in river.trunk  # the first lock is shared by both rounds
        assert second == len(path) - 2  # crossing the second lock reaches the river's end
        assert path[-1].harbour


def test_river_start_spaces_by_player_count():
    river = BOARD.river
    assert [river.start_index(1, n) for n in (1, 2, 3, 4)] == [0, 0, 2, 2]  # 1st / 3rd space
    assert river.start_index(2, 1) == 0  # solo: both ships go back to the first space
    assert river.start_index(2, 4) > river.start_index(2, 3) == river.start_index(2, 2)
    for round_ in (1, 2):
        for players in (1, 2, 3, 4):
            assert river.path(round_)[river.start_index(round_, players)].harbour


def test_river_rewards_grow_downstream_and_some_harbours_carry_a_bonus():
    river = BOARD.river
    for round_ in (1, 2):
        values = [VALUE[s.reward.kind] * (1 if s.reward.kind in ("vase", "vase_or_site",
                                                                 "inhabitants")
                                          else s.reward.n)
                  for s in river.path(round_) if s.reward]
        third = len(values) // 3
        means = [sum(part) / len(part) for part in
                 (values[:third], values[third:2 * third], values[2 * third:])]
        assert means == sorted(means) and means[0] < means[2], (round_, means)
    bonuses = Counter(s.bonus for s in river.trunk + river.upper_arm + river.lower_arm)
    assert bonuses["coins"] >= 2 and bonuses["cards"] >= 2


# ----- map -----------------------------------------------------------------------------------
def test_map_has_33_spaces_in_four_connected_regions():
    board_map = BOARD.map
    assert [s.id for s in board_map.spaces] == list(range(1, 34))
    assert sorted(r.id for r in board_map.regions) == sorted(REGIONS)
    near = board_map.adjacent
    assert reachable(1, lambda s: near[s]) == set(range(1, 34))
    land = {}
    for a, b, kind in board_map.links:
        if kind == "land":
            land.setdefault(a, set()).add(b)
            land.setdefault(b, set()).add(a)
    for region in REGIONS:
        members = {s.id for s in board_map.spaces if s.region == region}
        assert 8 <= len(members) <= 9
        assert reachable(min(members), lambda s: land.get(s, ())) == members, region


def test_regions_are_joined_by_bridges_and_fords():
    board_map = BOARD.map
    kinds = Counter(kind for _, _, kind in board_map.links)
    assert kinds["bridge"] == 4 and kinds["ford"] >= 1
    region_of = {s.id: s.region for s in board_map.spaces}
    by_bridge = {}
    for a, b, kind in board_map.links:
        if kind == "bridge":
            by_bridge.setdefault(region_of[a], set()).add(region_of[b])
            by_bridge.setdefault(region_of[b], set()).add(region_of[a])
    assert reachable("boonlake", lambda r: by_bridge[r]) == set(REGIONS)


def test_start_spaces_and_start_tiles_match_by_player_count():
    board_map = BOARD.map
    for players, count in ((1, 6), (2, 6), (3, 8), (4, 10)):
        assert len(board_map.start_spaces(players)) == count
        assert len(BOARD.start_tiles(players)) == count
    for space in board_map.spaces:
        if space.start != "1-2":
            assert space.explore is not None, space.id  # explorable in some game


def test_region_labels_follow_the_rulebook_example():
    boonlake = BOARD.map.region("boonlake")
    assert (boonlake.label_reward.kind, boonlake.label_reward.n) == ("coins", 4)
    assert {r.id: r.solo_vp for r in BOARD.map.regions} == {
        "boonlake": 4, "southern": 3, "new_hope": 3, "unknown": 3}
    assert sorted(r.north_rank for r in BOARD.map.regions) == [1, 2, 3, 4]
    explore = Counter(s.explore.kind for s in BOARD.map.spaces if s.explore)
    assert set(explore) == {"coins", "cards", "inhabitants", "site"}
    assert any(s.explore and s.explore.kind == "coins" and s.explore.n == 2
               for s in BOARD.map.spaces)  # the rulebook's example space gives 2 coins


# ----- tiles ---------------------------------------------------------------------------------
def test_forty_two_tiles():
    backs = Counter(t.back for t in BOARD.tiles)
    assert backs == {"1-2": 6, "3": 2, "4": 2, "grey": 25, "pasture": 7}
    assert all(1 <= len(t.sites) <= 2 for t in BOARD.tiles if not t.is_pasture)
    assert all(not t.sites for t in BOARD.pastures)
    # a reviewer counted 54 building zones
    assert sum(len(t.sites) for t in BOARD.tiles) == 54


def test_sites_use_the_rulebooks_vocabulary_including_its_example():
    sites = [site for tile in BOARD.tiles for site in tile.sites]
    # the rulebook's example site: pay 4 coins, +1 on the coin track
    assert any(s.pay_coins == 4 and [(g.kind, g.n) for g in s.gain] == [("coin_track", 1)]
               for s in sites)
    gains = {g.kind for s in sites for g in s.gain}
    assert gains == {"coins", "cards", "vp", "vase", "coin_track", "card_track",
                     "track_choice", "coin_income", "card_income"}
    assert any(s.settlement_vp == -5 for s in sites)
    assert any(s.settlement_vp > 0 for s in sites)
    assert any(s.pay_cards for s in sites)


# ----- player board --------------------------------------------------------------------------
def test_player_board_tiers_follow_the_rulebook():
    player = BOARD.player
    tiers = [Counter(r.piece for r in t.recesses) for t in player.tiers]
    assert tiers[0] == {"house": 2, "cattle": 1}
    assert tiers[1] == {"house": 2, "settlement": 1, "cattle": 1}
    assert [t.end_vp for t in player.tiers] == [0, 0, 2, 4, 6]
    assert [t.inhabitant for t in player.tiers] == [1, 1, 0, 0, 0]
    assert player.pieces == {"inhabitants": 10, "houses": 6, "settlements": 4, "cattle": 5,
                             "boats": 2, "ranch_start": 3}
    # tier 2 is empty after 4 houses, 1 settlement and 2 cattle (cumulative)
    assert [t.tier for t in player.emptied_tiers(
        {"house": 4, "settlement": 1, "cattle": 2})] == [1, 2]
    assert [t.tier for t in player.emptied_tiers(
        {"house": 4, "settlement": 1, "cattle": 1})] == [1]


def test_board_income_example_five_coins_and_four_points():
    # the rulebook's example: the vacated recesses pay 5 coins and 4 VP at an interim scoring
    assert BOARD.player.interim_income({"house": 3, "settlement": 1, "cattle": 2}) == (5, 4)


def test_income_tracks_start_on_two_and_hold_the_rulebooks_examples():
    player = BOARD.player
    for track in (player.coin_track, player.card_track):
        assert track.income[0] == (2, 0)
        amounts = [amount for amount, _ in track.income]
        assert amounts == sorted(amounts)
        assert sum(1 for r in track.rewards.values() if r.kind == "site") == 1
        assert track.overflow_vp == 2
    # the example: the markers pay 5 coins + 1 VP and 3 cards
    assert (5, 1) in player.coin_track.income and (3, 0) in player.card_track.income
    # the example scoring tile asks for the card track advanced 1 / 2 / 4 / 7
    assert len(player.card_track.income) > 7


def test_twelve_levers_with_the_glossarys_effects():
    levers = BOARD.player.levers
    assert sorted(lever.kind for lever in levers) == sorted(LEVER_EFFECTS)
    assert [lever.id for lever in levers if lever.forgo_right_side] == [1, 2, 3]
    assert all(2 <= lever.cost <= 6 for lever in levers)
    assert BOARD.player.lever_end_vp == ((4, 2), (7, 3))
    cheap = {lever.kind: lever.cost for lever in levers}
    assert max(cheap["skip_card_production"], cheap["skip_card_coins"],
               cheap["boat_upstream_free"]) < min(cheap["card_bonus_choice"],
                                                  cheap["card_joker_and_coins"],
                                                  cheap["discard_for_inhabitant"])


def test_production_canal_and_setup_money():
    player = BOARD.player
    assert player.resources == ("stone", "iron", "loam", "wood")
    assert player.production_levels == {1: 1, 2: 2}
    assert player.canal == ("stone", "wood", "loam", "iron") and player.boats_start == "wood"
    assert player.upstream_cost == 2
    assert [player.start_money[seat] for seat in (1, 2, 3, 4)] == [6, 7, 8, 8]
    assert player.hand == 6


# ----- solo ----------------------------------------------------------------------------------
def test_solo_tiles_and_levels():
    solo = BOARD.solo
    assert Counter(t.mark for t in solo.tiles) == {"A": 5, "B": 5}
    for removed_a, removed_b in solo.levels.values():
        assert removed_a + removed_b == 4  # 6 tiles remain at every level
    assert list(solo.levels) == ["easy", "medium", "challenge", "difficult", "very_difficult"]
    shown = Counter(action for t in solo.tiles for action in t.actions)
    assert set(shown) == {s.id for s in BOARD.strips}


def test_solo_scoring_example_two_six_four_fourteen():
    solo = BOARD.solo
    cactus = list(solo.cactus)
    assert cactus == sorted(cactus) and cactus[0] == 0
    # the example: last vacated house 2, settlement 6, cattle 4, and the cactus track 14
    assert 2 in solo.board["house"] and 6 in solo.board["settlement"]
    assert 4 in solo.board["cattle"] and 14 in cactus
    assert [len(solo.board[p]) for p in ("house", "settlement", "cattle")] == [6, 4, 5]
