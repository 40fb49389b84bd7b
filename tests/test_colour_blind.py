"""The colour-blind palette: under a simulation of protanopia, deuteranopia and tritanopia its
seat colours (every seat a game allows) and each game's kind colours stay told apart, where the
standard palette's do not (the check can fail); every seat has its own shape and every kind its
own symbol, in both palettes; and a table drawn with the setting on uses the palette's colours,
switched at once from the settings screen.

The simulation is Machado, Oliveira & Fernandes (2009), "A Physiologically-based Model for
Simulation of Color Vision Deficiency", IEEE TVCG 15(6): the severity-1.0 matrices of their
published table, applied to linear RGB. Differences are CIEDE2000 (Sharma, Wu & Dalal 2005)
in CIELAB under D65. A ΔE00 of about 2 is just noticeable side by side; colours that must be
named apart at a glance, as small marks on a busy table, need far more: MIN_DELTA_E is 12,
about the step between neighbouring colours of a categorical palette (Okabe–Ito's closest
pairs under a deficiency lie near 12 to 15)."""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence

import pygame
import pytest
from desktop_support import running_app, start

from desktop.views.kit import marks, palette
from desktop.views.kit.palette import COLOUR_BLIND, STANDARD, Palette
from rules.core import registry

MIN_DELTA_E = 12.0

# Machado et al. (2009), table of simulation matrices, severity 1.0 (rows: R, G, B out; columns:
# R, G, B in), for linear RGB.
MACHADO_2009: dict[str, tuple[tuple[float, float, float], ...]] = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
Lab = tuple[float, float, float]


def linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def simulated(colour: pygame.Color, deficiency: str | None) -> tuple[float, float, float]:
    """The colour's linear RGB as seen with `deficiency` (None: normal vision)."""
    rgb = (linear(colour.r), linear(colour.g), linear(colour.b))
    if deficiency is None:
        return rgb
    m = MACHADO_2009[deficiency]
    return tuple(min(1.0, max(0.0, sum(m[row][k] * rgb[k] for k in range(3))))
                 for row in range(3))  # type: ignore[return-value]


def lab(rgb: tuple[float, float, float]) -> Lab:
    """CIELAB (D65) of a linear sRGB colour."""
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def delta_e_2000(one: Lab, two: Lab) -> float:
    """CIEDE2000 (Sharma, Wu & Dalal 2005), kL = kC = kH = 1."""
    l1, a1, b1 = one
    l2, a2, b2 = two
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean ** 7 / (c_mean ** 7 + 25 ** 7)))
    a1, a2 = (1 + g) * a1, (1 + g) * a2
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    h1 = math.degrees(math.atan2(b1, a1)) % 360
    h2 = math.degrees(math.atan2(b2, a2)) % 360
    dh = 0.0 if c1 * c2 == 0 else (h2 - h1 + 180) % 360 - 180
    d_hue = 2 * math.sqrt(c1 * c2) * math.sin(math.radians(dh / 2))
    l_mean, c_mean = (l1 + l2) / 2, (c1 + c2) / 2
    if c1 * c2 == 0:
        h_mean = h1 + h2
    elif abs(h1 - h2) <= 180:
        h_mean = (h1 + h2) / 2
    else:
        h_mean = (h1 + h2 + (360 if h1 + h2 < 360 else -360)) / 2
    t = (1 - 0.17 * math.cos(math.radians(h_mean - 30)) + 0.24 * math.cos(math.radians(2 * h_mean))
         + 0.32 * math.cos(math.radians(3 * h_mean + 6))
         - 0.20 * math.cos(math.radians(4 * h_mean - 63)))
    theta = 30 * math.exp(-(((h_mean - 275) / 25) ** 2))
    r_c = 2 * math.sqrt(c_mean ** 7 / (c_mean ** 7 + 25 ** 7))
    s_l = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    s_c, s_h = 1 + 0.045 * c_mean, 1 + 0.015 * c_mean * t
    r_t = -math.sin(math.radians(2 * theta)) * r_c
    return math.sqrt(((l2 - l1) / s_l) ** 2 + ((c2 - c1) / s_c) ** 2 + (d_hue / s_h) ** 2
                     + r_t * ((c2 - c1) / s_c) * (d_hue / s_h))


def closest(colours: Sequence[pygame.Color], deficiency: str | None) -> tuple[float, int, int]:
    """The smallest ΔE00 between two of the colours as seen with `deficiency`, and the pair."""
    seen = [lab(simulated(c, deficiency)) for c in colours]
    return min((delta_e_2000(seen[i], seen[j]), i, j)
               for i, j in itertools.combinations(range(len(colours)), 2))


