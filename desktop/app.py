"""Tabletop Cities desktop app. For now: a placeholder title screen with a Quit button."""

from __future__ import annotations

import argparse
import os
import random
import warnings
from collections.abc import Sequence
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # before pygame is imported

import pygame
import pygame_gui

APP_NAME = "Tabletop Cities"
WINDOW_SIZE = (1600, 900)
FPS = 60
GAMES = ("Citadels", "Ginkgopolis", "National Economy", "The Builders: Antiquity", "Boonlake")
NOTICE = (
    "The game table is coming in the next release \u2014 "
    "the rules engine and bots run headless today: "
)
NOTICE_COMMAND = "python -m rules.arena --help"

BG_TOP = pygame.Color("#121620")
BG_BOTTOM = pygame.Color("#1f2638")
SKYLINE = pygame.Color("#171c29")
WINDOW_LIT = pygame.Color("#e0b25c")
TEXT = pygame.Color("#ece8e1")
MUTED = pygame.Color("#9aa3b5")
ACCENT = pygame.Color("#e0b25c")

QUIT_BUTTON_SIZE = (220, 60)
THEME = {
    "button": {
        "colours": {
            "normal_bg": "#262d3f",
            "hovered_bg": "#323b52",
            "active_bg": "#e0b25c",
            "normal_text": "#ece8e1",
            "hovered_text": "#ffffff",
            "active_text": "#121620",
            "normal_border": "#e0b25c",
            "hovered_border": "#f2c878",
            "active_border": "#f2c878",
        },
        "font": {"name": "noto_sans", "size": "24", "bold": "1"},
        "misc": {"shape": "rounded_rectangle", "shape_corner_radius": "12", "border_width": "2"},
    }
}


def app_version() -> str:
    try:
        return version("tabletop-cities")
    except PackageNotFoundError:  # running from a source tree that was never installed
        return "0+unknown"


def _font(size: int, *, bold: bool = False, mono: bool = False) -> pygame.font.Font:
    """A font from pygame_gui's bundled Noto set, or pygame's default if it is missing."""
    data = Path(pygame_gui.__file__).parent / "data"
    name = "FiraCode-Regular.ttf" if mono else f"NotoSans-{'Bold' if bold else 'Regular'}.ttf"
    path = data / name
    font = pygame.font.Font(path if path.exists() else None, size)
    font.bold = bold and not path.exists()
    return font


def _render_background(size: tuple[int, int]) -> pygame.Surface:
    """Gradient sky, a quiet city skyline along the bottom, and the static title text."""
    width, height = size
    surface = pygame.Surface(size)
    for y in range(height):
        surface.fill(BG_TOP.lerp(BG_BOTTOM, y / (height - 1)), (0, y, width, 1))

    rng = random.Random(7)  # same skyline every run
    x = -20
    while x < width:
        w, h = rng.randint(60, 150), rng.randint(70, 230)
        top = height - h
        pygame.draw.rect(surface, SKYLINE, (x, top, w, h))
        for wy in range(top + 14, height - 16, 26):
            for wx in range(x + 12, x + w - 18, 22):
                if rng.random() < 0.12:
                    lit = WINDOW_LIT.lerp(SKYLINE, rng.uniform(0.35, 0.75))
                    pygame.draw.rect(surface, lit, (wx, wy, 8, 12))
        x += w + rng.randint(4, 18)

    centre_x = width // 2
    title = _font(112, bold=True).render(APP_NAME, True, TEXT)
    surface.blit(title, title.get_rect(center=(centre_x, 250)))
    pygame.draw.line(surface, ACCENT, (centre_x - 90, 335), (centre_x + 90, 335), 3)

    games = _font(30).render("   \u00b7   ".join(GAMES), True, MUTED)
    surface.blit(games, games.get_rect(center=(centre_x, 390)))

    text = _font(22).render(NOTICE, True, MUTED)
    command = _font(22, mono=True).render(NOTICE_COMMAND, True, ACCENT)
    left = centre_x - (text.get_width() + command.get_width()) // 2
    surface.blit(text, text.get_rect(midleft=(left, 480)))
    surface.blit(command, command.get_rect(midleft=(left + text.get_width(), 480)))
    return surface


class TitleApp:
    """The title screen: call step() until running is False, then close()."""

    def __init__(self) -> None:
        pygame.display.init()  # no pygame.init(): no sound yet, and no ALSA noise without a card
        pygame.font.init()
        with warnings.catch_warnings():  # harmless: SCALED then falls back to software scaling
            warnings.filterwarnings("ignore", "no fast renderer available")
            flags = pygame.SCALED | pygame.RESIZABLE
            self.screen = pygame.display.set_mode(WINDOW_SIZE, flags)
        pygame.display.set_caption(APP_NAME)
        self.manager = pygame_gui.UIManager(WINDOW_SIZE, theme_path=THEME)
        self.clock = pygame.time.Clock()
        self.background = _render_background(WINDOW_SIZE)
        button_rect = pygame.Rect((0, 0), QUIT_BUTTON_SIZE)
        button_rect.center = (WINDOW_SIZE[0] // 2, 580)
        self.quit_button = pygame_gui.elements.UIButton(button_rect, "Quit", manager=self.manager)
        self.running = True

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.running = False
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.quit_button:
            self.running = False
        self.manager.process_events(event)

    def step(self, fps: int = FPS) -> None:
        """One frame: handle queued events, update the UI, draw, flip. fps=0: don't wait."""
        dt = self.clock.tick(fps) / 1000
        for event in pygame.event.get():
            self.handle_event(event)
        self.manager.update(dt)
        self.screen.blit(self.background, (0, 0))
        self.manager.draw_ui(self.screen)
        pygame.display.flip()

    def save_screenshot(self, path: Path) -> None:
        pygame.image.save(self.screen, str(path))

    def close(self) -> None:
        pygame.quit()


def run(frames: int | None = None, screenshot: Path | None = None) -> int:
    app = TitleApp()
    try:
        if screenshot is not None:
            app.step(fps=0)
            app.step(fps=0)
            app.save_screenshot(screenshot)
            return 0
        count = 0
        while app.running and (frames is None or count < frames):
            app.step()
            count += 1
    finally:
        app.close()
    return 0


def _positive_int(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tabletop-cities", description=APP_NAME)
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument(
        "--screenshot", type=Path, metavar="PATH", help="render one frame to a PNG and exit"
    )
    parser.add_argument("--frames", type=_positive_int, metavar="N", help="quit after N frames")
    args = parser.parse_args(argv)
    if args.version:
        print(f"{APP_NAME} {app_version()}")
        return 0
    return run(frames=args.frames, screenshot=args.screenshot)
