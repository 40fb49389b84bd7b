"""The Builders: Antiquity against its rulebook (../shared/rulebooks, section 12 of the data
note where the rulebook settles what the sources disagree on)."""

from __future__ import annotations

import pytest

from rules.builders import catalogue as cat
from rules.builders import engine
from rules.builders.rules import RULES
from rules.core.actions import Action, IllegalAction, act
from rules.core.contract import TURNS_MEASURE, Seat
from rules.core.message import english
from rules.core.results import returns, winners

LIGHTHOUSE = next(b.id for b in cat.BUILDINGS if b.name == "Lighthouse of Alexandria")
ARMOURY = next(b.id for b in cat.BUILDINGS if b.name == "Armoury")
HOIST = next(b.id for b in cat.BUILDINGS if b.name == "Hoist")
LABOURER_WOOD_TILE = next(w.id for w in cat.WORKERS if w.key == "W11")  # 1 wood + 2 tile
CRAFTSMAN = next(w.id for w in cat.WORKERS if w.key == "W07")  # 1 of each, cost 4
MASTER = next(w.id for w in cat.WORKERS if w.key == "W01")  # 2 stone + 3 tile, cost 5


def game(players: int = 2, **options):
    return RULES.new_game([Seat(f"P{i + 1}") for i in range(players)],
                          RULES.make_options({"first_seat_starts": True, **options}), 7)


def give(s, seat: int, *units: int) -> None:
    """Move workers from wherever they are into `seat`'s crew (a test setup)."""
    for unit in units:
        for row in (s.worker_row, s.worker_deck, *s.crew):
            if unit in row:
                row.remove(unit)
        s.crew[seat].append(unit)


def site_of(s, seat: int, building: int) -> None:
    for row in (s.building_row, s.building_deck):
        if building in row:
            row.remove(building)
    s.sites[seat].append([building])


def reach_22_points(s, seat: int) -> None:
    """Give `seat` the Pyramid (8) and two 7-point buildings as completed."""
    s.done[seat] = [b.id for b in cat.BUILDINGS if b.points >= 8][:1] + \
        [b.id for b in cat.BUILDINGS if b.points == 7][:2]
    for b in s.done[seat]:
        (s.building_row if b in s.building_row else s.building_deck).remove(b)


def play(s, *actions: Action, seat: int = 0) -> None:
    for action in actions:
        RULES.apply(s, seat, action)


def test_setup_lays_out_the_rows_piles_coins_and_an_apprentice_each():
    s = game(4)
    assert len(s.building_row) == len(s.worker_row) == 5
    assert (len(s.prisoners), len(s.tools), len(s.loans), len(s.universities)) == (6, 4, 4, 4)
    assert s.coins == [10] * 4
    assert sorted(c[0] for c in s.crew) == sorted(cat.APPRENTICES)
    assert len(s.building_deck) == 33 - 5 and len(s.worker_deck) == 18 - 4 - 5


def test_three_free_actions_then_five_coins_each():
    s = game()
    play(s, act("coins", 1), act("coins", 1), act("coins", 1))
    assert s.coins[0] == 13
    play(s, act("coins", 1))
    assert s.coins[0] == 13 - 5 + 1
    assert "further action costs 5 coins" in english(RULES.prompt(s, 0))


def test_taking_coins_gives_1_3_or_6_for_1_2_or_3_actions():
    for actions, coins in ((1, 1), (2, 3), (3, 6)):
        s = game()
        play(s, act("coins", actions))
        assert (s.coins[0], s.actions) == (10 + coins, actions)


def test_one_investment_per_turn():
    s = game()
    play(s, act("loan"))
    assert s.coins[0] == 20 and s.loans_taken[0] == 1
    reason = RULES.check(s, 0, act("tool", cat.TOOLS[0]))
    assert "one investment per turn" in english(reason)
    play(s, act("end"))
    play(s, act("tool", cat.TOOLS[0]), seat=1)
    assert s.coins[1] == 8 and s.spare_tools[1] == [cat.TOOLS[0]]


