"""Settings: animation speed, bot speed, fullscreen; stored in the user data directory."""

from __future__ import annotations

import dataclasses

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu, UILabel

from desktop import ui
from desktop.i18n import tr
from desktop.scenes.base import Scene
from desktop.settings import save_settings

CHOICES = {
    "animation_speed": ("off", "fast", "normal", "slow"),
    "bot_speed": ("instant", "fast", "normal", "slow"),
    "fullscreen": ("off", "on"),
}
LABELS = {"animation_speed": "Animation speed", "bot_speed": "Bot speed",
          "fullscreen": "Fullscreen"}


class SettingsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.background = ui.gradient(ui.WINDOW_SIZE)
        self.menus: dict[UIDropDownMenu, str] = {}

    def enter(self) -> None:
        m, c = self.manager, self.container()
        UILabel(pygame.Rect(80, 40, 600, 50), tr("Settings"), m, c, object_id="#heading")
        current = self.app.settings
        for i, (key, choices) in enumerate(CHOICES.items()):
            y = 140 + i * 70
            UILabel(pygame.Rect(80, y, 280, 40), tr(LABELS[key]), m, c)
            value = getattr(current, key)
            if isinstance(value, bool):
                value = "on" if value else "off"
            menu = UIDropDownMenu([tr(x) for x in choices], tr(value),
                                  pygame.Rect(380, y, 240, 40), m, c)
            self.menus[menu] = key
        self.back = self.button((80, 800, 200, 60), tr("Back"))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in self.menus:
            key = self.menus[event.ui_element]
            choices = CHOICES[key]
            value = choices[[tr(x) for x in choices].index(event.text)]
            new_value: str | bool = value == "on" if key == "fullscreen" else value
            self.app.settings = dataclasses.replace(self.app.settings, **{key: new_value})
            save_settings(self.app.settings)
            if key == "fullscreen":
                self.app.apply_fullscreen()
        elif (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back) or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
