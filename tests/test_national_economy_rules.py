"""National Economy scenario tests: setup, every building and public workplace, round end
(hand limit, wages, selling with the over-selling rule, unpaid wages) and scoring."""

from __future__ import annotations

import pytest
from national_economy_positions import give

from rules.bots.knowledge import ai_for
from rules.core.actions import Action, IllegalAction, act
from rules.core.contract import Seat
from rules.core.message import english
from rules.core.results import returns, winners
from rules.core.state import render_log
from rules.national_economy import catalogue as cat
from rules.national_economy import engine
from rules.national_economy.catalogue import GOOD, card_of
from rules.national_economy.invariants import problems as invariants
from rules.national_economy.rules import RULES
from rules.national_economy.state import NEState


def new(n: int = 2, seed: int = 0) -> NEState:
    return RULES.new_game([Seat(f"P{i}") for i in range(n)],
                          RULES.make_options({"first_seat_starts": True}), seed)


def put(s: NEState, seat: int, *, hand=(), tableau=(), goods=None, money=None) -> None:
    """Give `seat` exactly these hand cards and add these buildings (keys; repeats take the
    next copy). Money is moved to or from the supply."""
    used: dict[str, int] = {}

    def cards(keys) -> list[int]:
        found = []
        for key in keys:
            found.append(card_of(key, used.get(key, 0)))
            used[key] = used.get(key, 0) + 1
        return found

    give(s, seat, cards(hand), cards(tableau), goods, money)


def set_household(s: NEState, amount: int) -> None:
    s.supply += s.household - amount
    s.household = amount


def play(s: NEState, *actions: Action) -> None:
    for a in actions:
        seat = RULES.to_act(s)[0]
        RULES.apply(s, seat, a)
        assert not invariants(s), invariants(s)


def legal(s: NEState) -> list[Action]:
    return RULES.legal_actions(s, RULES.to_act(s)[0])


def place(p: int) -> Action:
    return act("place", p)


def end_round(s: NEState) -> None:
    """Every remaining worker counts as placed: the round ends now."""
    for seat in range(s.n):
        s.placed[seat] = s.workers[seat] - s.trainees[seat]
    engine.advance(s)


# ----- setup ------------------------------------------------------------------------------
@pytest.mark.parametrize(("n", "carpenters"), [(2, 1), (3, 2), (4, 3)])
def test_setup(n, carpenters):
    s = RULES.new_game([Seat(f"P{i}") for i in range(n)], RULES.make_options({}), 5)
    assert [s.money[(s.start + i) % n] for i in range(n)] == [5, 6, 7, 8][:n]
    assert s.workers == [2] * n and s.household == 0 and s.goods == [0] * n
    assert all(len(h) == 3 for h in s.hands) and len(s.deck) == 64 - 3 * n
    assert s.public == [cat.QUARRY, cat.MINE, cat.SCHOOL] + [cat.CARPENTER + i
                                                             for i in range(carpenters)]
    assert s.turn == s.start and not invariants(s)


def test_deck_has_64_cards_of_24_kinds_with_both_names():
    assert len(cat.KINDS) == 24 and cat.NUM_CARDS == 64
    assert all(k.ja and k.en for k in cat.KINDS)
    assert cat.WAGES == [2, 2, 3, 3, 3, 4, 4, 5, 5]


# ----- buildings ----------------------------------------------------------------------------
def test_farm_plantation_and_slash_and_burn():
    s = new()
    put(s, 0, tableau=["farm", "slash_and_burn"])
    put(s, 1, tableau=["plantation"])
    farm, burn = s.tableau[0]
    play(s, place(farm))
    assert s.goods[0] == 2
    play(s, place(s.tableau[1][0]))
    assert s.goods[1] == 3
    play(s, place(burn))
    assert s.goods[0] == 7 and burn in s.discard and burn not in s.tableau[0]


