"""The registry of games: id -> rules object, with player counts and options."""

from __future__ import annotations

import importlib

from rules.core.contract import GameRules

# Game packages register themselves on import; list them here so `get` can find them.
GAME_MODULES = ("rules.citadels", "rules.ginkgopolis", "rules.national_economy", "rules.builders",
                "rules.boonlake")

_GAMES: dict[str, GameRules] = {}


def register(rules: GameRules) -> GameRules:
    _GAMES[rules.game_id] = rules
    return rules


def _load_all() -> None:
    for module in GAME_MODULES:
        importlib.import_module(module)


def get(game_id: str) -> GameRules:
    _load_all()
    try:
        return _GAMES[game_id]
    except KeyError:
        known = ", ".join(sorted(_GAMES))
        raise KeyError(f"there is no game {game_id!r}; the games are {known}") from None


def all_games() -> list[GameRules]:
    _load_all()
    return sorted(_GAMES.values(), key=_listed_order)


def _listed_order(rules: GameRules) -> tuple[int, str]:
    """Games in the order of GAME_MODULES (the newest last, whatever was imported first),
    then any other registered game by id."""
    module = type(rules).__module__
    for i, package in enumerate(GAME_MODULES):
        if module == package or module.startswith(package + "."):
            return i, rules.game_id
    return len(GAME_MODULES), rules.game_id
