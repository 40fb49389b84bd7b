"""Prompts, as messages (`rules.core.message`): rendered in English by the tests and the
arena, in the player's language by the desktop. The moves' log lines are declared with the
moves (`moves.py`)."""

from __future__ import annotations

from rules.core.message import Msg, join, msg, nmsg
from rules.national_economy import catalogue as cat
from rules.national_economy.scoring import SOLO_GOAL, breakdown
from rules.national_economy.state import BUILD_MODES, NEState

_BUILD = {"normal": msg("Choose a building to build at its cost."),
          "discount": msg("Choose a building to build at its cost minus 1."),
          "agr_free": msg("Choose a farm-type building to build for free."),
          "then_draw": msg("Choose a building to build at its cost (then draw 2)."),
          "pair": msg("Choose two buildings of the same cost; you pay for one.")}


def _over(s: NEState) -> Msg:
    if s.n != 1:
        return msg("The game is over.")
    total = sum(breakdown(s, 0).values())
    if total >= SOLO_GOAL:
        return msg("The game is over: {total} points, cleared (the goal is {goal}).",
                   total=total, goal=SOLO_GOAL)
    return msg("The game is over: {total} points, not cleared (the goal is {goal}).",
               total=total, goal=SOLO_GOAL)


def _decision(s: NEState) -> Msg:
    kind, _, cards, number, _ = s.pending[-1]
    if kind == "build":
        if cards:
            return msg("Choose the second building (cost {cost}).", cost=cat.kind(cards[0]).cost)
        return _BUILD[BUILD_MODES[number]]
    if kind == "pay":
        return nmsg("Discard {n} more card to pay for {built}.",
                    "Discard {n} more cards to pay for {built}.", number,
                   built=join(cat.label(c) for c in cards))
    if kind == "discard":
        return nmsg("Discard {n} more card.", "Discard {n} more cards.", number)
    if kind == "limit":
        return nmsg("Round end: discard {n} more card down to your hand limit.",
                    "Round end: discard {n} more cards down to your hand limit.", number)
    if kind == "keep":
        return msg("Keep one of the revealed cards: {cards}.",
                   cards=join(cat.label(c) for c in cards))
    return msg("Wages: sell buildings to raise ${n} (no over-selling).", n=number)


def _for(seat: int | None, who: int, name: str, text: Msg) -> Msg:
    """The prompt as the acting seat reads it, or with its name for everyone else."""
    return text if seat == who else msg("{who}: {prompt}", who=name, prompt=text)


def prompt(s: NEState, seat: int | None) -> Msg:
    if s.phase == "over":
        return _over(s)
    if s.pending:
        who = s.pending[-1].seat
        return _for(seat, who, s.names[who], _decision(s))
    text = msg("Round {round} (wage ${wage} a worker): place a worker on a workplace.",
               round=s.round, wage=cat.WAGES[s.round - 1])
    return _for(seat, s.turn, s.names[s.turn], text)
