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
from rules.core.fields import (
    StateFields,
    ints,
    lists,
    log,
    names,
    nested,
    pending,
    phase,
    text_lists,
    texts,
)
from rules.core.state import HIDDEN

PENDING = ("take", "move")
PHASES = ("draft", "choose", "resolve", "addtiles", "over")


def _screens_closed(state: GinkgopolisState, seat: int) -> bool:
    return not state.open_screens


def _unresolved(state: GinkgopolisState, seat: int) -> bool:
    """A seat's chosen play stays face down until it is resolved (`[]` and `[-1, -1]` show)."""
    row = state.chosen[seat]
    if not row or row[0] < 0:
        return False
    resolving = state.phase == "resolve" and state.turn < state.n
    return not (resolving and seat == (state.start + state.turn) % state.n)


def _face_down(row: list[int]) -> list[int]:
    """A chosen play seen by the others: whether a tile goes with the card is public."""
    return [HIDDEN, HIDDEN if row[1] >= 0 else -1]


def _drafting(state: GinkgopolisState, seat: int) -> bool:
    return state.phase == "draft"


# A view hides the supply, the tiles removed, the deck and the box; the others' hands, tiles
# behind screens (unless open), chosen plays, characters during the draft, draft hands, and
# tiles offered and cards passed; their log texts.
FIELDS = StateFields("Ginkgopolis", [
    names(), text_lists("kinds"), texts("characters"), ints("open_screens"), phase(PHASES),
    ints("round", "start", "turn", "rng", "version"), nested("cells", "markers"),
    lists("supply", "removed", secret=True), nested("screens", private=True, when=_screens_closed),
    lists("res_supply", "res_behind", "points", "tokens", "refreshed"),
    nested("hands", private=True),
    nested("chosen", private=True, when=_unresolved, mask=_face_down),
    lists("deck", secret=True), lists("discard", "aside"), nested("tableau"),
    nested("chars", private=True, when=_drafting), nested("draft_hands", private=True),
    lists("picked"), lists("box", secret=True), pending(PENDING),
    ints("exhausted", "out_this_round", "ending"), nested("offered", private=True),
    lists("done"), nested("passed", private=True), ints("solo"), log(private=True),
], later={"solo": 0})  # fields added after the first saves, with their value when missing
# The lists with one entry per seat.
PER_SEAT = ("screens", "res_supply", "res_behind", "points", "tokens", "refreshed", "hands",
            "chosen", "tableau", "chars", "draft_hands", "picked", "offered", "done", "passed")
HAL = 1  # Hal's seat in the solo game


class GinkgopolisState:
    __slots__ = FIELDS.slots

    def __init__(self, **values) -> None:
        for name in FIELDS.slots:
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
        return FIELDS.clone(self)

    def to_json(self) -> dict:
        return FIELDS.to_json(self)

    @staticmethod
    def from_json(data: dict) -> GinkgopolisState:
        if not isinstance(data, dict):
            raise ValueError("a Ginkgopolis state is a JSON object")
        state = FIELDS.from_json(GinkgopolisState, _migrated(data))
        _check_shape(state)
        return state


def _migrated(data: dict) -> dict:
    """Saves before the shared Decision held a decision as [kind index, seat, arg]."""
    pending = data.get("pending")
    if not isinstance(pending, list):
        return data
    return {**data, "pending": [
        [PENDING[d[0]], d[1], [], d[2], 0] if isinstance(d, list) and len(d) == 3
        and isinstance(d[0], int) and not isinstance(d[0], bool) and 0 <= d[0] < len(PENDING)
        else d for d in pending]}


def _check_shape(state: GinkgopolisState) -> None:
    n = state.n
    if not 2 <= n <= 5 or len(state.kinds) != n:
        raise ValueError("a Ginkgopolis state has 2 to 5 seats")
    if state.solo not in (0, 1, 2) or (state.solo and n != 2):
        raise ValueError("solo is 0, 1 or 2, and a solo game has the player and Hal")
    for name in PER_SEAT:
        if len(getattr(state, name)) != n:
            raise ValueError(f"state field {name!r} needs one entry per seat")
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