def test_the_second_and_third_worker_to_one_building_cost_two_and_three_actions():
    s = game()
    s.coins[0] = 100
    site_of(s, 0, LIGHTHOUSE)
    give(s, 0, LABOURER_WOOD_TILE, CRAFTSMAN, MASTER)
    play(s, act("send", s.crew[0][0], LIGHTHOUSE, -1))
    assert s.actions == 1
    play(s, act("send", LABOURER_WOOD_TILE, LIGHTHOUSE, -1))
    assert s.actions == 3
    play(s, act("send", CRAFTSMAN, LIGHTHOUSE, -1))
    assert s.actions == 6  # "three workers to one building in a turn: 6 actions"


def test_workers_to_different_buildings_cost_one_action_each():
    s = game()
    site_of(s, 0, LIGHTHOUSE)
    site_of(s, 0, ARMOURY)
    give(s, 0, CRAFTSMAN)
    apprentice = s.crew[0][0]
    play(s, act("send", apprentice, LIGHTHOUSE, -1), act("send", CRAFTSMAN, ARMOURY, -1))
    assert s.actions == 2 and s.coins[0] == 10 - 2 - 4


def test_the_lighthouse_example_completes_it_for_14_coins_and_5_points():
    """The rulebook: the Lighthouse needs 2 stone, 4 wood, 1 knowledge, 3 tile; the last
    worker (1 wood + 2 tile, 3 coins) covers the 1 wood and 2 tile still missing, so it
    completes at once: 14 coins, 5 points."""
    s = game()
    assert (cat.building(LIGHTHOUSE).needs, cat.building(LIGHTHOUSE).coins,
            cat.building(LIGHTHOUSE).points) == ((2, 4, 1, 3), 14, 5)
    site_of(s, 0, LIGHTHOUSE)
    woodman = next(w.id for w in cat.WORKERS if w.key == "W09")  # 3 wood, 1 tile
    mason = next(w.id for w in cat.WORKERS if w.key == "W05")  # 3 stone, 1 knowledge
    s.sites[0][0] += [woodman, -1, mason, -1]
    for row in (s.worker_row, s.worker_deck):
        for unit in (woodman, mason):
            if unit in row:
                row.remove(unit)
    assert engine.still_needed(s, s.sites[0][0]) == [0, 1, 0, 2]
    give(s, 0, LABOURER_WOOD_TILE)
    play(s, act("send", LABOURER_WOOD_TILE, LIGHTHOUSE, -1))
    assert s.coins[0] == 10 - 3 + 14 and s.points(0) == 5 and s.done[0] == [LIGHTHOUSE]
    assert {woodman, mason, LABOURER_WOOD_TILE} <= set(s.crew[0])


def test_sending_the_last_worker_completes_the_building_and_returns_everyone():
    s = game()
    site_of(s, 0, ARMOURY)  # 1 stone, 1 wood, 2 knowledge
    give(s, 0, CRAFTSMAN)  # 1 of each
    s.crew[0].remove(CRAFTSMAN)
    s.sites[0][0] += [CRAFTSMAN, -1]
    learner = next(w.id for w in cat.WORKERS if w.key == "W06")  # 1 stone, 3 knowledge
    give(s, 0, learner)
    coins = s.coins[0]
    play(s, act("send", learner, ARMOURY, -1))
    assert s.done[0] == [ARMOURY] and s.sites[0] == []
    assert CRAFTSMAN in s.crew[0] and learner in s.crew[0]
    assert s.coins[0] == coins - 4 + cat.building(ARMOURY).coins
    assert s.points(0) == 2


def test_a_tool_adds_its_resource_without_cost_and_comes_back():
    s = game()
    s.coins[0] = 50
    play(s, act("tool", cat.TOOLS[2]))  # set square: +1 knowledge
    site_of(s, 0, ARMOURY)
    give(s, 0, CRAFTSMAN)
    coins = s.coins[0]
    play(s, act("send", CRAFTSMAN, ARMOURY, cat.TOOLS[2]))
    assert s.coins[0] == coins - 4 + cat.building(ARMOURY).coins  # the worker's cost only
    assert s.done[0] == [ARMOURY] and s.spare_tools[0] == [cat.TOOLS[2]]


