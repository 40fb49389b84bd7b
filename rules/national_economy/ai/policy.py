"""Bot knowledge for National Economy: a projected final score and a cheap playout policy
for search rollouts, which keeps to the debt check (`debt.py`).

None of this changes the rules; it only reads states and ranks legal actions.
"""

from __future__ import annotations

import random

from rules.core.actions import Action
from rules.national_economy import catalogue as cat
from rules.national_economy import engine
from rules.national_economy.ai import debt, solo_policy, solo_value, weights
from rules.national_economy.ai.debt import wages_due
from rules.national_economy.catalogue import GOOD, PLACES
from rules.national_economy.moves import BUILD, DISCARD, KEEP, PLACE, SELL
from rules.national_economy.scoring import breakdown
from rules.national_economy.state import BUILD_MODES, NEState

_DATA = weights.load("policy")
# Rough worth (in points) of one more use of a workplace in a later round, per kind of
# building: what its owner can expect from placing a worker there.
_USE: dict[str, float] = _DATA["use"]
_KEY = [k.key for k in cat.KINDS]
_CARD_KEY = [_KEY[cat.CARD_KIND[c]] for c in range(cat.NUM_CARDS)]
_VALUE = [cat.kind(c).value for c in range(cat.NUM_CARDS)]
_COST = [cat.kind(c).cost for c in range(cat.NUM_CARDS)]
# Tunable weights of the playout policy (tuned with tools/ne_policy.py).
W: dict[str, float] = _DATA["weights"]


def rounds_left(s: NEState) -> int:
    """Whole rounds still to play after the current one."""
    return cat.ROUNDS - s.round


def card_worth(s: NEState) -> float:
    """What one building card in hand is worth now: early it becomes a building, late it is
    shop fodder ($6 a card at best)."""
    return W["cw_late"] if s.round >= 8 else W["cw"]


def good_worth(s: NEState) -> float:
    return card_worth(s) * W["gw"]


def remaining_wages(s: NEState, include_current: bool) -> int:
    first = s.round - 1 if include_current else s.round
    return sum(cat.WAGES[first:])


def _facility_bonus(s: NEState, seat: int, key: str, left: int) -> float:
    """The expected end-game bonus of a bonus facility, counting a little growth."""
    tab = s.tableau[seat]
    if key == "real_estate_agent":
        return 3.0 * (len(tab) + 1 + 0.6 * left)
    if key == "agricultural_coop":
        return 3.0 * (s.goods[seat] + 0.5 * left)
    if key == "labour_union":
        return 6.0 * s.workers[seat]
    if key == "railway":
        return 8.0 * sum(cat.kind(c).icon == "ind" for c in tab)
    if key == "head_office":
        return 6.0 * (1 + sum(cat.kind(c).icon == "fac" for c in tab))
    if key == "law_office":
        return 3.0 * min(5, s.debt[seat])
    if key == "warehouse":
        return 2.0 if left > 2 else 0.0
    if key == "company_housing":
        return 2.0 if left > 3 and s.workers[seat] >= 4 else 0.0
    return 0.0


def build_worth(s: NEState, seat: int, card: int) -> float:
    """Points a built `card` is expected to add: its value, its uses, its bonus."""
    key = _CARD_KEY[card]
    left = rounds_left(s)
    worth = float(_VALUE[card])
    use = _USE.get(key)
    if use is not None:
        worth += use * min(left, W["use_rounds"]) * W["use"]
    else:
        worth += _facility_bonus(s, seat, key, left)
    if key == "slash_and_burn":
        worth += 5 * good_worth(s)
    return worth


def keep_worth(s: NEState, seat: int, card: int) -> float:
    """How much a hand card is worth keeping (for discards, keeps and build choices)."""
    cost = _COST[card]
    left = rounds_left(s)
    if left <= 0 and s.phase != "work":
        return 0.0
    return build_worth(s, seat, card) - W["keep_cost"] * cost - (2.0 * cost if left <= 1 else 0.0)


# ----- projected score --------------------------------------------------------------------


def projected(s: NEState, seat: int) -> float:
    """A rough projection of the final score: what is banked, plus hand cards and goods, minus
    wages still to pay (and three times any part of them that looks unpayable)."""
    total = float(sum(breakdown(s, seat).values()))
    if s.phase == "over":
        return total
    left = rounds_left(s)
    include = s.phase == "work" or any(p.seat == seat for p in s.pending)
    if s.phase == "end" and s.cursor > (seat - s.start) % s.n:
        include = False  # this seat has already paid this round
    wages = s.workers[seat] * remaining_wages(s, include)
    cards = len(s.hands[seat])
    total += cards * card_worth(s) + s.goods[seat] * good_worth(s)
    for c in s.tableau[seat]:
        use = _USE.get(_CARD_KEY[c])
        if use is not None:
            total += use * min(left, 4) * 0.3
    # Workers: each still to act this round or in later rounds earns about 4 points an action.
    total += 4.0 * (s.available(seat) + s.workers[seat] * left)
    # Wages: money paid back into the household; what the seat cannot cover costs 3 a dollar.
    due_now = s.workers[seat] * cat.WAGES[s.round - 1] if include else 0
    cover = s.money[seat] + 0.5 * sum(engine.sale_value(s, c) for c in engine.sellable(s, seat))
    short = max(0.0, due_now - cover)
    total -= 0.6 * wages + 3.0 * short
    return total


