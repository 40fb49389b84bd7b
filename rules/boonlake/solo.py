"""The Wise Eminence, Boonlake's solo opponent (English rulebook pp. 15-17; the Chinese
rulebook in ../shared/rulebooks has no solo section): its setup by level, its turns (a solo
tile's upper half, then the highest of the tile's 3 strips, then its ship), its structures
and cattle, its region scoring, its interim income and its final score.

The Eminence decides nothing: every step follows the revealed tile and the board. Its pieces
use owner index `EMINENCE` on the board (state.py); readings of what the rulebook leaves open
are in docs/rules-notes.md (Boonlake, solo).
"""

from __future__ import annotations

from collections.abc import Callable

from rules.boonlake import river, town
from rules.boonlake.board import REGIONS, STRIPS, SoloTile, load_board
from rules.boonlake.state import EMINENCE, HOUSE, SETTLEMENT, BoonlakeState
from rules.core.contract import Score
from rules.core.message import N_, Msg, Text, msg, nmsg, pmsg
from rules.core.rng import Rng
from rules.core.state import Decision, LogEntry

BOARD = load_board()
SOLO = BOARD.solo
LEVEL_NAMES = ("easy", "medium", "challenge", "difficult", "very_difficult")  # levels 1-5
IN_PLAY = 6
NAME = pmsg("boonlake", "The Wise Eminence")
TRACK, FINAL_INCOME = N_("Victory point track"), N_("Income at the final scoring")
B_TILES = N_("Face-down B solo tiles")


def level_removes(level: int) -> tuple[int, int]:
    """(A tiles, B tiles) removed at random at this level (1 easy ... 5 very difficult)."""
    return SOLO.levels[LEVEL_NAMES[level - 1]]


def tile(tile_id: int) -> SoloTile:
    return SOLO.tiles[tile_id - 1]


def current(s: BoonlakeState) -> SoloTile:
    """The solo tile revealed on the Eminence's latest turn."""
    return tile(s.solo_used[-1])


def is_b(s: BoonlakeState) -> bool:
    return current(s).mark == "B"


def _log(s: BoonlakeState, text: Msg) -> None:
    s.log.append(LogEntry(text))


# ----- setup and the solo stack ------------------------------------------------------------
def setup(s: BoonlakeState, rng: Rng) -> None:
    """Remove the level's A and B tiles at random; the other 6 form the stack."""
    remove_a, remove_b = level_removes(s.options.level)
    kept = []
    for mark, remove in (("A", remove_a), ("B", remove_b)):
        ids = [t.id for t in SOLO.tiles if t.mark == mark]
        rng.shuffle(ids)
        kept += ids[remove:]
    s.solo_tiles = sorted(kept)
    form_stack(s, rng, s.solo_tiles)


def form_stack(s: BoonlakeState, rng: Rng, tiles: list[int]) -> None:
    """Shuffle the tiles face down, each back turned at random."""
    stack = sorted(tiles)
    rng.shuffle(stack)
    s.solo_stack = stack
    s.solo_backs = [rng.below(4) for _ in stack]
    s.solo_used = []
    s.solo_shuffles += 1


def reveal(s: BoonlakeState) -> SoloTile:
    """Turn up the top solo tile (the stack is formed again from the 6 when it is empty)."""
    if not s.solo_stack:
        rng = Rng(s.rng)
        form_stack(s, rng, s.solo_used)
        s.rng = rng.state
    s.solo_backs.pop()
    s.solo_used.append(s.solo_stack.pop())
    return current(s)


# ----- choosing a location -----------------------------------------------------------------
def preferred(s: BoonlakeState) -> int:
    """The corner number of the revealed tile where the next tile's back shows its silhouette;
    the top-left one once the stack is empty."""
    corner = s.solo_backs[-1] if s.solo_stack else 0
    return current(s).corners[corner]


def locate(s: BoonlakeState, fits: Callable[[int], bool]) -> int | None:
    """The preferred space if the effect fits there, else the next higher (33 wraps to 1);
    None when it fits nowhere (the effect is lost)."""
    start = preferred(s)
    for k in range(33):
        space = (start - 1 + k) % 33 + 1
        if fits(space):
            return space
    return None


