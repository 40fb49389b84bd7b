"""Issue 27 on screen: the end screen's charts for every game (stacked bars of the final
breakdown, the line chart of a score history, hover words), each finished game counted once in
the statistics, the Statistics screen reached from the title by clicks, and a setup code copied
on the end screen and pasted into New game to deal the same game."""

from __future__ import annotations

import json
import random
from types import SimpleNamespace

import pygame
import pytest
from desktop_support import click, until

from desktop import clipboard, games, i18n
from desktop.scenes.end import EndScene
from desktop.scenes.game import GameScene
from desktop.scenes.new_game import NewGameScene
from desktop.scenes.statistics import StatisticsScene
from rules.core import Seat
from rules.core.match import Match
from saves import setup_code, statistics
from saves.statistics import Finished, Result

GAMES = [d.game_id for d in games.desks()]


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def _finished(game_id: str, kinds: list[str], seed: int = 4) -> tuple[Match, SimpleNamespace]:
    """A game played to its end by seeded random moves, and its score history as the replay
    helper's `score_history` shapes it: the scores whenever the round changes, and at the
    end, with a marker where a round's scores jumped the most."""
    seats = [Seat(name, kind) for name, kind in zip(["Mia", "Ada", "Bruno"], kinds,
                                                    strict=False)]
    match = Match.start(game_id, seats, None, seed)
    rules, rng = match.rules, random.Random(seed)
    rounds, totals = [], []

    def sample() -> None:
        scores = sorted(rules.scores(match.state), key=lambda s: s.seat)
        rounds.append(match.state.round)
        totals.append([s.total for s in scores])

    sample()
    while not rules.is_over(match.state):
        before = match.state.round
        seat = rules.to_act(match.state)[0]
        match.play(seat, rng.choice(rules.legal_actions(match.state, seat)))
        if match.state.round != before:
            sample()
    sample()
    jumps = [sum(b) - sum(a) for a, b in zip(totals, totals[1:], strict=False)]
    marker = jumps.index(max(jumps)) + 1 if jumps else 0
    return match, SimpleNamespace(rounds=rounds, totals=totals,
                                  markers=[(marker, "Scoring")])


def _hover(app, monkeypatch, at) -> list:
    shown = []
    monkeypatch.setattr(app, "mouse_pos", lambda: at)
    monkeypatch.setattr("desktop.ui.tooltip", lambda surface, title, body, pos, *a:
                        shown.append(title))
    app.step(fps=0)
    return shown


@pytest.mark.parametrize("game_id", GAMES)
def test_the_charts_of_every_game(app, monkeypatch, game_id):
    match, history = _finished(game_id, ["human", "random"])
    end = app.push_scene("end", match, "")
    app.step(fps=0)
    click(app, end.charts_button.rect.center)
    assert end.showing_charts and end.charts_button.text == "Show the table"
    scores = match.rules.scores(match.state) + [s for _, s in
                                                match.rules.rival_scores(match.state)]
    segments = sum(1 for s in scores for v in s.breakdown.values() if v)
    bars = [s for s in end.spots if s.centre is None]
    assert len(bars) == segments > 0  # a bar segment per part that scored
    # the line chart of the game's own score history ends on the final scores
    assert end.history.totals[-1] == [s.total for s in match.rules.scores(match.state)]
    assert len(end.spots) - len(bars) == len(end.history.totals) * len(match.seats)
    bar = bars[0]
    assert _hover(app, monkeypatch, bar.rect.center) == [bar.title]
    assert bar.title.endswith(" points") or bar.title.endswith(" point")

    end.show_score_history(history)
    app.step(fps=0)
    points = [s for s in end.spots if s.centre is not None]
    assert len(points) == len(history.totals) * len(history.totals[0])
    last = points[len(history.totals) - 1]  # the first series' last point: its final score
    final = history.totals[-1][0]
    assert _hover(app, monkeypatch, last.centre)[-1] == \
        f"Mia, round {history.rounds[-1]}: {final} point{'s' if final != 1 else ''}"
    pygame.image.tobytes(app.screen, "RGB")  # drawn, headless


