"""Boonlake's boards, tiles and solo components, read from `data/*.json` into frozen dataclasses.

Most printed values of the box are unknown and were designed (docs/boonlake-data.md); every
data entry lists the fields that were designed in `designed`, so an owner of the box can
correct a value in the JSON without touching code. `load_board()` reads and checks the files
once; a wrong file raises `BoardDataError` naming the file, the entry and the field.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

RESOURCES = ("stone", "iron", "loam", "wood")
CARD_KINDS = ("day", "dusk", "night")
STRIPS = ("pioneer", "settle", "cattle", "region", "hire", "builder", "progress")
REGIONS = ("boonlake", "southern", "new_hope", "unknown")
PIECES = ("house", "settlement", "cattle")
START_BACKS = ("1-2", "3", "4")
RIVER_REWARDS = ("coins", "cards", "vp", "vase", "inhabitants", "vase_or_site")
EXPLORE_REWARDS = ("coins", "cards", "inhabitants", "site")
SITE_GAINS = ("coins", "cards", "vp", "vase", "coin_track", "card_track", "track_choice",
              "coin_income", "card_income")
TRACK_REWARDS = ("site", "vase", "vp")
LABEL_REWARDS = ("coins", "cards", "vp")
LEVER_EFFECTS = ("vase_trade", "modernize", "upgrade", "skip_card_production",
                 "skip_card_coins", "region_vp", "boat_upstream_free", "cheap_settlement",
                 "tile_inhabitant", "card_bonus_choice", "card_joker_and_coins",
                 "discard_for_inhabitant")


class BoardDataError(ValueError):
    """A Boonlake data file that does not hold together."""


@dataclass(frozen=True)
class Reward:
    kind: str
    n: int = 1
    resource: str = ""  # the production site's resource of an explore reward


@dataclass(frozen=True)
class Row:
    row: int
    steps: int
    vp_cost: int


@dataclass(frozen=True)
class Strip:
    id: str
    card_kind: str  # "day", "dusk", "night" or "any"


@dataclass(frozen=True)
class RiverSpace:
    id: str
    harbour: bool
    reward: Reward | None
    bonus: str | None  # "coins" or "cards": the symbol a card's harbour effect reads


@dataclass(frozen=True)
class River:
    trunk: tuple[RiverSpace, ...]
    upper_arm: tuple[RiverSpace, ...]
    lower_arm: tuple[RiverSpace, ...]
    locks: tuple[tuple[str, str], ...]  # (lock, the space it follows)
    starts: tuple[Mapping[int, str], Mapping[int, str]]  # per round: players -> space

    def path(self, round_: int) -> tuple[RiverSpace, ...]:
        """The spaces a ship sails in round 1 (upper arm) or 2 (lower arm), upstream first."""
        return self.trunk + (self.upper_arm if round_ == 1 else self.lower_arm)

    def lock_indices(self, round_: int) -> tuple[int, int]:
        """Indices on `path(round_)` after which the round's first and second lock lie."""
        ids = [space.id for space in self.path(round_)]
        return tuple(ids.index(after) for _, after in self.locks if after in ids)  # type: ignore

    def start_index(self, round_: int, players: int) -> int:
        ids = [space.id for space in self.path(round_)]
        return ids.index(self.starts[round_ - 1][players])


@dataclass(frozen=True)
class Region:
    id: str
    north_rank: int  # 1 = northernmost (the solo bot's tie-break)
    label_reward: Reward
    solo_vp: int


@dataclass(frozen=True)
class MapSpace:
    id: int
    region: str
    col: int
    row: int
    start: str | None  # "1-2", "3", "4" or None
    explore: Reward | None


