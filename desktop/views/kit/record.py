"""The personal record of a solo mode, drawn on the end screen for any game that has one."""

from __future__ import annotations

import pygame

from desktop import ui
from desktop.i18n import say, tr
from rules.core.message import join
from saves.records import RecordResult


def record_panel(surface: pygame.Surface, rect: pygame.Rect, verdict: str, won: bool,
                 total: int, human: bool, result: RecordResult | None) -> pygame.Rect:
    """The solo verdict and the player's record (games, wins, best, last scores); a bot's
    solo game is not recorded. Returns the rectangle drawn."""
    box = pygame.Rect(0, 0, min(rect.w, 900), min(rect.h, 210 if human else 100))
    box.midtop = rect.midtop
    ui.panel(surface, box, pygame.Color("#1a2030"), ui.GOOD if won else ui.BAD, width=2)
    ui.text(surface, verdict, (box.centerx, box.y + 14), 26, ui.GOOD if won else ui.BAD,
            bold=True, anchor="midtop", max_width=box.w - 30)
    y = box.y + 60
    if not human:
        ui.text(surface, tr("A bot played this game: it is not in your record."),
                (box.centerx, y), 17, ui.MUTED, anchor="midtop")
        return box
    if result is None or result.record is None:
        reason = say(result.error) if result is not None and result.error else \
            tr("no record")
        ui.text(surface, tr("Your record could not be updated: {why}", why=reason),
                (box.centerx, y), 15, ui.BAD, anchor="midtop", max_width=box.w - 30)
        return box
    record = result.record
    lines = [
        tr("This score: {n}", n=total),
        tr("Best score: {n}", n=record.best if record.best is not None else "-"),
        tr("Wins: {w} of {g} solo games", w=record.wins, g=record.games),
    ]
    for i, line in enumerate(lines):
        ui.text(surface, line, (box.x + 40 + i * (box.w - 80) // 3, y), 20, ui.TEXT, bold=True)
    last = say(join(f"{e['score']}" + ("★" if e.get("won") else "") for e in record.last))
    ui.text(surface, tr("Last scores (newest first): {list}", list=last),
            (box.centerx, y + 44), 16, ui.MUTED, anchor="midtop", max_width=box.w - 30)
    if total == record.best and result.added:
        ui.text(surface, tr("A new best score!"), (box.centerx, y + 80), 20, ui.ACCENT,
                bold=True, anchor="midtop")
    if result.error:
        ui.text(surface, say(result.error), (box.centerx, box.bottom - 26), 14, ui.BAD,
                anchor="midtop", max_width=box.w - 30)
    return box
