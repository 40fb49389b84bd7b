"""Boonlake's rules engine: setup, every action, the river, interim and final scoring, and the
rulebook's worked examples (docs/boonlake-data.md; cards are the hand-made ones of
tests/boonlake_fixture.py, installed for each test)."""

from __future__ import annotations

import boonlake_fixture
import pytest

from rules.boonlake import catalogue, economy, engine, river, town
from rules.boonlake.board import REGIONS, RESOURCES, STRIPS, load_board
from rules.boonlake.invariants import inhabitants
from rules.boonlake.rules import RULES
from rules.boonlake.state import HOUSE, INHABITANT, SETTLEMENT, BoonlakeState
from rules.core.actions import IllegalAction, act
from rules.core.contract import Seat
from rules.core.message import english
from rules.core.results import returns, winners
from rules.core.state import Decision

BOARD = load_board()
WOOD, STONE, IRON, LOAM = (RESOURCES.index(r) for r in ("wood", "stone", "iron", "loam"))


@pytest.fixture(autouse=True)
def hand_made_cards():
    """The hand-made cards for these tests only: the rest of the run (the conformance suite,
    the golden playthrough) plays with the real ones."""
    boonlake_fixture.install()
    yield
    catalogue.forget()


def new(n: int = 2, seed: int = 1) -> BoonlakeState:
    return RULES.new_game([Seat(f"P{i}") for i in range(n)],
                          RULES.make_options({"first_seat_starts": True}), seed)


def do(s: BoonlakeState, kind: str, *args: int) -> None:
    RULES.apply(s, RULES.to_act(s)[0], act(kind, *args))


def playing(n: int = 2, seed: int = 1) -> BoonlakeState:
    """A game past setup: everyone kept their first tile and built a wood site."""
    s = new(n, seed)
    while s.phase == "setup":
        top = s.pending[-1]
        do(s, "keep", top.cards[0]) if top.kind == "keep_tile" else do(s, "site", WOOD)
    return s


def decide(s: BoonlakeState, kind: str, seat: int = 0, number: int = 0, extra: int = 0,
           cards: tuple[int, ...] = ()) -> None:
    """Put one decision on top (as the engine would) to test one action."""
    s.pending.append(Decision(kind, seat, cards, number, extra))


def names(s: BoonlakeState, seat: int) -> set[str]:
    return {a.kind for a in RULES.legal_actions(s, seat)}


def empty_space(s: BoonlakeState, region: str | None = None) -> int:
    return next(sp.id for sp in BOARD.map.spaces if s.spaces[sp.id - 1] < 0
                and (region is None or sp.region == region))


def tile_with_sites(count: int) -> int:
    return next(t.id for t in BOARD.grey_tiles if len(t.sites) == count)


def put_tile(s: BoonlakeState, space: int, tile: int | None = None) -> int:
    tile = tile or tile_with_sites(2)
    if tile in s.mound:
        s.mound.remove(tile)
    s.spaces[space - 1] = tile
    return tile


# ----- setup ---------------------------------------------------------------------------------
def test_setup_money_hand_pieces_and_tiles():
    s = new(4)
    assert s.coins == [6, 7, 8, 8]  # start player 6, then 7 / 8 / 8
    assert [len(h) for h in s.hand] == [6] * 4
    assert s.ranch == [3] * 4 and s.supply == [5] * 4
    assert sum(1 for t in s.spaces if t > 0) == 10  # every start tile with 4 players
    assert s.ships == [2] * 4  # 3-4 players start on the 3rd river space
    top = s.pending[-1]
    assert top.kind == "keep_tile" and top.seat == 0 and len(top.cards) == 2


def test_setup_keep_one_of_two_tiles_and_one_production_site():
    s = new(2)
    offered = s.pending[-1].cards
    do(s, "keep", offered[1])
    assert s.scoring[0] == offered[1]
    assert names(s, 0) == {"site"} and len(RULES.legal_actions(s, 0)) == 4
    do(s, "site", STONE)
    assert s.production[0] == [1, 0, 0, 0]
    do(s, "keep", s.pending[-1].cards[0])
    do(s, "site", IRON)
    assert s.phase == "play" and s.pending[-1] == Decision("strip", 0)
    assert len(set(s.scoring)) == 4 and -1 not in s.scoring  # free slots filled at random
    assert s.ships == [0, 0]  # 1-2 players start on the 1st space


