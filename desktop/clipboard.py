"""The system clipboard through SDL (pygame.scrap): text only. Where there is none (no
display, an old SDL), `copy` says so and the screens show the text in a box to select."""

from __future__ import annotations

import pygame


def copy(text: str) -> bool:
    """Put `text` on the clipboard; False when the system would not take it."""
    try:
        pygame.scrap.put_text(text)
        return pygame.scrap.get_text() == text
    except (pygame.error, AttributeError):
        return False


def paste() -> str:
    """The clipboard's text ("" when it holds none or cannot be read)."""
    try:
        return pygame.scrap.get_text() or ""
    except (pygame.error, AttributeError):
        return ""
