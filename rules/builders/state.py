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
from rules.core.fields import StateFields, ints, lists, log, names, nested, options, pending, phase
from rules.core.state import HIDDEN, Decision, LogEntry

PHASES = ("play", "over")
FIELDS = StateFields("The Builders", [
    ints("n", "round", "start", "turn", "actions", "invested", "final", "version", "rng"),
    lists("building_deck", secret=True),
    lists("building_row"),
    lists("worker_deck", secret=True),
    lists("worker_row", "prisoners", "tools", "loans", "universities", "freed", "coins",
          "loans_taken", "turns_taken"),
    nested("crew", "spare_tools", "done", "machines", "schooled", "sent", "settled"),
    nested("sites", depth=3),
    phase(PHASES), names(), options(BuildersOptions), pending(()), log(),
])


class BuildersState:
    __slots__ = FIELDS.slots

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
        return FIELDS.clone(self)

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
        return FIELDS.to_json(self)

    @staticmethod
    def from_json(data) -> BuildersState:
        state = FIELDS.from_json(BuildersState, data)
        _check(state)
        return state


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
