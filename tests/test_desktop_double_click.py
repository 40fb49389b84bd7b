"""A double click is one choice: its second press, landing on what the first press's move put
under the pointer, is dropped; a press after a pause, elsewhere, or on what was there before,
acts as always."""

from __future__ import annotations

import pygame
from desktop_support import click, start
from test_desktop_game import until_my_turn_to_act

from desktop.views.kit.double_click import DoubleClickGuard
from rules.core import Action


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_the_second_press_of_a_double_click_is_dropped_only_on_something_new():
    clock = Clock()
    guard = DoubleClickGuard(clock=clock)
    guard.press((200, 300))
    assert not guard.swallows("river space")  # the first press acts
    guard.acted("river space")
    clock.now += 0.2
    guard.press((202, 299))
    assert guard.swallows("Skip")  # what the move put there
    assert not guard.swallows("river space")  # the same thing clicked twice
    guard.press((240, 300))
    assert not guard.swallows("Skip")  # another spot
    clock.now += 0.5
    guard.press((200, 300))
    assert not guard.swallows("Skip")  # after a pause


def test_a_button_that_appears_under_a_double_click_is_not_pressed(app):
    scene = start(app, ["human", "random", "random", "random"])
    c = scene.controller
    until_my_turn_to_act(app, c)
    app.step(fps=0)
    clock = Clock()
    scene.double_click.clock = clock
    gold = next(b for b, a in scene.action_buttons.items() if a == Action("gold"))
    spot = gold.rect.center
    click(app, spot)
    moves = len(c.match.moves)
    app.step(fps=0)
    end = next(b for b, a in scene.action_buttons.items() if a == Action("end"))
    end.set_position(gold.rect.topleft)  # a table whose next prompt sits under the pointer
    assert end.rect.collidepoint(spot)
    clock.now += 0.15  # the second press of a double click
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=1))
    for _ in range(3):
        app.step(fps=0)
    assert len(c.match.moves) == moves  # the turn did not end
    clock.now += 1.0  # a deliberate click, a moment later
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=1))
    for _ in range(3):
        app.step(fps=0)
    assert c.match.moves[moves].action == Action("end")