def seat_sets(chosen: Palette) -> dict[str, list[pygame.Color]]:
    """Each game's seat colours for its most players (fewer players use the first of them),
    with the rival of the rules where it has a colour of its own (Ginkgopolis' Hal)."""
    sets = {}
    for rules in registry.all_games():
        if rules.game_id == "ginkgopolis":
            family = chosen.families["ginkgopolis_seat"]
            sets[rules.game_id] = [family[str(s)] for s in range(rules.max_players)] + \
                [family["hal"]]
        else:
            sets[rules.game_id] = list(chosen.seats[:rules.max_players])
    return sets


def kind_sets(chosen: Palette) -> dict[str, list[pygame.Color]]:
    return {family: list(kinds.values()) for family, kinds in chosen.families.items()
            if family != "ginkgopolis_seat"}


DEFICIENCIES = tuple(MACHADO_2009)


@pytest.mark.parametrize("deficiency", DEFICIENCIES)
def test_every_seat_colour_stays_apart_for_every_player_count(deficiency):
    for game, colours in seat_sets(COLOUR_BLIND).items():
        for players in range(2, len(colours) + 1):
            worst, i, j = closest(colours[:players], deficiency)
            assert worst >= MIN_DELTA_E, (game, players, deficiency, i, j, round(worst, 1))


@pytest.mark.parametrize("deficiency", DEFICIENCIES)
def test_every_kind_colour_stays_apart(deficiency):
    for family, colours in kind_sets(COLOUR_BLIND).items():
        worst, i, j = closest(colours, deficiency)
        assert worst >= MIN_DELTA_E, (family, deficiency, i, j, round(worst, 1))


@pytest.mark.parametrize("deficiency", DEFICIENCIES)
def test_boonlake_regions_stay_apart_where_no_tile_lies_yet(deficiency):
    """A map space not explored yet shows its region's colour faded: still told apart."""
    from desktop.views.boonlake_draw import unexplored

    faded = [unexplored(c) for c in COLOUR_BLIND.families["region"].values()]
    worst, i, j = closest(faded, deficiency)
    assert worst >= MIN_DELTA_E, (deficiency, i, j, round(worst, 1))


def test_the_check_finds_the_standard_palette_confusable():
    """The standard red and green seats (a two-player game's first two would be red and blue;
    red and green sit side by side from three players) are one for a deuteranope, and the
    standard palette fails somewhere under every deficiency."""
    red, green = STANDARD.seats[0], STANDARD.seats[2]
    assert delta_e_2000(lab(simulated(red, None)), lab(simulated(green, None))) > 50
    assert delta_e_2000(lab(simulated(red, "deuteranopia")),
                        lab(simulated(green, "deuteranopia"))) < MIN_DELTA_E
    for deficiency in DEFICIENCIES:
        worst = min(closest(colours, deficiency)[0]
                    for colours in [*seat_sets(STANDARD).values(), *kind_sets(STANDARD).values()])
        assert worst < MIN_DELTA_E, deficiency


def test_the_colour_blind_seats_read_on_the_dark_panels():
    for deficiency in (None, *DEFICIENCIES):
        back = lab(simulated(palette.PANEL, deficiency))
        for colour in COLOUR_BLIND.seats:
            assert delta_e_2000(lab(simulated(colour, deficiency)), back) >= 20, colour


