"""Boonlake's bots: every level plays legal games to the end, the position value sees what a
player would (a scoring project beats passing, a met scoring tile beats an unmet one, the
first levers count towards the levers' end points), and plainly bad marks are filtered."""

from __future__ import annotations

import random

import pytest

from rules.boonlake import catalogue, effects
from rules.boonlake.ai import policy
from rules.boonlake.ai.value import (
    end_effects_to_come,
    expected_points,
    lever_points,
    permanents_to_come,
)
from rules.boonlake.rules import RULES
from rules.bots.base import make_bot
from rules.bots.knowledge import ai_for
from rules.core.contract import Seat
from rules.core.results import returns

AI = ai_for(RULES)
TINY = {"easy": {"ms": None, "determinizations": 1},
        "normal": {"ms": None, "iterations": 1, "positions": 200},
        "hard": {"ms": None, "iterations": 1, "positions": 400}}


def new_game(players: int, seed: int):
    return RULES.new_game([Seat(f"P{i}") for i in range(players)], None, seed)


def play_until(seed: int, found, players: int = 2, moves=None):
    """A random game (or one played by `moves`) up to the first decision `found` accepts:
    (state, seat, legal), or None when the game ends first."""
    state, rng = new_game(players, seed), random.Random(seed)
    while RULES.to_act(state):
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        if found(state, seat, legal):
            return state, seat, legal
        RULES.apply(state, seat, moves(state, seat, legal) if moves else rng.choice(legal))
    return None


def after(state, seat, action):
    nxt = state.clone()
    RULES.apply(nxt, seat, action)
    return nxt


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_each_level_plays_a_legal_game_to_the_end(level):
    state = new_game(2, 7)
    bot = make_bot(RULES, 0, level, 7, TINY[level])
    rng = random.Random(7)
    while RULES.to_act(state):
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        if seat == 0 and len(legal) > 1:
            action = bot.choose(RULES.view(state, 0), legal)
            assert action in legal
        else:
            action = rng.choice(legal)
        RULES.apply(state, seat, action)
    assert RULES.is_over(state)
    assert len(returns(RULES, state)) == 2


def test_the_playout_policy_answers_legal_actions_through_whole_games():
    for players in (2, 4):
        state, rng = new_game(players, players), random.Random(players)
        while RULES.to_act(state):
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            action = AI.rollout_action(state, seat, legal, rng)
            assert action in legal
            RULES.apply(state, seat, action)
        assert RULES.is_over(state)


def _project_or_skip(state, seat, legal):
    top = state.pending[-1].kind if state.pending else ""
    return top == "interim_action" and any(a.kind == "project" for a in legal) and any(
        a.kind == "skip" for a in legal)


def test_completing_a_project_that_scores_is_worth_more_than_passing():
    found = [play_until(seed, _project_or_skip) for seed in range(40)]
    found = [f for f in found if f is not None]
    assert found, "no interim scoring offered a project in 40 random games"
    for state, seat, legal in found[:5]:
        skip = next(a for a in legal if a.kind == "skip")
        for project in (a for a in legal if a.kind == "project"):
            assert expected_points(after(state, seat, project), seat) > expected_points(
                after(state, seat, skip), seat)


def _met_and_unmet(state, seat, legal):
    if not legal or legal[0].kind != "mark":
        return False
    wins = {policy.wasteful(state, seat, a) for a in legal}
    return wins == {True, False}


def test_a_met_scoring_tile_is_marked_rather_than_one_that_costs_points():
    found = [play_until(seed, _met_and_unmet) for seed in range(30)]
    found = [f for f in found if f is not None]
    assert found, "no interim scoring offered a met and an unmet tile in 30 random games"
    for state, seat, legal in found[:5]:
        kept = AI.bot_actions(state, seat, legal)
        assert kept and all(not policy.wasteful(state, seat, a) for a in kept)
        for a in kept:
            tile = catalogue.tile(state.scoring[a.args[0]])
            assert a.args[1] or effects.condition_met(state, seat, tile, state.interims)
        met, unmet = kept[0], next(a for a in legal if policy.wasteful(state, seat, a))
        assert RULES.scores(after(state, seat, met))[seat].total > RULES.scores(
            after(state, seat, unmet))[seat].total