# ----- phase A: strips and the card step -------------------------------------------------------
def test_bottom_rows_cost_points_and_the_strip_goes_to_the_bottom():
    s = playing()
    strip = s.strips[6]
    do(s, "strip", 6)
    assert s.vp[0] == -2 and s.steps == 1 and s.strips[6] == strip
    s = playing()
    strip = s.strips[0]
    do(s, "strip", 0)
    assert s.vp[0] == 0 and s.steps == 4 and s.strips[-1] == strip
    assert s.strips[:6] == [x for x in playing().strips if x != strip]


def test_card_step_plays_only_the_strips_kind_and_discards_for_two_coins():
    s = playing()
    cards = boonlake_fixture.make_cards()
    night = next(c.id for c in cards if c.kind == "night" and c.id not in s.hand[1])
    day = next(c.id for c in cards if c.kind == "day" and c.id not in s.hand[1])
    s.hand[0] = [night, day]
    do(s, "strip", s.strips.index(STRIPS.index("settle")))  # a night strip
    offered = {a.args[0] for a in RULES.legal_actions(s, 0) if a.kind in ("play", "discard")}
    assert offered == {night}
    with pytest.raises(IllegalAction):
        do(s, "discard", day)
    coins = s.coins[0]
    do(s, "discard", night)
    assert s.coins[0] == coins + 2 and night in s.discard and s.hand[0] == [day]


def test_builder_gives_three_coins_then_any_card_or_two_cards():
    s = playing()
    coins, hand = s.coins[0], len(s.hand[0])
    do(s, "strip", s.strips.index(STRIPS.index("builder")))
    assert s.coins[0] == coins + 3
    assert "draw" in names(s, 0)
    do(s, "draw")
    assert len(s.hand[0]) == hand + 2


def test_a_card_is_paid_with_coins_and_resources_the_boats_supply():
    s = playing()
    card = boonlake_fixture.make_cards()[3 - 1]  # 2 coins, 1 stone + 1 loam
    s.hand[0] = [card.id]
    s.production[0] = [0, 0, 0, 0]
    decide(s, "card_step", 0, 3, 1)  # any kind
    s.coins[0] = 4
    play = act("play", card.id, 0)
    assert play in RULES.legal_actions(s, 0)
    RULES.apply(s, 0, play)
    # both boats had to move upstream from wood: stone is upstream, loam downstream
    assert sorted(BOARD.player.canal[b] for b in s.boats[0]) == ["loam", "stone"]
    assert s.coins[0] == 4 - card.cost_coins - 2  # one upstream move paid 2 coins
    assert s.played[0] == [card.id]


# ----- middle actions ----------------------------------------------------------------------
def test_pioneer_explores_twice_and_the_others_draw_two_then_may_play():
    s = playing()
    hand1 = len(s.hand[1])
    do(s, "strip", s.strips.index(STRIPS.index("pioneer")))
    do(s, "skip", 0)  # no card
    space = town.placeable(s)[0]
    tile = s.mound[-1]
    do(s, "explore", space, 0)
    assert s.spaces[space - 1] == tile
    do(s, "explore", town.placeable(s)[0], 0)
    assert s.pending[-1].kind == "build"
    do(s, "skip", 0)
    assert len(s.hand[1]) == hand1 + 2 and s.pending[-1].seat == 1  # only the others draw


def test_explore_reward_is_given_to_the_explorer():
    s = playing()
    space = next(sp.id for sp in BOARD.map.spaces if sp.id in town.placeable(s)
                 and sp.explore.kind == "coins")
    coins = s.coins[0]
    decide(s, "explore", 0, 1)
    do(s, "explore", space, 0)
    assert s.coins[0] == coins + BOARD.map.space(space).explore.n


def test_develop_pays_the_site_and_takes_its_reward():
    s = playing()
    tile = next(t for t in BOARD.grey_tiles if t.sites[0].pay_coins == 4
                and t.sites[0].gain[0].kind == "coin_track")  # the rulebook's example site
    space = town.placeable(s)[0]
    put_tile(s, space, tile.id)
    s.coins[0] = 10
    decide(s, "build")
    do(s, "develop", space, 0)
    assert s.coins[0] == 6 and s.coin_track[0] == 1 and s.ranch[0] == 2
    assert s.site(space, 0) == (0, INHABITANT)