def test_facilities_take_no_worker_and_others_buildings_are_private():
    s = new()
    put(s, 0, tableau=["warehouse"])
    put(s, 1, tableau=["farm"])
    for p in (s.tableau[0][0], s.tableau[1][0]):
        assert place(p) not in legal(s)
        with pytest.raises(IllegalAction):
            RULES.apply(s, 0, place(p))


def test_design_office_reveals_five_keeps_one():
    s = new()
    put(s, 0, tableau=["design_office"])
    top5 = s.deck[-5:]
    play(s, place(s.tableau[0][0]))
    assert sorted(a.args[0] for a in legal(s)) == sorted(top5)
    kept = top5[0]
    play(s, act("keep", kept))
    assert kept in s.hands[0] and all(c in s.discard for c in top5 if c != kept)


def test_coffee_shop_needs_the_money_in_the_household():
    s = new()
    put(s, 0, tableau=["coffee_shop"])
    shop = s.tableau[0][0]
    set_household(s, 4)
    assert place(shop) not in legal(s)
    assert "household" in english(RULES.check(s, 0, place(shop)))
    set_household(s, 5)
    money = s.money[0]
    play(s, place(shop))
    assert s.money[0] == money + 5 and s.household == 0


def test_restaurant_discards_one_for_15():
    s = new()
    put(s, 0, hand=["farm"], tableau=["restaurant"], goods=0)
    set_household(s, 15)
    money = s.money[0]
    play(s, place(s.tableau[0][0]), act("discard", card_of("farm")))
    assert s.money[0] == money + 15 and s.hands[0] == [] and card_of("farm") in s.discard


def test_factory_discards_two_then_draws_four():
    s = new()
    put(s, 0, hand=["farm"], tableau=["factory"], goods=0)
    assert place(s.tableau[0][0]) not in legal(s)  # one card only
    s.goods[0] = 1
    play(s, place(s.tableau[0][0]), act("discard", GOOD), act("discard", card_of("farm")))
    assert len(s.hands[0]) == 4 and s.goods[0] == 0


def test_automobile_factory_discards_three_then_draws_seven():
    s = new()
    put(s, 0, hand=[], tableau=["automobile_factory"], goods=3)
    play(s, place(s.tableau[0][0]), *[act("discard", GOOD)] * 3)
    assert len(s.hands[0]) == 7


def test_steel_works_and_chemical_plant_draw():
    s = new()
    put(s, 0, hand=[], tableau=["steel_works", "chemical_plant"])
    put(s, 1, hand=["farm"])
    steel, chem = s.tableau[0]
    play(s, place(steel))
    assert len(s.hands[0]) == 3
    play(s, place(cat.MINE))
    play(s, place(chem))
    assert len(s.hands[0]) == 5  # hand not empty: 2
    s2 = new()
    put(s2, 0, hand=[], tableau=["chemical_plant"])
    play(s2, place(s2.tableau[0][0]))
    assert len(s2.hands[0]) == 4  # empty hand: 4


def test_orchard_fills_to_four_and_needs_three_or_fewer():
    s = new()
    put(s, 0, hand=["farm"], tableau=["orchard"], goods=2)
    play(s, place(s.tableau[0][0]))
    assert s.goods[0] == 3 and s.hand_size(0) == 4
    s2 = new()
    put(s2, 0, hand=["farm", "farm"], tableau=["orchard"], goods=2)
    assert "3 cards or fewer" in english(RULES.check(s2, 0, place(s2.tableau[0][0])))


def test_carpenter_builds_at_cost():
    s = new()
    put(s, 0, hand=["factory", "farm"], goods=1)
    carpenter = cat.CARPENTER
    play(s, place(carpenter))
    assert legal(s) == [act("build", card_of("farm")), act("build", card_of("factory"))]
    play(s, act("build", card_of("factory")), act("discard", GOOD),
         act("discard", card_of("farm")))
    assert s.tableau[0] == [card_of("factory")] and s.hand_size(0) == 0


