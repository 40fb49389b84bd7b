"""Bot knowledge for National Economy: a projected final score, a cheap playout policy for
search rollouts and a filter that drops actions leading into a debt that could be avoided.

None of this changes the rules; it only reads states and ranks legal actions.
"""

from __future__ import annotations

import random

from rules.core.actions import Action
from rules.national_economy import catalogue as cat
from rules.national_economy import engine, solo_policy, solo_value
from rules.national_economy.catalogue import GOOD, PLACES
from rules.national_economy.state import BUILD_MODES, NEState

# Rough worth (in points) of one more use of a workplace in a later round, per kind of
# building: what its owner can expect from placing a worker there.
_USE = {
    "farm": 2.5, "slash_and_burn": 0.0, "design_office": 2.5, "coffee_shop": 4.0,
    "factory": 4.0, "construction_company": 4.0, "orchard": 3.0, "plantation": 4.0,
    "settlers": 2.0, "restaurant": 8.0, "general_contractor": 6.0, "steel_works": 6.0,
    "chemical_plant": 5.0, "automobile_factory": 7.0, "nikoshi_construction": 5.0,
}
_KEY = [k.key for k in cat.KINDS]
_CARD_KEY = [_KEY[cat.CARD_KIND[c]] for c in range(cat.NUM_CARDS)]
_VALUE = [cat.kind(c).value for c in range(cat.NUM_CARDS)]
_COST = [cat.kind(c).cost for c in range(cat.NUM_CARDS)]
# Tunable weights of the playout policy (tuned with bench/ne_policy.py).
W = {
    "cw": 3.8, "cw_late": 1.328, "gw": 0.733, "use": 2.546, "use_rounds": 1.508,
    "keep_cost": 1.902, "action": 5.67, "wage": 1.16, "short": 0.302, "reveal": 0.246,
    "money": 1.319, "hire_short": 2.684, "kw": 0.051, "newest": 0.796,
}


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
    from rules.national_economy.scoring import breakdown

    total = float(sum(breakdown(s, seat).values()))
    if s.phase == "over":
        return total
    left = rounds_left(s)
    include = s.phase == "work" or any(p[1] == seat for p in s.pending)
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


# ----- avoidable debt ---------------------------------------------------------------------


def _due(s: NEState, seat: int) -> int:
    return s.workers[seat] * cat.WAGES[s.round - 1]


def _sales(s: NEState, seat: int) -> int:
    return sum(engine.sale_value(s, c) for c in engine.sellable(s, seat))


def _liquid(s: NEState, seat: int) -> int:
    return s.money[seat] + _sales(s, seat)


def _margin(s: NEState, seat: int, place: int, liquid: int, due: int) -> tuple[int, int]:
    """The shortfall (0 or less) of money plus sale values against this round's wages after
    placing on `place`, then, for a hire, against next round's: only a shortfall, which would
    become unpaid-wage cards, matters here. This round's comes first: it is certain."""
    e = PLACES[place].effect
    after = liquid - due
    new = 0
    if e.kind == "sell":
        after += e.money
    elif e.kind == "hire":
        new = max(0, e.n - s.workers[seat]) if e.mode == "to" else 1
        after -= new * cat.WAGES[s.round - 1]
    elif e.kind == "build" and after < 0:
        mode = BUILD_MODES.index(e.mode)
        after += max((engine.sale_value(s, c) for c in engine.build_choices(s, seat, mode, ())
                      if cat.kind(c).sellable), default=0)
    if new == 0 or s.round == cat.ROUNDS:
        return min(0, after), 0
    # A hire also raises next round's wages: can what is left, plus one worker's best take
    # from the household then, still pay them?
    paid = due + new * cat.WAGES[s.round - 1]
    next_due = (s.workers[seat] + new) * cat.WAGES[s.round]
    funds = max(0, after) + _best_income(s, seat, s.household + paid)
    return min(0, after), min(0, funds - next_due)


