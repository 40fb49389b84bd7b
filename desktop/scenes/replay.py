"""Replay: a save or a finished game seen again move by move on the game's own table.

The match's moves are replayed through the rules (`rules.core.timeline.Timeline`); nothing is
written anywhere. The table is read-only: clicks only change what it shows (a zoom, a page
of cards), hover words stay. During a game in progress the table shows what one human seat
could see; once the game is over every seat may be chosen, or every hand open (the full
state, drawn with the hand of the seat deciding at that moment)."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu

from desktop import ui
from desktop.controller import move_flows
from desktop.games import make_table
from desktop.i18n import ptr, say, tr
from desktop.scenes.base import TableScene
from desktop.views.kit.motion import Motion, Takeoff
from rules.core.match import Match
from rules.core.message import Text
from rules.core.timeline import Timeline

LOG = pygame.Rect(1192, 64, 396, 436)
VIEWER_ROW = 510
MENU_ROW = 556
TRANSPORT = pygame.Rect(1192, 604, 396, 46)
BAR = pygame.Rect(1192, 666, 396, 16)  # where the replay is: a click jumps there
MOVE = pygame.Rect(1192, 700, 396, 188)  # the current move's words
SPEEDS = (0.5, 1.0, 2.0, 4.0)  # moves a second
ALL_OPEN = "open"  # the viewer menu's id for every hand open
TABLE_RIGHT = 1176  # the header stops over the table's edge


def speed_words(speed: float) -> str:
    return {0.5: tr("1 move every 2 s"), 1.0: tr("1 move a second"),
            2.0: tr("2 moves a second"), 4.0: tr("4 moves a second")}[speed]


def viewers(match: Match, over: bool) -> list[int | None]:
    """Whose eyes the replay may use: the human seats while the game goes on (every seat of
    a game of bots only: no player's secret to keep), every seat and all hands open (None)
    once it is over."""
    seats = list(range(len(match.seats)))
    if over:
        return [*seats, None]
    humans = [s for s in seats if match.seats[s].kind == "human"]
    return humans or seats


class ReplayScene(TableScene):
    arrow_keys = False  # they step through the moves; Tab moves the focus

    def __init__(self, app, match: Match, viewer: int | None = -1) -> None:
        """`viewer` -1: the first human seat (the one who loaded the game), else the first
        seat; None (every hand open) only for a finished game."""
        super().__init__(app)
        self.match = match
        self.timeline = Timeline(match)
        self.rules = match.rules
        self.table = make_table(match.game_id)
        self.background = ui.gradient(ui.WINDOW_SIZE)
        self.choices = viewers(match, self.timeline.over)
        humans = [s for s in self.choices if s is not None and match.seats[s].kind == "human"]
        if viewer == -1:
            viewer = humans[0] if humans else self.choices[0]
        self.viewer: int | None = None
        self.set_viewer(viewer)
        self.k = 0
        self.playing = False
        self.speed = 1.0
        self.clock = 0.0
        self.shown: tuple | None = None  # (k, viewer) the table was synced to
        self.view = None
        self.lines: list[str] = []
        self.fresh = 0  # log lines the current move added
        self.log_scroll = 0
        self.toast = ui.Toast()
        self.round_menu: UIDropDownMenu | None = None
        self.viewer_menu: UIDropDownMenu | None = None
        self.menu_round: int | None = None
        self.motion = Motion()  # the shown move's pieces flying, as in a game
        self.landing: Takeoff | None = None

    # ----- choices -----------------------------------------------------------------------
    def set_viewer(self, viewer: int | None) -> None:
        if viewer not in self.choices:
            raise ValueError(f"the replay cannot be seen by {viewer!r} now")
        self.viewer = viewer

    def go(self, k: int) -> None:
        """Show the state after move k (kept within the match)."""
        self.k = max(0, min(len(self.timeline), k))
        self.clock = 0.0
        if self.k == len(self.timeline):
            self.playing = False

    def step(self, by: int) -> None:
        self.playing = False
        self.go(self.k + by)

    def toggle_play(self) -> None:
        if not self.playing and self.k == len(self.timeline):
            self.go(0)  # from the end, Play starts again
        self.playing = not self.playing
        self.clock = 0.0
        self.play_button.set_text(self._play_words())

    def _play_words(self) -> str:
        return ptr("replay", "Pause") if self.playing else ptr("replay", "Play")

    def jump_to_round(self, r: int) -> None:
        self.playing = False
        self.go(self.timeline.start_of_round(r))

    # ----- widgets -----------------------------------------------------------------------
    def enter(self) -> None:
        self.rules_button = self.button((1192, 10, 190, 42), tr("Rules"))
        self.close_button = self.button((1398, 10, 190, 42), tr("Close replay"),
                                        tooltip=tr("Esc"))
        m, c = self.manager, self.container()
        self.viewer_menu = None
        self._viewer_menu()
        speeds = [(speed_words(s), str(s)) for s in SPEEDS]
        self.speed_menu = UIDropDownMenu(speeds, (speed_words(self.speed), str(self.speed)),
                                         pygame.Rect(1358, MENU_ROW, 230, 38), m, c)
        self.round_menu, self.menu_round = None, None
        self._round_menu()
        labels = [(ptr("replay", "Start"), tr("Home key")),
                  (ptr("replay", "Back"), tr("Left arrow")),
                  (self._play_words(), tr("Space")),
                  (ptr("replay", "Next"), tr("Right arrow")),
                  (ptr("replay", "End"), tr("End key"))]
        width = (TRANSPORT.w - 4 * 4) // 5
        self.transport = [self.button((TRANSPORT.x + i * (width + 4), TRANSPORT.y, width,
                                       TRANSPORT.h), label, tooltip=key)
                          for i, (label, key) in enumerate(labels)]
        self.start_button, self.back_button, self.play_button, self.forward_button, \
            self.end_button = self.transport

    def viewer_words(self, viewer: int | None) -> str:
        return tr("All hands open") if viewer is None else self.match.seats[viewer].name

    @staticmethod
    def viewer_id(viewer: int | None) -> str:
        return ALL_OPEN if viewer is None else str(viewer)

    def _viewer_menu(self) -> None:
        """The viewer menu names the viewer (built again when it was chosen otherwise)."""
        menu = self.viewer_menu
        if menu is not None:
            chosen = menu.selected_option
            if (chosen[1] if isinstance(chosen, tuple) else chosen) == \
                    self.viewer_id(self.viewer):
                return
            if menu.current_state is not menu.menu_states["closed"]:
                return
            menu.kill()
        options = [(self.viewer_words(v), self.viewer_id(v)) for v in self.choices]
        shown = next(o for o in options if o[1] == self.viewer_id(self.viewer))
        self.viewer_menu = UIDropDownMenu(options, shown, pygame.Rect(1300, VIEWER_ROW, 288, 38),
                                          self.manager, self.container())

    def _round_menu(self) -> None:
        """The round menu shows the current round (built again when it changes, closed)."""
        current = self.timeline.round_of(self.k)
        if self.menu_round == current:
            return
        if self.round_menu is not None:
            if self.round_menu.current_state is not self.round_menu.menu_states["closed"]:
                return  # the player is choosing: not under their cursor
            self.round_menu.kill()
        rounds = [(tr("Round {n}", n=r), str(r)) for r in self.timeline.round_numbers()]
        shown = next(o for o in rounds if o[1] == str(current))
        self.round_menu = UIDropDownMenu(rounds, shown, pygame.Rect(1192, MENU_ROW, 150, 38),
                                         self.manager, self.container())
        self.menu_round = current

    # ----- events ------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self._pressed(event.ui_element)
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            chosen = event.ui_element.selected_option
            value = chosen[1] if isinstance(chosen, tuple) else chosen
            if event.ui_element is self.viewer_menu:
                self.set_viewer(None if value == ALL_OPEN else int(value))
            elif event.ui_element is self.speed_menu:
                self.speed = float(value)
            elif event.ui_element is self.round_menu:
                self.jump_to_round(int(value))
        elif event.type == pygame.KEYDOWN:
            self._key(event.key)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.motion.finish()
            if self._menu_open():
                return  # the click chooses in an open menu, which may lie over the bar
            if BAR.inflate(0, 12).collidepoint(event.pos):
                self.playing = False
                share = (event.pos[0] - BAR.x) / BAR.w
                self.go(round(share * len(self.timeline)))
                return
            spot = self.table.hit(event.pos)  # only what changes the view: no actions here
            if spot is not None and spot.local is not None:
                message = spot.local()
                if message:
                    self.toast.show(message, colour=ui.MUTED)
        else:
            self.table_pointer(event, LOG)

    def _menu_open(self) -> bool:
        return any(menu is not None and menu.current_state is menu.menu_states["expanded"]
                   for menu in (self.viewer_menu, self.round_menu, self.speed_menu))

    def _pressed(self, element) -> None:
        if element is self.close_button:
            self.app.pop()
        elif element is self.rules_button:
            self.app.push_scene("rules", self.match, self._view())
        elif element is self.start_button:
            self.step(-len(self.timeline))
        elif element is self.back_button:
            self.step(-1)
        elif element is self.play_button:
            self.toggle_play()
        elif element is self.forward_button:
            self.step(1)
        elif element is self.end_button:
            self.step(len(self.timeline))

    def _key(self, key: int) -> None:
        if key == pygame.K_LEFT:
            self.step(-1)
        elif key == pygame.K_RIGHT:
            self.step(1)
        elif key == pygame.K_SPACE:
            self.toggle_play()
        elif key == pygame.K_HOME:
            self.step(-len(self.timeline))
        elif key == pygame.K_END:
            self.step(len(self.timeline))
        elif key == pygame.K_ESCAPE:
            self.app.pop()

    # ----- per frame ---------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.toast.update(dt)
        self.table.fade(dt)
        self.motion.update(dt)
        if self.playing:
            self.clock += dt
            if self.clock >= 1 / self.speed:
                self.go(self.k + 1)
                self.clock = 0.0
                if not self.playing:
                    self.play_button.set_text(self._play_words())
        self._sync()
        self._round_menu()
        self._viewer_menu()
        for button, usable in ((self.start_button, self.k > 0), (self.back_button, self.k > 0),
                               (self.forward_button, self.k < len(self.timeline)),
                               (self.end_button, self.k < len(self.timeline))):
            if button.is_enabled != usable:
                button.enable() if usable else button.disable()

    def _view(self):
        return self.timeline.view(self.k, self.viewer)

    def _sync(self) -> None:
        """The table, the log and the move's words, once per shown move and viewer."""
        self.table.mouse = self.app.mouse_pos()
        key = (self.k, self.viewer)
        if key == self.shown:
            return
        forward = self.shown is not None and self.shown[0] + 1 == self.k \
            and self.shown[1] == self.viewer
        self.shown = key
        self.view = self._view()
        self.table.sync(self.view, self.viewer, [])
        if forward:  # one step on: the table marks what is new, and its pieces fly
            self.table.announce(self.view, self.app.animation_seconds())
            self._take_off()
        else:
            self.motion.finish()
            self.landing = None
        self.lines = self._log(self.k)
        self.fresh = max(0, len(self.lines) - len(self._log(self.k - 1))) if self.k else 0
        self.move_line = self._move_line()
        self.log_scroll = 0

    def _take_off(self) -> None:
        """The shown move's flows, as its viewer sees them, from where the table drew them
        before it (as in a game: kit/motion.py)."""
        zones = getattr(self.rules, "zones", None)
        if zones is None or not self.app.animation_seconds():
            return
        k, timeline = self.k, self.timeline
        move = timeline.moves[k - 1]
        flows = move_flows(self.rules, timeline.state(k - 1), timeline.state(k), move.seat,
                           move.action)
        flows = zones.seen(flows, timeline.view(k - 1, self.viewer),
                           timeline.view(k, self.viewer))
        self.landing = Takeoff.of(flows, self.table, self.app.screen)

    def _secret(self, words: Text, seat: int | None) -> str:
        """A line only `seat` could read, shown with every hand open (None: everyone's)."""
        if seat is None:
            return say(words)
        return tr("{name}'s view: {words}", name=self.match.seats[seat].name, words=say(words))

    def _log(self, k: int) -> list[str]:
        """The log up to move k as the viewer read it; with every hand open, each seat's
        private lines too."""
        if self.viewer is not None:
            return [say(line) for line in self.timeline.log(k, self.viewer)]
        return [self._secret(words, seat) for words, seat in self.timeline.open_log(k)]

    def _move_line(self) -> str:
        if self.viewer is not None:
            return say(self.timeline.move_line(self.k, self.viewer))
        return self._secret(*self.timeline.open_move_line(self.k))

    # ----- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.view is None:
            self._sync()
        surface.blit(self.background, (0, 0))
        n = len(self.timeline)
        title = tr("{game} · replay", game=tr(self.rules.title))
        # the header's two lines keep their size, as the game's header does: the table
        # starts 64 px down
        header = ui.text(surface, title, (16, 8), ui.capped(24, 1), ui.ACCENT, bold=True)
        counter = tr("Move {k} of {n} · Round {r}", k=self.k, n=n,
                     r=self.timeline.round_of(self.k))
        x = ui.text(surface, counter, (header.right + 16, 13), ui.capped(18, 1), ui.TEXT,
                    bold=True).right
        for words, colour in self.table.notes(self.view):
            if x + 80 > TABLE_RIGHT:
                break
            x = ui.text(surface, words, (x + 16, 15), ui.capped(15, 1), colour, bold=True,
                        max_width=TABLE_RIGHT - x - 16).right
        if self.viewer is None:
            seen = tr("Every hand open: the table shows every player's cards")
        else:
            seen = tr("What {name} could see", name=self.match.seats[self.viewer].name)
        ui.text(surface, seen, (16, 38), ui.capped(16, 1), ui.MUTED, max_width=1160)
        seats = self.match.seats
        self.table.draw(surface, self.view, self.viewer, [], [s.name for s in seats],
                        [s.kind for s in seats])
        if self.landing is not None:
            seconds = self.app.animation_seconds()
            self.motion.start(self.landing.land(self.rules.zones.landing, self.table, surface,
                                                seconds, self.app.settings.reduced_motion),
                              seconds)
            self.landing = None
        self.motion.draw(surface)
        self._draw_log(surface)
        ui.text(surface, tr("Seen by"), (1192, VIEWER_ROW + 8), 18, ui.MUTED, bold=True,
                max_width=100)
        self._draw_bar(surface)
        self._draw_move(surface)

    def _draw_log(self, surface: pygame.Surface) -> None:
        """The log up to the shown move, the move's own lines highlighted; the wheel scrolls
        back."""
        ui.text(surface, tr("Game log"), (LOG.x, LOG.y + 4), ui.capped(18), ui.MUTED,
                bold=True)
        box = pygame.Rect(LOG.x, LOG.y + 32, LOG.w, LOG.h - 32)
        self.draw_log(surface, box, self.lines, self.fresh)

    def _draw_bar(self, surface: pygame.Surface) -> None:
        """How far the replay is, with a tick where each round begins."""
        n = max(1, len(self.timeline))
        pygame.draw.rect(surface, pygame.Color("#262d3f"), BAR, border_radius=8)
        done = BAR.copy()
        done.w = int(BAR.w * self.k / n)
        if done.w > 0:
            pygame.draw.rect(surface, ui.ACCENT, done, border_radius=8)
        for r in self.timeline.round_numbers()[1:]:
            x = BAR.x + int(BAR.w * self.timeline.start_of_round(r) / n)
            pygame.draw.line(surface, ui.PANEL_EDGE, (x, BAR.y - 3), (x, BAR.bottom + 2), 2)

    def _draw_move(self, surface: pygame.Surface) -> None:
        ui.panel(surface, MOVE, pygame.Color("#0f1219"), ui.ACCENT, radius=10)
        if self.k == 0:
            heading, words = tr("The deal"), tr("Before the first move.")
        else:
            mover = self.match.seats[self.timeline.moves[self.k - 1].seat].name
            heading, words = tr("Move {k}: {name}", k=self.k, name=mover), self.move_line
        ui.text(surface, heading, (MOVE.x + 12, MOVE.y + 10), 18, ui.ACCENT, bold=True,
                max_width=MOVE.w - 24)
        top, step = MOVE.y + 10 + ui.grown(32), ui.grown(22)  # the lines grow with the text
        rows = min(5, (MOVE.bottom - 30 - top) // step)
        for i, line in enumerate(ui.wrap(words, 16, MOVE.w - 24)[:rows]):
            ui.text(surface, line, (MOVE.x + 12, top + i * step), 16, ui.TEXT)
        if self.k == len(self.timeline):
            end = tr("Game over") if self.timeline.over else tr("The game goes on from here")
            ui.text(surface, end, (MOVE.x + 12, MOVE.bottom - 30), 16, ui.MUTED, bold=True,
                    max_width=MOVE.w - 24)

    def draw_over(self, surface: pygame.Surface) -> None:
        mouse = self.app.mouse_pos()
        spot = self.table.hover(mouse)
        if spot is not None and self.app.top() is self:
            ui.tooltip(surface, spot.title, spot.body, mouse)
        self.toast.draw(surface, (596, 600))
