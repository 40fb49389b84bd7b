"""The picture cache of `Table.draw`: a table that gives a `picture_key` is painted again only
when its key or what glows changes (a ring fading); with no key it is painted every frame."""

from __future__ import annotations

import random

import pygame
import pytest

from desktop import games
from desktop.games import desk
from desktop.views.table import TABLE_AREA, Hotspot, Table
from rules.core import Seat, registry


class Counting(Table):
    """Paints its key's colour and one hotspot, and counts its paintings."""

    def __init__(self, key=("red",)) -> None:
        super().__init__()
        self.key = key
        self.painted = 0

    def picture_key(self, v, viewer, legal, names, kinds):
        return self.key

    def paint(self, surface, v, viewer, legal, names, kinds) -> None:
        self.painted += 1
        self.hotspots = [Hotspot(pygame.Rect(20, 80, 10, 10), None, str(self.painted))]
        colour = self.key[0] if self.key else "blue"
        surface.fill(pygame.Color(colour), TABLE_AREA)


def draw(table: Table, surface: pygame.Surface) -> None:
    table.draw(surface, None, 0, [], ["Mia"], ["human"])


def test_the_same_key_shows_the_last_picture_and_its_hotspots():
    surface = pygame.Surface((1600, 900))
    table = Counting()
    draw(table, surface)
    surface.fill(pygame.Color("black"))
    table.hotspots = []
    draw(table, surface)
    assert table.painted == 1
    assert surface.get_at(TABLE_AREA.center) == pygame.Color("red")
    assert [spot.title for spot in table.hotspots] == ["1"]


def test_a_new_key_a_glow_or_no_key_paints_again():
    surface = pygame.Surface((1600, 900))
    table = Counting()
    draw(table, surface)
    table.key = ("green",)
    draw(table, surface)
    assert table.painted == 2 and surface.get_at(TABLE_AREA.center) == pygame.Color("green")
    table.flash["new"] = 1.8  # something glows: painted with its ring
    draw(table, surface)
    table.flash["new"] = 1.2  # the ring is whole until its last second: the same picture
    draw(table, surface)
    assert table.painted == 3
    table.flash["new"] = 0.9  # fading: painted at every new strength of the ring
    draw(table, surface)
    table.flash["new"] = 0.5
    draw(table, surface)
    draw(table, surface)
    assert table.painted == 5
    table.flash = {}  # the glow is over: painted once more without it, then kept
    draw(table, surface)
    draw(table, surface)
    assert table.painted == 6
    table.key = None
    draw(table, surface)
    draw(table, surface)
    assert table.painted == 8


def test_a_surface_smaller_than_the_table_is_painted_every_time():
    small = pygame.Surface((400, 300))
    table = Counting()
    draw(table, small)
    draw(table, small)
    assert table.painted == 2


CACHING = [d.game_id for d in games.desks()
           if type(d.table()).picture_key is not Table.picture_key]


def _frame(table: Table, surface: pygame.Surface) -> tuple[bytes, list]:
    """The whole window (a kept picture is TABLE_AREA's: a table that draws past it must not
    keep one) and the hotspots."""
    spots = [(tuple(s.rect), s.action, s.title, s.body, s.local is not None)
             for s in table.hotspots]
    return pygame.image.tobytes(surface, "RGB"), spots


def _places(table: Table, rng: random.Random) -> list[tuple[int, int]]:
    """Where the mouse goes: off the table, and on hotspots (their middle and their left edge,
    where a card overlapped by the next one shows)."""
    spots = table.hotspots if len(table.hotspots) <= 24 else rng.sample(table.hotspots, 24)
    found = [(2, 2), (1300, 300), TABLE_AREA.bottomright]
    for spot in spots:
        found += [spot.rect.center, (spot.rect.x + 3, spot.rect.bottom - 3)]
    return found


def _check(table: Table, view, legal: list, names: list[str], kinds: list[str],
           rng: random.Random) -> int:
    """With the mouse here and there, and after each click or side button that only changes
    the view (a selection, a mode), the frame `draw` gives is the one painting it afresh gives.
    Returns the number of frames compared."""
    kept, fresh = pygame.Surface((1600, 900)), pygame.Surface((1600, 900))
    table.sync(view, 0, legal)
    table.mouse = None
    kept.fill((30, 30, 30))
    table.draw(kept, view, 0, legal, names, kinds)
    steps = [s.local for s in table.hotspots if s.local is not None][:3]
    steps += [lambda mode=b.what: table.toggle(mode)
              for b in table.buttons(view, 0, legal) if isinstance(b.what, str)]
    for at in ((596, 476), (272, 386)):  # a camera zooms and pans (Ginkgopolis, Boonlake)
        steps += [lambda at=at: table.wheel(at, 1), lambda at=at: table.drag(at, (15, 9))]
    checked = 0
    for step in [None, *steps]:
        if step is not None:
            step()
        places = _places(table, rng)  # after a step, a few: first where the mouse was
        for mouse in [table.mouse, *(places if step is None else places[:5])]:
            table.mouse = mouse
            kept.fill((30, 30, 30))
            table.draw(kept, view, 0, legal, names, kinds)
            shown = _frame(table, kept)
            fresh.fill((30, 30, 30))
            table.paint(fresh, view, 0, legal, names, kinds)
            assert shown == _frame(table, fresh), (type(table).__name__, mouse, step)
            checked += 1
    return checked


@pytest.mark.parametrize("game_id", CACHING)
def test_a_kept_picture_is_what_painting_shows(game_id, monkeypatch):
    """For every table that keeps its picture, at three moments of a random game: its key
    misses nothing the frame shows."""
    pygame.font.init()
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: 300)  # what pulses: one phase
    rules = registry.get(game_id)
    players = max(rules.min_players, min(3, rules.max_players))
    seats = [Seat("Mia")] + [Seat(f"Bot {i}", "random") for i in range(1, players)]
    state = rules.new_game(seats, rules.make_options({}), 11)
    rng = random.Random(11)
    table = desk(game_id).table()
    names, kinds = [s.name for s in seats], [s.kind for s in seats]
    checked = states = 0
    for _ in range(400):
        acting = rules.to_act(state)
        if not acting or states == 3:
            break
        if 0 in acting and rng.random() < 0.15:
            states += 1
            checked += _check(table, rules.view(state, 0), rules.legal_actions(state, 0),
                              names, kinds, rng)
        seat = acting[0] if 0 not in acting or rng.random() < 0.5 else 0
        legal = rules.legal_actions(state, seat)
        rules.apply(state, seat, legal[rng.randrange(len(legal))])
    assert states == 3 and checked > 100
