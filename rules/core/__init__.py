"""The rules contract shared by all games, the seeded PRNG and the game registry."""

from rules.core.actions import Action, IllegalAction, act
from rules.core.contract import (
    BOT_LEVELS,
    SPECTATOR,
    GameRules,
    OptionInfo,
    Score,
    Seat,
    describe_options,
    option,
)
from rules.core.rng import Rng, seed_state

__all__ = [
    "Action", "BOT_LEVELS", "GameRules", "IllegalAction", "OptionInfo", "Rng", "SPECTATOR",
    "Score", "Seat", "act", "describe_options", "option", "seed_state",
]
