"""National Economy game flow: setup, placing workers, effects, round end and selling.

Every effect is checked in full before a worker may be placed (`place_problem`), so a
decision pushed by an effect can always be completed.
"""

from __future__ import annotations

from rules.core.message import Msg, msg, nmsg
from rules.core.rng import Rng, seed_state
from rules.core.state import Decision, LogEntry
from rules.national_economy import catalogue as cat
from rules.national_economy.catalogue import GOOD, PLACES, Place
from rules.national_economy.options import NationalEconomyOptions
from rules.national_economy.state import BUILD_MODES, NEState

# The round end's log lines that the desktop's round-end summary looks for (by id).
ROUND_ENDS = msg("Round {round} ends: wages are due (${wage} a worker).").id
ROUND_BEGINS = msg("Round {round} begins: every worker comes back (wage ${wage} a worker).").id
OPENS = msg("The {place} opens as a public workplace.").id
UNPAID = nmsg("{who} pays ${paid} of the ${due} in wages for {workers} workers and takes {n} "
              "unpaid-wage card.", "{who} pays ${paid} of the ${due} in wages for {workers} "
              "workers and takes {n} unpaid-wage cards.", 1)

# ----- setup -----------------------------------------------------------------------------


def new_state(names: list[str], options: NationalEconomyOptions, seed: int) -> NEState:
    n = len(names)
    rng = Rng(seed_state(seed))
    s = NEState.__new__(NEState)
    s.n, s.names, s.options = n, list(names), options
    s.phase, s.round, s.cursor, s.version = "work", 1, 0, 0
    s.start = 0 if options.first_seat_starts else rng.below(n)
    s.turn = s.start
    s.household = 0
    s.money = [0] * n
    for i in range(n):
        s.money[(s.start + i) % n] = cat.START_MONEY + i
    s.supply = cat.TOTAL_MONEY - sum(s.money)
    s.goods, s.debt = [0] * n, [0] * n
    s.workers, s.trainees, s.placed = [2] * n, [0] * n, [0] * n
    s.used, s.used_by, s.blocked, s.discard = [], [], [], []
    s.deck = list(range(cat.NUM_CARDS))
    if n == 1:  # solo: no quarry; a farm joins the public row, a factory waits for the deck
        farm, factory = cat.card_of("farm"), cat.card_of("factory")
        s.deck.remove(farm)
        s.deck.remove(factory)
        s.public = [cat.MINE, cat.CARPENTER, cat.SCHOOL, farm]
    else:
        s.public = [cat.QUARRY, cat.MINE, cat.SCHOOL]
        s.public += [cat.CARPENTER + i for i in range(max(1, n - 1))]
    rng.shuffle(s.deck)
    s.hands = [[] for _ in range(n)]
    s.tableau = [[] for _ in range(n)]
    s.pending = []
    s.log = []
    s.rng = rng.state
    for i in range(n):
        draw(s, (s.start + i) % n, 3)
    if n == 1:
        s.deck.append(factory)  # the top of the deck
    return s


# ----- small operations ------------------------------------------------------------------


def draw(s: NEState, seat: int, k: int) -> int:
    """Draw up to k building cards; the discard pile is reshuffled when the deck runs out."""
    got = 0
    for _ in range(k):
        card = _pop_deck(s)
        if card is None:
            break
        s.hands[seat].append(card)
        got += 1
    return got


def _pop_deck(s: NEState) -> int | None:
    if not s.deck:
        if not s.discard:
            return None
        s.deck = s.discard
        s.discard = []
        rng = Rng(s.rng)
        rng.shuffle(s.deck)
        s.rng = rng.state
    return s.deck.pop()


def hand_limit(s: NEState, seat: int) -> int:
    return cat.HAND_LIMIT + sum(e.n for e in _effects(s, seat, "hand_limit"))


def worker_limit(s: NEState, seat: int) -> int:
    return cat.WORKER_LIMIT + sum(e.n for e in _effects(s, seat, "worker_limit"))


def _effects(s: NEState, seat: int, kind: str):
    return [cat.kind(c).effect for c in s.tableau[seat] if cat.kind(c).effect.kind == kind]


