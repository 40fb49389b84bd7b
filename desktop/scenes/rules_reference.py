"""The in-game rules reference for Citadels: this game's characters and special districts,
and the value of every option."""

from __future__ import annotations

from dataclasses import asdict

import pygame
import pygame_gui

from desktop import ui
from desktop.i18n import tr
from desktop.scenes.base import Scene
from rules.citadels.catalogue import KINDS
from rules.core.contract import describe_options

SUMMARY = [
    "Goal: build the most valuable city. The game ends after the round in which a city "
    "reaches the goal (usually 8 districts).",
    "Each round: the crown holder picks a character first, then the cards pass left. "
    "Characters are called in rank order; when yours is called, play your turn.",
    "Your turn: first take 2 gold or draw 2 cards and keep 1. Then you may build one "
    "district from your hand by paying its cost (never two identical districts). "
    "Use your character's power once, at any time in your turn.",
    "Income: a character with a colour (noble, religious, trade or military) earns 1 gold "
    "per district of that colour in your city, once per turn.",
    "Scoring: district costs, +3 for all five colours, +4 for the first complete city, "
    "+2 for other complete cities.",
]


def esc(words: str) -> str:
    """Plain text for pygame_gui's HTML."""
    return words.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def reference_html(match) -> str:
    """The rules summary, this game's characters (by rank) and special districts, and the
    value of every option, as pygame_gui text-box HTML."""
    state, options = match.state, match.options
    dark = esc(tr("(Dark City)"))
    parts = ["<b>" + esc(tr("How to play")) + "</b>"]
    parts += [esc(tr(line)) for line in SUMMARY]
    parts.append("<br><b>" + esc(tr("Characters in this game")) + "</b>")
    for rank in sorted(state.characters):
        role = state.role(rank)
        extra = f" <i>{dark}</i>" if role.dark_city else ""
        parts.append(f"<b>{rank}. {esc(tr(role.name))}</b>{extra} — {esc(tr(role.text))}")
    parts.append("<br><b>" + esc(tr("Special districts in this game")) + "</b>")
    chosen = set(options.dark_districts())
    for kind in KINDS:
        if kind.text and (not kind.dark_city or kind.key in chosen):
            extra = f" <i>{dark}</i>" if kind.dark_city else ""
            parts.append(f"<b>{esc(tr(kind.name))}</b> ({kind.cost}){extra} — "
                         f"{esc(tr(kind.text))}")
    if state.removed:
        parts.append(esc(tr("{n} base districts were removed unseen to make room for the Dark "
                            "City districts.", n=len(state.removed))))
    parts.append("<br><b>" + esc(tr("Options of this game")) + "</b>")
    values = asdict(options)
    for info in describe_options(type(options)):
        shown = str(values[info.name]).replace("_", " ")
        parts.append(f"<i>{esc(tr(info.group))}</i> · <b>{esc(tr(info.title))} = "
                     f"{esc(shown)}</b> — {esc(tr(info.description))}")
    return "<br>".join(parts)


class RulesScene(Scene):
    overlay = True

    def __init__(self, app, match) -> None:
        super().__init__(app)
        self.match = match

    def enter(self) -> None:
        self.close_button = self.button((1380, 40, 160, 44), tr("Close"))
        pygame_gui.elements.UITextBox(reference_html(self.match), pygame.Rect(60, 100, 1480, 760),
                                      manager=self.manager, container=self.container())

    def handle_event(self, event: pygame.event.Event) -> None:
        if (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.close_button
                ) or (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE):
            self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(ui.WINDOW_SIZE, pygame.SRCALPHA)
        shade.fill((8, 10, 16, 235))
        surface.blit(shade, (0, 0))
        ui.text(surface, tr("Citadels — rules reference"), (60, 44), 30, ui.ACCENT, bold=True)
