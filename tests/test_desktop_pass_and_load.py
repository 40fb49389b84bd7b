"""Pass-and-play covers the table before the very first human decision, and after a load the
log's "new since your last move" counts from the loading player's last move."""

from __future__ import annotations

import json
import random

from desktop_support import click, until

from desktop.scenes.game import GameScene
from desktop.scenes.pass_device import PassScene
from rules.core import Seat, registry
from rules.core.match import Match
from rules.core.state import render_log
from saves.format import encode, now

GAME = "national_economy"
NAMES = ["Mia", "Ada", "Bruno", "Clara"]


def _seats(kinds: list[str]) -> list[Seat]:
    return [Seat(NAMES[i], kind) for i, kind in enumerate(kinds)]


def _options():
    return registry.get(GAME).make_options({"first_seat_starts": True})


def test_the_cover_shows_before_the_first_turn_with_two_humans(app):
    app.start_match(GAME, _seats(["human", "human"]), _options(), 3)
    app.step(fps=0)
    cover = app.top()
    assert isinstance(cover, PassScene)
    game = next(s for s in app.scenes if isinstance(s, GameScene))
    c = game.controller
    assert c.covered and c.viewer == 0 and not c.my_turn() and c.legal() == []
    click(app, cover.go.rect.center)
    assert not c.covered and c.my_turn() and isinstance(app.top(), GameScene)


def test_the_cover_shows_before_the_first_human_after_a_bot_opens(app):
    app.start_match(GAME, _seats(["random", "human", "human"]), _options(), 3)
    app.step(fps=0)
    game = next(s for s in app.scenes if isinstance(s, GameScene))
    c = game.controller
    until(app, lambda: isinstance(app.top(), PassScene))
    assert c.viewer == 1 and c.covered and len(c.match.moves) >= 1


def test_one_human_gets_no_cover(app):
    app.start_match(GAME, _seats(["human", "random"]), _options(), 3)
    app.step(fps=0)
    assert isinstance(app.top(), GameScene) and not app.top().controller.covered


def test_a_game_with_nothing_secret_hands_over_without_a_cover(app):
    """The Builders shows every card face up: two people sharing the screen just take turns;
    the table turns to the next player with no cover to click through."""
    rules = registry.get("builders")
    app.start_match("builders", _seats(["human", "human"]), rules.make_options({}), 3)
    app.step(fps=0)
    game = app.top()
    assert isinstance(game, GameScene)
    c = game.controller
    first = c.viewer
    assert not c.covered and c.my_turn() and c.actor() == first
    while c.actor() == first:
        end = next((a for a in c.legal() if a.kind == "end"), c.legal()[0])
        assert c.try_action(end) is None
        app.step(fps=0)
    assert app.top() is game and not c.covered and c.viewer == 1 - first and c.my_turn()
    assert game.toast.message == f"Over to {NAMES[1 - first]}"


def _played(kinds: list[str], moves: int) -> Match:
    rules = registry.get(GAME)
    match = Match.start(GAME, _seats(kinds), _options(), 4)
    rng = random.Random(4)
    while len(match.moves) < moves:
        seat = rules.to_act(match.state)[0]
        match.play(seat, rng.choice(rules.legal_actions(match.state, seat)))
    return match


def test_new_since_your_last_move_counts_from_your_last_move_after_a_load(app, tmp_path):
    rules = registry.get(GAME)
    match = _played(["human", "random", "random"], 40)
    while rules.to_act(match.state)[0] != 0:  # stop where Mia decides
        seat = rules.to_act(match.state)[0]
        match.play(seat, rules.legal_actions(match.state, seat)[0])
    mine = max(i for i, move in enumerate(match.moves) if move.seat == 0)
    replay = Match(GAME, match.options, match.seats, match.seed,
                   rules.new_game(match.seats, match.options, match.seed))
    for move in match.moves[:mine + 1]:
        replay.play(move.seat, move.action)
    expected = len(render_log(match.state.log, 0)) - len(render_log(replay.state.log, 0))
    path = tmp_path / "ne.json"
    stamp = now()
    path.write_text(json.dumps(encode(match, stamp, stamp)))
    assert app.open_save(path)
    app.step(fps=0)
    c = next(s for s in app.scenes if isinstance(s, GameScene)).controller
    assert c.viewer == 0 and 0 < expected < len(c.log())
    assert c.new_since_last_turn() == expected
