"""A fitted value of a solo National Economy position: the final score the bot expects.

A linear function of features of the position (money against the wages still due, workers
and the actions they have left, buildings owned and public, the hand), with one set of
weights per round (`data/solo_value.json`). The weights are fitted by approximate policy
iteration (`tools/ne_value_fit.py`): play many solo games choosing each placement by the
current value, one of them at random, regress the final scores on the features of the
positions after it, repeat. The weights of the points a position already holds (`PRIOR`)
stay at their end-game worth.

Positions are judged between placements: after a placement, the decisions it brings (cards
to discard, what to build, what to sell at the round end) are settled by the solo playout
policy (`settle`), the same way as in the games the weights were fitted on.
"""

from __future__ import annotations

import json
from operator import mul
from pathlib import Path

from rules.core.actions import Action
from rules.national_economy import catalogue as cat
from rules.national_economy import engine, scoring
from rules.national_economy.ai import debt, solo_policy, uses
from rules.national_economy.moves import DISCARD, MOVES
from rules.national_economy.state import NEState

WEIGHTS_FILE = Path(__file__).resolve().parent / "data" / "solo_value.json"

_KINDS = [cat.kind(c) for c in range(cat.NUM_CARDS)]
_KEYS = [k.key for k in _KINDS]
_KIND_OF = cat.CARD_KIND
_VALUE = [k.value for k in _KINDS]
_COST = [k.cost for k in _KINDS]
# What one use of a workplace brings: building cards drawn (net) or consumer goods.
_BUILDERS = {"construction_company", "general_contractor", "settlers", "nikoshi_construction"}
_DRAWS = [uses.CARDS_PER_USE.get(key, 0.0) for key in _KEYS]
_GOODS = [uses.GOODS_PER_USE.get(key, 0.0) for key in _KEYS]
_BUILDER = [key in _BUILDERS for key in _KEYS]
_WORKPLACE = [not k.facility for k in _KINDS]
# Cards whose end-game points `scoring.breakdown` counts beyond their printed value.
_SCORES_MORE = [k.effect.kind in ("bonus", "cancel_debt") for k in _KINDS]
# The shops among the round cards and what each pays.
_ROUND_SHOPS = {cat.ROUND_CARD + r: place.effect.money for r, place in
                ((r, cat.PLACES[cat.ROUND_CARD + r]) for r in range(1, cat.ROUNDS + 1))
                if place.effect.kind == "sell"}
_WORKPLACE_KINDS = [i for i, k in enumerate(cat.KINDS) if not k.facility]
_AFTER_WAGES = [sum(cat.WAGES[r:]) for r in range(cat.ROUNDS + 1)]
_KIND_INDEX = {k.key: i for i, k in enumerate(cat.KINDS)}
_RESTAURANT, _COFFEE_SHOP = _KIND_INDEX["restaurant"], _KIND_INDEX["coffee_shop"]
# The features holding points a position already has (unpaid-wage cards, built value, bonus
# points), by index, with what each is worth at the end: the fit shrinks towards these, so a
# position rarely met in a round (a mansion in round 2) still counts its points.
DEBT, BUILT, BONUS = 11, 15, 16
PRIOR = {DEBT: -3.0, BUILT: 1.0, BONUS: 1.0}


