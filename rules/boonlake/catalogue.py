"""Where the engine finds the project cards and scoring tiles.

They come from `rules/boonlake/cards.py` (`load_cards()`, `load_scoring_tiles()`;
docs/boonlake-cards.md), loaded on first use. The engine reads them through this module only,
so a test can install a hand-made set with `use()`.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterable, Mapping
from typing import Any

_installed: dict[str, Mapping[int, Any]] = {}


def use(cards: Iterable[Any], tiles: Iterable[Any]) -> None:
    """Play with these cards and scoring tiles (tests with a hand-made set)."""
    _installed["cards"] = {card.id: card for card in cards}
    _installed["tiles"] = {tile.id: tile for tile in tiles}


def forget() -> None:
    """Drop installed cards and tiles: the next look-up loads the real ones."""
    _installed.clear()


def _load() -> None:
    module = importlib.import_module("rules.boonlake.cards")
    use(module.load_cards(), module.load_scoring_tiles())


def cards() -> Mapping[int, Any]:
    if "cards" not in _installed:
        _load()
    return _installed["cards"]


def scoring_tiles() -> Mapping[int, Any]:
    if "tiles" not in _installed:
        _load()
    return _installed["tiles"]


def card(card_id: int) -> Any:
    return cards()[card_id]


def tile(tile_id: int) -> Any:
    return scoring_tiles()[tile_id]
