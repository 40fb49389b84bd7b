"""Ginkgopolis on the desktop: the grid table, its reference and end-screen columns (their
labels marked for the catalogue; the end screen translates them)."""

from __future__ import annotations

import pygame

from desktop.games import Desk
from desktop.views import ginkgopolis_draw, ginkgopolis_words
from desktop.views.ginkgopolis_table import GinkgopolisTable
from rules.core.message import N_


def seat_colour(seat: int, players: int) -> pygame.Color:
    """The table's colours: a player's own, Hal's grey for the solo opponent."""
    return ginkgopolis_draw.hal_colour() if seat >= players else \
        ginkgopolis_draw.player_colour(seat)


DESK = Desk(
    game_id="ginkgopolis",
    table=GinkgopolisTable,
    sprites="ginkgopolis",
    players=3,
    reference=ginkgopolis_words.reference_html,
    option_shown=ginkgopolis_words.option_shown,
    seat_colour=seat_colour,
    score_labels={
        "points": N_("Points in play"),
        "cards": N_("End-game cards"),
        "refresh_tokens": N_("Unused refresh tokens"),
        "districts": N_("Districts"),
    },
)
