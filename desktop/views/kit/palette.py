"""One palette for every table: the theme's colours (`desktop.ui`) and the few more that
card faces, dialogs and players' pieces share.

The colours that carry information (a seat's colour, a card's or tile's kind) come in two
palettes, the standard one and a colour-blind-safe one (Okabe–Ito-based, checked by
tests/test_colour_blind.py under simulated protanopia, deuteranopia and tritanopia). The
tables ask for them at draw time (`seat_colour`, `kind_colour`), so switching the palette
(`use_colour_blind`, called by the app from the setting) changes the next frame. Neither
palette is the only cue: every seat also has a shape and every kind a symbol
(`desktop.views.kit.marks`)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from desktop.ui import ACCENT, BAD, GOOD, HIGHLIGHT, MUTED, PANEL, PANEL_EDGE, TEXT

__all__ = ["ACCENT", "BAD", "BUTTON_OFF", "BUTTON_ON", "CHEAPER", "COLOUR_BLIND", "CREAM",
           "DIALOG", "FAINT_INK", "GOOD", "HAND", "HIGHLIGHT", "INK", "MINE", "MUTED", "PANEL",
           "PANEL_EDGE", "PILL", "SEAT_COLOURS", "STANDARD", "TEXT", "Palette", "colour_blind",
           "current", "kind_colour", "seat_colour", "seat_colours", "use_colour_blind"]

INK = pygame.Color("#2a2218")  # text on a card face
FAINT_INK = pygame.Color("#4a3f30")
CREAM = pygame.Color("#f3ead8")  # a card face
CHEAPER = pygame.Color("#0d6c2a")  # a cost an effect lowered
DIALOG = pygame.Color("#10141d")  # a dialog's background
HAND = pygame.Color("#1b2131")  # the viewer's hand area, bars
MINE = pygame.Color("#27324a")  # the viewer's own player panel
BUTTON_ON = pygame.Color("#6b4f1d")
BUTTON_OFF = pygame.Color("#262d3f")
PILL = pygame.Color("#10131b")


def _colours(*codes: str) -> tuple[pygame.Color, ...]:
    return tuple(pygame.Color(code) for code in codes)


def _kinds(**codes: str) -> dict[str, pygame.Color]:
    return {kind: pygame.Color(code) for kind, code in codes.items()}


@dataclass(frozen=True)
class Palette:
    """The colours that tell things apart. `seats` by seat number (every game but
    Ginkgopolis); `families` maps a game's family of kinds to each kind's colour:
    "district" (Citadels' district colours), "tile" (Ginkgopolis' tile colours, by the
    rules' colour number as a string), "ginkgopolis_seat" (its players' colours by seat,
    "hal" for the solo opponent), "time" (Boonlake's day, dusk, night and any), "region"
    (Boonlake's regions on the map, also faded under a space not explored yet), "ne_card"
    (National Economy's card bands by the building's icon: "agr", "ind", "fac", "" for none;
    "public" and "round" workplaces), "builders_worker" (The Builders' worker cards by kind,
    and a machine working as one) and "builders_card" (a building card, or a machine's)."""
    seats: tuple[pygame.Color, ...]
    families: dict[str, dict[str, pygame.Color]]


STANDARD = Palette(
    seats=_colours("#e2574c", "#4f8fe6", "#53b96e", "#d9a23a", "#b07ce8", "#f4f1ea", "#4fc4c4"),
    families={
        "district": _kinds(blue="#3f7fd1", red="#c8453c", yellow="#d9a928", green="#3f9e5a",
                           purple="#8a4fc0"),
        "tile": _kinds(**{"0": "#c8453c", "1": "#3f7fd1", "2": "#d9a928"}),
        "ginkgopolis_seat": _kinds(**{"0": "#58c472", "1": "#b07ce8", "2": "#f4f1ea",
                                      "3": "#26262b", "4": "#ff8cc6", "hal": "#8a8f99"}),
        "time": _kinds(day="#3f78b8", dusk="#c9782e", night="#4a3f7a", any="#7a5a36"),
        "ne_card": _kinds(agr="#4e9a48", ind="#5d6b82", fac="#8a5cc0", public="#2f6f8f",
                          round="#2f8f7f", **{"": "#c27a32"}),
        "builders_worker": _kinds(master="#8a5cc0", craftsman="#2f6f8f", labourer="#4e9a48",
                                  apprentice="#c27a32", prisoner="#5d6b82", machine="#8f6a2f"),
        "builders_card": _kinds(building="#9a4a3a", machine="#8f6a2f"),
        "region": _kinds(boonlake="#3d6b5a", southern="#7a5236", new_hope="#6b6a3d",
                         unknown="#5a4b6e"),
    })

# Okabe & Ito's colour-universal-design set (vermillion, sky blue, bluish green, yellow,
# reddish purple, blue, and white for black on the dark theme), each nudged to widen the
# smallest CIEDE2000 difference under the simulated deficiencies and to stand off the panels.
COLOUR_BLIND = Palette(
    seats=_colours("#f35616", "#95e1ff", "#0baf71", "#f5d43e", "#da89af", "#f4f1ea", "#1d6fdd"),
    families={
        "district": _kinds(blue="#0775c6", red="#d86912", yellow="#f8e734", green="#06b17a",
                           purple="#d08ab7"),
        "tile": _kinds(**{"0": "#d55e00", "1": "#0072b2", "2": "#f0e442"}),
        "ginkgopolis_seat": _kinds(**{"0": "#209441", "1": "#9a47b2", "2": "#f4f1ea",
                                      "3": "#26262b", "4": "#5cd8fe", "hal": "#8a8f99"}),
        "time": STANDARD.families["time"],  # already told apart under each deficiency
        # Bands under light names: each keeps a contrast of 3 or more with the theme's text.
        "ne_card": _kinds(agr="#02986f", ind="#7b839a", fac="#7f4466", public="#0060b6",
                          round="#4a5c3f", **{"": "#d65e00"}),
        "builders_worker": _kinds(master="#7f4466", craftsman="#0060b6", labourer="#02986f",
                                  apprentice="#d65e00", prisoner="#7b839a", machine="#595432"),
        "builders_card": _kinds(building="#a06a6b", machine="#595432"),
        "region": _kinds(boonlake="#4b827a", southern="#673112", new_hope="#8e8400",
                         unknown="#51398e"),
    })

_current = [STANDARD]


def use_colour_blind(on: bool) -> None:
    """Draw from now on with the colour-blind palette (or the standard one)."""
    _current[0] = COLOUR_BLIND if on else STANDARD


def colour_blind() -> bool:
    return _current[0] is COLOUR_BLIND


def current() -> Palette:
    return _current[0]


def seat_colours() -> tuple[pygame.Color, ...]:
    return _current[0].seats


SEAT_COLOURS = STANDARD.seats  # the standard palette's; draw with `seat_colour`


def seat_colour(seat: int) -> pygame.Color:
    seats = _current[0].seats
    return seats[seat % len(seats)]


def kind_colour(family: str, kind: str | int) -> pygame.Color:
    """The colour of `kind` in a family of kinds (see `Palette`) in the current palette."""
    return _current[0].families[family][str(kind)]