def test_upgrade_to_house_returns_two_inhabitants_and_empties_tier_one():
    s = playing()
    space = town.placeable(s)[0]
    put_tile(s, space)
    s.set_site(space, 0, 0, INHABITANT)
    s.set_site(space, 1, 0, INHABITANT)
    s.ranch[0] -= 2
    s.cattle_out[0] = 1  # tier 1's cattle already gone
    decide(s, "build", number=1)
    do(s, "house", space, 0)
    assert s.site(space, 0) == (0, HOUSE) and s.ranch[0] == 0 and s.supply[0] == 7
    decide(s, "build", number=2)  # a card's free house: no inhabitant from the ranch
    do(s, "house", space, 1)
    assert s.houses_out[0] == 2
    assert s.ranch[0] == 1  # tier 1 emptied: its inhabitant comes to the ranch at once
    assert inhabitants(s, 0) == 10


def settle_setup(s: BoonlakeState, presences: int) -> int:
    """A house of seat 0 on an empty space with `presences` pieces of seat 1 next to it."""
    space = empty_space(s, "boonlake")
    put_tile(s, space, tile_with_sites(1))
    s.set_site(space, 0, 0, HOUSE)
    s.houses_out[0] += 1
    placed = 0
    for other in town.NEAR[space]:
        if placed == presences:
            break
        if s.spaces[other - 1] < 0:
            put_tile(s, other, tile_with_sites(2))
        for j in (0, 1):
            if placed < presences and s.site(other, j) is None and len(
                    town.tile_at(s, other).sites) > j:
                s.set_site(other, j, 1, INHABITANT)
                s.supply[1] -= 1
                placed += 1
    return space


def test_a_settlement_needs_three_presences_around_and_two_inhabitants():
    s = playing()
    space = settle_setup(s, 2)
    decide(s, "build", number=1)
    assert "settle" not in names(s, 0)
    s = playing()
    space = settle_setup(s, 3)
    decide(s, "build", number=1)
    vp = s.vp[0]
    do(s, "settle", space, 0, 0, 0)
    assert s.site(space, 0) == (0, SETTLEMENT) and s.ranch[0] == 1
    assert s.vp[0] == vp + town.tile_at(s, space).sites[0].settlement_vp
    assert s.houses_lost[0] == 1 and s.settlements_out[0] == 1


def test_third_settlement_costs_an_inhabitant_or_four_points_and_a_region_twice_five():
    s = playing()
    space = settle_setup(s, 3)
    s.settlements_out[0] = 2  # two built elsewhere before
    other = next(sp.id for sp in BOARD.map.spaces if sp.region == "boonlake"
                 and sp.id != space and s.spaces[sp.id - 1] > 0
                 and s.site(sp.id, 0) is None)
    s.set_site(other, 0, 0, SETTLEMENT)
    s.ranch[0] = 2
    decide(s, "build", number=1)
    options = {a.args[2] for a in RULES.legal_actions(s, 0) if a.kind == "settle"}
    assert options == {1}  # 3 inhabitants needed, 2 in the ranch: one paid as 4 VP
    vp = s.vp[0]
    do(s, "settle", space, 0, 1, 0)
    assert s.ranch[0] == 0
    assert s.vp[0] == vp - 4 - 5 + town.tile_at(s, space).sites[0].settlement_vp


def test_cattle_cost_rises_with_the_herd_and_pays_two_coins_per_adjacent_house():
    s = playing()
    pasture = empty_space(s)
    put_tile(s, pasture, BOARD.pastures[0].id)
    s.pastures -= 1
    s.cattle[pasture - 1] = [1, 1]  # two cattle there already: 3 inhabitants
    neighbour = next(x for x in town.NEAR[pasture])
    if s.spaces[neighbour - 1] < 0:
        put_tile(s, neighbour, tile_with_sites(2))
    s.set_site(neighbour, 0, 1, HOUSE)
    s.houses_out[1] += 1
    s.ranch[0] = 3
    coins = s.coins[0]
    decide(s, "choice", number=STRIPS.index("cattle"))
    do(s, "cattle", pasture, 0)
    assert s.ranch[0] == 0 and s.cattle[pasture - 1] == [1, 1, 0]
    assert s.coins[0] == coins + 2 and s.cattle_out[0] == 1


