"""National Economy bots: they never walk into an unpaid-wage card another move avoids, the
playout policy only returns legal actions, and the contract hooks stay optional."""

from __future__ import annotations

import random
from unittest.mock import patch

import pytest
from national_economy_positions import give

from rules.bots import lookahead
from rules.bots.base import Budget, make_bot
from rules.bots.flat import flat_choose
from rules.bots.knowledge import GameAI, ai_for
from rules.bots.lookahead import lookahead_choose
from rules.core.actions import Action
from rules.core.contract import Seat
from rules.core.registry import get
from rules.core.rng import Rng
from rules.national_economy import catalogue as cat
from rules.national_economy.ai import policy
from rules.national_economy.catalogue import GOOD, card_of
from rules.national_economy.rules import RULES
from rules.national_economy.state import NEState

AI = ai_for(RULES)


def solo(seed: int = 3) -> NEState:
    return RULES.new_game([Seat("Solo")], None, seed)


def short_of_wages() -> NEState:
    """Round 3 of a solo game: $0, three workers (wages $9), nothing to sell or build, three
    consumer goods, the household holds $20 and the market ($12 for two discards) is open:
    any other placement blocks the market (the newest public workplace)."""
    s = solo()
    s.round = 3
    s.public += [cat.ROUND_CARD + 1, cat.ROUND_CARD + 2]  # stall and market
    s.supply += s.money[0] + s.household - 20
    s.money[0], s.household = 0, 20
    s.workers[0] = 3
    s.goods[0] = 3
    s.discard += s.hands[0]
    s.hands[0] = []  # nothing to build (and sell) with the carpenter
    return s


def test_safe_actions_keep_only_the_shop_that_covers_the_wages() -> None:
    s = short_of_wages()
    legal = RULES.legal_actions(s, 0)
    market = Action("place", (cat.ROUND_CARD + 2,))
    assert market in legal and len(legal) > 2
    assert AI.bot_actions(RULES.view(s, 0), 0, legal) == [market]


def test_safe_actions_refuse_a_hire_whose_wage_cannot_be_paid() -> None:
    s = solo()
    s.supply += s.money[0]
    s.money[0] = 0
    s.discard += s.hands[0]
    s.hands[0] = []  # $0, nothing to sell or build: a third worker's wage would be a debt
    legal = RULES.legal_actions(s, 0)
    school = Action("place", (cat.SCHOOL,))
    assert school in legal
    safe = AI.bot_actions(RULES.view(s, 0), 0, legal)
    assert school not in safe and safe


def test_safe_actions_allow_a_hire_paid_by_building_and_selling() -> None:
    """Solo round 1 with $0 and a factory, an orchard and a design office in hand: after the
    school the other worker can build the factory at the carpenter (three cards) and sell it
    at the round end for $6, the wages of three workers. No debt is forced, so the hire
    stays, and so does the carpenter."""
    s = solo()
    s.supply += s.money[0]
    s.money[0] = 0
    legal = RULES.legal_actions(s, 0)
    safe = AI.bot_actions(RULES.view(s, 0), 0, legal)
    assert Action("place", (cat.SCHOOL,)) in safe
    assert Action("place", (cat.CARPENTER,)) in safe


def test_safe_actions_refuse_a_hire_whose_next_wages_cannot_be_paid() -> None:
    """Round 2, $1 and a construction company to sell: a third worker's wage is met this round
    by the sale, but next round's $9 is not (one stall pays $6), so the school is refused."""
    s = solo()
    s.round = 2
    s.public.append(cat.ROUND_CARD + 1)  # the stall
    give(s, 0, tableau=[card_of("construction_company")], money=1)
    s.supply -= 4
    s.household = 4
    legal = RULES.legal_actions(s, 0)
    school = Action("place", (cat.SCHOOL,))
    assert school in legal
    safe = AI.bot_actions(RULES.view(s, 0), 0, legal)
    assert school not in safe and safe
    s.money[0] += 10
    s.supply -= 10  # $11: this round's and next round's wages are both within reach
    assert school in AI.bot_actions(RULES.view(s, 0), 0, RULES.legal_actions(s, 0))


def test_safe_actions_keep_everything_when_the_wages_are_covered() -> None:
    s = solo()
    s.supply -= 10
    s.money[0] += 10  # $15: even a third worker's wage is covered
    legal = RULES.legal_actions(s, 0)
    assert AI.bot_actions(RULES.view(s, 0), 0, legal) == legal


def test_every_bot_level_above_random_takes_the_shop() -> None:
    s = short_of_wages()
    view = RULES.view(s, 0)
    legal = RULES.legal_actions(s, 0)
    for level in ("easy", "normal"):
        bot = make_bot(RULES, 0, level, 1, {"ms": None, "iterations": 30})
        assert bot.choose(view, legal) == Action("place", (cat.ROUND_CARD + 2,))


def last_worker_of_the_game() -> NEState:
    """Round 9, one worker left, $5 for $5 of wages, three goods, $20 in the household: the
    supermarket's $18 for three goods are 18 points; a mine's card is worth nothing now."""
    s = short_of_wages()
    s.round = 9
    s.public += [cat.ROUND_CARD + r for r in range(3, 9)]
    s.workers[0] = 1
    give(s, 0, money=5)
    return s


