"""Features of a National Economy seat's view for the learned value (`rules/bots/value_net.py`).

`features(s, seat)` turns what `seat` can see into a fixed-length list of floats, roughly in
0..1. It reads only what `rules.view(state, seat)` keeps: the public table (money, goods,
workers, debts, buildings, the public workplaces and which are taken, the household, the
round), the length of every hidden list (the rivals' hands, the deck) and the seat's own hand.
So it gives the same numbers for a full state and for the seat's view of it
(tests/test_national_economy_value.py checks it), and a search may call it on its
determinizations without building a view.

The vector, for a table of n seats (`size(n) = 23 n + 25`; 71 at two players):

- for each seat in playing order from `seat` (the seat itself first), 23: its score so far
  / 100 (at least -1), the hand-written projection of its final score (`policy.projected`,
  which reads no hidden card) / 100 (at least -1), money / 30, goods / 8, cards in hand / 6,
  workers / 5, workers still to place this round / 5, trainees / 2, unpaid wages / 5 (at
  most 10), buildings / 12, their printed value / 120, workplace buildings / 8, facilities
  / 5, cards a round its workplaces draw / 8, goods / 8, money / 20, build workplaces / 3,
  the end-game bonus of its bonus facilities / 40, the value it could sell / 60, this
  round's wages not covered by its money / 20, the start player, the one to place next, and
  the score lead over the best rival / 50 (clipped to -1..1);
- 13 about the game: round / 9, the work phase, the end (wages) phase, this round's wage / 5,
  the wages of the rounds still to come / 30, the household's money / 60 (at most 2), cards
  in the deck / 64, in the discard / 64, and the public workplaces still free this round:
  build, sell (their money / 60), draw (cards / 4), hire, any / 16;
- 12 about the seat's own hand: building cards / 6, the most valuable card it could build now
  (cost at most the rest of its hand and goods) / 30, the mean cost / 5, the mean value / 20,
  facilities / 3, industry cards / 3, farm-icon cards / 3, bonus facilities / 2, build-mode
  workplaces / 2, draw or trade workplaces / 2, sell workplaces / 2, cards of cost 1 / 4.
"""

from __future__ import annotations

from rules.core.state import HIDDEN
from rules.national_economy import catalogue as cat
from rules.national_economy.ai import policy
from rules.national_economy.ai.uses import CARDS_PER_USE, GOODS_PER_USE, MONEY_PER_USE
from rules.national_economy.scoring import breakdown
from rules.national_economy.state import NEState

PER_SEAT = 23
GLOBAL = 13
HAND = 12

_KIND = [cat.kind(c) for c in range(cat.NUM_CARDS)]
_KEY = [k.key for k in _KIND]
_BONUS_KEYS = ("real_estate_agent", "agricultural_coop", "labour_union", "railway",
               "head_office", "law_office")


def size(n: int) -> int:
    """The length of the vector at a table of `n` seats."""
    return PER_SEAT * n + GLOBAL + HAND


def _score(s: NEState, seat: int) -> int:
    return sum(breakdown(s, seat).values())


def _bonus(s: NEState, seat: int) -> float:
    """What the seat's bonus facilities add at the end, as `breakdown` counts them now."""
    parts = breakdown(s, seat)
    return float(sum(parts.get(k, 0) for k in _BONUS_KEYS))


def _free(s: NEState, place: int) -> bool:
    if place in s.blocked:
        return False
    info = cat.PLACES[place]
    return place not in s.used or info.multi == "always" or \
        (info.multi == "three_plus" and s.n >= 3)


def features(s: NEState, seat: int) -> list[float]:
    """The feature vector of `seat`'s view of `s` (a full state or that seat's view)."""
    n = s.n
    wage = cat.WAGES[s.round - 1]
    scores = [_score(s, k) for k in range(n)]
    out: list[float] = []
    for k in range(n):
        other = (seat + k) % n
        tab = s.tableau[other]
        kinds = [_KIND[c] for c in tab]
        keys = [_KEY[c] for c in tab]
        work = [x for x in kinds if not x.facility]
        sale = sum(x.value for x in kinds if x.sellable)
        best_rival = max((scores[j] for j in range(n) if j != other), default=0)
        out += [max(-1.0, scores[other] / 100.0), max(-1.0, policy.projected(s, other) / 100.0),
                s.money[other] / 30.0, s.goods[other] / 8.0, len(s.hands[other]) / 6.0,
                s.workers[other] / 5.0, s.available(other) / 5.0, s.trainees[other] / 2.0,
                min(s.debt[other], 10) / 5.0, len(tab) / 12.0, sum(x.value for x in kinds) / 120.0,
                len(work) / 8.0, sum(x.facility for x in kinds) / 5.0,
                sum(CARDS_PER_USE.get(key, 0.0) for key in keys) / 8.0,
                sum(GOODS_PER_USE.get(key, 0.0) for key in keys) / 8.0,
                sum(MONEY_PER_USE.get(key, 0.0) for key in keys) / 20.0,
                sum(x.effect.kind == "build" for x in work) / 3.0,
                _bonus(s, other) / 40.0, sale / 60.0,
                max(0, s.workers[other] * wage - s.money[other]) / 20.0,
                1.0 if s.start == other else 0.0,
                1.0 if s.phase == "work" and s.turn == other else 0.0,
                max(-1.0, min(1.0, (scores[other] - best_rival) / 50.0))]
    free = [p for p in s.public if _free(s, p)]
    effects = [cat.PLACES[p].effect for p in free]
    out += [s.round / 9.0, 1.0 if s.phase == "work" else 0.0,
            1.0 if s.phase == "end" else 0.0, wage / 5.0,
            sum(cat.WAGES[s.round:]) / 30.0, min(s.household, 120) / 60.0, len(s.deck) / 64.0,
            len(s.discard) / 64.0,
            sum(e.kind == "build" for e in effects) / 3.0,
            sum(e.money for e in effects if e.kind == "sell") / 60.0,
            sum(e.n + e.draw - e.discard for e in effects
                if e.kind in ("draw", "trade")) / 4.0,
            sum(e.kind == "hire" for e in effects) / 2.0, len(free) / 16.0]
    hand = [c for c in s.hands[seat] if c != HIDDEN]
    kinds = [_KIND[c] for c in hand]
    pay = len(hand) - 1 + s.goods[seat]
    buildable = [x.value for x in kinds if x.cost <= pay]
    out += [len(hand) / 6.0, max(buildable, default=0) / 30.0,
            sum(x.cost for x in kinds) / len(kinds) / 5.0 if kinds else 0.0,
            sum(x.value for x in kinds) / len(kinds) / 20.0 if kinds else 0.0,
            sum(x.facility for x in kinds) / 3.0, sum(x.icon == "ind" for x in kinds) / 3.0,
            sum(x.icon == "agr" for x in kinds) / 3.0,
            sum(x.key in _BONUS_KEYS for x in kinds) / 2.0,
            sum(x.effect.kind == "build" for x in kinds) / 2.0,
            sum(x.effect.kind in ("draw", "trade") for x in kinds) / 2.0,
            sum(x.effect.kind == "sell" for x in kinds) / 2.0,
            sum(x.cost == 1 for x in kinds) / 4.0]
    return out