def test_prisoners_work_for_free_but_take_no_tool_or_education_until_freed():
    s = game()
    s.coins[0] = 50
    prisoner = s.prisoners[0]
    play(s, act("prisoner", prisoner))
    assert s.coins[0] == 43
    s.invested = 0  # a later turn
    s.tools.remove(cat.TOOLS[0])
    s.spare_tools[0].append(cat.TOOLS[0])
    site_of(s, 0, LIGHTHOUSE)
    assert RULES.check(s, 0, act("send", prisoner, LIGHTHOUSE, cat.TOOLS[0])) is not None
    assert RULES.check(s, 0, act("educate", prisoner, cat.UNIVERSITIES[0])) is not None
    play(s, act("free", prisoner))
    assert prisoner in s.freed
    assert RULES.check(s, 0, act("educate", prisoner, cat.UNIVERSITIES[0])) is None
    coins = s.coins[0]
    play(s, act("send", prisoner, LIGHTHOUSE, cat.TOOLS[0]))
    assert s.coins[0] == coins - 4  # the freed side costs 4 to send (our design)


def test_an_unfreed_prisoner_costs_nothing_to_send_and_cannot_be_freed_on_a_site():
    s = game()
    prisoner = s.prisoners[0]
    play(s, act("prisoner", prisoner))
    site_of(s, 0, LIGHTHOUSE)
    coins = s.coins[0]
    play(s, act("send", prisoner, LIGHTHOUSE, -1))
    assert s.coins[0] == coins
    assert "no building site" in english(RULES.check(s, 0, act("free", prisoner)))


def test_education_raises_a_skill_and_keeps_the_send_cost():
    s = game()
    s.coins[0] = 50
    give(s, 0, CRAFTSMAN)
    stone = cat.UNIVERSITIES[0]
    play(s, act("educate", CRAFTSMAN, stone))
    assert engine.production(s, CRAFTSMAN) == [3, 1, 1, 1]
    assert engine.send_cost(s, CRAFTSMAN) == 4
    s.invested = 0  # a later turn
    assert "already been educated" in english(
        RULES.explain(s, 0, act("educate", CRAFTSMAN, cat.UNIVERSITIES[1])))


def test_the_plus_3_reading_adds_three():
    s = game(university="plus_3")
    give(s, 0, CRAFTSMAN)
    s.coins[0] = 50
    play(s, act("educate", CRAFTSMAN, cat.UNIVERSITIES[0]))
    assert engine.production(s, CRAFTSMAN) == [4, 1, 1, 1]


def test_a_completed_machine_joins_the_crew_and_is_sent_for_nothing():
    s = game()
    site_of(s, 0, HOIST)  # needs 1 wood, 2 knowledge; makes 3 stone
    helper = next(w.id for w in cat.WORKERS if w.key == "W13")  # 2 wood, 1 knowledge
    other = next(w.id for w in cat.WORKERS if w.key == "W14")  # 1 stone, 2 knowledge
    give(s, 0, helper, other)
    s.coins[0] = 50
    play(s, act("send", helper, HOIST, -1), act("end"))
    play(s, act("end"), seat=1)
    play(s, act("send", other, HOIST, -1))
    assert s.machines[0] == [HOIST] and HOIST in s.crew[0]
    assert engine.send_cost(s, HOIST) == 0 and engine.production(s, HOIST) == [3, 0, 0, 0]
    assert s.points(0) == 2


def test_the_round_is_finished_after_someone_reaches_17_points():
    s = game(3)
    reach_22_points(s, 1)
    play(s, act("end"), seat=0)
    play(s, act("end"), seat=1)
    assert s.final == 1 and RULES.to_act(s) == (2,)
    play(s, act("end"), seat=2)
    assert RULES.is_over(s) and winners(RULES, s) == [1]


def test_the_last_seat_reaching_17_ends_the_game_at_once():
    s = game(2)
    reach_22_points(s, 1)
    play(s, act("end"), seat=0)
    play(s, act("end"), seat=1)
    assert RULES.is_over(s)


def test_final_scoring_frees_prisoners_repays_loans_and_counts_coins():
    s = game(2)
    s.coins[0] = 10
    play(s, act("loan"))  # 20 coins, a loan
    s.invested = 0
    prisoner = s.prisoners[0]
    play(s, act("prisoner", prisoner))  # 13 coins
    # repaying the loan (15) is out of reach; freeing (5) leaves 8 coins: 0 - 2 = -2 points,
    # against 1 - 2 - 1 = -2 without: equal, so the prisoner is freed
    engine._finish(s)
    score = RULES.scores(s)[0]
    assert s.settled[0] == [1, 0, 5]
    assert score.breakdown["Loans"] == -2 and score.breakdown["Prisoners"] == 0
    assert score.total == 8 // 10 - 2