def contrast(one: pygame.Color, two: pygame.Color) -> float:
    """WCAG's contrast ratio of two colours."""
    def luminance(c: pygame.Color) -> float:
        return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)

    light, dark = sorted((luminance(one), luminance(two)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_the_colour_blind_bands_hold_their_light_names():
    """The colour-blind bands and region spaces that carry a name or number in the theme's
    text colour keep a contrast of 3 (WCAG's least for bold and large text) with it."""
    for family in ("ne_card", "builders_worker", "builders_card", "region"):
        for kind, colour in COLOUR_BLIND.families[family].items():
            assert contrast(colour, palette.TEXT) >= 3.0, (family, kind)


def test_both_palettes_name_the_same_kinds():
    assert STANDARD.families.keys() == COLOUR_BLIND.families.keys()
    for family, kinds in STANDARD.families.items():
        assert kinds.keys() == COLOUR_BLIND.families[family].keys(), family
    assert len(STANDARD.seats) == len(COLOUR_BLIND.seats)


def test_every_seat_has_its_own_shape_for_the_most_players():
    most = max(rules.max_players for rules in registry.all_games())
    shapes = [marks.seat_shape(seat) for seat in range(most)]
    assert len(set(shapes)) == most
    outlines = {tuple(marks.shape_points(s, (50, 50), 20)) for s in shapes if s != "circle"}
    assert len(outlines) == most - 1  # each drawn differently


def test_every_kind_has_its_own_symbol():
    """Every kind of a family has a symbol of its own, but National Economy's (only the icons
    the rules read: a card without one, and a workplace, has none) and The Builders' building
    cards (a machine's gear; a building has none)."""
    from rules.national_economy import catalogue as ne

    for family in ("district", "tile", "time", "builders_worker", "region"):
        assert marks.KIND_MARKS[family].keys() == STANDARD.families[family].keys(), family
    icons = {kind.icon for kind in ne.KINDS} - {""}
    assert marks.KIND_MARKS["ne_card"].keys() == icons
    assert marks.KIND_MARKS["builders_card"].keys() == {"machine"}
    for family, symbols in marks.KIND_MARKS.items():
        assert symbols.keys() <= STANDARD.families[family].keys(), family
        assert len(set(symbols.values())) == len(symbols), family


def _drawn(family: str, kind: str) -> bytes:
    surface = pygame.Surface((20, 20))
    surface.fill((0, 0, 0))
    assert marks.kind_mark(surface, family, kind, (10, 10), 14, pygame.Color("white"),
                           pygame.Color("black"))
    return pygame.image.tobytes(surface, "RGB")


def test_every_drawn_symbol_looks_different():
    """The symbols `kind_mark` draws (National Economy's icons, The Builders' workers and
    machines, Boonlake's regions) are different pictures within each family, and not
    blank."""
    pygame.font.init()  # the question mark is the font's
    blank = pygame.image.tobytes(pygame.Surface((20, 20)), "RGB")
    for family in ("ne_card", "builders_worker", "builders_card", "region"):
        pictures = [_drawn(family, kind) for kind in marks.KIND_MARKS[family]]
        assert blank not in pictures and len(set(pictures)) == len(pictures), family
    surface = pygame.Surface((20, 20))
    assert not marks.kind_mark(surface, "ne_card", "public", (10, 10), 14)


@pytest.mark.parametrize("chosen", [STANDARD, COLOUR_BLIND])
def test_a_national_economy_card_has_its_kind_colour_and_its_icon(chosen):
    """A Farm's band is the palette's farm colour, and its sprout is drawn in the band."""
    from desktop.views.national_economy_table import NationalEconomyTable
    from rules.national_economy import catalogue as ne

    pygame.font.init()
    palette.use_colour_blind(chosen is COLOUR_BLIND)
    try:
        farm = ne.card_of("farm")
        surface = pygame.Surface((150, 125), pygame.SRCALPHA)
        NationalEconomyTable()._face(surface, surface.get_rect(), farm, False, None, None,
                                     True, [])
        band = chosen.families["ne_card"]["agr"]
        assert surface.get_at((75, 2)) == band
        left = surface.subsurface(pygame.Rect(2, 2, 18, 18))
        assert _count(left, pygame.Color("#ece8e1")) > 10  # the sprout, in the name's colour
    finally:
        palette.use_colour_blind(False)


def test_a_seat_mark_is_its_shape_in_its_colour():
    surface = pygame.Surface((40, 40))
    for seat in range(7):
        surface.fill((0, 0, 0))
        marks.seat_mark(surface, seat, (20, 20), 20)
        assert surface.get_at((20, 20)) == palette.seat_colour(seat)
        corner = surface.get_at((28, 12))  # inside a square only
        assert (corner == palette.seat_colour(seat)) == (marks.seat_shape(seat) == "square")


def _count(surface: pygame.Surface, colour: pygame.Color) -> int:
    """How many pixels have exactly this colour."""
    return pygame.mask.from_threshold(surface, colour, (1, 1, 1, 255)).count()


def test_a_table_drawn_with_the_setting_on_uses_the_colour_blind_colours():
    """The setting chosen on the settings screen: the next frame of a table draws each
    player's mark in the colour-blind palette, none in the standard one; and back."""
    from desktop.scenes.settings_scene import SettingsScene

    with running_app(autosave=False) as app:
        start(app, ["human", "random", "random"])
        marks_area = app.screen.subsurface(pygame.Rect(0, 170, 1190, 480))

        def seen(chosen: Palette) -> list[bool]:
            app.redraw()
            app.step(fps=0)
            return [_count(marks_area, c) > 20 for c in chosen.seats[:3]]

        assert seen(STANDARD) == [True] * 3 and seen(COLOUR_BLIND) == [False] * 3
        settings = SettingsScene(app)
        settings.choose("colour_blind", "on")
        assert seen(COLOUR_BLIND) == [True] * 3 and seen(STANDARD) == [False] * 3
        assert palette.colour_blind()
        settings.choose("colour_blind", "off")
        assert seen(STANDARD) == [True] * 3
    palette.use_colour_blind(False)