def features(s: NEState) -> list[float]:
    """The features of seat 0's position (solo), in the order the weights expect."""
    rnd = s.round
    later = cat.ROUNDS - rnd  # whole rounds after this one
    workers = s.workers[0]
    now = s.available(0) if s.phase == "work" else 0
    actions = now + workers * later  # placements still to make
    due = cat.WAGES[rnd - 1] * workers
    future_due = workers * _AFTER_WAGES[rnd]
    money = s.money[0]
    tableau = s.tableau[0]
    owned = [0] * len(cat.KINDS)
    built_value = workplaces = builders = 0
    draws = goods = 0.0
    scores_more = False
    for c in tableau:
        owned[_KIND_OF[c]] += 1
        built_value += _VALUE[c]
        draws += _DRAWS[c]
        goods += _GOODS[c]
        builders += _BUILDER[c]
        workplaces += _WORKPLACE[c]
        scores_more = scores_more or _SCORES_MORE[c]
    bonus = 0
    if scores_more:
        bonus = sum(v for k, v in scoring.breakdown(s, 0).items()
                    if k not in ("buildings", "money", "unpaid_wages"))
    hand = s.hands[0]
    size = len(hand) + s.goods[0]
    hand_value = sum(_VALUE[c] for c in hand) / 10.0
    best_buildable = buildable = big = 0
    for c in hand:
        cost = _COST[c]
        if cost <= size - 1:
            buildable += 1
            best_buildable = max(best_buildable, _VALUE[c])
        big += cost >= 4
    public = [0] * len(cat.KINDS)
    public_builders = 0
    public_draws = 0.0
    shop = 0
    household = s.household
    for p in s.public:
        if p < cat.NUM_CARDS:
            public[_KIND_OF[p]] += 1
            public_builders += _BUILDER[p]
            public_draws += _DRAWS[p]
        elif p in _ROUND_SHOPS and shop < _ROUND_SHOPS[p] <= household:
            shop = _ROUND_SHOPS[p]
    limit = engine.hand_limit(s, 0)
    kept = min(size, limit)
    f = [1.0] + [1.0 if rnd == r else 0.0 for r in range(2, cat.ROUNDS + 1)]
    f += [money, household, s.debt[0], max(0, due - money), min(0, money - due - future_due),
          money - due - future_due, built_value, bonus, len(tableau), workers,
          workers * later, s.trainees[0], now, len(hand), s.goods[0], kept, kept * later,
          hand_value, hand_value * later, buildable, best_buildable,
          best_buildable * (later > 0), draws * actions, goods * actions, builders * actions,
          owned[_RESTAURANT] * actions, owned[_COFFEE_SHOP] * actions, workplaces * later,
          public_builders * actions, public_draws * actions, public[_RESTAURANT] * actions,
          shop, shop * (later > 0), (limit > cat.HAND_LIMIT) * later, max(0, size - limit),
          float(s.phase == "over")]
    f += owned
    f += [owned[i] * actions for i in _WORKPLACE_KINDS]
    f += [public[i] * actions for i in _WORKPLACE_KINDS]
    f += [big, big * later, workers * (rnd <= 3), workers * (rnd <= 6),
          max(0, due - money) * later, household * (later == 0)]
    return f


def load(path: Path) -> list[list[float]]:
    """Weights by round (index 0 unused), from a file written by `save`."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return [[]] + [data["rounds"][str(r)] for r in range(1, cat.ROUNDS + 1)]


def save(weights: list[list[float]], path: Path) -> None:
    rounds = {str(r): weights[r] for r in range(1, cat.ROUNDS + 1)}
    path.write_text(json.dumps({"about": _ABOUT, "rounds": rounds}) + "\n", encoding="utf-8")


_ABOUT = ("Per-round weights of the features in rules/national_economy/ai/solo_value.py, "
          "fitted by tools/ne_value_fit.py.")
WEIGHTS = load(WEIGHTS_FILE)


def value(s: NEState) -> float:
    """The expected final score of seat 0; the score itself once the game is over."""
    if s.phase == "over":
        return float(scoring.scores(s)[0].total)
    return sum(map(mul, features(s), WEIGHTS[s.round]))


_DISCARDS = ("pay", "discard", "limit")  # pending decisions answered by discarding a card


def settle(s: NEState) -> None:
    """Decide the pending decisions (discards, builds, sales) by the solo playout policy
    until the next placement or the end; a build keeps to the debt check, as the bot does."""
    while s.pending:
        kind, _, _, number, _ = s.pending[-1]
        if kind in _DISCARDS:
            for item in solo_policy.discards(s, number):
                MOVES.apply(s, 0, DISCARD(item))
            continue
        choices = MOVES.legal_actions(s, 0)
        if kind == "build":
            choices = debt.safe_actions(s, 0, choices)
        if len(choices) == 1:
            action = choices[0]
        else:
            action = max(solo_policy.ranked(s, choices), key=lambda t: t[0])[1]
        MOVES.apply(s, 0, action)


def estimate(s: NEState) -> float:
    """The value of `s` once its pending decisions are settled (on a copy)."""
    if s.pending:
        s = s.clone()
        settle(s)
    return value(s)


def position_key(s: NEState) -> tuple:
    """What a solo position's future depends on, with the order in which cards reached the
    hand, the tableau and the discard pile left out: the same placements made in another
    order give the same key. (The discard pile's order only matters to a reshuffle, which
    is a fresh shuffle either way.)"""
    return (s.round, s.phase, s.turn, s.cursor, s.household, s.supply, s.rng, s.money[0],
            s.goods[0], s.workers[0], s.trainees[0], s.placed[0], s.debt[0], tuple(s.public),
            tuple(sorted(s.used)), tuple(sorted(s.blocked)), tuple(s.deck),
            tuple(sorted(s.discard)), tuple(sorted(s.hands[0])), tuple(sorted(s.tableau[0])),
            tuple(s.pending))


def best_placement(s: NEState, placements: list[Action]) -> Action:
    """The placement whose settled position is worth most, judged on `s` as it is (a
    search passes a sampled deck order)."""
    best, choice = -1e9, placements[0]
    for action in placements:
        after = s.clone()
        MOVES.apply(after, 0, action)
        settle(after)
        worth = value(after)
        if worth > best:
            best, choice = worth, action
    return choice