def test_a_prisoner_still_on_a_building_site_cannot_be_freed_at_the_end_either():
    """「只有未參與施工的囚犯可以被釋放。」: at the final scoring as during the game."""
    s = game(2)
    s.coins[0] = 30
    working, idle = s.prisoners[0], s.prisoners[1]
    play(s, act("prisoner", working))
    s.invested = 0
    play(s, act("prisoner", idle))  # 16 coins left
    site_of(s, 0, LIGHTHOUSE)
    play(s, act("send", working, LIGHTHOUSE, -1))  # not completed: it stays on the site
    engine._finish(s)
    score = RULES.scores(s)[0]
    assert s.settled[0] == [1, 0, 5]  # the idle one freed for 5 coins, the working one not
    assert score.breakdown["Prisoners"] == -cat.worker(working).penalty
    assert score.breakdown["Coins"] == (16 - 5) // cat.COINS_PER_POINT
    words = [english(line) for line in RULES.score_details(s, 0)["Prisoners"]]
    assert words == ["1 prisoner never freed: -1", "1 prisoner freed at the end for 5 coins each"]


def test_ties_share_the_win():
    s = game(2)
    engine._finish(s)
    assert winners(RULES, s) == [0, 1]


def test_an_illegal_action_leaves_the_state_as_it_was():
    s = game()
    before = s.to_json()
    with pytest.raises(IllegalAction):
        RULES.apply(s, 0, act("send", 999, 999, -1))
    assert s.to_json() == before


def test_solo_ends_on_reaching_17_and_counts_turns():
    s = game(1)
    reach_22_points(s, 0)
    play(s, act("end"))
    assert RULES.is_over(s) and s.turns_taken == [1] and returns(RULES, s) == [1.0]


def test_the_solo_record_counts_turns_to_17_fewer_is_better():
    s = game(1)
    play(s, act("end"), act("end"))
    reach_22_points(s, 0)
    play(s, act("end"))
    result = RULES.solo_result(s)
    assert (result.value, result.won, result.lower_is_better) == (3, True, True)
    assert result.measure == TURNS_MEASURE and result.mode == ""


def test_forty_turns_without_17_points_is_a_lost_solo_game():
    s = game(1)
    for _ in range(cat.SOLO_TURN_LIMIT):
        play(s, act("end"))
    result = RULES.solo_result(s)
    assert RULES.is_over(s) and returns(RULES, s)[0] < 1
    assert (result.value, result.won) == (cat.SOLO_TURN_LIMIT, False)


def test_the_score_explains_buildings_coins_and_loans():
    s = game(1)
    reach_22_points(s, 0)
    play(s, act("loan"), act("end"))
    details = {key: [english(line) for line in lines]
               for key, lines in RULES.score_details(s, 0).items()}
    names = {english(cat.name(b)) for b in s.done[0]}
    assert {line.split(":")[0] for line in details["Buildings"]} == names
    assert details["Loans"] == ["No loan owed.", "1 loan repaid at the end for 15 coins each"]
    assert details["Coins"][0].endswith("1 point per 10 coins")


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_legal_actions_are_every_offer_the_seat_can_pay(players):
    """The paid moves list what the seat can pay without pricing every offer
    (`paid_move(affordable=...)`, a price found once per move): the same actions, in the same
    order, as every offer, paid or not, kept when its price is within the seat's coins."""
    import random

    from rules.builders.moves import PAID, price

    options = ({}, {"university": "plus_3", "freed_prisoner_cost": 5})[players % 2]
    s = RULES.new_game([Seat(f"P{i + 1}") for i in range(players)],
                       RULES.make_options(options), players)
    rng = random.Random(players)
    while not RULES.is_over(s):
        seat = RULES.to_act(s)[0]
        legal = RULES.legal_actions(s, seat)
        priced = [Action(kind, tuple(args)) for kind, paid in PAID.items()
                  for args in paid.offers(s, seat)]
        assert legal == [a for a in priced if price(s, a) <= s.coins[seat]] + [act("end")]
        RULES.apply_unchecked(s, seat, legal[rng.randrange(len(legal))])
