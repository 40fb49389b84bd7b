"""A new game plugs into the desktop with one registration and one table on the kit, and
nothing else: the title and new-game screens offer it, its table plays it by clicks, and the
end screen names its columns. The toy game of the bot tests stands in for the new game."""

from __future__ import annotations

import importlib.machinery
import sys
import types

import pygame
import pytest
from desktop_support import click, until
from toy_game import ToyRules

from desktop import games, ui
from desktop.games import Desk
from desktop.views.kit import palette
from desktop.views.kit.face import card_face, card_marks
from desktop.views.kit.panel import Badge, panel_rects, player_panel, seating
from desktop.views.kit.panel import Seat as PanelSeat
from desktop.views.kit.row import card_row, visible_part
from desktop.views.table import ButtonEntry, Hotspot, Table
from rules.core import Seat, act, registry

HAND = pygame.Rect(12, 640, 1168, 240)


class ToyTable(Table):
    """The whole table of the new game: player panels, the hand, and two side buttons."""

    def draw(self, surface, v, viewer, legal, names, kinds) -> None:
        self.hotspots = []
        players = panel_rects(len(names), pygame.Rect(12, 64, 1168, 300), 2)
        for seat, rect in zip(seating(len(names), viewer), players, strict=True):
            points = sum(v.piles[seat]) - v.penalties[seat]
            player_panel(surface, rect, PanelSeat(
                names[seat], kinds[seat], mine=seat == viewer,
                acting=v.phase == "turn" and v.turn == seat,
                badges=[Badge(None, str(points), "Points", "Cards played, less the antes.")]),
                self.hotspots)
        hand = v.hands[viewer] if viewer is not None else []
        rects = card_row(len(hand), HAND, 100, 140, hover=self.mouse, lift=10)
        for i, card in enumerate(hand):
            card_face(surface, rects[i], pygame.Color("#3f7fd1"), 40)
            ui.text(surface, str(card), rects[i].center, 36, palette.INK, bold=True,
                    anchor="center")
            action = act("play", card)
            card_marks(surface, rects[i], lit=action in legal)
            self.hotspots.append(Hotspot(visible_part(rects, i), action, f"Card {card}",
                                         "Play it to your pile: it scores its value."))

    def buttons(self, v, viewer, legal) -> list[ButtonEntry]:
        named = ((act("ante", 1), "Ante (draw a card)"), (act("ante", 0), "No ante"),
                 (act("draw"), "Draw"), (act("pass"), "Pass"))
        return [ButtonEntry(label, label, action) for action, label in named if action in legal]


@pytest.fixture
def toy(monkeypatch):
    """The new game: its rules registered, and its registration module in place."""
    monkeypatch.setitem(registry._GAMES, "toy", ToyRules())
    module = types.ModuleType("desktop.games.toy")
    module.__spec__ = importlib.machinery.ModuleSpec("desktop.games.toy", None)
    module.DESK = Desk(game_id="toy", table=ToyTable, sprites="", players=2,
                       score_labels={"cards": "Cards played", "antes": "Antes paid"})
    monkeypatch.setitem(sys.modules, "desktop.games.toy", module)
    return module.DESK


def test_a_new_game_is_offered_by_its_registration_alone(app, toy):
    assert toy in games.desks()
    new_game = app.push_scene("new_game")
    assert "toy" in [rules.game_id for rules in new_game.games]
    app.replace_scene("title")
    assert "Toy" in app.top().games


def test_a_new_game_plays_on_its_table_to_the_end_screen(app, toy):
    app.start_match("toy", [Seat("Mia"), Seat("Ada", "random")], None, 3)
    app.step(fps=0)
    scene = app.top()
    assert type(scene.table) is ToyTable
    for _ in range(400):
        if type(app.top()).__name__ == "EndScene":
            break
        c = scene.controller
        legal = c.legal() if c.my_turn() else []
        plays = [h for h in scene.table.hotspots if h.action in legal]
        if plays:
            click(app, plays[0].rect.center, frames=1)  # a card from the hand, by a click
        elif legal:
            button = next(b for b, what in scene.action_buttons.items() if what in legal)
            click(app, button.rect.center, frames=2)
        else:
            app.step(fps=0)
    until(app, lambda: type(app.top()).__name__ == "EndScene")
    end = app.top()
    app.step(fps=0)
    assert end.desk is toy and list(toy.score_labels) == ["cards", "antes"]
    assert any(m.seat == 0 and m.action.kind == "play" for m in end.match.moves)
