"""Issue 27: a replay steps through a saved move list through the rules. Every golden
playthrough replayed reaches the golden's final state, stepping back and forward shows the
same views, a round jump lands on the round's first state, the score history follows the
rounds (Boonlake's interim scorings marked), and nothing of the match is changed."""

from __future__ import annotations

import json

import golden
import pytest

from rules.core import Seat, registry
from rules.core.actions import Action
from rules.core.match import Match, Move
from rules.core.message import english
from rules.core.timeline import Timeline, score_history

SETUPS = {setup.name: setup for setup in golden.SETUPS}


def golden_match(name: str, moves: int | None = None, bots: bool = False
                 ) -> tuple[Match, dict]:
    """A match of the golden playthrough `name` (its first `moves` moves), as a save holds
    it: the match's state is the one its moves reach. Its seats are humans, or with `bots`
    a human first and easy bots after."""
    setup = SETUPS[name]
    transcript = json.loads(golden.path_of(setup).read_text(encoding="utf-8"))
    rules = registry.get(setup.game)
    seats = [Seat(f"P{i + 1}", "human" if i == 0 or not bots else "easy")
             for i in range(setup.players)]
    match = Match.start(setup.game, seats, rules.make_options(setup.options), setup.seed)
    for seat, action in transcript["moves"][:moves]:
        match.play(seat, Action.from_json(action))
    return match, transcript


def frozen(match: Match) -> str:
    return json.dumps([match.state.to_json(), [m.to_json() for m in match.moves]],
                      sort_keys=True)