@dataclass(frozen=True)
class BoardMap:
    regions: tuple[Region, ...]
    spaces: tuple[MapSpace, ...]  # spaces[i].id == i + 1
    links: tuple[tuple[int, int, str], ...]  # (a, b, "land" | "bridge" | "ford")

    def space(self, space_id: int) -> MapSpace:
        return self.spaces[space_id - 1]

    def region(self, region_id: str) -> Region:
        return next(r for r in self.regions if r.id == region_id)

    @property
    def adjacent(self) -> Mapping[int, tuple[int, ...]]:
        return _adjacency(self.links)

    @property
    def bridge_ends(self) -> frozenset[int]:
        return frozenset(s for a, b, kind in self.links if kind == "bridge" for s in (a, b))

    def start_spaces(self, players: int) -> tuple[int, ...]:
        backs = {"1-2"} | ({"3"} if players >= 3 else set()) | ({"4"} if players >= 4 else set())
        return tuple(s.id for s in self.spaces if s.start in backs)


@cache
def _adjacency(links: tuple[tuple[int, int, str], ...]) -> Mapping[int, tuple[int, ...]]:
    near: dict[int, set[int]] = {}
    for a, b, _ in links:
        near.setdefault(a, set()).add(b)
        near.setdefault(b, set()).add(a)
    return {space: tuple(sorted(others)) for space, others in sorted(near.items())}


@dataclass(frozen=True)
class Site:
    pay_coins: int
    pay_cards: int
    gain: tuple[Reward, ...]
    settlement_vp: int  # gained (negative: lost) when a house here becomes a settlement


@dataclass(frozen=True)
class Tile:
    id: int
    back: str  # "1-2", "3", "4" (start tiles), "grey" or "pasture"
    sites: tuple[Site, ...]  # the upper site first

    @property
    def is_pasture(self) -> bool:
        return self.back == "pasture"


@dataclass(frozen=True)
class Recess:
    piece: str
    tier: int
    slot: int  # its place in the tier
    coins: int
    vp: int


@dataclass(frozen=True)
class Tier:
    tier: int
    recesses: tuple[Recess, ...]
    inhabitant: int
    interim_vp: int
    end_vp: int


@dataclass(frozen=True)
class Track:
    income: tuple[tuple[int, int], ...]  # per space: (coins or cards, VP)
    rewards: Mapping[int, Reward]  # given on entering the space
    overflow_vp: int


@dataclass(frozen=True)
class Lever:
    id: int
    row: int
    cost: int
    kind: str
    params: tuple[tuple[str, int], ...]
    forgo_right_side: bool  # usable only by giving up an action's all-players part

    def get(self, name: str, default: int = 0) -> int:
        return dict(self.params).get(name, default)


@dataclass(frozen=True)
class PlayerBoard:
    resources: tuple[str, ...]
    pieces: Mapping[str, int]
    tiers: tuple[Tier, ...]
    coin_track: Track
    card_track: Track
    levers: tuple[Lever, ...]
    lever_end_vp: tuple[tuple[int, int], ...]  # (from this many levers, VP each)
    production_levels: Mapping[int, int]  # level -> resources produced
    canal: tuple[str, ...]  # resources upstream first
    boats_start: str
    upstream_cost: int
    start_money: Mapping[int, int]  # seat in turn order (1 = start player) -> coins
    hand: int

    def recesses(self, piece: str) -> tuple[Recess, ...]:
        """The recesses of one kind of piece in the order the pieces leave the board."""
        return tuple(r for tier in self.tiers for r in tier.recesses if r.piece == piece)

    def vacated(self, removed: Mapping[str, int]) -> tuple[Recess, ...]:
        """The recesses left empty once `removed[piece]` pieces of each kind have left."""
        return tuple(r for piece in PIECES for r in self.recesses(piece)[:removed.get(piece, 0)])

    def emptied_tiers(self, removed: Mapping[str, int]) -> tuple[Tier, ...]:
        vacated = set(self.vacated(removed))
        return tuple(t for t in self.tiers if all(r in vacated for r in t.recesses))

    def interim_income(self, removed: Mapping[str, int]) -> tuple[int, int]:
        """(coins, VP) the vacated recesses and emptied tiers pay at an interim scoring."""
        vacated = self.vacated(removed)
        tiers_vp = sum(t.interim_vp for t in self.emptied_tiers(removed))
        return sum(r.coins for r in vacated), sum(r.vp for r in vacated) + tiers_vp

    def end_recess_vp(self, removed: Mapping[str, int]) -> int:
        """The final scoring's VP for vacated recesses (tiers 3, 4 and 5)."""
        return sum(self.tiers[r.tier - 1].end_vp for r in self.vacated(removed))


