"""docs/state-format.md against the code: every game's worked example is the position its
moves reach, loads and round-trips exactly, and agrees with the facts written under it; the
older shapes that section 1.7 lists load as the same position."""

from __future__ import annotations

import copy
import json
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from rules.citadels.state import LATER_FIELDS as CITADELS_LATER_FIELDS
from rules.core import registry
from rules.core.actions import Action
from rules.core.contract import Seat
from rules.core.message import english, text_from_json
from rules.ginkgopolis.state import PENDING as GINKGOPOLIS_PENDING

DOC = Path(__file__).resolve().parent.parent / "docs" / "state-format.md"

EXAMPLE = re.compile(r"^<!-- made: ([^\n]*) -->\n<!-- example: (\w+) -->\n```json\n(.*?)\n```$",
                     re.M | re.S)
FACTS = re.compile(r"^<!-- facts: (\w+) -->\n((?:- .*\n)+)", re.M)
FACT = re.compile(r"- \*\*(.+?):\*\* `(.*)`")
AFTER = re.compile(r"after `(.+)`, (.+)")


@dataclass
class Example:
    game: str
    made: dict
    data: dict
    facts: list[tuple[str, object]]
    line: int

    def __str__(self) -> str:
        return f"{self.game}@{self.line}"


def _examples() -> list[Example]:
    text = DOC.read_text(encoding="utf-8")
    found = []
    assert len(re.findall(r"^<!-- example:", text, re.M)) == len(EXAMPLE.findall(text)), (
        "every example is a made line, an example line and a JSON block")
    for match in EXAMPLE.finditer(text):
        game = match.group(2)
        facts = FACTS.search(text, match.end())
        assert facts is not None and facts.group(1) == game, (
            f"the {game} example has no facts block right after it")
        between = text[match.end():facts.start()]
        assert "```" not in between, f"the {game} example's facts are not its own"
        pairs = []
        for line in facts.group(2).splitlines():
            fact = FACT.fullmatch(line)
            assert fact, f"a fact is `- **key:** `json``, not {line!r}"
            pairs.append((fact.group(1), json.loads(fact.group(2))))
        found.append(Example(game, json.loads(match.group(1)), json.loads(match.group(3)),
                             pairs, text.count("\n", 0, match.start()) + 1))
    return found


EXAMPLES = _examples()


def test_every_registered_game_has_a_worked_example() -> None:
    games = {rules.game_id for rules in registry.all_games()}
    assert games <= {example.game for example in EXAMPLES}
    assert {example.game for example in EXAMPLES} <= games


@pytest.mark.parametrize("example", EXAMPLES, ids=str)
def test_the_example_is_the_position_its_moves_reach(example: Example) -> None:
    rules = registry.get(example.game)
    made = example.made
    state = rules.new_game([Seat(name) for name in made["seats"]],
                           rules.make_options(made["options"]), made["seed"])
    for seat, action in made["moves"]:
        rules.apply(state, seat, Action.from_json(action))
    assert state.to_json() == example.data


@pytest.mark.parametrize("example", EXAMPLES, ids=str)
def test_the_example_loads_and_round_trips_exactly(example: Example) -> None:
    rules = registry.get(example.game)
    state = rules.state_class.from_json(copy.deepcopy(example.data))
    assert state.to_json() == example.data
    assert rules.invariants(state) == []
    again = rules.state_class.from_json(json.loads(json.dumps(state.to_json())))
    assert again.to_json() == example.data


@pytest.mark.parametrize("example", EXAMPLES, ids=str)
def test_the_facts_under_the_example_hold(example: Example) -> None:
    rules = registry.get(example.game)
    state = rules.state_class.from_json(copy.deepcopy(example.data))
    keys = [key for key, _ in example.facts]
    assert "to act" in keys and "top decision" in keys
    for seat in rules.to_act(state):
        assert f"legal actions of seat {seat}" in keys, f"seat {seat} acts: list its actions"
    for key, value in example.facts:
        _check_fact(rules, state, key, value)


