"""The end screen's score table: one row per player (best first), one column per part of the
score (named by the game's registration) and the total; every number explains itself on
hover with the rules' own words (`GameRules.score_details`)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from desktop import ui
from desktop.i18n import say, tr
from rules.core.contract import Score
from rules.core.message import Text


@dataclass(frozen=True)
class ScoreRow:
    label: str  # the player's name (and seat kind), or a rival's
    score: Score
    highlighted: bool  # a winner
    details: dict[str, list[Text]]  # the rules' words for each part of the score


@dataclass(frozen=True)
class ScoreCell:
    """A number in the table and its explanation (tooltip title and body)."""
    rect: pygame.Rect
    title: str
    body: str


def column_keys(rows: list[ScoreRow], labels: dict[str, str]) -> list[str]:
    """The parts of the score that occur, in the registration's order, then any others."""
    scored = {key for row in rows for key in row.score.breakdown}
    return [key for key in labels if key in scored] + sorted(scored - set(labels))


def column_name(key: str, labels: dict[str, str]) -> str:
    return tr(labels.get(key, key.replace("_", " ").capitalize()))


def _explained(row: ScoreRow, key: str, labels: dict[str, str]) -> tuple[str, str]:
    value = row.score.breakdown.get(key, 0)
    title = tr("{name} · {part}: {n}", name=row.label, part=column_name(key, labels), n=value)
    return title, "\n".join(say(line) for line in row.details.get(key, []))


def _total_explained(row: ScoreRow, keys: list[str], labels: dict[str, str]) -> tuple[str, str]:
    title = tr("{name} · {part}: {n}", name=row.label, part=tr("Total"), n=row.score.total)
    lines = [tr("{part}: {n}", part=column_name(key, labels), n=row.score.breakdown[key])
             for key in keys if key in row.score.breakdown]
    return title, "\n".join(lines)


def score_table(surface: pygame.Surface, top: int, rows: list[ScoreRow],
                labels: dict[str, str]) -> tuple[pygame.Rect, list[ScoreCell]]:
    """Draws the table centred under `top`; returns its rectangle and the hoverable cells."""
    keys = column_keys(rows, labels)
    col_w = min(180, (1540 - 260) // (len(keys) + 1))
    name_w = max(260, min(400, 1540 - col_w * (len(keys) + 1)))  # wider when there is room
    table = pygame.Rect(0, top, name_w + col_w * (len(keys) + 1), 96 + 64 * len(rows))
    table.centerx = ui.WINDOW_SIZE[0] // 2
    ui.panel(surface, table)
    y = table.y + 20
    ui.text(surface, tr("Player"), (table.x + 24, y), 18, ui.MUTED, bold=True)
    for i, key in enumerate([*keys, "total"]):
        label = column_name(key, labels) if key != "total" else tr("Total")
        for j, line in enumerate(ui.wrap(label, 16, col_w - 8, bold=True)[:2]):
            centre = table.x + name_w + i * col_w + col_w // 2
            ui.text(surface, line, (centre, y + j * ui.grown(20)),
                    16, ui.MUTED, bold=True, anchor="midtop")
    cells = []
    for number, row in enumerate(rows):
        y = table.y + 88 + number * 64
        colour = ui.ACCENT if row.highlighted else ui.TEXT
        ui.text(surface, row.label, (table.x + 24, y), 22, colour, bold=row.highlighted,
                max_width=name_w - 30)
        for i, key in enumerate(keys):
            centre = table.x + name_w + i * col_w + col_w // 2
            ui.text(surface, str(row.score.breakdown.get(key, 0)), (centre, y), 22, ui.TEXT,
                    anchor="midtop")
            cell = pygame.Rect(centre - col_w // 2 + 2, y - 14, col_w - 4, 56)
            cells.append(ScoreCell(cell, *_explained(row, key, labels)))
        centre = table.x + name_w + len(keys) * col_w + col_w // 2
        ui.text(surface, str(row.score.total), (centre, y), 26, colour, bold=True,
                anchor="midtop")
        cells.append(ScoreCell(pygame.Rect(centre - col_w // 2 + 2, y - 14, col_w - 4, 56),
                               *_total_explained(row, keys, labels)))
    return table, cells


def hovered(cells: list[ScoreCell], mouse: tuple[int, int]) -> ScoreCell | None:
    """The cell under the mouse, outlined so the player sees what the tooltip is about."""
    return next((cell for cell in cells if cell.rect.collidepoint(mouse)), None)


def outline(surface: pygame.Surface, cell: ScoreCell) -> None:
    pygame.draw.rect(surface, ui.ACCENT, cell.rect, 2, border_radius=6)
