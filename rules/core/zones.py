"""Where a game's pieces lie, declared once per game: its zones (a hand, a city, the deck, a
purse), each read from the state; and what moved from one position to the next (`Zones.flows`):
a card from the deck to a hand, gold from the bank to a purse. The table animates and sounds
those flows (issue 42), whatever move or automatic step of the rules made them.

A zone holds pieces of one kind (`piece`): either identified ones (card ids, which a view may
hide as `HIDDEN`) or a count of like ones (gold). Its place on the table is its `name`, with the
seat after it for a zone of every seat (`("hand", 2)`), the key the table draws it under.

Flows are worked out from two positions alone: for each piece, the places holding fewer of it
are paired with the places holding more; what no place gave or took comes from or goes to the
supply (`None`). On the full positions every piece is known, so the flows are exact, and
`Zones.seen` then hides the ids a viewer does not see at either end (a card drawn by another
player flies face down). Two views can be compared too: a piece that appears where the viewer
sees it, out of a place the viewer does not see into (a card drawn from the deck), flies from
there and turns over; one that goes out of sight flies face down; but a hidden hand that played
a card and drew one looks unchanged there.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Generic, TypeVar

from rules.core.message import Msg, msg, nmsg
from rules.core.moves import Place
from rules.core.state import HIDDEN

S = TypeVar("S")
# What a piece looks and sounds like on the table, whatever the game calls it: Citadels' gold
# and National Economy's money are coins, Boonlake's inhabitants workers, its houses buildings.
LOOKS = ("card", "coin", "worker", "building", "ship", "tile", "token")


@dataclass(frozen=True)
class Zone(Generic[S]):
    """Pieces of one kind in one place: `read(s)` gives their ids, or their number when
    `counted`. A zone of many places reads each: one per seat (`per_seat`: `read(s, seat)`,
    the place `(name, seat)`), or one per number `each(s)` lists (a workplace: `read(s,
    number)`, the place `(name, number)`; a tuple of numbers makes a longer place,
    `("site", seat, building)`)."""
    piece: str
    name: str
    read: Callable[..., Iterable[int] | int]
    per_seat: bool = False
    counted: bool = False
    each: Callable[[S], Iterable[int | tuple[int, ...]]] | None = None
    look: str = ""  # one of LOOKS, when the piece's name is not: how it is drawn and heard
    lands: str = ""  # what a piece put here looks like, if not itself (a card into a city)
    gain: tuple[str, str] = ()  # a seat's count of it, said (NP_, {n}): what a move changes

    def held(self, s: S, seat: int) -> int:
        """How many pieces a seat's zone holds."""
        found = self.read(s, seat)
        return found if self.counted else len(list(found))

    def keys(self, s: S, seats: int) -> list[Place]:
        if self.each is not None:
            return [(self.name, *(number if isinstance(number, tuple) else (number,)))
                    for number in self.each(s)]
        return [(self.name, seat) for seat in range(seats)] if self.per_seat else [(self.name,)]

    def contents(self, s: S, seats: int) -> list[tuple[Place, Counter]]:
        """Each place of this zone with the pieces it holds, by id (`HIDDEN` for the unseen;
        a counted zone holds its number of the id 0)."""
        keys = self.keys(s, seats)
        out = []
        for key in keys:
            found = self.read(s, *key[1:])
            out.append((key, Counter({0: found}) if self.counted
                        else Counter(HIDDEN if piece < 0 else piece for piece in found)))
        return out


@dataclass(frozen=True)
class Flow:
    """`count` pieces of a kind moved from `source` to `target` (None: the supply); `piece_id`
    is the piece's id where the viewer sees it at either end, else None (face down)."""
    piece: str
    source: Place | None
    target: Place | None
    piece_id: int | None = None
    count: int = 1
    counted: bool = False