def test_the_charts_read_in_chinese(app, monkeypatch):
    match, history = _finished("ginkgopolis", ["human", "easy"])
    app.apply_language("zh_Hant")
    end = app.push_scene("end", match, "")
    end.show_score_history(history)
    end.show_charts(True)
    app.step(fps=0)
    words = _hover(app, monkeypatch, end.spots[-1].rect.center)
    assert words and "分" in words[-1]


def test_a_finished_game_is_counted_once_however_often_its_end_is_shown(app, tmp_path):
    match, _ = _finished("citadels", ["human", "easy"])
    app.push_scene("end", match, "2026-11-23T10:00:00Z")
    app.replace_scene("end", match, "2026-11-23T10:00:00Z")
    from saves import store

    path = store.save(match, tmp_path / "done.json", "2026-11-23T10:00:00Z")
    app.open_save(path)  # the finished save goes straight to its end screen again
    until(app, lambda: isinstance(app.top(), EndScene))
    mia = statistics.load().statistics.of("citadels", "Mia")
    assert mia.played == 1
    assert mia.best == next(s.total for s in match.rules.scores(match.state) if s.seat == 0)


def test_a_broken_statistics_file_is_reported_on_the_end_screen(app):
    path = statistics.statistics_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ damaged", encoding="utf-8")
    match, _ = _finished("citadels", ["human", "easy"])
    end = app.push_scene("end", match, "")
    app.step(fps=0)
    assert "statistics file was damaged" in end.toast.message and end.toast.colour == \
        pygame.Color("#e06c5c")
    aside = list(path.parent.glob("statistics.broken-*.json"))
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == "{ damaged"
    assert str(aside[0]) in end.toast.message


def _expand_and_choose(app, menu, text: str) -> None:
    chosen = menu.selected_option
    assert (chosen[0] if isinstance(chosen, tuple) else chosen) != text
    click(app, menu.rect.center)
    options = menu.current_state.options_selection_list.item_list_container.elements
    option = next(o for o in options if o.text == text)
    click(app, option.rect.center, frames=6)  # the list, then the menu, then its event


def test_the_statistics_screen_by_clicks(app, monkeypatch):
    for i, score in enumerate([30, 42, 25]):
        statistics.record(Finished("citadels", f"k{i}", {
            "Mia": Result(score, score > 40, f"2026-11-0{i + 1}T10:00:00Z", 3,
                          ("easy", "hard")),
            "Zoe": Result(20, False, "2026-11-01T10:00:00Z", 3, ("easy", "human"))}))
    statistics.record(Finished("ginkgopolis", "g", {
        "Ann": Result(61, True, "2026-11-05T10:00:00Z", 1, ())}))
    title = app.top()
    button = next(b for b, name in title.buttons.items() if name == "Statistics")
    click(app, button.rect.center)
    scene = app.top()
    assert isinstance(scene, StatisticsScene)
    _expand_and_choose(app, scene.game_menu, "Ginkgopolis")
    assert scene.player == "Ann" and dict(scene.lines(scene.shown()))["Solo games"] == "1"
    _expand_and_choose(app, scene.game_menu, "Citadels")
    assert scene.desk.game_id == "citadels" and scene.player == "Mia"  # the most games
    assert dict(scene.lines(scene.shown())) == {
        "Games played": "3", "Won": "1 (33%)", "Best score": "42", "Average score": "32.3",
        "Played against": "Easy bots in 3 games\nHard bots in 3 games"}
    point = scene.spots[1]  # the second game, oldest first
    assert _hover(app, monkeypatch, point.centre)[-1] == \
        "Mia, game 2 (2026-11-02): 42 points, won"
    _expand_and_choose(app, scene.player_menu, "Zoe")
    assert scene.player == "Zoe"
    assert dict(scene.lines(scene.shown()))["Played against"] == \
        "People in 3 games\nEasy bots in 3 games"
    _expand_and_choose(app, scene.game_menu, "Boonlake")
    assert scene.shown() is None and scene.spots == []
    click(app, scene.back.rect.center)
    assert app.top() is title


