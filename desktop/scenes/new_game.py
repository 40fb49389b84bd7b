"""New game: the game, the number of players, each seat (name, human or bot level), the game's
rule options and an optional seed. It opens on the last game started, with that game's last
choices (`desktop.remembered`), and each game in the menu comes with its own.

The options are listed by their group (`OptionInfo.group`) in a scrolling area: one compact row
per option (its title and a drop-down, or a check box for a yes/no option; the description is the
tooltip). A game's registration (`desktop.games.Desk`) may add preset buttons to a group and
a live note under the options, and gives the default number of players.

"Paste setup" reads a setup code (`saves.setup_code`) from the field beside it, or from the
clipboard when the field is empty, and fills in the game, seats, options and seed, so Start
game deals the same game; a code that cannot be read changes nothing and says why."""

from __future__ import annotations

import dataclasses
import logging
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import (
    UIButton,
    UICheckBox,
    UIDropDownMenu,
    UILabel,
    UIScrollingContainer,
    UITextEntryLine,
)

from desktop import clipboard, remembered, ui
from desktop.coach import reached
from desktop.games import Desk, desks
from desktop.i18n import say, tr
from desktop.scenes.base import Scene
from desktop.settings import load_settings, save_settings
from rules.core.contract import (
    SEAT_KIND_NAMES,
    SEAT_KINDS,
    OptionInfo,
    Seat,
    describe_options,
)
from rules.core.lessons import tutorials_of
from rules.core.message import N_
from rules.core.names import clean_name
from saves import setup_code

LOG = logging.getLogger("desktop.new_game")
DEFAULT_NAMES = [N_("Player"), N_("Ada"), N_("Bruno"), N_("Clara"), N_("Dario"), N_("Elena"),
                 N_("Felix")]
OPTIONS_AREA = pygame.Rect(600, 100, 960, 672)
PLAYERS = "players"  # the note also reads the chosen number of players
INNER_W = OPTIONS_AREA.w - 24  # room for the scroll bar
ROW = 42
HEADING = 44

def shown(info: OptionInfo, value: Any) -> str:
    """An option value as a player reads it: "tax_collector" -> "Tax collector", or the
    option's own words for it (the catalogue holds every one: tools/i18n.py extracts them)."""
    return tr(info.word(value))


def seat_kind(kind: str) -> tuple[str, str]:
    """A seat kind in the menu: its name in the current language, and its id."""
    return tr(SEAT_KIND_NAMES[kind]), kind


def escaped(words: str) -> str:
    return words.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def grouped(infos: list[OptionInfo]) -> dict[str, list[OptionInfo]]:
    groups: dict[str, list[OptionInfo]] = {}
    for info in infos:
        groups.setdefault(info.group, []).append(info)
    return groups


class NewGameScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.desks = desks()
        last = app.settings.last_game
        self.desk = next((d for d in self.desks if d.game_id == last), self.desks[0])
        self.games = [d.rules for d in self.desks]
        self.rules = self.desk.rules
        self.memory = self._recall(self.desk)
        self.players = self.memory.players
        self.background = ui.gradient(ui.WINDOW_SIZE)
        self.toast = ui.Toast()
        self.seat_widgets: list[tuple[UITextEntryLine, UIDropDownMenu]] = []
        self.option_widgets: dict[str, UIDropDownMenu | UICheckBox] = {}
        self.option_infos: dict[str, OptionInfo] = {}
        self.option_rects: dict[str, pygame.Rect] = {}
        self.preset_buttons: dict[UIButton, dict[str, Any]] = {}
        self.scroll: UIScrollingContainer | None = None
        self.suggested: dict[str, bool] = {}  # game id -> its lessons are suggested

    def enter(self) -> None:
        m, c = self.manager, self.container()
        UILabel(pygame.Rect(80, 40, 600, 50), tr("New game"), m, c, object_id="#heading")
        UILabel(pygame.Rect(80, 110, 140, 36), tr("Game"), m, c)
        self.game_menu = None
        self._build_game_menu()
        UILabel(pygame.Rect(80, 160, 140, 36), tr("Players"), m, c)
        self.count_menu = None
        self._build_counts()
        UILabel(pygame.Rect(80, 210, 140, 36), tr("Seed"), m, c)
        self.seed_entry = UITextEntryLine(pygame.Rect(230, 210, 200, 36), m, c,
                                          placeholder_text=tr("random"))
        self.start = self.button((1280, 800, 280, 60), tr("Start game"), object_id="#primary")
        self.back = self.button((80, 800, 200, 60), tr("Back"))
        self.learn = self.button((300, 800, 240, 60), tr("Learn to play"),
                                 tooltip=tr("A guided game on the real table, in short lessons"))
        self.code_entry = UITextEntryLine(pygame.Rect(80, 722, 330, 40), m, c,
                                          placeholder_text=tr("A setup code"))
        self.paste = self.button((420, 722, 170, 40), tr("Paste setup"),
                                 tooltip=tr("Fill in a game from a setup code (copied on the "
                                            "end screen): the same players, options and deal"))
        self._build_seats()
        self._build_options()

    def _build_game_menu(self) -> None:
        if self.game_menu is not None:
            self.game_menu.kill()
        self.game_menu = UIDropDownMenu([(tr(g.title), g.game_id) for g in self.games],
                                        (tr(self.rules.title), self.rules.game_id),
                                        pygame.Rect(230, 110, 300, 36), self.manager,
                                        self.container())

    def _recall(self, desk: Desk) -> remembered.Choices:
        """The last choices made for `desk`'s game, as far as they still fit it."""
        entry = self.app.settings.new_games.get(desk.game_id)
        return remembered.recall(entry, desk.rules, desk.players)

    def _build_counts(self) -> None:
        """The player-count menu offers the chosen game's counts (a count outside them
        moves to the nearest one)."""
        if self.count_menu is not None:
            self.count_menu.kill()
        low, high = self.rules.min_players, self.rules.max_players
        self.players = min(high, max(low, self.players))
        counts = [str(n) for n in range(low, high + 1)]
        self.count_menu = UIDropDownMenu(counts, str(self.players),
                                         pygame.Rect(230, 160, 120, 36), self.manager,
                                         self.container())

    def _build_seats(self, first: list[tuple[str, str]] | None = None) -> None:
        """One row per seat: what the rows showed (or `first`), then the remembered seats,
        then the defaults."""
        old = first if first is not None else \
            [(name.get_text(), kind.selected_option) for name, kind in self.seat_widgets]
        for name, kind in self.seat_widgets:
            name.kill()
            kind.kill()
        self.seat_widgets = []
        m, c = self.manager, self.container()
        for i in range(self.players):
            y = 290 + i * 62
            default = (tr(DEFAULT_NAMES[i]), "human" if i == 0 else "normal")
            seats = old if i < len(old) else self.memory.seats
            text, level = seats[i] if i < len(seats) else default
            text = text or default[0]  # remembered as the default name of its place
            if isinstance(level, tuple):
                level = level[1]
            name = UITextEntryLine(pygame.Rect(80, y, 260, 40), m, c)
            name.set_text(text)
            name.length_limit = 16
            kind = UIDropDownMenu([seat_kind(k) for k in SEAT_KINDS], seat_kind(level),
                                  pygame.Rect(356, y, 180, 40), m, c)
            self.seat_widgets.append((name, kind))

    # ----- options -----------------------------------------------------------------------
    def _build_options(self) -> None:
        if self.scroll is not None:
            self.scroll.kill()
        self.option_widgets, self.option_infos, self.option_rects = {}, {}, {}
        self.preset_buttons = {}
        m = self.manager
        self.scroll = UIScrollingContainer(OPTIONS_AREA.copy(), m, container=self.container(),
                                           allow_scroll_x=False)
        presets = self.desk.presets()
        y = 0
        for group, infos in grouped(self._listed_options()).items():
            UILabel(pygame.Rect(0, y, 420, 34), tr(group), m, self.scroll,
                    object_id=ObjectID(class_id="@group_heading"))
            x = INNER_W
            for label, tip, values in reversed(presets.get(group, [])):
                width = max(96, ui.font(14, True).size(tr(label))[0] + 28)
                x -= width + 8
                button = UIButton(pygame.Rect(x, y + 2, width, 30), tr(label), m, self.scroll,
                                  tool_tip_text=escaped(tr(tip)),
                                  object_id=ObjectID(class_id="@preset"))
                self.preset_buttons[button] = values
            if presets.get(group):
                UILabel(pygame.Rect(x - 90, y + 2, 84, 30), tr("Presets:"), m, self.scroll,
                        object_id=ObjectID(class_id="@option"))
            y += HEADING
            flags = all(isinstance(info.default, bool) for info in infos)
            columns = 3 if flags else 2
            width = INNER_W // columns
            for i, info in enumerate(infos):
                row, col = divmod(i, columns)
                rect = pygame.Rect(col * width, y + row * ROW, width - 12, ROW - 6)
                self._option_row(info, rect)
            y += ((len(infos) + columns - 1) // columns) * ROW + 14
        # room below the last row, so its drop-down can open inside the scrolling area
        self.scroll.set_scrollable_area_dimensions((INNER_W, y + 110))

    def _listed_options(self) -> list[OptionInfo]:
        """The game's options that matter at this player count (solo-only ones alone)."""
        return [info for info in describe_options(self.rules.options_class)
                if self.players == 1 or not info.solo_only]

    def _option_row(self, info: OptionInfo, rect: pygame.Rect) -> None:
        m = self.manager
        tip = escaped(tr(info.description))
        self.option_infos[info.name] = info
        value = self.memory.options.get(info.name, info.default)
        if isinstance(info.default, bool):
            box = UICheckBox(pygame.Rect(rect.x, rect.y + 6, 24, 24), tr(info.title), m,
                             self.scroll, initial_state=value, tool_tip_text=tip,
                             object_id=ObjectID(class_id="@option"))
            self.option_widgets[info.name] = box
            return
        label = UILabel(pygame.Rect(rect.x, rect.y, rect.w // 2 - 4, rect.h), tr(info.title), m,
                        self.scroll, object_id=ObjectID(class_id="@option"))
        label.set_tooltip(tip, wrap_width=420)
        menu_rect = pygame.Rect(rect.x + rect.w // 2, rect.y, rect.w - rect.w // 2, rect.h)
        self.option_rects[info.name] = menu_rect
        self._menu(info, value, menu_rect)

    def _menu(self, info: OptionInfo, value: Any, rect: pygame.Rect) -> None:
        choices = info.choices or (info.default,)
        menu = UIDropDownMenu([(shown(info, x), str(x)) for x in choices],
                              (shown(info, value), str(value)),
                              rect, self.manager, self.scroll,
                              object_id=ObjectID(class_id="@option"))
        self.option_widgets[info.name] = menu

    def values(self) -> dict[str, Any]:
        """The chosen value of every option (an option not listed keeps its remembered one)."""
        found: dict[str, Any] = dict(self.memory.options)  # checked by remembered.recall
        for name, widget in self.option_widgets.items():
            info = self.option_infos[name]
            if isinstance(widget, UICheckBox):
                found[name] = bool(widget.is_checked)
                continue
            chosen = widget.selected_option
            chosen = chosen[1] if isinstance(chosen, tuple) else chosen
            found[name] = next((x for x in (info.choices or (info.default,))
                                if str(x) == chosen), chosen)
        return found

    def set_value(self, name: str, value: Any) -> None:
        widget = self.option_widgets[name]
        if isinstance(widget, UICheckBox):
            widget.set_state(bool(value))
            return
        if self.values()[name] == value:
            return
        widget.kill()  # a drop-down cannot change its choice from code: build a new one
        self._menu(self.option_infos[name], value, self.option_rects[name])

    def apply_preset(self, values: dict[str, Any]) -> None:
        for name, value in values.items():
            if name in self.option_widgets:
                self.set_value(name, value)

    def note(self) -> tuple[str, pygame.Color] | None:
        return self.desk.note({**self.values(), PLAYERS: self.players})

    # ----- events ------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is self.count_menu:
                was_solo, self.players = self.players == 1, int(event.text)
                self._build_seats()
                if was_solo != (self.players == 1):  # a solo-only option comes or goes
                    self.memory.options.update(self.values())
                    self._build_options()
            elif event.ui_element is self.game_menu:
                self.desk = self._chosen_desk(event)
                self.rules = self.desk.rules
                self.memory = self._recall(self.desk)
                self.players = self.memory.players  # the game's last or default count
                self._build_counts()
                self._build_seats(self.memory.seats or None)
                self._build_options()
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back:
                self.app.pop()
            elif event.ui_element is self.start:
                self._start()
            elif event.ui_element is self.learn and self._lessons():
                tutorial = self._lessons()[0]
                self.app.start_lesson(tutorial.ident, max(0, reached(tutorial.ident)[0] - 1))
            elif event.ui_element in self.preset_buttons:
                self.apply_preset(self.preset_buttons[event.ui_element])
            elif event.ui_element is self.paste:
                self.paste_setup(self.code_entry.get_text().strip() or clipboard.paste())
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def _chosen_desk(self, event: pygame.event.Event):
        """The game chosen in the game menu: by its id, or by its title as shown."""
        chosen = getattr(event, "selected_option_id", None)
        for d in self.desks:
            if chosen == d.game_id or event.text in (tr(d.title), d.title):
                return d
        return self.desk

    def paste_setup(self, text: str) -> bool:
        """Fill everything in from a setup code; a bad code changes nothing and says why."""
        if not text.strip():
            self.toast.show(tr("Paste a setup code into the field first."), colour=ui.BAD)
            return False
        try:
            setup = setup_code.decode(text)
        except setup_code.SetupCodeError as err:
            self.toast.show(say(err.text), seconds=6, colour=ui.BAD)
            return False
        desk = next((d for d in self.desks if d.game_id == setup.game_id), None)
        if desk is None:
            self.toast.show(tr("{game} has no table on screen yet (its rules run in the "
                               "arena).", game=tr(setup_code.title(setup))), colour=ui.BAD)
            return False
        self.desk, self.rules = desk, desk.rules
        seats = [(seat.name, seat.kind) for seat in setup.seats]
        self.memory = remembered.Choices(len(seats), seats, dataclasses.asdict(setup.options))
        self.players = len(seats)
        self._build_game_menu()
        self._build_counts()
        self._build_seats(seats)
        self._build_options()
        self.seed_entry.set_text(str(setup.seed))
        self.code_entry.set_text("")
        self.toast.show(tr("Setup filled in: Start game deals the same game."), seconds=5,
                        colour=ui.GOOD)
        return True

    def seats(self) -> list[Seat]:
        seats = []
        for i, (name, kind) in enumerate(self.seat_widgets):
            level = kind.selected_option
            level = level[1] if isinstance(level, tuple) else level
            seats.append(Seat(clean_name(name.get_text(), tr(DEFAULT_NAMES[i])), level))
        return seats

    def _start(self) -> None:
        seed_text = self.seed_entry.get_text().strip()
        try:
            options = self.rules.make_options(self.values())
            seed = int(seed_text) if seed_text else None
        except ValueError as err:
            self.toast.show(str(err) if seed_text == "" else tr("The seed is a whole number."),
                            colour=ui.BAD)
            return
        seats = self.seats()
        self._remember(seats)
        self.app.start_match(self.rules.game_id, seats, options, seed)

    def _remember(self, seats: list[Seat]) -> None:
        """Keep these choices for the next new game (a default name is kept as "", so it
        follows the language); a disk that refuses only loses the memory."""
        game_id = self.rules.game_id
        named = [("" if seat.name == tr(DEFAULT_NAMES[i]) else seat.name, seat.kind)
                 for i, seat in enumerate(seats)]
        choices = remembered.Choices(self.players, named, self.values()).to_json()
        new_games = {**self.app.settings.new_games, game_id: choices}
        self.app.settings = dataclasses.replace(self.app.settings, last_game=game_id,
                                                new_games=new_games)
        try:  # only these: a --lang run's language stays unsaved
            save_settings(dataclasses.replace(load_settings(), last_game=game_id,
                                              new_games=new_games))
        except OSError as err:
            LOG.warning("could not remember the new game's choices: %s", err)

    def update(self, dt: float) -> None:
        self.toast.update(dt)
        self.learn.show() if self._lessons() else self.learn.hide()

    def _lessons(self) -> tuple:
        """The chosen game's tutorials (rules/<game>/lessons.py), if it has any."""
        return tutorials_of(self.rules.game_id)

    def _new_to_it(self) -> bool:
        """The chosen game has lessons and none of them was begun: they are suggested (read
        once per game while the screen is open)."""
        game_id = self.rules.game_id
        if game_id not in self.suggested:
            self.suggested[game_id] = any(reached(t.ident)[0] == 0 for t in self._lessons()[:1])
        return self.suggested[game_id]

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        # the headings on their 100 % line's foot: larger, they rise clear of what is under
        ui.text(surface, tr("Seats"), (80, ui.foot(258, 18, True)), 18, ui.MUTED, bold=True,
                anchor="bottomleft")
        ui.text(surface, tr("Rule options"), (OPTIONS_AREA.x, ui.foot(62, 18, True)), 18,
                ui.MUTED, bold=True, anchor="bottomleft")
        ui.text(surface, tr("Hover an option for its description."),
                (OPTIONS_AREA.right, ui.foot(64, 15)), 15, ui.MUTED, anchor="bottomright")
        ui.panel(surface, OPTIONS_AREA.inflate(16, 12), pygame.Color("#171c29"))
        note = self.note()
        lines = ui.wrap(note[0], 17, 640, bold=True)[:4] if note is not None else []
        for i, line in enumerate(lines):  # wrapped: a rule that changes the game is read whole
            ui.text(surface, line, (OPTIONS_AREA.x, OPTIONS_AREA.bottom + 14 + 22 * i), 17,
                    note[1], bold=True, max_width=640)

        if self._new_to_it():
            ui.text(surface, tr("New to {game}? Learn to play first: a guided game that "
                                "explains why.", game=tr(self.rules.title)),
                    (560, self.suggestion_y(len(lines))), 16, ui.HIGHLIGHT, max_width=700)

    @staticmethod
    def suggestion_y(note_lines: int) -> int:
        """Where the line suggesting the lessons stands: under the note's lines (a long
        note, the 3-player rule in Chinese, would run over it at its usual place)."""
        return max(830, OPTIONS_AREA.bottom + 14 + 22 * note_lines)

    def draw_over(self, surface: pygame.Surface) -> None:
        self.toast.draw(surface, (800, 760))
