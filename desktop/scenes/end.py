"""The end screen: every player's score with its breakdown (columns named by the game's
registration, each number explained on hover in the rules' words), the personal record of a
solo game, the table's own end panel, the final table as it stood (the game's table drawn
from the final state as every player may see it, read-only), and play again with the same
seats and options.

The Chart view draws the final breakdown as stacked bars and each player's score over the
rounds as a line chart with the scoring moments marked (the score history is worked out from
the match's moves when the charts are first shown, or given with `show_score_history`). The
game is counted in the statistics here, once per match (`saves.statistics`), and "Copy setup"
puts the game's setup code on the clipboard."""

from __future__ import annotations

import pygame
import pygame_gui

from desktop import charts, clipboard, ui
from desktop.games import desk
from desktop.i18n import say, tr
from desktop.scenes.base import Scene
from desktop.views.kit.panel import seat_words
from desktop.views.kit.record import record_panel
from desktop.views.kit.scores import (
    ScoreCell,
    ScoreRow,
    column_keys,
    column_name,
    hovered,
    outline,
    score_table,
)
from desktop.views.table import TABLE_AREA
from rules.core import results
from rules.core.message import join
from rules.core.timeline import score_history
from saves import records, setup_code, statistics

SIDE = pygame.Rect(1192, 64, 396, 824)  # beside the final table: the scores, best first
CHARTS = pygame.Rect(40, 176, 1520, 590)  # the Chart view's area
CODE_BOX = pygame.Rect(280, 737, 1040, 36)  # the setup code, selectable, under the charts
TOAST = (800, 24)  # above the headline: never over the scores or the charts
BUTTON_ROW = (780, 56, 16)  # the buttons' top, height and the gap between them


def _centred_row(widths: list[int]) -> list[tuple[int, int, int, int]]:
    """Button rects of these widths in one row, centred in the window."""
    top, height, gap = BUTTON_ROW
    x = (ui.WINDOW_SIZE[0] - sum(widths) - gap * (len(widths) - 1)) // 2
    rects = []
    for width in widths:
        rects.append((x, top, width, height))
        x += width + gap
    return rects


