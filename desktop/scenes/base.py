"""The scene stack's unit: a screen with its own pygame_gui container and lifecycle."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from desktop import ui
from desktop.views.kit.widget_focus import WidgetFocus

if TYPE_CHECKING:
    from desktop.app import App


class Scene:
    """enter -> (pause/resume)* -> exit. Events reach pygame_gui first, then the top scene.
    An `overlay` scene is drawn over the scene below it. A new language rebuilds every scene
    on the stack: drop_widgets, then enter again."""

    overlay = False
    widget_keys = True  # the keyboard's focus goes over the widgets (kit/widget_focus.py)
    arrow_keys = True  # the arrows move that focus (else they are the scene's own)

    def __init__(self, app: App) -> None:
        self.app = app
        self.ui: pygame_gui.core.UIContainer | None = None
        self.keys = WidgetFocus()

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

    def frame_key(self) -> Hashable | None:
        """Everything the scene's picture depends on besides the events of the frame and the
        widgets (what `App.step` checks itself), compared with `==`; None (the default): the
        scene is drawn every frame. While the top scene's key, the widgets' pictures and
        places stay the same and no event arrives, the app keeps the last frame on the screen
        instead of drawing it again (rest when idle). A key that misses anything leaves the
        player a stale picture: a scene whose picture moves with time returns None then."""
        return None

    def draw_over(self, surface: pygame.Surface) -> None:
        """The top scene's last layer, over the widgets and their tooltips: our tooltips,
        then messages (errors are never hidden under a tooltip)."""

    # ----- the keyboard's focus (kit/widget_focus.py) ------------------------------------
    def key_containers(self) -> list[Any]:
        """Where the focus finds its widgets: the scene's own (a dialog over them says
        otherwise)."""
        return [self.ui] if self.ui is not None else []

    def key_event(self, event: pygame.event.Event) -> bool:
        """The focus's keys, before `handle_event` (True: it does not see the event)."""
        if not self.widget_keys:
            return False
        return self.keys.event(event, self.key_containers(), self.manager, self.arrow_keys)

    def draw_keys(self, surface: pygame.Surface) -> None:
        """The focus ring, over everything (after `draw_over`)."""
        if self.widget_keys:
            self.keys.draw(surface, self.key_containers())

    def keys_frame_key(self) -> Hashable:
        return self.keys.frame_key() if self.widget_keys else None


class TableScene(Scene):
    """A scene showing a game's table beside its log (the game and its replay): the mouse
    wheel scrolls the log over `log_area` and zooms the table elsewhere; a drag with the
    middle or right button pans the table."""

    table: Any
    log_scroll: int

    def table_pointer(self, event: pygame.event.Event, log_area: pygame.Rect) -> bool:
        """Handle a wheel or pan event; False for any other event."""
        if event.type == pygame.MOUSEWHEEL:
            mouse = self.app.mouse_pos()
            if log_area.collidepoint(mouse):
                self.log_scroll = max(0, self.log_scroll + event.y * 3)
            else:
                self.table.wheel(mouse, event.y)
            return True
        if event.type == pygame.MOUSEMOTION and event.buttons[1] | event.buttons[2]:
            self.table.drag(event.pos, event.rel)
            return True
        return False

    def draw_log(self, surface: pygame.Surface, box: pygame.Rect, lines: list[str],
                 fresh: int) -> None:
        """The log's lines wrapped into `box`, the last `fresh` lit, scrolled back by
        `log_scroll` rows (kept within the log)."""
        ui.panel(surface, box, pygame.Color("#1a2030"))
        rows: list[tuple[str, bool]] = []
        for index, line in enumerate(lines):
            new = index >= len(lines) - fresh
            rows += [(part, new) for part in ui.wrap(line, 15, box.w - 24)]
        step = ui.grown(20)  # a row grows with the text
        visible = (box.h - 12) // step
        self.log_scroll = min(self.log_scroll, max(0, len(rows) - visible))
        end = len(rows) - self.log_scroll
        for i, (line, new) in enumerate(rows[max(0, end - visible):end]):
            ui.text(surface, line, (box.x + 12, box.y + 6 + i * step), 15,
                    ui.HIGHLIGHT if new else ui.TEXT)
