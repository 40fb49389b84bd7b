"""The game table: the view of the current player, action buttons, log, undo, save, rules."""

from __future__ import annotations

from datetime import datetime

import pygame
import pygame_gui

from desktop import ui
from desktop.controller import GameController
from desktop.i18n import tr
from desktop.scenes.base import Scene
from desktop.views.citadels_table import CitadelsTable
from rules.citadels.engine import income_amount
from rules.core.actions import Action

SIDE = pygame.Rect(1192, 64, 396, 560)
BUTTONS = pygame.Rect(1192, 632, 396, 256)

BUTTON_LABELS = {
    "gold": "Take 2 gold",
    "draw": "Draw cards",
    "magic": "Exchange cards with the deck",
    "exchange": "Exchange the marked cards",
    "cancel": "Cancel",
    "smithy": "Smithy: pay 2 gold, draw 3",
    "end": "End turn",
    "skip": "Destroy nothing",
}


class GameScene(Scene):
    def __init__(self, app, controller: GameController) -> None:
        super().__init__(app)
        self.controller = controller
        self.table = CitadelsTable()
        self.toast = ui.Toast()
        self.background = ui.gradient(ui.WINDOW_SIZE)
        self.action_buttons: dict[pygame_gui.elements.UIButton, Action | str] = {}
        self.shown_actions: tuple = ()
        self.log_scroll = 0  # lines scrolled up from the newest
        self.banner = ""
        self.banner_left = 0.0
        self.moves_seen = len(controller.match.moves)
        self.known_districts = self._districts()

    # ----- lifecycle ---------------------------------------------------------------------
    def enter(self) -> None:
        self.undo_button = self.button((1192, 10, 90, 42), tr("Undo"), tooltip=tr("Ctrl+Z"))
        self.save_button = self.button((1288, 10, 90, 42), tr("Save"))
        self.rules_button = self.button((1384, 10, 90, 42), tr("Rules"))
        self.menu_button = self.button((1480, 10, 108, 42), tr("Menu"))
        self._check_cover()

    def exit(self) -> None:
        self.controller.close()
        super().exit()

    # ----- events ------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        c = self.controller
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            element = event.ui_element
            if element is self.undo_button:
                self._undo()
            elif element is self.save_button:
                self._save()
            elif element is self.rules_button:
                from desktop.scenes.rules_reference import RulesScene

                self.app.push(RulesScene(self.app, c.match))
            elif element is self.menu_button:
                self._to_title()
            elif element in self.action_buttons:
                self._do(self.action_buttons[element])
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.banner_left > 0:
                self.banner_left = 0
            spot = self.table.hit(event.pos)
            if spot is not None and spot.action is not None:
                self._do(spot.action)
        elif event.type == pygame.MOUSEWHEEL and SIDE.collidepoint(self.app.mouse_pos()):
            self.log_scroll = max(0, self.log_scroll + event.y * 3)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self._undo()
            elif event.key in (pygame.K_SPACE, pygame.K_RETURN):
                self.banner_left = 0
                self.table.flash.clear()
            elif event.key == pygame.K_ESCAPE:
                self._to_title()

    def _do(self, what: Action | str) -> None:
        if what == "lab":
            self.table.hand_mode = "build" if self.table.hand_mode == "lab" else "lab"
            self.shown_actions = ()
            return
        reason = self.controller.try_action(what)
        if reason is not None:
            self.toast.show(reason, colour=ui.BAD)
        else:
            self.table.hand_mode = "build"

    def _undo(self) -> None:
        if self.controller.undo():
            self.toast.show(tr("Undone."))
        else:
            self.toast.show(tr("Nothing to undo: something new was revealed since."),
                            colour=ui.MUTED)

    def _save(self) -> None:
        name = f"{self.controller.rules.title} {datetime.now():%Y-%m-%d %H.%M.%S}"
        try:
            self.controller.save_to_slot(name)
            self.toast.show(tr("Saved as \"{name}\".", name=name), colour=ui.GOOD)
        except OSError as err:
            self.toast.show(tr("Could not save: {reason}", reason=err.strerror or str(err)),
                            colour=ui.BAD)

    def _to_title(self) -> None:
        from desktop.scenes.title import TitleScene

        self.app.replace(TitleScene(self.app))

    # ----- per frame ---------------------------------------------------------------------
    def update(self, dt: float) -> None:
        c = self.controller
        c.update(dt)
        self.toast.update(dt)
        self.banner_left = max(0.0, self.banner_left - dt)
        self.table.fade(dt)
        if len(c.match.moves) != self.moves_seen:
            self._announce()
        if c.over:
            from desktop.scenes.end import EndScene

            self.app.replace(EndScene(self.app, c.match))
            return
        self._check_cover()
        self._refresh_buttons()
        self.undo_button.enable() if c.can_undo() else self.undo_button.disable()

    def _districts(self) -> set[int]:
        return {card for city in self.controller.state.cities for card in city}

    def _announce(self) -> None:
        """A short banner for the newest log line and a glow that fades on newly built
        districts (length set by the animation speed; a click or Space skips the banner)."""
        self.moves_seen = len(self.controller.match.moves)
        log = self.controller.log()
        seconds = self.app.animation_seconds()
        built = self._districts()
        if log and seconds > 0:
            self.banner, self.banner_left = tr(log[-1]), seconds * 4
            for card in built - self.known_districts:
                self.table.flash[card] = seconds * 6
        self.known_districts = built

    def _check_cover(self) -> None:
        if self.controller.covered and self.app.top() is self:
            from desktop.scenes.pass_device import PassScene

            self.app.push(PassScene(self.app, self.controller))

    def _refresh_buttons(self) -> None:
        c = self.controller
        legal = c.legal()
        key = (tuple(legal), self.table.hand_mode)
        if key == self.shown_actions:
            return
        self.shown_actions = key
        for element in self.action_buttons:
            element.kill()
        self.action_buttons = {}
        entries: list[tuple[str, Action | str]] = []
        v = c.state
        for action in legal:
            if action.kind in BUTTON_LABELS:
                entries.append((tr(BUTTON_LABELS[action.kind]), action))
            elif action.kind == "income":
                amount = income_amount(v, c.viewer, v.calling)
                entries.append((tr("Take income (+{n} gold)", n=amount), action))
            elif action.kind == "graveyard":
                entries.append((tr("Graveyard: take it (1 gold)") if action.args[0]
                                else tr("Graveyard: let it go"), action))
        if any(a.kind == "lab" for a in legal):
            label = tr("Laboratory: click a card to discard") if self.table.hand_mode == "lab" \
                else tr("Laboratory: discard a card for 1 gold")
            entries.insert(0, (label, "lab"))
        for i, (label, action) in enumerate(entries):
            rect = (BUTTONS.x, BUTTONS.y + 40 + i * 46, BUTTONS.w, 40)
            primary = "#primary" if isinstance(action, Action) and action.kind in (
                "end", "gold") else None
            element = self.button(rect, label, object_id=primary)
            self.action_buttons[element] = action

    # ----- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        c = self.controller
        surface.blit(self.background, (0, 0))
        v = c.view()
        header = ui.text(surface, f"{c.rules.title} · {c.rules.progress(c.state)}", (16, 8), 24,
                         ui.ACCENT, bold=True)
        if v.facedown:
            ui.text(surface, tr("{n} character(s) face down", n=len(v.facedown)),
                    (header.right + 16, 15), 15, ui.MUTED)
        ui.text(surface, tr(c.prompt()), (16, 36), 18, ui.TEXT, max_width=1160)
        kinds = [seat.kind for seat in c.match.seats]
        self.table.draw(surface, v, c.viewer, c.legal(), list(v.names), kinds)
        self._draw_log(surface)
        self._draw_status(surface)
        if self.banner_left > 0:
            rect = pygame.Rect(0, 0, 760, 44)
            rect.midtop = (596, 580)
            ui.panel(surface, rect, pygame.Color("#0f1219"), ui.PANEL_EDGE, radius=12)
            ui.text(surface, self.banner, rect.center, 18, ui.TEXT, anchor="center",
                    max_width=740)
        self.toast.draw(surface, (596, 600))
        mouse = self.app.mouse_pos()
        spot = self.table.hit(mouse)
        if spot is not None and self.app.top() is self:
            ui.tooltip(surface, spot.title, spot.body, mouse)

    def _draw_log(self, surface: pygame.Surface) -> None:
        """The log, newest at the bottom; lines since the viewer's last move are highlighted.
        Mouse wheel scrolls back."""
        c = self.controller
        ui.text(surface, tr("Game log"), (SIDE.x, SIDE.y + 4), 18, ui.MUTED, bold=True)
        lines = [tr(line) for line in c.log()]  # rules sentences: English until templated
        fresh = c.new_since_last_turn() if c.viewer is not None else 0
        if fresh > 0:
            ui.text(surface, tr("{n} new since your last move", n=fresh),
                    (SIDE.right, SIDE.y + 6), 14, ui.HIGHLIGHT, anchor="topright")
        box = pygame.Rect(SIDE.x, SIDE.y + 32, SIDE.w, SIDE.h - 32)
        ui.panel(surface, box, pygame.Color("#1a2030"))
        rows: list[tuple[str, bool]] = []
        for index, line in enumerate(lines):
            new = index >= len(lines) - fresh
            rows += [(part, new) for part in ui.wrap(line, 15, box.w - 24)]
        visible = (box.h - 12) // 20
        self.log_scroll = min(self.log_scroll, max(0, len(rows) - visible))
        end = len(rows) - self.log_scroll
        for i, (line, new) in enumerate(rows[max(0, end - visible):end]):
            ui.text(surface, line, (box.x + 12, box.y + 6 + i * 20), 15,
                    ui.HIGHLIGHT if new else ui.TEXT)
        if self.log_scroll:
            ui.text(surface, tr("scrolled back: wheel down for the newest"),
                    (box.centerx, box.bottom - 4), 13, ui.MUTED, anchor="midbottom")

    def _draw_status(self, surface: pygame.Surface) -> None:
        c = self.controller
        seat = c.actor()
        if c.thinking and seat is not None:
            dots = "." * (1 + int(pygame.time.get_ticks() / 400) % 3)
            words = tr("{name} is thinking", name=c.match.seats[seat].name) + dots
            ui.text(surface, words, (BUTTONS.x, BUTTONS.y + 6), 18, ui.HIGHLIGHT, bold=True)
        elif c.my_turn():
            ui.text(surface, tr("Your move"), (BUTTONS.x, BUTTONS.y + 6), 18, ui.GOOD, bold=True)
        elif seat is not None:
            ui.text(surface, tr("Waiting for {name}", name=c.match.seats[seat].name),
                    (BUTTONS.x, BUTTONS.y + 6), 18, ui.MUTED)
        if c.save_error:
            ui.text(surface, c.save_error, (BUTTONS.x, BUTTONS.bottom - 20), 14, ui.BAD)