def test_region_scoring_label_reward_and_coins_per_presence_elsewhere():
    s = playing()
    space = next(sp.id for sp in BOARD.map.spaces if sp.region == "southern"
                 and s.spaces[sp.id - 1] > 0)
    s.set_site(space, 0, 1, INHABITANT)
    s.supply[1] -= 1
    own = next(sp.id for sp in BOARD.map.spaces if sp.region == "boonlake"
               and s.spaces[sp.id - 1] > 0)
    s.set_site(own, 0, 0, INHABITANT)
    s.supply[0] -= 1
    coins = list(s.coins)
    do(s, "strip", s.strips.index(STRIPS.index("region")))
    do(s, "skip", 0)
    do(s, "region", REGIONS.index("boonlake"))
    # Boonlake's label: 4 coins; its own presence there does not score, seat 1's does
    assert s.coins[0] == coins[0] + 4 and s.coins[1] == coins[1] + 1
    assert s.region_markers[REGIONS.index("boonlake")] == 1


def test_hire_coins_or_cards_for_each_inhabitant():
    s = playing()
    decide(s, "hire")
    s.coins[0] = 7
    do(s, "hire", 0)
    assert s.coins[0] == 4 and s.ranch[0] == 4 and s.pending[-1].kind == "hire"
    hand = list(s.hand[0])
    do(s, "hire", 1)
    for k, card in enumerate(hand[:3]):  # the prompt says the whole cost and which card
        assert english(RULES.prompt(s, 0)) == \
            f"Hiring with cards costs 3 cards: choose card {k + 1} of 3 to give up."
        do(s, "card", card)
    assert len(s.hand[0]) == len(hand) - 3 and s.ranch[0] == 5
    do(s, "done")


def test_progress_modernizes_and_the_others_give_an_inhabitant_or_draw():
    s = playing()
    do(s, "strip", s.strips.index(STRIPS.index("progress")))
    do(s, "skip", 0)
    cheapest = min(range(12), key=lambda i: BOARD.player.levers[i].cost)
    coins = s.coins[0]
    do(s, "lever", cheapest)
    assert s.levers[0][cheapest] == 0
    assert s.coins[0] == coins - BOARD.player.levers[cheapest].cost
    assert names(s, 0) >= {"lever", "draw"}  # the active seat may modernize a second time
    do(s, "draw")
    hand = len(s.hand[1])
    do(s, "draw")
    assert len(s.hand[1]) == hand + 1


# ----- phase B: the river --------------------------------------------------------------------
def test_ships_skip_occupied_spaces_but_count_harbours():
    s = playing(3)
    s.round, s.ships = 1, [3, 4, 5]  # t4, t5, t6 (t7 is a harbour)
    assert river.destinations(s, 0, 2) == [6, 7]  # t5 and t6 skipped, then t7 and t8
    s.ships = [5, 6, 6]  # two ships in the harbour t7
    assert river.destinations(s, 0, 1) == [6]  # the harbour counts and holds them all


def test_the_first_ship_over_a_lock_triggers_an_interim_scoring_after_its_turn():
    s = playing()
    s.ships = [9, 0]  # t10: lock A lies after it
    do(s, "strip", s.strips.index(STRIPS.index("builder")))
    do(s, "draw")
    while s.pending[-1].kind != "ship":
        do(s, "skip", 0)  # nobody plays a card on the Builder's part for everyone
    do(s, "sail", 10)
    assert s.locks[0] == 1 and s.phase == "interim" and s.interims == 1
    assert s.pending[-1] == Decision("interim_action", 0, (), 2)


# ----- interim scoring -------------------------------------------------------------------------
def interim(s: BoonlakeState) -> None:
    """Hold an interim scoring: no actions, each seat marks its own tile."""
    engine.start_interim(s, 0)
    engine.advance(s)
    while s.phase == "interim":
        top = s.pending[-1]
        if top.kind == "interim_action":
            do(s, "skip", 0)
        else:
            own = top.seat if top.seat not in s.markers[top.seat] else None
            marks = [a for a in RULES.legal_actions(s, top.seat) if a.kind == "mark"]
            pick = next((a for a in marks if a.args[0] == own), marks[0])
            RULES.apply(s, top.seat, pick)


def test_interim_income_example_and_levers():
    s = playing()
    s.pending.clear()
    s.houses_out[0], s.settlements_out[0], s.cattle_out[0] = 3, 1, 2
    s.coin_track[0], s.card_track[0] = 5, 2  # markers pay 5 coins + 1 VP and 3 cards
    s.levers[0][3], s.levers[0][4] = 0, 1  # one ready, one used
    s.region_markers = [1, 0, 1, 0]
    coins, hand, vp = s.coins[0], len(s.hand[0]), s.vp[0]
    interim(s)
    tile_vp = s.vp[0] - vp - (1 + 4) - 1  # whatever the tile gave
    assert s.coins[0] == coins + 5 + 5  # track 5 + board 5
    assert len(s.hand[0]) == hand + 3
    assert tile_vp in (-2, 2)  # the first interim's marker, doubled on the own tile
    assert s.levers[0][3] == 0 and s.levers[0][4] == 0  # reset
    assert s.region_markers == [0, 0, 0, 0]


