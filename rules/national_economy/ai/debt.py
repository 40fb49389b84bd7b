"""The bots' debt check for National Economy: which placements and builds walk into an
unpaid-wage card that another choice avoids (or makes smaller).

Used by every bot through `bot_actions`, by the playout policy and, solo, by the lookahead's
own lines (`solo_value.settle`), so a search never counts on a line the bot would refuse.
"""

from __future__ import annotations

from rules.core.actions import Action
from rules.national_economy import catalogue as cat
from rules.national_economy import engine
from rules.national_economy.catalogue import PLACES
from rules.national_economy.moves import BUILD, PLACE
from rules.national_economy.state import BUILD_MODES, NEState


def wages_due(s: NEState, seat: int) -> int:
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


def _solo_margin(s: NEState, place: int, sales: int, income: RoundIncome) -> tuple[int, int]:
    """Solo: the shortfall (0 or less) against this round's wages after placing on `place`,
    when the workers still to place raise what they can (`income`: shops, and buildings
    built to be sold) and every sellable building is sold (`sales`: what they fetch); then,
    for a hire, against next round's wages with the workplaces open then. A shortfall here
    is a debt no later choice can avoid."""
    e = PLACES[place].effect
    cash = s.money[0]
    household = s.household
    cards = s.hand_size(0)
    due = wages_due(s, 0)
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
    hand = _sellable_hand(s)
    if e.kind == "build":
        mode = BUILD_MODES.index(e.mode)
        built = max(engine.build_choices(s, 0, mode, ()), default=None,
                    key=lambda c: engine.sale_value(s, c) if cat.kind(c).sellable else -1)
        if built is not None and cat.kind(built).sellable:
            sales += engine.sale_value(s, built)
            cards -= 1 + engine.build_cost(mode, built)
            hand = tuple(c for c in hand if c != built)[:max(0, cards)]
    elif e.kind == "trade":
        cards += e.draw - e.discard
    elif e.kind in ("goods", "draw"):
        cards += e.n
    workers_left = s.available(0) - 1 + (1 if e.kind == "hire" and e.mode == "active" else 0)
    blocked = set(s.blocked)
    used = {*s.used, place}
    _block_newest(s.public, used, blocked)
    cash += income.best(frozenset(used), frozenset(blocked), household, cards,
                        hand[:max(0, cards)], workers_left, due - cash - sales)
    now = min(0, cash + sales - due)
    if new == 0 or s.round == cat.ROUNDS:
        return now, 0
    # Next round: what is left after the wages (the buildings kept if cash alone paid),
    # plus what every worker can raise then, against the higher wage bill.
    left = cash - due if cash >= due else max(0, cash + sales - due)
    kept_sales = sales if cash >= due else 0
    workers = s.workers[0] + new
    next_due = workers * cat.WAGES[s.round]
    next_round = RoundIncome(s, [*s.public, cat.ROUND_CARD + s.round])
    takings = next_round.best(frozenset(), frozenset(), household + due, cards,
                              hand[:max(0, cards)], workers, next_due - left - kept_sales)
    return now, min(0, left + kept_sales + takings - next_due)


def _block_newest(public: list[int], used: set[int], blocked: set[int]) -> None:
    """The solo blocking rule on sets: the newest free public workplace but the mine."""
    for p in reversed(public):
        if p != cat.MINE and p not in used and p not in blocked:
            blocked.add(p)
            return


