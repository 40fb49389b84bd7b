"""Rest when idle (issue 42): a game table where nothing changes keeps its last frame instead
of drawing it again, and draws again, the same as it would have, as soon as anything the
player sees changes: the mouse moves elsewhere (a tooltip), a toast shows or goes, something
glows and fades, the hint comes, the state moves on, a widget changes."""

from __future__ import annotations

import pygame
import pytest
from desktop_support import click, spot, start, until

from desktop.games import desks
from desktop.hintworker import InlineHintWorker
from desktop.scenes.game import GameScene
from desktop.settings import Settings
from rules.core import Seat, registry


def idle(app, frames: int = 4) -> int:
    """Step `frames` frames; how many were drawn."""
    drawn = app.frames_drawn
    for _ in range(frames):
        app.step(fps=0)
    return app.frames_drawn - drawn


def picture(app) -> bytes:
    return pygame.image.tobytes(app.screen, "RGB")


def my_turn(app, monkeypatch, at=(3, 3)):
    """A Citadels table at the human's turn, the mouse still at `at`, nothing moving."""
    monkeypatch.setattr(app, "mouse_pos", lambda: at)
    scene = start(app, ["human", "random", "random", "random"])
    until(app, scene.controller.my_turn)
    scene.motion.finish()  # the last bot move's pieces have landed
    idle(app, 3)
    return scene


def move(app, monkeypatch, at) -> None:
    monkeypatch.setattr(app, "mouse_pos", lambda: at)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 1),
                                         buttons=(0, 0, 0)))


def test_an_idle_table_is_not_drawn_again_and_its_frame_stays(app, monkeypatch):
    my_turn(app, monkeypatch)
    before = picture(app)
    assert idle(app, 5) == 0
    assert picture(app) == before and len(app.frame_ms) > 5  # every frame still counted


def test_the_mouse_moving_to_a_place_draws_its_tooltip_and_moving_away_removes_it(
        app, monkeypatch):
    scene = my_turn(app, monkeypatch)
    empty = picture(app)
    place = scene.table.hotspots[0]
    move(app, monkeypatch, place.rect.center)
    assert idle(app, 1) == 1
    tip = picture(app)
    assert tip != empty
    assert idle(app, 3) == 0 and picture(app) == tip
    move(app, monkeypatch, (3, 3))
    assert idle(app, 1) == 1 and picture(app) == empty


def test_a_toast_is_drawn_when_it_shows_and_gone_when_it_fades(app, monkeypatch):
    scene = my_turn(app, monkeypatch)
    empty = picture(app)
    scene.toast.show("Something to read")
    assert idle(app, 1) == 1 and picture(app) != empty
    assert idle(app, 3) == 0
    scene.toast.update(scene.toast.left)  # its time is up
    assert idle(app, 1) == 1 and picture(app) == empty
    assert idle(app, 3) == 0


def test_a_move_draws_the_new_state(app, monkeypatch):
    scene = my_turn(app, monkeypatch)
    c = scene.controller
    before = picture(app)
    version = c.state.version
    click(app, spot(scene, action=c.legal()[0]).rect.center, frames=1)
    assert c.state.version != version
    assert app.frames_drawn and picture(app) != before


def test_something_new_glows_and_is_drawn_again_only_as_it_fades(app, monkeypatch):
    app.settings = Settings(bot_speed="instant", animation_speed="normal")
    scene = my_turn(app, monkeypatch)
    before = picture(app)
    monkeypatch.setattr(scene.table, "fade", lambda dt: None)  # its time set by hand
    scene.table.flash["something"] = 1.8  # a glow (its place need not be on the table)
    assert idle(app, 1) == 1
    scene.table.flash["something"] = 1.2  # whole until its last second: the same picture
    assert idle(app, 3) == 0
    for left in (0.9, 0.5, 0.1):  # fading: each new strength is drawn
        scene.table.flash["something"] = left
        assert idle(app, 1) == 1
    scene.table.flash.clear()  # gone
    assert idle(app, 1) == 1 and picture(app) == before
    assert idle(app, 3) == 0


def test_the_hint_is_drawn_when_it_comes(app, monkeypatch):
    scene = my_turn(app, monkeypatch)
    c = scene.controller
    c.hint_worker = InlineHintWorker(ms=None, iterations=16)
    before = picture(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
    until(app, lambda: c.current_hint() is not None)
    idle(app, 1)
    assert picture(app) != before
    assert idle(app, 3) == 0


def test_a_widget_that_changes_is_drawn(app, monkeypatch):
    scene = my_turn(app, monkeypatch)
    before = picture(app)
    scene.save_button.disable()  # a new picture of the button, no event, no new state
    assert idle(app, 1) == 1 and picture(app) != before
    scene.save_button.enable()
    assert idle(app, 1) == 1 and picture(app) == before


def test_a_bot_thinking_redraws_only_its_dots(app, monkeypatch):
    """While a bot thinks the status line's dots move: a frame is drawn when they change,
    not at every frame."""
    scene = my_turn(app, monkeypatch)
    c = scene.controller
    ticks = [0]
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: ticks[0])
    monkeypatch.setattr(type(c), "thinking", property(lambda self: True))
    monkeypatch.setattr(c, "actor", lambda: 1)
    monkeypatch.setattr(c, "update", lambda dt: None)  # no bot is asked
    idle(app, 3)  # the side buttons go
    assert idle(app, 3) == 0
    ticks[0] = 400  # the next dot
    assert idle(app, 1) == 1


@pytest.mark.parametrize("game", [d.game_id for d in desks()])
def test_a_kept_frame_is_the_frame_drawn_afresh(app, monkeypatch, game):
    """Every game, at the human's turn and after a click on the table: the frame kept while
    nothing changes is the one drawing it again gives."""
    monkeypatch.setattr(app, "mouse_pos", lambda: (3, 3))
    seats = [Seat("Mia", "human"), Seat("Ada", "random"), Seat("Bruno", "random")]
    rules = registry.get(game)
    app.start_match(game, seats[:max(rules.min_players, 2)], None, 7)
    scene = next(s for s in app.scenes if isinstance(s, GameScene))
    until(app, scene.controller.my_turn)
    places = [h for h in scene.table.hotspots if h.action is not None or h.local is not None]
    for step in range(2):
        idle(app, 3)
        assert idle(app, 3) == 0
        kept = picture(app)
        app.redraw()
        assert idle(app, 1) == 1 and picture(app) == kept, step
        if places:  # a click that plays a move or chooses a place
            click(app, places[-1].rect.center, frames=1)


def test_the_title_rests_until_its_message_shows(app):
    idle(app, 3)
    assert idle(app, 3) == 0
    app.top().toast.show("A message")
    assert idle(app, 1) == 1
    app.top().toast.update(app.top().toast.left)
    assert idle(app, 1) == 1 and idle(app, 3) == 0