# ----- its pieces --------------------------------------------------------------------------
def houses_on_map(s: BoonlakeState) -> list[tuple[int, int]]:
    return town.houses_on_board(s, EMINENCE)


def houses_left(s: BoonlakeState) -> int:
    return len(SOLO.board["house"]) - s.em_houses


def settlements_left(s: BoonlakeState) -> int:
    return len(SOLO.board["settlement"]) - s.em_settlements


def cattle_left(s: BoonlakeState) -> int:
    return len(SOLO.board["cattle"]) - s.em_cattle


def _free_site(s: BoonlakeState, space: int) -> int | None:
    """The upper free site of a building tile, or its lower one, or None."""
    found = town.tile_at(s, space)
    if found is None:
        return None
    return next((j for j in range(len(found.sites)) if s.site(space, j) is None), None)


def place_house(s: BoonlakeState, space: int, site: int) -> None:
    s.em_houses += 1
    s.set_site(space, site, EMINENCE, HOUSE)
    _log(s, msg("{who} places a house on space {space}.", who=NAME, space=space))


def build_structure(s: BoonlakeState) -> None:
    """With at most 1 house on the map: a house at its location (tile effects ignored, no
    inhabitant); else one of its houses becomes a settlement (adjacency ignored). A piece it
    does not have left: 10 VP instead."""
    if len(houses_on_map(s)) <= 1:
        if not houses_left(s):
            _full_board(s)
            return
        space = locate(s, lambda x: _free_site(s, x) is not None)
        if space is not None:
            place_house(s, space, _free_site(s, space))  # type: ignore[arg-type]
        return
    if not settlements_left(s):
        _full_board(s)
        return
    own = {space for space, _ in houses_on_map(s)}
    space = locate(s, lambda x: x in own)
    if space is None:
        return
    site = next(j for j in (0, 1) if s.site(space, j) == (EMINENCE, HOUSE))
    s.em_settlements += 1  # the house leaves the game
    s.set_site(space, site, EMINENCE, SETTLEMENT)
    _log(s, msg("{who} turns its house on space {space} into a settlement.", who=NAME,
                space=space))


def _full_board(s: BoonlakeState) -> None:
    s.em_vp += SOLO.full_board_vp
    _log(s, nmsg("{who} has no piece left to place and scores {n} point.",
                 "{who} has no piece left to place and scores {n} points.", SOLO.full_board_vp,
                 who=NAME))


def place_cattle(s: BoonlakeState) -> None:
    """On the pasture with the most structures next to it less its cattle; then the fewest
    cattle; then the first from its location. All 5 placed: 10 VP instead."""
    if not cattle_left(s):
        _full_board(s)
        return
    open_ = town.pastures_open(s)
    if not open_:
        return

    def key(space: int) -> tuple[int, int]:
        built = (town.pieces_adjacent_to(s, space, HOUSE)
                 + town.pieces_adjacent_to(s, space, SETTLEMENT))
        herd = len(s.cattle[space - 1])
        return built - herd, -herd

    best = max(key(space) for space in open_)
    tied = {space for space in open_ if key(space) == best}
    space = min(tied) if len(tied) == 1 else locate(s, lambda x: x in tied)
    assert space is not None
    s.cattle[space - 1].append(EMINENCE)
    s.em_cattle += 1
    _log(s, msg("{who} places cattle on space {space}.", who=NAME, space=space))


def place_tile(s: BoonlakeState) -> int | None:
    """Draw a grey tile and put it at its location next to a tile (no reward); the space, or
    None when there is no tile or no space (nothing is drawn)."""
    spaces = set(town.placeable(s))
    if not s.mound or not spaces:
        return None
    space = locate(s, lambda x: x in spaces)
    assert space is not None
    town.place_tile(s, space, s.mound.pop())
    _log(s, msg("{who} places a tile on space {space}.", who=NAME, space=space))
    return space