class EndScene(Scene):
    def __init__(self, app, match, created: str = "", lesson: bool = False) -> None:
        super().__init__(app)
        self.match = match
        self.created = created
        self.lesson = lesson  # a guided game: not in the record or the statistics
        self.background = ui.gradient(ui.WINDOW_SIZE)
        self.desk = desk(match.game_id)
        self.table = self.desk.table()
        self.final = match.rules.view(match.state, None)  # what every player may see
        self.solo = match.rules.solo_result(match.state) if self._solo() else None
        self.record = None if lesson else self._keep_record()
        self.counted = statistics.Counted(False) if lesson else \
            statistics.record_match(match, created)
        self.rows = self._rows()
        self.cells: list[ScoreCell] = []  # laid out by draw
        self.showing_table = False  # the final table instead of the scores
        self.showing_charts = False  # the charts instead of the score table
        self.history = None  # the score over the rounds (show_score_history)
        self.spots: list[charts.ChartSpot] = []  # the charts' hover spots, laid out by draw
        self.code = setup_code.encode(match.game_id, match.options, match.seed, match.seats)
        self.code_box: pygame_gui.elements.UITextEntryLine | None = None
        self.toast = ui.Toast()
        self.mode_buttons: list[pygame_gui.elements.UIButton] = []

    def _solo(self) -> bool:
        return len(self.match.seats) == 1 and self.match.rules.has_solo

    def _keep_record(self) -> records.RecordResult | None:
        """A solo game played by a human goes into the personal record, once per match
        (keyed by game, seed and creation time: a reopened end screen adds nothing)."""
        if self.solo is None or self.match.seats[0].kind != "human":
            return None
        return records.record_solo(self.match.game_id, self.match.seed, self.created,
                                   self.solo)

    def show_score_history(self, history) -> None:
        """Give the Chart view each player's score over the game: `history` has `rounds`
        (the round of each point), `totals` (per point, each seat's score) and `markers`
        ((point index, label) for the scoring moments), as `rules.core.timeline.ScoreHistory`;
        the line chart is drawn from it beside the final breakdown."""
        self.history = history

    # ----- buttons -----------------------------------------------------------------------
    def enter(self) -> None:
        self._layout()
        problem = self.counted.problem
        if problem is not None:  # a statistics file set aside or left alone: said, not hidden
            self.toast.show(say(problem), seconds=12, colour=ui.BAD)

    def _layout(self) -> None:
        """The buttons of the shown mode: scores (the final table, play again, title) or the
        final table (back to the scores)."""
        for button in self.mode_buttons:
            button.kill()
        if self.code_box is not None:
            self.code_box.kill()
            self.code_box = None
        if self.showing_table:
            self.back = self.button((SIDE.x, 10, SIDE.w, 42), tr("Back to scores"),
                                    object_id="#primary")
            self.mode_buttons = [self.back]
            return
        row = _centred_row([240, 260, 240, 220, 180, 180])
        self.replay = self.button(row[0], tr("Replay"),
                                  tooltip=tr("Watch the game again, move by move"))
        self.see = self.button(row[1], tr("See the final table"))
        self.again = self.button(row[2], tr("Play again"), object_id="#primary",
                                 tooltip=tr("The same players and options, a new deal"))
        self.title = self.button(row[3], tr("Title screen"))
        self.charts_button = self.button(
            row[4], tr("Show the table") if self.showing_charts else
            tr("Show charts"), tooltip=tr("The scores as a table, or as pictures"))
        self.copy = self.button(row[5], tr("Copy setup"),
                                tooltip=tr("A short text another player pastes into New game "
                                           "to play the same deal"))
        self.mode_buttons = [self.replay, self.see, self.again, self.title, self.charts_button,
                             self.copy]

    def show_charts(self, shown: bool) -> None:
        if shown and self.history is None:  # worked out once, when first asked for
            self.show_score_history(score_history(self.match))
        self.showing_charts = shown
        self._layout()

    def copy_setup(self) -> None:
        """The setup code to the clipboard, and in a box where it can be selected too."""
        copied = clipboard.copy(self.code)
        if self.code_box is None:
            self.code_box = pygame_gui.elements.UITextEntryLine(
                CODE_BOX.copy(), self.manager, self.container())
        self.code_box.set_text(self.code)
        self.toast.show(tr("Setup copied: paste it into New game to play the same deal.")
                        if copied else tr("Select the setup code below and copy it."),
                        seconds=6, colour=ui.GOOD if copied else ui.TEXT)

    def show_table(self, shown: bool) -> None:
        if shown and not self.showing_table:
            self.table.sync(self.final, None, [])
        self.showing_table = shown
        self._layout()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            element = event.ui_element
            if self.showing_table and element is self.back:
                self.show_table(False)
            elif not self.showing_table and element is self.replay:
                self.app.push_scene("replay", self.match)
            elif not self.showing_table and element is self.see:
                self.show_table(True)
            elif not self.showing_table and element is self.again:
                self.app.start_match(self.match.game_id, self.match.seats,
                                     self.match.options)
            elif not self.showing_table and element is self.title:
                self.app.replace_scene("title")
            elif not self.showing_table and element is self.charts_button:
                self.show_charts(not self.showing_charts)
            elif not self.showing_table and element is self.copy:
                self.copy_setup()
        elif not self.showing_table:
            return
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.show_table(False)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            spot = self.table.hit(event.pos)  # only what changes the view: no actions here
            if spot is not None and spot.local is not None:
                spot.local()
        elif event.type == pygame.MOUSEWHEEL:
            self.table.wheel(self.app.mouse_pos(), event.y)
        elif event.type == pygame.MOUSEMOTION and event.buttons[1] | event.buttons[2]:
            self.table.drag(event.pos, event.rel)

    # ----- scores ------------------------------------------------------------------------
    def _rows(self) -> list[ScoreRow]:
        """A row per seat, then opponents that are part of the rules (Hal), best first; the
        winners highlighted (Hal when he beat the solo player)."""
        rules, state = self.match.rules, self.match.state
        winners = results.winners(rules, state)
        seats = len(self.match.seats)
        rows = []
        for score in rules.scores(state):
            label = self._label(score.seat)
            rows.append(ScoreRow(label, score, score.seat in winners,
                                 rules.score_details(state, score.seat)))
        rivals = rules.rival_scores(state)
        if rivals:
            beaten = seats == 1 and results.returns(rules, state)[0] < 1
            rows = [ScoreRow(r.label, r.score, r.highlighted and not beaten, r.details)
                    for r in rows]
            for name, score in rivals:
                rows.append(ScoreRow(say(name), score, beaten,
                                     rules.score_details(state, score.seat)))
        return sorted(rows, key=lambda row: row.score.rank_key, reverse=True)

    def _headline(self) -> str:
        rules, state = self.match.rules, self.match.state
        if len(self.match.seats) == 1:  # solo: 1 is the rulebook's win (rules contract)
            name = self.match.seats[0].name
            return tr("{name} wins the solo game!", name=name) \
                if results.returns(rules, state)[0] >= 1 else \
                tr("{name} loses the solo game", name=name)
        names = [self.match.seats[s].name for s in results.winners(rules, state)]
        return tr("{names} wins!", names=names[0]) if len(names) == 1 else \
            tr("Shared win: {names}", names=say(join(names)))

    # ----- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        if self.showing_table:
            self._draw_final_table(surface)
            return
        ui.text(surface, self._headline(), (800, 70), ui.capped(48), ui.ACCENT, bold=True,
                anchor="center", max_width=1500)
        if any(seat.kind == "human" for seat in self.match.seats):
            below = 112 + ui.grown(45, ui.SMALL_BOX_SCALE) - 45  # under the larger headline
            ui.text(surface, tr("Hints used: {n}", n=self.match.hints_used), (800, below),
                    ui.capped(16), ui.MUTED, anchor="center")
        if self.showing_charts:
            self.cells = []
            self._draw_charts(surface)
            return
        self.spots = []
        table, self.cells = score_table(surface, 140, self.rows, self.desk.score_labels)
        below = pygame.Rect(40, table.bottom + 16, 1520, 760 - table.bottom - 24)
        if self.solo is not None:
            verdict = self.desk.solo_verdict(self._own_total(), self.solo)
            drawn = record_panel(surface, below, verdict, self.solo,
                                 self.match.seats[0].kind == "human", self.record, self.lesson)
            below = pygame.Rect(below.x, drawn.bottom + 12, below.w, below.bottom - drawn.bottom
                                - 12)
        self.table.end_panel(surface, self.final, below)
        mouse = self.app.mouse_pos()
        cell = hovered(self.cells, mouse)
        if cell is not None and self.app.top() is self:
            outline(surface, cell)
            ui.tooltip(surface, cell.title, cell.body, mouse)  # drawn last: above everything

    def update(self, dt: float) -> None:
        self.toast.update(dt)

    def draw_over(self, surface: pygame.Surface) -> None:
        self.toast.draw(surface, TOAST)

    # ----- charts ------------------------------------------------------------------------
    def _label(self, seat: int) -> str:
        player = self.match.seats[seat]
        words = seat_words(player.kind, False)
        return tr("{name} ({words})", name=player.name, words=words) if words else player.name

    def bars(self) -> list[charts.Bar]:
        """The final breakdown: a bar per row of the score table, a segment per column."""
        labels = self.desk.score_labels
        keys = column_keys(self.rows, labels)
        return [charts.Bar(row.label,
                           [(column_name(key, labels), row.score.breakdown.get(key, 0))
                            for key in keys])
                for row in self.rows]

    def lines(self) -> list[charts.Series]:
        """Each seat's score over the game, from the score history."""
        history = self.history
        seats = len(self.match.seats)
        count = len(history.totals[0]) if history.totals else 0
        return [charts.Series(self._label(seat) if seat < seats else self._rival_name(seat),
                              self.desk.seat_colour(seat, seats),
                              [point[seat] for point in history.totals], seat)
                for seat in range(count)]

    def _rival_name(self, seat: int) -> str:
        rivals = self.match.rules.rival_scores(self.match.state)
        index = seat - len(self.match.seats)
        return say(rivals[index][0]) if index < len(rivals) else str(seat + 1)

    def _draw_charts(self, surface: pygame.Surface) -> None:
        if self.history is not None and self.history.totals:
            bars_rect = pygame.Rect(CHARTS.x, CHARTS.y, 640, CHARTS.h - 50)
            line_rect = pygame.Rect(bars_rect.right + 20, CHARTS.y,
                                    CHARTS.right - bars_rect.right - 20, CHARTS.h - 50)
            self.spots = self.draw_history(surface, line_rect)
        else:
            bars_rect = pygame.Rect(CHARTS.x + 200, CHARTS.y, CHARTS.w - 400, CHARTS.h - 50)
            self.spots = []
        ui.text(surface, tr("Final scores by category"), (bars_rect.x + 4, bars_rect.y - 26),
                ui.capped(18), ui.MUTED, bold=True)  # 26 px above the chart
        self.spots += charts.bar_chart(surface, bars_rect, self.bars(), y_title=tr("Points"))
        mouse = self.app.mouse_pos()
        spot = charts.spot_at(self.spots, mouse)
        if spot is not None and self.app.top() is self:
            charts.outline(surface, spot)
            ui.tooltip(surface, spot.title, "", mouse, spot.colour)

    def draw_history(self, surface: pygame.Surface, rect: pygame.Rect
                     ) -> list[charts.ChartSpot]:
        """The line chart of the score history in `rect`; returns its hover spots."""
        history = self.history
        title = ui.text(surface, tr("Scores over the game"), (rect.x + 4, rect.y - 26),
                        ui.capped(18), ui.MUTED, bold=True)  # 26 px above the chart
        ui.text(surface, tr("each point: the score if the game had ended then"),
                (title.right + 12, rect.y - 23), ui.capped(14), ui.MUTED,
                max_width=rect.right - title.right - 16)
        markers = [(index, say(label)) for index, label in history.markers]
        return charts.line_chart(surface, rect, self.lines(), list(history.rounds), markers,
                                 x_title=tr("Round"), y_title=tr("Points"))

    def _own_total(self) -> int:
        return self.match.rules.scores(self.match.state)[0].total

    def _draw_final_table(self, surface: pygame.Surface) -> None:
        """The final table, every seat as every player may see it, beside the scores."""
        # the header keeps its size, as the game's does: the table starts 64 px down
        ui.text(surface, tr("The final table"), (16, 8), ui.capped(24, 1), ui.ACCENT, bold=True)
        ui.text(surface, self._headline(), (16, 36), ui.capped(18, 1), ui.TEXT,
                max_width=TABLE_AREA.w)
        self.table.mouse = self.app.mouse_pos()
        seats = self.match.seats
        self.table.draw(surface, self.final, None, [], [s.name for s in seats],
                        [s.kind for s in seats])
        ui.panel(surface, SIDE, pygame.Color("#1a2030"))
        ui.text(surface, tr("Final scores"), (SIDE.x + 16, SIDE.y + 12), 18, ui.MUTED,
                bold=True)
        for i, row in enumerate(self.rows):
            y = SIDE.y + 12 + ui.grown(36) + i * ui.grown(34)  # the rows grow with the text
            colour = ui.ACCENT if row.highlighted else ui.TEXT
            ui.text(surface, row.label, (SIDE.x + 16, y), 18, colour, bold=row.highlighted,
                    max_width=SIDE.w - 90)
            ui.text(surface, str(row.score.total), (SIDE.right - 16, y), 20, colour, bold=True,
                    anchor="topright")
        mouse = self.app.mouse_pos()
        spot = self.table.hit(mouse)
        if spot is not None and self.app.top() is self:
            ui.tooltip(surface, spot.title, spot.body, mouse)
