"""Level "random": a uniformly random legal action (tests, tutorials, smoke runs)."""

from __future__ import annotations

from typing import Any

from rules.bots.base import Bot, Budget
from rules.core.actions import Action


class RandomBot(Bot):
    level = "random"

    def choose(self, view: Any, legal: list[Action], budget: Budget | None = None) -> Action:
        return self.decide(view, legal, budget)  # no repeat guard needed: it cannot loop

    def decide(self, view: Any, legal: list[Action], budget: Budget | None) -> Action:
        return legal[self.rng.randrange(len(legal))]