def wage(s: NEState) -> int:
    return cat.WAGES[s.round - 1]


def sale_value(s: NEState, card: int) -> int:
    value = cat.kind(card).value
    return value // 2 if s.n == 1 else value


def is_multi(s: NEState, place: Place) -> bool:
    return place.multi == "always" or (place.multi == "three_plus" and s.n >= 3)


# ----- placing workers -------------------------------------------------------------------


def candidate_places(s: NEState, seat: int) -> list[int]:
    own = [c for c in s.tableau[seat] if not cat.kind(c).facility]
    return sorted(set(s.public) | set(own))


def place_problem(s: NEState, seat: int, place: int) -> Msg | None:
    """None if `seat` may put a worker on `place` now, else the reason."""
    info = PLACES.get(place)
    if info is None:
        return msg("There is no such workplace.")
    if place not in s.public:
        if place < cat.NUM_CARDS and place in s.tableau[seat]:
            if info.facility:
                return msg("The {place} is a facility: no worker can be placed on it.",
                           place=cat.label(place))
        elif place < cat.NUM_CARDS and any(place in t for t in s.tableau):
            return msg("The {place} belongs to another player.", place=cat.label(place))
        else:
            return msg("The {place} is not on the table.", place=cat.label(place))
    if place in s.blocked:
        return msg("The {place} is blocked this round.", place=cat.label(place))
    if place in s.used and not is_multi(s, info):
        return msg("The {place} is already occupied this round.", place=cat.label(place))
    return effect_problem(s, seat, place)


def effect_problem(s: NEState, seat: int, place: int) -> Msg | None:
    """Why the effect of the workplace `place` cannot be used in full now, or None."""
    e = PLACES[place].effect
    hand = s.hand_size(seat)
    if e.kind == "sell":
        if s.household < e.money:
            return msg("The household holds ${held}, not the ${money} the {place} pays.",
                       held=s.household, money=e.money, place=cat.label(place))
        if hand < e.discard:
            return msg("The {place} needs {n} cards to discard.", place=cat.label(place),
                       n=e.discard)
    elif e.kind == "trade":
        if hand < e.discard:
            return msg("The {place} needs {n} cards to discard.", place=cat.label(place),
                       n=e.discard)
    elif e.kind == "fill_goods":
        if hand >= e.n:
            return msg("The {place} needs a hand of {n} cards or fewer.", place=cat.label(place),
                       n=e.n - 1)
    elif e.kind == "build":
        if not build_choices(s, seat, BUILD_MODES.index(e.mode), ()):
            return msg("You have nothing you could build with the {place}.",
                       place=cat.label(place))
    elif e.kind == "hire":
        limit = worker_limit(s, seat)
        if e.mode == "to":
            if s.workers[seat] >= e.n:
                return msg("The {place} hires up to {n} workers; you have {have}.",
                           place=cat.label(place), n=e.n, have=s.workers[seat])
        elif s.workers[seat] >= limit:
            return msg("You already have {n} workers, your limit.", n=limit)
    elif e.kind == "none" or e.kind in ("hand_limit", "worker_limit", "cancel_debt", "bonus"):
        return msg("The {place} has no effect a worker could use.", place=cat.label(place))
    return None


def build_cost(mode: int, card: int) -> int:
    cost = cat.kind(card).cost
    if BUILD_MODES[mode] == "discount":
        return max(0, cost - 1)
    if BUILD_MODES[mode] == "agr_free":
        return 0
    return cost


def build_choices(s: NEState, seat: int, mode: int, first: tuple[int, ...]) -> list[int]:
    """Cards of the hand that may be picked now for a build in `mode`."""
    hand = s.hands[seat]
    size = s.hand_size(seat)
    name = BUILD_MODES[mode]
    out = []
    for c in hand:
        k = cat.kind(c)
        if name == "agr_free":
            ok = k.icon == "agr"
        elif name == "pair":
            if first:
                ok = k.cost == cat.kind(first[0]).cost and k.cost <= size - 1
            else:
                ok = k.cost <= size - 2 and any(
                    d != c and cat.kind(d).cost == k.cost for d in hand)
        else:
            ok = build_cost(mode, c) <= size - 1
        if ok:
            out.append(c)
    return sorted(out)


