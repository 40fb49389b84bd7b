"""New game: the game, the number of players, each seat (name, human or bot level), the game's
rule options and an optional seed."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu, UILabel, UITextEntryLine

from desktop import ui
from desktop.i18n import tr
from desktop.scenes.base import Scene
from rules.core import registry
from rules.core.contract import SEAT_KINDS, Seat, describe_options

DEFAULT_NAMES = ["Player", "Ada", "Bruno", "Clara", "Dario", "Elena", "Felix"]


class NewGameScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.games = registry.all_games()
        self.rules = self.games[0]
        self.players = 4
        self.background = ui.gradient(ui.WINDOW_SIZE)
        self.toast = ui.Toast()
        self.seat_widgets: list[tuple[UITextEntryLine, UIDropDownMenu]] = []
        self.option_widgets: dict[str, UIDropDownMenu] = {}

    def enter(self) -> None:
        m, c = self.manager, self.container()
        UILabel(pygame.Rect(80, 40, 600, 50), tr("New game"), m, c, object_id="#heading")
        UILabel(pygame.Rect(80, 110, 140, 36), tr("Game"), m, c)
        self.game_menu = UIDropDownMenu([g.title for g in self.games], self.rules.title,
                                        pygame.Rect(230, 110, 300, 36), m, c)
        UILabel(pygame.Rect(80, 160, 140, 36), tr("Players"), m, c)
        counts = [str(n) for n in range(self.rules.min_players, self.rules.max_players + 1)]
        self.count_menu = UIDropDownMenu(counts, str(self.players),
                                         pygame.Rect(230, 160, 120, 36), m, c)
        UILabel(pygame.Rect(80, 210, 140, 36), tr("Seed"), m, c)
        self.seed_entry = UITextEntryLine(pygame.Rect(230, 210, 200, 36), m, c,
                                          placeholder_text=tr("random"))
        self.start = self.button((1240, 800, 280, 60), tr("Start game"), object_id="#primary")
        self.back = self.button((80, 800, 200, 60), tr("Back"))
        self._build_seats()
        self._build_options()

    def _build_seats(self) -> None:
        old = [(name.get_text(), kind.selected_option) for name, kind in self.seat_widgets]
        for name, kind in self.seat_widgets:
            name.kill()
            kind.kill()
        self.seat_widgets = []
        m, c = self.manager, self.container()
        for i in range(self.players):
            y = 290 + i * 62
            default = (DEFAULT_NAMES[i], "human" if i == 0 else "normal")
            text, level = old[i] if i < len(old) else default
            if isinstance(level, tuple):
                level = level[0]
            name = UITextEntryLine(pygame.Rect(80, y, 260, 40), m, c)
            name.set_text(text)
            name.length_limit = 16
            kind = UIDropDownMenu(list(SEAT_KINDS), level, pygame.Rect(356, y, 180, 40), m, c)
            self.seat_widgets.append((name, kind))

    def _build_options(self) -> None:
        for widget in self.option_widgets.values():
            widget.kill()
        self.option_widgets = {}
        m, c = self.manager, self.container()
        for i, info in enumerate(describe_options(self.rules.options_class)):
            y = 110 + i * 150
            choices = [str(x) for x in (info.choices or ((False, True) if isinstance(
                info.default, bool) else (info.default,)))]
            UILabel(pygame.Rect(700, y, 400, 32), info.name.replace("_", " ").capitalize(), m,
                    c)
            menu = UIDropDownMenu(choices, str(info.default), pygame.Rect(1110, y, 220, 36), m,
                                  c)
            pygame_gui.elements.UITextBox(tr(info.description), pygame.Rect(700, y + 40, 820, 96),
                                          m, container=c)
            self.option_widgets[info.name] = menu

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is self.count_menu:
                self.players = int(event.text)
                self._build_seats()
            elif event.ui_element is self.game_menu:
                self.rules = next(g for g in self.games if g.title == event.text)
                self._build_options()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.app.pop()
            elif event.ui_element is self.start:
                self._start()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def seats(self) -> list[Seat]:
        seats = []
        for i, (name, kind) in enumerate(self.seat_widgets):
            level = kind.selected_option
            level = level[0] if isinstance(level, tuple) else level
            seats.append(Seat(name.get_text().strip() or DEFAULT_NAMES[i], level))
        return seats

    def _start(self) -> None:
        raw = {}
        for key, menu in self.option_widgets.items():
            value = menu.selected_option
            raw[key] = value[0] if isinstance(value, tuple) else value
        seed_text = self.seed_entry.get_text().strip()
        try:
            options = self.rules.make_options(raw)
            seed = int(seed_text) if seed_text else None
        except ValueError as err:
            self.toast.show(str(err) if seed_text == "" else tr("The seed is a whole number."),
                            colour=ui.BAD)
            return
        self.app.start_match(self.rules.game_id, self.seats(), options, seed)

    def update(self, dt: float) -> None:
        self.toast.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        ui.text(surface, tr("Seats"), (80, 258), 18, ui.MUTED, bold=True)
        ui.text(surface, tr("Rule options"), (700, 70), 18, ui.MUTED, bold=True)
        self.toast.draw(surface, (800, 760))
