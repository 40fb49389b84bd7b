"""Citadels on the desktop: the tableau table, its presets and note, reference and columns."""

from __future__ import annotations

from typing import Any

from desktop import ui
from desktop.games import Desk, Note, Preset
from desktop.i18n import tr
from desktop.views import citadels_cards, citadels_words
from desktop.views.citadels_table import CitadelsTable


def presets() -> dict[str, list[Preset]]:
    from rules.citadels.catalogue import DARK_KEYS, RANK_CHOICES
    from rules.citadels.options import CHARACTER_GROUP, DISTRICT_GROUP, NO_CHARACTER, RANDOM

    ranks = range(1, 9)
    classic = {f"rank_{r}": RANK_CHOICES[r][0] for r in ranks} | {"rank_9": NO_CHARACTER}
    dark = {f"rank_{r}": RANK_CHOICES[r][1] for r in ranks}
    mix = {f"rank_{r}": RANDOM for r in ranks}
    return {
        CHARACTER_GROUP: [
            ("Classic", "The eight classic characters, no rank 9.", classic),
            ("Dark City", "The eight Dark City characters (rank 9 unchanged).", dark),
            ("Random mix", "Each rank 1-8: classic or Dark City at random (rank 9 unchanged).",
             mix),
        ],
        DISTRICT_GROUP: [
            ("None", "No Dark City district in the deck.",
             {f"district_{key}": False for key in DARK_KEYS}),
            (f"All {len(DARK_KEYS)}", "Every Dark City district; as many base districts are "
                                      "removed unseen.",
             {f"district_{key}": True for key in DARK_KEYS}),
        ],
    }


def note(values: dict[str, Any]) -> Note | None:
    """How many Dark City districts the chosen options add (and remove)."""
    from rules.citadels.catalogue import DARK_KEYS
    from rules.citadels.options import FREE_DARK_DISTRICTS

    n = sum(1 for key in DARK_KEYS if values.get(f"district_{key}"))
    if n > FREE_DARK_DISTRICTS:
        return tr("{n} Dark City districts: removes {n} base districts", n=n), ui.HIGHLIGHT
    if n:
        return tr("{n} Dark City district(s) added to the deck", n=n), ui.MUTED
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
        "districts": "Districts",
        "five_colours": "All five colours",
        "first_complete": "First complete city",
        "complete": "Complete city",
        "beautified": "Beautified",  # the rest only with the Dark City
        "wishing_well": "Wishing Well",
        "museum": "Museum",
        "imperial_treasury": "Imperial Treasury",
        "map_room": "Map Room",
    },
    clear_caches=citadels_cards.clear_caches,
)
