"""The solo playout policy for National Economy: an engine builder that keeps its wages paid.

Alone at the table the household holds only the wages you paid, public workplaces are
blocked newest first, and selling pays half, so the multi-player ranking (`policy.py`)
misjudges money and growth. This one values everything in end-game points:

- a building card in hand is worth what it adds once built; goods are discard fodder;
- money is worth much while this round's wages are not covered, a little while later wages
  are not, and a point a dollar beyond that;
- a building is its printed value plus its future uses and end-game bonus;
- a worker is its future actions minus its wages.

It only reads states and ranks legal actions; it never changes the rules. In playouts the
placements are now chosen by the fitted value (`solo_value.py`); this ranking decides the
rest (discards, builds, sales) and settles positions before they are valued.
"""

from __future__ import annotations

import random

from rules.core.actions import Action
from rules.national_economy import catalogue as cat
from rules.national_economy import engine
from rules.national_economy.ai import uses, weights
from rules.national_economy.catalogue import GOOD, PLACES
from rules.national_economy.moves import BUILD, DISCARD, KEEP, PLACE, SELL
from rules.national_economy.state import BUILD_MODES, NEState

_KINDS = [cat.kind(c) for c in range(cat.NUM_CARDS)]

# Tunable weights, in points (tuned with tools/ne_tune.py on solo games of the policy alone).
W: dict[str, float] = weights.load("solo_policy")["weights"]

# What one use of each workplace building brings: cards, goods and money from the card data;
# builds weighted by hand (a pair builds two, a build-then-draw a little more than one).
_USE_CARDS, _USE_GOODS, _USE_MONEY = uses.CARDS_PER_USE, uses.GOODS_PER_USE, uses.MONEY_PER_USE
_USE_BUILD = {"construction_company": 1.0, "general_contractor": 1.5, "settlers": 1.0,
              "nikoshi_construction": 2.0}


def _left(s: NEState) -> int:
    return cat.ROUNDS - s.round


def card_value(s: NEState) -> float:
    """A building card in hand: material for a building early, shop fodder at the end."""
    if s.round >= 9:
        return W["card_late"]
    if s.round == 8:
        return (W["card"] + W["card_late"]) / 2
    return W["card"]


def good_value(s: NEState) -> float:
    return card_value(s) * W["good"]


def _bonus(s: NEState, key: str, left: int) -> float:
    tab = s.tableau[0]
    if key == "real_estate_agent":
        return 3.0 * (len(tab) + 1 + 0.5 * left)
    if key == "agricultural_coop":
        return 3.0 * (s.goods[0] + 0.3 * left)
    if key == "labour_union":
        return 6.0 * (s.workers[0] + (0.5 if left > 2 else 0.0))
    if key == "railway":
        return 8.0 * (sum(_KINDS[c].icon == "ind" for c in tab) + 0.2 * left)
    if key == "head_office":
        return 6.0 * (1 + sum(_KINDS[c].icon == "fac" for c in tab) + 0.2 * left)
    if key == "warehouse":
        return 3.0 if left > 2 else 0.0
    if key == "company_housing":
        return 4.0 if left > 3 and s.workers[0] >= 4 else 0.0
    return 0.0


def use_value(s: NEState, key: str) -> float:
    """Points one use of an own workplace building brings."""
    cv = card_value(s)
    if key in _USE_CARDS:
        return _USE_CARDS[key] * cv
    if key in _USE_GOODS:
        return _USE_GOODS[key] * good_value(s)
    if key in _USE_BUILD:
        return _USE_BUILD[key] * 2.0 * cv
    if key in _USE_MONEY:
        return _USE_MONEY[key] * W["future"] * 0.6
    return 0.0


def build_value(s: NEState, card: int) -> float:
    """Points a built `card` is expected to add: printed value, future uses, bonus."""
    k = _KINDS[card]
    left = _left(s)
    worth = float(k.value) + _bonus(s, k.key, left)
    if not k.facility:
        worth += use_value(s, k.key) * left * W["use"]
    if k.key == "slash_and_burn":
        worth += 5 * good_value(s) * (1.0 if left else 0.0)
    return worth


def keep_value(s: NEState, card: int) -> float:
    """A hand card's worth when choosing what to discard: a card whose building pays off
    is worth more than plain fodder."""
    cv = card_value(s)
    if s.round >= 9:
        return cv
    cost = _KINDS[card].cost
    gain = build_value(s, card) - cv * (cost + 1)
    return cv + W["keep"] * max(0.0, gain)


def _room(s: NEState, change: int) -> float:
    """How many more cards the hand can usefully take: up to the hand limit, with some slack
    for what this round's remaining workers will spend."""
    room = engine.hand_limit(s, 0) - s.hand_size(0) - change
    return max(0.0, room + W["slack"] * min(1, s.available(0) - 1))


def _gain_cards(s: NEState, n: int, change: int) -> float:
    useful = min(float(n), max(0.0, _room(s, change)))
    return useful * (card_value(s) + (W["prem"] if s.round < 8 else 0.0))


def _gain_goods(s: NEState, n: int) -> float:
    return min(float(n), _room(s, 0)) * good_value(s)


def _items(s: NEState, exclude: tuple[int, ...] = ()) -> list[float]:
    """The worth of each thing in hand that could be discarded, cheapest first."""
    gv = good_value(s)
    out = [gv] * s.goods[0]
    out += [keep_value(s, c) for c in s.hands[0] if c not in exclude]
    out.sort()
    return out


def _cheapest(items: list[float], n: int) -> float:
    return sum(items[:n]) if n <= len(items) else 1e9


