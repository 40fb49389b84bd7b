"""Every move seen (issue 42): each place a game's pieces lie in (its zones, rules/<game>/zones.py)
is somewhere on its table, so a piece moved from or to it flies from or to there
(kit/motion.py). After every frame of a few random moves, for the viewer's view (a player's,
and a watcher's), every zone place holding pieces has a rectangle (`Table.rect_of`) inside the
window; and the pieces of each move fly between rectangles on the window."""

from __future__ import annotations

import random

import pygame
import pytest
from desktop_support import NAMES

from desktop.scenes.game import GameScene
from rules.core import Seat, registry

GAMES = ("citadels", "national_economy", "builders", "ginkgopolis", "boonlake")

# Places a table does not draw at all, by game: (piece, zone name). None so far: a deck or a
# bank that is never drawn lies where its count is told (or at a corner of the board it serves:
# Ginkgopolis' tile pile and deck at the city's, Boonlake's deck at the action board's, its
# mound and pastures at the map's), another player's hand at their hand count.
NOT_SHOWN: dict[str, set[tuple[str, str]]] = {}


def play(app, game: str, kinds: list[str], seed: int) -> GameScene:
    seats = [Seat(name, kind) for name, kind in zip(NAMES, kinds, strict=False)]
    app.start_match(game, seats, registry.get(game).make_options({}), seed)
    app.step(fps=0)
    return next(s for s in app.scenes if isinstance(s, GameScene))


def frames(app, scene: GameScene, count: int, seed: int):
    """`count` frames of the match: the human (if any) plays a random legal move when it is
    their turn, the bots theirs; each frame drawn is yielded."""
    c, pick = scene.controller, random.Random(seed)
    for _ in range(count):
        if c.my_turn() and c.legal():
            c.try_action(pick.choice(c.legal()))
        app.step(fps=0)
        if app.top() is not scene or c.over:
            return
        yield


def missing_places(scene: GameScene, game: str, window: pygame.Rect) -> list:
    c = scene.controller
    wrong = []
    for piece, places in c.rules.zones.contents(c.view()).items():
        for key, held in places:
            if not sum(held.values()) or (piece, key[0]) in NOT_SHOWN.get(game, ()):
                continue
            rect = scene.table.rect_of(key)
            if rect is None or not window.contains(rect):
                wrong.append((piece, key, rect))
    return wrong


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("players", ["played", "watched", "solo", "full"])
def test_every_zone_place_holding_pieces_is_on_the_table(app, game, players):
    """A player's view among three, a watcher's of two bots, a solo game (not Citadels) and a
    full table (the smallest panels)."""
    most = registry.get(game).max_players
    kinds = {"played": ["human", "random", "random"], "watched": ["random", "random"],
             "solo": ["human"], "full": ["human"] + ["random"] * (most - 1)}[players]
    if len(kinds) < registry.get(game).min_players:
        pytest.skip(f"{game} is not played alone")
    scene = play(app, game, kinds, seed=3)
    window = pygame.display.get_surface().get_rect()
    seen = 0
    for _ in frames(app, scene, 120, seed=3):
        wrong = missing_places(scene, game, window)
        assert not wrong, f"move {len(scene.controller.match.moves)}: {wrong}"
        seen += 1
    assert seen > 20 and len(scene.controller.match.moves) > 10


@pytest.mark.parametrize("game", GAMES)
def test_each_moves_pieces_fly_between_places_on_the_window(app, game):
    """With animations on, every flow of a move that is not from or to the supply has both
    ends on the table, and every flight starts and ends inside the window (never at its
    corner)."""
    app.settings.animation_speed = "normal"
    scene = play(app, game, ["human", "random", "random"], seed=4)
    window = pygame.display.get_surface().get_rect()
    flown, land = 0, scene._land
    unseen: list = []

    def landing(surface) -> None:  # the table drawn after the move: where its flows land
        takeoff = scene.landing
        land(surface)
        for flow, (start, _) in zip(takeoff.flows, takeoff.starts, strict=True):
            end = scene.table.rect_of(flow.target, flow.piece, flow.piece_id)
            if (flow.source is not None and start is None) or \
                    (flow.target is not None and end is None):
                unseen.append(flow)

    scene._land = landing
    for _ in frames(app, scene, 600, seed=4):
        assert not unseen, unseen
        if scene.motion.moving:
            for flight in scene.motion.flights:
                for end in (flight.start, flight.end):
                    assert window.contains(end) and end.topleft != (0, 0), (flight, end)
            flown += len(scene.motion.flights)
            scene.motion.finish()
    assert flown > 10
