"""The table's sounds (issue 42): a short sound per kind of move, and cues for a scoring, your
turn and a refused click, at the volume of the settings, or none when muted.

The sounds are `sprites/sounds/<name>.wav`, synthesized for this project by
`scripts/make_sounds.py`. Which one a move makes is worked out from what it moved, for every
game alike (`move_sound`): the game's zones (rules/core/zones.py) give the flows between the
position before and after, and each flow's piece looks like one of `LOOKS`; the most telling
look sounds (a building over a ship over a worker ...), each flow as it looks where it lands
(`Zones.landing`: a district card put into a city is a building).

Nothing here may stop a game: without an audio device (or a mixer at all), with a sound file
missing or broken, `Audio.play` simply does nothing. The mixer is started at the first sound
(never when muted), and a sound plays in the mixer's own thread, so no frame waits for it.
"""

from __future__ import annotations

import logging
import os
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import pygame

from sprites import SOUND_DIR

LOG = logging.getLogger("desktop.audio")

# The most telling look of a move first: what it builds or sends out, then what it takes.
MOVE_SOUNDS = ("building", "ship", "worker", "tile", "card", "coin", "token")
CUES = ("scoring", "turn", "illegal")
NAMES = MOVE_SOUNDS + CUES
# The least time between two move sounds, and between two of the same sound: bots shown at
# their fastest play many moves a second, which would pile up into a noise.
MOVE_GAP = 0.12
SAME_GAP = 0.1


def move_sound(rules: Any, flows: Iterable[Any]) -> str | None:
    """The sound of a move in the game of `rules` that made these flows (its zones' between
    the full positions before and after it), or None: a move that moved nothing (ending a
    turn), a game without zones."""
    zones = getattr(rules, "zones", None)
    return None if zones is None else flows_sound(zones, flows)


def flows_sound(zones: Any, flows: Iterable[Any]) -> str | None:
    """The most telling sound of these flows (`MOVE_SOUNDS`), each as it looks where it
    lands."""
    looks = {zones.landing(flow) for flow in flows}
    return next((look for look in MOVE_SOUNDS if look in looks), None)


def _no_device_here() -> bool:
    """Linux without a sound card or a sound server: starting the mixer would only print
    ALSA's complaints. Elsewhere (or with SDL_AUDIODRIVER set) the mixer is tried."""
    if not sys.platform.startswith("linux") or os.environ.get("SDL_AUDIODRIVER") \
            or os.environ.get("PULSE_SERVER"):  # a sound server elsewhere (WSL's, say)
        return False
    runtime = Path(os.environ.get("XDG_RUNTIME_DIR") or f"/run/user/{os.getuid()}")
    if (runtime / "pulse" / "native").exists() or (runtime / "pipewire-0").exists():
        return False
    try:
        cards = Path("/proc/asound/cards").read_text(encoding="utf-8", errors="replace")
    except OSError:
        return True  # no ALSA at all
    return "no soundcards" in cards or not cards.strip()


class Audio:
    """Plays the table's sounds by name at the volume of `settings()` (read at every sound,
    so a change in Settings holds at once). `played` counts the sounds played, by name."""

    def __init__(self, settings: Callable[[], Any], folder: Path = SOUND_DIR,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.settings = settings
        self.folder = folder
        self.clock = clock
        self.mixer: bool | None = None  # started, failed (never tried again), not yet tried
        self.sounds: dict[str, Any] = {}  # name -> pygame Sound, or None when it won't load
        self.last: dict[str, float] = {}  # name (and "move") -> when it last played
        self.played: Counter[str] = Counter()

    def volume(self) -> float:
        """0 to 1; 0 when muted."""
        settings = self.settings()
        if settings is None or getattr(settings, "muted", False):
            return 0.0
        return max(0, min(100, getattr(settings, "volume", 0))) / 100

    @property
    def on(self) -> bool:
        """Whether a sound would be heard: not muted, a volume, a mixer (or not tried yet)."""
        return self.volume() > 0 and self.mixer is not False

    def play(self, name: str, move: bool = False) -> bool:
        """Play sound `name` (a move's sound when `move`: those do not follow one another
        closer than `MOVE_GAP`); True if it was started."""
        volume = self.volume()
        if volume <= 0:
            return False
        now = self.clock()
        keys = (name, "move") if move else (name,)
        if any(now - self.last[key] < (MOVE_GAP if key == "move" else SAME_GAP)
               for key in keys if key in self.last):
            return False
        sound = self._sound(name)
        if sound is None:
            return False
        try:
            sound.set_volume(volume)
            sound.play()
        except Exception as err:  # the device went away: stay silent from now on
            LOG.info("sound off: %s", err)
            self.mixer = False
            return False
        for key in keys:
            self.last[key] = now
        self.played[name] += 1
        return True

    def _start(self) -> bool:
        if self.mixer is None:
            self.mixer = False
            if _no_device_here():
                LOG.info("no sound: no audio device")
                return False
            try:
                if not pygame.mixer.get_init():
                    pygame.mixer.init(frequency=22050, size=-16, channels=2, buffer=512)
                self.mixer = True
            except Exception as err:  # pygame.error without a device, no mixer module
                LOG.info("no sound: %s", err)
        return self.mixer

    def _sound(self, name: str) -> Any:
        if name not in self.sounds:
            if not self._start():
                return None
            path = self.folder / f"{name}.wav"
            try:
                self.sounds[name] = pygame.mixer.Sound(str(path))
            except Exception as err:  # missing or broken: that sound stays silent
                LOG.warning("could not load the sound %s: %s", path, err)
                self.sounds[name] = None
        return self.sounds[name]

    def close(self) -> None:
        """Stop and forget the sounds (the mixer goes with pygame.quit)."""
        self.sounds.clear()
        if self.mixer:
            try:
                pygame.mixer.stop()
            except Exception:  # already shut down
                pass
        self.mixer = None


class Silent:
    """No sound (a controller without an app: tests, tools)."""

    on = False

    def play(self, name: str, move: bool = False) -> bool:
        return False


__all__ = ["Audio", "CUES", "MOVE_SOUNDS", "NAMES", "Silent", "flows_sound", "move_sound"]
