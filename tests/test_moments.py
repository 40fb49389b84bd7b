"""Issue 42: the moments that change a game (rules/core/moments.py), found along the golden
playthroughs: every game ends once, at its last move; the last round is announced on the move
whose log says so; National Economy's rounds end once their wages are paid; Boonlake has four
interim scorings and its river's end (seen in the solo game)."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from rules.core.actions import Action
from rules.core.message import english
from rules.core.moments import END, LAST_ROUND, ROUND, SCORING
from rules.core.state import render_log
from rules.national_economy.catalogue import ROUNDS
from tests.golden import GOLDEN_DIR, setup_of, start

TRANSCRIPTS = sorted(path.stem for path in GOLDEN_DIR.glob("*.json"))
# The log line that tells of the last round, in the games that announce one in their log.
LAST_ROUND_LINE = {"citadels": "to complete a city", "builders": "this is the last round",
                   "ginkgopolis": "this is the last round"}


def moments_along(name: str) -> list[tuple[int, str, str, list[str]]]:
    """(move number, kind, heading, the move's new log lines) of every moment of a golden
    game."""
    transcript = json.loads((GOLDEN_DIR / f"{name}.json").read_text())
    rules, state = start(setup_of(transcript))
    found = []
    for number, (seat, action) in enumerate(transcript["moves"], start=1):
        before, lines = state.clone(), len(render_log(state.log, None))
        rules.apply(state, seat, Action.from_json(action))
        said = [english(line) for line in render_log(state.log, None)[lines:]]
        found += [(number, m.kind, english(m.heading), said)
                  for m in rules.moments(before, state)]
    return found


@pytest.mark.parametrize("name", TRANSCRIPTS)
def test_a_game_ends_once_at_its_last_move(name: str) -> None:
    transcript = json.loads((GOLDEN_DIR / f"{name}.json").read_text())
    ends = [(number, heading) for number, kind, heading, _ in moments_along(name)
            if kind == END]
    assert ends == [(len(transcript["moves"]), "The game is over.")]


@pytest.mark.parametrize("name", [n for n in TRANSCRIPTS if n.split("-")[0] in LAST_ROUND_LINE])
def test_the_last_round_is_a_moment_where_the_log_announces_it(name: str) -> None:
    game = name.split("-")[0]
    found = moments_along(name)
    last = [said for _, kind, _, said in found if kind == LAST_ROUND]
    announced = sum(LAST_ROUND_LINE[game] in line for _, _, _, said in found for line in said)
    solo = "solo" in name
    if solo and game == "builders":  # alone, reaching the points ends the game at once
        assert last == []
        return
    assert len(last) <= 1
    assert all(any(LAST_ROUND_LINE[game] in line for line in said) for said in last)
    if game == "citadels":
        assert len(last) == 1  # every golden Citadels game ends by a complete city
    assert len(last) == 1 or announced == 0


@pytest.mark.parametrize("name", [n for n in TRANSCRIPTS if n.startswith("national-economy")])
def test_each_national_economy_round_ends_with_its_wages(name: str) -> None:
    found = moments_along(name)
    rounds = [heading for _, kind, heading, _ in found if kind == ROUND]
    assert rounds == [f"Round {n} is over: the wages are paid." for n in range(1, ROUNDS)]
    kinds = Counter(kind for _, kind, _, _ in found)
    assert kinds[LAST_ROUND] == 1 and kinds[SCORING] == 0
    for _, kind, _, said in found:  # the wages are paid by then (a sale may come between)
        if kind == ROUND:
            assert any(line.startswith("Round") and "begins" in line for line in said)


@pytest.mark.parametrize("name", [n for n in TRANSCRIPTS if n.startswith("boonlake")])
def test_boonlake_has_four_interim_scorings_and_the_rivers_end(name: str) -> None:
    found = moments_along(name)
    scorings = [heading for _, kind, heading, _ in found if kind == SCORING]
    assert scorings == [f"Interim scoring {n}" for n in range(1, 5)]
    # The last turns, unless the ship that reached the river's end was the round's last
    # mover (then the 4th interim scoring starts at once): before that scoring.
    last = [number for number, kind, _, _ in found if kind == LAST_ROUND]
    fourth = [number for number, kind, _, _ in found if kind == SCORING][-1]
    assert len(last) <= 1 and all(number < fourth for number in last)
    assert last or name != "boonlake-solo-level-5"


@pytest.mark.parametrize("name", [n for n in TRANSCRIPTS if n.startswith("ginkgopolis")])
def test_ginkgopolis_stops_when_its_tile_supply_first_runs_out(name: str) -> None:
    found = moments_along(name)
    ran_out = [said for _, kind, _, said in found if kind == ROUND]
    told = sum("tile supply has run out (1)" in line for _, _, _, said in found for line in said)
    assert len(ran_out) <= 1
    assert all(any("tile supply has run out (1)" in line for line in said) for said in ran_out)
    if "solo" not in name:
        assert len(ran_out) == told
