"""The Boonlake state: ints and lists of ints, with an exact JSON round trip.

Board: `spaces[i]` is the tile on map space i + 1 (-1: empty); `sites[2 * i + j]` is who holds
site j of that tile (-1: nobody, else `seat * 3 + piece`, piece 0 inhabitant, 1 house, 2
settlement); `cattle[i]` lists the owners of the cattle on a pasture there. `mound` holds the
face-down grey tiles, `pastures` the pastures left. `strips` lists the action strips (indices of
`board.STRIPS`) top row first. `region_markers` flags the covered region labels in
`board.REGIONS` order. `scoring` holds the 4 scoring tiles (slot i is seat i's colour).

River: `ships[seat]` is an index on the round's path (`River.path(round)`); `locks` flags the
round's first and second lock as crossed.

Per seat: `coins`, `vp`, `vases`; inhabitants in the `ranch` and in the general `supply` (the
ones on the player board are those of the tiers not yet emptied); track positions
`coin_track`, `card_track` (steps advanced, may pass the last space); pieces gone from the
player board `houses_out`, `settlements_out`, `cattle_out`, and `houses_lost` (houses that left
the game when their site became a settlement); `hand` and `played` card ids; `production`
(level per resource in `board.RESOURCES` order, 0 unbuilt); `boats` (canal positions, indices of
`PlayerBoard.canal`); `levers` (per lever space: -1 none, 0 ready, 1 used); `markers` (per
interim scoring, the scoring slot marked, -1 not yet); `projects` (per scoring slot, 1 once
realised); `dealt` (the two scoring tiles offered at setup, emptied once one is kept).

The turn: `turn` is the active seat, `strip` the strip it took (-1 before), `steps` its ship's
movement, `region` the region it scored (-1 none), `trigger` the lock its ship was first to
cross this turn (0 none, 1 the round's first, 2 its second). `interims` counts the interim
scorings held.

Solo (one seat against the Wise Eminence, `options.level` 1-5; docs/rules-notes.md): the
Eminence is owner index `EMINENCE` (1, one past the seat) wherever the board names an owner:
its ship is `ships[1]`, its houses and settlements are site codes `3 + piece`, its cattle are
owner 1 on the pastures; `turn` and `start` are 1 on its turns (it starts). Its own counters:
`em_vp` (its VP track), `em_houses`, `em_settlements`, `em_cattle` (pieces gone from its solo
board, top to bottom; a house that became a settlement left the game), `cactus` (its cactus
track space, 0 = the first). Its solo tiles: `solo_tiles` the 6 in play (ids of
`board.Solo.tiles`, sorted), `solo_stack` the face-down stack (top last) with `solo_backs`
the corner (0 top-left, 1 top-right, 2 bottom-right, 3 bottom-left) where each one's back
shows the silhouette, `solo_used` the tiles revealed since the stack was last formed (the
current one last), `solo_shuffles` how often the stack was formed. In a game of 2-4 seats
these are 0 and empty.
"""

from __future__ import annotations

from typing import Any

from rules.boonlake.options import BoonlakeOptions
from rules.core.fields import StateFields, ints, lists, log, names, nested, options, pending, phase
from rules.core.state import HIDDEN, Decision, LogEntry

PHASES = ("setup", "play", "interim", "over")
EMINENCE = 1  # the Wise Eminence's owner index in a solo game (the seat is 0)
INHABITANT, HOUSE, SETTLEMENT = 0, 1, 2
NO_SITE = -1
# Decisions a seat takes (docs/state-format.md), then the engine's own steps, which never
# stay on top of the stack between actions.
CHOICES = ("keep_tile", "production", "site_or_vase", "track_choice", "strip", "card_step",
           "explore", "build", "pasture", "region", "modernize", "right", "choice", "hire",
           "give_cards", "ship", "interim_action", "interim_tile", "exchange", "reset_lever")
STEPS = ("setup_end", "right_start", "hire_gain", "develop_gain", "exchange_get", "lever_gain",
         "turn_end", "interim_close", "eminence_turn", "eminence_ship", "eminence_region")
