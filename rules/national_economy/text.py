"""Prompts and log lines (English)."""

from __future__ import annotations

from rules.core.actions import Action
from rules.national_economy import catalogue as cat
from rules.national_economy import engine
from rules.national_economy.scoring import SOLO_GOAL, breakdown
from rules.national_economy.state import BUILD_MODES, NEState

_BUILD = {"normal": "Choose a building to build at its cost.",
          "discount": "Choose a building to build at its cost minus 1.",
          "agr_free": "Choose a farm-type building to build for free.",
          "then_draw": "Choose a building to build at its cost (then draw 2).",
          "pair": "Choose two buildings of the same cost; you pay for one."}


def prompt(s: NEState, seat: int | None) -> str:
    if s.phase == "over":
        if s.n == 1:
            total = sum(breakdown(s, 0).values())
            verdict = "cleared" if total >= SOLO_GOAL else "not cleared"
            return f"The game is over: {total} points, {verdict} (the goal is {SOLO_GOAL})."
        return "The game is over."
    if s.pending:
        kind, who, cards, number, _ = s.pending[-1]
        name = s.names[who]
        if kind == "build":
            text = _BUILD[BUILD_MODES[number]]
            if cards:
                text = f"Choose the second building (cost {cat.kind(cards[0]).cost})."
        elif kind == "pay":
            built = ", ".join(cat.name(c) for c in cards)
            text = f"Discard {number} more card(s) to pay for {built}."
        elif kind == "discard":
            text = f"Discard {number} more card(s)."
        elif kind == "limit":
            text = f"Round end: discard {number} more card(s) down to your hand limit."
        elif kind == "keep":
            text = "Keep one of the revealed cards: " + ", ".join(
                cat.name(c) for c in cards) + "."
        else:
            text = f"Wages: sell buildings to raise ${number} (no over-selling)."
        return text if seat == who else f"{name}: {text}"
    who = s.names[s.turn]
    text = (f"Round {s.round} (wage ${cat.WAGES[s.round - 1]} a worker): "
            f"place a worker on a workplace.")
    return text if seat == s.turn else f"{who}: {text}"


def describe(s: NEState, action: Action, viewer: int | None) -> str:
    seat = s.pending[-1].seat if s.pending else s.turn
    name = s.names[seat]
    arg = action.args[0] if action.args else -1
    what = cat.name(arg)
    if action.kind == "place":
        return f"{name} places a worker on the {what}."
    if action.kind == "build":
        return f"{name} builds the {what}."
    if action.kind == "discard":
        return f"{name} discards {what if arg == cat.GOOD else 'the ' + what}."
    if action.kind == "keep":
        return f"{name} keeps the {what} and discards the other revealed cards."
    if action.kind == "sell":
        value = f" for ${engine.sale_value(s, arg)}" if 0 <= arg < cat.NUM_CARDS else ""
        return f"{name} sells the {what} to the supply{value}."
    return f"{name}: {action}"