class RoundIncome:
    """Solo: the most the workers still to place this round can raise before the wages: the
    shops' takings, and the sale at the round end (half the value) of a building they build
    from the hand; the mine and the goods and draw workplaces feed the shops and the builds
    with cards. Each placement blocks the newest free public workplace; every order is
    tried, each position once, until what is wanted is found."""

    def __init__(self, s: NEState, public: list[int] | None = None) -> None:
        self.s = s
        self.public = s.public if public is None else public
        own = [c for c in s.tableau[0] if not cat.kind(c).facility]
        places = [p for p in dict.fromkeys([*self.public, *own])
                  if PLACES[p].effect.kind in _RAISING]
        # Money first (the search stops once the wages are found), cards last.
        places.sort(key=lambda p: -PLACES[p].effect.money if PLACES[p].effect.kind == "sell"
                    else 0 if PLACES[p].effect.kind == "build" else 1)
        self.places = places
        self.memo: dict[tuple, int] = {}

    def best(self, used: frozenset[int], blocked: frozenset[int], household: int, cards: int,
             hand: tuple[int, ...], workers: int, want: int) -> int:
        """The most (up to `want`) that `workers` placements raise; `hand` holds the sellable
        buildings in hand that could be built, best sale first (never more than `cards`)."""
        if workers <= 0 or want <= 0:
            return 0
        key = (used, blocked, household, cards, hand, workers, want)
        known = self.memo.get(key)
        if known is not None:
            return known
        best = 0
        for p in self.places:
            if p in blocked or (p in used and p != cat.MINE):
                continue
            for got, household_after, cards_after, hand_after in self._moves(p, household,
                                                                             cards, hand):
                if got == 0 and workers == 1:
                    continue  # cards with the last worker raise nothing
                now_used = used | {p}
                now_blocked = set(blocked)
                _block_newest(self.public, now_used, now_blocked)
                got += self.best(frozenset(now_used), frozenset(now_blocked), household_after,
                                 cards_after, hand_after[:cards_after], workers - 1, want - got)
                best = max(best, got)
                if best >= want:
                    break
            if best >= want:
                break
        best = min(best, want)
        self.memo[key] = best
        return best

    def _moves(self, p: int, household: int, cards: int, hand: tuple[int, ...]):
        """What one placement on `p` can do: (money raised, household, cards, hand)."""
        e = PLACES[p].effect
        if e.kind == "sell":
            if e.money <= household and e.discard <= cards:
                yield e.money, household - e.money, cards - e.discard, hand
        elif e.kind in ("goods", "draw"):
            yield 0, household, cards + e.n, hand
        elif e.kind == "trade":
            if e.discard <= cards:
                yield 0, household, cards - e.discard + e.draw, hand
        elif e.kind == "build" and e.mode != "pair":
            mode = BUILD_MODES.index(e.mode)
            tried = set()
            for c in hand:
                cost = engine.build_cost(mode, c)
                pick = (engine.sale_value(self.s, c), cost)
                if pick in tried or cost > cards - 1 or (
                        e.mode == "agr_free" and cat.kind(c).icon != "agr"):
                    continue
                tried.add(pick)
                rest = tuple(x for x in hand if x != c)
                yield pick[0], household, cards - 1 - cost + (
                    e.draw if e.mode == "then_draw" else 0), rest


_RAISING = {"sell", "goods", "draw", "trade", "build"}


def _sellable_hand(s: NEState) -> tuple[int, ...]:
    """The sellable buildings in the solo hand, best sale first."""
    cards = [c for c in s.hands[0] if cat.kind(c).sellable]
    cards.sort(key=lambda c: -engine.sale_value(s, c))
    return tuple(cards)


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
    or next round (with one shop's takings; solo, with what every worker can raise then), or
    placing elsewhere when money and every sellable building fall short of the wages and a
    shop (or a building to sell) would cover them.
    Likewise without the buildings to build that would leave the wages short when another
    (one that can be sold) covers them. Never empty."""
    if len(legal) >= 2 and s.pending and s.pending[-1].kind == "build" and s.phase == "work":
        return _safe_builds(s, seat, legal)
    if s.pending or s.phase != "work" or len(legal) < 2:
        return legal
    if any(a.kind != PLACE.kind for a in legal):
        return legal
    if s.n == 1:
        sales = _sales(s, 0)
        income = RoundIncome(s)
        margins = [_solo_margin(s, a.args[0], sales, income) for a in legal]
    else:
        due = wages_due(s, seat)
        liquid = _liquid(s, seat)
        margins = [_margin(s, seat, a.args[0], liquid, due) for a in legal]
    best = max(margins)
    return [a for a, m in zip(legal, margins, strict=True) if m == best]


def _safe_builds(s: NEState, seat: int, legal: list[Action]) -> list[Action]:
    """The builds of `legal` with the smallest shortfall against this round's wages: the
    wages count on selling what is built only when it can be sold. (A pair's first pick is
    left alone: its twin decides.)"""
    mode = s.pending[-1].number
    if BUILD_MODES[mode] == "pair" or any(a.kind != BUILD.kind for a in legal):
        return legal
    margins = [_build_margin(s, seat, mode, a.args[0]) for a in legal]
    best = max(margins)
    return [a for a, m in zip(legal, margins, strict=True) if m == best]


def _build_margin(s: NEState, seat: int, mode: int, card: int) -> int:
    """The shortfall (0 or less) against this round's wages after building `card`: money,
    every sellable building (the new one too, if it can be sold) and, solo, what the workers
    still to place can raise with the cards left after paying the cost (`RoundIncome`)."""
    cash, due = s.money[seat], wages_due(s, seat)
    sales = _sales(s, seat) + (engine.sale_value(s, card) if cat.kind(card).sellable else 0)
    if cash + sales >= due or s.n > 1:
        return min(0, cash + sales - due)
    cards = s.hand_size(0) - 1 - engine.build_cost(mode, card)
    hand = tuple(c for c in _sellable_hand(s) if c != card)[:max(0, cards)]
    cash += RoundIncome(s).best(frozenset(s.used), frozenset(s.blocked), s.household, cards,
                                hand, s.available(0), due - cash - sales)
    return min(0, cash + sales - due)
