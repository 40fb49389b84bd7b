"""Ginkgopolis options (defaults follow the rulebook; see docs/rules-notes.md)."""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.contract import option
from rules.core.message import N_

# The option values as the new-game screen shows them (desktop.scenes.new_game.shown).
SHOWN_VALUES = (N_("Tutorial"), N_("Draft"), N_("Standard"), N_("Expert"))


@dataclass(frozen=True)
class GinkgopolisOptions:
    characters: str = option(
        "tutorial", "Characters: 'tutorial' gives each player a random numbered set of 3; "
                    "'draft' deals 4 each, keep 1 and pass left until everyone has 3.",
        ("tutorial", "draft"), label=N_("Characters"))
    open_screens: bool = option(
        False, "Open screens: the tiles behind every player's screen are public.",
        label=N_("Open screens"))
    solo_level: str = option(
        "standard", "Solo game only: Hal, the automated opponent, plays his card as drawn "
                    "('standard'), or on an urbanization card draws another and plays it instead "
                    "if it is a building card or scores him more ('expert').",
        ("standard", "expert"), label=N_("Solo opponent"), solo_only=True)