def test_carpenter_needs_something_buildable():
    s = new()
    put(s, 0, hand=["factory"], goods=0)
    assert place(cat.CARPENTER) not in legal(s)


def test_construction_company_builds_at_cost_minus_one():
    s = new()
    put(s, 0, hand=["factory", "farm"], tableau=["construction_company"], goods=0)
    play(s, place(s.tableau[0][0]), act("build", card_of("factory")),
         act("discard", card_of("farm")))
    assert card_of("factory") in s.tableau[0] and s.hands[0] == []
    s2 = new()
    put(s2, 0, hand=["farm"], tableau=["construction_company"], goods=0)
    play(s2, place(s2.tableau[0][0]), act("build", card_of("farm")))  # cost 0
    assert card_of("farm") in s2.tableau[0]


def test_settlers_build_a_farm_type_building_free():
    s = new()
    put(s, 0, hand=["plantation", "factory"], tableau=["settlers"], goods=0)
    play(s, place(s.tableau[0][0]))
    assert legal(s) == [act("build", card_of("plantation"))]
    play(s, act("build", card_of("plantation")))
    assert card_of("plantation") in s.tableau[0] and s.hands[0] == [card_of("factory")]
    s2 = new()
    put(s2, 0, hand=["factory"], tableau=["settlers"])
    assert place(s2.tableau[0][0]) not in legal(s2)


def test_general_contractor_builds_then_draws_two():
    s = new()
    put(s, 0, hand=["farm"], tableau=["general_contractor"], goods=1)
    play(s, place(s.tableau[0][0]), act("build", card_of("farm")), act("discard", GOOD))
    assert card_of("farm") in s.tableau[0] and len(s.hands[0]) == 2


def test_nikoshi_construction_builds_two_of_one_cost_for_one_price():
    s = new()
    put(s, 0, hand=["farm", "coffee_shop", "factory"], tableau=["nikoshi_construction"],
        goods=0)
    play(s, place(s.tableau[0][0]))
    assert legal(s) == [act("build", card_of("farm")), act("build", card_of("coffee_shop"))]
    play(s, act("build", card_of("farm")))
    assert legal(s) == [act("build", card_of("coffee_shop"))]
    play(s, act("build", card_of("coffee_shop")), act("discard", card_of("factory")))
    assert {card_of("farm"), card_of("coffee_shop")} <= set(s.tableau[0])
    assert s.hand_size(0) == 0
    s2 = new()
    put(s2, 0, hand=["farm", "factory"], tableau=["nikoshi_construction"], goods=3)
    assert place(s2.tableau[0][0]) not in legal(s2)  # no two of one cost


# ----- public workplaces -------------------------------------------------------------------
def test_quarry_passes_the_start_player_card():
    s = new()
    play(s, place(cat.MINE), place(cat.QUARRY))
    assert s.start == 1 and len(s.hands[1]) == 4
    play(s, place(cat.MINE), place(cat.MINE))  # the mine takes any number
    assert s.round == 2 and s.turn == 1


def test_school_trains_a_worker_who_is_paid_but_waits():
    s = new()
    put(s, 0, money=10)
    play(s, place(cat.SCHOOL))
    assert s.workers[0] == 3 and s.trainees[0] == 1 and s.available(0) == 1
    assert place(cat.SCHOOL) not in legal(s)  # one worker per round
    money = s.money[0]
    end_round(s)
    assert s.money[0] == money - 3 * 2 and s.available(0) == 3


def test_school_respects_the_worker_limit_and_company_housing():
    s = new()
    s.workers[0] = 5
    assert "limit" in english(RULES.check(s, 0, place(cat.SCHOOL)))
    put(s, 0, tableau=["company_housing"])
    assert place(cat.SCHOOL) in legal(s)


