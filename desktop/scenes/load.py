"""Load: every save and autosave with its summary; load, or delete after a confirmation."""

from __future__ import annotations

import pygame
import pygame_gui

import saves
from desktop import ui
from desktop.i18n import tr
from desktop.scenes.base import Scene

ROW_H = 64
VISIBLE = 10


class LoadScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.background = ui.gradient(ui.WINDOW_SIZE)
        self.infos: list[saves.SaveInfo] = []
        self.rows: dict[pygame_gui.elements.UIButton, saves.SaveInfo] = {}
        self.deletes: dict[pygame_gui.elements.UIButton, saves.SaveInfo] = {}
        self.confirm: pygame_gui.windows.UIConfirmationDialog | None = None
        self.pending_delete: saves.SaveInfo | None = None
        self.toast = ui.Toast()

    def enter(self) -> None:
        self.back = self.button((80, 800, 200, 60), tr("Back"))
        self._build()

    def _build(self) -> None:
        for element in list(self.rows) + list(self.deletes):
            element.kill()
        self.rows, self.deletes = {}, {}
        self.infos = saves.list_saves()[:VISIBLE]
        for i, info in enumerate(self.infos):
            y = 120 + i * ROW_H
            when = info.updated.replace("T", " ").rstrip("Z")[:16]
            kind = tr("Autosave") if info.autosave else info.name
            label = f"{kind} · {when} — {info.text}" if info.error is None else \
                f"{info.name} — {tr('cannot be loaded')}: {info.error}"
            row = self.button((80, y, 1200, ROW_H - 8), label[:120])
            if info.error is not None:
                row.disable()
            self.rows[row] = info
            self.deletes[self.button((1300, y, 160, ROW_H - 8), tr("Delete"))] = info

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.app.pop()
            elif event.ui_element in self.rows:
                self.app.open_save(self.rows[event.ui_element].path)
            elif event.ui_element in self.deletes:
                self.pending_delete = self.deletes[event.ui_element]
                self.confirm = pygame_gui.windows.UIConfirmationDialog(
                    pygame.Rect(560, 330, 480, 220),
                    tr("Delete \"{name}\"? This cannot be undone.",
                       name=self.pending_delete.name),
                    self.manager, window_title=tr("Delete save"),
                    action_short_name=tr("Delete"))
        elif event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED \
                and event.ui_element is self.confirm and self.pending_delete is not None:
            try:
                saves.delete(self.pending_delete.path)
                self.toast.show(tr("Deleted."), colour=ui.GOOD)
            except (saves.SaveError, OSError) as err:
                self.toast.show(str(err), colour=ui.BAD)
            self.pending_delete = None
            self._build()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def exit(self) -> None:
        if self.confirm is not None:
            self.confirm.kill()
        super().exit()

    def update(self, dt: float) -> None:
        self.toast.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        ui.text(surface, tr("Load a game"), (80, 44), 36, ui.ACCENT, bold=True)
        if not self.infos:
            ui.text(surface, tr("No saved games yet."), (80, 130), 22, ui.MUTED)
        self.toast.draw(surface, (800, 760))
