"""Helpers shared by the headless desktop tests: clicks, waiting for a condition, starting a
Citadels match from the app."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from desktop.app import App
from desktop.botworker import InlineBotWorker
from desktop.scenes.game import GameScene
from desktop.scenes.title import TitleScene
from desktop.settings import Settings
from rules.core import Seat, registry

NAMES = ["Mia", "Ada", "Bruno", "Clara", "Dario", "Elena", "Felix"]


@contextmanager
def running_app(autosave: bool = True) -> Iterator[App]:
    """An app on its title screen: bots answer at once (in this process), no animations."""
    application = App(settings=Settings(bot_speed="instant", animation_speed="off"),
                      worker=InlineBotWorker(), autosave=autosave)
    application.push(TitleScene(application))
    try:
        yield application
    finally:
        application.close()


def click(app: App, pos, frames: int = 3) -> None:
    """A single click: as a player's, a pause after the one before (a quick second press on
    the same spot would be the second half of a double click, which the game drops)."""
    for scene in app.scenes:
        if isinstance(scene, GameScene):
            scene.double_click.acted_at = None
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    for _ in range(frames):  # pygame_gui's button events arrive a frame later
        app.step(fps=0)


def until(app: App, condition, frames: int = 600) -> None:
    for _ in range(frames):
        if condition():
            return
        app.step(fps=0)
    raise AssertionError("condition never became true")


def start(app: App, kinds: list[str], options: dict | None = None, seed: int = 5) -> GameScene:
    """A Citadels match with these seat kinds (Mia, Ada, ... in order), on screen."""
    seats = [Seat(name, kind) for name, kind in zip(NAMES, kinds, strict=False)]
    rules = registry.get("citadels")
    app.start_match("citadels", seats, rules.make_options(options or {}), seed)
    app.step(fps=0)
    return next(s for s in app.scenes if isinstance(s, GameScene))


def spot(scene: GameScene, *, action=None, title: str | None = None):
    """The hotspot with this action, or the clickable one whose title starts with `title`."""
    for h in reversed(scene.table.hotspots):
        if action is not None and h.action == action:
            return h
        if title is not None and h.title.startswith(title) and (h.local or h.action):
            return h
    raise AssertionError(f"no hotspot for {action or title}")


def check_wheel(app, scene, monkeypatch) -> None:
    """Over the log (right of the table) the wheel scrolls it 3 rows; over the table it asks
    the table to zoom there."""
    from desktop.views.table import TABLE_AREA

    zoomed = []
    monkeypatch.setattr(scene.table, "wheel", lambda at, steps: zoomed.append((at, steps)))
    for at in ((1300, 200), TABLE_AREA.center):  # over the log, then over the table
        monkeypatch.setattr(app, "mouse_pos", lambda at=at: at)
        scene.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1))
    assert scene.log_scroll == 3 and zoomed == [(TABLE_AREA.center, 1)]
