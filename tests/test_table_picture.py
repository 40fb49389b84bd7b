"""The picture cache of `Table.draw`: a table that gives a `picture_key` is painted again only
when its key changes or something glows; with no key it is painted every frame."""

from __future__ import annotations

import pygame

from desktop.views.table import TABLE_AREA, Hotspot, Table


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
    table.flash["new"] = 1.0  # something glows: painted at every frame while it fades
    draw(table, surface)
    draw(table, surface)
    assert table.painted == 4
    table.flash = {}  # the glow is over: painted once more without it, then kept
    draw(table, surface)
    draw(table, surface)
    assert table.painted == 5
    table.key = None
    draw(table, surface)
    draw(table, surface)
    assert table.painted == 7


def test_a_surface_smaller_than_the_table_is_painted_every_time():
    small = pygame.Surface((400, 300))
    table = Counting()
    draw(table, small)
    draw(table, small)
    assert table.painted == 2
