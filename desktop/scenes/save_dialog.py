"""Overlays on the game table: naming a save, and the menu (settings, leaving the table,
copying the game's setup code)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

import saves
from desktop import clipboard, ui
from desktop.i18n import tr
from desktop.scenes.base import Scene

BOX = pygame.Rect(0, 0, 620, 250)
BOX.center = (800, 420)


def _shade(surface: pygame.Surface) -> None:
    shade = pygame.Surface(ui.WINDOW_SIZE, pygame.SRCALPHA)
    shade.fill((8, 10, 16, 200))
    surface.blit(shade, (0, 0))
    ui.panel(surface, BOX, pygame.Color("#10141d"), ui.ACCENT, width=2, radius=14)


class SaveDialog(Scene):
    """Name the save (a suggestion is filled in); Enter saves, Escape cancels. A name already
    used asks once more before the old save is replaced."""

    overlay = True

    def __init__(self, app, controller, suggestion: str,
                 done: Callable[[str, str | None], None]) -> None:
        super().__init__(app)
        self.controller = controller
        self.suggestion = suggestion
        self.done = done  # called with (name, error message or None) after a save
        self.warning = ""
        self.confirmed_name = ""

    def enter(self) -> None:
        self.entry = UITextEntryLine(pygame.Rect(BOX.x + 30, BOX.y + 80, BOX.w - 60, 44),
                                     self.manager, self.container())
        self.entry.set_text(self.suggestion)
        self.entry.length_limit = 60
        self.entry.focus()
        self.save_button = self.button((BOX.right - 190, BOX.bottom - 70, 160, 48), tr("Save"),
                                       object_id="#primary")
        self.cancel_button = self.button((BOX.x + 30, BOX.bottom - 70, 160, 48), tr("Cancel"))

    def name(self) -> str:
        return self.entry.get_text().strip()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.save_button:
                self.submit()
            elif event.ui_element is self.cancel_button:
                self.app.pop()
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.submit()
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED:
            self.warning = ""
            self.save_button.set_text(tr("Save"))
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def submit(self) -> None:
        name = self.name()
        if not name:
            self.warning = tr("Type a name for the save.")
            return
        if saves.store.slot_path(name).exists() and self.confirmed_name != name:
            self.confirmed_name = name
            self.warning = tr("A save with this name exists: Save again to replace it.")
            self.save_button.set_text(tr("Replace"))
            return
        try:
            self.controller.save_to_slot(name)
            error = None
        except OSError as err:
            error = err.strerror or str(err)
        self.app.pop()
        self.done(name, error)

    def draw(self, surface: pygame.Surface) -> None:
        _shade(surface)
        ui.text(surface, tr("Save the game as"), (BOX.centerx, BOX.y + 24), 24, ui.TEXT,
                bold=True, anchor="midtop")
        if self.warning:
            ui.text(surface, self.warning, (BOX.centerx, BOX.y + 136), 16, ui.HIGHLIGHT,
                    anchor="midtop")


class GameMenu(Scene):
    """The table's menu: Settings (over the game, which waits and comes back as it was),
    Leave the table (the game is autosaved and Continue resumes it), Back to the game (the
    default: Enter and Escape choose it too), or Copy setup (the game's setup code,
    `saves.setup_code`, to the clipboard and into a box to select)."""

    overlay = True

    def __init__(self, app, leave: Callable[[], None], code: str = "") -> None:
        super().__init__(app)
        self.leave = leave
        self.code = code
        self.copied: bool | None = None  # None: not asked yet

    def enter(self) -> None:
        self.copy_button = self.button((BOX.right - 170, BOX.y + 16, 150, 36), tr("Copy setup"),
                                       tooltip=tr("A short text another player pastes into "
                                                  "New game to play the same deal"))
        if not self.code:
            self.copy_button.hide()
        self.code_box: UITextEntryLine | None = None
        if self.copied is not None:
            self._show_code()
        y = BOX.bottom - 70
        self.leave_button = self.button((BOX.x + 30, y, 180, 48), tr("Leave the table"))
        self.settings_button = self.button((BOX.x + 226, y, 150, 48), tr("Settings"))
        self.stay_button = self.button((BOX.right - 228, y, 198, 48), tr("Back to the game"),
                                       object_id="#primary")

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.leave_button:
                self.app.pop()
                self.leave()
            elif event.ui_element is self.settings_button:
                self.app.pop()
                self.app.push_scene("settings")
            elif event.ui_element is self.stay_button:
                self.app.pop()
            elif event.ui_element is self.copy_button:
                self.copied = clipboard.copy(self.code)
                self._show_code()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN,
                                                            pygame.K_KP_ENTER):
            self.app.pop()

    def _show_code(self) -> None:
        if self.code_box is None:
            self.code_box = UITextEntryLine(pygame.Rect(BOX.x + 30, BOX.y + 124, BOX.w - 60, 36),
                                            self.manager, self.container())
        self.code_box.set_text(self.code)

    def draw(self, surface: pygame.Surface) -> None:
        _shade(surface)
        ui.text(surface, tr("Menu"), (BOX.centerx, BOX.y + 24), 24, ui.TEXT,
                bold=True, anchor="midtop")
        words = tr("The game is saved after every move: Continue on the title screen "
                   "resumes it.")
        if self.copied is not None:
            words = tr("Setup copied: paste it into New game to play the same deal.") \
                if self.copied else tr("Select the setup code below and copy it.")
        for i, line in enumerate(ui.wrap(words, 17, BOX.w - 60)):
            ui.text(surface, line, (BOX.centerx, BOX.y + 80 + i * 24), 17, ui.MUTED,
                    anchor="midtop")
