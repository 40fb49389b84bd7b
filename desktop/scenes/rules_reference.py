"""The in-game rules reference for Citadels, with the options of this game."""

from __future__ import annotations

from dataclasses import asdict

import pygame
import pygame_gui

from desktop import ui
from desktop.i18n import tr
from desktop.scenes.base import Scene
from rules.citadels.catalogue import CHARACTERS, KINDS
from rules.core.contract import describe_options

SUMMARY = [
    "Goal: build the most valuable city. The game ends after the round in which a city "
    "reaches the goal (usually 8 districts).",
    "Each round: the crown holder picks a character first, then the cards pass left. "
    "Characters are called in rank order; when yours is called, play your turn.",
    "Your turn: first take 2 gold or draw 2 cards and keep 1. Then you may build one "
    "district from your hand by paying its cost (never two identical districts). "
    "Use your character's power once, at any time in your turn.",
    "Income: the King, Bishop, Merchant and Warlord earn 1 gold per district of their "
    "colour, once per turn.",
    "Scoring: district costs, +3 for all five colours, +4 for the first complete city, "
    "+2 for other complete cities.",
]


class RulesScene(Scene):
    overlay = True

    def __init__(self, app, match) -> None:
        super().__init__(app)
        self.match = match

    def enter(self) -> None:
        self.close_button = self.button((1380, 40, 160, 44), tr("Close"))
        parts = ["<b>" + tr("How to play") + "</b>"]
        parts += [tr(line) for line in SUMMARY]
        parts.append("<br><b>" + tr("Characters") + "</b>")
        for rank in sorted(CHARACTERS):
            c = CHARACTERS[rank]
            parts.append(f"<b>{rank}. {tr(c.name)}</b> — {tr(c.text)}")
        parts.append("<br><b>" + tr("Special districts") + "</b>")
        for kind in KINDS:
            if kind.text:
                parts.append(f"<b>{tr(kind.name)}</b> ({kind.cost}) — {tr(kind.text)}")
        parts.append("<br><b>" + tr("Options of this game") + "</b>")
        values = asdict(self.match.options)
        for info in describe_options(type(self.match.options)):
            parts.append(f"<b>{info.name} = {values[info.name]}</b> — {tr(info.description)}")
        html = "<br>".join(p.replace("&", "&amp;") for p in parts)
        pygame_gui.elements.UITextBox(html, pygame.Rect(60, 100, 1480, 760),
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
