"""Statistics: per game and per player name on this computer, the games played and won, the
best and average score, the levels played against, the solo records, and a chart of the last 20
results (`saves.statistics`, `saves.records`). A damaged statistics file is set aside when it is
read, and the screen says where it went."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UIDropDownMenu, UILabel

from desktop import charts, ui
from desktop.games import desks
from desktop.i18n import ntr, say, tr
from desktop.scenes.base import Scene
from rules.core.contract import SEAT_KIND_NAMES, SEAT_KINDS, TURNS_MEASURE
from saves import records, statistics
from saves.statistics import PlayerStats, Result

NUMBERS = pygame.Rect(80, 230, 520, 540)
CHART = pygame.Rect(640, 140, 920, 560)


class StatisticsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.background = ui.gradient(ui.WINDOW_SIZE)
        self.toast = ui.Toast()
        loaded = statistics.load()
        self.stats = loaded.statistics
        self.problem = say(loaded.problem) if loaded.problem is not None else ""
        self.desks = desks()
        played = [d for d in self.desks if self.stats.players(d.game_id)]
        last = app.settings.last_game
        self.desk = next((d for d in played if d.game_id == last),
                         played[0] if played else
                         next((d for d in self.desks if d.game_id == last), self.desks[0]))
        names = self.stats.players(self.desk.game_id)
        self.player = names[0] if names else ""
        self.player_menu: UIDropDownMenu | None = None
        self.spots: list[charts.ChartSpot] = []

    def enter(self) -> None:
        m, c = self.manager, self.container()
        UILabel(pygame.Rect(80, 40, 600, 50), tr("Statistics"), m, c, object_id="#heading")
        UILabel(pygame.Rect(80, 110, 140, 36), tr("Game"), m, c)
        self.game_menu: UIDropDownMenu | None = None
        self._build_games()
        UILabel(pygame.Rect(80, 160, 140, 36), tr("Player"), m, c)
        self._build_players()
        self.back = self.button((80, 800, 200, 60), tr("Back"))
        if self.problem:
            self.toast.show(self.problem, seconds=12, colour=ui.BAD)

    def _build_games(self) -> None:
        if self.game_menu is not None:
            self.game_menu.kill()
        self.game_menu = UIDropDownMenu([(tr(d.title), d.game_id) for d in self.desks],
                                        (tr(self.desk.title), self.desk.game_id),
                                        pygame.Rect(230, 110, 330, 36), self.manager,
                                        self.container())

    def _build_players(self) -> None:
        if self.player_menu is not None:
            self.player_menu.kill()
            self.player_menu = None
        names = self.stats.players(self.desk.game_id)
        if names:
            self.player = self.player if self.player in names else names[0]
            self.player_menu = UIDropDownMenu(names, self.player,
                                              pygame.Rect(230, 160, 330, 36), self.manager,
                                              self.container())

    def choose_game(self, game_id: str, from_menu: bool = False) -> None:
        """Show a game's numbers (the menu follows when the choice comes from elsewhere)."""
        self.desk = next(d for d in self.desks if d.game_id == game_id)
        if not from_menu:
            self._build_games()
        self._build_players()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            if event.ui_element is self.game_menu:
                chosen = getattr(event, "selected_option_id", None)
                found = next((d for d in self.desks if chosen == d.game_id
                              or event.text in (tr(d.title), d.title)), self.desk)
                self.choose_game(found.game_id, from_menu=True)
            elif event.ui_element is self.player_menu:
                self.player = event.text
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back:
            self.app.pop()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()

    def update(self, dt: float) -> None:
        self.toast.update(dt)

    # ----- drawing -----------------------------------------------------------------------
    def shown(self) -> PlayerStats | None:
        """The chosen player's numbers in the chosen game (None: nobody played it here)."""
        if not self.player or self.player not in self.stats.players(self.desk.game_id):
            return None
        return self.stats.of(self.desk.game_id, self.player)

    def lines(self, stats: PlayerStats) -> list[tuple[str, str]]:
        """(what, value) rows of the numbers panel."""
        rate = round(100 * stats.won / stats.played)
        rows = [(tr("Games played"), str(stats.played)),
                (tr("Won"), tr("{n} ({rate}%)", n=stats.won, rate=rate)),
                (tr("Best score"), str(stats.best)),
                (tr("Average score"), f"{stats.average:.1f}")]
        # the file counts games with each kind at the table, not opponents: say games
        kinds = [ntr("People in {n} game", "People in {n} games", stats.against[kind])
                 if kind == "human" else
                 ntr("{level} bots in {n} game", "{level} bots in {n} games",
                     stats.against[kind], level=tr(SEAT_KIND_NAMES[kind]))
                 for kind in SEAT_KINDS if stats.against.get(kind)]
        if kinds:
            rows.append((tr("Played against"), "\n".join(kinds)))  # a line each
        if stats.solo:
            rows.append((tr("Solo games"), str(stats.solo)))
        return rows

    def solo_lines(self) -> list[str]:
        """This game's solo records on this computer (kept by saves.records)."""
        try:
            found = records.solo_records(self.desk.game_id)
        except records.RecordError as err:
            return [say(err.text)]
        lines = []
        for mode, record in found.items():
            head = tr("Solo record, level {n}", n=mode.removeprefix("level-")) \
                if mode.startswith("level-") else tr("Solo record")
            if record.best is None:
                best = tr("no best yet")
            elif record.measure == TURNS_MEASURE:
                best = ntr("best {n} turn", "best {n} turns", record.best)
            else:
                best = tr("best score {n}", n=record.best)
            lines.append(ntr("{head}: {n} win of {games}, {best}",
                             "{head}: {n} wins of {games}, {best}", record.wins, head=head,
                             games=record.games, best=best))
        return lines

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        if self.player_menu is None:
            ui.text(surface, tr("nobody yet"), (240, 166), 18, ui.MUTED)
        ui.panel(surface, NUMBERS, pygame.Color("#171c29"))
        stats = self.shown()
        x, y = NUMBERS.x + 20, NUMBERS.y + 18
        if stats is None:
            for i, line in enumerate(ui.wrap(tr(
                    "Nobody has finished a game of {game} on this computer yet: a finished "
                    "game is counted here for each person at the table.",
                    game=tr(self.desk.title)), 18, NUMBERS.w - 40)):
                ui.text(surface, line, (x, y + ui.grown(26) * i), 18, ui.MUTED)
            y += ui.grown(26) * 3 + 20
        else:
            ui.text(surface, self.player, (x, y), 26, ui.ACCENT, bold=True,
                    max_width=NUMBERS.w - 40)
            y += ui.grown(50)
            for what, value in self.lines(stats):  # the lines grow with the text
                ui.text(surface, what, (x, y), 18, ui.MUTED, max_width=200)
                lines = ui.wrap(value, 20, NUMBERS.w - 270, bold=True)
                for j, line in enumerate(lines):
                    ui.text(surface, line, (x + 230, y - 2 + ui.grown(26) * j), 20, ui.TEXT,
                            bold=True)
                y += ui.grown(14) + ui.grown(26) * len(lines)
        for line in self.solo_lines():
            for part in ui.wrap(line, 16, NUMBERS.w - 40)[:2]:
                ui.text(surface, part, (x, y), 16, ui.TEXT)
                y += ui.grown(22)
            y += 6
        self._draw_chart(surface, stats)

    def _draw_chart(self, surface: pygame.Surface, stats: PlayerStats | None) -> None:
        ui.text(surface, tr("The last {n} results", n=statistics.LAST), (CHART.x + 4,
                CHART.y - 3), 18, ui.MUTED, bold=True, anchor="bottomleft")  # on the chart
        results = list(reversed(stats.last)) if stats is not None else []
        if not results:
            ui.panel(surface, CHART, charts.PANEL)
            ui.text(surface, tr("No results yet"), CHART.center, 20, ui.MUTED,
                    anchor="center")
            self.spots = []
            return
        colour = ui.ACCENT
        series = charts.Series(self.player, colour, [r.score for r in results])
        numbers = list(range(1, len(results) + 1))

        def words(line: charts.Series, label: object, value: int) -> str:
            result: Result = results[int(label) - 1]  # label: the game's number
            return self._result_words(line.name, int(label), result)

        wins = [(i, tr("won")) for i, r in enumerate(results) if r.won]
        self.spots = charts.line_chart(surface, CHART, [series], numbers, wins,
                                       x_title=tr("Game (oldest first)"),
                                       y_title=tr("Points"), words=words)
        mouse = self.app.mouse_pos()
        spot = charts.spot_at(self.spots, mouse)
        if spot is not None and self.app.top() is self:
            charts.outline(surface, spot)
            ui.tooltip(surface, spot.title, "", mouse, spot.colour)

    def _result_words(self, name: str, number: int, result: Result) -> str:
        date = result.date[:10]
        if result.won:
            return ntr("{player}, game {r} ({date}): {n} point, won",
                       "{player}, game {r} ({date}): {n} points, won", result.score,
                       player=name, r=number, date=date)
        return ntr("{player}, game {r} ({date}): {n} point", "{player}, game {r} ({date}): "
                   "{n} points", result.score, player=name, r=number, date=date)

    def draw_over(self, surface: pygame.Surface) -> None:
        self.toast.draw(surface, (800, 860))
