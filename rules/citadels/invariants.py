"""Conservation rules a Citadels state always satisfies (checked by tests and from_json)."""

from __future__ import annotations

from collections import Counter

from rules.citadels.catalogue import BANK_GOLD, CARD_KIND, NUM_CARDS
from rules.citadels.state import CitadelsState


def problems(state: CitadelsState) -> list[str]:
    found = []
    places = list(state.deck)
    for cards in state.hands + state.cities:
        places += cards
    for kind, _, cards, _ in state.pending:
        if kind in ("keep", "graveyard"):
            places += cards
    counts = Counter(places)
    if sorted(counts) != list(range(NUM_CARDS)) or max(counts.values()) != 1:
        found.append("every district card must be in exactly one place")
    if state.bank + sum(state.gold) != BANK_GOLD:
        found.append(f"the bank and the players must hold {BANK_GOLD} gold in all")
    if state.bank < 0 or min(state.gold) < 0:
        found.append("negative gold")
    for seat, city in enumerate(state.cities):
        kinds = [CARD_KIND[c] for c in city]
        if len(set(kinds)) != len(kinds):
            found.append(f"seat {seat} has two identical districts")
        if len(state.built_round[seat]) != len(city):
            found.append(f"seat {seat} built_round does not match the city")
    owned = [r for r in state.characters if state.owner[r] >= 0]
    placed = sorted(owned + state.faceup + state.facedown + state.pool)
    if placed != sorted(state.characters):
        found.append("every character must be in exactly one place")
    return found