@dataclass(frozen=True)
class SoloTile:
    id: int
    mark: str  # "A" or "B"
    actions: tuple[str, str, str]
    corners: tuple[int, int, int, int]  # top-left, top-right, bottom-right, bottom-left


@dataclass(frozen=True)
class Solo:
    tiles: tuple[SoloTile, ...]
    cactus: tuple[int, ...]
    board: Mapping[str, tuple[int, ...]]  # piece -> VP of each vacated recess, in order
    levels: Mapping[str, tuple[int, int]]  # level -> (A tiles removed, B tiles removed)
    end_vp_per_b_tile: int
    full_board_vp: int


@dataclass(frozen=True)
class Board:
    rows: tuple[Row, ...]
    strips: tuple[Strip, ...]
    river: River
    map: BoardMap
    tiles: tuple[Tile, ...]
    player: PlayerBoard
    solo: Solo

    def strip(self, strip_id: str) -> Strip:
        return next(s for s in self.strips if s.id == strip_id)

    def start_tiles(self, players: int) -> tuple[Tile, ...]:
        backs = {"1-2"} | ({"3"} if players >= 3 else set()) | ({"4"} if players >= 4 else set())
        return tuple(t for t in self.tiles if t.back in backs)

    @property
    def grey_tiles(self) -> tuple[Tile, ...]:
        return tuple(t for t in self.tiles if t.back == "grey")

    @property
    def pastures(self) -> tuple[Tile, ...]:
        return tuple(t for t in self.tiles if t.is_pasture)


# ----- reading and checking ----------------------------------------------------------------
DATA_FILES = ("action_board", "river", "map", "tiles", "player_board", "solo")


def read_raw(name: str) -> dict[str, Any]:
    text = resources.files("rules.boonlake").joinpath("data", f"{name}.json").read_text(
        encoding="utf-8")
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise BoardDataError(f"{name}.json is not valid JSON: {error}") from None


class _Reader:
    """Typed access to one file's JSON that names the place of anything wrong."""

    def __init__(self, file: str) -> None:
        self.file = file

    def fail(self, where: str, problem: str) -> BoardDataError:
        return BoardDataError(f"{self.file}.json, {where}: {problem}")

    def get(self, entry: Mapping[str, Any], name: str, kind: type, where: str) -> Any:
        if not isinstance(entry, Mapping) or name not in entry:
            raise self.fail(where, f"the field {name!r} is missing")
        value = entry[name]
        ok = isinstance(value, kind) and not (kind is int and isinstance(value, bool))
        if not ok:
            raise self.fail(where, f"{name} must be a {kind.__name__}, not {value!r}")
        if kind is int and value < 0 and name not in ("settlement_vp",):
            raise self.fail(where, f"{name} must not be negative, not {value}")
        return value

    def choice(self, entry: Mapping[str, Any], name: str, allowed: Iterable[Any],
               where: str) -> Any:
        value = entry.get(name) if isinstance(entry, Mapping) else None
        allowed = tuple(allowed)
        if value not in allowed:
            raise self.fail(where, f"{name} is one of {', '.join(map(str, allowed))}, "
                                   f"not {value!r}")
        return value

    def designed(self, entry: Mapping[str, Any], where: str) -> tuple[str, ...]:
        names = self.get(entry, "designed", list, where)
        for name in names:
            if name not in entry or name == "designed":
                raise self.fail(where, f"designed names {name!r}, which is not a field here")
        return tuple(names)

    def reward(self, value: Any, kinds: Iterable[str], where: str) -> Reward:
        kind = self.choice(value, "kind", kinds, where)
        if kind == "site" and "resource" in value:
            return Reward(kind, 1, self.choice(value, "resource", RESOURCES, where))
        n = self.get(value, "n", int, where) if "n" in value else 1
        if n < 1:
            raise self.fail(where, f"a reward gives at least 1, not {n}")
        return Reward(kind, n)

    def count(self, items: list, expected: int, what: str) -> None:
        if len(items) != expected:
            raise self.fail(what, f"the rulebook has {expected}, the file {len(items)}")


