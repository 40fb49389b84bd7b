"""The Ginkgopolis state: ints, strings and lists of ints, with an exact JSON round trip.

Board cells are ``[x, y, owner, site, tile, tile, ...]`` (bottom tile first; owner -1 for the
start buildings, which carry no resources; site 1 = construction-site marker). A building's
resources are its height when it has an owner. ``chosen[s]`` is ``[]`` before seat s chose,
else ``[card, tile]`` (tile -1 when the card is played alone). ``pending`` holds decisions
(``rules.core.state.Decision``: kind, seat, and in ``number`` the card played alone for
"take" or the urbanization marker's letter for "move"); the last one is on top. ``passed[s]`` holds
the cards seat s passed left at the end of the last round (what s remembers).

``solo`` is 0 in a game of 2-5 players; 1 (standard) or 2 (expert) in the solo game, where
seat 0 is the player and seat 1 the rulebook's automated opponent, Hal: his card for the
round waits face down in ``chosen[1]``, his resources come straight from ``res_supply[1]``
and the building cards he plays stay in ``tableau[1]``.
"""

from __future__ import annotations

from rules.core.contract import Seat
from rules.core.state import Decision, LogEntry

PENDING = ("take", "move")
PHASES = ("draft", "choose", "resolve", "addtiles", "over")

# name -> shape: int, str, bool (stored 0/1 int), ints, intss, strs, log
FIELDS = {
    "names": "strs", "kinds": "strs", "characters": "str", "open_screens": "int",
    "phase": "str", "round": "int", "start": "int", "turn": "int", "rng": "int",
    "version": "int", "cells": "intss", "markers": "intss", "supply": "ints",
    "removed": "ints", "screens": "intss", "res_supply": "ints", "res_behind": "ints",
    "points": "ints", "tokens": "ints", "refreshed": "ints", "hands": "intss",
    "chosen": "intss", "deck": "ints", "discard": "ints", "aside": "ints", "tableau": "intss",
    "chars": "intss", "draft_hands": "intss", "picked": "ints", "box": "ints",
    "pending": "decisions", "exhausted": "int", "out_this_round": "int", "ending": "int",
    "offered": "intss", "done": "ints", "passed": "intss", "solo": "int", "log": "log",
}
HAL = 1  # Hal's seat in the solo game
LATER_FIELDS = {"solo": 0}  # fields added after the first saves: their value when missing


class GinkgopolisState:
    __slots__ = tuple(FIELDS)

    def __init__(self, **values) -> None:
        for name in FIELDS:
            setattr(self, name, values[name])

    @property
    def n(self) -> int:
        return len(self.names)

    @property
    def players(self) -> int:
        """Seats played by people or bots (Hal, in the solo game, is part of the rules)."""
        return 1 if self.solo else self.n

    @property
    def seats(self) -> list[Seat]:
        return [Seat(self.names[s], self.kinds[s]) for s in range(self.players)]

    def order(self) -> list[int]:
        """Seats in turn order from the start player."""
        return [(self.start + i) % self.n for i in range(self.n)]

    def board_resources(self, seat: int) -> int:
        return sum(len(c) - 4 for c in self.cells if c[2] == seat)

    def clone(self) -> GinkgopolisState:
        values = {}
        for name, shape in FIELDS.items():
            value = getattr(self, name)
            if shape in ("ints", "strs", "decisions", "log"):
                value = list(value)
            elif shape == "intss":
                value = [list(v) for v in value]
            values[name] = value
        return GinkgopolisState(**values)

    def to_json(self) -> dict:
        return self.clone()._as_dict()

    def _as_dict(self) -> dict:
        data = {name: getattr(self, name) for name in FIELDS}
        data["pending"] = [d.to_json() for d in self.pending]
        data["log"] = [e.to_json() for e in self.log]
        return data

    @staticmethod
    def from_json(data: dict) -> GinkgopolisState:
        if not isinstance(data, dict):
            raise ValueError("a Ginkgopolis state is a JSON object")
        data = {**LATER_FIELDS, **data}
        missing = [name for name in FIELDS if name not in data]
        if missing:
            raise ValueError(f"the Ginkgopolis state lacks {', '.join(missing)}")
        extra = sorted(set(data) - set(FIELDS))
        if extra:
            raise ValueError(f"the Ginkgopolis state has unknown fields {', '.join(extra)}")
        values = {}
        for name, shape in FIELDS.items():
            values[name] = _check(name, shape, data[name])
        state = GinkgopolisState(**values)
        _check_shape(state)
        return state


def _is_int(x) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _check(name: str, shape: str, value):
    bad = ValueError(f"state field {name!r} has the wrong shape")
    if shape == "int":
        if not _is_int(value):
            raise bad
        return value
    if shape == "str":
        if not isinstance(value, str):
            raise bad
        return value
    if not isinstance(value, list):
        raise bad
    if shape == "ints":
        if not all(_is_int(x) for x in value):
            raise bad
        return list(value)
    if shape == "strs":
        if not all(isinstance(x, str) for x in value):
            raise bad
        return list(value)
    if shape == "intss":
        if not all(isinstance(v, list) and all(_is_int(x) for x in v) for v in value):
            raise bad
        return [list(v) for v in value]
    if shape == "decisions":  # saves before the shared Decision held [kind index, seat, arg]
        return [Decision.from_json([PENDING[d[0]], d[1], [], d[2], 0]
                                   if isinstance(d, list) and len(d) == 3 and _is_int(d[0])
                                   and 0 <= d[0] < len(PENDING) else d, PENDING)
                for d in value]
    return [LogEntry.from_json(entry) for entry in value]  # log


def _check_shape(state: GinkgopolisState) -> None:
    n = state.n
    if not 2 <= n <= 5 or len(state.kinds) != n:
        raise ValueError("a Ginkgopolis state has 2 to 5 seats")
    if state.solo not in (0, 1, 2) or (state.solo and n != 2):
        raise ValueError("solo is 0, 1 or 2, and a solo game has the player and Hal")
    for name, shape in FIELDS.items():
        if name in ("names", "kinds", "cells", "markers", "pending", "supply", "removed",
                    "deck", "discard", "aside", "box", "log"):
            continue
        if shape in ("ints", "intss") and len(getattr(state, name)) != n:
            raise ValueError(f"state field {name!r} needs one entry per seat")
    if state.phase not in PHASES:
        raise ValueError(f"unknown phase {state.phase!r}")
    if state.characters not in ("tutorial", "draft"):
        raise ValueError("characters is tutorial or draft")
    if len(state.markers) != 12 or any(len(m) != 2 for m in state.markers):
        raise ValueError("there are 12 urbanization markers [x, y]")
    if any(len(c) < 5 for c in state.cells):
        raise ValueError("a cell is [x, y, owner, site, tiles...]")
    if any(not 0 <= d.seat < n for d in state.pending):
        raise ValueError("a pending decision belongs to a seat")
    if any(len(c) not in (0, 2) for c in state.chosen):
        raise ValueError("a chosen play is [] or [card, tile]")
    if not 0 <= state.start < n:
        raise ValueError("the start player is a seat")
