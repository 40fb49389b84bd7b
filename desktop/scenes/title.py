"""The title screen: New game, Learn to play, Continue (newest autosave), Load, Statistics,
Settings, Quit."""

from __future__ import annotations

import random

import pygame
import pygame_gui

import saves
from desktop import ui
from desktop.games import desks
from desktop.i18n import tr
from desktop.scenes.base import Scene
from rules.core.message import N_


def skyline(size: tuple[int, int]) -> pygame.Surface:
    surface = ui.gradient(size, pygame.Color("#121620"), pygame.Color("#1f2638"))
    rng = random.Random(7)  # the same skyline every run (cosmetic, not game randomness)
    x, height = -20, size[1]
    while x < size[0]:
        w, h = rng.randint(60, 150), rng.randint(70, 230)
        top = height - h
        pygame.draw.rect(surface, pygame.Color("#171c29"), (x, top, w, h))
        for wy in range(top + 14, height - 16, 26):
            for wx in range(x + 12, x + w - 18, 22):
                if rng.random() < 0.12:
                    lit = ui.ACCENT.lerp(pygame.Color("#171c29"), rng.uniform(0.35, 0.75))
                    pygame.draw.rect(surface, lit, (wx, wy, 8, 12))
        x += w + rng.randint(4, 18)
    return surface


class TitleScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.background = skyline(ui.WINDOW_SIZE)
        self.toast = ui.Toast()
        self.games: list[str] = []

    def enter(self) -> None:
        self.games = [tr(d.title) for d in desks()]  # every game that has a table
        x, w = 800 - 150, 300
        labels = [N_("New game"), N_("Learn to play"), N_("Continue"), N_("Load"),
                  N_("Statistics"), N_("Settings"), N_("Quit")]
        self.buttons = {self.button((x, 372 + i * 62, w, 52), tr(label),
                                    object_id="#title_button"): label
                        for i, label in enumerate(labels)}
        self.continue_path = saves.newest_autosave()
        if self.continue_path is None:
            next(b for b, name in self.buttons.items() if name == "Continue").disable()
        if self.app.message:
            self.toast.show(self.app.message, seconds=8, colour=ui.BAD)
            self.app.message = ""

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.running = False
        if event.type != pygame_gui.UI_BUTTON_PRESSED or event.ui_element not in self.buttons:
            return
        choice = self.buttons[event.ui_element]
        if choice == "Quit":
            self.app.running = False
        elif choice == "New game":
            self.app.push_scene("new_game")
        elif choice == "Continue" and self.continue_path is not None:
            self.app.open_save(self.continue_path)
        elif choice == "Learn to play":
            self.app.push_scene("lessons")
        elif choice == "Load":
            self.app.push_scene("load")
        elif choice == "Statistics":
            self.app.push_scene("statistics")
        elif choice == "Settings":
            self.app.push_scene("settings")

    def update(self, dt: float) -> None:
        self.toast.update(dt)

    def frame_key(self) -> tuple:
        """Nothing moves on the title but its message (`Scene.frame_key`)."""
        toast = self.toast
        return (tuple(self.games), (toast.message, tuple(toast.colour)) if toast.left > 0
                else None)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        ui.text(surface, tr("Tabletop Cities"), (800, 190), 104, ui.TEXT, bold=True,
                anchor="center")
        pygame.draw.line(surface, ui.ACCENT, (710, 262), (890, 262), 3)
        games = ui.capped(26)  # a line as wide as the window at 100 %
        ui.text(surface, "   ·   ".join(self.games), (800, 305), games, ui.MUTED,
                anchor="center")
        below = (ui.scaled(games) - 26 + ui.scaled(18) - 18) // 2  # clear of the games
        ui.text(surface, tr("City-building board games, solo or pass-and-play at one screen."),
                (800, 342 + below), 18, ui.MUTED, anchor="center")

    def draw_over(self, surface: pygame.Surface) -> None:
        self.toast.draw(surface, (800, 860))
