"""Ginkgopolis components: tiles, building and urbanization cards, characters, the start layout.

Ids: a building tile and its building card share an id, ``colour * 20 + number - 1`` (0..59,
colours red, blue, yellow). Urbanization cards A..L are 60..71. Characters are 0..26.
Rewards are triples ``(resources, points, tiles)``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

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


def tile_name(tile: int) -> str:
    return f"{COLOURS[colour_of(tile)]} {number_of(tile)}"


def card_name(card: int) -> str:
    if is_urban(card):
        return f"urbanization {LETTERS[card - URBAN]}"
    return tile_name(card)


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
