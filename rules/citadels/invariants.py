"""Conservation rules a Citadels state always satisfies (checked by tests and from_json)."""

from __future__ import annotations

from collections import Counter

from rules.citadels.catalogue import BANK_GOLD
from rules.citadels.state import CitadelsState


def problems(state: CitadelsState) -> list[str]:
    from rules.citadels.info import cards_in_game  # info needs the full state class

    found = []
    places = list(state.deck) + state.removed + state.museum
    for cards in state.hands + state.cities:
        places += cards
    for kind, _, cards, _, _ in state.pending:
        if kind in ("keep", "graveyard"):
            places += cards
    counts = Counter(places)
    if sorted(counts) != sorted(cards_in_game(state)) or max(counts.values()) != 1:
        found.append("every district card of the game must be in exactly one place")
    on_districts = len(state.adorned)
    if state.bank + sum(state.gold) + on_districts != BANK_GOLD:
        found.append(f"the bank, the players and the districts must hold {BANK_GOLD} gold")
    if state.bank < 0 or min(state.gold) < 0:
        found.append("negative gold")
    built = {c for city in state.cities for c in city}
    if any(c not in built for c in state.adorned) or len(set(state.adorned)) != on_districts:
        found.append("only districts in a city can hold the Artist's gold, 1 each")
    for seat, city in enumerate(state.cities):
        if len(state.built_round[seat]) != len(city):
            found.append(f"seat {seat} built_round does not match the city")
    owned = [r for r in state.characters if state.owner[r] >= 0]
    placed = sorted(owned + state.faceup + state.facedown + state.pool)
    if placed != sorted(state.characters):
        found.append("every character must be in exactly one place")
    if any(not state.cast[r] for r in state.characters):
        found.append("a character in play has no name")
    return found
