"""Levels "normal" and "hard": a search chosen from a small table by the bot's settings.

`"search"` in the settings names it: `"ismcts"` (the default: information-set MCTS,
`ismcts.py`), `"flat"` (paired playouts, `flat.py`) or `"lookahead"` (a determinized lookahead
valued by the game's AI, `lookahead.py`). Alone at the table (one seat), the level's `solo`
settings are laid over the others first, so a game can search differently in its solo mode
(National Economy: flat for normal, lookahead for hard); with three seats or more, its `table`
settings. Each search reads its own settings, typed (`Search.settings`, a dataclass of
`settings.py`), built once per table size when the bot is made (`InForce`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from rules.bots import flat, ismcts, lookahead, ranking
from rules.bots.base import Bot, Budget
from rules.bots.knowledge import GameAI
from rules.bots.settings import (
    BotSettings,
    FlatSettings,
    IsmctsSettings,
    LeafSettings,
    LeniencySettings,
    LookaheadSettings,
    SearchChoice,
    in_force,
    typed,
)
from rules.core.actions import Action
from rules.core.contract import GameRules


class Chooser(Protocol):
    def __call__(self, rules: GameRules, ai: GameAI, view: Any, seat: int, legal: list[Action],
                 budget: Budget, settings: Any, rng: random.Random,
                 stopped: Callable[[], bool]) -> tuple[Action, int]: ...


@dataclass(frozen=True)
class Search:
    """A search, named once: the bot's move (`choose`: the action and the iterations spent),
    the hint's ranking of every move with its reasons (`rank`, `ranking.py`) and the
    dataclass of the settings both read (`settings`, from `settings.py`)."""
    choose: Chooser
    rank: ranking.Ranker
    settings: type


SEARCHES: dict[str, Search] = {
    "ismcts": Search(ismcts.choose, ranking.rank_ismcts, IsmctsSettings),
    "flat": Search(flat.choose, ranking.rank_flat, FlatSettings),
    "lookahead": Search(lookahead.choose, ranking.rank_lookahead, LookaheadSettings),
}


@dataclass(frozen=True)
class InForce:
    """A search bot's settings at one table size, typed: its budget and the other settings
    every bot reads, its search, and that search's own settings (`search.settings`)."""
    common: BotSettings
    search: Search
    settings: Any
    leaves: LeafSettings
    lenient: LeniencySettings

    @property
    def budget(self) -> Budget:
        return Budget(self.common.ms, self.common.iterations)

    def ai(self, ai: GameAI) -> GameAI:
        """The game's AI as this search values its leaves: as it is, or with the learned value
        (`leaf_value`, `value_weights`)."""
        leaves = self.leaves
        return ai.learned_leaves(leaves.value_weights) if leaves.leaf_value == "learned" else ai


def _in_force(settings: Mapping[str, Any], seats: int) -> InForce:
    values = in_force(settings, seats)
    search = SEARCHES[typed(SearchChoice, values).search]
    return InForce(typed(BotSettings, values), search, typed(search.settings, values),
                   typed(LeafSettings, values), typed(LeniencySettings, values))


class SearchBot(Bot):
    level = "normal"

    def __init__(self, rules: GameRules, seat: int, settings: Mapping[str, Any],
                 seed: int) -> None:
        super().__init__(rules, seat, settings, seed)
        self.last_iterations = 0  # for benchmarks and tuning
        # Alone at the table, two seats, three or more: the settings in force at each.
        self._in_force = {seats: _in_force(settings, seats) for seats in (1, 2, 3)}

    def settings_for(self, view: Any) -> InForce:
        """The settings in force: alone at the table, the `solo` settings laid over the rest
        (solo rewards, the graded solo value, are spread differently from win chances); with
        three seats or more, the `table` settings (a search that holds up among several
        rivals may differ from the best one against a single rival)."""
        seats = self.rules.num_seats(view)
        return self._in_force[1 if seats == 1 else 3 if seats >= 3 else 2]

    def own_budget(self, view: Any) -> Budget:
        return self.settings_for(view).budget

    def decide(self, view: Any, legal: list[Action], budget: Budget | None) -> Action:
        if len(legal) == 1:
            return legal[0]
        self._stop = False
        force = self.settings_for(view)
        budget = budget or force.budget
        lenient = force.lenient
        if lenient.top_k > 1 and lenient.leniency > 0 and self.rng.random() < lenient.leniency:
            ranked = force.search.rank(self.rules, force.ai(self.ai), view, self.seat, legal,
                                       budget, force.settings, self.rng, lambda: self._stop)
            return ranked[self.rng.randrange(min(lenient.top_k, len(ranked)))][0]
        action, self.last_iterations = force.search.choose(self.rules, force.ai(self.ai), view,
                                                           self.seat, legal, budget,
                                                           force.settings, self.rng,
                                                           lambda: self._stop)
        return action