def _action_board(raw: dict) -> tuple[tuple[Row, ...], tuple[Strip, ...]]:
    r = _Reader("action_board")
    rows = []
    for i, entry in enumerate(r.get(raw, "rows", list, "top")):
        where = f"row {i + 1}"
        r.designed(entry, where)
        if r.get(entry, "row", int, where) != i + 1:
            raise r.fail(where, "rows are numbered 1 to 7 from the top")
        steps = r.get(entry, "steps", int, where)
        if steps < 1:
            raise r.fail(where, "a ship moves at least 1 step")
        rows.append(Row(i + 1, steps, r.get(entry, "vp_cost", int, where)))
    r.count(rows, 7, "rows")
    strips = []
    for i, entry in enumerate(r.get(raw, "strips", list, "top")):
        where = f"strip {i + 1}"
        r.designed(entry, where)
        strips.append(Strip(r.choice(entry, "id", STRIPS, where),
                            r.choice(entry, "card_kind", (*CARD_KINDS, "any"), where)))
    if sorted(s.id for s in strips) != sorted(STRIPS):
        raise r.fail("strips", f"the 7 strips are {', '.join(STRIPS)}, each once")
    return tuple(rows), tuple(strips)


def _river(raw: dict) -> River:
    r = _Reader("river")
    parts = []
    seen: set[str] = set()
    for part in ("trunk", "upper_arm", "lower_arm"):
        spaces = []
        for i, entry in enumerate(r.get(raw, part, list, "top")):
            where = f"{part} space {i + 1}"
            r.designed(entry, where)
            sid = r.get(entry, "id", str, where)
            if sid in seen:
                raise r.fail(where, f"the id {sid!r} is used twice")
            seen.add(sid)
            reward = entry.get("reward")
            bonus = entry.get("bonus")
            if bonus is not None:
                r.choice(entry, "bonus", ("coins", "cards"), where)
            harbour = r.get(entry, "harbour", bool, where)
            if bonus is not None and not harbour:
                raise r.fail(where, "only a harbour carries a bonus symbol")
            spaces.append(RiverSpace(sid, harbour, None if reward is None
                                     else r.reward(reward, RIVER_REWARDS, where), bonus))
        if not spaces:
            raise r.fail(part, "it has no spaces")
        parts.append(tuple(spaces))
    trunk, upper, lower = parts
    locks = []
    for entry in r.get(raw, "locks", list, "top"):
        where = f"lock {entry.get('id')!r}"
        r.designed(entry, where)
        locks.append((r.get(entry, "id", str, where), r.choice(entry, "after", seen, where)))
    r.count(locks, 3, "locks")
    trunk_ids = [s.id for s in trunk]
    if locks[0][1] not in trunk_ids[:-1]:
        raise r.fail("lock A", "the first lock lies on the trunk, before the fork")
    for (lock, after), arm in ((locks[1], upper), (locks[2], lower)):
        if after != arm[-2].id or not arm[-1].harbour:
            raise r.fail(f"lock {lock}", "a round's second lock lies just before its last "
                                         "space, a harbour (the round ends on reaching it)")
    starts_raw = r.get(raw, "start", dict, "top")
    r.designed(starts_raw, "start")
    starts = []
    for key in ("round_1", "round_2"):
        table = r.get(starts_raw, key, dict, "start")
        start = {}
        for players in (1, 2, 3, 4):
            space = r.choice(table, str(players), trunk_ids, f"start {key}")
            if not trunk[trunk_ids.index(space)].harbour:
                raise r.fail(f"start {key}", f"{space} holds several ships: it is a harbour")
            start[players] = space
        starts.append(start)
    if starts[1][1] != trunk_ids[0]:
        raise r.fail("start round_2", "solo ships go back to the first space")
    return River(trunk, upper, lower, tuple(locks), (starts[0], starts[1]))