def _gain(s: NEState, seat: int, amount: int) -> None:
    s.household -= amount
    s.money[seat] += amount


def place(s: NEState, seat: int, where: int) -> None:
    info = PLACES[where]
    s.placed[seat] += 1
    s.used.append(where)
    s.used_by.append(seat)
    e = info.effect
    if e.kind == "goods":
        s.goods[seat] += e.n
        if e.self_discard:
            s.tableau[seat].remove(where)
            s.discard.append(where)
    elif e.kind == "fill_goods":
        s.goods[seat] += e.n - s.hand_size(seat)
    elif e.kind == "draw":
        draw(s, seat, e.empty_hand if e.empty_hand and s.hand_size(seat) == 0 else e.n)
    elif e.kind == "quarry":
        draw(s, seat, 1)
        s.start = seat
    elif e.kind == "reveal":
        shown = []
        for _ in range(e.n):
            card = _pop_deck(s)
            if card is None:
                break
            shown.append(card)
        if shown:
            s.pending.append(Decision("keep", seat, tuple(shown)))
    elif e.kind == "sell":
        _gain(s, seat, e.money)
        if e.discard:
            s.pending.append(Decision("discard", seat, (), e.discard))
    elif e.kind == "trade":
        s.pending.append(Decision("discard", seat, (), e.discard, e.draw))
    elif e.kind == "build":
        s.pending.append(Decision("build", seat, (), BUILD_MODES.index(e.mode), e.draw))
    elif e.kind == "hire":
        if e.mode == "to":
            new = e.n - s.workers[seat]
            s.workers[seat] += new
            s.trainees[seat] += new
        elif e.mode == "active":
            s.workers[seat] += 1
        else:
            s.workers[seat] += 1
            s.trainees[seat] += 1
    if s.n == 1:
        _solo_block(s)


def _solo_block(s: NEState) -> None:
    """Solo: after each placement the newest free public workplace is blocked (never the
    mine, which takes any number of workers)."""
    for p in reversed(s.public):
        if p != cat.MINE and p not in s.used and p not in s.blocked:
            s.blocked.append(p)
            return


# ----- decisions -------------------------------------------------------------------------


def discard_card(s: NEState, seat: int, card: int) -> None:
    if card == GOOD:
        s.goods[seat] -= 1
    else:
        s.hands[seat].remove(card)
        s.discard.append(card)


def choose_build(s: NEState, seat: int, card: int) -> None:
    _, _, first, mode, extra = s.pending.pop()
    s.hands[seat].remove(card)
    if BUILD_MODES[mode] == "pair" and not first:
        s.pending.append(Decision("build", seat, (card,), mode, extra))
        return
    cost = build_cost(mode, card)
    s.pending.append(Decision("pay", seat, (*first, card), cost, extra))
    if cost == 0:
        _finish_pay(s)


def _finish_pay(s: NEState) -> None:
    _, seat, cards, _, extra = s.pending.pop()
    s.tableau[seat].extend(cards)
    if extra:
        draw(s, seat, extra)


def discard_step(s: NEState, seat: int, card: int) -> None:
    kind, _, cards, left, extra = s.pending[-1]
    discard_card(s, seat, card)
    if left > 1:
        s.pending[-1] = Decision(kind, seat, cards, left - 1, extra)
    elif kind == "pay":
        _finish_pay(s)
    else:
        s.pending.pop()
        if extra:
            draw(s, seat, extra)


def keep(s: NEState, seat: int, card: int) -> None:
    shown = s.pending.pop().cards
    s.hands[seat].append(card)
    s.discard.extend(c for c in shown if c != card)


def sellable(s: NEState, seat: int) -> list[int]:
    return [c for c in s.tableau[seat] if cat.kind(c).sellable]


