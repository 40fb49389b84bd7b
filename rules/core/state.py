"""The vocabulary every game's state shares: the pending decision, the log entry, the hidden
placeholder, and the common fields (see docs/state-format.md).

A game's state class lists `COMMON_FIELDS` among its own `__slots__` (so `clone` stays a
hand-written copy of plain fields) and reads and writes the shared parts with the helpers
here, so every game stores a pending decision and a log entry the same way.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from rules.core.message import Text, text_from_json

HIDDEN = -2  # in a view: a card, tile or character this viewer cannot see
PUBLIC = -1  # the seat of a log entry that belongs to no seat


class Decision(NamedTuple):
    """One pending decision: `seat` must decide `kind`. The stack of them (`state.pending`)
    is decided top (last) first. What `cards`, `number` and `extra` hold depends on the kind
    and is documented with each game's state."""

    kind: str
    seat: int
    cards: tuple[int, ...] = ()
    number: int = 0
    extra: int = 0

    def to_json(self) -> list:
        return [self.kind, self.seat, list(self.cards), self.number, self.extra]

    @staticmethod
    def from_json(data: Any, kinds: tuple[str, ...]) -> Decision:
        """A decision from its JSON list; ValueError for anything else, or a kind not in
        `kinds`."""
        if not isinstance(data, list) or len(data) != 5:
            raise ValueError(f"a pending decision is [kind, seat, cards, number, extra], "
                             f"not {data!r}")
        kind, seat, cards, number, extra = data
        if kind not in kinds:
            raise ValueError(f"unknown pending decision {kind!r}")
        if not isinstance(cards, list):
            raise ValueError(f"a pending decision's cards are a list, not {cards!r}")
        return Decision(kind, _int(seat), tuple(_int(c) for c in cards), _int(number),
                        _int(extra))


class LogEntry(NamedTuple):
    """One line of the game log: `public` for everyone; `private`, when set, replaces it for
    `seat` alone (what a seat saw that others did not)."""

    public: Text
    seat: int = PUBLIC
    private: Text | None = None

    def to_json(self) -> list:
        return [_text_json(self.public), self.seat,
                None if self.private is None else _text_json(self.private)]

    @staticmethod
    def from_json(data: Any) -> LogEntry:
        if isinstance(data, str):  # an entry from before the shared log: public text only
            return LogEntry(data)
        if not isinstance(data, list) or len(data) != 3:
            raise ValueError(f"a log entry is [text, seat, private text], not {data!r}")
        public, seat, private = data
        return LogEntry(text_from_json(public), _int(seat),
                        None if private is None else text_from_json(private))


def _text_json(text: Text) -> Any:
    return text if isinstance(text, str) else text.to_json()


def render_log(log: list[LogEntry], viewer: int | None) -> list[Text]:
    """The log as `viewer` (a seat, or None for a spectator) may read it: messages, rendered
    in a language by whoever shows them."""
    return [e.private if e.private is not None and e.seat == viewer else e.public for e in log]


def redact_log(log: list[LogEntry], viewer: int | None) -> list[LogEntry]:
    """The log without other seats' private texts (for a view)."""
    return [e if e.private is None or e.seat == viewer else LogEntry(e.public, e.seat, None)
            for e in log]


# The fields every game's state has, with what they hold.
COMMON_FIELDS = (
    "version",  # int: +1 for every action applied
    "rng",  # int: the splitmix64 state (0 in a view)
    "names",  # the players' names, by seat
    "n",  # int: seats in the state (Ginkgopolis solo: the player and Hal)
    "phase",  # str: the game's phase; "over" when the game has ended
    "round",  # int: the round being played, from 1
    "pending",  # list[Decision]: the decisions waiting, the top (last) one first
    "log",  # list[LogEntry]
)


def _int(x: Any) -> int:
    if not isinstance(x, int) or isinstance(x, bool):
        raise ValueError(f"expected a whole number, not {x!r}")
    return x


def shape_problem(state: Any) -> str | None:
    """Why the state's class would refuse the state as JSON (sizes, ranges, kinds), or None:
    an invariant for the games whose `from_json` checks the shape. The log is left out: it is
    only written, and reading it back at every step made a game's checks quadratic."""
    copy = state.clone()
    copy.log = []
    try:
        type(state).from_json(copy.to_json())
    except ValueError as error:
        return str(error)
    return None
