"""A hint for a human seat: the hard level's search, run from that seat's view only.

`hint(rules, view, seat, legal, seed=...)` returns the suggestion and the next best choices,
best first, each said as advice to the player ("Take 2 gold.", `GameAI.advice`) with a reason
read at a glance, in the present tense ("in 620 simulated games (of 1000) it wins about 41%",
"No. 2 on average over 24 simulated deals, and the best move in 7 of them"), marked a first
impression when the search saw too few games to mean much, and, where the game's AI can say
more (`GameAI.explain_choice`), a second line in the game's own terms. It sees what the seat
sees and nothing else: the same view and seed give the same hint.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rules.bots import flat, ismcts, lookahead
from rules.bots.base import Budget, make_bot
from rules.bots.knowledge import GameAI
from rules.core.actions import Action
from rules.core.contract import GameRules
from rules.core.message import Msg, Text, msg

HINT_MS = 2000.0  # of the 3 s a player waits (the first hint also starts a process)
TOP = 6  # choices kept: the panel shows three whose words differ
FEW = 8  # fewer simulated games or deals than this behind a choice: only a first impression


@dataclass(frozen=True)
class Choice:
    action: Action
    advice: Text  # the move, said to the player ("Take 2 gold.")
    reason: Msg  # the search's numbers
    detail: Msg | None = None  # what the game's AI says of it, if anything


@dataclass(frozen=True)
class Hint:
    suggestion: Action
    choices: tuple[Choice, ...]  # at most TOP, the suggestion first
    simulations: int


Ranked = list[tuple[Action, Msg]]
Ranker = Callable[[GameRules, GameAI, Any, int, list[Action], Budget, dict[str, Any],
                   random.Random, Callable[[], bool]], Ranked]


def _percent(value: float) -> int:
    return round(100 * max(0.0, min(1.0, value)))


def rank_ismcts(rules: GameRules, ai: GameAI, view: Any, seat: int, legal: list[Action],
                budget: Budget, settings: dict[str, Any], rng: random.Random,
                stopped: Callable[[], bool]) -> Ranked:
    root, done = ismcts.search(rules, ai, view, seat, legal, budget, settings, rng, stopped)
    solo = rules.num_seats(view) == 1
    keyed = []
    for i, action in enumerate(legal):
        child = root.children.get(action)
        visits = child.visits if child else 0
        mean = child.reward[seat] / visits if visits else 0.0
        keyed.append(((visits, mean, -i), action, visits, mean))
    keyed.sort(key=lambda k: k[0], reverse=True)
    return [(action, _visits_reason(solo, visits, done, _percent(mean)))
            for _, action, visits, mean in keyed]


def _visits_reason(solo: bool, visits: int, done: int, pct: int) -> Msg:
    if visits < FEW:
        return msg("A first impression: only {k} simulated games (of {n}) tried it",
                   k=visits, n=done)
    if solo:
        return msg("In {k} simulated games (of {n}) its solo result is about {pct}%",
                   k=visits, n=done, pct=pct)
    return msg("In {k} simulated games (of {n}) it wins about {pct}%", k=visits, n=done,
               pct=pct)


def _deals_reason(place: int, best_in: int, samples: int) -> Msg:
    """A deal-sampling search's words: its values are the game's own (points to come, or a
    chance), so the reason states the order they give and how often the move came first."""
    if samples < FEW:
        return msg("A first impression: only {n} simulated deals", n=samples)
    return msg("No. {place} on average over {n} simulated deals, and the best move in {k} of "
               "them", place=place, n=samples, k=best_in)


def _rank_samples(values: Callable[[Any], list[float] | None], rules: GameRules, view: Any,
                  seat: int, legal: list[Action], budget: Budget, rng: random.Random,
                  stopped: Callable[[], bool]) -> Ranked:
    totals, firsts, samples = flat.totals_over_samples(rules, view, seat, legal, budget, rng,
                                                       values, stopped)
    order = sorted(range(len(legal)), key=lambda i: (-totals[i], i))
    return [(legal[i], _deals_reason(place, firsts[i], samples))
            for place, i in enumerate(order, start=1)]


def rank_flat(rules: GameRules, ai: GameAI, view: Any, seat: int, legal: list[Action],
              budget: Budget, settings: dict[str, Any], rng: random.Random,
              stopped: Callable[[], bool]) -> Ranked:
    values = flat.paired_values(rules, ai, seat, legal, rng, int(settings.get("rollout_plies",
                                                                              20)))
    return _rank_samples(values, rules, view, seat, legal, budget, rng, stopped)


def rank_lookahead(rules: GameRules, ai: GameAI, view: Any, seat: int, legal: list[Action],
                   budget: Budget, settings: dict[str, Any], rng: random.Random,
                   stopped: Callable[[], bool]) -> Ranked:
    values = lookahead.lookahead_values(rules, ai, seat, legal, budget,
                                        int(settings.get("depth", 2)), settings.get("positions"),
                                        rng if settings.get("finish_turn") else None)
    return _rank_samples(values, rules, view, seat, legal, budget, rng, stopped)


RANKERS: dict[str, Ranker] = {"ismcts": rank_ismcts, "flat": rank_flat,
                              "lookahead": rank_lookahead}


def hint(rules: GameRules, view: Any, seat: int, legal: list[Action], *, seed: int,
         ms: float | None = HINT_MS, iterations: int | None = None,
         stopped: Callable[[], bool] = lambda: False) -> Hint:
    """The hard level's advice for `seat` from `view` (never the true state), searched for
    `ms` (or until `iterations`, if given, come first); with neither, for the hard level's own
    iteration budget, without a clock (the same view and seed give the same hint). A hint
    is not held to the hard bot's iteration budget: the time the player waits is spent."""
    if not legal:
        raise ValueError("a hint needs at least one legal action")
    bot = make_bot(rules, seat, "hard", seed)
    ai = bot.ai
    settings = bot.settings_for(view)
    considered = ai.bot_actions(view, seat, legal) or legal
    if len(considered) == 1:
        ranked = [(considered[0], msg("Every other move is plainly worse here"))]
        simulations = 0
    else:
        cap = iterations if iterations is not None or ms is not None \
            else settings.get("iterations")
        budget = Budget(ms, cap)
        ranker = RANKERS[settings.get("search", "ismcts")]
        ranked = ranker(rules, ai, view, seat, considered, budget, settings, bot.rng, stopped)
        simulations = _simulations(ranked)
    choices = tuple(Choice(action, ai.advice(view, seat, action), reason,
                           ai.explain_choice(view, seat, action))
                    for action, reason in ranked[:TOP])
    return Hint(choices[0].action, choices, simulations)


def _simulations(ranked: Ranked) -> int:
    params = dict(ranked[0][1].params)
    return int(params.get("n", 0))


def hint_from_json(game_id: str, view_json: dict, seat: int, legal_json: list[list],
                   seed: int, ms: float | None = HINT_MS,
                   iterations: int | None = None) -> Hint:
    """`hint` from a view and actions in their JSON form (the desktop's hint process)."""
    from rules.core import registry

    rules = registry.get(game_id)
    return hint(rules, rules.from_json(view_json), seat,
                [Action.from_json(item) for item in legal_json], seed=seed, ms=ms,
                iterations=iterations)
