"""Read-only helpers for the National Economy table on screen: what a choice would cost, what
a decision to discard or sell asks for and what the cards gathered so far raise, and who
stands on each workplace.

Pure Python and read-only: everything here asks `engine` and never changes a state. What is
legal, and why not, is the moves' (`moves.py`): the table gathers discards and sales on the
state after those already gathered. The cards gathered are a list of card ids; consumer
goods appear in it as `catalogue.GOOD`, once per good.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.national_economy import catalogue as cat
from rules.national_economy import engine
from rules.national_economy.state import BUILD_MODES, NEState


def names(place: int) -> tuple[str, str]:
    """(English, Japanese) names of a card or workplace."""
    if place == cat.GOOD:
        return "Consumer good", "消費財"
    info = cat.PLACES.get(place)
    return (info.en, info.ja) if info is not None else (f"card {place}", "")


def top(s: NEState, seat: int | None, *kinds: str):
    """The top decision if it belongs to `seat` and is one of `kinds`, else None."""
    if not s.pending or seat is None:
        return None
    decision = s.pending[-1]
    if decision.seat != seat or (kinds and decision.kind not in kinds):
        return None
    return decision


# ----- building ----------------------------------------------------------------------------
def build_mode(place: int) -> int | None:
    """The build mode a worker on `place` starts, or None when it builds nothing."""
    effect = cat.PLACES[place].effect
    return BUILD_MODES.index(effect.mode) if effect.kind == "build" else None


def cost_now(s: NEState, seat: int, card: int) -> int | None:
    """What building `card` costs in the build being chosen now (None: no build pending).
    In the second pick of a pair, the pair costs the first card's cost once."""
    decision = top(s, seat, "build")
    if decision is None:
        return None
    mode = decision.number
    if BUILD_MODES[mode] == "pair":
        return cat.kind(card).cost
    return engine.build_cost(mode, card)


def buildable_with(s: NEState, seat: int, place: int) -> list[int]:
    """Cards of `seat`'s hand a worker on `place` could build now (first picks for a pair)."""
    mode = build_mode(place)
    return [] if mode is None else engine.build_choices(s, seat, mode, ())


# ----- discarding --------------------------------------------------------------------------
@dataclass(frozen=True)
class DiscardNeed:
    kind: str  # "pay", "discard" (shops, factories) or "limit" (round end)
    count: int  # cards still to discard
    building: tuple[int, ...]  # being paid for ("pay" only)
    draw: int  # cards drawn afterwards


def discard_need(s: NEState, seat: int | None) -> DiscardNeed | None:
    decision = top(s, seat, "pay", "discard", "limit")
    if decision is None:
        return None
    kind, _, cards, number, extra = decision
    return DiscardNeed(kind, number, cards if kind == "pay" else (), extra)


# ----- selling -----------------------------------------------------------------------------
@dataclass(frozen=True)
class SaleStatus:
    need: int  # the shortfall when selling began
    sold: tuple[int, ...]  # sold already (confirmed)
    raised: int  # the value of the sold and chosen buildings
    owed: int  # still to raise (0 when covered)


def sale_status(s: NEState, seat: int, chosen: list[int]) -> SaleStatus | None:
    """What the wages still need, with the buildings `chosen` (not yet sold) counted."""
    decision = top(s, seat, "sell")
    if decision is None:
        return None
    _, _, sold, need, _ = decision
    raised = sum(engine.sale_value(s, c) for c in (*sold, *chosen))
    return SaleStatus(need, sold, raised, max(0, need - raised))


# ----- the round -----------------------------------------------------------------------------
def wages_due(s: NEState, seat: int) -> int:
    return engine.wage(s) * s.workers[seat]


def occupants(s: NEState) -> list[tuple[int, int]]:
    """(workplace, seat) for every worker placed this round, in order."""
    return list(zip(s.used, s.used_by, strict=True))


def hand_limit(s: NEState, seat: int) -> int:
    return engine.hand_limit(s, seat)


def worker_limit(s: NEState, seat: int) -> int:
    return engine.worker_limit(s, seat)


def multi(s: NEState, place: int) -> bool:
    """Does this workplace take any number of workers in this game?"""
    return engine.is_multi(s, cat.PLACES[place])
