"""The end screen: every player's score with its breakdown (columns named by the game's
table view), the table's own end panel, and play again."""

from __future__ import annotations

import pygame
import pygame_gui

from desktop import ui
from desktop.i18n import tr
from desktop.scenes.base import Scene
from desktop.views import make_table


class EndScene(Scene):
    def __init__(self, app, match, created: str = "") -> None:
        super().__init__(app)
        self.match = match
        self.created = created
        self.background = ui.gradient(ui.WINDOW_SIZE)
        self.table = make_table(match.game_id)
        self.table.finished(match, created)

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
        if len(self.match.seats) == 1:  # solo: 1 is the rulebook's win (rules contract)
            name = self.match.seats[0].name
            headline = tr("{name} wins the solo game!", name=name) \
                if rules.returns(self.match.state)[0] >= 1 else \
                tr("{name} loses the solo game", name=name)
        ui.text(surface, headline, (800, 70), 48, ui.ACCENT, bold=True, anchor="center")
        ranked = sorted(scores, key=lambda s: s.rank_key, reverse=True)
        names = self.table.score_labels
        scored = {key for score in scores for key in score.breakdown}
        keys = [key for key in names if key in scored] + sorted(scored - set(names))
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
        below = pygame.Rect(40, table.bottom + 16, 1520, 760 - table.bottom - 24)
        self.table.end_panel(surface, self.match, below)
