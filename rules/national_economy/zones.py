"""Where National Economy's pieces lie (rules/core/zones.py): the cards, the money (players,
household, bank), the workers (ready, in training, on the workplaces) and the consumer goods
(from a supply without count). Its invariants count the same places."""

from __future__ import annotations

from rules.core.message import NP_
from rules.core.zones import Zone, Zones
from rules.national_economy.state import NEState as State

CARD_ROW = 64  # public workplaces below this are cards; the others are printed on the board


def _choosing(s: State, seat: int) -> list[int]:
    """Cards held by a decision of the seat (drawn to choose from), not by a hand."""
    return [card for kind, owner, cards, _, _ in s.pending if owner == seat and kind != "sell"
            for card in cards]


def _workers_at(s: State, place: int) -> list[int]:
    """The workers on a workplace, each named by its seat."""
    return [seat for where, seat in zip(s.used, s.used_by, strict=True) if where == place]


ZONES: Zones[State] = Zones(
    Zone("card", "deck", lambda s: s.deck),
    Zone("card", "discard", lambda s: s.discard),
    Zone("card", "public", lambda s: [c for c in s.public if c < CARD_ROW]),
    Zone("card", "choosing", _choosing, per_seat=True),
    Zone("card", "hand", lambda s, seat: s.hands[seat], per_seat=True,
         gain=NP_("{n} card in hand", "{n} cards in hand")),
    Zone("card", "tableau", lambda s, seat: s.tableau[seat], per_seat=True, lands="building",
         gain=NP_("{n} building", "{n} buildings")),
    Zone("money", "bank", lambda s: s.supply, counted=True, look="coin"),
    Zone("money", "household", lambda s: s.household, counted=True, look="coin"),
    Zone("money", "purse", lambda s, seat: s.money[seat], per_seat=True, counted=True, look="coin",
         gain=NP_("${n}", "${n}")),
    Zone("goods", "goods", lambda s, seat: s.goods[seat], per_seat=True, counted=True, look="card",
         gain=NP_("{n} consumer good", "{n} consumer goods")),
    Zone("worker", "ready", lambda s, seat: [seat] * s.available(seat), per_seat=True),
    Zone("worker", "training", lambda s, seat: [seat] * s.trainees[seat], per_seat=True,
         gain=NP_("{n} worker in training", "{n} workers in training")),
    Zone("worker", "workplace", _workers_at, each=lambda s: sorted(set(s.used))),
    supplied=("goods", "worker"))  # workers are hired from the supply