def test_copy_setup_then_paste_it_deals_the_same_game(app):
    rules = games.desk("citadels").rules
    options = rules.make_options({"district_museum": True, "tie_break": "gold"})
    match = Match.start("citadels", [Seat("Mia"), Seat("Ada", "hard"), Seat("Bo", "easy")],
                        options, 987654)
    end = app.push_scene("end", match, "")
    app.step(fps=0)
    click(app, end.copy.rect.center)
    assert end.code_box is not None and end.code_box.get_text() == end.code
    assert clipboard.paste() == end.code
    app.replace_scene("title")
    app.push(NewGameScene(app))
    app.step(fps=0)
    scene = app.top()
    click(app, scene.paste.rect.center)  # the field is empty: the clipboard's code is used
    assert scene.rules.game_id == "citadels" and scene.seed_entry.get_text() == "987654"
    assert [(s.name, s.kind) for s in scene.seats()] == [("Mia", "human"), ("Ada", "hard"),
                                                         ("Bo", "easy")]
    assert scene.values()["district_museum"] is True and scene.values()["tie_break"] == "gold"
    click(app, scene.start.rect.center, frames=2)
    game = next(s for s in app.scenes if isinstance(s, GameScene))
    dealt = game.controller.match
    assert (dealt.options, dealt.seed) == (options, 987654)
    assert json.dumps(rules.new_game(match.seats, options, 987654).to_json()) == \
        json.dumps(rules.new_game(dealt.seats, dealt.options, dealt.seed).to_json())
    assert dealt.state.version == 0 or dealt.moves  # the same deal, started


def test_a_bad_code_changes_nothing_and_says_why(app):
    app.push(NewGameScene(app))
    app.step(fps=0)
    scene = app.top()
    before = (scene.rules.game_id, scene.seats(), scene.values(), scene.seed_entry.get_text())
    scene.code_entry.set_text("tc1:this-is-not-a-setup")
    click(app, scene.paste.rect.center)
    assert "damaged" in scene.toast.message and scene.toast.colour == pygame.Color("#e06c5c")
    assert (scene.rules.game_id, scene.seats(), scene.values(),
            scene.seed_entry.get_text()) == before
    scene.code_entry.set_text(setup_code.encode("ginkgopolis", None, 5,
                                                [Seat("Ann"), Seat("Ben", "easy")]))
    click(app, scene.paste.rect.center)
    assert scene.rules.game_id == "ginkgopolis" and scene.players == 2


def test_the_table_menu_copies_the_setup_too(app):
    from desktop_support import start

    scene = start(app, ["human", "hard", "easy"], {"tie_break": "gold"}, seed=4242)
    scene._menu()
    app.step(fps=0)
    menu = app.top()
    click(app, menu.copy_button.rect.center)
    setup = setup_code.decode(clipboard.paste())
    match = scene.controller.match
    assert (setup.game_id, setup.options, setup.seed, list(setup.seats)) == \
        ("citadels", match.options, 4242, match.seats)
    assert menu.code_box is not None and menu.code_box.get_text() == clipboard.paste()


def test_two_bots_of_a_level_in_one_game_are_one_game_against_that_level(app):
    """The line counts games, and says so: one game against two normal bots is not read as
    "normal × 1" (one bot) or "× 2" (two games)."""
    statistics.record(Finished("boonlake", "b", {
        "Ann": Result(80, True, "2026-11-05T10:00:00Z", 3, ("normal", "normal"))}))
    scene = StatisticsScene(app)  # the only game played is the one shown
    assert scene.desk.game_id == "boonlake"
    assert dict(scene.lines(scene.shown()))["Played against"] == "Normal bots in 1 game"
