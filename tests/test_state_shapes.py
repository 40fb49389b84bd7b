"""One shape for what every game's state shares (rules/core/state.py), and saves written
before it: every game's older save still loads, replays and plays on."""

from __future__ import annotations

from pathlib import Path

import pytest

import saves
from rules.core import registry
from rules.core.contract import Seat
from rules.core.state import COMMON_FIELDS, HIDDEN, Decision, LogEntry, render_log

DATA = Path(__file__).parent / "data"
OLD_SAVES = sorted(DATA.glob("*-before-shared-state.json"))


def test_there_is_an_older_save_of_every_game() -> None:
    games = {path.name.split("-")[0] for path in OLD_SAVES}
    newer = {"builders", "boonlake"}  # arrived after the shared shapes: no older save exists
    assert games == {rules.game_id for rules in registry.all_games()} - newer


@pytest.mark.parametrize("path", OLD_SAVES, ids=lambda p: p.name)
def test_a_save_written_before_the_shared_shapes_loads_and_plays_on(path: Path) -> None:
    before = path.read_bytes()
    loaded = saves.load(path)
    state, rules = loaded.state, loaded.match.rules
    assert path.read_bytes() == before
    assert isinstance(state.pending[-1], Decision) and all(
        isinstance(e, LogEntry) for e in state.log)
    seat = rules.to_act(state)[0]
    assert state.pending[-1].seat == seat
    rules.apply(state, seat, rules.legal_actions(state, seat)[0])


@pytest.mark.parametrize("rules", registry.all_games(), ids=lambda r: r.game_id)
def test_every_game_state_has_the_common_fields(rules) -> None:
    state = rules.new_game([Seat("A"), Seat("B")], rules.make_options({}), 7)
    for name in COMMON_FIELDS:
        assert hasattr(state, name), f"{rules.game_id} has no {name}"
    assert state.phase != "over" and state.round >= 0 and state.version >= 0
    assert all(isinstance(d, Decision) for d in state.pending)
    assert all(isinstance(e, LogEntry) for e in state.log)


@pytest.mark.parametrize("rules", registry.all_games(), ids=lambda r: r.game_id)
def test_every_game_hides_cards_with_the_one_placeholder(rules) -> None:
    state = rules.new_game([Seat("A"), Seat("B"), Seat("C")], rules.make_options({}), 3)
    data = rules.view(state, 0).to_json()
    decks = [data[name] for name in ("deck", "building_deck", "worker_deck") if name in data]
    hidden = decks + [hand for seat, hand in enumerate(data.get("hands", [])) if seat]
    assert all(card == HIDDEN for cards in hidden for card in cards) and any(hidden)


def test_decisions_and_log_entries_round_trip_and_refuse_other_shapes() -> None:
    decision = Decision("keep", 1, (4, 5), 1)
    assert Decision.from_json(decision.to_json(), ("keep",)) == decision
    for bad in (["keep", 1, [4], 1], ["sell", 1, [], 0, 0], ["keep", "1", [], 0, 0],
                ["keep", 1, [True], 0, 0], "keep"):
        with pytest.raises(ValueError):
            Decision.from_json(bad, ("keep",))
    entry = LogEntry("Mia draws 2 cards.", 0, "You draw the Castle and the Temple.")
    assert LogEntry.from_json(entry.to_json()) == entry
    assert render_log([entry], 0) == ["You draw the Castle and the Temple."]
    assert render_log([entry], 1) == render_log([entry], None) == ["Mia draws 2 cards."]
    with pytest.raises(ValueError):
        LogEntry.from_json(["text", 0])


@pytest.mark.parametrize(("game_id", "field"), [("builders", "crew"), ("boonlake", "coins")])
def test_a_state_that_no_longer_holds_together_breaks_the_invariants(game_id, field) -> None:
    """The invariants of the games whose `from_json` checks sizes and ranges run those
    checks after every action (`shape_problem`): a seat's entry lost is reported."""
    rules = registry.get(game_id)
    state = rules.new_game([Seat("A"), Seat("B"), Seat("C")], rules.make_options({}), 1)
    assert rules.invariants(state) == []
    getattr(state, field).pop()
    assert any("does not hold together" in problem for problem in rules.invariants(state))
