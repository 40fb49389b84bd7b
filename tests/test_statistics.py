"""Statistics on this computer: each finished game counted once for each person at the table,
the numbers right (played, won, best, average, levels, the last 20), and a broken file reported
and set aside, never overwritten silently."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest
from match_support import finished_match

from rules.core import results
from rules.core.message import english
from saves import statistics
from saves.statistics import Finished, Result

WHEN = datetime(2026, 11, 23, 21, 30, 5, tzinfo=UTC)


def _game(key: str, results: dict[str, tuple[int, bool, tuple[str, ...]]]) -> Finished:
    return Finished("citadels", key, {name: Result(score, won, "2026-11-23T21:00:00Z",
                                                   len(against) + 1, against)
                                      for name, (score, won, against) in results.items()})


def test_the_numbers_of_several_games():
    statistics.record(_game("a", {"Mia": (30, True, ("easy", "hard"))}))
    statistics.record(_game("b", {"Mia": (22, False, ("hard", "hard"))}))
    statistics.record(_game("c", {"Mia": (26, False, ("human",)), "Ada": (28, True,
                                                                        ("human",))}))
    stats = statistics.load().statistics
    mia = stats.of("citadels", "Mia")
    assert (mia.played, mia.won, mia.best, mia.average) == (3, 1, 30, 26.0)
    assert mia.against == {"easy": 1, "hard": 2, "human": 1}  # a level counts once a game
    assert [r.score for r in mia.last] == [26, 22, 30]  # newest first
    assert stats.players("citadels") == ["Mia", "Ada"]  # most games first
    assert stats.of("citadels", "Nobody").played == 0
    assert stats.of("ginkgopolis", "Mia").average is None


def test_a_game_is_counted_once():
    first = statistics.record(_game("same", {"Mia": (30, True, ("easy",))}))
    again = statistics.record(_game("same", {"Mia": (30, True, ("easy",))}))
    assert first.added and not again.added and again.problem is None
    assert statistics.load().statistics.of("citadels", "Mia").played == 1


def test_only_the_last_twenty_results_are_kept():
    for i in range(statistics.LAST + 4):
        statistics.record(_game(f"k{i}", {"Mia": (i, False, ("normal",))}))
    mia = statistics.load().statistics.of("citadels", "Mia")
    assert mia.played == statistics.LAST + 4 and len(mia.last) == statistics.LAST
    assert mia.last[0].score == statistics.LAST + 3 and mia.best == statistics.LAST + 3
    assert mia.average == sum(range(statistics.LAST + 4)) / (statistics.LAST + 4)


def test_a_finished_match_counts_its_people_and_their_opponents():
    match = finished_match("citadels", ["human", "easy", "human"])
    counted = statistics.record_match(match, "2026-11-23T20:00:00Z", WHEN)
    assert counted.added
    stats = statistics.load().statistics
    scores = {s.seat: s.total for s in match.rules.scores(match.state)}
    winners = results.winners(match.rules, match.state)
    for seat, name in ((0, "Mia"), (2, "Bruno")):
        player = stats.of("citadels", name)
        assert (player.played, player.best, player.won) == (1, scores[seat], int(seat in
                                                                                  winners))
        assert player.last[0].date == "2026-11-23T21:30:05Z" and player.last[0].players == 3
    assert stats.of("citadels", "Mia").against == {"easy": 1, "human": 1}
    assert stats.players("citadels") == ["Bruno", "Mia"]  # bots are not counted
    # loading the finished save again gives the same match key: nothing more is counted
    assert not statistics.record_match(match, "2026-11-23T20:00:00Z").added
    other = statistics.record_match(match, "2026-11-23T20:05:00Z")  # a new match
    assert other.added


def test_a_solo_game_counts_as_solo_and_its_win_is_the_rulebooks():
    match = finished_match("national_economy", ["human"])
    statistics.record_match(match, "c")
    mia = statistics.load().statistics.of("national_economy", "Mia")
    assert mia.solo == 1 and mia.against == {}
    assert mia.won == int(results.returns(match.rules, match.state)[0] >= 1)


def test_a_game_of_bots_counts_for_no_one():
    match = finished_match("citadels", ["easy", "random"])
    assert not statistics.record_match(match, "c").added
    assert not statistics.statistics_path().exists()


@pytest.mark.parametrize("content", [
    b"{not json", b"", b"[1, 2]", b'{"format": "other", "version": 1}',
    b'{"format": "tabletop-cities-statistics", "version": 1, "keys": [], "games": '
    b'{"citadels": {"Mia": {"played": 1, "won": 5, "best": 3, "total": 3, "solo": 0, '
    b'"against": {}, "last": []}}}}',
    b'{"format": "tabletop-cities-statistics", "version": 0, "keys": [], "games": {}}',
])
def test_a_broken_file_is_reported_and_set_aside(content):
    path = statistics.statistics_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    counted = statistics.record(_game("x", {"Mia": (30, True, ("easy",))}), WHEN)
    aside = path.with_name("statistics.broken-20261123-213005.json")
    assert aside.read_bytes() == content  # kept, byte for byte
    words = english(counted.problem)
    assert "statistics file was damaged" in words and str(aside) in words
    assert counted.added  # new statistics begin, with this game
    assert statistics.load().statistics.of("citadels", "Mia").played == 1


def test_a_second_broken_file_does_not_replace_the_first_one_set_aside():
    path = statistics.statistics_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    for content in (b"first", b"second"):
        path.write_bytes(content)
        assert statistics.load(WHEN).problem is not None
    kept = sorted(p.read_bytes() for p in path.parent.glob("statistics.broken-*.json"))
    assert kept == [b"first", b"second"]


def test_a_file_from_a_newer_version_is_left_alone():
    path = statistics.statistics_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    content = json.dumps({"format": statistics.FORMAT, "version": 9, "games": {}}).encode()
    path.write_bytes(content)
    counted = statistics.record(_game("x", {"Mia": (30, True, ("easy",))}))
    assert not counted.added and "newer version" in english(counted.problem)
    assert path.read_bytes() == content
    assert not list(path.parent.glob("statistics.broken-*"))


def test_a_file_that_cannot_be_set_aside_is_left_alone(monkeypatch):
    path = statistics.statistics_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"broken")

    def refuse(self, target):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(type(path), "rename", refuse)
    counted = statistics.record(_game("x", {"Mia": (30, True, ("easy",))}))
    assert not counted.added and "could not be moved aside" in english(counted.problem)
    assert path.read_bytes() == b"broken"
