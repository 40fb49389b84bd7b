"""Ginkgopolis components: tiles, building and urbanization cards, characters, the start layout.

Ids: a building tile and its building card share an id, ``colour * 20 + number - 1`` (0..59,
colours red, blue, yellow). Urbanization cards A..L are 60..71. Characters are 0..26.
Rewards are triples ``(resources, points, tiles)``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from rules.core.message import Join, Msg, join, nmsg, pmsg
from rules.core.state import HIDDEN  # noqa: F401 - the shared placeholder, used by views

DATA = Path(__file__).parent / "data"

COLOURS = ("red", "blue", "yellow")
RED, BLUE, YELLOW = 0, 1, 2
TRIGGERS = ("exploit", "urbanize", "construct")
EXPLOIT, URBANIZE, CONSTRUCT = 0, 1, 2
LETTERS = "ABCDEFGHIJKL"
URBAN = 60  # first urbanization card id
NUM_TILES = 60
NUM_CARDS = 72
NUM_CHARACTERS = 27
RESOURCES = {2: 25, 3: 20, 4: 18, 5: 16}
HAND = 4

# Urbanization markers A..L around the 3x3 start block (x right, y down), data note section 4.
MARKER_START = ((-1, -2), (0, -2), (1, -2), (2, -1), (2, 0), (2, 1),
                (1, 2), (0, 2), (-1, 2), (-2, 1), (-2, 0), (-2, -1))


def tile_id(colour: int, number: int) -> int:
    return colour * 20 + number - 1


def colour_of(tile: int) -> int:
    return tile // 20


def number_of(tile: int) -> int:
    return tile % 20 + 1


def is_urban(card: int) -> bool:
    return card >= URBAN


# ----- names, as messages (rules.core.message) ----------------------------------------------
COLOUR_NAMES = (pmsg("ginkgopolis colour", "red"), pmsg("ginkgopolis colour", "blue"),
                pmsg("ginkgopolis colour", "yellow"))
COLOUR_TITLES = (pmsg("ginkgopolis colour", "Red"), pmsg("ginkgopolis colour", "Blue"),
                 pmsg("ginkgopolis colour", "Yellow"))
HAL_NAME = pmsg("ginkgopolis", "Hal")  # the solo opponent (哈爾 in the rulebook)


def colour_name(colour: int) -> Msg:
    return COLOUR_NAMES[colour]


def tile_name(tile: int) -> Msg:
    """'red 5': a tile, a building (named by its top tile) or a building card."""
    return pmsg("ginkgopolis tile", "{colour} {number}", colour=COLOUR_NAMES[colour_of(tile)],
                number=number_of(tile))


def card_name(card: int) -> Msg:
    if is_urban(card):
        return pmsg("ginkgopolis card", "urbanization {letter}", letter=LETTERS[card - URBAN])
    return tile_name(card)


def card_title(card: int) -> Msg:
    """A card's name at the start of a line: 'Red 5', 'Urbanization A'."""
    if is_urban(card):
        return pmsg("ginkgopolis card", "Urbanization {letter}", letter=LETTERS[card - URBAN])
    return pmsg("ginkgopolis tile", "{colour} {number}", colour=COLOUR_TITLES[colour_of(card)],
                number=number_of(card))


def character_name(char: int) -> Msg:
    """'red character 3' (the number is the card's place in the data, 1..27)."""
    return pmsg("ginkgopolis", "{colour} character {n}",
                colour=COLOUR_NAMES[CHARACTERS[char].colour], n=char + 1)


def amounts(reward) -> Join | Msg:
    """'2 resources, 1 point, 1 tile' for a (resources, points, tiles) triple."""
    resources, points, tiles = reward
    parts = []
    if resources:
        parts.append(nmsg("{n} resource", "{n} resources", resources))
    if points:
        parts.append(nmsg("{n} point", "{n} points", points))
    if tiles:
        parts.append(nmsg("{n} tile", "{n} tiles", tiles))
    return join(parts) if parts else pmsg("ginkgopolis reward", "nothing")


@dataclass(frozen=True)
class Character:
    id: int
    set: int  # 0 = no set number
    colour: int
    bonus: tuple[int, int, int]
    trigger: int
    reward: tuple[int, int, int]


@dataclass(frozen=True)
class Building:
    id: int
    colour: int
    number: int
    trigger: int  # -1 for end-game cards
    reward: tuple[int, int, int]
    end: str  # "" for effect cards; resources_on, low_buildings, ... for end-game cards
    end_arg: int  # a colour or a trigger, -1 when unused


def _load():
    raw = json.loads((DATA / "characters.json").read_text(encoding="utf-8"))["characters"]
    chars = tuple(Character(c["id"], c["set"], COLOURS.index(c["colour"]), tuple(c["bonus"]),
                            TRIGGERS.index(c["trigger"]), tuple(c["reward"])) for c in raw)
    raw = json.loads((DATA / "buildings.json").read_text(encoding="utf-8"))["buildings"]
    builds = []
    for b in raw:
        colour = COLOURS.index(b["colour"])
        bid = tile_id(colour, b["number"])
        if "trigger" in b:
            builds.append(Building(bid, colour, b["number"], TRIGGERS.index(b["trigger"]),
                                   tuple(b["reward"]), "", -1))
        else:
            kind, arg = b["end"]
            value = (COLOURS.index(arg) if arg in COLOURS else
                     TRIGGERS.index(arg) if arg in TRIGGERS else -1)
            builds.append(Building(bid, colour, b["number"], -1, (0, 0, 0), kind, value))
    builds.sort(key=lambda b: b.id)
    return chars, tuple(builds)


CHARACTERS, BUILDINGS = _load()
assert len(CHARACTERS) == NUM_CHARACTERS and len(BUILDINGS) == NUM_TILES
CHARACTER_SETS = sorted({c.set for c in CHARACTERS if c.set})
