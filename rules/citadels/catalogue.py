"""Citadels card data, loaded once from data/*.json into frozen catalogue objects.

District cards are numbered 0..65 (one id per physical card); `CARD_KIND[card]` gives the kind.
Characters are numbered by rank (1..8).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

DATA = Path(__file__).parent / "data"

BANK_GOLD = 30  # the rulebook's component list

COLOURS = ("blue", "red", "yellow", "green", "purple")
COLOUR_NAMES = {"blue": "religious", "red": "military", "yellow": "noble", "green": "trade",
                "purple": "special"}


@dataclass(frozen=True)
class DistrictKind:
    index: int
    key: str
    name: str
    zh: str
    colour: str
    cost: int
    points: int
    count: int
    text: str


@dataclass(frozen=True)
class Character:
    rank: int
    key: str
    name: str
    zh: str
    colour: str | None  # the district colour that gives this character income
    text: str


def _load_kinds() -> tuple[DistrictKind, ...]:
    raw = json.loads((DATA / "districts.json").read_text(encoding="utf-8"))["districts"]
    return tuple(
        DistrictKind(i, e["key"], e["name"], e["zh"], e["colour"], e["cost"],
                     e.get("points", e["cost"]), e["count"], e.get("text", ""))
        for i, e in enumerate(raw)
    )


def _load_characters() -> dict[int, Character]:
    raw = json.loads((DATA / "characters.json").read_text(encoding="utf-8"))["characters"]
    return {e["rank"]: Character(e["rank"], e["key"], e["name"], e["zh"], e["colour"], e["text"])
            for e in raw}


KINDS = _load_kinds()
KIND_BY_KEY = {k.key: k for k in KINDS}
CARD_KIND: tuple[int, ...] = tuple(k.index for k in KINDS for _ in range(k.count))
NUM_CARDS = len(CARD_KIND)
CHARACTERS = _load_characters()

ASSASSIN, THIEF, MAGICIAN, KING, BISHOP, MERCHANT, ARCHITECT, WARLORD = range(1, 9)


def kind_of(card: int) -> DistrictKind:
    return KINDS[CARD_KIND[card]]


def key_of(card: int) -> str:
    return KINDS[CARD_KIND[card]].key


def card_name(card: int) -> str:
    return KINDS[CARD_KIND[card]].name


def character_name(rank: int) -> str:
    return CHARACTERS[rank].name