def place_pasture(s: BoonlakeState) -> None:
    spaces = set(town.placeable(s))
    if not s.pastures or not spaces:
        return
    space = locate(s, lambda x: x in spaces)
    assert space is not None
    on_board = set(s.spaces)
    town.place_tile(s, space, next(t.id for t in BOARD.pastures if t.id not in on_board))
    s.pastures -= 1
    _log(s, msg("{who} places a pasture on space {space}.", who=NAME, space=space))


def advance_cactus(s: BoonlakeState, steps: int) -> None:
    """Along the cactus track; steps past its last space are lost."""
    s.cactus = min(s.cactus + steps, len(SOLO.cactus) - 1)
    _log(s, nmsg("{who} advances {n} space on the cactus track.",
                 "{who} advances {n} spaces on the cactus track.", steps, who=NAME))


# ----- region scoring ----------------------------------------------------------------------
def choose_region(s: BoonlakeState) -> int:
    """The uncovered region where the player's presences most exceed the Eminence's; ties to
    the northernmost. With every label covered, all four count (and none pays)."""
    open_ = [i for i in range(len(REGIONS)) if not s.region_markers[i]] or range(len(REGIONS))

    def key(i: int) -> tuple[int, int]:
        region = REGIONS[i]
        diff = town.region_presence(s, 0, region) - town.region_presence(s, EMINENCE, region)
        return diff, -BOARD.map.region(region).north_rank

    return max(open_, key=key)


def score_regions(s: BoonlakeState, per_presence: int) -> int:
    """The Eminence's VP for its presences in the 3 regions other than `s.region`."""
    present = sum(town.region_presence(s, EMINENCE, region)
                  for i, region in enumerate(REGIONS) if i != s.region)
    s.em_vp += present * per_presence
    if present:
        _log(s, nmsg("{who} scores {n} point in the other regions.",
                     "{who} scores {n} points in the other regions.", present * per_presence,
                     who=NAME))
    return present * per_presence


def region_action(s: BoonlakeState) -> None:
    from rules.boonlake.text import REGION_NAMES

    i = choose_region(s)
    s.region = i
    region = BOARD.map.region(REGIONS[i])
    vp = 0
    if not s.region_markers[i]:
        s.region_markers[i] = 1
        vp = region.solo_vp
        s.em_vp += vp
    _log(s, nmsg("{who} scores the region {region} for {n} point.",
                 "{who} scores the region {region} for {n} points.", vp, who=NAME,
                 region=REGION_NAMES[region.id]))
    score_regions(s, 2 if is_b(s) else 1)


# ----- its turn ----------------------------------------------------------------------------
def upper_half(s: BoonlakeState) -> None:
    """What the bottom strip of the action board gives it."""
    bottom = STRIPS[s.strips[-1]]
    b = is_b(s)
    if bottom == "settle":
        for _ in range(2 if b else 1):
            build_structure(s)
    elif bottom == "cattle":
        place_cattle(s)
        if b:
            advance_cactus(s, 1)
    else:
        advance_cactus(s, 2 if b else 1)


def choose_strip(s: BoonlakeState) -> int:
    """The row of the tile's strip that lies highest on the action board."""
    return min(s.strips.index(STRIPS.index(name)) for name in current(s).actions)


def lower_half(s: BoonlakeState, name: str) -> None:
    b = is_b(s)
    if name in ("builder", "progress"):
        advance_cactus(s, 2 if b else 1)
    elif name == "hire":
        place_tile(s)
        advance_cactus(s, 2 if b else 1)
    elif name == "pioneer":
        place_tile(s)
        second = place_tile(s)
        if second is not None and houses_left(s):
            place_house(s, second, _free_site(s, second))  # type: ignore[arg-type]
        if b:
            advance_cactus(s, 1)
    elif name == "cattle":
        place_pasture(s)
        place_cattle(s)
        if b:
            advance_cactus(s, 1)
    elif name == "settle":
        for _ in range(2 if b else 1):
            build_structure(s)
    elif name == "region":
        region_action(s)


