"""Every solo mode keeps a personal record, kept by the end screen for any game with one:
National Economy and Ginkgopolis against Hal today, a new game's solo mode for free."""

from __future__ import annotations

import random

import pytest

from desktop import games
from rules.core import Seat
from rules.core.match import Match
from rules.core.results import returns
from saves import records

SOLO_GAMES = [d.game_id for d in games.desks() if d.rules.has_solo]


def _finished_solo(game_id: str, kind: str = "human") -> Match:
    match = Match.start(game_id, [Seat("Mia", kind)], None, 4)
    rules, rng = match.rules, random.Random(2)
    while not rules.is_over(match.state):
        seat = rules.to_act(match.state)[0]
        match.play(seat, rng.choice(rules.legal_actions(match.state, seat)))
    return match


def test_more_than_one_game_has_a_solo_mode():
    assert {"national_economy", "ginkgopolis", "builders"} <= set(SOLO_GAMES)


@pytest.mark.parametrize("game_id", SOLO_GAMES)
def test_the_end_screen_records_a_humans_solo_game_once(app, game_id):
    match = _finished_solo(game_id)
    end = app.push_scene("end", match, "2026-11-23T07:00:00Z")
    app.step(fps=0)  # the record panel is drawn
    result = match.rules.solo_result(match.state)
    assert end.record is not None and end.record.added
    record = records.read_solo(game_id, result.mode)
    best = result.value if result.won or not result.lower_is_better else None
    assert (record.games, record.best) == (1, best)
    assert record.wins == int(returns(match.rules, match.state)[0] >= 1) == int(result.won)
    again = app.push_scene("end", match, "2026-11-23T07:00:00Z")  # reopened: counted before
    assert not again.record.added and records.read_solo(game_id, result.mode).games == 1


@pytest.mark.parametrize("game_id", SOLO_GAMES)
def test_a_bots_solo_game_is_not_recorded(app, game_id):
    match = _finished_solo(game_id, "random")
    end = app.push_scene("end", match, "2026-11-23T07:00:00Z")
    app.step(fps=0)
    mode = match.rules.solo_result(match.state).mode
    assert end.record is None and records.read_solo(game_id, mode).games == 0


def test_a_game_played_by_several_is_not_recorded(app):
    match = Match.start("citadels", [Seat("Mia"), Seat("Ada", "random")], None, 1)
    rules, rng = match.rules, random.Random(3)
    while not rules.is_over(match.state):
        seat = rules.to_act(match.state)[0]
        match.play(seat, rng.choice(rules.legal_actions(match.state, seat)))
    end = app.push_scene("end", match, "")
    app.step(fps=0)
    assert end.record is None


def test_a_lessons_game_is_not_in_the_record_or_the_statistics(app):
    """A guided game (Learn to play) plays with the coach's help: its end counts nowhere."""
    from saves import statistics

    match = _finished_solo("ginkgopolis")
    end = app.push_scene("end", match, "2026-11-23T07:00:00Z", True)
    app.step(fps=0)
    mode = match.rules.solo_result(match.state).mode
    assert end.record is None and records.read_solo("ginkgopolis", mode).games == 0
    assert not end.counted.added and not statistics.statistics_path().exists()
