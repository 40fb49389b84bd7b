"""Hidden information: the redacted view of one seat, and determinization for search.

A seat sees: every city, all gold, hand sizes, its own hand, face-up characters, characters
revealed so far, its own draft (the sets it was handed and what it chose), the cards it is
currently choosing from. It never sees other hands, the deck order, face-down characters, other
players' unrevealed characters, or the RNG.
"""

from __future__ import annotations

import logging

from rules.citadels.catalogue import BASE_CARDS, CARD_KIND, KINDS, NUM_CARDS
from rules.citadels.state import FIELDS, HIDDEN, NOBODY, PRIVATE_DECISIONS, CitadelsState
from rules.core.rng import Rng

_log = logging.getLogger("rules.citadels")


def view(s: CitadelsState, viewer: int | None) -> CitadelsState:
    v = s.clone()
    # The deck, removed cards and face-down characters; the Museum's cards but to its owner;
    # the others' hands, the cards of their private decisions and their log texts.
    FIELDS.hide_secrets(v, viewer)
    v.owner = [_visible_owner(s, rank, viewer) for rank in range(len(s.owner))]
    choosing = bool(s.pending) and s.pending[-1].kind in ("pick", "discard") \
        and s.pending[-1].seat == viewer
    v.pool = sorted(s.pool) if choosing else [HIDDEN] * len(s.pool)
    v.draft_events = [e if e[0] == viewer and viewer is not None else (e[0], e[1], (), HIDDEN)
                      for e in s.draft_events]
    return v


def _visible_owner(s: CitadelsState, rank: int, viewer: int | None) -> int:
    seat = s.owner[rank]
    if s.revealed[rank] or rank not in s.characters or rank in s.faceup:
        return seat
    if seat == viewer and viewer is not None:
        return seat
    if rank in s.unanswered and rank != s.murdered:
        return NOBODY  # called, and nobody answered
    return HIDDEN


# ----- determinization ---------------------------------------------------------------------
def determinize(v: CitadelsState, seat: int, rng: Rng,
                characters: CitadelsState | None = None) -> CitadelsState:
    """A full state that agrees with the view `v` of `seat`. With `characters` (another
    determinization of the same view) its deal of the hidden characters is kept and only the
    cards are dealt anew."""
    d = v.clone()
    d.rng = rng.u64()
    d.logging = False
    _deal_cards(d, seat, rng)
    if characters is None:
        _deal_characters(d, seat, rng)
    else:
        d.owner = characters.owner[:]
        d.facedown = characters.facedown[:]
        d.pool = characters.pool[:]
        d.draft_events = characters.draft_events[:]
    return d


def cards_in_game(s: CitadelsState) -> list[int]:
    """The card ids of this game: the base cards and the Dark City ones chosen."""
    dark = set(s.options.dark_districts())
    return list(BASE_CARDS) + [c for c in range(len(BASE_CARDS), NUM_CARDS)
                               if KINDS[CARD_KIND[c]].key in dark]


def _deal_cards(d: CitadelsState, seat: int, rng: Rng) -> None:
    known: set[int] = set(d.hands[seat])
    for city in d.cities:
        known.update(city)
    if HIDDEN not in d.museum:
        known.update(d.museum)
    fixed_hands: dict[int, list[int]] = {}
    deck_cards: list[int] | None = None  # the deck's cards, if the seat searched it
    for kind, actor, cards, num, _ in d.pending:
        if actor == seat and kind == "wizard":
            fixed_hands[num] = list(cards)
        elif actor == seat and kind == "lighthouse":
            deck_cards = list(cards)
        elif actor == seat or kind not in PRIVATE_DECISIONS:
            known.update(c for c in cards if c != HIDDEN)
    for cards in fixed_hands.values():
        known.update(cards)
    if deck_cards is not None:
        known.update(deck_cards)
    unknown = [c for c in cards_in_game(d) if c not in known]
    rng.shuffle(unknown)
    for other, hand in enumerate(d.hands):
        if other != seat:
            d.hands[other] = fixed_hands[other] if other in fixed_hands \
                else [unknown.pop() for _ in hand]
    if HIDDEN in d.museum:
        d.museum = [unknown.pop() for _ in d.museum]
    d.removed = [unknown.pop() for _ in d.removed]
    for i, (kind, actor, cards, _, _) in enumerate(d.pending):
        if kind == "keep" and actor != seat:
            d.pending[i] = d.pending[i]._replace(cards=tuple(unknown.pop() for _ in cards))
        elif kind == "magic" and actor != seat:
            d.pending[i] = d.pending[i]._replace(cards=tuple(d.hands[actor][:len(cards)]))
    if deck_cards is not None:
        rng.shuffle(deck_cards)
        unknown += deck_cards
    if len(unknown) != len(d.deck):
        raise ValueError("determinize: the unseen cards do not match the deck size")
    d.deck = unknown
    for i, (kind, actor, _, num, _) in enumerate(d.pending):
        if kind == "wizard" and actor != seat:
            d.pending[i] = d.pending[i]._replace(cards=tuple(d.hands[num]))
        elif kind == "lighthouse" and actor != seat:
            d.pending[i] = d.pending[i]._replace(cards=tuple(sorted(d.deck)))


# A hidden character slot: (index of its draft event or -1 for the pool, seat, kind, time).
Slot = tuple[int, int, str, int]


