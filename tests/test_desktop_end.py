"""The end of a game on screen: every score cell explains itself on hover in the rules' words
(a Citadels end position with the Dragon Gate's extra points named), the final table as it
stood is reachable by click and back, and play again keeps the seats and options."""

from __future__ import annotations

import random

import pygame
import pytest
from citadels_positions import R, position
from desktop_support import click, until
from match_support import finished_match

from desktop import games
from desktop.scenes.end import CHARTS
from desktop.scenes.game import GameScene
from rules.core import Seat
from rules.core.match import Match
from rules.core.message import english


def _dragon_gate_end() -> Match:
    """Ann completed her city first, five colours with the Dragon Gate; Ben's Dark City city
    has a Wishing Well and a Museum with two cards under it."""
    s, cards = position(players=2, cities={
        0: ["temple", "watchtower", "manor", "market", "dragon_gate", "castle", "church",
            "keep"],
        1: ["wishing_well", "museum", "laboratory", "tavern"]})
    s.museum = [cards.take("palace"), cards.take("docks")]
    s.deck = [c for c in s.deck if c not in s.museum]
    s.completed, s.top_bonus = [0], [0]
    s.phase, s.pending = "over", []
    assert R.is_over(s) and not R.invariants(s)
    match = Match.start("citadels", [Seat("Ann"), Seat("Ben", "easy")], s.options, 1)
    match.state = s
    return match


def _lines(details, key: str) -> list[str]:
    return [english(line) for line in details[key]]


def test_citadels_details_name_the_districts_and_the_bonuses():
    match = _dragon_gate_end()
    ann, ben = (match.rules.score_details(match.state, seat) for seat in (0, 1))
    assert "Dragon Gate: cost 6 +2 extra points = 8" in _lines(ann, "districts")
    assert {"Temple: 1", "Castle: 4", "Keep: 3"} <= set(_lines(ann, "districts"))
    assert _lines(ann, "five_colours") == ["+3: a district of each of the five colours"]
    assert _lines(ann, "first_complete") == ["+4: the first city completed (8 districts)"]
    assert _lines(ben, "wishing_well") == [
        "Wishing Well: +1 point for each other special district: Museum, Laboratory"]
    assert _lines(ben, "museum") == ["Museum: 2 cards under it, 1 point each"]
    assert _lines(ben, "five_colours") == ["No bonus: no religious, military, noble district"]
    assert _lines(ben, "first_complete") == [
        "No bonus: the city was not completed (4 districts)"]


def test_hovering_a_score_cell_shows_where_the_points_come_from(app, monkeypatch):
    end = app.push_scene("end", _dragon_gate_end(), "")
    app.step(fps=0)  # the table is laid out
    cell = next(c for c in end.cells if c.title.startswith("Ann · Districts: 24"))
    assert "Dragon Gate: cost 6 +2 extra points = 8" in cell.body.split("\n")
    shown = []
    monkeypatch.setattr(app, "mouse_pos", lambda: cell.rect.center)
    monkeypatch.setattr("desktop.ui.tooltip", lambda surface, title, body, at, *a:
                        shown.append((title, body, at)))
    app.step(fps=0)
    assert shown == [(cell.title, cell.body, cell.rect.center)]
    total = next(c for c in end.cells if c.title.startswith("Ann · Total"))
    assert "First complete city: 4" in total.body.split("\n")


@pytest.mark.parametrize("game_id", [d.game_id for d in games.desks()])
def test_every_score_cell_of_every_game_has_words(app, game_id):
    match = finished_match(game_id, ["human", "random"])
    end = app.push_scene("end", match, "")
    app.step(fps=0)
    parts = sum(len(score.breakdown) + 1 for score in match.rules.scores(match.state))
    assert len(end.cells) == parts and all(cell.body.strip() for cell in end.cells)


@pytest.mark.parametrize("game_id", [d.game_id for d in games.desks()])
def test_the_final_table_is_reached_by_click_and_left_by_click(app, game_id):
    match = finished_match(game_id, ["human", "random"])
    end = app.push_scene("end", match, "")
    app.step(fps=0)
    click(app, end.see.rect.center)
    assert end.showing_table and end.table.hotspots  # the game's own table, drawn
    before = match.state.version
    for spot in list(end.table.hotspots):  # clicks on the final table play nothing
        click(app, spot.rect.center, frames=1)
    assert match.state.version == before and app.top() is end and end.showing_table
    click(app, end.back.rect.center)
    assert not end.showing_table and end.again.visible


def test_escape_leaves_the_final_table(app):
    end = app.push_scene("end", finished_match("citadels", ["human", "random"]), "")
    app.step(fps=0)
    click(app, end.see.rect.center)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                         unicode="", scancode=0))
    app.step(fps=0)
    assert not end.showing_table


def test_play_again_keeps_the_seats_and_options_with_a_new_deal(app):
    rules = R.rules
    options = rules.make_options({"district_museum": True, "tie_break": "gold"})
    seats = [Seat("Mia", "human"), Seat("Ada", "hard"), Seat("Bruno", "random")]
    match = Match.start("citadels", seats, options, 77)
    rng = random.Random(1)
    while not rules.is_over(match.state):
        seat = rules.to_act(match.state)[0]
        match.play(seat, rng.choice(rules.legal_actions(match.state, seat)))
    end = app.push_scene("end", match, "")
    app.step(fps=0)
    click(app, end.again.rect.center)
    until(app, lambda: isinstance(app.top(), GameScene))
    again = app.top().controller.match
    assert again.game_id == "citadels" and again.seats == seats and again is not match
    assert again.options == options and again.seed != 77
    assert list(again.state.names) == [seat.name for seat in seats]


def test_the_buttons_are_centred_and_the_copied_message_covers_no_chart(app, monkeypatch):
    end = app.push_scene("end", finished_match("citadels", ["human", "random"]), "")
    app.step(fps=0)
    row = [b.rect for b in end.mode_buttons]
    assert len({r.y for r in row}) == 1
    left, right = min(r.left for r in row), max(r.right for r in row)
    assert abs(left - (1600 - right)) <= 1
    click(app, end.charts_button.rect.center)
    monkeypatch.setattr("desktop.clipboard.copy", lambda text: True)
    click(app, end.copy.rect.center)
    drawn = []
    draw = end.toast.draw
    monkeypatch.setattr(end.toast, "draw", lambda surface, at: drawn.append(draw(surface, at)))
    app.step(fps=0)
    shown = drawn[-1]
    assert shown is not None and not shown.colliderect(CHARTS.inflate(0, 40))
    assert not any(shown.colliderect(r) for r in row)
