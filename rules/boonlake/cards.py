"""Boonlake's 165 project cards and 16 scoring tiles: loaded from `data/cards.json` and
`data/scoring_tiles.json`, validated, and priced in one currency (coins).

Every printed value of these components is designed (the public copies of the rulebook lost
their icons; docs/boonlake-cards.md explains the vocabulary, the prices and the balance band).
An owner of the box corrects a card in the JSON, never here: a wrong file raises
`CardDataError` naming the card or tile id and the field.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from rules.core.message import Msg, pmsg

DATA = Path(__file__).resolve().parent / "data"
CARD_KINDS = ("day", "dusk", "night")
RESOURCES = ("stone", "iron", "loam", "wood")  # the player board's four virtual resources
REGIONS = ("boonlake", "southern", "new_hope", "unknown")
GOODS = ("cards", "coins", "vases", "inhabitants", "vp")  # what an exchange gives and gets
TRACKS = ("coin", "card")

MEASURES = ("income_tracks", "levers", "cattle_removed", "houses_removed",
            "settlements_removed", "presence_region", "production_levels")

# Each effect kind: when it applies and its parameters (name -> checker name).
IMMEDIATE = {"coin_track": {"n": "count"}, "card_track": {"n": "count"},
             "coins": {"n": "count"}, "draw": {"n": "count"},
             "inhabitants": {"n": "count"}, "vases": {"n": "count"}, "vp": {"n": "count"},
             "exchange": {"give": "goods", "get": "goods", "reversible": "flag"},
             "reset_lever": {"n": "count"}, "free_house": {}, "cheap_settlement": {}}
PERMANENT = {"lever_discount": {"n": "count"}, "card_discount": {"n": "count"},
             "discard_kind_coin": {"card_kind": "card_kind"},
             "cattle_inhabitant_discount": {"n": "count"}, "cattle_coins": {"n": "count"},
             "ship_coin_space": {"n": "count"}, "ship_harbour": {"what": "harbour", "n": "count"},
             "ship_vase_space": {"n": "count"}}
END_GAME = {"threshold": {"measure": "measure", "steps": "steps", "region": "region?"},
            "per_item": {"measure": "measure", "vp": "count", "region": "region?"}}
CONDITIONS = {"presence_regions": {"regions": "region_pair"}, "coin_track": {},
              "card_track": {}, "lower_income": {}, "production_sites": {},
              "connected_presence": {}, "levers": {}, "cattle_removed": {},
              "settlements_removed": {}, "bridge_presence": {},
              "exchange_inhabitant_or_coins": {"coins": "count", "vp": "count"},
              "exchange_coins": {"coins": "count", "vp": "count"},
              "played_kinds": {"kinds": "kind_list"}}
TIMINGS = {"immediate": IMMEDIATE, "permanent": PERMANENT, "end_game": END_GAME}


class CardDataError(ValueError):
    """A card or scoring-tile file that cannot be used; the message names the id and field."""


@dataclass(frozen=True)
class Effect:
    kind: str
    params: tuple[tuple[str, Any], ...] = ()

    def get(self, name: str, default: Any = None) -> Any:
        for key, value in self.params:
            if key == name:
                return value
        return default


@dataclass(frozen=True)
class ProjectCard:
    id: int
    kind: str  # "day" | "dusk" | "night"
    name: str  # English; the catalogue extracts it from the data file (see `card_name`)
    cost_coins: int
    cost_vases: int
    resources: tuple[tuple[str, int], ...]  # needed available, not paid
    vp: int
    immediate: tuple[Effect, ...]
    permanent: tuple[Effect, ...]
    end_game: tuple[Effect, ...]
    designed: bool


@dataclass(frozen=True)
class ScoringTile:
    id: int
    condition: Effect
    thresholds: tuple[int, int, int, int]  # one minimum per interim scoring
    project_coins: int
    project_resources: tuple[tuple[str, int], ...]
    project_vp: int
    project_track: str  # "coin" | "card"
    designed: bool


def card_name(card: ProjectCard) -> Msg:
    """The card's name as the player reads it, in any language."""
    return pmsg("boonlake card", card.name)  # the context of tools/i18n.py DATA_TEXTS


# ---- loading and validation -------------------------------------------------------------

