"""Tabletop Cities desktop app: one window, one pygame_gui UIManager, a stack of scenes.

    python -m desktop [--load PATH] [--demo GAME --players 4 [--option NAME=VALUE]...
                      [--watch SEAT]] [--frames N] [--screenshot PATH] [--version]
"""

from __future__ import annotations

import argparse
import dataclasses
import logging
import multiprocessing
import os
import statistics
import sys
import time
from collections.abc import Sequence
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path
from typing import Any

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # before pygame is imported
os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", "tabletop-cities")  # the launcher's StartupWMClass
os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", "tabletop-cities")

import pygame
import pygame_gui

import saves
from desktop import games, i18n, icon, scenes, ui, window
from desktop.audio import Audio
from desktop.botworker import BotWorker
from desktop.coach import Coach, seats_of, tutorial_match
from desktop.controller import GameController
from desktop.scenes.base import Scene
from desktop.settings import (
    Settings,
    animation_seconds,
    bot_delay_seconds,
    load_settings,
    save_settings,
    settings_path,
)
from desktop.views.kit import fonts, palette
from rules.bots.seeds import key_for
from rules.core import Seat, registry
from rules.core.lessons import tutorials
from rules.core.match import Match
from saves.errors import printable
from saves.format import now

APP_NAME = "Tabletop Cities"
LOG = logging.getLogger("desktop.app")
FPS = 60


def app_version() -> str:
    try:
        return version("tabletop-cities")
    except PackageNotFoundError:  # running from a source tree that was never installed
        return "0+unknown"


