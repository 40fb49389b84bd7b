"""Learn to play: the guided first games (issue 43), one per game that has lessons
(rules/<game>/lessons.py), each lesson listed with how far the learner has come. A lesson
begun before can be played again from its start; the next one opens when it is reached."""

from __future__ import annotations

import pygame
import pygame_gui

from desktop import ui
from desktop.coach import reached
from desktop.i18n import tr
from desktop.scenes.base import Scene
from rules.core import registry
from rules.core.lessons import tutorials

ROW = 52
TOP = 170


class LessonsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.background = ui.gradient(ui.WINDOW_SIZE)
        self.lessons: dict[pygame_gui.elements.UIButton, tuple[str, int]] = {}
        self.rows: list[tuple[str, int, str]] = []  # (words, y, tutorial) of the headings

    def enter(self) -> None:
        self.lessons, self.rows = {}, []
        y = TOP
        for ident, tutorial in tutorials().items():
            begun, finished = reached(ident)
            game = tr(registry.get(tutorial.game_id).title)
            heading = tr("{game} · {what}", game=game, what=tr(tutorial.title)) \
                if tutorial.title else game
            self.rows.append((heading, y, ident))
            y += 44
            for number, lesson in enumerate(tutorial.lessons):
                label = tr("Lesson {n}: {title}", n=number + 1, title=tr(lesson.title))
                button = self.button((120, y, 640, ROW - 8), label)
                if number > max(0, begun - 1):
                    button.disable()  # opens when the lessons before it are played
                self.lessons[button] = (ident, number)
                y += ROW
            if finished:
                self.rows.append((tr("Every lesson played."), y + 4, ""))
            y += 40
        self.back = self.button((80, 800, 200, 60), tr("Back"))

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.lessons:
            self.app.start_lesson(*self.lessons[event.ui_element])
        elif (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back) or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()

    def frame_key(self) -> tuple:
        return tuple(self.rows)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        ui.text(surface, tr("Learn to play"), (80, 50), 40, ui.ACCENT, bold=True)
        ui.text(surface, tr("A guided game on the real table: the coach says what is "
                            "happening and why it matters. Lessons open as you reach them."),
                (80, 110), 18, ui.MUTED, max_width=1440)
        for words, y, ident in self.rows:
            ui.text(surface, words, (80, y), 24 if ident else 16,
                    ui.TEXT if ident else ui.GOOD, bold=bool(ident))
