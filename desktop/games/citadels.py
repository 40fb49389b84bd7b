"""Citadels on the desktop: the tableau table, its presets and note, reference and columns."""

from __future__ import annotations

from typing import Any

from desktop import ui
from desktop.games import Desk, Note, Preset
from desktop.i18n import ntr, ptr, tr
from desktop.views import citadels_cards, citadels_words
from desktop.views.citadels_table import CitadelsTable
from rules.core.message import N_


def presets() -> dict[str, list[Preset]]:
    from rules.citadels.catalogue import DARK_KEYS, RANK_CHOICES
    from rules.citadels.options import CHARACTER_GROUP, DISTRICT_GROUP, NO_CHARACTER, RANDOM

    ranks = range(1, 9)
    classic = {f"rank_{r}": RANK_CHOICES[r][0] for r in ranks} | {"rank_9": NO_CHARACTER}
    dark = {f"rank_{r}": RANK_CHOICES[r][1] for r in ranks}
    mix = {f"rank_{r}": RANDOM for r in ranks}
    return {
        CHARACTER_GROUP: [
            (N_("Classic"), N_("The eight classic characters, no rank 9."), classic),
            (N_("Dark City"), N_("The eight Dark City characters (rank 9 unchanged)."), dark),
            (N_("Random mix"),
             N_("Each rank 1-8: classic or Dark City at random (rank 9 unchanged)."), mix),
        ],
        DISTRICT_GROUP: [
            (N_("None"), N_("No Dark City district in the deck."),
             {f"district_{key}": False for key in DARK_KEYS}),
            (tr("All {n}", n=len(DARK_KEYS)), N_("Every Dark City district; as many base "
                                                 "districts are removed unseen."),
             {f"district_{key}": True for key in DARK_KEYS}),
        ],
    }


def note(values: dict[str, Any]) -> Note | None:
    """What the chosen options do that a player would not guess: the three-player rule (a
    rank-1 character left out, another goal) and the Dark City districts added (and removed)."""
    found = [found for found in (_three_players(values), _dark_districts(values)) if found]
    if not found:
        return None
    return "\n".join(words for words, _ in found), found[0][1]


def _three_players(values: dict[str, Any]) -> Note | None:
    """The rulebook's three-player game: no rank 1, one character each, 10 districts."""
    from rules.citadels.catalogue import CHARACTERS, RANK_CHOICES
    from rules.citadels.options import RANDOM

    if values.get("players") != 3 or values.get("three_players") != "rulebook":
        return None
    short = 1 if values.get("short_game") else 0
    chosen = values.get("rank_1", RANK_CHOICES[1][0])
    left_out = tr("the Assassin or the Witch (rank 1, drawn at random)") if chosen == RANDOM \
        else tr("the {name} (rank 1)", name=ptr("citadels character", CHARACTERS[chosen].name))
    return tr("3 players, rulebook rule: {left_out} is left out of the game, each player "
              "takes 1 character and the game ends at {goal} districts. 'official' keeps "
              "every character, 2 each, and ends at {official}.", left_out=left_out,
              goal=10 - short, official=8 - short), ui.HIGHLIGHT


def _dark_districts(values: dict[str, Any]) -> Note | None:
    """How many Dark City districts the chosen options add (and remove)."""
    from rules.citadels.catalogue import DARK_KEYS
    from rules.citadels.options import FREE_DARK_DISTRICTS

    n = sum(1 for key in DARK_KEYS if values.get(f"district_{key}"))
    if n > FREE_DARK_DISTRICTS:
        return tr("{n} Dark City districts: removes {n} base districts", n=n), ui.HIGHLIGHT
    if n:
        return ntr("{n} Dark City district added to the deck",
                   "{n} Dark City districts added to the deck", n), ui.MUTED
    return None


DESK = Desk(
    game_id="citadels",
    table=CitadelsTable,
    sprites="citadels",
    players=4,
    reference=citadels_words.reference_html,
    presets=presets,
    note=note,
    score_labels={
        "districts": N_("Districts"),
        "five_colours": N_("All five colours"),
        "first_complete": N_("First complete city"),
        "complete": N_("Complete city"),
        "beautified": N_("Beautified"),  # the rest only with the Dark City
        "wishing_well": N_("Wishing Well"),
        "museum": N_("Museum"),
        "imperial_treasury": N_("Imperial Treasury"),
        "map_room": N_("Map Room"),
    },
    clear_caches=citadels_cards.clear_caches,
)