def _map(raw: dict) -> BoardMap:
    r = _Reader("map")
    regions = []
    for entry in r.get(raw, "regions", list, "top"):
        where = f"region {entry.get('id')!r}"
        r.designed(entry, where)
        regions.append(Region(r.choice(entry, "id", REGIONS, where),
                              r.get(entry, "north_rank", int, where),
                              r.reward(r.get(entry, "label_reward", dict, where), LABEL_REWARDS,
                                       where), r.get(entry, "solo_vp", int, where)))
    if sorted(x.id for x in regions) != sorted(REGIONS):
        raise r.fail("regions", f"the 4 regions are {', '.join(REGIONS)}, each once")
    spaces = []
    for i, entry in enumerate(r.get(raw, "spaces", list, "top")):
        where = f"space {i + 1}"
        r.designed(entry, where)
        if r.get(entry, "id", int, where) != i + 1:
            raise r.fail(where, "spaces are numbered 1 to 33 in order")
        start = entry.get("start")
        if start is not None:
            r.choice(entry, "start", START_BACKS, where)
        explore = entry.get("explore")
        spaces.append(MapSpace(i + 1, r.choice(entry, "region", REGIONS, where),
                               r.get(entry, "col", int, where), r.get(entry, "row", int, where),
                               start, None if explore is None
                               else r.reward(explore, EXPLORE_REWARDS, where)))
    r.count(spaces, 33, "spaces")
    links = []
    pairs: set[frozenset[int]] = set()
    for i, entry in enumerate(r.get(raw, "links", list, "top")):
        where = f"link {i + 1}"
        r.designed(entry, where)
        a = r.choice(entry, "a", range(1, 34), where)
        b = r.choice(entry, "b", range(1, 34), where)
        kind = r.choice(entry, "kind", ("land", "bridge", "ford"), where)
        pair = frozenset((a, b))
        if a == b or pair in pairs:
            raise r.fail(where, f"{a}-{b} is a space with itself or a link given twice")
        pairs.add(pair)
        same = spaces[a - 1].region == spaces[b - 1].region
        if (kind == "land") != same:
            raise r.fail(where, "land joins spaces of one region; bridges and fords join "
                                "regions")
        links.append((a, b, kind))
    for s in spaces:
        if s.start is None and s.explore is None:
            raise r.fail(f"space {s.id}", "a space that can be explored shows a reward")
    return BoardMap(tuple(regions), tuple(spaces), tuple(links))


def _site(r: _Reader, entry: Any, where: str) -> Site:
    gains = tuple(r.reward(g, SITE_GAINS, where) for g in r.get(entry, "gain", list, where))
    pay_coins = r.get(entry, "pay_coins", int, where)
    pay_cards = r.get(entry, "pay_cards", int, where)
    if pay_coins and pay_cards:
        raise r.fail(where, "a site costs coins or cards, not both")
    return Site(pay_coins, pay_cards, gains, r.get(entry, "settlement_vp", int, where))


