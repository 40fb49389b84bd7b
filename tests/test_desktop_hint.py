"""The Hint button: the H key on a human's turn shows the hard bot's suggestion, the number
of hints is counted in the save, and Settings can switch hints off."""

from __future__ import annotations

import dataclasses
import random

import pygame
from desktop_support import click, start, until

import saves
from desktop.hint_panel import SHOWN, distinct_choices
from desktop.hintworker import InlineHintWorker
from desktop.scenes.end import EndScene
from rules.bots.hint import TOP, Choice, Hint
from rules.core.actions import Action
from rules.core.message import msg


def press_h(app) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
    app.step(fps=0)


def test_h_shows_a_legal_suggestion_and_counts_it_in_the_save(app, tmp_path):
    scene = start(app, ["human", "random", "random", "random"])
    c = scene.controller
    c.hint_worker = InlineHintWorker(ms=None, iterations=16)
    until(app, c.my_turn)
    assert scene.hint_button.visible
    press_h(app)
    app.step(fps=0)
    hint = c.current_hint()
    assert hint is not None and hint.suggestion in c.legal()
    assert 1 <= len(hint.choices) <= TOP
    # Citadels' draft: the suggested character is marked where it is clicked
    assert any(spot.action == hint.suggestion and spot.rect in scene.suggested_rects(
        hint.suggestion) for spot in scene.table.hotspots)
    press_h(app)  # the same decision: the same hint, not counted twice
    assert c.match.hints_used == 1
    path = saves.save(c.match, tmp_path / "hinted.json")
    assert saves.load(path).match.hints_used == 1
    c.try_action(hint.suggestion)
    assert c.current_hint() is None  # the advice was for the decision just made


def test_the_button_asks_too_and_the_end_screen_can_show_the_count(app):
    scene = start(app, ["human", "random", "random", "random"])
    c = scene.controller
    c.hint_worker = InlineHintWorker(ms=None, iterations=16)
    until(app, c.my_turn)
    click(app, scene.hint_button.rect.center)
    assert c.match.hints_used == 1
    assert c.current_hint() is not None
    end = EndScene(app, c.match)
    end.draw(pygame.Surface((1600, 900)))  # draws the "Hints used" line without failing


def test_hints_switched_off_in_settings_give_no_button_and_no_hint(app):
    app.settings = dataclasses.replace(app.settings, hints=False)
    scene = start(app, ["human", "random", "random", "random"])
    c = scene.controller
    c.hint_worker = InlineHintWorker(ms=None, iterations=16)
    until(app, c.my_turn)
    app.step(fps=0)
    assert not scene.hint_button.visible
    press_h(app)
    assert c.match.hints_used == 0 and not c.hint_coming


def test_the_panel_never_shows_two_choices_in_the_same_words():
    """Two moves the player cannot tell apart by their words (two Masters to recruit) are
    one line: the panel shows the next different choice instead."""
    hint = Hint(Action("a", ()), tuple(Choice(Action(name, ()), msg("Take a loan."),
                                              msg("reason")) for name in "abcde"), 0)
    words = {"a": "Recruit a worker (Master).", "b": "Recruit a worker (Master).",
             "c": "Buy a prisoner.", "d": "Recruit a worker (Master).", "e": "Take a loan."}
    shown = distinct_choices(hint, lambda choice: words[choice.action.kind])
    assert [said for _, said in shown] == ["Recruit a worker (Master).", "Buy a prisoner.",
                                           "Take a loan."]
    assert len(shown) == SHOWN and [c.action.kind for c, _ in shown] == ["a", "c", "e"]


def test_a_suggestion_among_a_places_several_ways_is_marked_on_that_place(app):
    """Boonlake lists a card's several ways to pay in a choice panel: the hint marks the card
    itself, where the player starts that move."""
    from rules.boonlake.moves import MOVES
    from rules.core import Seat, registry

    def target_of(action):  # where the move is made, before its entry in the choices panel
        path = MOVES.path(0, action)
        return path[-2] if len(path) > 1 else None
    rules = registry.get("boonlake")
    app.start_match("boonlake", [Seat("Ann", "human"), Seat("Bo", "random")],
                    rules.make_options({}), 3)
    scene = app.top()
    c, rng = scene.controller, random.Random(3)
    for _ in range(400):
        until(app, c.my_turn)
        table = scene.table
        shared = [a for a in c.legal() if target_of(a) in table.place_rects
                  and not any(h.action == a for h in table.hotspots)]  # listed there
        if shared:
            break
        c.try_action(rng.choice(c.legal()))
        app.step(fps=0)
    else:
        raise AssertionError("no place with several ways came up")
    action = shared[0]
    assert table.place_rects[target_of(action)] in scene.suggested_rects(action)