@pytest.mark.parametrize(("n", "multi"), [(2, False), (3, True), (4, True)])
def test_shops_take_many_workers_with_three_or_more(n, multi):
    s = new(n)
    s.public.append(cat.ROUND_CARD + 1)  # the stall
    set_household(s, 20)
    for seat in range(n):
        put(s, seat, goods=2)
    play(s, place(cat.ROUND_CARD + 1), act("discard", GOOD))
    assert s.money[0] == 5 + 6
    assert (place(cat.ROUND_CARD + 1) in legal(s)) is multi


def test_round_cards_become_public_after_their_round():
    s = new()
    end_round(s)
    assert s.round == 2 and s.public[-1] == cat.ROUND_CARD + 1
    end_round(s)
    assert s.public[-1] == cat.ROUND_CARD + 2 and cat.name(s.public[-1]) == "Market"


def test_high_school_and_university_raise_the_worker_count():
    s = new()
    s.public += [cat.ROUND_CARD + 3, cat.ROUND_CARD + 5]
    play(s, place(cat.ROUND_CARD + 3))
    assert s.workers[0] == 4 and s.trainees[0] == 2
    play(s, place(cat.MINE), place(cat.ROUND_CARD + 5))
    assert s.workers[0] == 5 and s.trainees[0] == 3
    assert place(cat.ROUND_CARD + 3) not in legal(s)


def test_vocational_school_worker_acts_this_round():
    s = new()
    s.public.append(cat.ROUND_CARD + 7)
    play(s, place(cat.ROUND_CARD + 7))
    assert s.workers[0] == 3 and s.available(0) == 2


def test_player_without_workers_is_skipped():
    s = new()
    s.public.append(cat.ROUND_CARD + 7)
    play(s, place(cat.ROUND_CARD + 7))  # seat 0 now has 2 active workers left
    play(s, place(cat.MINE), place(cat.MINE), place(cat.MINE))
    assert s.available(1) == 0 and RULES.to_act(s) == (0,)
    play(s, place(cat.MINE))
    assert s.round == 2


# ----- round end ---------------------------------------------------------------------------
def test_hand_limit_discard_then_wages():
    s = new()
    put(s, 0, hand=["farm"] * 6, goods=1, money=10)
    put(s, 1, money=10)
    end_round(s)
    assert RULES.to_act(s) == (0,) and s.pending[-1][:2] == ("limit", 0)
    assert s.pending[-1].number == 2
    play(s, act("discard", GOOD), act("discard", card_of("farm")))
    assert s.hand_size(0) == 5 and s.money[0] == 6 and s.household == 8


def test_warehouse_raises_the_hand_limit():
    s = new()
    put(s, 0, hand=["farm"] * 6, tableau=["warehouse"], goods=3)
    end_round(s)
    assert s.round == 2 and s.hand_size(0) == 9


def test_over_selling_example():
    """$20 short with buildings worth 10, 18 and 20: {20} or {10, 18}; {10, 20} is illegal."""
    s = new()
    put(s, 0, tableau=["construction_company", "general_contractor", "steel_works",
                       "warehouse"], money=0)
    s.workers[0] = 5
    s.round = 6  # wage 4: 5 workers owe $20
    company, contractor, steel, _ = s.tableau[0]
    end_round(s)
    assert s.pending[-1][:2] == ("sell", 0) and s.pending[-1].number == 20
    assert legal(s) == sorted([act("sell", company), act("sell", contractor),
                               act("sell", steel)], key=lambda a: a.args)
    play(s, act("sell", company))
    assert english(render_log(s.log, None)[-1]) == \
        f"P0 sells the {cat.name(company)} to the supply for ${engine.sale_value(s, company)}."
    assert legal(s) == [act("sell", contractor)]
    assert "Over-selling" in english(RULES.check(s, 0, act("sell", steel)))
    play(s, act("sell", contractor))
    assert s.money[0] == 28 - 20 and company in s.public and contractor in s.public
    assert s.debt[0] == 0 and s.round == 7


def test_selling_only_when_short():
    s = new()
    put(s, 0, tableau=["farm"], money=4)
    end_round(s)
    assert s.money[0] == 0 and s.tableau[0] and s.round == 2