def _tiles(raw: dict) -> tuple[Tile, ...]:
    r = _Reader("tiles")
    tiles = []
    for i, entry in enumerate(r.get(raw, "tiles", list, "top")):
        where = f"tile {i + 1}"
        r.designed(entry, where)
        if r.get(entry, "id", int, where) != i + 1:
            raise r.fail(where, "tiles are numbered from 1 in order")
        back = r.choice(entry, "back", (*START_BACKS, "grey", "pasture"), where)
        sites = tuple(_site(r, s, f"{where} site {j + 1}")
                      for j, s in enumerate(r.get(entry, "sites", list, where)))
        if (back == "pasture") != (not sites) or len(sites) > 2:
            raise r.fail(where, "a building tile has 1 or 2 sites, a pasture none")
        tiles.append(Tile(i + 1, back, sites))
    r.count(tiles, 42, "tiles")
    for back, expected in (("1-2", 6), ("3", 2), ("4", 2), ("grey", 25), ("pasture", 7)):
        r.count([t for t in tiles if t.back == back], expected, f"tiles_{back}")
    return tuple(tiles)


def _track(r: _Reader, raw: Any, where: str) -> Track:
    r.designed(raw, where)
    income = []
    for pair in r.get(raw, "income", list, where):
        if (not isinstance(pair, list) or len(pair) != 2
                or not all(isinstance(x, int) and x >= 0 for x in pair)):
            raise r.fail(where, f"income spaces are [amount, VP] pairs, not {pair!r}")
        income.append((pair[0], pair[1]))
    if not income or income[0] != (2, 0):
        raise r.fail(where, "the marker starts on the space showing 2")
    rewards = {}
    for key, value in r.get(raw, "rewards", dict, where).items():
        if not key.isdigit() or not 0 < int(key) < len(income):
            raise r.fail(where, f"a reward's space is a number 1 to {len(income) - 1}")
        rewards[int(key)] = r.reward(value, TRACK_REWARDS, f"{where} space {key}")
    return Track(tuple(income), rewards, r.get(raw, "overflow_vp", int, where))


def _player_board(raw: dict) -> PlayerBoard:
    r = _Reader("player_board")
    if r.get(raw, "resources", list, "top") != list(RESOURCES):
        raise r.fail("resources", f"the resources are {', '.join(RESOURCES)}")
    pieces = r.get(raw, "pieces", dict, "top")
    r.designed(pieces, "pieces")
    tiers = []
    for i, entry in enumerate(r.get(raw, "tiers", list, "top")):
        where = f"tier {i + 1}"
        r.designed(entry, where)
        recesses = []
        for j, rec in enumerate(r.get(entry, "recesses", list, where)):
            rw = f"{where} recess {j + 1}"
            r.designed(rec, rw)
            recesses.append(Recess(r.choice(rec, "piece", PIECES, rw), i + 1, j,
                                   r.get(rec, "coins", int, rw), r.get(rec, "vp", int, rw)))
        tiers.append(Tier(i + 1, tuple(recesses), r.get(entry, "inhabitant", int, where),
                          r.get(entry, "interim_vp", int, where),
                          r.get(entry, "end_vp", int, where)))
    r.count(tiers, 5, "tiers")
    for piece, key in (("house", "houses"), ("settlement", "settlements"), ("cattle", "cattle")):
        found = sum(1 for t in tiers for rec in t.recesses if rec.piece == piece)
        if found != r.get(pieces, key, int, "pieces"):
            raise r.fail("tiers", f"they hold {found} {key}, the pieces say "
                                  f"{pieces[key]}")
    tracks = r.get(raw, "tracks", dict, "top")
    levers = []
    for i, entry in enumerate(r.get(raw, "levers", list, "top")):
        where = f"lever {i + 1}"
        r.designed(entry, where)
        effect = r.get(entry, "effect", dict, where)
        kind = r.choice(effect, "kind", LEVER_EFFECTS, where)
        params = tuple((k, r.get(effect, k, int, where)) for k in effect if k != "kind")
        levers.append(Lever(r.get(entry, "id", int, where), r.get(entry, "row", int, where),
                            r.get(entry, "cost", int, where), kind, params,
                            r.get(entry, "forgo_right_side", bool, where)))
    r.count(levers, 12, "levers")
    if sorted(lever.kind for lever in levers) != sorted(LEVER_EFFECTS):
        raise r.fail("levers", "each of the 12 lever effects appears once")
    if sorted(lever.id for lever in levers if lever.forgo_right_side) != [1, 2, 3] or any(
            (lever.row == 1) != lever.forgo_right_side for lever in levers):
        raise r.fail("levers", "the top row holds the 3 levers used by forgoing a right side")
    canal = r.get(raw, "canal", dict, "top")
    r.designed(canal, "canal")
    order = tuple(r.get(canal, "order", list, "canal"))
    if sorted(order) != sorted(RESOURCES):
        raise r.fail("canal", "the canal has one position per resource")
    money = r.get(raw, "start_money", dict, "top")
    r.designed(money, "start_money")
    production = r.get(raw, "production", dict, "top")
    r.designed(production, "production")
    levels = r.get(production, "levels", dict, "production")
    return PlayerBoard(
        RESOURCES, {k: v for k, v in pieces.items() if k != "designed"}, tuple(tiers),
        _track(r, r.get(tracks, "coin", dict, "tracks"), "coin_track"),
        _track(r, r.get(tracks, "card", dict, "tracks"), "card_track"), tuple(levers),
        tuple((r.get(x, "from", int, "lever_end_vp"), r.get(x, "vp", int, "lever_end_vp"))
              for x in r.get(raw, "lever_end_vp", list, "top")),
        {int(k): v for k, v in levels.items()}, order,
        r.choice(canal, "boats_start", RESOURCES, "canal"),
        r.get(canal, "upstream_cost", int, "canal"),
        {p: r.get(money, str(p), int, "start_money") for p in (1, 2, 3, 4)},
        r.get(raw, "hand", int, "top"))


