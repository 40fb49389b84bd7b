"""The Hint panel of the game screen: the hard bot's suggestion and its next best choices,
three whose words differ, each said as advice with the reasons it gives (the search's
numbers, and the game's own words)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from desktop import ui
from desktop.i18n import say, tr

PANEL = pygame.Rect(1192, 300, 396, 264)  # over the lower part of the game log (its
# height at 100 %: a larger text size makes it taller upwards, over more of the log)
SHOWN = 3


def distinct_choices(hint: Any, words: Callable[[Any], str]) -> list[tuple[Any, str]]:
    """The hint's first `SHOWN` choices whose words (`words(choice)`) differ, with them: two
    moves the player cannot tell apart by their words are one line, the better one."""
    seen: set[str] = set()
    kept = []
    for choice in hint.choices:
        said = words(choice)
        if said not in seen:
            seen.add(said)
            kept.append((choice, said))
    return kept[:SHOWN]


def draw_hint(surface: pygame.Surface, hint: Any | None, coming: bool,
              words: Callable[[Any], str], rect: pygame.Rect = PANEL) -> None:
    """The panel: "thinking" while the search runs, then the choices, the suggestion first
    and highlighted."""
    rect = pygame.Rect(rect.x, rect.bottom - ui.grown(rect.h), rect.w, ui.grown(rect.h))
    ui.panel(surface, rect, pygame.Color("#10141d"), ui.ACCENT, width=2, radius=10)
    x, y, width = rect.x + 12, rect.y + 8, rect.w - 24
    title = ui.text(surface, tr("Hint"), (x, y), 18, ui.ACCENT, bold=True)
    ui.text(surface, tr("The hard bot, from your view only"),
            (rect.right - 12, y + 3 + ui.grown(18) - 18), ui.capped(13), ui.MUTED,
            anchor="topright", max_width=rect.right - 12 - title.right - 10)
    y += ui.grown(28)
    if hint is None:
        if coming:
            dots = "." * (1 + int(pygame.time.get_ticks() / 400) % 3)
            ui.text(surface, tr("Thinking about your move") + dots, (x, y), 16, ui.MUTED)
        return
    for rank, (choice, said) in enumerate(distinct_choices(hint, words)):
        best = rank == 0
        head = tr("Suggested: {move}", move=said) if best else tr("Also good: {move}", move=said)
        lines = [(line, 16, ui.HIGHLIGHT if best else ui.TEXT, best)
                 for line in ui.wrap(head, 16, width, bold=best)[:2]]
        reasons = [say(choice.reason)] + ([say(choice.detail)] if choice.detail else [])
        lines += [(line, 14, ui.MUTED, False) for reason in reasons
                  for line in ui.wrap(reason, 14, width - 12)[:2]]
        for line, size, colour, bold in lines:
            if y + ui.grown(size) > rect.bottom - 6:
                return
            ui.text(surface, line, (x + (0 if size == 16 else 12), y), size, colour, bold=bold)
            y += ui.grown(size + 4)
        y += ui.grown(6)
