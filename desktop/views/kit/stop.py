"""A stop on a moment that changes the game (rules/core/moments.py): a banner over the table
that the player cannot miss, with what the move that made it said, while the game waits.

It lasts `LENGTHS` animation lengths (normal: 2.4 s), ends at a click, Space or Enter, and
is not made at all with animations off (the log and the side banner still tell it)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from desktop import ui
from desktop.i18n import tr
from desktop.views.kit import palette

LENGTHS = 8  # a stop lasts this many animation lengths
LINES = 6  # of the move's log shown under the heading, at most (the last ones)
WIDTH = 760


@dataclass
class Stop:
    headings: list[str]
    lines: list[str]  # what the move said, as the viewer reads it
    seconds: float
    left: float = 0.0

    def __post_init__(self) -> None:
        self.left = self.seconds

    def update(self, dt: float) -> bool:
        """Counts down; False once over."""
        self.left -= dt
        return self.left > 0

    def draw(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """The banner, centred on the table `area`, on a shade that dims the table."""
        shade = pygame.Surface(area.size, pygame.SRCALPHA)
        shade.fill((8, 10, 16, 120))
        surface.blit(shade, area)
        heading_lines = [line for heading in self.headings
                         for line in ui.wrap(heading, 32, WIDTH - 60, bold=True)]
        said = [words for words in self.lines if words not in self.headings][-LINES:]
        body = [line for words in said for line in ui.wrap(words, 18, WIDTH - 60)][-LINES:]
        step, row = ui.grown(42), ui.grown(24)  # the lines' heights grow with the text
        height = 20 + step * len(heading_lines) + (8 + row * len(body) if body else 0) + \
            ui.grown(40) + 24
        box = pygame.Rect(0, 0, WIDTH, height)
        box.center = area.center
        ui.panel(surface, box, palette.DIALOG, palette.ACCENT, width=3, radius=18)
        y = box.y + 20
        for line in heading_lines:
            ui.text(surface, line, (box.centerx, y), 32, palette.ACCENT, bold=True,
                    anchor="midtop")
            y += step
        if body:
            y += 8
            for line in body:
                ui.text(surface, line, (box.centerx, y), 18, palette.TEXT, anchor="midtop")
                y += row
        bar = pygame.Rect(box.x + 30, box.bottom - 30, box.w - 60, 6)
        pygame.draw.rect(surface, palette.PANEL_EDGE, bar, border_radius=3)
        bar.w = int(bar.w * max(0.0, self.left) / max(0.01, self.seconds))
        pygame.draw.rect(surface, palette.ACCENT, bar, border_radius=3)
        ui.text(surface, tr("Click or press Space to go on"), (box.centerx, box.bottom - 38),
                14, palette.MUTED, anchor="midbottom")
