"""The first launch: choose the language before the title (the system's is preselected); the
choice is saved in settings.json, so this screen is shown only once. Settings changes it
later."""

from __future__ import annotations

import dataclasses

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from desktop import i18n, ui
from desktop.i18n import tr
from desktop.scenes.base import Scene
from desktop.settings import save_settings


class LanguageScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.background = ui.gradient(ui.WINDOW_SIZE)
        self.buttons: dict[pygame_gui.elements.UIButton, str] = {}

    def enter(self) -> None:
        self.buttons = {}
        codes = i18n.available_languages()
        for i, code in enumerate(codes):
            primary = "#primary" if code == i18n.language() else None
            button = self.button((800 - 170, 380 + i * 76, 340, 60),
                                 i18n.LANGUAGE_NAMES.get(code, code),
                                 object_id=ObjectID(object_id=primary,
                                                    class_id=ui.LANGUAGE_NAMES))
            self.buttons[button] = code

    def choose(self, code: str) -> None:
        """Keep `code` in the settings, show everything in it and go on to the title."""
        self.app.settings = dataclasses.replace(self.app.settings, language=code)
        try:
            save_settings(self.app.settings)
        except OSError:  # a read-only disk: asked again next time, the game still starts
            pass
        self.app.pop()
        if code != i18n.language():
            self.app.apply_language(code)

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            self.choose(self.buttons[event.ui_element])
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_ESCAPE):
            self.choose(i18n.language())

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        ui.text(surface, tr("Tabletop Cities"), (800, 190), 80, ui.TEXT, bold=True,
                anchor="center")
        ui.text(surface, tr("Choose a language"), (800, 300), 30, ui.ACCENT, bold=True,
                anchor="center")
        ui.text(surface, tr("You can change it later in Settings."), (800, 340), 18, ui.MUTED,
                anchor="center")