# ----- playout policy ---------------------------------------------------------------------


def _items(s: NEState, seat: int, exclude: int = -1) -> list[float]:
    """The worth of each thing in hand that could be discarded, cheapest first."""
    gw = good_worth(s)
    cw = card_worth(s)
    kw = W["kw"]
    out = [gw] * s.goods[seat]
    out += [cw + kw * max(0.0, keep_worth(s, seat, c)) for c in s.hands[seat] if c != exclude]
    out.sort()
    return out


def _cheapest(items: list[float], n: int) -> float:
    return sum(items[:n]) if n <= len(items) else 1e9


def _place_worth(s: NEState, seat: int, place: int, short: int) -> float:
    info = PLACES[place]
    e = info.effect
    cw = card_worth(s)
    gw = good_worth(s)
    left = rounds_left(s)
    kind = e.kind
    worth = 0.0
    if s.n == 1 and place in s.public and place != cat.MINE:
        # Solo: the newest free public workplaces are the next to be blocked; use them first.
        free = [p for p in s.public if p != cat.MINE and p not in s.used and p not in s.blocked]
        if free and place == free[-1]:
            worth += W["newest"]
    if kind == "sell":
        gain = e.money
        worth += W["money"] * gain - _cheapest(_items(s, seat), e.discard)
        if short > 0:
            worth += W["short"] * min(gain, short)
        return worth
    if kind == "build":
        mode = BUILD_MODES.index(e.mode)
        choices = engine.build_choices(s, seat, mode, ())
        if not choices:
            return -5.0
        best = -1e9
        for c in choices:
            items = _items(s, seat, c)
            v = (build_worth(s, seat, c) - cw - W["kw"] * max(0.0, keep_worth(s, seat, c))
                 - _cheapest(items, engine.build_cost(mode, c)))
            best = max(best, v)
        if e.mode == "then_draw":
            best += e.draw * cw
        return worth + best
    if kind == "draw":
        n = e.empty_hand if e.empty_hand and s.hand_size(seat) == 0 else e.n
        return worth + n * cw
    if kind == "quarry":
        return worth + cw + 0.5
    if kind == "trade":
        return worth + e.draw * cw - _cheapest(_items(s, seat), e.discard)
    if kind == "reveal":
        return worth + W["reveal"] * cw
    if kind == "goods":
        return worth + e.n * gw
    if kind == "fill_goods":
        return worth + (e.n - s.hand_size(seat)) * gw
    if kind == "hire":
        if e.mode == "to":
            new = max(0, e.n - s.workers[seat])
        else:
            new = 1
        active_now = 1 if e.mode == "active" else 0
        wages = remaining_wages(s, True)
        worth += new * (W["action"] * (left + active_now) - W["wage"] * wages)
        short_after = wages_due(s, seat) + new * cat.WAGES[s.round - 1] - s.money[seat]
        if short_after > 0:
            worth -= W["hire_short"] * short_after
        return worth
    return -10.0


def _discard_choice(s: NEState, seat: int, legal: list[Action]) -> Action:
    best, best_key = legal[0], None
    for a in legal:
        c = a.args[0]
        key = good_worth(s) if c == GOOD else keep_worth(s, seat, c)
        if best_key is None or key < best_key:
            best, best_key = a, key
    return best


def ranked(s: NEState, seat: int, legal: list[Action]) -> list[tuple[float, Action]]:
    """Each legal action with the policy's score (larger is better)."""
    kind = legal[0].kind
    if kind == PLACE.kind:
        short = max(0, wages_due(s, seat) - s.money[seat])
        return [(_place_worth(s, seat, a.args[0], short), a) for a in legal]
    if kind == BUILD.kind:
        mode = s.pending[-1].number
        return [(build_worth(s, seat, a.args[0]) - card_worth(s) * engine.build_cost(mode,
                                                                                 a.args[0]), a)
                for a in legal]
    if kind == DISCARD.kind:
        return [(-(good_worth(s) if a.args[0] == GOOD else keep_worth(s, seat, a.args[0])), a)
                for a in legal]
    if kind == KEEP.kind:
        return [(keep_worth(s, seat, a.args[0]), a) for a in legal]
    if kind == SELL.kind:
        return [(-_VALUE[a.args[0]] - _USE.get(_CARD_KEY[a.args[0]], 0.0), a) for a in legal]
    return [(0.0, a) for a in legal]


def rollout_action(s: NEState, seat: int, legal: list[Action], rng: random.Random,
                   epsilon: float = 0.1) -> Action:
    """A playout move: mostly the best-ranked safe action, sometimes another safe one. Alone
    at the table the solo ranking (`solo_policy`) decides."""
    if len(legal) == 1:
        return legal[0]
    kind = legal[0].kind
    if kind == PLACE.kind:
        legal = debt.safe_actions(s, seat, legal)
        if len(legal) == 1:
            return legal[0]
    if s.n == 1:
        if kind == PLACE.kind:
            return solo_value.best_placement(s, legal)
        return solo_policy.rollout_action(s, legal, rng, epsilon)
    if kind == DISCARD.kind:
        if rng.random() < epsilon:
            return legal[int(rng.random() * len(legal))]
        return _discard_choice(s, seat, legal)
    scored = ranked(s, seat, legal)
    if rng.random() < epsilon:
        return scored[int(rng.random() * len(scored))][1]
    best = max(scored, key=lambda t: t[0])
    return best[1]
