"""Headless smoke tests for the desktop app shell (SDL dummy drivers, see conftest.py)."""

from pathlib import Path

import pygame

from desktop import app
from desktop.botworker import InlineBotWorker
from desktop.scenes.title import TitleScene
from desktop.settings import Settings


def click(application: app.App, pos: tuple[int, int], frames: int = 3) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    # pygame_gui posts UI_BUTTON_PRESSED while handling the UP: it arrives a frame later
    for _ in range(frames):
        application.step(fps=0)


def title_app() -> app.App:
    application = app.App(settings=Settings(), worker=InlineBotWorker(), autosave=False)
    application.push(TitleScene(application))
    application.step(fps=0)
    return application


def test_runs_a_few_frames_and_exits_cleanly() -> None:
    assert app.main(["--frames", "3"]) == 0


def test_screenshot_writes_a_full_size_png_with_content(tmp_path: Path) -> None:
    path = tmp_path / "title.png"
    assert app.main(["--screenshot", str(path)]) == 0
    image = pygame.image.load(str(path))
    assert image.get_size() == (1600, 900)
    colours = {tuple(image.get_at((x, y))) for x in range(0, 1600, 40) for y in range(0, 900, 30)}
    assert len(colours) > 5


def test_clicking_quit_ends_the_loop() -> None:
    application = title_app()
    try:
        scene = application.top()
        quit_button = next(b for b, name in scene.buttons.items() if name == "Quit")
        click(application, quit_button.rect.center)
        assert not application.running
    finally:
        application.close()


def test_continue_is_disabled_without_an_autosave() -> None:
    application = title_app()
    try:
        scene = application.top()
        button = next(b for b, name in scene.buttons.items() if name == "Continue")
        assert not button.is_enabled
    finally:
        application.close()


def test_escape_on_the_title_ends_the_loop() -> None:
    application = title_app()
    try:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
        application.step(fps=0)
        assert not application.running
    finally:
        application.close()


def test_version_flag(capsys) -> None:
    assert app.main(["--version"]) == 0
    assert capsys.readouterr().out.startswith("Tabletop Cities ")
