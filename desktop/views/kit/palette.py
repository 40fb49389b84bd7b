"""One palette for every table: the theme's colours (`desktop.ui`) and the few more that
card faces, dialogs and players' pieces share."""

from __future__ import annotations

import pygame

from desktop.ui import ACCENT, BAD, GOOD, HIGHLIGHT, MUTED, PANEL, PANEL_EDGE, TEXT

__all__ = ["ACCENT", "BAD", "BUTTON_OFF", "BUTTON_ON", "CHEAPER", "CREAM", "DIALOG", "FAINT_INK",
           "GOOD", "HAND", "HIGHLIGHT", "INK", "MINE", "MUTED", "PANEL", "PANEL_EDGE",
           "PILL", "SEAT_COLOURS", "TEXT", "seat_colour"]

INK = pygame.Color("#2a2218")  # text on a card face
FAINT_INK = pygame.Color("#4a3f30")
CREAM = pygame.Color("#f3ead8")  # a card face
CHEAPER = pygame.Color("#0d6c2a")  # a cost an effect lowered
DIALOG = pygame.Color("#10141d")  # a dialog's background
HAND = pygame.Color("#1b2131")  # the viewer's hand area, bars
MINE = pygame.Color("#27324a")  # the viewer's own player panel
BUTTON_ON = pygame.Color("#6b4f1d")
BUTTON_OFF = pygame.Color("#262d3f")
PILL = pygame.Color("#10131b")
SEAT_COLOURS = (pygame.Color("#e2574c"), pygame.Color("#4f8fe6"), pygame.Color("#53b96e"),
                pygame.Color("#d9a23a"), pygame.Color("#b07ce8"), pygame.Color("#f4f1ea"),
                pygame.Color("#4fc4c4"))


def seat_colour(seat: int) -> pygame.Color:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]
