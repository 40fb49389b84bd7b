"""Hidden information: hands (building cards; goods counts are public) and the deck order."""

from __future__ import annotations

from rules.core.rng import Rng
from rules.national_economy import catalogue as cat
from rules.national_economy.state import BUILD_MODES, FIELDS, HIDDEN, NEState


def view(s: NEState, viewer: int | None) -> NEState:
    v = s.clone()
    FIELDS.hide_secrets(v, viewer)  # the deck, and the others' hands
    return v


def known_cards(v: NEState) -> set[int]:
    known = set(v.discard) | {c for c in v.public if c < cat.NUM_CARDS}
    for row in (*v.hands, *v.tableau):
        known.update(c for c in row if c != HIDDEN)
    for _, _, cards, _, _ in v.pending:
        known.update(cards)
    known.update(c for c in v.deck if c != HIDDEN)
    return known


def determinize(v: NEState, seat: int, rng: Rng) -> NEState:
    d = v.clone()
    unknown = [c for c in range(cat.NUM_CARDS) if c not in known_cards(v)]
    rng.shuffle(unknown)
    if v.pending and v.pending[-1].kind == "build" and v.pending[-1].seat != seat:
        _deal_a_build(d, v.pending[-1], unknown, rng)
    for row in (*d.hands, d.deck):
        for i, c in enumerate(row):
            if c == HIDDEN:
                row[i] = unknown.pop()
    d.rng = rng.u64()
    return d


def _deal_a_build(d: NEState, decision, unknown: list[int], rng: Rng) -> None:
    """Another seat is choosing a building: everyone knows it holds a card it can build (the
    worker could only be placed if so), so deal it such a card (two for a pair) first."""
    _, who, first, mode, _ = decision
    hand = d.hands[who]
    if HIDDEN not in hand:
        return
    size = d.hand_size(who)
    name = BUILD_MODES[mode]

    def fits(c: int) -> bool:
        k = cat.kind(c)
        if name == "agr_free":
            return k.icon == "agr"
        if name == "pair":
            return k.cost == cat.kind(first[0]).cost and k.cost <= size - 1
        cost = max(0, k.cost - 1) if name == "discount" else k.cost
        return cost <= size - 1

    if name == "pair" and not first:
        by_cost: dict[int, list[int]] = {}
        for c in unknown:
            if cat.kind(c).cost <= size - 2:
                by_cost.setdefault(cat.kind(c).cost, []).append(c)
        costs = sorted(k for k, cards in by_cost.items() if len(cards) >= 2)
        if not costs or hand.count(HIDDEN) < 2:
            return
        chosen = by_cost[rng.choice(costs)][:2]
    else:
        fitting = [c for c in unknown if fits(c)]
        if not fitting:
            return
        chosen = [rng.choice(fitting)]
    for c in chosen:
        unknown.remove(c)
        hand[hand.index(HIDDEN)] = c
