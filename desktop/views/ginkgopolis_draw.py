"""Drawing pieces of the Ginkgopolis table with pygame primitives: buildings, marker spaces,
tiles, cards, character cards and the geometry that fits a city into a rectangle."""

from __future__ import annotations

import pygame

import sprites
from desktop import ui
from desktop.i18n import tr
from desktop.views import ginkgopolis_words as words
from desktop.views.kit import palette
from desktop.views.kit.face import card_face, card_marks
from desktop.views.kit.marks import pips, seat_mark
from desktop.views.kit.palette import CREAM, INK
from rules.ginkgopolis.catalogue import (
    BUILDINGS,
    CHARACTERS,
    LETTERS,
    TRIGGERS,
    URBAN,
    colour_of,
    is_urban,
    number_of,
)

GINKGO = pygame.Color("#9acd32")
GINKGO_DARK = pygame.Color("#4f6f1a")
PLAYERS = 5  # the most players, each with a colour of the game's own


def _drawn(size: float) -> float:
    """A number or letter sized by its tile or card: part of the picture, drawn at that size
    whatever the text size."""
    return ui.capped(size, 1)


def _line(top: int, i: int) -> int:
    """The y of line `i` of a card's words under its band (the lines grow with them)."""
    return top + ui.grown(26, ui.SMALL_BOX_SCALE) + i * ui.grown(16, ui.SMALL_BOX_SCALE)


def tile_colour(colour: int) -> pygame.Color:
    """A tile colour (the rules' number: red, blue, yellow) in the current palette."""
    return palette.kind_colour("tile", colour)


def player_colour(seat: int) -> pygame.Color:
    return palette.kind_colour("ginkgopolis_seat", seat % PLAYERS)


def hal_colour() -> pygame.Color:
    return palette.kind_colour("ginkgopolis_seat", "hal")


def kind_pips(surface: pygame.Surface, at: tuple[int, int], colour: int, size: int,
              on: pygame.Color) -> None:
    """The tile colour's dots (1 red, 2 blue, 3 yellow), so the colour is not the only cue;
    `at` is their left end, `on` what they lie on."""
    pips(surface, colour + 1, at, size, ink_on(on))


def ink_on(colour: pygame.Color) -> pygame.Color:
    """Dark or light text, whichever reads on `colour`."""
    light = 0.299 * colour.r + 0.587 * colour.g + 0.114 * colour.b
    return INK if light > 150 else pygame.Color("#ffffff")