def _solo(raw: dict) -> Solo:
    r = _Reader("solo")
    tiles = []
    for i, entry in enumerate(r.get(raw, "tiles", list, "top")):
        where = f"solo_tile {i + 1}"
        r.designed(entry, where)
        actions = r.get(entry, "actions", list, where)
        corners = r.get(entry, "corners", list, where)
        if len(actions) != 3 or len(set(actions)) != 3 or not set(actions) <= set(STRIPS):
            raise r.fail(where, "the lower half shows 3 different strips")
        if len(corners) != 4 or not all(isinstance(c, int) and 1 <= c <= 33 for c in corners):
            raise r.fail(where, "the 4 corners show locations 1 to 33")
        tiles.append(SoloTile(i + 1, r.choice(entry, "mark", ("A", "B"), where),
                              tuple(actions), tuple(corners)))  # type: ignore[arg-type]
    r.count(tiles, 10, "solo_tiles")
    cactus = r.get(raw, "cactus", dict, "top")
    r.designed(cactus, "cactus")
    board = r.get(raw, "board", dict, "top")
    r.designed(board, "board")
    levels = r.get(raw, "levels", dict, "top")
    r.designed(levels, "levels")
    return Solo(tuple(tiles), tuple(r.get(cactus, "vp", list, "cactus")),
                {p: tuple(r.get(board, p, list, "board")) for p in PIECES},
                {k: (v["A"], v["B"]) for k, v in levels.items() if k != "designed"},
                r.get(raw, "end_vp_per_b_tile", int, "top"), r.get(raw, "full_board_vp", int,
                                                                    "top"))


def build_board(raw: Mapping[str, dict]) -> Board:
    """The components from the files' JSON (keyed by file name without .json)."""
    rows, strips = _action_board(raw["action_board"])
    return Board(rows, strips, _river(raw["river"]), _map(raw["map"]), _tiles(raw["tiles"]),
                 _player_board(raw["player_board"]), _solo(raw["solo"]))


@cache
def load_board() -> Board:
    return build_board({name: read_raw(name) for name in DATA_FILES})
