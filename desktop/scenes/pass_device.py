"""Pass-and-play: a full-screen cover that hides the table until the next player clicks."""

from __future__ import annotations

import pygame
import pygame_gui

from desktop import ui
from desktop.i18n import tr
from desktop.scenes.base import Scene


class PassScene(Scene):
    def __init__(self, app, controller) -> None:
        super().__init__(app)
        self.controller = controller
        self.background = ui.gradient(ui.WINDOW_SIZE, pygame.Color("#0d1018"),
                                      pygame.Color("#1a2030"))

    def enter(self) -> None:
        self.go = self.button((650, 520, 300, 64), tr("I am ready"), object_id="#title_button")

    def handle_event(self, event: pygame.event.Event) -> None:
        if (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.go) or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE)):
            self.controller.uncover()
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        seat = self.controller.viewer
        name = self.controller.match.seats[seat].name if seat is not None else ""
        ui.text(surface, tr("Pass to {name}", name=name), (800, 330), 64, ui.ACCENT, bold=True,
                anchor="center")
        ui.text(surface, tr("Everyone else, please look away. {name}, click when ready.",
                            name=name), (800, 420), 24, ui.MUTED, anchor="center")