def _solo_margin(s: NEState, place: int, sales: int) -> tuple[int, int]:
    """Solo: the shortfall (0 or less) against this round's wages after placing on `place`,
    when the workers still to place take the best shops open to them (the blocking rule
    applied, each shop once, within what the household holds and the cards in hand) and
    every sellable building is sold (`sales`: what they fetch); then, for a hire, against
    next round's wages with the shops open then. A shortfall here is a debt no later choice
    can avoid."""
    e = PLACES[place].effect
    cash = s.money[0]
    household = s.household
    cards = s.hand_size(0)
    due = _due(s, 0)
    new = 0
    if e.kind == "sell":
        cash += e.money
        household -= e.money
        cards -= e.discard
    elif e.kind == "hire":
        new = max(0, e.n - s.workers[0]) if e.mode == "to" else 1
        due += new * cat.WAGES[s.round - 1]
    if new == 0 and cash + sales >= due:
        return 0, 0  # paid without a shop, and no new wages to come
    if e.kind == "build":
        mode = BUILD_MODES.index(e.mode)
        sales += max((engine.sale_value(s, c) for c in engine.build_choices(s, 0, mode, ())
                      if cat.kind(c).sellable), default=0)
    elif e.kind == "trade":
        cards += e.draw - e.discard
    elif e.kind in ("goods", "draw"):
        cards += e.n
    workers_left = s.available(0) - 1 + (1 if e.kind == "hire" and e.mode == "active" else 0)
    blocked = set(s.blocked)
    used = {*s.used, place}
    _block_newest(s.public, used, blocked)
    shops = _open_shops(s, used, blocked)
    cash += _shop_income(s.public, shops, used, blocked, household, cards, workers_left,
                         max(0, due - cash - sales))
    now = min(0, cash + sales - due)
    if new == 0 or s.round == cat.ROUNDS:
        return now, 0
    # Next round: what is left after the wages (the buildings kept if cash alone paid),
    # plus the shops open then, for every worker, against the higher wage bill.
    left = cash - due if cash >= due else max(0, cash + sales - due)
    kept_sales = sales if cash >= due else 0
    next_public = [*s.public, cat.ROUND_CARD + s.round]
    next_shops = {p for p in set(next_public) | set(s.tableau[0])
                  if PLACES[p].effect.kind == "sell"}
    workers = s.workers[0] + new
    next_due = workers * cat.WAGES[s.round]
    income = _shop_income(next_public, next_shops, set(), set(), household + due,
                          cards, workers, next_due)
    return now, min(0, left + kept_sales + income - next_due)


def _open_shops(s: NEState, used: set[int], blocked: set[int]) -> set[int]:
    """Solo: the public and own shops still free to place on this round."""
    return {p for p in set(s.public) | set(s.tableau[0])
            if PLACES[p].effect.kind == "sell" and p not in used and p not in blocked}


def _block_newest(public: list[int], used: set[int], blocked: set[int]) -> None:
    """The solo blocking rule on sets: the newest free public workplace but the mine."""
    for p in reversed(public):
        if p != cat.MINE and p not in used and p not in blocked:
            blocked.add(p)
            return


def _shop_income(public: list[int], shops: set[int], used: set[int], blocked: set[int],
                 household: int, cards: int, workers: int, want: int) -> int:
    """The most (up to `want`) that `workers` placements can take from `shops`, trying every
    order (a handful of shops at most), each placement blocking the newest free public one."""
    if want <= 0 or workers <= 0:
        return 0
    best = 0
    for p in shops:
        if p in used or p in blocked:
            continue
        e = PLACES[p].effect
        if e.money > household or e.discard > cards:
            continue
        now_used = used | {p}
        now_blocked = set(blocked)
        _block_newest(public, now_used, now_blocked)
        got = e.money + _shop_income(public, shops, now_used, now_blocked,
                                     household - e.money, cards - e.discard, workers - 1,
                                     want - e.money)
        best = max(best, got)
        if best >= want:
            break
    return min(best, want)


def _best_income(s: NEState, seat: int, household: int) -> int:
    """The most one worker can take from a household of `household` dollars next round:
    the best shop open then (public, the next round card, or the seat's own)."""
    places = set(s.public) | {cat.ROUND_CARD + s.round}
    places.update(c for c in s.tableau[seat] if not cat.kind(c).facility)
    best = 0
    for p in places:
        e = PLACES[p].effect
        if e.kind == "sell" and best < e.money <= household:
            best = e.money
    return best


