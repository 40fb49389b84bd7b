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

from rules.core.fields import StateFields, ints, lists, log, names, nested, options, pending, phase
from rules.core.state import HIDDEN, Decision, LogEntry
from rules.national_economy.options import NationalEconomyOptions

PHASES = ("work", "end", "over")
PENDING_KINDS = ("build", "pay", "discard", "limit", "keep", "sell")
BUILD_MODES = ("normal", "discount", "agr_free", "then_draw", "pair")


FIELDS = StateFields("National Economy", [
    ints("n", "round", "start", "turn", "household", "supply", "cursor", "version", "rng"),
    phase(PHASES), names(), options(NationalEconomyOptions),
    lists("money", "goods", "workers", "trainees", "placed", "debt", "public", "used",
          "used_by", "blocked"),
    lists("deck", secret=True),
    lists("discard"),
    nested("hands", private=True),
    nested("tableau"),
    pending(PENDING_KINDS), log(),
], ignore_unknown=True)  # as documented (docs/state-format.md, section 1.7)
PER_SEAT = ("money", "goods", "workers", "trainees", "placed", "debt", "hands", "tableau")


class NEState:
    __slots__ = FIELDS.slots

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
        return FIELDS.clone(self)

    def hand_size(self, seat: int) -> int:
        return len(self.hands[seat]) + self.goods[seat]

    def available(self, seat: int) -> int:
        return self.workers[seat] - self.trainees[seat] - self.placed[seat]

    def to_json(self) -> dict:
        return FIELDS.to_json(self)

    @staticmethod
    def from_json(data) -> NEState:
        """The state, or ValueError for any state it could not play: beyond the shape
        checks, the decisions of whoever acts must be computable."""
        if not isinstance(data, dict):
            raise ValueError("a National Economy state is a JSON object")
        state = FIELDS.from_json(NEState, _migrated(data))
        _check(state)
        _playable(state)
        return state


def _playable(state: NEState) -> None:
    # the moves and the prompt are read through the state's own modules, which import it
    from rules.national_economy import text
    from rules.national_economy.moves import MOVES
    try:
        for seat in MOVES.to_act(state):
            if HIDDEN not in state.hands[seat]:  # a view of another seat's turn
                MOVES.legal_actions(state, seat)
                text.prompt(state, seat)
    except (LookupError, TypeError, ArithmeticError, ValueError) as err:
        raise ValueError(f"the position cannot be played ({type(err).__name__})") from None


def _check_pending(kind: str, number: int, cards: list[int], extra: int) -> None:
    """Refuse a decision the engine could not play (a build mode out of range, say)."""
    if kind == "build" and not (0 <= number < len(BUILD_MODES) and len(cards) <= 1):
        raise ValueError(f"a pending build's mode must be 0..{len(BUILD_MODES) - 1} with at "
                         "most one card chosen")
    if not 0 <= number <= 999 or not 0 <= extra <= 64 or len(cards) > 64:
        raise ValueError("a pending decision's numbers must be small and non-negative")


def _check(s: NEState) -> None:
    """Refuse a state the rules could not play: sizes, ranges, card ids, decisions."""
    if not 1 <= s.n <= 4:
        raise ValueError(f"n must be 1..4, not {s.n}")
    if not 1 <= s.round <= 9:
        raise ValueError("round must be 1..9")
    for name in ("start", "turn"):
        if not 0 <= getattr(s, name) < s.n:
            raise ValueError(f"{name} must be a seat")
    if not 0 <= s.cursor <= s.n:
        raise ValueError("cursor must be 0..n")
    if len(s.names) != s.n:
        raise ValueError("names must be n strings")
    for name in PER_SEAT:
        if len(getattr(s, name)) != s.n:
            raise ValueError(f"{name} must have one entry per seat")
    cards = [*s.deck, *s.discard, *(c for c in s.public if c < 64)]
    cards += [c for rows in (s.hands, s.tableau) for row in rows for c in row]
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
    for d in s.pending:
        if not 0 <= d.seat < s.n:
            raise ValueError("a pending decision's seat is out of range")
        if any(not 0 <= c < 64 for c in d.cards):
            raise ValueError("a pending card id is out of range")
        _check_pending(d.kind, d.number, list(d.cards), d.extra)


PLACED = " places a worker on the "  # in the English log line of a placement (older saves)
PLACES_A_WORKER = "{who} places a worker on the {place}."  # its message id (moves.PLACE)


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