def test_scoring_tile_gains_or_loses_the_markers_points_doubled_on_the_own_tile():
    s = playing()
    s.pending.clear()
    tile = next(t for t in boonlake_fixture.make_tiles() if t.condition.kind == "card_track")
    s.scoring[0] = tile.id
    s.card_track[0] = 1  # the rulebook's example tile: 1 / 2 / 4 / 7
    vp = s.vp[0]
    engine.start_interim(s, 0)
    engine.advance(s)
    do(s, "skip", 0)
    do(s, "mark", 0, 0, 0)
    assert s.vp[0] == vp + 2  # met at the first interim: 1 VP, doubled
    s.scoring[1] = tile.id  # the same condition on another colour's slot
    s.markers[0] = [0, -1, -1, -1]
    s.interims = 3
    s.vp[0] = 0
    decide(s, "interim_tile")
    do(s, "mark", 1, 0, 0)
    assert s.vp[0] == -3  # the third interim asks for 4 steps: 3 VP lost, not doubled


def test_the_special_project_example():
    s = playing()
    s.pending.clear()
    tile = boonlake_fixture.make_tiles()[0]
    assert (tile.project_coins, dict(tile.project_resources)) == (13, {"loam": 2, "iron": 3})
    s.scoring[0] = tile.id
    s.coins[0] = 13
    s.production[0] = [0, 2, 1, 0]  # iron 2, loam 1 on the sites
    s.boats[0] = [2, 3]  # a boat on loam, a boat on iron: 2 loam, 3 iron
    decide(s, "card_step", 0, 3, 1)
    ranch, vp = s.ranch[0], s.vp[0]
    do(s, "project", 0, 0)
    assert s.coins[0] == 0
    assert s.ranch[0] == ranch + 1 and s.projects[0][0] == 1  # 2 came, 1 stands on the tile
    assert s.card_track[0] == 1
    assert s.vp[0] == vp + 16  # 8 VP, doubled on the own tile
    assert inhabitants(s, 0) == 10


# ----- the end -------------------------------------------------------------------------------
def test_final_scoring_levers_cards_and_empty_spaces():
    s = playing()
    s.levers[0] = [0] * 7 + [-1] * 5
    s.levers[1] = [1] * 4 + [-1] * 8
    s.houses_out[0], s.settlements_out[0], s.cattle_out[0] = 6, 4, 5
    scores = RULES.scores(s)
    assert scores[0].breakdown["Levers"] == 21 and scores[1].breakdown["Levers"] == 8
    # tiers 3/4/5 hold 3/3/2 recesses worth 2/4/6 each
    assert scores[0].breakdown["Empty board spaces"] == 3 * 2 + 3 * 4 + 2 * 6


def test_ties_are_shared():
    s = playing()
    s.phase = "over"
    s.pending.clear()
    s.vp = [30, 30]
    s.played = [[], []]
    assert winners(RULES, s) == [0, 1] and returns(RULES, s) == [0.5, 0.5]


@pytest.mark.parametrize("n", [2, 3, 4])
def test_random_games_end_after_four_interim_scorings(n):
    from conformance_support import Chooser, play_random

    for seed in range(2):
        s = new(n, seed)
        play_random(RULES, s, Chooser(seed), cap=RULES.max_game_length, where=f"{n}p")
        assert s.phase == "over" and s.interims == 4 and s.round == 2
        assert RULES.invariants(s) == []
        assert any(river.at_end(s, seat) for seat in range(n))
        assert all(economy.lever_count(s, seat) >= 0 for seat in range(n))


# ----- levers, card effects and the rounds ---------------------------------------------------
def test_lever_twelve_gives_up_two_cards_for_an_inhabitant_and_three_points():
    s = playing()
    lever = next(i for i, x in enumerate(BOARD.player.levers)
                 if x.kind == "discard_for_inhabitant")
    s.levers[0][lever] = 0
    assert "lever_trade" in names(s, 0)
    hand, vp, ranch = list(s.hand[0]), s.vp[0], s.ranch[0]
    do(s, "lever_trade")
    do(s, "card", hand[0])
    do(s, "card", hand[1])
    assert s.vp[0] == vp + 3 and s.ranch[0] == ranch + 1 and len(s.hand[0]) == len(hand) - 2
    assert s.levers[0][lever] == 1
    assert s.pending[-1] == Decision("strip", 0)  # the turn goes on where it was
    assert "lever_trade" not in names(s, 0)  # used until the next interim scoring


