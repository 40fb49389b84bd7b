"""National Economy card data, loaded once from data/*.json into frozen records.

Card ids 0..63 are the building deck (kinds in data order, each repeated `count` times).
Public workplaces that are not deck cards have ids of their own: the quarry, the mine, the
school, the carpenters (CARPENTER + 0..2) and the round cards (ROUND_CARD + round).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from rules.core.message import Msg, msg, pmsg

DATA = Path(__file__).resolve().parent / "data"


@dataclass(frozen=True)
class Effect:
    kind: str  # goods, reveal, sell, trade, build, fill_goods, draw, quarry, hire, ... none
    n: int = 0
    discard: int = 0
    money: int = 0
    draw: int = 0
    mode: str = ""
    self_discard: bool = False
    empty_hand: int = 0
    per: str = ""


@dataclass(frozen=True)
class Place:
    key: str
    ja: str
    en: str
    effect: Effect
    multi: str = "no"  # "no", "always" or "three_plus" (3-4 players)
    cost: int = 0
    value: int = 0
    icon: str = ""  # "agr", "ind", "fac" or ""
    sellable: bool = False
    count: int = 0

    @property
    def facility(self) -> bool:
        return self.icon == "fac"


def _effect(raw: dict) -> Effect:
    return Effect(**raw)


def _load() -> tuple[list[Place], list[Place], list[Place], list[int]]:
    data = json.loads((DATA / "buildings.json").read_text(encoding="utf-8"))
    kinds = [Place(b["key"], b["ja"], b["en"], _effect(b["effect"]), "no", b["cost"],
                   b["value"], b["icon"], b["sellable"], b["count"]) for b in data["buildings"]]
    public = [Place(p["key"], p["ja"], p["en"], _effect(p["effect"]), p["multi"])
              for p in data["public"]]
    rounds_raw = json.loads((DATA / "rounds.json").read_text(encoding="utf-8"))["rounds"]
    rounds = [Place(r["key"], r["ja"], r["en"], _effect(r["effect"]), r["multi"])
              for r in rounds_raw]
    wages = [r["wage"] for r in rounds_raw]
    return kinds, public, rounds, wages


KINDS, _PUBLIC, _ROUNDS, WAGES = _load()
KIND_INDEX = {k.key: i for i, k in enumerate(KINDS)}
CARD_KIND: list[int] = [i for i, k in enumerate(KINDS) for _ in range(k.count)]
NUM_CARDS = len(CARD_KIND)  # 64
GOOD = 64  # a consumer-goods card in discard actions
ROUNDS = 9
TOTAL_MONEY = 276  # the box's money; the supply may go below 0 (the rulebook: unlimited)
HAND_LIMIT = 5
WORKER_LIMIT = 5
START_MONEY = 5  # the start player's; each next seat gets $1 more

QUARRY, MINE, SCHOOL, CARPENTER = 100, 101, 102, 103  # carpenters: 103, 104, 105
ROUND_CARD = 110  # round card k (1..9) is 110 + k

PLACES: dict[int, Place] = {}
for _card, _kind in enumerate(CARD_KIND):
    PLACES[_card] = KINDS[_kind]
PLACES[QUARRY], PLACES[MINE], PLACES[SCHOOL] = _PUBLIC[0], _PUBLIC[1], _PUBLIC[2]
for _i in range(3):
    PLACES[CARPENTER + _i] = _PUBLIC[3]
for _r, _place in enumerate(_ROUNDS, start=1):
    PLACES[ROUND_CARD + _r] = _place

assert NUM_CARDS == 64 and len(WAGES) == ROUNDS


def kind(card: int) -> Place:
    return KINDS[CARD_KIND[card]]


def card_of(key: str, nth: int = 0) -> int:
    """The id of the nth card of a kind (for tests and setups)."""
    ids = [c for c in range(NUM_CARDS) if KINDS[CARD_KIND[c]].key == key]
    return ids[nth]


def name(place: int) -> str:
    """The English name (for tests, tools and the bots' notes; players see `label`)."""
    if place == GOOD:
        return "a consumer good"
    p = PLACES.get(place)
    return p.en if p is not None else f"card {place}"


BUILDING, WORKPLACE = "national economy building", "national economy workplace"


def label(place: int) -> Msg:
    """The name of a card or workplace as a message: the round cards are "workplaces" in the
    catalogue, the building cards and the first public workplaces "buildings" (the contexts
    the data extraction gives them, tools/i18n.py)."""
    if place == GOOD:
        return msg("a consumer good")
    p = PLACES.get(place)
    if p is None:
        return msg("card {number}", number=place)
    return pmsg(WORKPLACE if place > ROUND_CARD else BUILDING, p.en)
