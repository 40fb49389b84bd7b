"""The bot protocol, the level ladder and the never-crash wrapper used by the UI and the arena.

A bot is built for one seat and only ever receives that seat's `view` plus the legal actions:
never the true state, never the game's RNG. Bots may use their own RNG and the clock.
"""

from __future__ import annotations

import json
import logging
import random
import time
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rules.bots.knowledge import ai_for
from rules.bots.settings import BotSettings, check, load_settings, typed
from rules.core.actions import Action
from rules.core.contract import ARENA_LEVELS, GameRules

LOG = logging.getLogger("rules.bots")


@dataclass(frozen=True)
class Budget:
    """Limits for one decision; None means no limit of that kind."""

    ms: float | None = None
    iterations: int | None = None


class Bot(ABC):
    level = "bot"

    def __init__(self, rules: GameRules, seat: int, settings: Mapping[str, Any],
                 seed: int) -> None:
        where = f"{type(self).__name__} of {rules.game_id}"
        check(settings, where)
        self.rules = rules
        self.ai = ai_for(rules)  # the game's bot knowledge (rules/<game>/ai/), or none
        self.seat = seat
        self.settings = dict(settings)  # as merged from the data, overlays included
        # What every bot reads, before the `solo`/`table` overlays: the repeat guard and the
        # overrun allowance (a search bot's budget follows the table: `SearchBot.settings_for`).
        self.common = typed(BotSettings, settings, where)
        self.rng = random.Random(seed)
        self.fallbacks = 0  # decisions replaced by a random legal action (see safe_choose)
        self._stop = False
        self._tried: dict[int, set[Action]] = {}  # view fingerprint -> actions chosen there

    def choose(self, view: Any, legal: list[Action], budget: Budget | None = None) -> Action:
        """Pick one of `legal` for this bot's seat, knowing only `view`."""
        if len(legal) == 1:
            return legal[0]
        legal = self.ai.bot_actions(view, self.seat, legal) or legal
        if len(legal) == 1:
            return legal[0]
        reflex = self.ai.reflex(view, self.seat, legal)
        if reflex is not None:
            return reflex
        if not self.common.avoid_repeats:
            return self.decide(view, legal, budget)
        key = self._view_key(view)
        tried = self._tried.get(key) if key is not None else None
        if not tried:
            action = self.decide(view, legal, budget)
        else:  # a loop: leave by a random action not yet taken here
            candidates = [a for a in legal if a not in tried]
            if not candidates:
                tried.clear()
                candidates = legal
            action = candidates[self.rng.randrange(len(candidates))]
        if key is not None:
            self._tried.setdefault(key, set()).add(action)
        return action

    @abstractmethod
    def decide(self, view: Any, legal: list[Action], budget: Budget | None) -> Action:
        """The bot's own policy; `choose` wraps it with the repeat guard."""

    def _view_key(self, view: Any) -> int | None:
        """A fingerprint of what the seat knows, ignoring the action counter and the log.

        Back at an information state it has seen before (a game with undo-like actions, such
        as mark/unmark, can loop), the bot takes a random action it has not taken there yet,
        so play always moves on.
        """
        try:
            data = view.to_json()
        except Exception:
            return None
        if isinstance(data, dict):
            data = {k: v for k, v in data.items() if k not in ("version", "log")}
        return hash(json.dumps(data, sort_keys=True, default=str))

    def request_stop(self) -> None:
        """Cooperative interrupt: a searching bot returns its best answer so far."""
        self._stop = True

    def budget(self, budget: Budget | None) -> Budget:
        if budget is not None:
            return budget
        return Budget(self.common.ms, self.common.iterations)

    def overrun_limit_ms(self) -> float | None:
        common = self.common
        if common.ms is None:
            return None
        return common.ms * common.overrun_factor + common.overrun_grace_ms


def make_bot(rules: GameRules, seat: int, level: str, seed: int,
             overrides: dict[str, Any] | None = None) -> Bot:
    """A bot of `level` (random, easy, normal, hard, or the arena's reference) for `seat`,
    with settings from data."""
    from rules.bots.greedy import GreedyBot
    from rules.bots.random_bot import RandomBot
    from rules.bots.search import SearchBot

    if level not in ARENA_LEVELS:
        raise ValueError(f"a bot level is one of {', '.join(ARENA_LEVELS)}, not {level!r}")
    settings = load_settings(rules.game_id, level, overrides)
    kind = {"random": RandomBot, "easy": GreedyBot, "normal": SearchBot, "hard": SearchBot,
            "reference": SearchBot}
    bot = kind[level](rules, seat, settings, seed)
    bot.level = level
    return bot


_FALLBACK_RNG = random.Random(0x5EED)


def safe_choose(bot: Bot, view: Any, legal: list[Action],
                logger: logging.Logger | None = None) -> Action:
    """Always a legal action: a bot that raises, answers illegally or badly overruns its time
    is replaced by a random legal action, with a warning logged."""
    if not legal:
        raise ValueError("safe_choose needs at least one legal action")
    if len(legal) == 1:
        return legal[0]
    logger = logger or LOG
    name = f"{getattr(bot, 'level', type(bot).__name__)} bot (seat {getattr(bot, 'seat', '?')})"
    start = time.perf_counter()
    try:
        action = bot.choose(view, list(legal))
    except Exception:
        logger.warning("%s failed; playing a random legal action instead", name, exc_info=True)
        return _fallback(bot, legal)
    elapsed_ms = (time.perf_counter() - start) * 1000.0
    if action not in legal:
        logger.warning("%s chose %s, which is not legal; playing a random legal action instead",
                       name, action)
        return _fallback(bot, legal)
    try:
        limit = bot.overrun_limit_ms()
    except Exception:
        limit = None
    if limit is not None and elapsed_ms > limit:
        logger.warning("%s took %.0f ms (limit %.0f ms); playing a random legal action instead",
                       name, elapsed_ms, limit)
        return _fallback(bot, legal)
    return action


def _fallback(bot: Any, legal: list[Action]) -> Action:
    try:
        bot.fallbacks += 1
    except Exception:
        pass
    rng = getattr(bot, "rng", None)
    if not isinstance(rng, random.Random):
        rng = _FALLBACK_RNG
    return legal[rng.randrange(len(legal))]
