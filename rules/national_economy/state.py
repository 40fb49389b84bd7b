"""The National Economy state: ints and lists of ints, with an exact JSON round trip.

`pending` is a stack of decisions (`rules.core.state.Decision`: kind, seat, cards, number,
extra); the top (last) one is decided next. Kinds: `build` (number: mode, cards: first pick of
a pair), `pay` (number: cards still to discard, cards: the buildings being built, extra: cards
to draw afterwards), `discard` (number left, extra: cards to draw afterwards), `limit`
(hand-limit discards left), `keep` (cards: the revealed cards) and `sell` (number: the
shortfall, cards: sold so far). `used` lists the workplaces taken this round in order, and
`used_by` the seat whose worker stands on each.
"""

from __future__ import annotations

from rules.core.state import HIDDEN, Decision, LogEntry
from rules.national_economy.options import NationalEconomyOptions

PHASES = ("work", "end", "over")
PENDING_KINDS = ("build", "pay", "discard", "limit", "keep", "sell")
BUILD_MODES = ("normal", "discount", "agr_free", "then_draw", "pair")


_LISTS = ("money", "goods", "workers", "trainees", "placed", "debt", "public", "used",
          "used_by", "blocked", "deck", "discard")
_NESTED = ("hands", "tableau")
_INTS = ("n", "round", "start", "turn", "household", "supply", "cursor", "version", "rng")


class NEState:
    __slots__ = ("n", "names", "options", "phase", "round", "start", "turn", "household",
                 "supply", "cursor", "version", "rng", "money", "goods", "workers",
                 "trainees", "placed", "debt", "public", "used", "used_by", "blocked", "deck",
                 "discard",
                 "hands", "tableau", "pending", "log")

    n: int
    names: list[str]
    options: NationalEconomyOptions
    phase: str
    round: int
    start: int
    turn: int
    household: int
    supply: int
    cursor: int
    version: int
    rng: int
    money: list[int]
    goods: list[int]
    workers: list[int]
    trainees: list[int]
    placed: list[int]
    debt: list[int]
    public: list[int]
    used: list[int]
    used_by: list[int]
    blocked: list[int]
    deck: list[int]
    discard: list[int]
    hands: list[list[int]]
    tableau: list[list[int]]
    pending: list[Decision]
    log: list[LogEntry]

    def clone(self) -> NEState:
        # Field by field rather than by a loop over the names: searches clone a great deal.
        c = NEState.__new__(NEState)
        c.n, c.round, c.start, c.turn = self.n, self.round, self.start, self.turn
        c.household, c.supply, c.cursor = self.household, self.supply, self.cursor
        c.version, c.rng, c.phase, c.options = self.version, self.rng, self.phase, self.options
        c.names = self.names[:]
        c.money, c.goods, c.workers = self.money[:], self.goods[:], self.workers[:]
        c.trainees, c.placed, c.debt = self.trainees[:], self.placed[:], self.debt[:]
        c.public, c.used, c.blocked = self.public[:], self.used[:], self.blocked[:]
        c.used_by = self.used_by[:]
        c.deck, c.discard = self.deck[:], self.discard[:]
        c.hands = [x[:] for x in self.hands]
        c.tableau = [x[:] for x in self.tableau]
        c.pending = self.pending[:]
        c.log = self.log[:]
        return c

    def hand_size(self, seat: int) -> int:
        return len(self.hands[seat]) + self.goods[seat]

    def available(self, seat: int) -> int:
        return self.workers[seat] - self.trainees[seat] - self.placed[seat]

    def to_json(self) -> dict:
        data: dict = {name: getattr(self, name) for name in _INTS}
        data["phase"] = self.phase
        data["names"] = self.names[:]
        data["options"] = {"first_seat_starts": self.options.first_seat_starts}
        for name in _LISTS:
            data[name] = getattr(self, name)[:]
        for name in _NESTED:
            data[name] = [x[:] for x in getattr(self, name)]
        data["pending"] = [d.to_json() for d in self.pending]
        data["log"] = [e.to_json() for e in self.log]
        return data

    @staticmethod
    def from_json(data) -> NEState:
        if not isinstance(data, dict):
            raise ValueError("a National Economy state is a JSON object")
        try:
            return _from_json(data)
        except ValueError:
            raise
        except (KeyError, TypeError, IndexError, AttributeError) as error:
            raise ValueError(f"a National Economy state of the wrong shape: {error!r}") from None


def _int(x, name: str) -> int:
    if not isinstance(x, int) or isinstance(x, bool):
        raise ValueError(f"{name} must be a whole number, not {x!r}")
    return x


def _ints(x, name: str) -> list[int]:
    if not isinstance(x, list):
        raise ValueError(f"{name} must be a list of whole numbers")
    return [_int(v, name) for v in x]


def _check_pending(kind: str, number: int, cards: list[int], extra: int) -> None:
    """Refuse a decision the engine could not play (a build mode out of range, say)."""
    if kind == "build" and not (0 <= number < len(BUILD_MODES) and len(cards) <= 1):
        raise ValueError(f"a pending build's mode must be 0..{len(BUILD_MODES) - 1} with at "
                         "most one card chosen")
    if not 0 <= number <= 999 or not 0 <= extra <= 64 or len(cards) > 64:
        raise ValueError("a pending decision's numbers must be small and non-negative")


