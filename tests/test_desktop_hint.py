"""The Hint button: the H key on a human's turn shows the hard bot's suggestion, the number
of hints is counted in the save, and Settings can switch hints off."""

from __future__ import annotations

import dataclasses

import pygame
from desktop_support import click, start, until

import saves
from desktop.hintworker import InlineHintWorker
from desktop.scenes.end import EndScene


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
    assert 1 <= len(hint.choices) <= 3
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
