"""Our own SVG art for Tabletop Cities and a small loader for it.

Every picture in ``sprites/svg/`` was drawn by hand for this project (flat shapes, two or
three colours); nothing is taken from the published games. :func:`load` renders one of them
crisp at any pixel size with ``pygame.image.load_sized_svg`` and caches the result.

Art shared by every game (coins, card backs) lies in ``sprites/svg/``; each game's own art in
its folder, ``sprites/svg/<game_id>/`` (named by the game's desktop registration). A sprite is
named by its file stem wherever it lies, so names are unique across the folders.

The table's sounds lie in ``sprites/sounds/`` (``SOUND_DIR``): short WAV files synthesized for
this project by ``scripts/make_sounds.py``, played by ``desktop/audio.py``.

Works headless (``SDL_VIDEODRIVER=dummy``): rendering an SVG needs no display. The surface is
converted with ``convert_alpha`` only when a display surface exists.
"""

from __future__ import annotations

import functools
from pathlib import Path

import pygame

__all__ = ["SOUND_DIR", "SVG_DIR", "UnknownSpriteError", "folder", "load", "names", "path"]

SVG_DIR = Path(__file__).resolve().parent / "svg"
SOUND_DIR = Path(__file__).resolve().parent / "sounds"


class UnknownSpriteError(KeyError, FileNotFoundError):
    """No ``sprites/svg/<name>.svg``; catchable as KeyError or FileNotFoundError."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:  # KeyError would show the message in quotes
        return self.message


@functools.cache
def _files() -> dict[str, Path]:
    found: dict[str, Path] = {}
    for file in sorted(SVG_DIR.rglob("*.svg")):
        if file.stem in found:
            raise ValueError(f"two sprites are named {file.stem!r}: {found[file.stem]} and "
                             f"{file}")
        found[file.stem] = file
    return found


def names() -> list[str]:
    """Sorted names of all sprites (file stems in ``sprites/svg`` and its game folders)."""
    return sorted(_files())


def folder(game: str) -> list[str]:
    """Sorted names of one game's own sprites (``sprites/svg/<game>/``)."""
    return sorted(p.stem for p in (SVG_DIR / game).glob("*.svg"))


def path(name: str) -> Path:
    """Path of the SVG file for ``name``; raises UnknownSpriteError for an unknown name."""
    if name not in names():
        close = [n for n in names() if name and (name in n or n in name)]
        hint = f" Did you mean: {', '.join(close[:5])}?" if close else ""
        raise UnknownSpriteError(
            f"unknown sprite {name!r}: no file {name}.svg in {SVG_DIR}.{hint} "
            f"Known sprites: {', '.join(names())}"
        )
    return _files()[name]


def load(name: str, size: tuple[int, int]) -> pygame.Surface:
    """Render sprite ``name`` at ``size`` (width, height) pixels, cached by (name, size).

    The result always has exactly ``size``: SVGs keep their aspect ratio, so a picture whose
    shape differs from ``size`` is centred on a transparent surface. The same Surface object
    is returned for the same (name, size); do not draw on it (``.copy()`` it first).
    """
    w, h = size
    if int(w) != w or int(h) != h or w <= 0 or h <= 0:
        raise ValueError(f"sprite size must be two positive integers, got {size!r}")
    return _load(name, (int(w), int(h)))


@functools.lru_cache(maxsize=512)
def _load(name: str, size: tuple[int, int]) -> pygame.Surface:
    image = pygame.image.load_sized_svg(str(path(name)), size)
    if image.get_size() != size:
        framed = pygame.Surface(size, pygame.SRCALPHA)
        framed.blit(image, image.get_rect(center=framed.get_rect().center))
        image = framed
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        image = image.convert_alpha()
    return image


def clear_cache() -> None:
    """Forget rendered surfaces (e.g. after the display mode changed)."""
    _load.cache_clear()
