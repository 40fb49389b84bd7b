"""State fields declared once (rules/core/fields.py): the copy, the JSON both ways in the
declared order, the shape refused with a ValueError, and what a view hides."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest

from rules.core.fields import (
    StateFields,
    bool_lists,
    bools,
    ints,
    lists,
    log,
    names,
    nested,
    options,
    pending,
    phase,
    records,
    runtime,
    text_lists,
)
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


# The kinds a state of booleans, tuples and records needs (Citadels'), and views that hide
# only at times or only some things.
RICH = StateFields("Rich", [
    ints("n", "rng"), bools("acted"), bool_lists("revealed"), names(frozen=True),
    text_lists("cast", frozen=True), records("events", items=("int", "text", "ints", "int")),
    lists("museum", secret=True, seen_by=lambda s: s.n - 1),
    nested("screens", private=True, when=lambda s, seat: s.acted),
    nested("chosen", private=True, mask=lambda row: [HIDDEN] * len(row[:1])),
    pending(("keep", "turn"), private=("keep",)), log(private=True),
    runtime("logging", True),
], later={"acted": False, "cast": ["", "king"], "museum": lambda data: data["revealed"][:0]})


class Rich:
    __slots__ = RICH.slots


def rich() -> Rich:
    r = Rich()
    r.n, r.rng, r.acted, r.revealed = 2, 7, True, [False, True]
    r.names, r.cast, r.events = ("Ann", "Bo"), ("", "king"), [(0, "pick", (1, 4), 4)]
    r.museum, r.screens, r.chosen = [3, 9], [[1], [2]], [[5, 6], [7, 8]]
    r.pending = [Decision("turn", 0), Decision("keep", 0, (3, 4), 1)]
    r.log = [LogEntry("Ann chose.", 0, "You chose the King.")]
    r.logging = False
    return r


def test_booleans_tuples_and_records_are_written_as_plain_json_and_read_back():
    data = RICH.to_json(rich())
    assert "logging" not in data and list(data) == [n for n in RICH.slots if n != "logging"]
    assert data["names"] == ["Ann", "Bo"] and data["events"] == [[0, "pick", [1, 4], 4]]
    again = RICH.from_json(Rich, json.loads(json.dumps(data)))
    assert again.names == ("Ann", "Bo") and again.cast == ("", "king")
    assert again.events == [(0, "pick", (1, 4), 4)] and again.revealed == [False, True]
    assert again.logging is True  # never saved: what a state read from JSON starts with
    assert RICH.to_json(again) == data


def test_a_clone_keeps_the_run_time_switch_and_shares_only_immutable_values():
    original = rich()
    copy = RICH.clone(original)
    assert copy.logging is False and copy.names is original.names
    copy.revealed[0] = True
    copy.events.append((1, "pick", (), 2))
    assert RICH.to_json(original) == RICH.to_json(rich())


def test_later_fields_take_their_value_or_one_worked_out_from_the_saved_object():
    data = RICH.to_json(rich())
    for name in ("acted", "cast", "museum"):
        del data[name]
    state = RICH.from_json(Rich, data)
    assert state.acted is False and state.cast == ("", "king") and state.museum == []


@pytest.mark.parametrize("change, words", [
    ({"acted": 1}, "acted must be true or false"), ({"revealed": [0]}, "true or false"),
    ({"cast": ["", 4]}, "cast must be a list of strings"),
    ({"events": [[0, "pick", [1]]]}, "events holds lists of 4 entries"),
    ({"events": [[0, 1, [1], 2]]}, "events must be a string"),
    ({"events": [[0, "pick", [True], 2]]}, "events must be a whole number"),
    ({"logging": True}, "no field 'logging'")])
def test_booleans_and_records_of_the_wrong_shape_are_refused(change, words):
    with pytest.raises(ValueError, match=words):
        RICH.from_json(Rich, {**RICH.to_json(rich()), **change})


def test_a_view_hides_rows_only_when_declared_so_and_shows_a_secret_to_one_seat():
    view = RICH.clone(rich())
    RICH.hide_secrets(view, viewer=1)
    assert view.museum == [3, 9]  # seat n - 1 sees it
    assert view.screens == [[HIDDEN], [2]]  # hidden while `acted`
    assert view.chosen == [[HIDDEN], [7, 8]]  # the declared mask
    assert view.pending == [Decision("turn", 0), Decision("keep", 0, (HIDDEN, HIDDEN), 1)]
    assert view.log == [LogEntry("Ann chose.", 0, None)]
    own = RICH.clone(rich())
    RICH.hide_secrets(own, viewer=0)
    assert own.museum == [HIDDEN, HIDDEN] and own.pending == rich().pending
    assert own.log == rich().log
    calm = RICH.clone(rich())
    calm.acted = False
    RICH.hide_secrets(calm)
    assert calm.screens == [[1], [2]] and calm.museum == [HIDDEN, HIDDEN]
