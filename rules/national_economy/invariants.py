"""What a National Economy state always satisfies (checked after every action by the
conformance suite): money conserved, every card in one place, workers within their limits."""

from __future__ import annotations

from collections import Counter

from rules.national_economy import catalogue as cat
from rules.national_economy import engine
from rules.national_economy.state import NEState


def problems(s: NEState) -> list[str]:
    """Conservation checks run after every action by the conformance suite."""
    bad = []
    total = sum(s.money) + s.household + s.supply
    if total != cat.TOTAL_MONEY:
        bad.append(f"money is not conserved: players, household and supply hold ${total}")
    if any(m < 0 for m in s.money) or s.household < 0 or any(g < 0 for g in s.goods):
        bad.append("negative money or goods")
    places: Counter[int] = Counter(s.deck + s.discard + [c for c in s.public if c < 64])
    for row in (*s.hands, *s.tableau):
        places.update(row)
    for kind, _, cards, _, _ in s.pending:
        if kind != "sell":
            places.update(cards)
    if places != Counter(range(cat.NUM_CARDS)):
        extra = sorted(c for c, k in places.items() if k != 1 or not 0 <= c < 64)
        missing = sorted(set(range(cat.NUM_CARDS)) - set(places))
        bad.append(f"cards not in exactly one place: repeated/odd {extra}, missing {missing}")
    for seat in range(s.n):
        if s.workers[seat] > engine.worker_limit(s, seat):
            bad.append(f"seat {seat} has more workers than its limit")
        if s.available(seat) < 0:
            bad.append(f"seat {seat} placed more workers than it has")
    if len(set(s.public)) != len(s.public):
        bad.append("a public workplace is listed twice")
    return bad