def _deal_characters(d: CitadelsState, seat: int, rng: Rng) -> None:
    events = d.draft_events
    own = [(t, set(handed)) for t, (who, _, handed, _) in enumerate(events) if who == seat]
    pool_known = HIDDEN not in d.pool
    merged = _seven_player_merge(d)
    slots: list[Slot] = []
    for t, (who, kind, _, chosen) in enumerate(events):
        if chosen == HIDDEN and not (merged and kind == "setup"):
            slots.append((t, who, kind, t))
    if not pool_known:
        slots += [(-1, NOBODY, "pool", len(events))] * len(d.pool)
    revealed = {r: d.owner[r] for r in d.characters
                if d.owner[r] >= 0 and d.owner[r] != seat}
    known = set(d.faceup) | {e[3] for e in events if e[0] == seat and e[3] != HIDDEN}
    if pool_known:
        known |= set(d.pool)
    unknown = [r for r in d.characters if r not in known and r not in revealed]
    last_pick = _seventh_pick_time(d) if merged else -1

    def allowed(slot: Slot, rank: int) -> bool:
        t, who, kind, time = slot
        if kind == "pick" and revealed.get(rank, who) != who:
            return False
        if rank not in revealed:
            if kind == "pick" and d.calling and rank <= d.calling and rank != d.murdered:
                return False
        elif kind != "pick":
            return False
        free = merged and (time >= last_pick)
        for own_time, handed in own:
            if free and own_time < last_pick:
                continue
            if (rank in handed) != (time > own_time):
                return False
        return True

    candidates = unknown + list(revealed)
    for _ in range(40):
        assignment = _backtrack(slots, candidates, allowed, rng)
        if assignment is not None and _globally_consistent(d, slots, assignment, revealed, own,
                                                           merged, last_pick):
            break
    else:
        _log.warning("determinize: no consistent character deal found for seat %d", seat)
    if assignment is None:  # keep the known parts; unknown slots get any free card
        assignment = candidates[:len(slots)]
    _write_characters(d, slots, assignment, merged)


def _seven_player_merge(d: CitadelsState) -> bool:
    """In a 7-player draft with 8 characters the face-down card joins the last pick: from
    then on it is one of the cards of the last picker or the leftover."""
    picks = sum(1 for e in d.draft_events if e[1] == "pick")
    picking = 1 if d.pending and d.pending[-1].kind == "pick" and d.phase == "draft" else 0
    return d.n == 7 and len(d.characters) == 8 and picks + picking >= 7


def _seventh_pick_time(d: CitadelsState) -> int:
    picks = [t for t, e in enumerate(d.draft_events) if e[1] == "pick"]
    return picks[6] if len(picks) >= 7 else len(d.draft_events)


def _backtrack(slots, candidates, allowed, rng: Rng) -> list[int] | None:
    order = list(range(len(slots)))
    options = [[r for r in candidates if allowed(slots[i], r)] for i in order]
    order.sort(key=lambda i: len(options[i]))
    chosen: list[int] = [0] * len(slots)
    used: set[int] = set()

    def place(k: int) -> bool:
        if k == len(order):
            return True
        i = order[k]
        opts = options[i][:]
        rng.shuffle(opts)
        for rank in opts:
            if rank not in used:
                used.add(rank)
                chosen[i] = rank
                if place(k + 1):
                    return True
                used.discard(rank)
        return False

    if len(candidates) < len(slots) or not place(0):
        return None
    return chosen


def _globally_consistent(d, slots, assignment, revealed, own, merged, last_pick) -> bool:
    placed = dict(zip(assignment, slots, strict=True))
    for rank, who in revealed.items():
        slot = placed.get(rank)
        if slot is None or slot[1] != who or slot[2] != "pick":
            return False
    if merged:  # of the last pick and the leftover, exactly one came from before the draft
        late = [r for r, slot in zip(assignment, slots, strict=True) if slot[3] >= last_pick]
        for own_time, handed in own:
            if own_time < last_pick and late and sum(r not in handed for r in late) != 1:
                return False
    return True


def _write_characters(d: CitadelsState, slots: list[Slot], assignment: list[int],
                      merged: bool) -> None:
    pool = []
    facedown = []
    for (t, who, kind, _), rank in zip(slots, assignment, strict=True):
        if kind == "pool":
            pool.append(rank)
        elif kind == "pick":
            d.owner[rank] = who
        else:
            facedown.append((t, rank))
    for rank in range(len(d.owner)):
        if d.owner[rank] == HIDDEN:
            d.owner[rank] = NOBODY
    for t, (_, kind, _, chosen) in enumerate(d.draft_events):
        if chosen != HIDDEN and kind in ("setup", "discard", "leftover") \
                and not (merged and kind == "setup"):
            facedown.append((t, chosen))
    d.facedown = [rank for _, rank in sorted(facedown)]
    for (t, _, _, _), rank in zip(slots, assignment, strict=True):
        if t >= 0:  # the sample's draft record is complete, as a true state's is
            d.draft_events[t] = d.draft_events[t][:3] + (rank,)
    if HIDDEN in d.pool:
        d.pool = pool
    for rank, who in enumerate(d.owner):
        if who >= 0 and rank not in d.characters:
            d.owner[rank] = NOBODY
