"""The in-game rules reference: the game's own summary (from its registration, drawn from the
viewer's view of the game, never the true state) and the value of every option."""

from __future__ import annotations

from dataclasses import asdict

import pygame
import pygame_gui

from desktop import ui
from desktop.games import desk
from desktop.i18n import tr
from desktop.scenes.base import Scene
from desktop.ui import esc
from rules.core.contract import describe_options


def shown_value(info, value) -> str:
    """An option's value as a player reads it: 'on'/'off' for a switch, never 'False'."""
    if isinstance(value, bool):
        return tr("on") if value else tr("off")
    return tr(info.word(value))  # the new-game screen's wording, translated


def reference_html(match, view) -> str:
    """The game's own reference paragraphs (from `view`, what the viewer may see), then the
    value of every option, as pygame_gui text-box HTML."""
    options = match.options
    game = desk(match.game_id)
    parts = game.reference(view, options)
    parts.append("<br><b>" + esc(tr("Options of this game")) + "</b>")
    values = asdict(options)
    for info in describe_options(type(options)):
        if not game.option_shown(view, info.name):
            continue
        setting = tr("{option}: {value}", option=tr(info.title),
                     value=shown_value(info, values[info.name]))
        parts.append(f"<i>{esc(tr(info.group))}</i> · <b>{esc(setting)}</b> — "
                     f"{esc(tr(info.description))}")
    return "<br>".join(parts)


# The keys that scroll the reference, by how many screens.
SCROLL_KEYS = {pygame.K_UP: -0.1, pygame.K_DOWN: 0.1, pygame.K_PAGEUP: -0.9,
               pygame.K_PAGEDOWN: 0.9, pygame.K_HOME: -1e9, pygame.K_END: 1e9}


class RulesScene(Scene):
    overlay = True
    arrow_keys = False  # Up and Down scroll the text; Tab reaches Close

    def __init__(self, app, match, view) -> None:
        super().__init__(app)
        self.match = match
        self.view = view

    def enter(self) -> None:
        self.close_button = self.button((1380, 40, 160, 44), tr("Close"))
        self.text = pygame_gui.elements.UITextBox(
            reference_html(self.match, self.view), pygame.Rect(60, 100, 1480, 760),
            manager=self.manager, container=self.container())

    def handle_event(self, event: pygame.event.Event) -> None:
        if (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.close_button
                ) or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()
        elif event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            self.scroll(SCROLL_KEYS[event.key])

    def scroll(self, screens: float) -> None:
        """Scroll the text by `screens` of its height (a text that fits does not scroll)."""
        bar = self.text.scroll_bar
        if bar is not None:
            bar.set_scroll_from_start_percentage(
                bar.start_percentage + screens * bar.visible_percentage)

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(ui.WINDOW_SIZE, pygame.SRCALPHA)
        shade.fill((8, 10, 16, 235))
        surface.blit(shade, (0, 0))
        ui.text(surface, tr("{game} — rules reference", game=tr(self.match.rules.title)),
                (60, 44), 30, ui.ACCENT, bold=True)
