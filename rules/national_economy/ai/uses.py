"""What one use of a workplace building brings, derived from the card data (`catalogue`), so
the bots' tables cannot drift from the cards: cards drawn (net of the cards it asks for),
consumer goods, or money. A building that discards itself when used has no further uses."""

from __future__ import annotations

from rules.national_economy import catalogue as cat
from rules.national_economy.catalogue import Place

EMPTY_HAND_SHARE = 0.25  # how often a worker reaches a draw-more-with-an-empty-hand workplace
FILL_SHARE = 0.5  # a workplace that fills the goods up to n yields about half of n


def cards_per_use(kind: Place) -> float:
    e = kind.effect
    if e.self_discard:
        return 0.0
    if e.kind == "trade":
        return float(e.draw - e.discard)
    if e.kind == "draw":
        return e.n + EMPTY_HAND_SHARE * max(0, e.empty_hand - e.n)
    if e.kind == "reveal":
        return 1.0  # one of the revealed cards is kept
    return 0.0


def goods_per_use(kind: Place) -> float:
    e = kind.effect
    if e.self_discard:
        return 0.0
    if e.kind == "goods":
        return float(e.n)
    if e.kind == "fill_goods":
        return FILL_SHARE * e.n
    return 0.0


def money_per_use(kind: Place) -> float:
    return float(kind.effect.money) if kind.effect.kind == "sell" else 0.0


def _table(per_use) -> dict[str, float]:
    return {k.key: per_use(k) for k in cat.KINDS if not k.facility and per_use(k)}


CARDS_PER_USE = _table(cards_per_use)
GOODS_PER_USE = _table(goods_per_use)
MONEY_PER_USE = _table(money_per_use)
