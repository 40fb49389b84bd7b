"""One set of fonts for every table: the theme's Noto Sans (`desktop.ui.font`, `ui.text`) and
the faces for other scripts (National Economy's Japanese names, Traditional Chinese)."""

from __future__ import annotations

import functools
from pathlib import Path

import pygame
import pygame_gui

from desktop.i18n import CJK_FONT
from desktop.ui import scaled

SCRIPTS = {"ja": Path(pygame_gui.__file__).parent / "data" / "NotoSansJP-Regular.otf",
           "zh": CJK_FONT}


@functools.cache
def script_font(script: str, size: float) -> pygame.font.Font:
    """The face for `script` at `size` (at 100 %, drawn at the text size): pygame_gui's Noto
    Sans JP for Japanese ("ja"), our Noto Sans TC subset for Traditional Chinese ("zh")."""
    path = SCRIPTS[script]
    return pygame.font.Font(path if path.exists() else None, scaled(size))


@functools.lru_cache(maxsize=1024)
def script_text(words: str, script: str, size: float, colour: tuple,
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