def test_unpaid_wages_after_selling_everything():
    s = new()
    put(s, 0, tableau=["farm", "warehouse"], money=1)
    s.round = 9  # wage 5, 2 workers: $10; farm sells for $6
    end_round(s)
    assert s.phase == "over" and s.debt[0] == 3 and s.money[0] == 0
    assert card_of("farm") in s.public and card_of("warehouse") in s.tableau[0]
    assert RULES.scores(s)[0].breakdown["unpaid_wages"] == -9


# ----- scoring -----------------------------------------------------------------------------
def _final(s: NEState) -> None:
    s.round = 9
    s.phase = "over"


def test_end_game_bonuses():
    s = new()
    put(s, 0, tableau=["real_estate_agent", "real_estate_agent", "farm", "factory",
                       "steel_works", "railway", "head_office", "agricultural_coop",
                       "labour_union", "mansion"], goods=4, money=7)
    s.workers[0] = 4
    _final(s)
    b = RULES.scores(s)[0].breakdown
    assert b["real_estate_agent"] == 2 * 3 * 10
    assert b["railway"] == 8 * 2
    assert b["head_office"] == 6 * 7  # both agents, railway, itself, co-op, union, mansion
    assert b["agricultural_coop"] == 3 * 4
    assert b["labour_union"] == 6 * 4
    assert b["money"] == 7
    assert b["buildings"] == 10 + 10 + 6 + 12 + 20 + 18 + 20 + 12 + 0 + 28
    assert RULES.scores(s)[0].total == sum(b.values())


def test_law_office_cancels_up_to_five_unpaid_wages():
    s = new()
    put(s, 0, tableau=["law_office"], money=0)
    s.debt[0] = 7
    _final(s)
    b = RULES.scores(s)[0].breakdown
    assert b["unpaid_wages"] == -21 and b["law_office"] == 15


def test_tie_goes_to_the_earlier_seat_from_the_start_player():
    s = new(3)
    for seat in range(3):
        put(s, seat, money=10)
    s.start = 2
    _final(s)
    assert winners(RULES, s) == [2]


def test_a_full_random_game_conserves_everything():
    import random
    s = new(4, seed=3)
    rng = random.Random(3)
    while RULES.to_act(s):
        seat = RULES.to_act(s)[0]
        RULES.apply(s, seat, rng.choice(RULES.legal_actions(s, seat)))
        assert not invariants(s)
    assert s.round == 9 and s.phase == "over"


# ----- solo --------------------------------------------------------------------------------
def solo(seed: int = 0) -> NEState:
    return RULES.new_game([Seat("Solo")], RULES.make_options({}), seed)


def test_solo_setup():
    s = solo()
    farm = card_of("farm")
    assert s.public == [cat.MINE, cat.CARPENTER, cat.SCHOOL, farm]
    assert s.deck[-1] == card_of("factory") and len(s.deck) == 60
    assert s.money == [5] and len(s.hands[0]) == 3 and not invariants(s)


def test_solo_blocks_the_newest_free_public_workplace_after_each_placement():
    s = solo()
    farm = card_of("farm")
    play(s, place(cat.MINE))
    assert s.blocked == [farm] and place(farm) not in legal(s)
    assert "blocked" in english(RULES.check(s, 0, place(farm)))
    s.placed[0] = 0
    play(s, place(cat.SCHOOL))
    assert s.blocked == [farm, cat.CARPENTER]
    end_round(s)
    assert s.blocked == [] and s.public[-1] == cat.ROUND_CARD + 1


def test_solo_sells_for_half_and_the_sale_joins_the_row_as_newest():
    s = solo()
    put(s, 0, tableau=["steel_works", "warehouse"], money=0)  # steel works sells for 10
    s.round = 3  # $6 due
    steel = s.tableau[0][0]
    end_round(s)
    assert legal(s) == [act("sell", steel)]
    play(s, act("sell", steel))
    assert s.money[0] == 4 and s.public[-2:] == [steel, cat.ROUND_CARD + 3]


