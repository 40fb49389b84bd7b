"""Load: every save and autosave with its summary; load, replay, or delete after a
confirmation."""

from __future__ import annotations

import pygame
import pygame_gui

import saves
from desktop import ui
from desktop.i18n import say, tr
from desktop.scenes.base import Scene
from saves.errors import printable

ROW_H = 64
VISIBLE = 10


def summary(info: saves.SaveInfo) -> str:
    """The save's summary in the current language (a save from an older version: its
    English summary)."""
    parts = info.parts()
    if parts is None:
        return info.text
    title, progress, scores = parts
    return printable(" · ".join(p for p in (tr(title), say(progress), scores) if p))


def shown_name(info: saves.SaveInfo) -> str:
    """A save's name as the player knows it: an autosave's file name means nothing to them."""
    if not info.autosave:
        return info.name
    when = info.updated.replace("T", " ").rstrip("Z")[:16]
    return tr("the autosave of {when}", when=when)


def row_label(info: saves.SaveInfo) -> str:
    if info.error is not None:
        return tr("{name} — cannot be loaded: {reason}", name=info.name,
                  reason=printable(say(info.error)))
    when = info.updated.replace("T", " ").rstrip("Z")[:16]
    kind = tr("Autosave") if info.autosave else info.name
    return tr("{kind} · {when} — {summary}", kind=kind, when=when, summary=summary(info))


class LoadScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.background = ui.gradient(ui.WINDOW_SIZE)
        self.infos: list[saves.SaveInfo] = []
        self.rows: dict[pygame_gui.elements.UIButton, saves.SaveInfo] = {}
        self.deletes: dict[pygame_gui.elements.UIButton, saves.SaveInfo] = {}
        self.replays: dict[pygame_gui.elements.UIButton, saves.SaveInfo] = {}
        self.confirm: pygame_gui.windows.UIConfirmationDialog | None = None
        self.pending_delete: saves.SaveInfo | None = None
        self.toast = ui.Toast()

    def enter(self) -> None:
        self.back = self.button((80, 800, 200, 60), tr("Back"))
        self._build()

    def _build(self) -> None:
        for element in [*self.rows, *self.deletes, *self.replays]:
            element.kill()
        self.rows, self.deletes, self.replays = {}, {}, {}
        self.infos = saves.list_saves()[:VISIBLE]
        for i, info in enumerate(self.infos):
            y = 120 + i * ROW_H
            row = self.button((80, y, 1050, ROW_H - 8), row_label(info)[:120])
            replay = self.button((1140, y, 150, ROW_H - 8), tr("Replay"),
                                 tooltip=tr("Watch this game move by move"))
            if info.error is not None:
                row.disable()
                replay.disable()
            self.rows[row] = info
            self.replays[replay] = info
            self.deletes[self.button((1300, y, 160, ROW_H - 8), tr("Delete"))] = info

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.app.pop()
            elif event.ui_element in self.rows:
                self.app.open_save(self.rows[event.ui_element].path)
            elif event.ui_element in self.replays:
                self._replay(self.replays[event.ui_element])
            elif event.ui_element in self.deletes:
                self.pending_delete = self.deletes[event.ui_element]
                self.confirm = pygame_gui.windows.UIConfirmationDialog(
                    pygame.Rect(560, 330, 480, 220),
                    tr("Delete \"{name}\"? This cannot be undone.",
                       name=shown_name(self.pending_delete)),
                    self.manager, window_title=tr("Delete save"),
                    action_short_name=tr("Delete"))
                # pygame_gui's own "Cancel" would be English or Simplified Chinese
                self.confirm.cancel_button.set_text(tr("Cancel"))
        elif event.type == pygame_gui.UI_CONFIRMATION_DIALOG_CONFIRMED \
                and event.ui_element is self.confirm and self.pending_delete is not None:
            try:
                saves.delete(self.pending_delete.path)
                self.toast.show(tr("Deleted."), colour=ui.GOOD)
            except saves.SaveError as err:
                self.toast.show(printable(say(err.text)), colour=ui.BAD)
            except OSError as err:
                self.toast.show(tr("Could not delete: {reason}", reason=err.strerror or str(err)),
                                colour=ui.BAD)
            self.pending_delete = None
            self._build()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.confirm is not None and self.confirm.alive():
                self.confirm.kill()  # Escape cancels the question first
                self.pending_delete = None
            else:
                self.app.pop()

    def _replay(self, info: saves.SaveInfo) -> None:
        """The save seen again move by move; the file is only read."""
        try:
            loaded = saves.load(info.path)
        except saves.SaveError as err:
            self.toast.show(printable(say(err.text)), colour=ui.BAD)
            return
        self.app.push_scene("replay", loaded.match)

    def key_containers(self) -> list:
        """The keys go to the confirmation while it is open."""
        if self.confirm is not None and self.confirm.alive():
            return [self.confirm.get_container()]
        return super().key_containers()

    def drop_widgets(self) -> None:
        if self.confirm is not None:
            self.confirm.kill()
        super().drop_widgets()

    def update(self, dt: float) -> None:
        self.toast.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        ui.text(surface, tr("Load a game"), (80, 44), 36, ui.ACCENT, bold=True)
        if not self.infos:
            ui.text(surface, tr("No saved games yet."), (80, 130), 22, ui.MUTED)

    def draw_over(self, surface: pygame.Surface) -> None:
        self.toast.draw(surface, (800, 760))