def safe_actions(s: NEState, seat: int, legal: list[Action]) -> list[Action]:
    """`legal` without the placements that walk into an unpaid-wage card that another
    placement avoids (or makes smaller): hiring a worker whose wage cannot be met this round,
    or next round with one shop's takings, or placing elsewhere when money and every sellable
    building fall short of the wages and a shop (or a building to sell) would cover them.
    Likewise without the buildings to build that would leave the wages short when another
    (one that can be sold) covers them. Never empty."""
    if len(legal) >= 2 and s.pending and s.pending[-1][0] == "build" and s.phase == "work":
        return _safe_builds(s, seat, legal)
    if s.pending or s.phase != "work" or len(legal) < 2:
        return legal
    if any(a.kind != "place" for a in legal):
        return legal
    if s.n == 1:
        sales = _sales(s, 0)
        margins = [_solo_margin(s, a.args[0], sales) for a in legal]
    else:
        due = _due(s, seat)
        liquid = _liquid(s, seat)
        margins = [_margin(s, seat, a.args[0], liquid, due) for a in legal]
    best = max(margins)
    return [a for a, m in zip(legal, margins, strict=True) if m == best]


def _safe_builds(s: NEState, seat: int, legal: list[Action]) -> list[Action]:
    """The builds of `legal` with the smallest shortfall against this round's wages: the
    wages count on selling what is built only when it can be sold. (A pair's first pick is
    left alone: its twin decides.)"""
    mode = s.pending[-1][2]
    if BUILD_MODES[mode] == "pair" or any(a.kind != "build" for a in legal):
        return legal
    margins = [_build_margin(s, seat, mode, a.args[0]) for a in legal]
    best = max(margins)
    return [a for a, m in zip(legal, margins, strict=True) if m == best]


def _build_margin(s: NEState, seat: int, mode: int, card: int) -> int:
    """The shortfall (0 or less) against this round's wages after building `card`: money,
    every sellable building (the new one too, if it can be sold) and, solo, the shops the
    workers still to place can take with the cards left after paying the cost."""
    cash, due = s.money[seat], _due(s, seat)
    sales = _sales(s, seat) + (engine.sale_value(s, card) if cat.kind(card).sellable else 0)
    if cash + sales >= due or s.n > 1:
        return min(0, cash + sales - due)
    cards = s.hand_size(0) - 1 - engine.build_cost(mode, card)
    used, blocked = set(s.used), set(s.blocked)
    shops = _open_shops(s, used, blocked)
    cash += _shop_income(s.public, shops, used, blocked, s.household, cards, s.available(0),
                         due - cash - sales)
    return min(0, cash + sales - due)


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
        short_after = _due(s, seat) + new * cat.WAGES[s.round - 1] - s.money[seat]
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
    if kind == "place":
        short = max(0, _due(s, seat) - s.money[seat])
        return [(_place_worth(s, seat, a.args[0], short), a) for a in legal]
    if kind == "build":
        top = s.pending[-1]
        mode = top[2]
        return [(build_worth(s, seat, a.args[0]) - card_worth(s) * engine.build_cost(mode,
                                                                                 a.args[0]), a)
                for a in legal]
    if kind == "discard":
        return [(-(good_worth(s) if a.args[0] == GOOD else keep_worth(s, seat, a.args[0])), a)
                for a in legal]
    if kind == "keep":
        return [(keep_worth(s, seat, a.args[0]), a) for a in legal]
    if kind == "sell":
        return [(-_VALUE[a.args[0]] - _USE.get(_CARD_KEY[a.args[0]], 0.0), a) for a in legal]
    return [(0.0, a) for a in legal]


def rollout_action(s: NEState, seat: int, legal: list[Action], rng: random.Random,
                   epsilon: float = 0.1) -> Action:
    """A playout move: mostly the best-ranked safe action, sometimes another safe one. Alone
    at the table the solo ranking (`solo_policy`) decides."""
    if len(legal) == 1:
        return legal[0]
    kind = legal[0].kind
    if kind == "place":
        legal = safe_actions(s, seat, legal)
        if len(legal) == 1:
            return legal[0]
    if s.n == 1:
        if kind == "place":
            return solo_value.best_placement(s, legal)
        return solo_policy.rollout_action(s, legal, rng, epsilon)
    if kind == "discard":
        if rng.random() < epsilon:
            return legal[int(rng.random() * len(legal))]
        return _discard_choice(s, seat, legal)
    scored = ranked(s, seat, legal)
    if rng.random() < epsilon:
        return scored[int(rng.random() * len(scored))][1]
    best = max(scored, key=lambda t: t[0])
    return best[1]
