"""The end screen: every player's score with its breakdown (columns named by the game's
registration), the personal record of a solo game, the table's own end panel (drawn from the
final state as every player may see it), and play again."""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui

from desktop import ui
from desktop.games import desk
from desktop.i18n import say, tr
from desktop.scenes.base import Scene
from desktop.views.kit.panel import seat_words
from desktop.views.kit.record import record_panel
from rules.core.message import join
from saves import records


class EndScene(Scene):
    def __init__(self, app, match, created: str = "") -> None:
        super().__init__(app)
        self.match = match
        self.created = created
        self.background = ui.gradient(ui.WINDOW_SIZE)
        self.desk = desk(match.game_id)
        self.table = self.desk.table()
        self.final = match.rules.view(match.state, None)  # what every player may see
        self.record = self._keep_record()

    def _solo(self) -> bool:
        return len(self.match.seats) == 1 and self.match.rules.has_solo

    def _keep_record(self) -> records.RecordResult | None:
        """A solo game played by a human goes into the personal record, once per match
        (keyed by game, seed and creation time: a reopened end screen adds nothing)."""
        if not self._solo() or self.match.seats[0].kind != "human":
            return None
        rules, state = self.match.rules, self.match.state
        total = rules.scores(state)[0].total
        won = rules.returns(state)[0] >= 1
        return records.record_solo(self.match.game_id, self.match.seed, self.created, total,
                                   won)

    def enter(self) -> None:
        self.again = self.button((560, 780, 240, 56), tr("Play again"), object_id="#primary")
        self.title = self.button((820, 780, 220, 56), tr("Title screen"))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return
        if event.ui_element is self.again:
            self.app.start_match(self.match.game_id, self.match.seats, self.match.options)
        elif event.ui_element is self.title:
            self.app.replace_scene("title")

    def _rows(self, scores, winners: list[int]) -> list[tuple[str, Any, bool]]:
        """(label, score, highlighted) per row, best first: the seats, then opponents that
        are part of the rules (Hal), who is highlighted when he beat the solo player."""
        rules, state = self.match.rules, self.match.state
        rows = []
        for score in scores:
            seat = self.match.seats[score.seat]
            words = seat_words(seat.kind, False)
            label = tr("{name} ({words})", name=seat.name, words=words) if words else seat.name
            rows.append((label, score, score.seat in winners))
        rivals = rules.rival_scores(state)
        if rivals:
            beaten = len(self.match.seats) == 1 and rules.returns(state)[0] < 1
            rows = [(label, score, win and not beaten) for label, score, win in rows]
            rows += [(tr("{name} (automated opponent)", name=say(name)), score, beaten)
                     for name, score in rivals]
        return sorted(rows, key=lambda row: row[1].rank_key, reverse=True)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        rules = self.match.rules
        scores = rules.scores(self.match.state)
        winners = rules.winners(self.match.state)
        names = [self.match.seats[s].name for s in winners]
        headline = tr("{names} wins!", names=names[0]) if len(names) == 1 else \
            tr("Shared win: {names}", names=say(join(names)))
        if len(self.match.seats) == 1:  # solo: 1 is the rulebook's win (rules contract)
            name = self.match.seats[0].name
            headline = tr("{name} wins the solo game!", name=name) \
                if rules.returns(self.match.state)[0] >= 1 else \
                tr("{name} loses the solo game", name=name)
        ui.text(surface, headline, (800, 70), 48, ui.ACCENT, bold=True, anchor="center")
        rows = self._rows(scores, winners)
        names = self.desk.score_labels
        scored = {key for score in scores for key in score.breakdown}
        keys = [key for key in names if key in scored] + sorted(scored - set(names))
        col_w = min(180, (1540 - 260) // (len(keys) + 1))
        table = pygame.Rect(0, 140, 260 + col_w * (len(keys) + 1), 96 + 64 * len(rows))
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
        for row, (label, score, win) in enumerate(rows):
            y = table.y + 88 + row * 64
            colour = ui.ACCENT if win else ui.TEXT
            ui.text(surface, label, (table.x + 24, y), 22, colour, bold=win)
            for i, key in enumerate(keys):
                ui.text(surface, str(score.breakdown.get(key, 0)),
                        (table.x + 260 + i * col_w + col_w // 2, y), 22, ui.TEXT,
                        anchor="midtop")
            ui.text(surface, str(score.total), (table.x + 260 + len(keys) * col_w + col_w // 2,
                    y), 26, colour, bold=True, anchor="midtop")
        below = pygame.Rect(40, table.bottom + 16, 1520, 760 - table.bottom - 24)
        if self._solo():
            state = self.match.state
            total = scores[0].total
            won = rules.returns(state)[0] >= 1
            verdict = self.desk.solo_verdict(total, won)
            drawn = record_panel(surface, below, verdict, won, total,
                                 self.match.seats[0].kind == "human", self.record)
            below = pygame.Rect(below.x, drawn.bottom + 12, below.w, below.bottom - drawn.bottom
                                - 12)
        self.table.end_panel(surface, self.final, below)
