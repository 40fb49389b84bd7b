"""Who acts, the legal actions for the top decision, and why an action is refused."""

from __future__ import annotations

from rules.core.actions import Action
from rules.core.message import Msg, msg, pmsg
from rules.national_economy import catalogue as cat
from rules.national_economy import engine
from rules.national_economy.state import NEState

KINDS = ("place", "build", "discard", "keep", "sell")


def to_act(s: NEState) -> tuple[int, ...]:
    if s.pending:
        return (s.pending[-1].seat,)
    if s.phase == "work":
        return (s.turn,)
    return ()


def _discards(s: NEState, seat: int) -> list[Action]:
    out = [Action("discard", (c,)) for c in sorted(s.hands[seat])]
    if s.goods[seat]:
        out.append(Action("discard", (cat.GOOD,)))
    return out


def legal_actions(s: NEState, seat: int) -> list[Action]:
    if seat not in to_act(s):
        return []
    if not s.pending:
        return [Action("place", (p,)) for p in engine.candidate_places(s, seat)
                if engine.place_problem(s, seat, p) is None]
    kind, _, cards, number, _ = s.pending[-1]
    if kind == "build":
        return [Action("build", (c,)) for c in engine.build_choices(s, seat, number, cards)]
    if kind in ("pay", "discard", "limit"):
        return _discards(s, seat)
    if kind == "keep":
        return [Action("keep", (c,)) for c in sorted(cards)]
    return [Action("sell", (c,)) for c in engine.sell_choices(s, seat)]


_VERBS = {"place": pmsg("national economy action", "place"),
          "build": pmsg("national economy action", "build"),
          "discard": pmsg("national economy action", "discard"),
          "keep": pmsg("national economy action", "keep"),
          "sell": pmsg("national economy action", "sell")}


def explain(s: NEState, seat: int, action: Action) -> Msg:
    if action.kind not in KINDS:
        return msg("There is no action called {kind} in National Economy.",
                   kind=repr(action.kind))
    if len(action.args) != 1:
        return msg("{kind} takes exactly one card or workplace.", kind=_VERBS[action.kind])
    arg = action.args[0]
    top = s.pending[-1].kind if s.pending else "place"
    wanted = {"place": "place", "build": "build", "pay": "discard", "discard": "discard",
              "limit": "discard", "keep": "keep", "sell": "sell"}[top]
    if action.kind != wanted:
        return msg("Now you must {wanted}, not {kind}.", wanted=_VERBS[wanted],
                   kind=_VERBS[action.kind])
    if action.kind == "place":
        return engine.place_problem(s, seat, arg) or msg("You cannot place a worker there.")
    if action.kind == "discard":
        if arg == cat.GOOD:
            return msg("You hold no consumer goods.")
        return msg("That card is not in your hand.")
    if action.kind == "build":
        if arg not in s.hands[seat]:
            return msg("That card is not in your hand.")
        return msg("You cannot build that card now (its cost, its type or the pair rule).")
    if action.kind == "keep":
        return msg("That card is not among the revealed cards.")
    return _sell_problem(s, seat, arg)


def _sell_problem(s: NEState, seat: int, card: int) -> Msg:
    if card not in s.tableau[seat]:
        return msg("That building is not yours.")
    if not cat.kind(card).sellable:
        return msg("That building cannot be sold.")
    return msg("Over-selling: with that building the sale would still cover the wages "
               "without its cheapest building.")
