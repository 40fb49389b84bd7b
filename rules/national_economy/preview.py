"""Read-only helpers for the National Economy table on screen: what a choice would cost, what
a half-made selection of discards or sales still needs, and who stands on each workplace.

Pure Python and read-only: everything here asks `engine` and `legal` and never changes a
state. A "selection" is the list of cards the player has clicked but not yet confirmed;
consumer goods appear in it as `catalogue.GOOD`, once per good.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.actions import Action
from rules.core.message import Msg, msg, nmsg
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


def selection_problem(s: NEState, seat: int, chosen: list[int], card: int) -> Msg | None:
    """Why `card` cannot be added to the discards chosen so far (None if it can)."""
    need = discard_need(s, seat)
    if need is None:
        return msg("There is nothing to discard now.")
    if len(chosen) >= need.count:
        return nmsg("You have chosen {n} card already; click it to put it back.",
                    "You have chosen {n} cards already; click one to put it back.", need.count)
    if card == cat.GOOD:
        if chosen.count(cat.GOOD) >= s.goods[seat]:
            return msg("You have no more consumer goods.")
        return None
    if card not in s.hands[seat]:
        return msg("That card is not in your hand.")
    if card in chosen:
        return msg("That card is chosen already.")
    return None


def discard_actions(chosen: list[int]) -> tuple[Action, ...]:
    return tuple(Action("discard", (c,)) for c in chosen)


# ----- selling -----------------------------------------------------------------------------
@dataclass(frozen=True)
class SaleStatus:
    need: int  # the shortfall when selling began
    sold: tuple[int, ...]  # sold already (confirmed)
    raised: int  # the value of the sold and chosen buildings
    owed: int  # still to raise (0 when covered)
    problem: Msg | None  # why the chosen set may not be sold (over-selling), or None


def sale_status(s: NEState, seat: int, chosen: list[int]) -> SaleStatus | None:
    decision = top(s, seat, "sell")
    if decision is None:
        return None
    _, _, sold, need, _ = decision
    values = [engine.sale_value(s, c) for c in (*sold, *chosen)]
    raised = sum(values)
    problem = None
    if values and raised >= need and raised - min(values) >= need:
        cheapest = min((*sold, *chosen), key=lambda c: engine.sale_value(s, c))
        problem = _over_selling(raised, need, cheapest)
    return SaleStatus(need, sold, raised, max(0, need - raised), problem)


def _over_selling(raised: int, need: int, cheapest: int) -> Msg:
    return msg("Over-selling: ${raised} would cover the ${need} even without the {card}.",
               raised=raised, need=need, card=cat.label(cheapest))


def sale_problem(s: NEState, seat: int, chosen: list[int], card: int) -> Msg | None:
    """Why `card` cannot join the sale chosen so far (None if some legal sale contains the
    chosen buildings and this one)."""
    decision = top(s, seat, "sell")
    if decision is None:
        return msg("Nothing has to be sold now.")
    if card not in s.tableau[seat]:
        return msg("That building is not yours.")
    kind = cat.kind(card)
    if not kind.sellable:
        return msg("The {card} cannot be sold (facilities and the slash-and-burn never are).",
                   card=cat.label(card))
    if card in chosen:
        return msg("That building is chosen already.")
    status = sale_status(s, seat, chosen)
    if status is not None and status.owed == 0:
        return msg("The chosen buildings already raise ${raised} of the ${need} owed: selling "
                   "more would be over-selling.", raised=status.raised, need=status.need)
    _, _, sold, need, _ = decision
    picked = [engine.sale_value(s, c) for c in (*sold, *chosen, card)]
    rest = [engine.sale_value(s, c) for c in engine.sellable(s, seat)
            if c not in chosen and c != card]
    if engine.minimal_sale_possible(picked, rest, need):
        return None
    raised = sum(picked)
    if raised >= need:
        cheapest = min((*sold, *chosen, card), key=lambda c: engine.sale_value(s, c))
        return _over_selling(raised, need, cheapest)
    return msg("Over-selling: no legal sale of ${need} contains these buildings together.",
               need=need)


def sale_actions(chosen: list[int]) -> tuple[Action, ...]:
    return tuple(Action("sell", (c,)) for c in chosen)


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


def place_problem(s: NEState, seat: int, place: int) -> Msg | None:
    return engine.place_problem(s, seat, place)


def multi(s: NEState, place: int) -> bool:
    """Does this workplace take any number of workers in this game?"""
    return engine.is_multi(s, cat.PLACES[place])
