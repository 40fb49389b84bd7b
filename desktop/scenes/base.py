"""The scene stack's unit: a screen with its own pygame_gui container and lifecycle."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
import pygame_gui

from desktop import ui

if TYPE_CHECKING:
    from desktop.app import App


class Scene:
    """enter -> (pause/resume)* -> exit. Events reach pygame_gui first, then the top scene.
    An `overlay` scene is drawn over the scene below it. A new language rebuilds every scene
    on the stack: drop_widgets, then enter again."""

    overlay = False

    def __init__(self, app: App) -> None:
        self.app = app
        self.ui: pygame_gui.core.UIContainer | None = None

    @property
    def manager(self) -> pygame_gui.UIManager:
        return self.app.manager

    def container(self) -> pygame_gui.core.UIContainer:
        if self.ui is None:
            self.ui = pygame_gui.core.UIContainer(pygame.Rect((0, 0), ui.WINDOW_SIZE),
                                                  manager=self.manager)
        return self.ui

    def button(self, rect: tuple[int, int, int, int], label: str,
               object_id: str | pygame_gui.core.ObjectID | None = None,
               tooltip: str | None = None,
               ) -> pygame_gui.elements.UIButton:
        return pygame_gui.elements.UIButton(
            pygame.Rect(rect), label, manager=self.manager, container=self.container(),
            object_id=object_id, tool_tip_text=tooltip)

    def enter(self) -> None: ...

    def exit(self) -> None:
        self.drop_widgets()

    def drop_widgets(self) -> None:
        """Kill the widgets only (the app is about to build a new widget manager, e.g. in
        another language); the scene keeps its state and `enter` builds them again."""
        if self.ui is not None:
            self.ui.kill()
            self.ui = None

    def pause(self) -> None:
        if self.ui is not None:
            self.ui.hide()

    def resume(self) -> None:
        if self.ui is not None:
            self.ui.show()

    def handle_event(self, event: pygame.event.Event) -> None: ...

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def draw_over(self, surface: pygame.Surface) -> None:
        """The top scene's last layer, over the widgets and their tooltips: our tooltips,
        then messages (errors are never hidden under a tooltip)."""
