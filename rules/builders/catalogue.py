"""The cards of The Builders: Antiquity, read from data/cards.json, in one id space.

Ids: workers 0-17, prisoners 18-23, tools 24-27, loans 28-31, universities 32-35, buildings
36-64 and machines 65-68. Resources are counted in the order stone, wood, knowledge, tile.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from typing import Any

from rules.core.message import Msg, pmsg

RESOURCES = (pmsg("builders resource", "stone"), pmsg("builders resource", "wood"),
             pmsg("builders resource", "knowledge"), pmsg("builders resource", "tile"))
Need = tuple[int, int, int, int]


@dataclass(frozen=True)
class Worker:
    """A worker card, a prisoner (with its freed side), or a completed machine at work."""

    id: int
    key: str
    kind: str  # "master", "craftsman", "labourer", "apprentice", "prisoner", "machine"
    cost: int
    produce: Need
    freed_cost: int = 0
    freed_produce: Need = (0, 0, 0, 0)
    price: int = 0
    penalty: int = 0


@dataclass(frozen=True)
class Building:
    id: int
    key: str
    name: str
    coins: int
    points: int
    needs: Need
    machine_produce: Need | None = None  # a machine: what it produces once completed


def _load() -> dict[str, Any]:
    text = resources.files("rules.builders").joinpath("data", "cards.json").read_text(
        encoding="utf-8")
    return json.loads(text)


DATA = _load()
RULES = DATA["rules"]

WORKERS: list[Worker] = [
    Worker(i, w["key"], w["class"], w["cost"], tuple(w["produce"]))
    for i, w in enumerate(DATA["workers"])]
APPRENTICES = tuple(w.id for w in WORKERS if w.kind == "apprentice")
# The 18th apprentice as the sources list it (option apprentice_18="stone_knowledge").
APPRENTICE_18_SOURCES = tuple(DATA["workers"][APPRENTICES[-1]]["sources_produce"])
FIRST_PRISONER = len(WORKERS)
PRISONERS: list[Worker] = [
    Worker(FIRST_PRISONER + i, p["key"], "prisoner", 0, tuple(p["produce"]), p["freed_cost"],
           tuple(p["freed_produce"]), p["price"], p["penalty"])
    for i, p in enumerate(DATA["prisoners"])]
FIRST_TOOL = FIRST_PRISONER + len(PRISONERS)
TOOLS = tuple(range(FIRST_TOOL, FIRST_TOOL + len(DATA["tools"])))
TOOL_BONUS = {FIRST_TOOL + i: t["bonus"] for i, t in enumerate(DATA["tools"])}
TOOL_NAMES = {FIRST_TOOL + i: t["name"] for i, t in enumerate(DATA["tools"])}
TOOL_PRICE = DATA["tools"][0]["price"]
FIRST_LOAN = FIRST_TOOL + len(TOOLS)
LOANS = tuple(range(FIRST_LOAN, FIRST_LOAN + len(DATA["loans"])))
LOAN_GAIN, LOAN_REPAY, LOAN_PENALTY = (DATA["loans"][0][k] for k in ("gain", "repay", "penalty"))
FIRST_UNIVERSITY = FIRST_LOAN + len(LOANS)
UNIVERSITIES = tuple(range(FIRST_UNIVERSITY, FIRST_UNIVERSITY + len(DATA["universities"])))
UNIVERSITY_SKILL = {FIRST_UNIVERSITY + i: u["skill"]
                    for i, u in enumerate(DATA["universities"])}
UNIVERSITY_PRICE = DATA["universities"][0]["price"]
UNIVERSITY_LEVEL = DATA["universities"][0]["level"]
FIRST_BUILDING = FIRST_UNIVERSITY + len(UNIVERSITIES)
BUILDINGS: list[Building] = [
    Building(FIRST_BUILDING + i, b["key"], b["name"], b["coins"], b["points"], tuple(b["needs"]))
    for i, b in enumerate(DATA["buildings"])]
FIRST_MACHINE = FIRST_BUILDING + len(BUILDINGS)
for i, m in enumerate(DATA["machines"]):
    made = [0, 0, 0, 0]
    made[m["produces"]] = m["amount"]
    BUILDINGS.append(Building(FIRST_MACHINE + i, m["key"], m["name"], m["coins"], m["points"],
                              tuple(m["needs"]), tuple(made)))
BUILDING_IDS = tuple(b.id for b in BUILDINGS)
NUM_CARDS = FIRST_MACHINE + len(DATA["machines"])
PRISONER_PRICE = PRISONERS[0].price

START_COINS = RULES["start_coins"]
FREE_ACTIONS = RULES["free_actions"]
EXTRA_ACTION_PRICE = RULES["extra_action_price"]
ROW_SIZE = RULES["row_size"]
COINS_FOR_ACTIONS = {k + 1: coins for k, coins in enumerate(RULES["coins_for_actions"])}
END_POINTS = RULES["end_points"]
COINS_PER_POINT = RULES["coins_per_point"]
FREE_AT_END_PRICE = RULES["free_at_end_price"]
SOLO_TURN_LIMIT = RULES["solo_turn_limit"]
ROUND_LIMIT = RULES["round_limit"]


def building(card: int) -> Building:
    return BUILDINGS[card - FIRST_BUILDING]


def is_building(card: int) -> bool:
    return FIRST_BUILDING <= card < NUM_CARDS


def is_machine(card: int) -> bool:
    return FIRST_MACHINE <= card < NUM_CARDS


def is_prisoner(card: int) -> bool:
    return FIRST_PRISONER <= card < FIRST_TOOL


def is_worker_card(card: int) -> bool:
    return 0 <= card < FIRST_PRISONER


def worker(card: int) -> Worker:
    """The worker side of a unit that can be sent: a worker, a prisoner or a machine."""
    if is_worker_card(card):
        return WORKERS[card]
    if is_prisoner(card):
        return PRISONERS[card - FIRST_PRISONER]
    b = building(card)
    assert b.machine_produce is not None
    return Worker(card, b.key, "machine", 0, b.machine_produce)


KIND_NAMES = {"master": pmsg("builders card", "Master"),
              "craftsman": pmsg("builders card", "Craftsman"),
              "labourer": pmsg("builders card", "Labourer"),
              "apprentice": pmsg("builders card", "Apprentice"),
              "prisoner": pmsg("builders card", "Prisoner"),
              "freed": pmsg("builders card", "Freed"),
              "machine": pmsg("builders card", "Machine")}


def name(card: int, freed: bool = False) -> Msg:
    """What a player calls the card: a building's or machine's name (from the data, which the
    catalogue extracts with the context "builders card"), a worker's class, a tool's name, or
    the kind of an investment card."""
    if is_building(card):
        return pmsg("builders card", building(card).name)
    if is_worker_card(card):
        return KIND_NAMES[worker(card).kind]
    if is_prisoner(card):
        return KIND_NAMES["freed" if freed else "prisoner"]
    if card in TOOL_NAMES:
        return pmsg("builders card", TOOL_NAMES[card])
    if card in LOANS:
        return pmsg("builders card", "Loan")
    return pmsg("builders card", "University")