def test_the_solo_search_pairs_its_playouts_and_takes_the_most_money_at_the_end() -> None:
    s = last_worker_of_the_game()
    view = RULES.view(s, 0)
    legal = RULES.legal_actions(s, 0)
    supermarket = Action("place", (cat.ROUND_CARD + 4,))
    assert supermarket in legal and Action("place", (cat.MINE,)) in legal
    action, samples = flat_choose(RULES, AI, view, 0, legal, Budget(None, 4), random.Random(1), 400)
    assert (action, samples) == (supermarket, 4)
    bot = make_bot(RULES, 0, "normal", 2, {"ms": None})
    assert bot.choose(view, legal) == supermarket
    assert bot.last_iterations == bot.settings["solo"]["iterations"]  # the solo budget


def test_the_solo_lookahead_values_finished_lines_by_their_score() -> None:
    s = last_worker_of_the_game()
    view = RULES.view(s, 0)
    legal = RULES.legal_actions(s, 0)
    supermarket = Action("place", (cat.ROUND_CARD + 4,))
    for depth in (1, 3):
        action, samples = lookahead_choose(RULES, AI, view, 0, legal, Budget(None, 2),
                                           random.Random(1), depth)
        assert (action, samples) == (supermarket, 2)
    # The last placement ends the game (wages paid), so the line's value is the final score.
    end = lookahead.after(RULES, AI, s, 0, supermarket)
    assert end.phase == "over"
    assert lookahead.best_line(RULES, AI, end, 0, 2) == RULES.scores(end)[0].total
    bot = make_bot(RULES, 0, "hard", 2, {"ms": None})
    assert bot.settings["solo"]["search"] == "lookahead"
    assert bot.choose(view, legal) == supermarket
    assert bot.last_iterations == bot.settings["solo"]["iterations"]


def test_placements_in_either_order_reach_one_position_the_lookahead_searches_once() -> None:
    """Solo, round 1: the mine then the school, or the school then the mine, leave the same
    hand, money and blocked workplaces, so the lookahead keys them alike and shares their
    lines; sharing never changes what the lines are worth."""
    s = solo(4)
    mine, school = Action("place", (cat.MINE,)), Action("place", (cat.SCHOOL,))
    first, second = s.clone(), s.clone()
    for state, order in ((first, (mine, school)), (second, (school, mine))):
        for action in order:
            RULES.apply(state, 0, action)
            AI.settle(state, 0)
    assert first.log != second.log
    assert AI.position_key(first) == AI.position_key(second)
    assert AI.position_key(first) != AI.position_key(lookahead.after(RULES, AI, s, 0, mine))
    legal = AI.bot_actions(s, 0, RULES.legal_actions(s, 0))
    shared = lookahead.line_values(RULES, AI, s, 0, legal, 3)
    alone = [lookahead.best_line(RULES, AI, lookahead.after(RULES, AI, s, 0, a), 0, 2)
             for a in legal]
    assert shared == alone


def test_a_cap_on_positions_makes_the_lookahead_shallower() -> None:
    """Round 3, two placements to go and six to choose from: three placements deep the search
    values 90 positions. Deepening one placement at a time, a first sample
    capped below that stops at two placements, and then every sample searches that deep,
    exactly like a shallower search on the same deck orders; a generous cap changes
    nothing."""
    s = solo(3)
    for kind, arg in (("place", cat.MINE), ("place", cat.CARPENTER), ("build", 16),
                      ("discard", 28), ("discard", 11), ("place", 0), ("place", 16),
                      ("discard", GOOD), ("discard", GOOD), ("sell", 16)):
        RULES.apply(s, 0, Action(kind, (arg,)))
    view = RULES.view(s, 0)
    legal = AI.bot_actions(s, 0, RULES.legal_actions(s, 0))
    assert (s.round, s.available(0), len(legal)) == (3, 2, 6)
    lines = lookahead.Lines(RULES, AI, 0)
    deepest = lines.after_each(s, legal, 3)
    full = lines.valued
    assert full == 90
    assert lookahead.line_values(RULES, AI, s, 0, legal, 3, cap=full) == deepest
    with pytest.raises(lookahead.TooMany):
        lookahead.line_values(RULES, AI, s, 0, legal, 3, cap=full - 1)
    assert lookahead.deepest_within(RULES, AI, s, 0, legal, 3, full) == (3, deepest)
    shallower = lookahead.line_values(RULES, AI, s, 0, legal, 2)
    assert lookahead.deepest_within(RULES, AI, s, 0, legal, 3, full - 1) == (2, shallower)
    assert shallower != deepest

    def choose(depth: int, positions: int | None) -> list[float]:
        totals: list[float] = []
        rng = random.Random(7)

        def record(rules, view, seat, legal, budget, rng, values, stopped):
            det = rules.determinize(view, seat, Rng(rng.getrandbits(64)))
            totals.extend(values(det))
            return legal[0], 1

        with patch.object(lookahead, "best_over_samples", record):
            lookahead_choose(RULES, AI, view, 0, legal, Budget(None, 2), rng, depth,
                             positions=positions)
        return totals

    assert choose(3, 2 * 30) == choose(2, None) != choose(3, None)
    assert choose(3, 10**6) == choose(3, None)


