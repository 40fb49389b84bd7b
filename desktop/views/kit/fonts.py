"""One set of fonts for every table: the theme's Noto Sans (`desktop.ui.font`, `ui.text`) and
pygame_gui's bundled Noto Sans faces for other scripts (National Economy's Japanese names;
Chinese when the translation comes)."""

from __future__ import annotations

import functools
from pathlib import Path

import pygame
import pygame_gui

SCRIPTS = {"ja": "NotoSansJP-Regular.otf", "zh": "NotoSansSC-Regular.otf"}


@functools.cache
def script_font(script: str, size: int) -> pygame.font.Font:
    """pygame_gui's Noto Sans face for `script` ("ja", "zh") at `size`."""
    path = Path(pygame_gui.__file__).parent / "data" / SCRIPTS[script]
    return pygame.font.Font(path if path.exists() else None, size)


@functools.lru_cache(maxsize=1024)
def script_text(words: str, script: str, size: int, colour: tuple,
                max_width: int) -> pygame.Surface:
    """`words` rendered in the face for `script`, cut to `max_width` (cached)."""
    face = script_font(script, size)
    while len(words) > 1 and face.size(words)[0] > max_width:
        words = words[:-1]
    return face.render(words, True, colour)


def clear_caches() -> None:
    """Fonts and surfaces die with pygame.quit()."""
    script_font.cache_clear()
    script_text.cache_clear()