class App:
    """The window, the UI manager, the scene stack, settings and the bot worker."""

    def __init__(self, settings: Settings | None = None, worker=None,
                 autosave: bool = True) -> None:
        pygame.display.init()  # no pygame.init(): no sound, and no ALSA noise without a card
        pygame.font.init()
        self.settings = settings if settings is not None else load_settings()
        self.autosave = autosave
        if (window_icon := icon.window_icon()) is not None:
            pygame.display.set_icon(window_icon)  # before set_mode: some systems need that
        self.screen = window.open_window(self.settings.fullscreen)
        i18n.set_language(self.settings.language)
        ui.set_text_size(self.settings.text_size)
        palette.use_colour_blind(self.settings.colour_blind)
        pygame.display.set_caption(i18n.tr(APP_NAME))
        self.manager = self._make_manager()
        self.clock = pygame.time.Clock()
        self.scenes: list[Scene] = []
        self.running = True
        self.message = ""  # shown once by the title screen (e.g. why a save did not load)
        self.worker = worker if worker is not None else BotWorker()
        self.audio = Audio(lambda: self.settings)  # sounds: the mixer starts at the first
        self.frame_ms: list[float] = []  # time spent on each frame's work
        self.frame_cpu_ms: list[float] = []  # the processor time of that work (this thread)
        self.interval_ms: list[float] = []  # time from one frame to the next (what users see)
        self._last_frame: float | None = None
        self.frames_drawn = 0  # frames drawn and shown (an unchanged frame is kept instead)
        self._shown: tuple[Scene | None, Any, list] | None = None  # what the last frame showed

    def _make_manager(self) -> pygame_gui.UIManager:
        manager = pygame_gui.UIManager(ui.WINDOW_SIZE, theme_path=ui.theme())
        cjk = i18n.font_for_language()
        if cjk is None:
            manager.preload_fonts([  # the rules reference's bold and italic words
                {"name": "noto_sans", "point_size": ui.widget_size(15), "style": style}
                for style in ("bold", "italic")])
        else:  # the Chinese face stands in for bold and italic (ui.theme)
            manager.add_font_paths("noto_sans_tc", cjk, cjk, cjk, cjk)
            manager.preload_fonts([{"name": "noto_sans_tc", "point_size": ui.widget_size(15),
                                    "style": style}
                                   for style in ("bold", "italic")])
        return manager

    def apply_language(self, code: str) -> None:
        """Show everything in `code` from now on, without a restart: new fonts, a new widget
        manager, and every scene on the stack built again in the new language."""
        i18n.set_language(code)
        pygame.display.set_caption(i18n.tr(APP_NAME))
        self._rebuild()

    def apply_text_size(self, per_cent: int) -> None:
        """Draw every text at `per_cent` of its size from now on, without a restart: new
        fonts, a new widget manager and every scene on the stack built again."""
        ui.set_text_size(per_cent)
        self._rebuild()

    def _rebuild(self) -> None:
        """New fonts and a new widget manager, and every scene on the stack built again (a
        new language or text size)."""
        ui.clear_caches()
        fonts.clear_caches()
        games.clear_caches()
        for scene in self.scenes:
            scene.drop_widgets()  # not exit: a game on the stack goes on where it was
        self.manager = self._make_manager()
        for scene in self.scenes:
            scene.enter()
        for scene in self.scenes[:-1]:
            scene.pause()

    def follow_palette(self) -> None:
        """Draw with the palette the settings ask for; a change (the settings screen, at once)
        draws the next frame anew."""
        if palette.colour_blind() != self.settings.colour_blind:
            palette.use_colour_blind(self.settings.colour_blind)
            games.clear_caches()
            self.redraw()

    def apply_fullscreen(self) -> None:
        window.set_fullscreen(self.settings.fullscreen)

    def toggle_fullscreen(self) -> None:
        """F11, on any screen: full screen or back to the window, remembered."""
        wanted = not window.is_fullscreen()
        if not window.set_fullscreen(wanted):
            return  # the video driver cannot: the setting keeps what is true
        self.settings = dataclasses.replace(self.settings, fullscreen=wanted)
        try:  # only this choice: a demo's or --lang's settings of the run stay unsaved
            save_settings(dataclasses.replace(load_settings(), fullscreen=wanted))
        except OSError as err:  # a read-only disk: the switch still happens, unremembered
            LOG.warning("could not save the settings: %s", err)

    # ----- scene stack -------------------------------------------------------------------
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> None:
        self.scenes.pop().exit()
        if self.scenes:
            self.scenes[-1].resume()

    def replace(self, scene: Scene) -> None:
        """Leave every scene and show `scene` alone (e.g. back to the title)."""
        while self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def push_scene(self, name: str, *args) -> Scene:
        """Push a new scene by its name (`desktop.scenes.SCENES`)."""
        scene = scenes.make(name, self, *args)
        self.push(scene)
        return scene

    def replace_scene(self, name: str, *args) -> Scene:
        """Leave every scene and show a new one, by its name, alone."""
        scene = scenes.make(name, self, *args)
        self.replace(scene)
        return scene

    # ----- games -------------------------------------------------------------------------
    def start_match(self, game_id: str, seats: list[Seat], options, seed: int | None = None
                    ) -> None:
        seed = seed if seed is not None else int.from_bytes(os.urandom(4), "little")
        match = Match.start(game_id, list(seats), options, seed)
        self._play(match, now())

    def open_save(self, path: str | Path) -> bool:
        """Load a save into a game table; on a bad file go to the title with its message."""
        try:
            loaded = saves.load(path)
        except saves.SaveError as err:
            print(f"tabletop-cities: {err.message}", file=sys.stderr)
            self.message = printable(i18n.say(err.text))
            self.replace_scene("title")
            return False
        self._play(loaded.match, loaded.created)
        return True

    def _play(self, match: Match, created: str) -> None:
        if not games.has_desk(match.game_id):
            self.message = i18n.tr("{game} has no table on screen yet (its rules run in the "
                                   "arena).", game=i18n.tr(registry.get(match.game_id).title))
            self.replace_scene("title")
            return
        self.worker.reset()
        controller = GameController(match, created, self.worker,
                                    bot_delay_seconds(self.settings), self.autosave,
                                    self.audio)
        self.replace_scene("game", controller)

    def start_lesson(self, ident: str, lesson: int) -> None:
        """A guided game (`Tutorial.ident`; desktop/coach.py) at the start of one of its
        lessons; it is not autosaved (the coach keeps where each lesson starts)."""
        tutorial = tutorials()[ident]
        self.worker.reset()
        controller = GameController(tutorial_match(tutorial, lesson), now(), self.worker,
                                    bot_delay_seconds(self.settings), False, self.audio)
        controller.bot_key = key_for(tutorial.seed)  # the bots answer alike each time
        self.replace_scene("game", controller, Coach.at(tutorial, lesson))

    def start_own_game(self, tutorial) -> None:
        """After the lessons: a game of the learner's own, as the tutorial's (its players,
        options and easy bots) from a new deal."""
        rules = registry.get(tutorial.game_id)
        self.start_match(tutorial.game_id, seats_of(tutorial),
                         rules.make_options(tutorial.options))

    def animation_seconds(self) -> float:
        return animation_seconds(self.settings)

    # ----- loop --------------------------------------------------------------------------
    def mouse_pos(self) -> tuple[int, int]:
        return pygame.mouse.get_pos()

    def step(self, fps: int = FPS) -> None:
        """One frame: UI events first, then the top scene; update; draw; flip."""
        dt = self.clock.tick(fps) / 1000
        start, cpu = time.perf_counter(), time.thread_time()
        if self._last_frame is not None:
            self.interval_ms.append((start - self._last_frame) * 1000)
        self._last_frame = start
        events = pygame.event.get()
        for event in events:
            if event.type == pygame.QUIT:
                self.running = False
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
                continue
            self.manager.process_events(event)
            if self.scenes and not self.scenes[-1].key_event(event):
                self.scenes[-1].handle_event(event)
        if self.scenes:
            self.scenes[-1].update(dt)
        self.manager.update(dt)
        self.follow_palette()
        if self._changed(bool(events)):
            self._draw()
            pygame.display.flip()
            self.frames_drawn += 1
        self.frame_ms.append((time.perf_counter() - start) * 1000)
        self.frame_cpu_ms.append((time.thread_time() - cpu) * 1000)

    def redraw(self) -> None:
        """Draw the next frame whatever the scene's key says (a test edited a state in place,
        under the same version)."""
        self._shown = None

    def _changed(self, events: bool) -> bool:
        """Whether this frame must be drawn: an event arrived (a key, the mouse, the window
        exposed or resized...), the top scene's `frame_key` changed or is None, or a widget
        changed its picture or place (a button lit under the mouse, a tooltip). Otherwise
        the last frame is still on the screen, as it should be: it is kept (not drawn, not
        flipped)."""
        top = self.top()
        key = top.frame_key() if top is not None else None
        if key is not None:  # and where the keyboard's focus is
            key = (key, top.keys_frame_key())
        widgets = [(data[0], tuple(data[1]) if data[1] is not None else None, data[2], data[3])
                   for data in self.manager.get_sprite_group().visible]
        shown, self._shown = self._shown, (top, key, widgets)
        return (events or key is None or shown is None or shown[0] is not top
                or shown[1] != key or not _same_widgets(shown[2], widgets))

    def _draw(self) -> None:
        stack = self.scenes[:]
        first = len(stack) - 1
        while first > 0 and stack[first].overlay:
            first -= 1
        for scene in stack[first:]:
            scene.draw(self.screen)
        self.manager.draw_ui(self.screen)
        if stack:
            stack[-1].draw_over(self.screen)
            stack[-1].draw_keys(self.screen)

    def screenshot(self, path: Path) -> None:
        pygame.image.save(self.screen, str(path))

    def close(self) -> None:
        while self.scenes:
            self.scenes.pop().exit()
        self.worker.close()
        self.audio.close()
        pygame.quit()
        ui.set_text_size(100)  # what is drawn outside an app (a test) is at 100 %
        fonts.clear_caches()
        games.clear_caches()


