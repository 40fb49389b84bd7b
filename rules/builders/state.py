"""The Builders: Antiquity state: ints and lists of ints, with an exact JSON round trip.

Cards are ids of `rules.builders.catalogue`. Each seat has `coins`, a `crew` (workers,
prisoners and completed machines on no site), `spare_tools`, `sites` (each
`[building, unit, tool, unit, tool, ...]`, tool -1 for none), `done` (completed buildings),
`machines` (completed machines, for their points: the cards themselves work in the crew or on
sites) and `loans_taken`. `schooled` pairs an educated unit with its university card,
`freed` lists freed prisoners. The turn: `turn` acts, has used `actions`, `invested` (0/1)
this turn, and `sent` counts `[building, workers sent this turn]`. `final` is 1 once a player
reached the end score; `settled` holds each seat's end-of-game payments
`[prisoners freed, loans repaid, coins paid]`. `pending` stays empty: every decision is the
acting seat's next action.
"""

from __future__ import annotations

from collections import Counter

from rules.builders import catalogue as cat
from rules.builders.options import BuildersOptions
from rules.core.contract import build_options
from rules.core.state import HIDDEN, Decision, LogEntry

PHASES = ("play", "over")
_INTS = ("n", "round", "start", "turn", "actions", "invested", "final", "version", "rng")
_LISTS = ("building_deck", "building_row", "worker_deck", "worker_row", "prisoners", "tools",
          "loans", "universities", "freed", "coins", "loans_taken", "turns_taken")
_NESTED = ("crew", "spare_tools", "done", "machines", "sites", "schooled", "sent", "settled")
_FLAT_NESTED = tuple(name for name in _NESTED if name != "sites")


class BuildersState:
    __slots__ = (*_INTS, *_LISTS, *_NESTED, "phase", "names", "options", "pending", "log")

    n: int
    round: int
    start: int
    turn: int
    actions: int
    invested: int
    final: int
    version: int
    rng: int
    building_deck: list[int]
    building_row: list[int]
    worker_deck: list[int]
    worker_row: list[int]
    prisoners: list[int]
    tools: list[int]
    loans: list[int]
    universities: list[int]
    freed: list[int]
    coins: list[int]
    loans_taken: list[int]
    turns_taken: list[int]
    crew: list[list[int]]
    spare_tools: list[list[int]]
    done: list[list[int]]
    machines: list[list[int]]
    sites: list[list[list[int]]]
    schooled: list[list[int]]
    sent: list[list[int]]
    settled: list[list[int]]
    phase: str
    names: list[str]
    options: BuildersOptions
    pending: list[Decision]
    log: list[LogEntry]

    def clone(self) -> BuildersState:
        c = BuildersState.__new__(BuildersState)
        for name in _INTS:
            setattr(c, name, getattr(self, name))
        for name in _LISTS:
            setattr(c, name, getattr(self, name)[:])
        for name in _FLAT_NESTED:
            setattr(c, name, [x[:] for x in getattr(self, name)])
        c.sites = [[site[:] for site in seat] for seat in self.sites]
        c.phase, c.names, c.options = self.phase, self.names[:], self.options
        c.pending, c.log = self.pending[:], self.log[:]
        return c

    # ----- what the rules ask often -----------------------------------------------------
    def university_of(self, unit: int) -> int | None:
        for educated, university in self.schooled:
            if educated == unit:
                return university
        return None

    def sent_here(self, site: int) -> int:
        for building, count in self.sent:
            if building == site:
                return count
        return 0

    def site(self, seat: int, building: int) -> list[int] | None:
        for site in self.sites[seat]:
            if site[0] == building:
                return site
        return None

    def points(self, seat: int) -> int:
        """Points from completed buildings and machines (what ends the game)."""
        return sum(cat.building(b).points for b in (*self.done[seat], *self.machines[seat]))

    def to_json(self) -> dict:
        data: dict = {name: getattr(self, name) for name in _INTS}
        for name in _LISTS:
            data[name] = getattr(self, name)[:]
        for name in _FLAT_NESTED:
            data[name] = [x[:] for x in getattr(self, name)]
        data["sites"] = [[site[:] for site in seat] for seat in self.sites]
        data["phase"], data["names"] = self.phase, self.names[:]
        data["options"] = {"first_seat_starts": self.options.first_seat_starts,
                           "freed_prisoner_cost": self.options.freed_prisoner_cost,
                           "apprentice_18": self.options.apprentice_18,
                           "university": self.options.university}
        data["pending"] = [d.to_json() for d in self.pending]
        data["log"] = [e.to_json() for e in self.log]
        return data

    @staticmethod
    def from_json(data) -> BuildersState:
        if not isinstance(data, dict):
            raise ValueError("a Builders state is a JSON object")
        try:
            return _from_json(data)
        except ValueError:
            raise
        except (KeyError, TypeError, IndexError, AttributeError) as error:
            raise ValueError(f"a Builders state of the wrong shape: {error!r}") from None


