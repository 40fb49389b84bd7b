"""Where Citadels' pieces lie (rules/core/zones.py): the district cards, the gold, the crown and
the characters, in the places the table draws them (its invariants count the same places)."""

from __future__ import annotations

from rules.citadels.state import CitadelsState as State
from rules.core.zones import Zone, Zones


def _drawn(s: State, seat: int) -> list[int]:
    """Cards drawn and not yet kept, or offered by the Graveyard: in the seat's hand of
    choices, not in the deck any more."""
    return [card for kind, owner, cards, _, _ in s.pending if owner == seat
            and kind in ("keep", "graveyard") for card in cards]


def _characters(s: State, seat: int) -> list[int]:
    return [rank for rank in s.characters if s.owner[rank] == seat]


ZONES: Zones[State] = Zones(
    Zone("card", "deck", lambda s: s.deck),
    Zone("card", "drawn", _drawn, per_seat=True),
    Zone("card", "hand", lambda s, seat: s.hands[seat], per_seat=True),
    Zone("card", "city", lambda s, seat: s.cities[seat], per_seat=True, lands="building"),
    Zone("card", "museum", lambda s: s.museum),
    Zone("card", "removed", lambda s: s.removed),
    Zone("gold", "bank", lambda s: s.bank, counted=True, look="coin"),
    Zone("gold", "purse", lambda s, seat: s.gold[seat], per_seat=True, counted=True, look="coin"),
    Zone("gold", "adorned", lambda s: len(s.adorned), counted=True, look="coin"),
    Zone("crown", "crown", lambda s, seat: int(s.crown == seat),
         per_seat=True, counted=True, look="token"),
    Zone("character", "pool", lambda s: s.pool, look="card"),
    Zone("character", "faceup", lambda s: s.faceup, look="card"),
    Zone("character", "facedown", lambda s: s.facedown, look="card"),
    Zone("character", "chosen", _characters, per_seat=True, look="card"),
)
