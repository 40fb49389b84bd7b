"""The window: every scene draws on one 1600x900 picture, which the window shows whole at any
size, scaled with its proportions kept (bars fill the rest), in a window or full screen.

SDL does the scaling and maps the mouse back to the picture (`pygame.SCALED`), so scenes only
ever see picture coordinates. Left alone, pygame-ce scales a window by whole numbers only and
will not let it shrink below the picture: a smaller window would crop the table, a larger one
would show it at 1:1 with wide bars. `open_window` turns that off.
"""

from __future__ import annotations

import logging
import os
import warnings

import pygame

from desktop import ui

LOG = logging.getLogger("desktop.window")

HEADLESS = ("dummy", "offscreen")  # video drivers with no screen (tests, --screenshot)
SMALLEST = (800, 450)  # the window may shrink to half the picture, never less
FLAGS = pygame.SCALED | pygame.RESIZABLE


def open_window(fullscreen: bool) -> pygame.Surface:
    """The display surface (the picture), in a resizable window or full screen."""
    flags = FLAGS | pygame.FULLSCREEN if fullscreen else FLAGS
    screen = os.environ.get("SDL_VIDEODRIVER") not in HEADLESS
    if screen:  # (headless there is nothing to scale, and pygame-ce 2.5 crashes opening a
        # second headless window after these hints or a smaller window)
        os.environ.setdefault("SDL_HINT_RENDER_SCALE_QUALITY", "1")  # pygame-ce reads this
        # literal name: when true, SCALED scales by any factor, not whole numbers only
        os.environ.setdefault("SDL_RENDER_SCALE_QUALITY", "linear")  # smooth text scaled down
    with warnings.catch_warnings():  # harmless: SCALED falls back to software scaling
        warnings.filterwarnings("ignore", "no fast renderer available")
        picture = pygame.display.set_mode(ui.WINDOW_SIZE, flags)
    if screen:
        window = _allow_small()
        if window is not None and not fullscreen:
            window.size = first_size(pygame.display.get_desktop_sizes())
    return picture


def _allow_small():
    """Let the window shrink below the picture's size (to SMALLEST); returns the window."""
    window = _window()
    if window is not None:
        window.minimum_size = SMALLEST
    return window


def _window():
    """The display module's window, or None where the video driver has none to resize."""
    try:
        with warnings.catch_warnings():  # the display module's window is what we resize
            warnings.simplefilter("ignore", DeprecationWarning)
            return pygame.Window.from_display_module()
    except (pygame.error, AttributeError):
        return None


def first_size(desktops: list[tuple[int, int]]) -> tuple[int, int]:
    """The window's size when it opens: the picture's own size, or on a smaller screen the
    largest size that leaves room for the desktop's panels, proportions kept."""
    picture_w, picture_h = ui.WINDOW_SIZE
    if not desktops:
        return ui.WINDOW_SIZE
    room_w, room_h = desktops[0][0] * 0.92, desktops[0][1] * 0.86
    scale = min(1.0, room_w / picture_w, room_h / picture_h)
    return (max(SMALLEST[0], int(picture_w * scale)), max(SMALLEST[1], int(picture_h * scale)))


def is_fullscreen() -> bool:
    surface = pygame.display.get_surface()
    return surface is not None and bool(surface.get_flags() & pygame.FULLSCREEN)


_windowed: list[tuple[int, int]] = []  # the window's size before full screen, to go back to


def set_fullscreen(on: bool) -> bool:
    """Full screen or back to the window, at the size it had before (or, if the game opened
    full screen, the size it would have opened with); False when the video driver cannot."""
    if is_fullscreen() == on:
        return True
    screen = os.environ.get("SDL_VIDEODRIVER") not in HEADLESS
    window = _window() if screen else None
    if on and window is not None:
        _windowed[:] = [tuple(window.size)]
    try:
        pygame.display.toggle_fullscreen()
    except pygame.error as error:
        LOG.warning("could not switch full screen: %s", error)
        return False
    if screen:
        window = _allow_small()  # pygame-ce sets the picture's size as the minimum again
        if not on and window is not None:
            window.size = _windowed[0] if _windowed else \
                first_size(pygame.display.get_desktop_sizes())
    return True