@cache
def load_cards() -> tuple[ProjectCard, ...]:
    return parse_cards(_read(DATA / "cards.json"))


@cache
def load_scoring_tiles() -> tuple[ScoringTile, ...]:
    return parse_scoring_tiles(_read(DATA / "scoring_tiles.json"))


def _read(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as error:
        raise CardDataError(f"{path.name}: cannot be read: {error}") from error


def parse_cards(data: Any) -> tuple[ProjectCard, ...]:
    rows = _rows(data, "cards", "cards.json")
    cards = tuple(_card(row, index) for index, row in enumerate(rows))
    _unique(cards, "card", lambda card: card.id, "id")
    _unique(cards, "card", lambda card: card.name, "name")
    return cards


def parse_scoring_tiles(data: Any) -> tuple[ScoringTile, ...]:
    tiles = tuple(_tile(row, index)
                  for index, row in enumerate(_rows(data, "tiles", "scoring_tiles.json")))
    _unique(tiles, "tile", lambda tile: tile.id, "id")
    return tiles


def _rows(data: Any, key: str, filename: str) -> list[Any]:
    if not isinstance(data, dict) or not isinstance(data.get(key), list):
        raise CardDataError(f"{filename}: expected an object with a list '{key}'")
    return data[key]


def _unique(items: tuple[Any, ...], what: str, key: Any, field: str) -> None:
    seen: dict[Any, Any] = {}
    for item in items:
        value = key(item)
        if value in seen:
            raise CardDataError(f"{what} {item.id}: field '{field}': {value!r} is also "
                                f"used by {what} {seen[value].id}")
        seen[value] = item


class _Fields:
    """Reads one JSON object's fields, each error naming the object and the field."""

    def __init__(self, row: Any, label: str) -> None:
        if not isinstance(row, dict):
            raise CardDataError(f"{label}: expected an object, got {row!r}")
        self.row, self.label = row, label

    def only(self, *allowed: str) -> None:
        """Rejects a field this object does not have (a typo would otherwise be ignored)."""
        extra = sorted(set(self.row) - set(allowed))
        if extra:
            raise self.fail(extra[0], f"unknown field; expected {', '.join(allowed)}")

    def fail(self, field: str, problem: str) -> CardDataError:
        return CardDataError(f"{self.label}: field '{field}': {problem}")

    def get(self, field: str, default: Any = ...) -> Any:
        if field not in self.row:
            if default is ...:
                raise self.fail(field, "missing")
            return default
        return self.row[field]

    def number(self, field: str, low: int, high: int, default: Any = ...) -> int:
        value = self.get(field, default)
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise self.fail(field, f"expected a whole number {low}..{high}, got {value!r}")
        return value

    def choice(self, field: str, allowed: tuple[str, ...]) -> str:
        value = self.get(field)
        if value not in allowed:
            raise self.fail(field, f"expected one of {', '.join(allowed)}, got {value!r}")
        return value

    def flag(self, field: str) -> bool:
        value = self.get(field)
        if not isinstance(value, bool):
            raise self.fail(field, f"expected true or false, got {value!r}")
        return value

    def designed(self) -> bool:
        value = self.get("designed")
        if not isinstance(value, bool):
            raise self.fail("designed", f"expected true (our design) or false (checked "
                                        f"against a printed component), got {value!r}")
        return value

    def resources(self, field: str, high: int) -> tuple[tuple[str, int], ...]:
        value = self.get(field, {})
        if not isinstance(value, dict) or any(
                name not in RESOURCES or isinstance(n, bool) or not isinstance(n, int) or n < 1
                for name, n in value.items()):
            raise self.fail(field, f"expected {{resource: count >= 1}} over "
                                   f"{', '.join(RESOURCES)}, got {value!r}")
        if sum(value.values()) > high:
            raise self.fail(field, f"at most {high} resources in all, got {value!r}")
        return tuple(sorted(value.items(), key=lambda item: RESOURCES.index(item[0])))


def _card(row: Any, index: int) -> ProjectCard:
    label = f"card {row.get('id', f'#{index + 1}')}" if isinstance(row, dict) else \
        f"card #{index + 1}"
    fields = _Fields(row, label)
    fields.only("id", "kind", "name", "cost", "vp", *TIMINGS, "designed")
    card_id = fields.number("id", 1, 999)
    name = fields.get("name")
    if not isinstance(name, str) or not name.strip() or name != name.strip():
        raise fields.fail("name", f"expected a non-empty English name, got {name!r}")
    cost = _Fields(fields.get("cost"), f"{label}: cost")
    cost.only("coins", "vases", "resources")
    timings = {timing: _effects(fields, timing, vocabulary) for timing, vocabulary in
               TIMINGS.items()}
    if not any(timings.values()):
        raise fields.fail("immediate", "a card needs at least one effect (immediate, "
                                       "permanent or end_game)")
    return ProjectCard(id=card_id, kind=fields.choice("kind", CARD_KINDS), name=name,
                       cost_coins=cost.number("coins", 0, 8),
                       cost_vases=cost.number("vases", 0, 1, 0),
                       resources=cost.resources("resources", 6),
                       vp=fields.number("vp", 0, 5), designed=fields.designed(), **timings)


def _effects(fields: _Fields, timing: str,
             vocabulary: Mapping[str, Mapping[str, str]]) -> tuple[Effect, ...]:
    rows = fields.get(timing, [])
    if not isinstance(rows, list):
        raise fields.fail(timing, f"expected a list of effects, got {rows!r}")
    return tuple(_effect(row, vocabulary, f"{fields.label}: {timing}[{number}]")
                 for number, row in enumerate(rows))


def _effect(row: Any, vocabulary: Mapping[str, Mapping[str, str]], label: str) -> Effect:
    fields = _Fields(row, label)
    kind = fields.get("kind")
    if kind not in vocabulary:
        raise fields.fail("kind", f"unknown effect {kind!r} here; known: "
                                  f"{', '.join(vocabulary)}")
    schema = vocabulary[kind]
    fields.only("kind", *schema)
    params = tuple((name, value) for name, check in schema.items()
                   if (value := _param(fields, name, check)) is not None)
    effect = Effect(kind, params)
    if kind in END_GAME and (effect.get("measure") == "presence_region") != \
            (effect.get("region") is not None):
        raise fields.fail("region", "needed with the measure presence_region, and only there")
    if kind == "exchange" and (not effect.get("give") or not effect.get("get")):
        raise fields.fail("give", "an exchange gives something and gets something")
    return effect


def _param(fields: _Fields, name: str, check: str) -> Any:
    if check == "region?":
        return fields.choice(name, REGIONS) if name in fields.row else None
    if check == "count":
        return fields.number(name, 1, 20)
    if check == "flag":
        return fields.flag(name)
    if check == "card_kind":
        return fields.choice(name, CARD_KINDS)
    if check == "harbour":
        return fields.choice(name, ("coins", "cards"))
    if check == "measure":
        return fields.choice(name, MEASURES)
    value = fields.get(name)
    if check == "goods":
        if not isinstance(value, dict) or not value or any(
                good not in GOODS or isinstance(n, bool) or not isinstance(n, int) or n < 1
                for good, n in value.items()):
            raise fields.fail(name, f"expected {{good: count >= 1}} over {', '.join(GOODS)}, "
                                    f"got {value!r}")
        return tuple(sorted(value.items(), key=lambda item: GOODS.index(item[0])))
    if check == "steps":
        return _steps(fields, name, value)
    if check == "region_pair":
        if not isinstance(value, list) or len(value) != 2 or len(set(value)) != 2 or \
                any(region not in REGIONS for region in value):
            raise fields.fail(name, f"expected two different regions of "
                                    f"{', '.join(REGIONS)}, got {value!r}")
        return tuple(value)
    if check == "kind_list":
        if not isinstance(value, list) or not 1 <= len(value) == len(set(value)) or \
                any(kind not in CARD_KINDS for kind in value):
            raise fields.fail(name, f"expected different card kinds of "
                                    f"{', '.join(CARD_KINDS)}, got {value!r}")
        return tuple(value)
    raise AssertionError(check)


def _steps(fields: _Fields, name: str, value: Any) -> tuple[tuple[int, int], ...]:
    good = isinstance(value, list) and 1 <= len(value) <= 2 and all(
        isinstance(step, list) and len(step) == 2 and
        all(isinstance(n, int) and not isinstance(n, bool) and n >= 1 for n in step)
        for step in value)
    if good and len(value) == 2:
        good = value[0][0] < value[1][0] and value[0][1] < value[1][1]
    if not good:
        raise fields.fail(name, f"expected [[reach, vp], [higher reach, more vp]], "
                                f"got {value!r}")
    return tuple((reach, vp) for reach, vp in value)


def _tile(row: Any, index: int) -> ScoringTile:
    label = f"tile {row.get('id', f'#{index + 1}')}" if isinstance(row, dict) else \
        f"tile #{index + 1}"
    fields = _Fields(row, label)
    fields.only("id", "condition", "thresholds", "project", "designed")
    tile_id = fields.number("id", 1, 99)
    condition = _effect(fields.get("condition"), CONDITIONS, f"{label}: condition")
    thresholds = fields.get("thresholds")
    if not (isinstance(thresholds, list) and len(thresholds) == 4 and
            all(isinstance(n, int) and not isinstance(n, bool) and n >= 1 for n in thresholds)
            and all(a <= b for a, b in zip(thresholds, thresholds[1:], strict=False))
            and thresholds[0] < thresholds[3]):
        raise fields.fail("thresholds", f"expected 4 minimums >= 1, never falling and "
                                        f"rising overall, got {thresholds!r}")
    project = _Fields(fields.get("project"), f"{label}: project")
    project.only("coins", "resources", "vp", "track")
    resources = project.resources("resources", 6)
    if sum(n for _, n in resources) < 3:
        raise project.fail("resources", "a special project needs 3..6 resources")
    return ScoringTile(id=tile_id, condition=condition,
                       thresholds=(thresholds[0], thresholds[1], thresholds[2], thresholds[3]),
                       project_coins=project.number("coins", 8, 15),
                       project_resources=resources, project_vp=project.number("vp", 5, 9),
                       project_track=project.choice("track", TRACKS),
                       designed=fields.designed())


# ---- pricing: every effect in coins -----------------------------------------------------
# The exchange rates come from the rulebook's own conversions (docs/boonlake-cards.md has
# the reasoning): a card is worth what discarding it pays, 2 coins (and 2 cards <-> 4
# coins); an inhabitant costs 3 coins or 3 cards at Hire and fetches 8 coins on a card, so
# 4 coins; a victory point is 2.5 coins (5 cards -> 4 VP; 2 vases -> 4 VP with a vase at
# 5 coins, between the vase-for-6-coins lever and 3 cards -> 1 vase + 2 coins).
RATES = {"coins": 1.0, "cards": 2.0, "inhabitants": 4.0, "vases": 5.0, "vp": 2.5}
TRACK_STEP = 4.0          # one income-track step: ~2 later incomes of +1, crossing rewards
LEVER_USE = 3.0           # a lever used once more: the take-3-coins lever's worth
FREE_HOUSE = 7.0          # an extra upgrade (~3) without its inhabitant (4)
CHEAP_SETTLEMENT = 8.0    # an extra settlement upgrade (~4) one inhabitant cheaper (4)
EXCHANGE_EDGE = 2.0       # turning an idle good into a needed one at the right moment
REVERSIBLE_EDGE = 1.0     # ... and choosing the direction when playing the card
RESOURCE_NEED = 1.5       # one resource needed available (sites or boats kept there)
CARD_PLAY = 2.0           # playing a card forgoes discarding it for 2 coins
# How often a permanent effect fires after the card is played (a mid-game card).
PERMANENT_USES = {"lever_discount": 3, "card_discount": 6, "discard_kind_coin": 4,
                  "cattle_inhabitant_discount": 2, "cattle_coins": 2, "ship_coin_space": 5,
                  "ship_harbour": 3, "ship_vase_space": 1.5}
# A measure at the game's end: what a player who plays the card typically reaches, and the
# most anyone can.
MEASURE_RANGE = {"income_tracks": (8, 20), "levers": (11, 12), "cattle_removed": (3, 5),
                 "houses_removed": (4, 6), "settlements_removed": (2, 4),
                 "presence_region": (3, 8), "production_levels": (4, 8)}
# Where measured, the share of players reaching at least each count at the game's end
# replaces the linear guess of `reach_chance`: hard bots, 45 seats of 15 three-player games
# (`python -m tools.boonlake_measures --games 15 --seed 500`, docs/boonlake-cards.md).
MEASURED_REACH = {"levers": {6: 1.0, 7: 0.98, 8: 0.96, 9: 0.91, 10: 0.87, 11: 0.69, 12: 0.49}}
# Designed cards are balanced when value / cost lies in this band (a printed card entered by
# an owner is what it is).
CARD_BAND = (1.24, 1.36)
PROJECT_BAND = (1.40, 1.50)  # a special project: no card spent, one per player, slower


def goods_value(goods: tuple[tuple[str, int], ...]) -> float:
    return sum(RATES[good] * n for good, n in goods)


def effect_value(effect: Effect) -> float:
    """What one effect is worth in coins to the player who plays it."""
    kind, n = effect.kind, effect.get("n", 1)
    if kind in ("coin_track", "card_track"):
        return TRACK_STEP * n
    if kind in ("coins", "draw", "inhabitants", "vases", "vp"):
        return RATES["cards" if kind == "draw" else kind] * n
    if kind == "exchange":
        gain = goods_value(effect.get("get")) - goods_value(effect.get("give"))
        if effect.get("reversible"):
            return max(gain, -gain) + EXCHANGE_EDGE + REVERSIBLE_EDGE
        return gain + EXCHANGE_EDGE
    if kind == "reset_lever":
        return LEVER_USE * n
    if kind == "free_house":
        return FREE_HOUSE
    if kind == "cheap_settlement":
        return CHEAP_SETTLEMENT
    if kind in PERMANENT_USES:
        return PERMANENT_USES[kind] * trigger_value(effect)
    if kind == "per_item":
        return RATES["vp"] * effect.get("vp") * MEASURE_RANGE[effect.get("measure")][0]
    if kind == "threshold":
        earned, total = 0, 0.0
        for reach, vp in effect.get("steps"):
            total += (vp - earned) * reach_chance(effect.get("measure"), reach)
            earned = vp
        return RATES["vp"] * total
    raise ValueError(f"no price for the effect kind {kind!r}")


def trigger_value(effect: Effect) -> float:
    """One firing of a permanent effect."""
    kind, n = effect.kind, effect.get("n", 1)
    if kind in ("cattle_inhabitant_discount",):
        return RATES["inhabitants"] * n
    if kind == "ship_harbour":
        return RATES[effect.get("what")] * n
    if kind == "ship_vase_space":
        return RATES["vases"] * n
    return RATES["coins"] * n  # discounts and coin bonuses (discard_kind_coin: 1 coin)


def reach_chance(measure: str, reach: int) -> float:
    """How likely a player playing for it reaches `reach` of `measure` by the game's end: as
    measured where it was (`MEASURED_REACH`), else certain up to half the typical value,
    falling linearly to 15 % at the maximum, none beyond."""
    measured = MEASURED_REACH.get(measure)
    if measured is not None:
        return 1.0 if reach < min(measured) else measured.get(reach, 0.0)
    typical, most = MEASURE_RANGE[measure]
    if reach > most:
        return 0.0
    return min(1.0, 1 - 0.85 * (reach - typical / 2) / (most - typical / 2))


def card_value(card: ProjectCard) -> float:
    """Everything a card gives, its printed VP included, in coins."""
    effects = (*card.immediate, *card.permanent, *card.end_game)
    return RATES["vp"] * card.vp + sum(effect_value(effect) for effect in effects)


def card_cost(card: ProjectCard) -> float:
    """Everything a card asks for, in coins: coins, vases, resources kept available and the
    discard it forgoes."""
    return (card.cost_coins + RATES["vases"] * card.cost_vases +
            RESOURCE_NEED * sum(n for _, n in card.resources) + CARD_PLAY)


def value_per_cost(card: ProjectCard) -> float:
    return card_value(card) / card_cost(card)


def project_value_per_cost(tile: ScoringTile, own_tile: bool = False) -> float:
    """A special project's 2 inhabitants, VP (doubled on the player's own tile) and track
    step against its coins, resources and the card play it replaces."""
    value = (2 * RATES["inhabitants"] + RATES["vp"] * tile.project_vp * (2 if own_tile else 1)
             + TRACK_STEP)
    cost = (tile.project_coins + RESOURCE_NEED * sum(n for _, n in tile.project_resources)
            + CARD_PLAY)
    return value / cost