def test_solo_goal_is_100_points():
    s = solo()
    put(s, 0, tableau=["mansion", "steel_works", "steel_works", "automobile_factory"],
        money=8)
    _final(s)
    assert RULES.scores(s)[0].total == 100
    assert "cleared" in english(RULES.prompt(s, 0))
    assert "not cleared" not in english(RULES.prompt(s, 0))


# ----- information and files ---------------------------------------------------------------
def test_view_hides_hands_and_deck_and_determinize_refills_them():
    from rules.core.rng import Rng
    from rules.national_economy.state import HIDDEN
    s = new(3, seed=4)
    play(s, place(cat.MINE))
    v = RULES.view(s, 1)
    assert v.hands[1] == s.hands[1] and v.rng == 0
    assert all(c == HIDDEN for c in v.hands[0] + v.hands[2] + v.deck)
    assert v.goods == s.goods and v.tableau == s.tableau and v.discard == s.discard
    d = RULES.determinize(v, 1, Rng(9))
    assert d.hands[1] == s.hands[1] and not invariants(d)
    assert [len(h) for h in d.hands] == [len(h) for h in s.hands]


def test_json_round_trip_and_bad_data():
    s = new(4, seed=2)
    play(s, place(cat.MINE), place(cat.SCHOOL))
    data = s.to_json()
    assert RULES.state_class.from_json(data).to_json() == data
    for bad in ({**data, "round": 10}, {**data, "hands": [[1]]}, {**data, "phase": "x"}):
        with pytest.raises(ValueError):
            RULES.state_class.from_json(bad)


def test_determinize_deals_a_buildable_card_to_a_seat_choosing_a_build():
    from rules.core.rng import Rng
    s = new(2)
    put(s, 0, hand=["automobile_factory", "steel_works", "farm"], goods=0)
    play(s, place(cat.CARPENTER))  # only the farm can be built (3 cards)
    for k in range(30):
        d = RULES.determinize(RULES.view(s, 1), 1, Rng(k))
        assert RULES.legal_actions(d, 0), f"Rng({k}) dealt seat 0 nothing it can build"


def test_solo_returns_grade_the_score_towards_the_100_point_win():
    """Solo bots maximise `returns`: the share of the 100 points that win (1 = won), so the
    search prefers every extra point instead of seeing every game as the same."""
    import random

    state = RULES.new_game([Seat("Solo")], RULES.make_options({}), 3)
    rng = random.Random(3)
    while not RULES.is_over(state):
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        RULES.apply(state, seat, legal[rng.randrange(len(legal))])
    total = RULES.scores(state)[0].total
    assert returns(RULES, state) == [min(1.0, max(0.0, total / 100))]
    assert ai_for(RULES).heuristic(state)[0] <= 1.0


# ----- the round end in the log ------------------------------------------------------------
def test_round_end_logs_each_seats_wages_the_round_card_and_workers_back():
    s = new(3)
    put(s, 1, money=1)
    end_round(s)
    log = [english(line) for line in render_log(s.log, 0)]
    assert log[-6:] == [
        "Round 1 ends: wages are due ($2 a worker).",
        "P0 pays $4 in wages for 2 workers.",
        "P1 pays $1 of the $4 in wages for 2 workers and takes 3 unpaid-wage cards.",
        "P2 pays $4 in wages for 2 workers.",
        "The Stall opens as a public workplace.",
        "Round 2 begins: every worker comes back (wage $2 a worker).",
    ]


def test_round_end_logs_the_buildings_sold_for_wages():
    s = new()
    put(s, 0, tableau=["farm", "warehouse"], money=1)
    s.round = 9
    end_round(s)
    log = [english(line) for line in render_log(s.log, None)]
    assert "P0 sells the Farm to the supply for $6." in log
    assert "P0 pays $7 of the $10 in wages for 2 workers and takes 3 unpaid-wage cards." \
        in log
