"""The game table: the view of the current player, action buttons, log, undo, save, rules.
Everything that depends on the game is asked of its table view (`desktop.views.table`)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

import pygame
import pygame_gui

from desktop import i18n, ui
from desktop.coach import SHORTEST, SHOWN, Coach, draw_panel, panel_rect
from desktop.controller import GameController
from desktop.games import make_table
from desktop.hint_panel import PANEL as HINT_PANEL
from desktop.hint_panel import draw_hint
from desktop.i18n import say, tr
from desktop.scenes.base import TableScene
from desktop.settings import bot_delay_seconds
from desktop.views.kit import focus
from desktop.views.kit.double_click import DoubleClickGuard
from desktop.views.kit.motion import Motion, Takeoff
from desktop.views.kit.places import HELD
from desktop.views.kit.stop import LENGTHS, Stop
from desktop.views.table import Countdown
from rules.core.actions import Action
from rules.core.moves import Place
from saves import setup_code

SIDE = pygame.Rect(1192, 64, 396, 500)  # the game log
BANNER = pygame.Rect(1192, 570, 396, 54)  # the newest move, under the log: never over cards
BUTTONS = pygame.Rect(1192, 632, 396, 256)
TOAST = (596, 600)  # the centre of a refusal's message, over the table

def button_rects(count: int) -> list[pygame.Rect]:
    """One column of wide buttons, or two columns of compact ones when there are many."""
    top = BUTTONS.y + 40
    if count <= 4:
        return [pygame.Rect(BUTTONS.x, top + i * 46, BUTTONS.w, 40) for i in range(count)]
    rows = (count + 1) // 2
    step = min(44, (BUTTONS.bottom - top) // rows)
    width = (BUTTONS.w - 8) // 2
    return [pygame.Rect(BUTTONS.x + (i % 2) * (width + 8), top + (i // 2) * step, width,
                        step - 6) for i in range(count)]


SLOT_ROWS = 5  # the fixed grid of buttons that keep their places (ButtonEntry.slot)


def slot_rects(slots: list[tuple[int, int, int]]) -> list[pygame.Rect]:
    """The rects of fixed places (row, column, columns wide) in a grid of two columns."""
    top = BUTTONS.y + 40
    step = (BUTTONS.bottom - top) // SLOT_ROWS
    width = (BUTTONS.w - 8) // 2
    return [pygame.Rect(BUTTONS.x + column * (width + 8), top + row * step,
                        width * wide + 8 * (wide - 1), step - 6)
            for row, column, wide in slots]


class Same:
    """An object in a frame key, equal only to itself (a state is compared by identity, and
    kept alive so that no other object takes its id)."""

    __slots__ = ("thing",)

    def __init__(self, thing: object) -> None:
        self.thing = thing

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Same) and other.thing is self.thing

    def __hash__(self) -> int:
        return id(self.thing)


def _plays(what: object, action: Action) -> bool:
    """Whether a side button (an action, actions played in order, or a view mode) plays
    `action`, alone or as one step of its actions."""
    return what == action or (isinstance(what, tuple) and action in what)


def _mark_suggestion(surface: pygame.Surface, rect: pygame.Rect, words: str | None = None,
                     colour: pygame.Color = ui.GOOD) -> None:
    """The hint's move (or the coach's) where it is clicked: a frame outside the lit outline,
    with a "Hint" tag on one of its edges: the top right, unless it would cover more of
    what is drawn there (a name over a card) than another corner's."""
    label = ui.font(ui.capped(13), bold=True).render(words or tr("Hint"), True, ui.BG)
    frame = rect.inflate(10, 10)
    tag = _least_covering(surface, frame, label.get_rect().inflate(12, 4).size)
    pygame.draw.rect(surface, colour, frame, 3, 10)
    pygame.draw.rect(surface, colour, tag, border_radius=6)
    surface.blit(label, label.get_rect(center=tag.center))