def money_value(s: NEState, gain: float) -> float:
    """Points of `gain` dollars now: dear while this round's wages are short, less while
    later wages are, a point a dollar beyond."""
    w = s.workers[0]
    due = w * engine.wage(s)
    later = w * sum(cat.WAGES[s.round:])
    have = s.money[0]
    short_now = max(0.0, due - have)
    short_later = max(0.0, due + later - have) - short_now
    a = min(gain, short_now)
    b = min(gain - a, short_later)
    return W["need"] * a + W["future"] * b + W["spare"] * (gain - a - b)


def best_build(s: NEState, mode: int) -> float:
    """Points the best build in `mode` adds, after what it costs in hand cards."""
    choices = engine.build_choices(s, 0, mode, ())
    if not choices:
        return -5.0
    best = -1e9
    for c in set(choices):
        cost = engine.build_cost(mode, c)
        if BUILD_MODES[mode] == "pair":  # two buildings of one cost for a single payment
            twins = [d for d in s.hands[0] if d != c and _KINDS[d].cost == _KINDS[c].cost]
            if not twins:
                continue
            twin = max(twins, key=lambda d: build_value(s, d) - keep_value(s, d))
            v = (build_value(s, c) + build_value(s, twin) - keep_value(s, c)
                 - keep_value(s, twin) - _cheapest(_items(s, (c, twin)), cost))
        else:
            v = build_value(s, c) - keep_value(s, c) - _cheapest(_items(s, (c,)), cost)
        best = max(best, v)
    return best


def place_value(s: NEState, place: int) -> float:
    info = PLACES[place]
    e = info.effect
    kind = e.kind
    worth = 0.0
    if place in s.public and place != cat.MINE:
        free = [p for p in s.public if p != cat.MINE and p not in s.used and p not in s.blocked]
        if free and place == free[-1]:
            worth += W["newest"]  # it would be the next one blocked
    if kind == "sell":
        return worth + money_value(s, e.money) - _cheapest(_items(s), e.discard)
    if kind == "build":
        v = best_build(s, BUILD_MODES.index(e.mode))
        if e.mode == "then_draw":
            v += e.draw * card_value(s)
        return worth + v
    if kind == "draw":
        n = e.empty_hand if e.empty_hand and s.hand_size(0) == 0 else e.n
        return worth + _gain_cards(s, n, 0)
    if kind == "trade":
        return worth + _gain_cards(s, e.draw, -e.discard) - _cheapest(_items(s), e.discard)
    if kind == "reveal":
        return worth + _gain_cards(s, 1, 0) + W["prem"]
    if kind == "goods":
        return worth + _gain_goods(s, e.n)
    if kind == "fill_goods":
        return worth + _gain_goods(s, e.n - s.hand_size(0))
    if kind == "hire":
        new = max(0, e.n - s.workers[0]) if e.mode == "to" else 1
        acts = _left(s) + (1 if e.mode == "active" else 0)
        wages = sum(cat.WAGES[s.round - 1:])
        extra = new * engine.wage(s)
        short_now = max(0, s.workers[0] * engine.wage(s) + extra - s.money[0])
        short_before = max(0, s.workers[0] * engine.wage(s) - s.money[0])
        cost = W["need"] * (short_now - short_before)
        early = W["early_hire"] if s.round <= 3 else 0.0  # more actions for the whole game
        return worth + new * (W["action"] * acts - W["wage"] * wages + early) - cost
    return -10.0


def ranked(s: NEState, legal: list[Action]) -> list[tuple[float, Action]]:
    kind = legal[0].kind
    if kind == PLACE.kind:
        return [(place_value(s, a.args[0]), a) for a in legal]
    if kind == BUILD.kind:
        mode = s.pending[-1].number
        return [(build_value(s, a.args[0]) - card_value(s) * engine.build_cost(mode, a.args[0]),
                 a) for a in legal]
    if kind == DISCARD.kind:
        return [(-(good_value(s) if a.args[0] == GOOD else keep_value(s, a.args[0])), a)
                for a in legal]
    if kind == KEEP.kind:
        return [(keep_value(s, a.args[0]), a) for a in legal]
    if kind == SELL.kind:
        return [(-build_value(s, a.args[0]), a) for a in legal]
    return [(0.0, a) for a in legal]


def discards(s: NEState, n: int) -> list[int]:
    """The next cards (or `GOOD`s) the ranking discards one after another, up to `n`: what
    `ranked` puts on top of the discard choices each time, without building them (settling
    positions for a search discards often). A card's worth does not change as others go,
    except an agricultural co-op's as goods go; with both in hand, only the first."""
    worth: dict[int, float] = {}
    items = []
    for card in sorted(s.hands[0]):
        kind = cat.CARD_KIND[card]
        if kind not in worth:
            worth[kind] = keep_value(s, card)
        items.append((worth[kind], card))
    if s.goods[0]:
        items += [(good_value(s), GOOD)] * s.goods[0]
        if any(_KINDS[c].key == "agricultural_coop" for c in s.hands[0]):
            n = 1
    items.sort(key=lambda item: item[0])  # stable: on a tie the ranking's first choice
    return [item for _, item in items[:n]]


def rollout_action(s: NEState, legal: list[Action], rng: random.Random,
                   epsilon: float = 0.1) -> Action:
    if len(legal) == 1:
        return legal[0]
    scored = ranked(s, legal)
    if rng.random() < epsilon:
        return scored[int(rng.random() * len(scored))][1]
    return max(scored, key=lambda t: t[0])[1]
