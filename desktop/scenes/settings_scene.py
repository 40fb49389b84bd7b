"""Settings: language, animation speed, reduced motion, bot speed, hints; fullscreen, text
size, colour-blind palette, sound and its volume; stored in the user data directory, in two
columns. A new language applies at once (`App.apply_language`), without a restart; a new
volume too (a sound says how loud), and a new text size or palette (the screen is built
again)."""

from __future__ import annotations

import dataclasses

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIDropDownMenu, UIHorizontalSlider, UILabel

from desktop import i18n, ui
from desktop.i18n import tr
from desktop.scenes.base import Scene
from desktop.settings import ANIMATION_SPEEDS, BOT_SPEEDS, TEXT_SIZES, save_settings
from rules.core.message import N_

CHOICES = {
    "animation_speed": ANIMATION_SPEEDS,
    "bot_speed": BOT_SPEEDS,
    "fullscreen": ("off", "on"),
    "hints": ("on", "off"),
    "sound": ("on", "off"),  # the setting `muted`, the other way round
    "text_size": tuple(str(size) for size in TEXT_SIZES),
    "colour_blind": ("off", "on"),
    "reduced_motion": ("off", "on"),
}
SWITCHES = ("fullscreen", "hints", "colour_blind", "reduced_motion")  # "on" is True
# The two columns of settings, each row's label; the volume's slider ends the second.
COLUMNS = ({"language": N_("Language"), "animation_speed": N_("Animation speed"),
            "reduced_motion": N_("Reduced motion"), "bot_speed": N_("Bot speed"),
            "hints": N_("Hints")},
           {"fullscreen": N_("Fullscreen (F11)"), "text_size": N_("Text size"),
            "colour_blind": N_("Colour-blind palette"), "sound": N_("Sound")})
COLUMN_X = (80, 820)  # a column's labels; its menus are 300 to the right
ROW = 70  # between the rows of settings
# How each value reads in its menu.
VALUE_NAMES = {"off": N_("off"), "on": N_("on"), "instant": N_("instant"), "fast": N_("fast"),
               "normal": N_("normal"), "slow": N_("slow")}
PER_CENT = N_("{n} %")  # a text size


def choices(key: str) -> list[tuple[str, str]]:
    """(shown text, value) of every choice of setting `key`; each language in its own name."""
    if key == "language":
        return [(i18n.LANGUAGE_NAMES.get(code, code), code)
                for code in i18n.available_languages()]
    if key == "text_size":
        return [(tr(PER_CENT, n=value), value) for value in CHOICES[key]]
    return [(tr(VALUE_NAMES[value]), value) for value in CHOICES[key]]


class SettingsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.background = ui.gradient(ui.WINDOW_SIZE)
        self.menus: dict[UIDropDownMenu, str] = {}
        self.volume: UIHorizontalSlider | None = None
        self.volume_shown: UILabel | None = None

    def enter(self) -> None:
        m, c = self.manager, self.container()
        self.menus = {}
        UILabel(pygame.Rect(80, 40, 600, 50), tr("Settings"), m, c, object_id="#heading")
        for x, column in zip(COLUMN_X, COLUMNS, strict=True):
            for i, key in enumerate(column):
                y = 140 + i * ROW
                UILabel(pygame.Rect(x, y, 290, 40), tr(column[key]), m, c)
                current = self.current(key)
                shown = next(choice for choice in choices(key) if choice[1] == current)
                names = ObjectID(class_id=ui.LANGUAGE_NAMES) if key == "language" else None
                menu = UIDropDownMenu(choices(key), shown, pygame.Rect(x + 300, y, 240, 40), m,
                                      c, object_id=names)
                self.menus[menu] = key
        x, y = COLUMN_X[1], 140 + len(COLUMNS[1]) * ROW
        UILabel(pygame.Rect(x, y, 290, 40), tr("Volume"), m, c)
        self.volume = UIHorizontalSlider(pygame.Rect(x + 300, y + 4, 240, 32),
                                         self.app.settings.volume, (0, 100), m, c,
                                         click_increment=5)
        self.volume_shown = UILabel(pygame.Rect(x + 550, y, 80, 40),
                                    str(self.app.settings.volume), m, c)
        self.back = self.button((80, 800, 200, 60), tr("Back"))

    def current(self, key: str) -> str:
        if key == "sound":
            return "off" if self.app.settings.muted else "on"
        value = getattr(self.app.settings, key)
        if isinstance(value, bool):
            return "on" if value else "off"
        value = str(value)
        return value if key == "language" or value in CHOICES[key] else CHOICES[key][0]

    def choose(self, key: str, value: str | int) -> None:
        """Keep the new value of setting `key` and apply it now."""
        new_value: str | int | bool = value == "on" if key in SWITCHES else value
        if key == "text_size":
            new_value = int(value)
        if key == "sound":
            key, new_value = "muted", value == "off"
        self.app.settings = dataclasses.replace(self.app.settings, **{key: new_value})
        save_settings(self.app.settings)
        if key in ("muted", "volume"):
            self.app.audio.play("coin")  # how loud it now is
        elif key == "fullscreen":
            self.app.apply_fullscreen()
        elif key == "language" and value != i18n.language():
            self.app.apply_language(value)  # builds this screen again, in the new language
        elif key == "text_size" and new_value != round(ui.text_scale() * 100):
            self.app.apply_text_size(int(new_value))  # builds this screen again, larger

    def update(self, dt: float) -> None:
        shown = next(menu for menu, key in self.menus.items() if key == "fullscreen")
        if shown.selected_option[1] != self.current("fullscreen"):  # F11 on this screen
            self.drop_widgets()
            self.enter()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element in self.menus:
            chosen = event.ui_element.selected_option
            value = chosen[1] if isinstance(chosen, tuple) else chosen
            self.choose(self.menus[event.ui_element], value)
        elif event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED \
                and event.ui_element is self.volume:
            volume = max(0, min(100, int(event.value)))
            if volume != self.app.settings.volume:
                self.volume_shown.set_text(str(volume))
                self.choose("volume", volume)
        elif (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back) or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
