"""Learn to play: the guided games (issue 43), each game's (and its solo mode's) from its
rules/<game>/lessons.py. The tutorials are listed on the left; the chosen one's lessons on the
right, each with how far the learner has come: a lesson begun before can be played again from
its start, and the next opens when it is reached. Once every lesson is played, a game of the
learner's own against the easy bots is one click away."""

from __future__ import annotations

import pygame
import pygame_gui

from desktop import ui
from desktop.coach import reached
from desktop.i18n import tr
from desktop.scenes.base import Scene
from rules.core import registry
from rules.core.lessons import Tutorial, tutorials

ROW = 52
TOP = 230
LEFT = pygame.Rect(80, TOP, 600, 600)  # the tutorials
RIGHT = pygame.Rect(720, TOP, 800, 600)  # the chosen tutorial's lessons


def heading(tutorial: Tutorial) -> str:
    """A tutorial's name: its game's, and what it teaches beside the game's first one."""
    game = tr(registry.get(tutorial.game_id).title)
    return tr("{game} · {what}", game=game, what=tr(tutorial.title)) if tutorial.title else game


class LessonsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.background = ui.gradient(ui.WINDOW_SIZE)
        self.tutorials = tutorials()
        self.chosen = next((ident for ident in self.tutorials if reached(ident)[0]),
                           next(iter(self.tutorials), ""))
        self.choices: dict[pygame_gui.elements.UIButton, str] = {}
        self.lessons: dict[pygame_gui.elements.UIButton, tuple[str, int]] = {}
        self.note = ""
        self.own_game: pygame_gui.elements.UIButton | None = None

    def enter(self) -> None:
        self.choices, self.lessons = {}, {}
        for i, ident in enumerate(self.tutorials):
            button = self.button((LEFT.x, LEFT.y + i * ROW, LEFT.w, ROW - 8),
                                 self._progress(ident),
                                 object_id="#primary" if ident == self.chosen else None)
            self.choices[button] = ident
        begun, finished = reached(self.chosen) if self.chosen else (0, False)
        tutorial = self.tutorials.get(self.chosen)
        for number, lesson in enumerate(tutorial.lessons if tutorial else ()):
            label = tr("Lesson {n}: {title}", n=number + 1, title=tr(lesson.title))
            if number < begun - 1 or finished:
                label = tr("{lesson} (played)", lesson=label)
            elif number == begun - 1:
                label = tr("{lesson} (where you are)", lesson=label)
            button = self.button((RIGHT.x, RIGHT.y + number * ROW, RIGHT.w, ROW - 8), label)
            if number > max(0, begun - 1):
                button.disable()  # opens when the lessons before it are played
            self.lessons[button] = (self.chosen, number)
        self.note = tr("Every lesson played.") if finished else ""
        self.own_game = None
        if finished and tutorial is not None:
            below = RIGHT.y + len(tutorial.lessons) * ROW + 40
            self.own_game = self.button((RIGHT.x, below, 360, 48), tr("A game of my own"),
                                        object_id="#primary",
                                        tooltip=tr("The same game against easy bots, from a "
                                                   "new deal."))
        self.back = self.button((80, 800, 200, 60), tr("Back"))

    def _progress(self, ident: str) -> str:
        """A tutorial's button: its name, and how far the learner has come."""
        begun, finished = reached(ident)
        name = heading(self.tutorials[ident])
        if finished:
            return tr("{tutorial} (done)", tutorial=name)
        if begun:
            return tr("{tutorial} ({n} of {total})", tutorial=name, n=begun,
                      total=len(self.tutorials[ident].lessons))
        return name

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.lessons:
            self.app.start_lesson(*self.lessons[event.ui_element])
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.own_game:
            self.app.start_own_game(self.tutorials[self.chosen])
        elif event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.choices:
            self.chosen = self.choices[event.ui_element]
            self.drop_widgets()
            self.enter()
        elif (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back) or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()

    def frame_key(self) -> tuple:
        return (self.chosen, self.note)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        ui.text(surface, tr("Learn to play"), (80, 50), 40, ui.ACCENT, bold=True)
        ui.text(surface, tr("A guided game on the real table: the coach says what is "
                            "happening and why it matters. Lessons open as you reach them."),
                (80, 50 + ui.grown(60)), 18, ui.MUTED, max_width=1440)
        if self.chosen:
            ui.text(surface, heading(self.tutorials[self.chosen]),
                    (RIGHT.x, TOP - ui.grown(36) - 4), 24,
                    ui.TEXT, bold=True, max_width=RIGHT.w)
        if self.note:
            count = len(self.lessons)
            ui.text(surface, self.note, (RIGHT.x, RIGHT.y + count * ROW + 6), 16, ui.GOOD)