def _int(x, name: str) -> int:
    if not isinstance(x, int) or isinstance(x, bool):
        raise ValueError(f"{name} must be a whole number, not {x!r}")
    return x


def _ints(x, name: str) -> list[int]:
    if not isinstance(x, list):
        raise ValueError(f"{name} must be a list of whole numbers")
    return [_int(v, name) for v in x]


def _nested(x, name: str, depth: int = 2) -> list:
    if not isinstance(x, list):
        raise ValueError(f"{name} must be a list")
    return [_nested(v, name, depth - 1) if depth > 2 else _ints(v, name) for v in x]


def _from_json(data: dict) -> BuildersState:
    missing = [k for k in (*_INTS, *_LISTS, *_NESTED, "phase", "names", "options", "pending",
                           "log") if k not in data]
    if missing:
        raise ValueError(f"the state lacks {missing[0]!r}")
    unknown = sorted(set(data) - {*BuildersState.__slots__})
    if unknown:
        raise ValueError(f"a Builders state has no field {unknown[0]!r}")
    s = BuildersState.__new__(BuildersState)
    for name in _INTS:
        setattr(s, name, _int(data[name], name))
    for name in _LISTS:
        setattr(s, name, _ints(data[name], name))
    for name in _FLAT_NESTED:
        setattr(s, name, _nested(data[name], name))
    s.sites = _nested(data["sites"], "sites", 3)
    if data["phase"] not in PHASES:
        raise ValueError(f"unknown phase {data['phase']!r}")
    s.phase = data["phase"]
    if not isinstance(data["names"], list) or not all(isinstance(n, str)
                                                      for n in data["names"]):
        raise ValueError("names must be a list of strings")
    s.names = data["names"][:]
    if not isinstance(data["options"], dict):
        raise ValueError("options must be an object")
    s.options = build_options(BuildersOptions, data["options"], "The Builders")
    s.pending = [Decision.from_json(d, ()) for d in data["pending"]]
    if not isinstance(data["log"], list):
        raise ValueError("the log must be a list")
    s.log = [LogEntry.from_json(e) for e in data["log"]]
    _check(s)
    return s


def _check(s: BuildersState) -> None:
    """Refuse a state the rules could not play: wrong sizes, a card in two places."""
    if not 1 <= s.n <= 4 or len(s.names) != s.n:
        raise ValueError("a Builders game has 1 to 4 seats, one name each")
    per_seat = (s.coins, s.loans_taken, s.turns_taken, s.crew, s.spare_tools, s.done,
                s.machines, s.sites)
    if any(len(x) != s.n for x in per_seat) or len(s.settled) not in (0, s.n):
        raise ValueError("every seat needs its coins, loans, turns, crew, tools, sites")
    if not (0 <= s.turn < s.n and 0 <= s.start < s.n and 0 <= s.actions <= 99
            and s.invested in (0, 1) and s.final in (0, 1) and s.round >= 1):
        raise ValueError("the turn is out of range")
    if any(c < 0 for c in s.coins) or any(not 0 <= x <= len(cat.LOANS) for x in s.loans_taken):
        raise ValueError("coins and loans are never negative")
    places: Counter[int] = Counter()
    for row in (s.building_deck, s.building_row, s.worker_deck, s.worker_row, s.prisoners,
                s.tools, s.universities):
        places.update(c for c in row if c != HIDDEN)
    for seat in range(s.n):
        places.update(s.crew[seat])
        places.update(s.spare_tools[seat])
        places.update(s.done[seat])
        for site in s.sites[seat]:
            if len(site) % 2 != 1:
                raise ValueError("a site is [building, unit, tool, unit, tool, ...]")
            places.update([site[0], *site[1::2]])
            places.update(t for t in site[2::2] if t != -1)
    places.update(university for _, university in s.schooled)
    hidden = s.building_deck.count(HIDDEN) + s.worker_deck.count(HIDDEN)
    known = set(range(cat.NUM_CARDS)) - set(cat.LOANS)
    if any(k != 1 for k in places.values()) or not set(places) <= known or \
            len(places) + hidden != len(known):
        raise ValueError("every card must be in exactly one place")
    if any(len(pair) != 2 for pair in s.schooled) or any(len(x) != 2 for x in s.sent):
        raise ValueError("schooled and sent hold pairs")
    for seat in range(s.n):
        working = set(s.crew[seat]) | {u for site in s.sites[seat] for u in site[1::2]}
        if not all(cat.is_machine(m) and m in working for m in s.machines[seat]) or \
                any(cat.is_machine(b) for b in s.done[seat]):
            raise ValueError("a completed machine works in its owner's crew or on a site")
    if len(s.loans) + sum(s.loans_taken) != len(cat.LOANS):
        raise ValueError("the loans taken and left must add up to the four loans")
