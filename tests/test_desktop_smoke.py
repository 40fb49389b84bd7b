"""Headless smoke tests for the desktop title screen (SDL dummy drivers, see conftest.py)."""

from pathlib import Path

import pygame
import pygame_gui

from desktop import app


def test_runs_a_few_frames_and_exits_cleanly() -> None:
    assert app.main(["--frames", "3"]) == 0


def test_screenshot_writes_a_full_size_png_with_content(tmp_path: Path) -> None:
    path = tmp_path / "title.png"
    assert app.main(["--screenshot", str(path)]) == 0
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    image = pygame.image.load(str(path))
    assert image.get_size() == (1600, 900)
    colours = {tuple(image.get_at((x, y))) for x in range(0, 1600, 40) for y in range(0, 900, 30)}
    assert len(colours) > 5


def test_clicking_quit_ends_the_loop() -> None:
    title = app.TitleApp()
    try:
        title.step(fps=0)
        assert title.running
        centre = title.quit_button.rect.center
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=1))
        # pygame_gui posts UI_BUTTON_PRESSED while handling the UP, so it arrives a frame later.
        for _ in range(3):
            title.step(fps=0)
            if not title.running:
                break
        assert not title.running
    finally:
        title.close()


def test_escape_ends_the_loop() -> None:
    title = app.TitleApp()
    try:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
        title.step(fps=0)
        assert not title.running
    finally:
        title.close()


def test_pygame_is_pygame_ce() -> None:
    assert getattr(pygame, "IS_CE", False)
    assert pygame_gui.UIManager is not None


def test_version_flag(capsys) -> None:
    assert app.main(["--version"]) == 0
    assert capsys.readouterr().out == "Tabletop Cities 0.1.0\n"