def test_rollout_policy_returns_legal_actions_and_finishes_games() -> None:
    rng = random.Random(5)
    for players, seed in ((1, 1), (1, 2), (2, 3), (4, 4)):
        s = RULES.new_game([Seat(f"P{i}") for i in range(players)], None, seed)
        steps = 0
        while RULES.to_act(s):
            seat = RULES.to_act(s)[0]
            legal = RULES.legal_actions(s, seat)
            action = AI.rollout_action(s, seat, legal, rng)
            assert action in legal
            RULES.apply(s, seat, action)
            steps += 1
            assert steps < 2000
        assert s.phase == "over"


def test_projected_score_rewards_buildings_and_punishes_debt() -> None:
    s = solo()
    base = policy.projected(s, 0)
    built = s.clone()
    card = card_of("mansion")
    built.deck.remove(card)
    built.tableau[0].append(card)
    assert policy.projected(built, 0) > base
    owing = s.clone()
    owing.debt[0] = 3
    assert policy.projected(owing, 0) < base
    assert 0.0 <= AI.heuristic(s)[0] <= 1.0


def test_citadels_keeps_the_default_hooks_but_the_playout_policy() -> None:
    ai = ai_for(get("citadels"))
    assert ai.has_rollout_policy  # its own (rules/citadels/ai/policy.py), for hard's rollouts
    assert type(ai).bot_actions is GameAI.bot_actions
    assert type(ai).settle is GameAI.settle
    assert type(ai).position_value is GameAI.position_value
    assert type(ai).position_key is GameAI.position_key
    assert ai.bot_actions(None, 0, [Action("pass")]) == [Action("pass")]


def test_a_bot_builds_what_it_can_sell_when_the_wages_depend_on_it() -> None:
    """Solo, seed 1, round 2: $1 against $4 of wages, nothing to sell and the household too
    poor for a shop. The carpenter is the only way out, by building the orchard or the
    automobile factory and selling it at the round end; the mansion cannot be sold, so
    building it would leave three unpaid-wage cards."""
    s = RULES.new_game([Seat("Solo")], None, 1)
    for action in (Action("place", (0,)), Action("place", (cat.MINE,)), Action("discard", (16,)),
                   Action("place", (cat.CARPENTER,))):
        RULES.apply(s, 0, action)
    assert (s.round, s.money[0], s.household, s.pending[-1][0]) == (2, 1, 4, "build")
    legal = RULES.legal_actions(s, 0)
    mansion = Action("build", (card_of("mansion"),))
    assert mansion in legal
    safe = AI.bot_actions(s, 0, legal)
    assert mansion not in safe and safe
    assert all(cat.kind(a.args[0]).sellable for a in safe)
    bot = make_bot(RULES, 0, "normal", 5, {"ms": None})
    assert bot.choose(RULES.view(s, 0), legal) in safe


def test_a_lookahead_line_builds_what_the_bot_would_build() -> None:
    """Inside a search the builds a placement brings are settled by the same debt check as
    the bot's own: solo, seed 27, round 6, $12 against $16 of wages, nothing built and $1 in
    the household (no shop can pay). The ranking alone would build the mansion, which cannot
    be sold; the line builds what the bot would, so the search never values a line the bot
    would refuse."""
    s = RULES.new_game([Seat("Solo")], None, 27)
    moves = [("place", 101), ("place", 103), ("build", 42), ("discard", 29), ("discard", 11),
             ("discard", 16), ("place", 0), ("place", 102), ("sell", 42), ("place", 0),
             ("place", 101), ("place", 111), ("discard", 64), ("place", 112), ("discard", 64),
             ("discard", 64), ("place", 0), ("place", 102), ("place", 112), ("discard", 64),
             ("discard", 64), ("place", 0), ("place", 101), ("place", 101), ("discard", 64),
             ("place", 112), ("discard", 64), ("discard", 64), ("place", 0), ("place", 101)]
    for kind, arg in moves:
        RULES.apply(s, 0, Action(kind, (arg,)))
    assert (s.round, s.money[0], s.workers[0], s.household, s.tableau[0]) == (6, 12, 4, 1, [])
    placed = s.clone()
    RULES.apply(placed, 0, Action("place", (cat.CARPENTER,)))
    legal = RULES.legal_actions(placed, 0)
    safe = AI.bot_actions(placed, 0, legal)
    assert Action("build", (card_of("mansion"),)) in set(legal) - set(safe)
    line = lookahead.after(RULES, AI, s, 0, Action("place", (cat.CARPENTER,)))
    # The round ends with this worker: the building is sold to pay the wages.
    built = [c for c in line.tableau[0] + line.public if c not in s.public and c < cat.NUM_CARDS]
    assert [Action("build", (c,)) for c in built] in [[a] for a in safe]