class Zones(Generic[S]):
    """A game's zones. `seats(s)` is the number of seats whose zones exist (`state.n`);
    `supplied`: the kinds of piece the rules take from a supply without count and give back
    to it (National Economy's consumer goods), which no zone holds."""

    def __init__(self, *zones: Zone[S], seats: Callable[[S], int] = lambda s: s.n,
                 supplied: tuple[str, ...] = ()) -> None:
        self.zones = zones
        self.seats = seats
        self.supplied = supplied

    def contents(self, s: S) -> dict[str, list[tuple[Place, Counter]]]:
        """Every piece kind's places with what they hold, in declared order."""
        out: dict[str, list[tuple[Place, Counter]]] = {}
        n = self.seats(s)
        for zone in self.zones:
            out.setdefault(zone.piece, []).extend(zone.contents(s, n))
        return out

    def look(self, piece: str) -> str:
        """What `piece` looks like (`LOOKS`): its zones' `look`, else its own name."""
        return next((zone.look for zone in self.zones if zone.piece == piece and zone.look),
                    piece)

    def landing(self, flow: Flow) -> str:
        """What a flow looks like where it lands: its target zone's `lands` (a district card
        put into a city is a building), else its piece's look."""
        if flow.target is not None:
            for zone in self.zones:
                if zone.lands and zone.piece == flow.piece and zone.name == flow.target[0]:
                    return zone.lands
        return self.look(flow.piece)

    def changes(self, before: S, after: S, seat: int) -> list[Msg]:
        """What the seat gained and lost from one position to the next, in its zones that
        say so (`gain`): "+3 coins", "-1 card in hand"."""
        out = []
        for zone in self.zones:
            if zone.per_seat and zone.gain:
                change = zone.held(after, seat) - zone.held(before, seat)
                said = nmsg(*zone.gain, abs(change))
                if change > 0:
                    out.append(msg("+{change}", change=said))
                elif change < 0:
                    out.append(msg("-{change}", change=said))
        return out

    def counted(self, piece: str) -> bool:
        return any(zone.counted for zone in self.zones if zone.piece == piece)

    def flows(self, before: S, after: S, prefer: Iterable[Place] = ()) -> list[Flow]:
        """What moved from `before` to `after` (two positions as one viewer sees them);
        `prefer`: places paired first, where a piece more likely went (the places the move
        was clicked at: a worker sent to a school goes there, the new one into training)."""
        was, now = self.contents(before), self.contents(after)
        first = list(prefer)
        out: list[Flow] = []
        for piece, places in now.items():
            out += _piece_flows(piece, was.get(piece, []), places, self.counted(piece), first)
        return out

    def seen(self, flows: Iterable[Flow], before: S, after: S) -> list[Flow]:
        """The flows of two full positions as a viewer sees them, given its views `before`
        and `after`: a piece's id only where the viewer sees it at one end (a card played
        from another player's hand shows at its end, one drawn into it never). Worked out
        on the full positions, a flow is exact where the views only see changes in number (a
        hand that played a card and drew one)."""
        was, now = self.contents(before), self.contents(after)
        out = []
        for flow in flows:
            if flow.piece_id is not None and not (
                    _holds(was, flow.piece, flow.source, flow.piece_id)
                    or _holds(now, flow.piece, flow.target, flow.piece_id)):
                flow = replace(flow, piece_id=None)
            out.append(flow)
        return out


def _holds(contents: dict[str, list[tuple[Place, Counter]]], piece: str, key: Place | None,
           piece_id: int) -> bool:
    return key is not None and any(place == key and pieces[piece_id]
                                   for place, pieces in contents.get(piece, []))


def _piece_flows(piece: str, before: Sequence[tuple[Place, Counter]],
                 after: Sequence[tuple[Place, Counter]], counted: bool,
                 prefer: list[Place]) -> list[Flow]:
    held, holds = dict(before), dict(after)
    keys = [*holds, *(key for key in held if key not in holds)]  # a place may come or go
    keys.sort(key=lambda key: key not in prefer)
    # the change of every id at every place: fewer (out of it) and more (into it)
    fewer: dict[int, list[list[Any]]] = {}
    more: dict[int, list[list[Any]]] = {}
    for key in keys:
        old, pieces = held.get(key, Counter()), holds.get(key, Counter())
        for piece_id in sorted(set(old) | set(pieces)):
            change = pieces[piece_id] - old[piece_id]
            if change < 0:
                fewer.setdefault(piece_id, []).append([key, -change])
            elif change > 0:
                more.setdefault(piece_id, []).append([key, change])
    flows: list[Flow] = []

    def pair(givers: list[list[Any]], takers: list[list[Any]], shown: int | None) -> None:
        for giver in givers:
            for taker in takers:
                moved = min(giver[1], taker[1])
                if moved:
                    flows.append(Flow(piece, giver[0], taker[0], shown, moved, counted))
                    giver[1] -= moved
                    taker[1] -= moved

    seen = [piece_id for piece_id in sorted(set(fewer) | set(more)) if piece_id != HIDDEN]
    for piece_id in seen:  # a piece seen at both ends
        pair(fewer.get(piece_id, []), more.get(piece_id, []), None if counted else piece_id)
    unseen_out, unseen_in = fewer.get(HIDDEN, []), more.get(HIDDEN, [])
    for piece_id in seen:  # seen at one end: out of sight, or into it
        pair(unseen_out, more.get(piece_id, []), piece_id)
        pair(fewer.get(piece_id, []), unseen_in, piece_id)
    pair(unseen_out, unseen_in, None)
    # a seen piece left over went into (or came out of) a place the viewer does not see into,
    # whose unseen pieces only changed in number by the rest (a card put under the deck as
    # two are drawn from it; hands swapped with a hidden one): the first such place that
    # changed, else one holding unseen pieces; what is still left is the supply's
    hidden = [key for key, _ in [*(unseen_out or ()), *(unseen_in or ())]] or \
        [key for key, pieces in (*before, *after) if pieces[HIDDEN]]
    cover = hidden[0] if hidden else None
    for leaving, changes in ((True, fewer), (False, more)):
        for piece_id, places in changes.items():
            for key, left in places:
                if left:
                    other = cover if piece_id != HIDDEN and cover != key else None
                    source, target = (key, other) if leaving else (other, key)
                    flows.append(Flow(piece, source, target, _shown(piece_id, counted), left,
                                      counted))
    return flows


def _shown(piece_id: int, counted: bool) -> int | None:
    return None if counted or piece_id == HIDDEN else piece_id
