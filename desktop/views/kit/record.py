"""The personal record of a solo mode, drawn on the end screen for any game that has one, in
the words of what it measures (a score, or turns to reach the goal)."""

from __future__ import annotations

import pygame

from desktop import ui
from desktop.i18n import ntr, say, tr
from rules.core.contract import TURNS_MEASURE, SoloResult
from rules.core.message import join
from saves.records import RecordResult, SoloRecord


def _lines(result: SoloResult, record: SoloRecord) -> list[str]:
    """This game's value, the best and the win count."""
    wins = tr("Solo games: {g}, won {w}", w=record.wins, g=record.games)
    if result.measure == TURNS_MEASURE:
        best = ntr("Best: {n} turn", "Best: {n} turns", record.best) \
            if record.best is not None else tr("Best: none yet")
        return [tr("Turns: {n}", n=result.value), best, wins]
    return [tr("This score: {n}", n=result.value),
            tr("Best score: {n}", n=record.best if record.best is not None else "-"), wins]


def _last(result: SoloResult, record: SoloRecord) -> str:
    values = say(join(tr("{n} (won)", n=e["value"]) if e.get("won") else str(e["value"])
                      for e in record.last))
    if result.measure == TURNS_MEASURE:
        return tr("Last games in turns (newest first): {list}", list=values)
    return tr("Last scores (newest first): {list}", list=values)


def _new_best(result: SoloResult) -> str:
    if result.measure == TURNS_MEASURE:
        return ntr("A new best: {n} turn!", "A new best: {n} turns!", result.value)
    return tr("A new best score!")


def record_panel(surface: pygame.Surface, rect: pygame.Rect, verdict: str, result: SoloResult,
                 human: bool, kept: RecordResult | None, lesson: bool = False) -> pygame.Rect:
    """The solo verdict and the player's record (games, wins, best, last results); a bot's
    solo game, or a lesson's, is not recorded. Returns the rectangle drawn."""
    won = result.won
    recorded = human and not lesson
    box = pygame.Rect(0, 0, min(rect.w, 900), min(rect.h, 210 if recorded else 100))
    box.midtop = rect.midtop
    ui.panel(surface, box, pygame.Color("#1a2030"), ui.GOOD if won else ui.BAD, width=2)
    ui.text(surface, verdict, (box.centerx, box.y + 14), 26, ui.GOOD if won else ui.BAD,
            bold=True, anchor="midtop", max_width=box.w - 30)
    y = box.y + 60
    if not recorded:
        words = tr("A lesson's game: it is not in your record.") if lesson else \
            tr("A bot played this game: it is not in your record.")
        ui.text(surface, words, (box.centerx, y), 17, ui.MUTED, anchor="midtop",
                max_width=box.w - 30)
        return box
    if kept is None or kept.record is None:
        reason = say(kept.error) if kept is not None and kept.error else tr("no record")
        ui.text(surface, tr("Your record could not be updated: {why}", why=reason),
                (box.centerx, y), 15, ui.BAD, anchor="midtop", max_width=box.w - 30)
        return box
    record = kept.record
    ui.text(surface, "   ·   ".join(_lines(result, record)), (box.centerx, y), 20, ui.TEXT,
            bold=True, anchor="midtop", max_width=box.w - 30)
    ui.text(surface, _last(result, record), (box.centerx, y + 44), 16, ui.MUTED,
            anchor="midtop", max_width=box.w - 30)
    if kept.new_best:
        ui.text(surface, _new_best(result), (box.centerx, y + 80), 20, ui.ACCENT, bold=True,
                anchor="midtop")
    if kept.error:
        ui.text(surface, say(kept.error), (box.centerx, box.bottom - 26), 14, ui.BAD,
                anchor="midtop", max_width=box.w - 30)
    return box
