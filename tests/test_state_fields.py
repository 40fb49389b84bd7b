"""State fields declared once (rules/core/fields.py): the copy, the JSON both ways in the
declared order, the shape refused with a ValueError, and what a view hides."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from rules.core.fields import StateFields, ints, lists, log, names, nested, options, pending, phase
from rules.core.state import HIDDEN, Decision, LogEntry


@dataclass(frozen=True)
class ToyOptions:
    fast: bool = False


FIELDS = StateFields("Toy", [
    ints("n", "round", "version", "rng"), lists("deck", secret=True), lists("coins"),
    nested("hands", private=True), nested("sites", depth=3), phase(("play", "over")), names(),
    options(ToyOptions), pending(("pick",)), log()])


class Toy:
    __slots__ = FIELDS.slots


def toy() -> Toy:
    t = Toy()
    t.n, t.round, t.version, t.rng = 2, 1, 0, 99
    t.deck, t.coins, t.hands = [5, 6, 7], [3, 4], [[1], [2, 3]]
    t.sites = [[[8, 9]], []]
    t.phase, t.names, t.options = "play", ["Ann", "Bo"], ToyOptions(True)
    t.pending, t.log = [Decision("pick", 1, (1, 2))], [LogEntry("Ann starts.")]
    return t


def test_the_json_follows_the_declaration_and_reads_back_the_same():
    data = FIELDS.to_json(toy())
    assert list(data) == list(FIELDS.slots)
    assert data["sites"] == [[[8, 9]], []] and data["options"] == {"fast": True}
    again = FIELDS.from_json(Toy, json.loads(json.dumps(data)))
    assert json.dumps(FIELDS.to_json(again)) == json.dumps(data)


def test_a_clone_shares_no_list_with_its_original():
    original = toy()
    copy = FIELDS.clone(original)
    copy.deck.append(1)
    copy.hands[1].append(4)
    copy.sites[0][0].append(10)
    assert FIELDS.to_json(original) == FIELDS.to_json(toy())


def test_a_view_hides_the_secret_fields_the_others_private_rows_and_the_random_state():
    view = FIELDS.clone(toy())
    FIELDS.hide_secrets(view, viewer=1)
    assert view.deck == [HIDDEN] * 3 and view.rng == 0 and view.coins == [3, 4]
    assert view.hands == [[HIDDEN], [2, 3]]  # seat 1 sees its own hand only
    spectator = FIELDS.clone(toy())
    FIELDS.hide_secrets(spectator)
    assert spectator.hands == [[HIDDEN], [HIDDEN, HIDDEN]]


@pytest.mark.parametrize("change, words", [
    ({"round": "1"}, "round must be a whole number"), ({"deck": 5}, "deck must be a list"),
    ({"hands": [1]}, "hands must be a list of whole numbers"), ({"phase": "lunch"}, "phase"),
    ({"names": [1]}, "names must be a list of strings"), ({"extra": 1}, "no field 'extra'"),
    ({"pending": [["swap", 0, [], 0, 0]]}, "unknown pending decision")])
def test_a_wrong_shape_is_refused_with_a_value_error(change, words):
    data = {**FIELDS.to_json(toy()), **change}
    with pytest.raises(ValueError, match=words):
        FIELDS.from_json(Toy, data)
    data = FIELDS.to_json(toy())
    del data["log"]
    with pytest.raises(ValueError, match="lacks 'log'"):
        FIELDS.from_json(Toy, data)
