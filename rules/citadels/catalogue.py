"""Citadels card data, loaded once from data/*.json into frozen catalogue objects.

District cards are numbered 0..79 (one id per physical card): the 66 base cards first, then the
14 Dark City cards. `CARD_KIND[card]` gives the kind. In a game, a character is known by its rank
(1..9); `CitadelsState.cast[rank]` names the character that holds the rank in that game.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from rules.core.message import N_, Msg, pmsg

DATA = Path(__file__).parent / "data"

BANK_GOLD = 30  # the rulebook's component list

COLOURS = ("blue", "red", "yellow", "green", "purple")
COLOUR_NAMES = {"blue": N_("religious"), "red": N_("military"), "yellow": N_("noble"),
                "green": N_("trade"), "purple": N_("special")}
# The colour words of log lines ("takes 2 gold for blue districts").
COLOUR_WORDS = {"blue": pmsg("citadels colour", "blue"), "red": pmsg("citadels colour", "red"),
                "yellow": pmsg("citadels colour", "yellow"),
                "green": pmsg("citadels colour", "green"),
                "purple": pmsg("citadels colour", "purple")}


@dataclass(frozen=True)
class DistrictKind:
    index: int
    key: str
    name: str
    colour: str
    cost: int
    points: int
    count: int
    text: str
    dark_city: bool  # an expansion card, in the deck only when chosen


@dataclass(frozen=True)
class Character:
    rank: int
    key: str
    name: str
    colour: str | None  # the district colour that gives this character income
    text: str
    dark_city: bool


def _load_kinds() -> tuple[DistrictKind, ...]:
    raw = json.loads((DATA / "districts.json").read_text(encoding="utf-8"))["districts"]
    return tuple(
        DistrictKind(i, e["key"], e["name"], e["colour"], e["cost"],
                     e.get("points", e["cost"]), e["count"], e.get("text", ""),
                     e["set"] == "dark_city")
        for i, e in enumerate(raw)
    )


def _load_characters() -> dict[str, Character]:
    raw = json.loads((DATA / "characters.json").read_text(encoding="utf-8"))["characters"]
    return {e["key"]: Character(e["rank"], e["key"], e["name"], e["colour"], e["text"],
                                e["set"] == "dark_city")
            for e in raw}


KINDS = _load_kinds()
KIND_BY_KEY = {k.key: k for k in KINDS}
CARD_KIND: tuple[int, ...] = tuple(k.index for k in KINDS for _ in range(k.count))
NUM_CARDS = len(CARD_KIND)
BASE_CARDS: tuple[int, ...] = tuple(c for c in range(NUM_CARDS)
                                    if not KINDS[CARD_KIND[c]].dark_city)
DARK_KEYS: tuple[str, ...] = tuple(k.key for k in KINDS if k.dark_city)
CHARACTERS = _load_characters()  # by key
MAX_RANK = 9
# The characters that may hold each rank: the classic one first (rank 9 has none).
RANK_CHOICES: dict[int, tuple[str, ...]] = {
    rank: tuple(c.key for c in sorted(CHARACTERS.values(), key=lambda c: c.dark_city)
                if c.rank == rank)
    for rank in range(1, MAX_RANK + 1)
}
CLASSIC_CAST: tuple[str, ...] = ("",) + tuple(RANK_CHOICES[r][0] for r in range(1, 9)) + ("",)

ASSASSIN, THIEF, MAGICIAN, KING, BISHOP, MERCHANT, ARCHITECT, WARLORD = range(1, 9)


def kind_of(card: int) -> DistrictKind:
    return KINDS[CARD_KIND[card]]


def key_of(card: int) -> str:
    return KINDS[CARD_KIND[card]].key


def card_name(card: int) -> str:
    return KINDS[CARD_KIND[card]].name


def card_msg(card: int) -> Msg:
    """The card's name as a message (translated through the data's catalogue entry)."""
    return district_msg(KINDS[CARD_KIND[card]].name)


def district_msg(name: str) -> Msg:
    return pmsg("citadels district", name)


def character_msg(name: str) -> Msg:
    return pmsg("citadels character", name)


def card_of_kind(key: str) -> int:
    """The first card id of a kind (the only one for purple cards but the Keep)."""
    kind = KIND_BY_KEY[key].index
    return CARD_KIND.index(kind)