def building(surface: pygame.Surface, r: pygame.Rect, cell, dim: bool = False) -> pygame.Rect:
    """A stack of tiles (lower ones peek out bottom-right), the top tile's colour and number,
    height bars, the owner's ring and resource disc, the construction-site marker. Returns the
    top tile's rectangle."""
    tiles = cell[4:]
    height = len(tiles)
    s = r.w
    inner = r.inflate(-max(2, s // 14), -max(2, s // 14))
    step = max(2, s // 16)
    off = min((height - 1) * step, inner.w // 4)
    top = pygame.Rect(inner.x, inner.y, inner.w - off, inner.h - off)
    radius = max(3, s // 9)
    for i, tile in enumerate(tiles):
        shift = round(off * (height - 1 - i) / max(1, height - 1))
        layer = top.move(shift, shift)
        colour = tile_colour(colour_of(tile))
        if i < height - 1:
            colour = colour.lerp(pygame.Color("#000000"), 0.35)
        pygame.draw.rect(surface, colour, layer, border_radius=radius)
        pygame.draw.rect(surface, pygame.Color("#00000080").lerp(colour, 0.3), layer, 1,
                         border_radius=radius)
    tile = tiles[-1]
    colour = tile_colour(colour_of(tile))
    # a lighter face on the top tile
    face = top.inflate(-max(4, s // 8), -max(4, s // 8))
    pygame.draw.rect(surface, colour.lerp(pygame.Color("#ffffff"), 0.12), face,
                     border_radius=max(2, radius - 2))
    small = s < 40  # the end screen's map: colour, number and owner only
    ui.text(surface, str(number_of(tile)), face.center,
            _drawn(max(9, int(s * (0.5 if small else 0.34)))), ink_on(colour), bold=True,
            anchor="center")
    owner = cell[2]
    if small:
        if owner >= 0:
            pygame.draw.rect(surface, player_colour(owner), top, 2, border_radius=radius)
    elif owner >= 0:
        ring = max(2, s // 20)
        pygame.draw.rect(surface, player_colour(owner), top, ring, border_radius=radius)
        disc = max(6, int(s * 0.15))
        centre = (top.right - disc - 1, top.bottom - disc - 1)
        seat_mark(surface, owner, (centre[0], centre[1]), disc * 2 + 3, player_colour(owner),
                  INK)
        ui.text(surface, str(height), centre, _drawn(max(9, int(disc * 1.3))),
                ink_on(player_colour(owner)), bold=True, anchor="center")
    if not small:
        kind_pips(surface, (face.x + 1, face.bottom - max(4, s // 11)), colour_of(tile),
                  max(5, s // 8), colour)
    # height bars, top left
    bar_w, bar_h = max(4, s // 7), max(2, s // 26)
    for i in range(min(height, 8) if not small else 0):
        bar = pygame.Rect(top.x + max(3, s // 14), top.y + max(3, s // 14) + i * (bar_h + 2),
                          bar_w, bar_h)
        pygame.draw.rect(surface, pygame.Color("#ffffff"), bar)
        pygame.draw.rect(surface, INK, bar.inflate(2, 2), 1)
    if cell[3] and not small:
        site(surface, (top.right - max(4, s // 12), top.y + max(4, s // 12)), max(6, s // 6))
    if dim:
        shade = pygame.Surface(r.size, pygame.SRCALPHA)
        shade.fill((10, 12, 18, 130))
        surface.blit(shade, r)
    return top


def site(surface: pygame.Surface, top_right: tuple[int, int], size: int) -> None:
    """The construction-site marker: a black and yellow warning triangle."""
    x, y = top_right
    points = [(x - size // 2, y), (x, y + size), (x - size, y + size)]
    points = [(px, py) for px, py in points]
    pygame.draw.polygon(surface, pygame.Color("#111111"), points)
    inner = [(x - size // 2, y + 3), (x - 3, y + size - 2), (x - size + 3, y + size - 2)]
    pygame.draw.polygon(surface, pygame.Color("#f5c400"), inner)
    pygame.draw.line(surface, pygame.Color("#111111"), (x - size // 2, y + size // 3),
                     (x - size // 2, y + size - 5), max(1, size // 8))


def marker_space(surface: pygame.Surface, r: pygame.Rect, letter: int, lit: bool = False,
                 dim: bool = False) -> None:
    """A free space holding urbanization marker A..L."""
    s = r.w
    centre = r.center
    radius = int(s * 0.34)
    fill = pygame.Color("#2b3a1e") if not lit else pygame.Color("#55701f")
    pygame.draw.circle(surface, fill, centre, radius)
    pygame.draw.circle(surface, ui.HIGHLIGHT if lit else GINKGO, centre, radius,
                       max(2, s // 22) + (2 if lit else 0))
    colour = GINKGO if not dim else GINKGO_DARK
    ui.text(surface, LETTERS[letter], centre, _drawn(max(10, int(s * 0.36))),
            pygame.Color("#ffffff") if lit else colour, bold=True, anchor="center")


def empty_space(surface: pygame.Surface, r: pygame.Rect, colour: pygame.Color,
                width: int = 2) -> None:
    """A dashed square: an empty space the marker may move to."""
    box = r.inflate(-max(4, r.w // 8), -max(4, r.w // 8))
    dash = max(4, r.w // 10)
    for x0 in range(box.x, box.right, dash * 2):
        x1 = min(box.right, x0 + dash)
        pygame.draw.line(surface, colour, (x0, box.y), (x1, box.y), width)
        pygame.draw.line(surface, colour, (x0, box.bottom), (x1, box.bottom), width)
    for y0 in range(box.y, box.bottom, dash * 2):
        y1 = min(box.bottom, y0 + dash)
        pygame.draw.line(surface, colour, (box.x, y0), (box.x, y1), width)
        pygame.draw.line(surface, colour, (box.right, y0), (box.right, y1), width)


def tile_chip(surface: pygame.Surface, r: pygame.Rect, tile: int, lit: bool = False,
              picked: bool = False, dim: bool = False) -> None:
    """A tile behind a screen: its colour and number."""
    colour = tile_colour(colour_of(tile))
    if dim:
        colour = colour.lerp(pygame.Color("#20242e"), 0.55)
    pygame.draw.rect(surface, colour, r, border_radius=max(3, r.w // 7))
    pygame.draw.rect(surface, colour.lerp(pygame.Color("#000000"), 0.4), r, 1,
                     border_radius=max(3, r.w // 7))
    ui.text(surface, str(number_of(tile)), r.center, _drawn(max(10, int(r.h * 0.46))),
            ink_on(colour), bold=True, anchor="center")
    kind_pips(surface, (r.x + 3, r.bottom - 5), colour_of(tile), max(5, r.h // 7), colour)
    if picked:
        pygame.draw.rect(surface, ui.GOOD, r.inflate(6, 6), 3, border_radius=max(4, r.w // 6))
    elif lit:
        pygame.draw.rect(surface, ui.HIGHLIGHT, r.inflate(4, 4), 2, border_radius=max(4, r.w // 6))


def hidden_chip(surface: pygame.Surface, r: pygame.Rect) -> None:
    pygame.draw.rect(surface, pygame.Color("#3a4258"), r, border_radius=max(3, r.w // 7))
    pygame.draw.rect(surface, ui.PANEL_EDGE, r, 1, border_radius=max(3, r.w // 7))
    ui.text(surface, "?", r.center, _drawn(max(10, int(r.h * 0.5))), ui.MUTED, bold=True,
            anchor="center")


def card_chip(surface: pygame.Surface, r: pygame.Rect, card: int) -> None:
    """A building card in a tableau: colour, number, a glyph for its effect."""
    colour = tile_colour(colour_of(card))
    pygame.draw.rect(surface, CREAM, r, border_radius=4)
    band = pygame.Rect(r.x, r.y, r.w, r.h * 11 // 20)
    pygame.draw.rect(surface, colour, band, border_top_left_radius=4, border_top_right_radius=4)
    ui.text(surface, str(number_of(card)), band.center, _drawn(max(10, band.h - 4)),
            ink_on(colour), bold=True, anchor="center")
    kind_pips(surface, (r.x + 3, band.y + 5), colour_of(card), 5, colour)
    b = BUILDINGS[card]
    glyph = words.glyph(TRIGGERS[b.trigger]) if b.trigger >= 0 else "★"
    if b.trigger < 0:
        surface.blit(sprites.load("ginkgo_point", (r.h // 3, r.h // 3)),
                     (r.centerx - r.h // 6, band.bottom + (r.bottom - band.bottom - r.h // 3) // 2))
    else:
        ui.text(surface, glyph, (r.centerx, (band.bottom + r.bottom) // 2),
                _drawn(max(9, r.h // 3)), INK, bold=True, anchor="center")
    pygame.draw.rect(surface, INK, r, 1, border_radius=4)


def any_card_chip(surface: pygame.Surface, r: pygame.Rect, card: int) -> None:
    """A hand card on a chip: a building card's colour and number, or an urbanization
    card's leaf green and letter."""
    if not is_urban(card):
        card_chip(surface, r, card)
        return
    pygame.draw.rect(surface, GINKGO_DARK, r, border_radius=4)
    ui.text(surface, LETTERS[card - URBAN], r.center, _drawn(max(10, r.h // 2)),
            pygame.Color("#ffffff"), bold=True, anchor="center")
    pygame.draw.rect(surface, INK, r, 1, border_radius=4)


def character_chip(surface: pygame.Surface, r: pygame.Rect, char: int) -> None:
    """A character card in a player's area: a dark card with a coloured edge and its number."""
    c = CHARACTERS[char]
    colour = tile_colour(c.colour)
    pygame.draw.rect(surface, pygame.Color("#2e2a22"), r, border_radius=6)
    pygame.draw.rect(surface, colour, r, 3, border_radius=6)
    ui.text(surface, str(char + 1), (r.centerx, r.y + r.h * 0.34), _drawn(max(10, r.h // 3)),
            pygame.Color("#ffffff"), bold=True, anchor="center")
    kind_pips(surface, (r.x + 5, r.y + 7), c.colour, 5, pygame.Color("#2e2a22"))
    ui.text(surface, words.glyph(TRIGGERS[c.trigger]), (r.centerx, r.y + r.h * 0.74),
            _drawn(max(9, r.h // 4)), colour.lerp(pygame.Color("#ffffff"), 0.4), bold=True,
            anchor="center")


def hand_card(surface: pygame.Surface, r: pygame.Rect, card: int, lit: bool = False,
              picked: bool = False, dim: bool = False) -> None:
    """A card in the viewer's hand: building cards show colour, number and effect,
    urbanization cards their letter."""
    colour = GINKGO_DARK if is_urban(card) else tile_colour(colour_of(card))
    band = card_face(surface, r, colour, r.h * 2 // 5, dim)
    if is_urban(card):
        leaf = band.h - 10
        surface.blit(sprites.load("ginkgo_leaf", (leaf, leaf)), (r.x + 4, band.y + 5))
        ui.text(surface, LETTERS[card - URBAN], (band.centerx + 10, band.centery),
                _drawn(int(band.h * 0.7)), pygame.Color("#ffffff"), bold=True, anchor="center")
        ui.text(surface, words.short_trigger("urbanize"), (r.centerx, band.bottom + 6),
                ui.capped(13), INK, bold=True, anchor="midtop", max_width=r.w - 4)
        for i, line in enumerate((tr("build on"), tr("space {l}", l=LETTERS[card - URBAN]))):
            ui.text(surface, line, (r.centerx, _line(band.bottom, i)), ui.capped(12), INK,
                    anchor="midtop", max_width=r.w - 4)
    else:
        ui.text(surface, str(number_of(card)), band.center, _drawn(int(band.h * 0.7)),
                ink_on(colour), bold=True, anchor="center")
        kind_pips(surface, (r.x + 7, band.y + 10), colour_of(card), 9, colour)
        b = BUILDINGS[card]
        if b.trigger >= 0:
            head = words.short_trigger(TRIGGERS[b.trigger])
            lines = [words.short_reward(b.reward)]
        else:
            head = tr("End game")
            lines = list(ui.wrap(words.end_short(card), ui.capped(12), r.w - 8))
        ui.text(surface, head, (r.centerx, band.bottom + 6), ui.capped(13), INK, bold=True,
                anchor="midtop", max_width=r.w - 4)
        for i, line in enumerate(lines[:2]):
            ui.text(surface, line, (r.centerx, _line(band.bottom, i)), ui.capped(12), INK,
                    anchor="midtop", max_width=r.w - 4)
    card_marks(surface, r, lit=lit and not picked, chosen=picked, edge=INK)


def character_card(surface: pygame.Surface, r: pygame.Rect, char: int, lit: bool) -> None:
    """A large character card for the draft."""
    c = CHARACTERS[char]
    colour = tile_colour(c.colour)
    pygame.draw.rect(surface, CREAM, r, border_radius=10)
    band = pygame.Rect(r.x, r.y, r.w, 44)
    pygame.draw.rect(surface, colour, band, border_top_left_radius=10, border_top_right_radius=10)
    ui.text(surface, tr("Character {n}", n=char + 1), band.center, ui.capped(17),
            ink_on(colour), bold=True, anchor="center", max_width=r.w - 60)
    kind_pips(surface, (r.x + 8, band.y + 10), c.colour, 8, colour)
    y = band.bottom + 8
    for line in ui.wrap(words.character_text(char), ui.capped(13), r.w - 14):
        ui.text(surface, line, (r.x + 7, y), ui.capped(13), INK)
        y += ui.grown(17, ui.SMALL_BOX_SCALE)
    pygame.draw.rect(surface, ui.HIGHLIGHT if lit else INK, r, 3 if lit else 1, border_radius=10)


def icon(surface: pygame.Surface, name: str, at: tuple[int, int], size: int = 18) -> None:
    surface.blit(sprites.load(name, (size, size)), at)