DECISIONS = CHOICES + STEPS

FIELDS = StateFields("Boonlake", [
    ints("n", "round", "turn", "start", "interims", "pastures", "strip", "steps", "region",
         "trigger", "version", "rng", "em_vp", "em_houses", "em_settlements", "em_cattle",
         "cactus", "solo_shuffles"),
    lists("strips", "spaces", "sites"),
    lists("mound", "deck", secret=True),
    lists("discard", "scoring", "region_markers", "ships", "locks", "coins", "vp", "vases",
          "ranch", "supply", "coin_track", "card_track", "houses_out", "settlements_out",
          "cattle_out", "houses_lost", "solo_tiles"),
    lists("solo_stack", secret=True),
    lists("solo_backs", "solo_used"),
    nested("cattle"),
    nested("hand", private=True),
    nested("played", "production", "boats", "levers", "markers", "projects"),
    nested("dealt", private=True),
    phase(PHASES), names(), options(BoonlakeOptions),
    pending(DECISIONS, private=("keep_tile",)),  # the scoring tiles dealt to choose from
    log(private=True),
])
_PER_SEAT = ("coins", "vp", "vases", "ranch", "supply", "coin_track", "card_track",
             "houses_out", "settlements_out", "cattle_out", "houses_lost", "hand", "played",
             "production", "boats", "levers", "markers", "projects", "dealt")