@pytest.mark.parametrize("name", list(SETUPS))
def test_a_replay_of_every_golden_playthrough_reaches_its_final_state(name):
    match, transcript = golden_match(name)
    before = frozen(match)
    timeline = Timeline(match)
    rules = match.rules
    n = len(transcript["moves"])
    assert len(timeline) == n and timeline.over
    final = timeline.state(n)
    assert golden.digest(rules, final) == transcript["digests"][-1]
    assert [[s.seat, s.total, s.breakdown] for s in rules.scores(final)] == \
        transcript["scores"]
    assert final.to_json() == match.state.to_json()
    for k in (n // 2, 1, n - 1, 0, n // 3):  # any state, in any order
        assert golden.digest(rules, timeline.state(k)) == transcript["digests"][k]
    assert frozen(match) == before  # the match and its state are untouched


@pytest.mark.parametrize("name", ["citadels-dark-city-5p", "ginkgopolis-draft-4p",
                                  "national-economy-4p", "builders-3p-easy", "boonlake-3p"])
def test_stepping_back_then_forward_shows_the_same_views(name):
    match, _ = golden_match(name)
    timeline = Timeline(match, every=10)
    rules = match.rules
    n = len(timeline)
    for k in (5, n // 3, n // 2 + 7, n - 2):
        viewers = [*range(len(match.seats)), None]
        first = {v: timeline.view(k, v).to_json() for v in viewers}
        for back in range(k - 1, max(-1, k - 14), -1):  # step back past a snapshot...
            timeline.view(back, 0)
        for forward in range(max(0, k - 13), k + 1):  # ...and forward again
            timeline.view(forward, 1 % len(match.seats))
        assert {v: timeline.view(k, v).to_json() for v in viewers} == first
        assert first[0] == rules.view(golden_match(name, k)[0].state, 0).to_json()


@pytest.mark.parametrize("name", ["citadels-classic-4p", "ginkgopolis-tutorial-3p",
                                  "national-economy-2p", "builders-solo-easy", "boonlake-3p"])
def test_a_round_jump_lands_on_the_first_move_of_the_round(name):
    match, _ = golden_match(name)
    timeline = Timeline(match)
    rounds = timeline.round_numbers()
    assert rounds == list(range(1, rounds[-1] + 1)) and len(rounds) >= 2
    for r in rounds:
        k = timeline.start_of_round(r)
        assert timeline.state(k).round == r
        assert k == 0 or timeline.state(k - 1).round == r - 1
    with pytest.raises(ValueError):
        timeline.start_of_round(rounds[-1] + 1)


def test_every_hand_open_only_once_the_game_is_over():
    unfinished, _ = golden_match("citadels-classic-4p", 100)
    timeline = Timeline(unfinished)
    assert not timeline.over
    with pytest.raises(ValueError):
        timeline.view(50, None)
    seen = timeline.view(50, 2)
    assert seen.hands[0] != timeline.state(50).hands[0]  # another seat's hand stays hidden
    finished, _ = golden_match("citadels-classic-4p")
    opened = Timeline(finished).view(50, None)
    assert opened.hands == timeline.state(50).hands  # every hand, as it was


def test_the_score_history_follows_the_rounds_to_the_final_scores():
    match, transcript = golden_match("national-economy-4p")
    history = score_history(match)
    assert history.rounds == list(range(1, 10))  # the end of each of the nine rounds
    assert history.totals[-1] == [score[1] for score in transcript["scores"]]
    assert history.markers == []  # National Economy scores only at the end
    assert all(len(point) == 4 for point in history.totals)
    assert history.moves[-1] == len(match.moves)


def test_boonlake_marks_its_four_interim_scorings():
    match, transcript = golden_match("boonlake-3p")
    history = score_history(match)
    labels = [english(label) for _, label in history.markers]
    assert labels == [f"Interim scoring {n}" for n in range(1, 5)]
    timeline = Timeline(match)
    for index, _ in history.markers:  # each marked point is the state right after a scoring
        k = history.moves[index]
        assert timeline.state(k - 1).phase == "interim" != timeline.state(k).phase
    assert history.totals[-1] == [score[1] for score in transcript["scores"]]
    for index, _ in history.markers[:3]:  # an interim scoring pays points
        assert sum(history.totals[index]) > sum(history.totals[index - 1] if index else [0])


def test_a_replay_checks_every_move():
    match, _ = golden_match("citadels-classic-4p", 20)
    match.moves.insert(3, Move(match.moves[3].seat, Action("no_such_move", ())))
    with pytest.raises(Exception, match="move 4"):
        Timeline(match)


@pytest.mark.parametrize("name", list(SETUPS))
def test_every_games_score_history_ends_with_the_final_scores(name):
    match, transcript = golden_match(name)
    history = score_history(match)
    finals = {seat: total for seat, total, _ in transcript["scores"]}
    rivals = [score.total for _, score in match.rules.rival_scores(match.state)]
    assert history.totals[-1] == [finals[seat] for seat in range(len(match.seats))] + rivals
    assert history.moves[-1] == len(match.moves)
    assert history.moves == sorted(set(history.moves))  # one point per state, in order
    assert history.rounds == sorted(history.rounds)
    assert len(history.rounds) == len(history.totals) == len(history.moves)
    assert len(set(history.rounds)) >= 2  # a line over the rounds, not a single point
    assert all(0 <= index < len(history.totals) for index, _ in history.markers)


@pytest.mark.parametrize("name", ["ginkgopolis-solo", "boonlake-solo-level-5"])
def test_a_solo_history_follows_the_rules_own_opponent_too(name):
    """Hal and the Wise Eminence get their own line: their score at every point."""
    match, _ = golden_match(name)
    history = score_history(match)
    timeline = Timeline(match)
    (_, final), = match.rules.rival_scores(match.state)
    assert all(len(point) == 2 for point in history.totals)
    assert history.totals[-1][1] == final.total
    for point, k in zip(history.totals, history.moves, strict=True):
        (_, then), = match.rules.rival_scores(timeline.state(k))
        assert point[1] == then.total
    assert len({point[1] for point in history.totals}) > 1  # it moves over the game


def test_every_hand_open_reads_each_seats_private_lines_too():
    match, _ = golden_match("citadels-classic-4p")
    timeline = Timeline(match)
    k = 30
    opened = timeline.open_log(k)
    public = timeline.log(k, None)
    assert len(opened) == len(public)
    secrets = [(words, seat) for words, seat in opened if seat is not None]
    assert secrets  # the draft's picks, as each picker read them
    for words, seat in secrets:
        assert words in timeline.log(k, seat) and words not in public
    first_pick = next(i for i in range(1, k) if timeline.open_move_line(i)[1] is not None)
    words, seat = timeline.open_move_line(first_pick)
    assert seat == timeline.moves[first_pick - 1].seat
    assert words == timeline.move_line(first_pick, seat) != timeline.move_line(first_pick, None)
    unfinished, _ = golden_match("citadels-classic-4p", 100)
    with pytest.raises(ValueError):
        Timeline(unfinished).open_log(50)
