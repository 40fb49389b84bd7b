"""Levels "normal" and "hard": a search chosen from a small table by the bot's settings.

`"search"` in the settings names it: `"ismcts"` (the default: information-set MCTS,
`ismcts.py`), `"flat"` (paired playouts, `flat.py`) or `"lookahead"` (a determinized lookahead
valued by the game's AI, `lookahead.py`). Alone at the table (one seat), the level's `solo`
settings are laid over the others first, so a game can search differently in its solo mode
(National Economy: flat for normal, lookahead for hard); with three seats or more, its `table`
settings.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from rules.bots import flat, ismcts, lookahead, ranking
from rules.bots.base import Bot, Budget
from rules.bots.knowledge import GameAI
from rules.bots.settings import OVERLAYS
from rules.core.actions import Action
from rules.core.contract import GameRules


class Chooser(Protocol):
    def __call__(self, rules: GameRules, ai: GameAI, view: Any, seat: int, legal: list[Action],
                 budget: Budget, settings: dict[str, Any], rng: random.Random,
                 stopped: Callable[[], bool]) -> tuple[Action, int]: ...


@dataclass(frozen=True)
class Search:
    """A search, named once: the bot's move (`choose`: the action and the iterations spent)
    and the hint's ranking of every move with its reasons (`rank`, `ranking.py`)."""
    choose: Chooser
    rank: ranking.Ranker


SEARCHES: dict[str, Search] = {
    "ismcts": Search(ismcts.choose, ranking.rank_ismcts),
    "flat": Search(flat.choose, ranking.rank_flat),
    "lookahead": Search(lookahead.choose, ranking.rank_lookahead),
}


class SearchBot(Bot):
    level = "normal"

    def __init__(self, rules: GameRules, seat: int, settings: dict[str, Any], seed: int) -> None:
        super().__init__(rules, seat, settings, seed)
        self.last_iterations = 0  # for benchmarks and tuning

    def settings_for(self, view: Any) -> dict[str, Any]:
        """The settings in force: alone at the table, the `solo` settings laid over the rest
        (solo rewards, the graded solo value, are spread differently from win chances); with
        three seats or more, the `table` settings (a search that holds up among several
        rivals may differ from the best one against a single rival)."""
        seats = self.rules.num_seats(view)
        solo, table = OVERLAYS
        overlay = self.settings.get(solo if seats == 1 else table if seats >= 3 else "")
        if overlay:
            return {**self.settings, **overlay}
        return self.settings

    def own_budget(self, view: Any) -> Budget:
        settings = self.settings_for(view)
        return Budget(settings.get("ms"), settings.get("iterations"))

    def decide(self, view: Any, legal: list[Action], budget: Budget | None) -> Action:
        if len(legal) == 1:
            return legal[0]
        self._stop = False
        budget = budget or self.own_budget(view)
        settings = self.settings_for(view)
        search = SEARCHES[settings.get("search", "ismcts")]
        action, self.last_iterations = search.choose(self.rules, self.ai, view, self.seat,
                                                     legal, budget, settings, self.rng,
                                                     lambda: self._stop)
        return action
