"""The end screen: every player's score with its breakdown, and play again."""

from __future__ import annotations

import pygame
import pygame_gui

from desktop import ui
from desktop.i18n import tr
from desktop.scenes.base import Scene

CATEGORIES = {
    "districts": "Districts",
    "five_colours": "All five colours",
    "first_complete": "First complete city",
    "complete": "Complete city",
}
# Shown only when some player scored them (Dark City).
EXTRA_CATEGORIES = {
    "beautified": "Beautified",
    "wishing_well": "Wishing Well",
    "museum": "Museum",
    "imperial_treasury": "Imperial Treasury",
    "map_room": "Map Room",
}


class EndScene(Scene):
    def __init__(self, app, match) -> None:
        super().__init__(app)
        self.match = match
        self.background = ui.gradient(ui.WINDOW_SIZE)

    def enter(self) -> None:
        self.again = self.button((560, 780, 240, 56), tr("Play again"), object_id="#primary")
        self.title = self.button((820, 780, 220, 56), tr("Title screen"))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.again:
            self.app.start_match(self.match.game_id, self.match.seats, self.match.options)
        elif event.ui_element is self.title:
            from desktop.scenes.title import TitleScene

            self.app.replace(TitleScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        rules = self.match.rules
        scores = rules.scores(self.match.state)
        winners = rules.winners(self.match.state)
        names = [self.match.seats[s].name for s in winners]
        headline = tr("{names} wins!", names=names[0]) if len(names) == 1 else \
            tr("Shared win: {names}", names=", ".join(names))
        ui.text(surface, headline, (800, 70), 48, ui.ACCENT, bold=True, anchor="center")
        ranked = sorted(scores, key=lambda s: s.rank_key, reverse=True)
        names = {**CATEGORIES, **EXTRA_CATEGORIES}
        keys = list(CATEGORIES) + [key for key in EXTRA_CATEGORIES
                                   if any(key in score.breakdown for score in scores)]
        keys += sorted({key for score in scores for key in score.breakdown} - set(keys))
        col_w = min(180, (1540 - 260) // (len(keys) + 1))
        table = pygame.Rect(0, 140, 260 + col_w * (len(keys) + 1), 96 + 64 * len(ranked))
        table.centerx = 800
        ui.panel(surface, table)
        y = table.y + 20
        ui.text(surface, tr("Player"), (table.x + 24, y), 18, ui.MUTED, bold=True)
        for i, key in enumerate(keys + ["total"]):
            label = tr(names.get(key, key.replace("_", " ").capitalize())) if key != "total" \
                else tr("Total")
            for j, line in enumerate(ui.wrap(label, 16, col_w - 8, bold=True)[:2]):
                ui.text(surface, line, (table.x + 260 + i * col_w + col_w // 2, y + j * 20),
                        16, ui.MUTED, bold=True, anchor="midtop")
        for row, score in enumerate(ranked):
            y = table.y + 88 + row * 64
            win = score.seat in winners
            colour = ui.ACCENT if win else ui.TEXT
            seat = self.match.seats[score.seat]
            ui.text(surface, seat.name + ("" if seat.kind == "human" else f" ({tr(seat.kind)})"),
                    (table.x + 24, y), 22, colour, bold=win)
            for i, key in enumerate(keys):
                ui.text(surface, str(score.breakdown.get(key, 0)),
                        (table.x + 260 + i * col_w + col_w // 2, y), 22, ui.TEXT,
                        anchor="midtop")
            ui.text(surface, str(score.total), (table.x + 260 + len(keys) * col_w + col_w // 2,
                    y), 26, colour, bold=True, anchor="midtop")
