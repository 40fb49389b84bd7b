"""Conservation checks: every tile, card and character in exactly one place; resources per
player conserved; the board well formed."""

from __future__ import annotations

from collections import Counter

from rules.ginkgopolis.catalogue import NUM_CARDS, NUM_CHARACTERS, NUM_TILES, RESOURCES
from rules.ginkgopolis.state import GinkgopolisState


def problems(state: GinkgopolisState) -> list[str]:
    found = []
    n = state.n
    for s in range(n):
        total = state.res_supply[s] + state.res_behind[s] + state.board_resources(s)
        if total != RESOURCES[n]:
            found.append(f"seat {s} has {total} resources, not {RESOURCES[n]}")
        if min(state.res_supply[s], state.res_behind[s]) < 0:
            found.append(f"seat {s} has a negative resource count")
        if not 0 <= state.tokens[s] <= 2:
            found.append(f"seat {s} has {state.tokens[s]} refresh tokens")
    tiles = [t for c in state.cells for t in c[4:]] + state.supply + state.removed
    for s in range(n):
        tiles += state.screens[s] + state.offered[s]
        if state.chosen[s] and state.chosen[s][1] >= 0:
            tiles.append(state.chosen[s][1])
    if sorted(tiles) != list(range(NUM_TILES)):
        extra = [t for t, k in Counter(tiles).items() if k > 1]
        found.append(f"tiles are not each in one place ({len(tiles)}; repeated {extra[:5]})")
    cards = state.deck + state.discard + state.aside
    for s in range(n):
        cards += state.hands[s] + state.tableau[s]
        if state.chosen[s] and state.chosen[s][0] >= 0:
            cards.append(state.chosen[s][0])
    if sorted(cards) != list(range(NUM_CARDS)):
        found.append(f"cards are not each in one place ({len(cards)})")
    chars = list(state.box)
    for s in range(n):
        chars += state.chars[s] + state.draft_hands[s]
    if sorted(chars) != list(range(NUM_CHARACTERS)):
        found.append("characters are not each in one place")
    places = [(c[0], c[1]) for c in state.cells]
    if len(set(places)) != len(places):
        found.append("two buildings share a space")
    marks = [tuple(m) for m in state.markers]
    if len(set(marks)) != 12 or set(marks) & set(places):
        if state.phase != "resolve" or not state.pending:
            found.append("urbanization markers overlap each other or a building")
    return found