class BoonlakeState:
    __slots__ = FIELDS.slots

    n: int
    round: int
    turn: int
    start: int
    interims: int
    pastures: int
    strip: int
    steps: int
    region: int
    trigger: int
    version: int
    rng: int
    em_vp: int
    em_houses: int
    em_settlements: int
    em_cattle: int
    cactus: int
    solo_shuffles: int
    strips: list[int]
    spaces: list[int]
    sites: list[int]
    mound: list[int]
    deck: list[int]
    discard: list[int]
    scoring: list[int]
    region_markers: list[int]
    ships: list[int]
    locks: list[int]
    coins: list[int]
    vp: list[int]
    vases: list[int]
    ranch: list[int]
    supply: list[int]
    coin_track: list[int]
    card_track: list[int]
    houses_out: list[int]
    settlements_out: list[int]
    cattle_out: list[int]
    houses_lost: list[int]
    solo_tiles: list[int]
    solo_stack: list[int]
    solo_backs: list[int]
    solo_used: list[int]
    cattle: list[list[int]]
    hand: list[list[int]]
    played: list[list[int]]
    production: list[list[int]]
    boats: list[list[int]]
    levers: list[list[int]]
    markers: list[list[int]]
    projects: list[list[int]]
    dealt: list[list[int]]
    phase: str
    names: list[str]
    options: BoonlakeOptions
    pending: list[Decision]
    log: list[LogEntry]

    def clone(self) -> BoonlakeState:
        return FIELDS.clone(self)

    # ----- what the rules ask often -----------------------------------------------------
    @property
    def solo(self) -> bool:
        """One seat against the Wise Eminence."""
        return self.n == 1

    @property
    def movers(self) -> int:
        """Who takes turns: the seats, and the Eminence in a solo game."""
        return self.n + 1 if self.n == 1 else self.n

    def site(self, space: int, site: int) -> tuple[int, int] | None:
        """(seat, piece) on a site of the tile on map space `space` (1-33), or None."""
        code = self.sites[2 * (space - 1) + site]
        return None if code == NO_SITE else (code // 3, code % 3)

    def set_site(self, space: int, site: int, seat: int | None, piece: int = 0) -> None:
        self.sites[2 * (space - 1) + site] = NO_SITE if seat is None else seat * 3 + piece

    def removed(self, seat: int) -> dict[str, int]:
        """Pieces gone from the seat's player board, by kind (for the board's recesses)."""
        return {"house": self.houses_out[seat], "settlement": self.settlements_out[seat],
                "cattle": self.cattle_out[seat]}

    def to_json(self) -> dict:
        return FIELDS.to_json(self)

    @staticmethod
    def from_json(data: Any) -> BoonlakeState:
        state = FIELDS.from_json(BoonlakeState, data)
        _check(state)
        return state


def _check(s: BoonlakeState) -> None:
    """Refuse a state the rules could not play: wrong sizes or values out of range."""
    if not 1 <= s.n <= 4 or len(s.names) != s.n:
        raise ValueError("a Boonlake game has 1 to 4 seats, one name each")
    if any(len(getattr(s, name)) != s.n for name in _PER_SEAT):
        raise ValueError("every seat needs its own entry in each per-seat field")
    if len(s.ships) != s.movers:
        raise ValueError("every seat (and the Wise Eminence) has one ship")
    sizes = {"strips": 7, "spaces": 33, "sites": 66, "cattle": 33, "scoring": 4,
             "region_markers": 4, "locks": 2}
    for name, size in sizes.items():
        if len(getattr(s, name)) != size:
            raise ValueError(f"{name} must hold {size} entries")
    if sorted(s.strips) != list(range(7)):
        raise ValueError("strips must hold each of the 7 strips once")
    per_seat_sizes = {"production": 4, "boats": 2, "levers": 12, "markers": 4, "projects": 4}
    for name, size in per_seat_sizes.items():
        if any(len(x) != size for x in getattr(s, name)):
            raise ValueError(f"each seat's {name} must hold {size} entries")
    if not (0 <= s.turn < s.movers and 0 <= s.start < s.movers and s.round in (1, 2)
            and 0 <= s.interims <= 4 and -1 <= s.strip < 7 and -1 <= s.region < 4
            and 0 <= s.trigger <= 2 and 0 <= s.pastures <= 7):
        raise ValueError("the turn, round or interim count is out of range")
    if any(c < 0 for c in (*s.coins, *s.vases, *s.ranch, *s.supply, s.pastures)):
        raise ValueError("coins, vases and inhabitants are never negative")
    if any(not 0 <= level <= 2 for levels in s.production for level in levels) or any(
            not 0 <= pos <= 3 for boats in s.boats for pos in boats):
        raise ValueError("production levels are 0-2 and boats sit on the 4 canal positions")
    if any(code < -1 or code >= 3 * s.movers for code in s.sites) or any(
            not 0 <= owner < s.movers for herd in s.cattle for owner in herd):
        raise ValueError("a site or cattle belongs to a seat of this game")
    _check_solo(s)


def _check_solo(s: BoonlakeState) -> None:
    """The Wise Eminence's counters and solo tiles (none outside a solo game)."""
    from rules.boonlake.board import load_board

    solo = load_board().solo
    counters = (s.em_vp, s.em_houses, s.em_settlements, s.em_cattle, s.cactus,
                s.solo_shuffles, len(s.solo_tiles), len(s.solo_stack), len(s.solo_used))
    if not s.solo:
        if any(counters) or s.solo_backs:
            raise ValueError("only a solo game has the Wise Eminence")
        return
    pieces = solo.board
    if not (0 <= s.em_houses <= len(pieces["house"])
            and 0 <= s.em_settlements <= min(len(pieces["settlement"]), s.em_houses)
            and 0 <= s.em_cattle <= len(pieces["cattle"]) and 0 <= s.cactus < len(solo.cactus)
            and s.solo_shuffles >= 1):
        raise ValueError("the Wise Eminence's pieces or cactus track are out of range")
    if len(s.solo_backs) != len(s.solo_stack) or any(
            not (0 <= b <= 3 or b == HIDDEN) for b in s.solo_backs):
        raise ValueError("each face-down solo tile shows its silhouette in one of 4 corners")
    known = range(1, len(solo.tiles) + 1)
    for name in ("solo_tiles", "solo_stack", "solo_used"):
        if any(t not in known and t != HIDDEN for t in getattr(s, name)):
            raise ValueError(f"{name} holds solo tiles 1 to {len(solo.tiles)}")
    if len(s.solo_tiles) != 6 or len(s.solo_stack) + len(s.solo_used) != 6:
        raise ValueError("6 solo tiles are in play, in the stack or revealed")