def _from_json(data: dict) -> NEState:
    s = NEState.__new__(NEState)
    data = _migrated(data)
    missing = [k for k in (*_INTS, *_LISTS, *_NESTED, "phase", "names", "options", "pending",
                           "log") if k not in data]
    if missing:
        raise ValueError(f"the state lacks {missing[0]!r}")
    for name in _INTS:
        setattr(s, name, _int(data[name], name))
    if not 1 <= s.n <= 4:
        raise ValueError(f"n must be 1..4, not {s.n}")
    if data["phase"] not in PHASES:
        raise ValueError(f"phase must be one of {PHASES}")
    s.phase = data["phase"]
    if not 1 <= s.round <= 9:
        raise ValueError("round must be 1..9")
    for name in ("start", "turn"):
        if not 0 <= getattr(s, name) < s.n:
            raise ValueError(f"{name} must be a seat")
    if not 0 <= s.cursor <= s.n:
        raise ValueError("cursor must be 0..n")
    names = data["names"]
    if not isinstance(names, list) or len(names) != s.n or not all(
            isinstance(x, str) for x in names):
        raise ValueError("names must be n strings")
    s.names = names[:]
    opts = data["options"]
    if not isinstance(opts, dict) or set(opts) != {"first_seat_starts"} or not isinstance(
            opts["first_seat_starts"], bool):
        raise ValueError("options must be {'first_seat_starts': true/false}")
    s.options = NationalEconomyOptions(opts["first_seat_starts"])
    for name in _LISTS:
        setattr(s, name, _ints(data[name], name))
    for name in ("money", "goods", "workers", "trainees", "placed", "debt"):
        if len(getattr(s, name)) != s.n:
            raise ValueError(f"{name} must have one entry per seat")
    for name in _NESTED:
        rows = data[name]
        if not isinstance(rows, list) or len(rows) != s.n:
            raise ValueError(f"{name} must have one list per seat")
        setattr(s, name, [_ints(r, name) for r in rows])
    cards = [c for name in ("deck", "discard") for c in getattr(s, name)]
    cards += [c for name in _NESTED for row in getattr(s, name) for c in row]
    cards += [c for c in s.public if c < 64]
    if any(not (c == HIDDEN or 0 <= c < 64) for c in cards):
        raise ValueError("a card id is out of range")
    if any(g < 0 for g in s.goods) or any(w < 0 or w > 7 for w in s.workers):
        raise ValueError("goods and workers must be small non-negative numbers")
    if any(not 0 <= t <= w for t, w in zip(s.trainees, s.workers, strict=True)):
        raise ValueError("trainees must be 0..workers")
    if any(not 0 <= p <= w for p, w in zip(s.placed, s.workers, strict=True)):
        raise ValueError("placed must be 0..workers")
    if len(s.used_by) != len(s.used) or any(not 0 <= x < s.n for x in s.used_by):
        raise ValueError("used_by must name a seat for each workplace in used")
    pending = data["pending"]
    if not isinstance(pending, list):
        raise ValueError("pending must be a list")
    s.pending = [Decision.from_json(entry, PENDING_KINDS) for entry in pending]
    for d in s.pending:
        if not 0 <= d.seat < s.n:
            raise ValueError("a pending decision's seat is out of range")
        if any(not 0 <= c < 64 for c in d.cards):
            raise ValueError("a pending card id is out of range")
        _check_pending(d.kind, d.number, list(d.cards), d.extra)
    log = data["log"]
    if not isinstance(log, list):
        raise ValueError("log must be a list")
    s.log = [LogEntry.from_json(entry) for entry in log]
    return s


PLACED = " places a worker on the "  # in the English log line of a placement (older saves)
PLACES_A_WORKER = "{who} places a worker on the {place}."  # its message id (text.describe)


def _migrated(data: dict) -> dict:
    """A state written before the shared Decision and log and before `used_by`, brought up to
    date: decisions were [kind, seat, number, cards, extra], the log was plain text, and who
    stands on each workplace was read from the round's placement lines."""
    data = dict(data)
    if isinstance(data.get("pending"), list):
        data["pending"] = [[e[0], e[1], e[3], e[2], e[4]]
                           if isinstance(e, list) and len(e) == 5 and isinstance(e[3], list)
                           else e for e in data["pending"]]
    if "used_by" not in data:
        data["used_by"] = _placers(data)
    return data


def _placer(entry) -> str | None:
    """Who placed a worker in this log entry, as the start of an English line ("Mia places a
    worker on the Mine.", older saves) or a message's `who`; None for any other entry."""
    if isinstance(entry, str):
        return entry if PLACED in entry else None
    public = entry[0] if isinstance(entry, list) and entry else entry
    if isinstance(public, dict) and public.get("id") == PLACES_A_WORKER:
        who = (public.get("params") or {}).get("who")
        return f"{who}{PLACED}" if isinstance(who, str) else None
    return None


def _placers(data: dict) -> list[int]:
    """The seats of this round's placements, read from the log of an older save."""
    used, names, log = data.get("used"), data.get("names"), data.get("log")
    if not isinstance(used, list) or not isinstance(names, list) or not isinstance(log, list):
        return []
    lines = [line for line in (_placer(e) for e in log) if line is not None]
    lines = lines[-len(used):] if used else []
    by_length = sorted(range(len(names)), key=lambda i: -len(str(names[i])))
    seats = [next((j for j in by_length if line.startswith(f"{names[j]}{PLACED}")), -1)
             for line in lines]
    return seats if len(seats) == len(used) else [-1] * len(used)