def test_a_cards_exchange_either_way():
    s = playing()
    card = next(c for c in boonlake_fixture.make_cards() if c.immediate
                and c.immediate[0].kind == "exchange" and c.immediate[0].get("reversible"))
    s.hand[0] = [card.id, s.deck.pop(), s.deck.pop()]
    s.coins[0], s.production[0], s.boats[0] = 20, [2, 2, 2, 2], [0, 0]
    decide(s, "card_step", 0, 3, 1)
    do(s, "play", card.id, 0)
    assert {a.args for a in RULES.legal_actions(s, 0) if a.kind == "exchange"} == {(0,), (1,)}
    coins = s.coins[0]
    do(s, "exchange", 1)  # 4 coins for 2 cards
    assert s.coins[0] == coins - 4 and len(s.hand[0]) == 4


def test_round_one_ends_at_its_second_lock_and_ships_start_again():
    s = playing()
    path = river.path(s)
    s.ships = [len(path) - 2, 0]  # just above lock B
    s.locks = [1, 0]
    s.interims = 1
    do(s, "strip", s.strips.index(STRIPS.index("builder")))
    do(s, "draw")
    while s.pending[-1].kind != "ship":
        do(s, "skip", 0)
    do(s, "sail", len(path) - 1)
    assert s.phase == "interim" and s.interims == 2
    while s.phase == "interim":
        top = s.pending[-1]
        RULES.apply(s, top.seat, act("skip", 0) if top.kind == "interim_action"
                    else RULES.legal_actions(s, top.seat)[0])
    assert s.round == 2 and s.ships == [0, 0] and s.locks == [0, 0]
    assert s.pending[-1] == Decision("strip", 1)  # the next seat starts round 2


def test_round_two_ends_when_everyone_has_had_as_many_turns():
    s = playing(3)
    s.round, s.interims, s.locks = 2, 3, [1, 0]
    path = river.path(s)
    s.ships = [len(path) - 2, 0, 1]
    s.pending[-1] = Decision("strip", 0)
    for seat in (0, 1, 2):
        assert s.pending[-1] == Decision("strip", seat) and s.phase == "play"
        do(s, "strip", s.strips.index(STRIPS.index("builder")))
        do(s, "draw")
        while s.pending[-1].kind != "ship":
            do(s, "skip", 0)
        do(s, "sail", river.destinations(s, seat, s.steps)[-1])
    assert s.phase == "interim" and s.interims == 4  # after the seat before the start player


def test_refusals_say_why_and_change_nothing():
    s = playing()
    cards = boonlake_fixture.make_cards()
    night = next(c.id for c in cards if c.kind == "night" and c.id not in s.hand[1])
    day = next(c.id for c in cards if c.kind == "day" and c.id not in s.hand[1])
    s.hand[0] = [night, day]
    do(s, "strip", s.strips.index(STRIPS.index("settle")))
    before = s.to_json()
    assert "strip's kind" in english(RULES.check(s, 0, act("discard", day)))
    assert "not in your hand" in english(RULES.check(s, 0, act("discard", 999)))
    with pytest.raises(IllegalAction):
        RULES.apply(s, 0, act("discard", day))
    assert s.to_json() == before


def test_a_plays_words_never_name_one_resource_twice_for_the_boats():
    """A payment that moves both boats to the same resource says so once ("both boats to
    iron"), not "boats to iron and iron"."""
    import random as _random

    from rules.core import Seat, registry
    from rules.core.message import english

    rules = registry.get("boonlake")
    both = 0
    for seed in range(6):
        state = rules.new_game([Seat("a"), Seat("b")], rules.make_options({}), seed)
        rng = _random.Random(seed)
        for _ in range(150):
            acting = rules.to_act(state)
            if not acting:
                break
            seat = acting[0]
            legal = rules.legal_actions(state, seat)
            view = rules.view(state, seat)
            for action in legal:
                words = english(rules.moves.label(view, seat, action))
                assert not any(f"boats to {r} and {r}" in words
                               for r in ("stone", "iron", "loam", "wood")), words
                both += "both boats to" in words
            rules.apply(state, seat, rng.choice(legal))
    assert both  # the case came up