def _check_fact(rules, state, key: str, value) -> None:
    after = AFTER.fullmatch(key)
    if after:
        state = state.clone()
        for seat, action in json.loads(after.group(1)):
            rules.apply(state, seat, Action.from_json(action))
        key = after.group(2)
    if key == "to act":
        assert list(rules.to_act(state)) == value
    elif key == "top decision":
        assert (state.pending[-1].to_json() if state.pending else None) == value
    elif m := re.fullmatch(r"legal actions of seat (\d+)", key):
        assert [a.to_json() for a in rules.legal_actions(state, int(m[1]))] == value
    elif m := re.fullmatch(r"prompt of seat (\d+)", key):
        assert english(rules.prompt(state, int(m[1]))) == value
    elif m := re.fullmatch(r"refused for seat (\d+)", key):
        action, reason = value
        assert english(rules.check(state, int(m[1]), Action.from_json(action))) == reason
    elif m := re.fullmatch(r"view of seat (\d+), (\w+)", key):
        assert rules.view(state, int(m[1])).to_json()[m[2]] == value
    else:
        pytest.fail(f"the doc states a fact the test does not know: {key!r}")


OLDER_SHAPES = ("citadels", "ginkgopolis", "national_economy")  # games with saves from before


def _older(game: str, data: dict) -> dict:
    """The example written in the older shapes of section 1.7."""
    old = copy.deepcopy(data)
    old["log"] = [english(text_from_json(e[0])) if e[1] == -1 and e[2] is None else e
                  for e in old["log"]]  # an older save's log: plain English text
    if game == "citadels":
        for name in CITADELS_LATER_FIELDS:
            del old[name]
        old["options"] = dict(list(old["options"].items())[:4])
        old["pending"] = [d[:4] for d in old["pending"]]
    elif game == "ginkgopolis":
        old["pending"] = [[GINKGOPOLIS_PENDING.index(d[0]), d[1], d[3]] for d in old["pending"]]
        if old["solo"] == 0:
            del old["solo"]
    elif game == "national_economy":
        old["pending"] = [[d[0], d[1], d[3], d[2], d[4]] for d in old["pending"]]
        del old["used_by"]
    return old


@pytest.mark.parametrize("example", [e for e in EXAMPLES if e.game in OLDER_SHAPES], ids=str)
def test_the_older_shapes_of_the_example_load_as_the_same_position(example: Example) -> None:
    rules = registry.get(example.game)
    old = _older(example.game, example.data)
    assert old != example.data
    loaded = rules.state_class.from_json(old).to_json()
    assert _english_log(loaded) == _english_log(example.data)
    assert {**loaded, "log": None} == {**example.data, "log": None}


def _english_log(data: dict) -> list:
    """The log of a state's JSON read in English (messages and older plain text alike)."""
    return [[english(text_from_json(public)), seat,
             None if private is None else english(text_from_json(private))]
            for public, seat, private in data["log"]]


@pytest.mark.parametrize("example", EXAMPLES, ids=str)
def test_unknown_fields_are_treated_as_documented(example: Example) -> None:
    rules = registry.get(example.game)
    data = {**copy.deepcopy(example.data), "colour": 1}
    if example.game == "national_economy":  # ignored
        assert rules.state_class.from_json(data).to_json() == example.data
    else:
        with pytest.raises(ValueError):
            rules.state_class.from_json(data)


def test_national_economy_refuses_a_used_by_it_cannot_rebuild() -> None:
    example = next(e for e in EXAMPLES if e.game == "national_economy")
    rules = registry.get("national_economy")
    old = _older("national_economy", example.data)
    assert example.data["used"]
    old["log"] = []  # no placement lines to read the seats from
    with pytest.raises(ValueError, match="used_by"):
        rules.state_class.from_json(old)