def turn(s: BoonlakeState) -> list[Decision]:
    """The Eminence's turn up to its ship: reveal, upper half, the strip and its effect.
    Returns what follows: the player's part of the strip, its ship, the turn's end."""
    from rules.boonlake.text import STRIP_NAMES

    shown = reveal(s)
    _log(s, msg("{who} reveals a solo tile ({mark}).", who=NAME, mark=shown.mark))
    upper_half(s)
    row = choose_strip(s)
    strip = s.strips.pop(row)
    s.strips.append(strip)
    s.em_vp -= BOARD.rows[row].vp_cost
    s.steps, s.strip, s.region, s.trigger = BOARD.rows[row].steps, strip, -1, 0
    name = STRIPS[strip]
    _log(s, msg("{who} takes the {strip} strip.", who=NAME, strip=STRIP_NAMES[name]))
    lower_half(s, name)
    return [Decision("right_start", 0, (), strip), Decision("eminence_ship", EMINENCE),
            Decision("turn_end", EMINENCE)]


def sail(s: BoonlakeState) -> None:
    """Its ship uses every step (unless the river ends first) and takes no reward."""
    ends = river.destinations(s, EMINENCE, s.steps)
    if not ends:
        return
    first = river.sail(s, EMINENCE, ends[-1])
    if first:
        s.trigger = max(first) + 1
    _log(s, msg("{who} sails to river space {space}.", who=NAME, space=ends[-1] + 1))


# ----- scoring -----------------------------------------------------------------------------
def income(s: BoonlakeState) -> int:
    """Its interim income: the VP of the last vacated house, settlement and cattle space and
    of its cactus track space, and 1 VP per settlement next to each of its cattle."""
    vp = SOLO.cactus[s.cactus] + town.cattle_vp(s, EMINENCE)
    for piece, out in (("house", s.em_houses), ("settlement", s.em_settlements),
                       ("cattle", s.em_cattle)):
        if out:
            vp += SOLO.board[piece][out - 1]
    return vp


def face_down_b(s: BoonlakeState) -> int:
    return sum(1 for t in s.solo_stack if tile(t).mark == "B")


def score(s: BoonlakeState) -> Score:
    """Its VP track, its income once more at the final scoring, 10 VP per B tile still face
    down. During the game: what the final scoring would add now."""
    breakdown = {TRACK: s.em_vp, FINAL_INCOME: income(s),
                 B_TILES: SOLO.end_vp_per_b_tile * face_down_b(s)}
    return Score(EMINENCE, sum(breakdown.values()), breakdown)


def details(s: BoonlakeState) -> dict[str, list[Text]]:
    """The Eminence's score in words (the end screen's explanations)."""
    income_lines: list[Text] = [nmsg("Cactus track space {space}: {n} point",
                                     "Cactus track space {space}: {n} points",
                                     SOLO.cactus[s.cactus], space=s.cactus + 1)]
    if s.em_houses:
        income_lines.append(nmsg("Last house taken from its board: {n} point",
                                 "Last house taken from its board: {n} points",
                                 SOLO.board["house"][s.em_houses - 1]))
    if s.em_settlements:
        income_lines.append(nmsg("Last settlement taken from its board: {n} point",
                                 "Last settlement taken from its board: {n} points",
                                 SOLO.board["settlement"][s.em_settlements - 1]))
    if s.em_cattle:
        income_lines.append(nmsg("Last cattle taken from its board: {n} point",
                                 "Last cattle taken from its board: {n} points",
                                 SOLO.board["cattle"][s.em_cattle - 1]))
    herd = town.cattle_vp(s, EMINENCE)
    if herd:
        income_lines.append(nmsg("Settlements next to its cattle: {n} point",
                                 "Settlements next to its cattle: {n} points", herd))
    b = face_down_b(s)
    return {
        TRACK: [msg("Its income at every interim scoring, its region scorings, and 10 points "
                    "whenever it had no piece left to place.")],
        FINAL_INCOME: income_lines,
        B_TILES: [nmsg("{n} B tile still face down: {vp} points each",
                       "{n} B tiles still face down: {vp} points each", b,
                       vp=SOLO.end_vp_per_b_tile)] if b else [msg("No B tile left face down.")],
    }
