"""National Economy bots: they never walk into an unpaid-wage card another move avoids, the
playout policy only returns legal actions, and the contract hooks stay optional."""

from __future__ import annotations

import random

from rules.bots.base import make_bot
from rules.core.actions import Action
from rules.core.contract import GameRules, Seat
from rules.core.registry import get
from rules.national_economy import catalogue as cat
from rules.national_economy import policy
from rules.national_economy.catalogue import card_of
from rules.national_economy.rules import RULES
from rules.national_economy.state import NEState


def solo(seed: int = 3) -> NEState:
    return RULES.new_game([Seat("Solo")], None, seed)


def short_of_wages() -> NEState:
    """Round 3 of a solo game: $0, three workers (wages $9), nothing to sell, the household
    holds $20 and the market ($12 for two discards) is open."""
    s = solo()
    s.round = 3
    s.public += [cat.ROUND_CARD + 1, cat.ROUND_CARD + 2]  # stall and market
    s.supply += s.money[0] + s.household - 20
    s.money[0], s.household = 0, 20
    s.workers[0] = 3
    s.goods[0] = 3
    return s


def test_safe_actions_keep_only_the_shop_that_covers_the_wages() -> None:
    s = short_of_wages()
    legal = RULES.legal_actions(s, 0)
    market = Action("place", (cat.ROUND_CARD + 2,))
    assert market in legal and len(legal) > 2
    assert RULES.bot_actions(RULES.view(s, 0), 0, legal) == [market]


def test_safe_actions_refuse_a_hire_whose_wage_cannot_be_paid() -> None:
    s = solo()
    s.supply += s.money[0]
    s.money[0] = 0  # $0 and nothing to sell: a third worker's wage would be a debt
    legal = RULES.legal_actions(s, 0)
    school = Action("place", (cat.SCHOOL,))
    assert school in legal
    safe = RULES.bot_actions(RULES.view(s, 0), 0, legal)
    assert school not in safe and safe


def test_safe_actions_keep_everything_when_the_wages_are_covered() -> None:
    s = solo()
    s.supply -= 10
    s.money[0] += 10  # $15: even a third worker's wage is covered
    legal = RULES.legal_actions(s, 0)
    assert RULES.bot_actions(RULES.view(s, 0), 0, legal) == legal


def test_every_bot_level_above_random_takes_the_shop() -> None:
    s = short_of_wages()
    view = RULES.view(s, 0)
    legal = RULES.legal_actions(s, 0)
    for level in ("easy", "normal"):
        bot = make_bot(RULES, 0, level, 1, {"ms": None, "iterations": 30})
        assert bot.choose(view, legal) == Action("place", (cat.ROUND_CARD + 2,))


def test_rollout_policy_returns_legal_actions_and_finishes_games() -> None:
    rng = random.Random(5)
    for players, seed in ((1, 1), (1, 2), (2, 3), (4, 4)):
        s = RULES.new_game([Seat(f"P{i}") for i in range(players)], None, seed)
        steps = 0
        while RULES.to_act(s):
            seat = RULES.to_act(s)[0]
            legal = RULES.legal_actions(s, seat)
            action = RULES.rollout_action(s, seat, legal, rng)
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
    assert 0.0 <= RULES.heuristic(s)[0] <= 1.0


def test_citadels_keeps_the_default_hooks() -> None:
    rules = get("citadels")
    assert type(rules).rollout_action is GameRules.rollout_action
    assert type(rules).bot_actions is GameRules.bot_actions
    assert rules.bot_actions(None, 0, [Action("pass")]) == [Action("pass")]