def _same_widgets(before: list[tuple], now: list[tuple]) -> bool:
    """The same widget pictures (the very same surfaces: pygame_gui sets a new one at each
    change) at the same places, in the same order."""
    return len(before) == len(now) and all(
        a[0] is b[0] and a[1:] == b[1:] for a, b in zip(before, now, strict=True))


def _spread(values: list[float]) -> str:
    """Median and 99th percentile of frame times, in ms."""
    ordered = sorted(values) or [0.0]
    p99 = ordered[min(len(ordered) - 1, int(len(ordered) * 0.99))]
    return f"median {statistics.median(ordered):.1f} ms, p99 {p99:.1f} ms"


def _positive_int(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    multiprocessing.freeze_support()  # a frozen build's bot worker must not start the app again
    parser = argparse.ArgumentParser(prog="tabletop-cities", description=APP_NAME)
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    parser.add_argument("--load", type=Path, nargs="?", metavar="PATH",  # bare: a launcher
                        help="open a save file")  # started with no file (Exec=... --load %f)
    parser.add_argument("--demo", metavar="GAME", help="watch an all-bot game of GAME")
    parser.add_argument("--players", type=_positive_int, default=4, help="players in --demo")
    parser.add_argument("--level", default="normal", help="bot level for --demo")
    parser.add_argument("--seed", type=int, default=1, help="seed for --demo")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a rule option for --demo (repeatable), e.g. rank_1=witch")
    parser.add_argument("--watch", type=int, metavar="SEAT",
                        help="in --demo, show this seat's hand (seats count from 0)")
    parser.add_argument("--frames", type=_positive_int, metavar="N", help="quit after N frames")
    parser.add_argument("--screenshot", type=Path, metavar="PATH",
                        help="save the last frame as a PNG")
    parser.add_argument("--lang", metavar="CODE",
                        help="show this run in a language (en, zh_Hant) without changing "
                             "the settings")
    parser.add_argument("--install-launcher", action="store_true",
                        help="add the game and its save files to the desktop's menu (Linux)")
    parser.add_argument("--uninstall-launcher", action="store_true",
                        help="remove what --install-launcher added")
    args = parser.parse_args(argv)
    if args.version:
        print(f"{APP_NAME} {app_version()}")
        return 0
    if args.install_launcher or args.uninstall_launcher:
        from desktop import launcher

        return launcher.main(remove=args.uninstall_launcher)
    if args.demo:
        try:
            rules = registry.get(args.demo)
        except KeyError as err:
            parser.error(str(err.args[0]))
        if not games.has_desk(args.demo):
            parser.error(f"{rules.title} has no table on screen yet")
        if not rules.min_players <= args.players <= rules.max_players:
            parser.error(f"{rules.title} is for {rules.min_players} to {rules.max_players} "
                         "players")
        raw = {}
        for item in args.option:
            name, equals, value = item.partition("=")
            if not equals:
                parser.error(f"--option takes NAME=VALUE, not {item!r}")
            raw[name.strip()] = value.strip()
        try:
            args.options = rules.make_options(raw) if raw else None
        except ValueError as err:
            parser.error(str(err))
        if args.watch is not None and not 0 <= args.watch < args.players:
            parser.error(f"--watch is a seat from 0 to {args.players - 1}")
    elif args.option or args.watch is not None:
        parser.error("--option and --watch go with --demo")
    return run(args)


def run(args: argparse.Namespace) -> int:
    demo = bool(args.demo)
    saves.clean_temporaries()  # what saves killed mid-write left behind (nothing is lost)
    settings = Settings(bot_speed="instant") if demo else load_settings()
    unset = not demo and not args.lang and not settings_path().exists()
    if unset:  # nothing chosen yet: the system's language (preselected when asked)
        settings = dataclasses.replace(settings, language=i18n.system_language())
    first_launch = unset and not args.load  # a save opened from the desktop is not held up
    if args.lang:
        settings = dataclasses.replace(settings, language=i18n.normalise(args.lang))
    app = App(settings=settings, worker=None, autosave=not demo)
    try:
        app.push_scene("title")
        if first_launch:
            app.push_scene("language")
        if args.load:
            app.open_save(args.load)
        elif demo:
            seats = [Seat(f"Bot {i + 1}", args.level) for i in range(args.players)]
            app.start_match(args.demo, seats, getattr(args, "options", None), args.seed)
            if getattr(args, "watch", None) is not None:
                app.top().controller.viewer = args.watch  # a spectator of that seat's hand
        frames = 0
        while app.running and (args.frames is None or frames < args.frames):
            app.step(FPS if not args.screenshot or args.frames else 0)
            frames += 1
            if args.screenshot and args.frames is None and frames >= 2:
                break
        if args.screenshot:
            app.screenshot(args.screenshot)
        if demo or args.frames:
            print(f"frames {len(app.frame_ms)}: work {_spread(app.frame_ms[1:])}, "
                  f"frame time {_spread(app.interval_ms[1:])}, bot worker answered: "
                  f"{'yes' if getattr(app.worker, 'last_info', None) else 'no'}")
    finally:
        app.close()
    return 0


__all__ = ["App", "main"]