def test_the_first_levers_count_towards_the_levers_end_points():
    points = [lever_points(count) for count in range(13)]
    assert all(b > a for a, b in zip(points, points[1:], strict=False))
    assert points[4] == 8 and points[7] == 21 and points[12] == 36  # the printed steps


def test_the_heuristic_gives_each_seat_a_chance_and_favours_the_leader():
    state = new_game(3, 3)
    chances = AI.heuristic(state)
    assert abs(sum(chances) - 1.0) < 1e-9 and all(c > 0 for c in chances)
    state.vp[1] += 30
    assert max(range(3), key=lambda seat: AI.heuristic(state)[seat]) == 1


def test_the_values_quick_counts_agree_with_the_rules_counts():
    from rules.boonlake import town
    from rules.boonlake.ai import value

    for seed in range(3):
        state, rng = new_game(3, seed), random.Random(seed)
        while RULES.to_act(state):
            seat = RULES.to_act(state)[0]
            RULES.apply(state, seat, rng.choice(RULES.legal_actions(state, seat)))
            for x in range(3):
                assert value.presence(state, x) == sum(
                    town.seat_pieces_on(state, x, space) for space in town.SPACES)
                assert value.cattle_vp(state, x) == town.cattle_vp(state, x)
                regions = value.region_presence(state, x)
                for region in value.REGION_OF.values():
                    assert regions.get(region, 0) == town.region_presence(state, x, region)


def _strip_choice(state, seat, legal):
    return bool(state.pending) and state.pending[-1].kind == "strip" and state.round == 1


def test_a_turn_played_to_its_end_stops_at_the_next_turn_or_interim_scoring():
    """What the hard bot's lookahead values: the seat's whole turn, the other seats' right
    side and its own ship included, and nothing of the next seat's turn."""
    sailed = 0
    for seed in range(4):
        state, seat, legal = play_until(seed, _strip_choice, players=3)
        ship_before = state.ships[seat]
        for action in legal[:3]:
            line = after(state, seat, action)
            AI.finish_turn(line, seat, random.Random(seed))
            top = line.pending[-1] if line.pending else None
            assert line.phase == "interim" or (
                line.turn == (seat + 1) % 3 and top.kind == "strip" and top.seat == line.turn)
            assert line.ships[seat] >= ship_before
            sailed += line.ships[seat] > ship_before
    assert sailed >= 6  # its ship's move is part of the turn


def test_the_easy_level_aims_at_its_own_points_only():
    state = new_game(3, 3)
    mine = AI.greedy_value(state, 0)
    state.vp[1] += 30  # a rival's lead does not change what easy aims at
    assert AI.greedy_value(state, 0) == mine
    state.vp[0] += 5
    assert AI.greedy_value(state, 0) == mine + 5


def test_a_permanent_card_is_worth_its_later_coins_more_early_than_late():
    state = new_game(2, 5)
    market = next(i for i, c in catalogue.cards().items() if c.name == "Morning Market")
    before = expected_points(state, 0)
    state.played[0].append(market)
    early_gain = expected_points(state, 0) - before - catalogue.card(market).vp
    assert early_gain > 1.0  # a coin for each day card discarded, over the game to come
    assert permanents_to_come(state, 0, 0.5) < permanents_to_come(state, 0, 0.0)
    assert permanents_to_come(state, 0, 1.0) == 0.0  # at the last interim scoring


def test_an_end_game_threshold_not_yet_reached_counts_by_its_chance():
    state = new_game(2, 5)
    festival = next(i for i, c in catalogue.cards().items() if c.name == "Harvest Festival")
    state.played[0].append(festival)
    assert effects.end_game_vp(state, 0, catalogue.card(festival)) == 0  # tracks too low now
    early, middle = end_effects_to_come(state, 0, 0.0), end_effects_to_come(state, 0, 0.5)
    assert early > middle > 0.0
    assert end_effects_to_come(state, 0, 1.0) == 0.0  # the tracks will not move any more