def minimal_sale_possible(sold: list[int], rest: list[int], need: int) -> bool:
    """Is there T within `rest` such that sold + T covers `need` and dropping its cheapest
    building would not (the over-selling rule)? Tries each value m as the set's minimum and
    runs a subset-sum over the values of `rest` not below m."""
    if not sold:
        return False
    low = min(sold)
    base = sum(sold)
    for m in sorted(set(sold) | set(rest)):
        if m > low:
            break
        pool = [v for v in rest if v >= m]
        start = base
        if m < low:  # the minimum must come from `rest`
            pool.remove(m)
            start += m
        sums = {0}
        for v in pool:
            sums |= {t + v for t in sums}
        if any(need <= start + t < need + m for t in sums):
            return True
    return False


def sell_choices(s: NEState, seat: int) -> list[int]:
    _, _, sold, need, _ = s.pending[-1]
    sold_values = [sale_value(s, c) for c in sold]
    mine = sellable(s, seat)
    out = []
    for c in mine:
        rest = [sale_value(s, d) for d in mine if d != c]
        if minimal_sale_possible(sold_values + [sale_value(s, c)], rest, need):
            out.append(c)
    return sorted(out)


def _sell(s: NEState, seat: int, card: int) -> None:
    value = sale_value(s, card)
    s.tableau[seat].remove(card)
    s.public.append(card)
    s.money[seat] += value
    s.supply -= value


def sell(s: NEState, seat: int, card: int) -> None:
    kind, _, sold, need, extra = s.pending.pop()
    _sell(s, seat, card)
    sold = (*sold, card)
    if sum(sale_value(s, c) for c in sold) < need:
        s.pending.append(Decision(kind, seat, sold, need, extra))


# ----- turns and rounds ------------------------------------------------------------------


def advance(s: NEState) -> None:
    """Run automatic steps until a decision is due or the game is over."""
    if s.pending or s.phase == "over":
        return
    if s.phase == "work":
        for i in range(1, s.n + 1):
            nxt = (s.turn + i) % s.n
            if s.available(nxt) > 0:
                s.turn = nxt
                return
        s.phase, s.cursor = "end", 0
        note(s, msg(ROUND_ENDS, round=s.round, wage=wage(s)))
    _round_end(s)


def _round_end(s: NEState) -> None:
    while s.cursor < s.n:
        if _settle(s, (s.start + s.cursor) % s.n):
            return
        s.cursor += 1
    if s.round == cat.ROUNDS:
        s.phase = "over"
        return
    s.public.append(cat.ROUND_CARD + s.round)
    note(s, msg(OPENS, place=cat.label(cat.ROUND_CARD + s.round)))
    s.round += 1
    note(s, msg(ROUND_BEGINS, round=s.round, wage=wage(s)))
    s.placed = [0] * s.n
    s.trainees = [0] * s.n
    s.used, s.used_by, s.blocked = [], [], []
    s.cursor, s.phase, s.turn = 0, "work", s.start


def _settle(s: NEState, seat: int) -> bool:
    """One seat's round end; True when it waits for that seat's decision."""
    over = s.hand_size(seat) - hand_limit(s, seat)
    if over > 0:
        s.pending.append(Decision("limit", seat, (), over))
        return True
    due = wage(s) * s.workers[seat]
    if s.money[seat] < due:
        need = due - s.money[seat]
        cards = sellable(s, seat)
        if sum(sale_value(s, c) for c in cards) >= need:
            s.pending.append(Decision("sell", seat, (), need))
            return True
        for c in cards:
            note(s, msg("{who} sells the {card} to the supply for ${money}.", who=s.names[seat],
                        card=cat.label(c), money=sale_value(s, c)))
            _sell(s, seat, c)
    paid = min(due, s.money[seat])
    s.money[seat] -= paid
    s.household += paid
    s.debt[seat] += due - paid
    note(s, wage_line(s.names[seat], s.workers[seat], paid, due))
    return False


def wage_line(name: str, workers: int, paid: int, due: int) -> Msg:
    """The log line of one seat's wages (`desktop` reads the round end back by its id)."""
    if paid < due:
        return nmsg(UNPAID.id, UNPAID.plural or "", due - paid, who=name, paid=paid, due=due,
                    workers=workers)
    return msg("{who} pays ${paid} in wages for {workers} workers.", who=name, paid=paid,
               workers=workers)


def note(s: NEState, text: Msg) -> None:
    """A public log line for an automatic step (the round end)."""
    s.log.append(LogEntry(text))