def _least_covering(surface: pygame.Surface, frame: pygame.Rect, size: tuple[int, int]
                    ) -> pygame.Rect:
    """A tag's place on the frame's top or bottom edge, right or left, where it covers the
    least text; the top right among equals."""
    spots = []
    for y in (frame.y, frame.bottom):
        for x in (frame.right - size[0] // 2 - 8, frame.x + size[0] // 2 + 8):
            spot = pygame.Rect((0, 0), size)
            spot.center = (x, y)
            spots.append(spot)
    return min(spots, key=lambda spot: _text_under(surface, spot))


def _text_under(surface: pygame.Surface, spot: pygame.Rect) -> int:
    """How much text `spot` covers: the changes of colour from one pixel to the next along
    its rows (letters have many; a border or an edge running along a row none); off the
    surface counts as the most."""
    area = spot.clip(surface.get_rect())
    if area.size != spot.size:
        return spot.w * spot.h
    here = surface.subsurface(area.x, area.y, area.w - 1, area.h)
    right = surface.subsurface(area.x + 1, area.y, area.w - 1, area.h)
    changes = 0
    for first, second in ((here, right), (right, here)):
        grew = first.copy()
        grew.blit(second, (0, 0), special_flags=pygame.BLEND_RGB_SUB)  # clamped at 0
        changes += grew.get_width() * grew.get_height() - pygame.mask.from_threshold(
            grew, (0, 0, 0), (40, 40, 40, 255)).count()
    return changes


class GameScene(TableScene):
    widget_keys = False  # the table's own focus (focus_targets), the top bar in it

    def __init__(self, app, controller: GameController, coach: Coach | None = None) -> None:
        super().__init__(app)
        self.controller = controller
        self.coach = coach  # a guided first game's coach (desktop/coach.py), or None
        self.lit_for: tuple = (None, [])  # (position, the moves the coach lights there)
        self.table = make_table(controller.match.game_id)
        self.toast = ui.Toast()
        self.viewer_shown = self.controller.viewer  # whose view the table showed last
        self.background = ui.gradient(ui.WINDOW_SIZE)
        self.action_buttons: dict[pygame_gui.elements.UIButton, Action | str | tuple] = {}
        self.button_places: dict[pygame_gui.elements.UIButton, Place] = {}  # modes' places
        self.shown_actions: tuple = ()
        self.log_scroll = 0  # lines scrolled up from the newest
        self.banner = ""
        self.banner_left = 0.0
        self.moves_seen = len(controller.match.moves)
        self.synced: tuple | None = None  # (state version, viewer) the table was synced to
        self.countdown: Countdown | None = None  # a timed answer the table asks for
        self.countdown_left: float | None = None  # seconds left, while it runs
        self.countdown_total = 1.0
        self.countdown_version: int | None = None
        self.hint_shown = False  # the Hint panel is open (until the human's turn ends)
        self.hint_words: tuple[tuple, dict] = ((None, ""), {})  # (hint, language) -> words
        self.motion = Motion()  # the pieces of the last move, flying (kit/motion.py)
        self.landing: Takeoff | None = None  # the last move's flows, to fly
        self.stops: list[Stop] = []  # the moments that change the game, shown one by one
        self.log_shown = len(controller.log())  # the log lines before the newest move
        self.skipping = False  # the player skips the bots' turns to their own
        self.focus = focus.Focus()  # the keyboard's focus (kit/focus.py)
        self.double_click = DoubleClickGuard()  # a double click's second half is no choice

    # ----- lifecycle ---------------------------------------------------------------------
    def enter(self) -> None:
        """Also after a new language: the side buttons are built again and the table
        brought up to date with the same game."""
        self.action_buttons, self.shown_actions, self.synced = {}, (), None
        self.undo_button = self.button((1192, 10, 90, 42), tr("Undo"), tooltip=tr("Ctrl+Z"))
        self.save_button = self.button((1288, 10, 90, 42), tr("Save"))
        self.rules_button = self.button((1384, 10, 90, 42), tr("Rules"))
        self.menu_button = self.button((1480, 10, 108, 42), tr("Menu"))
        self.hint_button = self.button((BUTTONS.right - 96, BUTTONS.y, 96, 32), tr("Hint"),
                                       tooltip=tr("H"))
        self.skip_button = self.button((BUTTONS.right - 190, BUTTONS.y, 190, 32),
                                       tr("Skip to my turn"), tooltip=tr("S"))
        self.go_on_button = self.button((SIDE.right - 140, SIDE.y + SHORTEST - 48, 128, 38),
                                        tr("Go on"), object_id="#primary",
                                        tooltip=tr("Enter"))
        self.go_on_button.hide()
        self.own_game_button = self.button((SIDE.x + 14, SIDE.y + SHORTEST - 48,
                                            SIDE.w - 28, 38), tr("A game of my own"),
                                           object_id="#primary")
        self.own_game_button.hide()  # once every lesson is played
        self._check_cover()

    def exit(self) -> None:
        self.controller.close()
        super().exit()

    def resume(self) -> None:
        """Back from an overlay or the settings: a new bot speed applies from now on."""
        super().resume()
        self.controller.bot_delay = bot_delay_seconds(self.app.settings)

    # ----- events ------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        c = self.controller
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.double_click.press(event.pos)
        if self._stopped() and (
                (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN))):
            self.stops.pop(0)  # the player has seen it
            return
        if self.motion.moving:  # a click or Space: the move is shown at once
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self.motion.finish()
                return  # (not a click on the table: it may have changed under it)
            if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
                self.motion.finish()  # and, with no focus to act on, Space goes on to
                if self.focus.key is not None:  # skip the banner and the glows
                    return
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            element = event.ui_element
            if element is self.undo_button:
                self._undo()
            elif element is self.save_button:
                self._save()
            elif element is self.rules_button:
                self.app.push_scene("rules", c.match, c.view())
            elif element is self.menu_button:
                self._menu()
            elif element is self.hint_button:
                self._hint()
            elif element is self.skip_button:
                self._skip()
            elif element is self.go_on_button:
                self._go_on()
            elif element is self.own_game_button:
                self.app.start_own_game(self.coach.tutorial)
            elif element in self.action_buttons and not self.double_click.swallows(element):
                self.double_click.acted(element)
                self._do(self.action_buttons[element])
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.focus.clear()
            if self.banner_left > 0:
                self.banner_left = 0
            if any(b.rect.collidepoint(event.pos) for b in self.action_buttons):
                return  # the button answers, not the table under it
            spot = self.table.hit(event.pos)
            if spot is not None and (spot.action is not None or spot.local is not None):
                if self.double_click.swallows((spot.title, tuple(spot.rect))):
                    return
                self.double_click.acted((spot.title, tuple(spot.rect)))
            self.click_table(event.pos)
        elif self.table_pointer(event, SIDE):
            return
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_SPACE) and self.focus.key is None \
                    and self.go_on_button.visible:
                self._go_on()
                return
            if self.focus.key_down(event, self.focus_targets(), self._press, self._selected(),
                                   self.table.acted):
                return
            if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self._undo()
            elif event.key in (pygame.K_SPACE, pygame.K_RETURN):
                self.banner_left = 0
                self.table.flash.clear()
            elif event.key == pygame.K_ESCAPE:
                self._menu()
            elif event.key == pygame.K_h:
                self._hint()
            elif event.key == pygame.K_s and not event.mod & pygame.KMOD_CTRL:
                self._skip()

    def lit(self) -> list[Action]:
        """The moves the table lights: every legal one, or in a lesson the coach's."""
        c = self.controller
        if self.coach is None:
            return c.legal()
        walk = self.coach.walk  # asked several times a frame: the step's pick runs once
        key = (Same(c.state), c.state.version, c.viewer, walk.lesson, walk.step, c.my_turn())
        if self.lit_for[0] != key:
            self.lit_for = (key, self.coach.lit(c.view(), c.legal(), c.my_turn()))
        return self.lit_for[1]

    def _coached(self, action: Action) -> bool:
        """In a lesson, a move that is not the step's is explained, not made."""
        if self.coach is None or action in self.lit():
            return True
        self.toast.show(tr(HELD), colour=ui.HIGHLIGHT)
        return False

    def _go_on(self) -> None:
        """The learner has read the coach's words."""
        if self.coach is not None and self.coach.reads(self.controller.my_turn()):
            self.coach.go_on()
            self.shown_actions, self.synced = (), None  # what is lit changed: sync again

    def focus_targets(self) -> list[focus.Target]:
        """What the keyboard's focus may go to now (a new turn drops the focus: another seat
        decides, another viewer, or the game's progress moves on, a solo player's next turn)."""
        c = self.controller
        self.focus.new_turn((c.viewer, c.actor(), c.my_turn(), say(c.rules.progress(c.state))))
        bar = (self.go_on_button, self.own_game_button, self.undo_button, self.save_button,
               self.rules_button, self.menu_button, self.hint_button, self.skip_button)
        return focus.targets(self.table, self.action_buttons.items(), self.lit()) + [
            focus.widget_target(b, 2) for b in bar if b.visible and b.is_enabled]

    def _press(self, target: focus.Target) -> None:
        """Enter on the focus: what a click on it does."""
        self.banner_left = 0
        if target.at is not None:
            self.click_table(target.at)
        else:
            self._do(target.what)

    def _selected(self) -> bool:
        return bool(self.table.picked or self.table.gathered or self.table.choosing)

    def click_table(self, pos: tuple[int, int]) -> None:
        spot = self.table.hit(pos)
        if spot is None:
            return
        if spot.local is not None:
            message = spot.local()
            if message:
                self.toast.show(message, colour=ui.MUTED)
        elif spot.action is not None:
            self._do(spot.action)

    def _do(self, what: Action | str | tuple[Action, ...]) -> None:
        if isinstance(what, str):  # a view mode of the table (a district that takes a card)
            self.table.toggle(what)
            self.shown_actions = ()
            return
        if isinstance(what, tuple):  # a confirmed selection: one action per chosen card
            points = len(self.controller.undo_points)
            for action in what:  # in a lesson, each is a step of its own
                if not self._coached(action) or not self._made(action):
                    return
            del self.controller.undo_points[points + 1:]  # one undo step takes it all back
            self.table.acted()
            return
        if not self._coached(what):
            return
        hint = self.controller.current_hint() if self.coach is not None else None
        if self._made(what):
            self.table.acted()
            if self.coach is not None:  # in free play, the coach says what it thinks
                self.coach.comment(what, hint, self._hint_words(hint))

    def _made(self, action: Action) -> bool:
        """The action played (and, in a lesson, its step done), or its refusal said."""
        reason = self.controller.try_action(action)
        if reason is not None:
            self.toast.show(say(reason), colour=ui.BAD)
            return False
        if self.coach is not None:
            self.coach.played()
        return True

    def _hint(self) -> None:
        """The hard bot's advice for the human's decision (Settings may switch hints off)."""
        if self.app.settings.hints and self.controller.ask_hint():
            self.hint_shown = True

    def _undo(self) -> None:
        if self.coach is not None:
            return
        if self.controller.undo():
            self.toast.show(tr("Undone."))
        else:
            self.toast.show(tr("Nothing to undo: something new was revealed since."),
                            colour=ui.MUTED)

    def _save(self) -> None:
        suggestion = tr("{game} {date}", game=tr(self.controller.rules.title),
                        date=f"{datetime.now():%Y-%m-%d %H.%M}")
        self.app.push_scene("save", self.controller, suggestion, self._saved)

    def _saved(self, name: str, error: str | None) -> None:
        if error is None:
            self.toast.show(tr("Saved as \"{name}\".", name=name), colour=ui.GOOD)
        else:
            self.toast.show(tr("Could not save: {reason}", reason=error), colour=ui.BAD)

    def _menu(self) -> None:
        match = self.controller.match
        self.app.push_scene("menu", self._to_title,
                            setup_code.encode(match.game_id, match.options, match.seed,
                                              match.seats))

    def _to_title(self) -> None:
        self.app.replace_scene("title")

    # ----- per frame ---------------------------------------------------------------------
    def update(self, dt: float) -> None:
        c = self.controller
        if self.motion.moving:
            self.motion.update(dt)  # the bots wait until their last move has been seen
        elif self._stopped():
            if not self.stops[0].update(dt):
                self.stops.pop(0)
        elif self.landing is None and not (self.coach is not None and self.coach.holds()):
            c.update(dt)
        if self.coach is not None and c.my_turn() and not self._busy():
            self.coach.decide(c.state, c.match)
            if self.coach.free():
                c.ask_hint()  # the coach comments on the choice with the hint's reasons
        self.toast.update(dt)
        self.banner_left = max(0.0, self.banner_left - dt)
        self.table.fade(dt)
        if len(c.match.moves) != self.moves_seen:
            self._announce()
        if c.over and self.coach is not None:
            self.coach.decide(c.state, c.match)  # a lesson played to the end: its summary
        if c.over and not self._busy() and not (self.coach and self.coach.reads(True)):
            self.app.replace_scene("end", c.match, c.created,  # once the last move is seen
                                   self.coach is not None)
            return
        self._skip_ends()
        self._check_cover()
        self._name_the_next_player()
        self._sync_table()
        self._tick_countdown(dt)
        self._refresh_buttons()
        undo = c.can_undo() and self.coach is None  # a lesson's steps go one way
        self.undo_button.enable() if undo else self.undo_button.disable()
        hints = self.app.settings.hints and c.my_turn()
        if hints:
            c.warm_hints()
        self.hint_button.show() if hints else self.hint_button.hide()
        watching = not self.skipping and c.viewer is not None and not c.my_turn() \
            and not c.over and c.actor() is not None
        self.skip_button.show() if watching else self.skip_button.hide()
        reads = self.coach is not None and self.coach.reads(c.my_turn())
        self.go_on_button.show() if reads else self.go_on_button.hide()
        if reads:  # at the foot of the coach's panel, as tall as its words
            panel = self._coach_rect()
            self.go_on_button.set_relative_position((panel.right - 140, panel.bottom - 48))
        finished = self.coach is not None and self.coach.walk.done
        self.own_game_button.show() if finished else self.own_game_button.hide()
        if finished:
            panel = self._coach_rect()
            self.own_game_button.set_relative_position((panel.x + 14, panel.bottom - 48))

    def _name_the_next_player(self) -> None:
        """Sharing the screen in a game with nothing secret (no cover): say whose turn the
        table now shows."""
        c = self.controller
        if c.viewer != self.viewer_shown:
            if self.viewer_shown is not None and c.viewer is not None and not c.covered:
                self.toast.show(tr("Over to {name}", name=c.match.seats[c.viewer].name))
            self.viewer_shown = c.viewer

    def _sync_table(self) -> None:
        """The table brings its selection up to date once per new state version."""
        c = self.controller
        self.table.mouse = self.app.mouse_pos()
        key = (c.state.version, c.viewer)
        if key != self.synced:
            self.synced = key
            self.table.sync(c.view(), c.viewer, self.lit())

    def countdown_seconds(self) -> float:
        """The countdown's time: the table's seconds, longer with slow animations."""
        seconds = self.countdown.seconds if self.countdown is not None else 4.0
        return seconds * max(0.75, self.app.animation_seconds() / 0.3)

    def _tick_countdown(self, dt: float) -> None:
        """A timed answer (the table's `countdown`): not given in time, the table's timeout
        action is played for the human."""
        c = self.controller
        if not c.my_turn():
            self.countdown = self.countdown_left = self.countdown_version = None
            return
        if self.countdown_version != c.state.version:
            self.countdown_version = c.state.version
            self.countdown = self.table.countdown(c.view(), c.viewer, self.lit())
            self.countdown_left = None
            if self.countdown is not None:
                self.countdown_total = self.countdown_left = self.countdown_seconds()
            return
        if self.countdown is None or self.countdown_left is None:
            return
        self.countdown_left -= dt
        if self.countdown_left <= 0:
            late, timeout = self.countdown.late, self.countdown.timeout
            self.countdown = self.countdown_left = None
            self._do(timeout)
            self.toast.show(late, seconds=5, colour=ui.BAD)

    def _announce(self) -> None:
        """A short banner for the newest log line, and the table marks what is new (length
        set by the animation speed; a click or Space skips the banner); the move's pieces
        fly, and a moment that changes the game stops it (once they have landed)."""
        log = self.controller.log()
        seconds = 0.0 if self.skipping else self.app.animation_seconds()
        if len(self.controller.match.moves) == self.moves_seen + 1 and seconds:
            self._take_off()
            self._stop_on_moments(log[self.log_shown:], seconds)
        self.moves_seen, self.log_shown = len(self.controller.match.moves), len(log)
        if log and seconds > 0:
            self.banner, self.banner_left = say(log[-1]), seconds * 4
        self.table.announce(self.controller.view(), seconds)

    def _stop_on_moments(self, said: list, seconds: float) -> None:
        """The last move's moments (rules/core/moments.py), with what it said."""
        played = self.controller.last_move
        moments = played.moments() if played is not None else ()
        if moments:
            self.stops.append(Stop([say(m.heading) for m in moments],
                                   [say(line) for line in said], LENGTHS * seconds))

    def _stopped(self) -> bool:
        """A moment's banner is up (after the move's flights)."""
        return bool(self.stops) and not self.motion.moving and self.landing is None

    def _busy(self) -> bool:
        """The last move is still being shown: flying, or stopped on."""
        return self.motion.moving or self.landing is not None or bool(self.stops)

    def _skip(self) -> None:
        """The bots' turns that the player only watches go by at once, to the player's next
        decision: nothing flies, nothing stops, the bots do not pause."""
        c = self.controller
        if c.viewer is None or c.my_turn() or c.over:
            return
        self.skipping = True
        self.motion.finish()
        self.landing, self.stops, self.banner_left = None, [], 0.0
        c.bot_delay = 0.0

    def _skip_ends(self) -> None:
        c = self.controller
        if self.skipping and (c.my_turn() or c.over):
            self.skipping = False
            c.bot_delay = bot_delay_seconds(self.app.settings)

    def _take_off(self) -> None:
        """The last move's flows as the viewer sees them, each from where the table drew it
        before the move (the last frame); where they land is known once the table is drawn
        after it (`_land`)."""
        c = self.controller
        zones, played = getattr(c.rules, "zones", None), c.last_move
        if zones is None or played is None or c.covered or not self.app.animation_seconds():
            return
        flows = zones.seen(played.flows(), c.rules.view(played.before, c.viewer),
                           c.rules.view(played.after, c.viewer))
        self.landing = Takeoff.of(flows, self.table, self.app.screen)

    def _land(self, surface: pygame.Surface) -> None:
        """The flights of the move taken off, now that the table shows where they land (on
        `surface`, where the table has just been drawn)."""
        seconds = self.app.animation_seconds()
        self.motion.start(self.landing.land(self.controller.rules.zones.landing, self.table,
                                            surface, seconds,
                                            self.app.settings.reduced_motion), seconds)
        self.landing = None

    def _check_cover(self) -> None:
        if self.controller.covered and self.app.top() is self:
            self.app.push_scene("pass", self.controller)

    def _refresh_buttons(self) -> None:
        c = self.controller
        legal = self.lit()
        entries = self.table.buttons(c.view(), c.viewer, legal)
        key = (tuple(legal), tuple((e.label, e.what) for e in entries), self.countdown)
        if key == self.shown_actions:
            return
        self.shown_actions = key
        for element in self.action_buttons:
            element.kill()
        self.action_buttons = {}
        self.button_places = {}
        slots = [entry.slot for entry in entries if entry.slot is not None]
        rects = slot_rects(slots) if entries and len(slots) == len(entries) else \
            button_rects(len(entries))
        for rect, entry in zip(rects, entries, strict=True):
            compact = rect.w < BUTTONS.w
            object_id = pygame_gui.core.ObjectID(
                class_id="@compact" if compact else None,
                object_id="#primary" if entry.primary else None)
            element = self.button(tuple(rect), entry.short if compact else entry.label,
                                  object_id=object_id, tooltip=entry.label if compact else None)
            self.action_buttons[element] = entry.what
            if entry.place is not None:
                self.button_places[element] = entry.place
        countdown = self.countdown
        if countdown is not None and countdown.answer in legal:
            rect = pygame.Rect(0, 0, 480, 72)
            rect.center = (self.table.area.centerx, self.table.area.centery + 20)
            element = self.button(tuple(rect), countdown.label, object_id="#countdown")
            self.action_buttons[element] = countdown.answer

    # ----- drawing -----------------------------------------------------------------------
    def frame_key(self) -> tuple | None:
        """What the frame shows besides the events and the widgets: the lesson's step, the
        state and whose view, the bot's or the hint's thinking dots, the banner, the toast,
        the hint, the log's scroll, the mouse (tooltips, lifted cards), the language and what
        the table keeps of its own (`Table.frame_key`, and its `picture_key` when it has one);
        None while something moves (a glow fading, a countdown, the table's own motion)."""
        c = self.controller
        table = self.table.frame_key()
        if table is None or self.countdown_left is not None or self._busy():
            return None
        hint = c.current_hint() if self.hint_shown else None
        dots = int(pygame.time.get_ticks() / 400) % 3 \
            if c.thinking or (self.hint_shown and c.hint_coming) else None
        names = [seat.name for seat in c.match.seats]
        kinds = [seat.kind for seat in c.match.seats]
        picture = self.table.picture_key(c.view(), c.viewer, self.lit(), names, kinds)
        toast = self.toast
        coach = self.coach
        lesson = None if coach is None else (coach.walk.lesson, coach.walk.step, coach.remark)
        return (lesson, Same(c.state), c.state.version, c.viewer, len(c.match.moves),
                c.covered, dots, self.banner if self.banner_left > 0 else None,
                (toast.message, tuple(toast.colour)) if toast.left > 0 else None,
                self.hint_shown, c.hint_coming, Same(hint), self.log_scroll, c.save_error,
                self.app.mouse_pos(), i18n.language(), self.app.settings.hints, table,
                picture, self.focus.frame_key())

    def draw(self, surface: pygame.Surface) -> None:
        c = self.controller
        surface.blit(self.background, (0, 0))
        v = c.view()
        title = f"{tr(c.rules.title)} · {say(c.rules.progress(c.state))}"
        # The prompt grows with the text and takes the room: the header line keeps its size
        # and goes up, clear of the prompt (a Chinese one's too, whose lines are taller).
        up = round(26 * (ui.text_scale() - 1))
        header = ui.text(surface, title, (16, 8 - up), ui.capped(24, 1), ui.ACCENT, bold=True)
        x = header.right + 16
        for words, colour in self.table.notes(v):
            x = ui.text(surface, words, (x, 15 - up), ui.capped(15, 1), colour,
                        bold=True).right + 16
        prompt = self.table.prompt(v, c.viewer) or say(c.prompt())
        ui.text(surface, prompt, (16, 61 - ui.font(18).get_linesize()), 18, ui.TEXT,
                max_width=1160)
        names = [seat.name for seat in c.match.seats]
        kinds = [seat.kind for seat in c.match.seats]
        self.table.draw(surface, v, c.viewer, self.lit(), names, kinds)
        if self.landing is not None:
            self._land(surface)
        self.motion.draw(surface)
        if self.coach is not None:
            self._draw_coach(surface)
        if self._stopped():
            self.stops[0].draw(surface, self.table.area)
        self._draw_log(surface)
        self._draw_status(surface)
        if self.hint_shown and c.my_turn() and self.app.settings.hints and (
                c.hint_coming or c.current_hint() is not None):
            self._draw_hint(surface)
        if self.countdown_left is not None:
            self._draw_countdown(surface)
        if self.banner_left > 0:
            ui.panel(surface, BANNER, pygame.Color("#0f1219"), ui.ACCENT, radius=10)
            size = ui.capped(16, 1.25)  # two lines in the banner's height
            lines = ui.wrap(self.banner, size, BANNER.w - 20)[:2]
            step = ui.scaled(size) * 21 / 16
            for i, line in enumerate(lines):
                y = BANNER.centery + (i - len(lines) / 2) * step
                ui.text(surface, line, (BANNER.x + 10, int(y)), size, ui.TEXT,
                        max_width=BANNER.w - 20)

    def draw_over(self, surface: pygame.Surface) -> None:
        """The table's tooltip over everything (the side buttons too), or the keyboard's focus
        ring with its tooltip, then the messages."""
        mouse = self.app.mouse_pos()
        target = self.focus.current(self.focus_targets()) if self.focus.key is not None \
            else None
        spot = self.table.hover(mouse) if target is None else None
        if spot is not None and self.countdown_left is None:
            ui.tooltip(surface, spot.title, spot.body, mouse)
        if target is not None:
            focus.draw(surface, target, tooltip=self.countdown_left is None)
        if self.controller.save_error:
            ui.text(surface, say(self.controller.save_error), (BUTTONS.x, BUTTONS.bottom - 20),
                    14, ui.BAD)
        self.toast.draw(surface, TOAST)

    def _coach_rect(self) -> pygame.Rect:
        return panel_rect(SIDE, self.coach, self.controller.my_turn())

    def _draw_coach(self, surface: pygame.Surface) -> None:
        """The coach's panel, the places its words talk about (marked "See"), and where the
        step's one move is made (marked "Here")."""
        c = self.controller
        draw_panel(surface, self._coach_rect(), self.coach, c.my_turn())
        if self._busy():
            return
        for rect in self.shown_rects():
            _mark_suggestion(surface, rect, tr("See"), SHOWN)
        lit = self.lit()
        if c.my_turn() and len(lit) == 1 and len(c.legal()) > 1:
            for rect in self.suggested_rects(lit[0]):
                _mark_suggestion(surface, rect, tr("Here"), ui.ACCENT)

    def shown_rects(self) -> list[pygame.Rect]:
        """In a lesson, where the places the step's words talk about are drawn."""
        step = self.coach.walk.shown() if self.coach is not None else None
        if step is None or not self.controller.my_turn():
            return []
        return [rect for key in step.shows if (rect := self.table.area_of(key)) is not None]

    def _draw_hint(self, surface: pygame.Surface) -> None:
        c = self.controller
        hint = c.current_hint()
        draw_hint(surface, hint, c.hint_coming, self._hint_words(hint), self._hint_rect())
        if hint is not None:
            for rect in self.suggested_rects(hint.suggestion):
                _mark_suggestion(surface, rect)

    def _hint_rect(self) -> pygame.Rect:
        """Where the hint panel stands at 100 % (it grows upwards with the text): over the
        log's lower part, or in a lesson under the coach's panel, down to the status line."""
        if self.coach is None:
            return HINT_PANEL
        top = self._coach_rect().bottom + 8
        bottom = min(top + ui.grown(HINT_PANEL.h), BUTTONS.y - 4)
        rect = pygame.Rect(HINT_PANEL.x, 0, HINT_PANEL.w, round((bottom - top) / ui.text_scale()))
        rect.bottom = bottom
        return rect

    def _hint_words(self, hint: Any) -> Callable[[Any], str]:
        """Each choice of `hint` in words (the table's, else the rules' advice), worked out
        once per hint and language, not at every frame: a table's label may price a move."""
        c = self.controller
        (shown, language), _ = self.hint_words
        if shown is not hint or language != i18n.language():
            view = c.view()
            words = {} if hint is None else {
                choice: self.table.advice(view, c.viewer, choice.action) or say(choice.advice)
                for choice in hint.choices}
            self.hint_words = ((hint, i18n.language()), words)
        return self.hint_words[1].__getitem__

    def suggested_rects(self, suggestion: Action) -> list[pygame.Rect]:
        """Where the hint's suggested move is clicked: its side button (or a mode button
        standing for one of its places), its places on the table."""
        path = self.table.picker.places(suggestion)
        return [element.rect for element, what in self.action_buttons.items()
                if _plays(what, suggestion) or self.button_places.get(element) in path] \
            + self.table.places_of(suggestion)

    def _draw_countdown(self, surface: pygame.Surface) -> None:
        """A prominent panel with the countdown under the answer's button."""
        countdown = self.countdown
        if countdown is None:
            return
        area = self.table.area
        shade = pygame.Surface(area.size, pygame.SRCALPHA)
        shade.fill((8, 10, 16, 150))
        surface.blit(shade, area)
        # the heading and the line grow upwards, the seconds downwards, off the button
        above, below = ui.grown(36) + ui.grown(26) - 62, ui.grown(30) - 30
        box = pygame.Rect(0, 0, 620, 230)
        box.center = area.center
        box.y, box.h = box.y - above, box.h + above + below
        ui.panel(surface, box, pygame.Color("#10141d"), ui.ACCENT, width=3, radius=16)
        ui.text(surface, countdown.heading, (box.centerx, box.y + 14), 24, ui.ACCENT,
                bold=True, anchor="midtop")
        ui.text(surface, countdown.text, (box.centerx, box.y + 14 + ui.grown(36)), 17,
                ui.TEXT, anchor="midtop", max_width=box.w - 30)
        left = max(0.0, self.countdown_left or 0.0)
        bar = pygame.Rect(box.x + 40, box.bottom - 40, box.w - 80, 14)
        pygame.draw.rect(surface, pygame.Color("#262d3f"), bar, border_radius=7)
        filled = bar.copy()
        filled.w = int(bar.w * left / max(0.01, self.countdown_total))
        colour = ui.GOOD if left > self.countdown_total / 3 else ui.BAD
        if filled.w > 0:
            pygame.draw.rect(surface, colour, filled, border_radius=7)
        ui.text(surface, tr("{s} s", s=f"{left:.1f}"), (bar.right, bar.y - 6), ui.capped(16),
                colour, bold=True, anchor="bottomright")

    def _draw_log(self, surface: pygame.Surface) -> None:
        """The log, newest at the bottom; lines since the viewer's last move are highlighted.
        Mouse wheel scrolls back. In a lesson it is under the coach."""
        c = self.controller
        side = SIDE
        if self.coach is not None:  # under the coach's panel
            top = self._coach_rect().bottom + 8
            side = pygame.Rect(SIDE.x, top, SIDE.w, SIDE.bottom - top)
        heading = ui.text(surface, tr("Game log"), (side.x, side.y + 4), ui.capped(18),
                          ui.MUTED, bold=True)  # the log's box starts 32 px below
        lines = [say(line) for line in c.log()]
        fresh = c.new_since_last_turn() if c.viewer is not None else 0
        if fresh > 0:
            ui.text(surface, tr("{n} new since your last move", n=fresh),
                    (side.right, side.y + 6), ui.capped(14), ui.HIGHLIGHT,
                    anchor="topright", max_width=side.right - heading.right - 12)
        box = pygame.Rect(side.x, side.y + 32, side.w, side.h - 32)
        self.draw_log(surface, box, lines, fresh)
        if self.log_scroll:
            ui.text(surface, tr("scrolled back: wheel down for the newest"),
                    (box.centerx, box.bottom - 4), 13, ui.MUTED, anchor="midbottom")

    def _draw_status(self, surface: pygame.Surface) -> None:
        c = self.controller
        seat = c.actor()
        if c.thinking and seat is not None:
            dots = "." * (1 + int(pygame.time.get_ticks() / 400) % 3)
            words = tr("{name} is thinking", name=c.match.seats[seat].name) + dots
            ui.text(surface, words, (BUTTONS.x, BUTTONS.y + 6), 18, ui.HIGHLIGHT, bold=True,
                    max_width=BUTTONS.w - 200)
        elif c.my_turn():  # sharing the screen, the player is named
            words = tr("Your move, {name}", name=c.match.seats[c.viewer].name) \
                if len(c.humans) > 1 else tr("Your move")
            ui.text(surface, words, (BUTTONS.x, BUTTONS.y + 6), 18, ui.GOOD, bold=True,
                    max_width=BUTTONS.w - 110)
        elif seat is not None:
            ui.text(surface, tr("Waiting for {name}", name=c.match.seats[seat].name),
                    (BUTTONS.x, BUTTONS.y + 6), 18, ui.MUTED, max_width=BUTTONS.w - 200)
