"""What each seat may see (``view``) and a full state consistent with it (``determinize``).

Hidden: other hands, the cards and tiles others chose (whether a tile goes with the card is
public), the tiles behind other screens (unless ``open_screens``), the tile supply and the
tiles removed unseen, the deck order, the tiles others offer at the end, and during the draft
the characters others hold or were handed, and the unused characters (always).
"""

from __future__ import annotations

from rules.core.rng import Rng
from rules.ginkgopolis.catalogue import HIDDEN, NUM_CARDS, NUM_CHARACTERS, NUM_TILES
from rules.ginkgopolis.state import FIELDS, GinkgopolisState


def view(state: GinkgopolisState, viewer: int | None) -> GinkgopolisState:
    v = state.clone()
    FIELDS.hide_secrets(v, viewer)  # as its declaration says (state.FIELDS)
    return v


def determinize(view_state: GinkgopolisState, seat: int, rng: Rng) -> GinkgopolisState:
    d = view_state.clone()
    n = d.n
    # cards
    known = set(d.discard) | set(d.aside)
    for s in range(n):
        known |= set(d.hands[s]) | set(d.tableau[s])
        if d.chosen[s]:
            known.add(d.chosen[s][0])
    pool = [c for c in range(NUM_CARDS) if c not in known]
    rng.shuffle(pool)
    _place_passed_cards(d, seat, pool, rng)
    for s in range(n):
        d.hands[s] = sorted(pool.pop() if c == HIDDEN else c for c in d.hands[s])
        if d.chosen[s] and d.chosen[s][0] == HIDDEN:
            d.chosen[s][0] = pool.pop()
    d.deck = [pool.pop() if c == HIDDEN else c for c in d.deck]
    # tiles
    known = {t for c in d.cells for t in c[4:]}
    for s in range(n):
        known |= set(d.screens[s]) | set(d.offered[s])
        if d.chosen[s]:
            known.add(d.chosen[s][1])
    pool = [t for t in range(NUM_TILES) if t not in known]
    rng.shuffle(pool)
    for s in range(n):
        d.screens[s] = sorted(pool.pop() if t == HIDDEN else t for t in d.screens[s])
        d.offered[s] = sorted(pool.pop() if t == HIDDEN else t for t in d.offered[s])
        if d.chosen[s] and d.chosen[s][1] == HIDDEN:
            d.chosen[s][1] = pool.pop()
    d.supply = [pool.pop() for _ in d.supply]
    d.removed = sorted(pool.pop() for _ in d.removed)
    # characters
    known = set()
    for s in range(n):
        known |= set(d.chars[s]) | set(d.draft_hands[s])
    pool = [c for c in range(NUM_CHARACTERS) if c not in known]
    rng.shuffle(pool)
    for s in range(n):
        d.chars[s] = [pool.pop() if c == HIDDEN else c for c in d.chars[s]]
        d.draft_hands[s] = sorted(pool.pop() if c == HIDDEN else c for c in d.draft_hands[s])
    d.box = sorted(pool.pop() for _ in d.box)
    d.rng = rng.u64()
    return d


def _place_passed_cards(d: GinkgopolisState, seat: int, pool: list[int], rng: Rng) -> None:
    """The cards `seat` passed left last round are still with its left neighbour (in hand or
    chosen) unless they were played openly, or the neighbour refreshed its hand."""
    left = (seat + 1) % d.n
    if left == seat or d.refreshed[left]:
        return
    unseen = set(pool)
    required = [c for c in d.passed[seat] if c in unseen]
    slots = [("hand", i) for i, c in enumerate(d.hands[left]) if c == HIDDEN]
    if d.chosen[left] and d.chosen[left][0] == HIDDEN:
        slots.append(("chosen", 0))
    if len(required) > len(slots):
        return
    rng.shuffle(slots)
    for card, (where, i) in zip(required, slots, strict=False):
        pool.remove(card)
        if where == "hand":
            d.hands[left][i] = card
        else:
            d.chosen[left][0] = card
