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

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from rules.bots.base import Budget, make_bot
from rules.bots.ranking import FEW, Ranked
from rules.core.actions import Action
from rules.core.contract import GameRules
from rules.core.message import Msg, Text, msg

__all__ = ["FEW", "HINT_MS", "TOP", "Choice", "Hint", "hint", "hint_from_json"]

HINT_MS = 2000.0  # of the 3 s a player waits (the first hint also starts a process)
TOP = 6  # choices kept: the panel shows three whose words differ


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
    force = bot.settings_for(view)
    considered = ai.bot_actions(view, seat, legal) or legal
    if len(considered) == 1:
        ranked = [(considered[0], msg("Every other move is plainly worse here"))]
        simulations = 0
    else:
        cap = iterations if iterations is not None or ms is not None \
            else force.common.iterations
        budget = Budget(ms, cap)
        ranked = force.search.rank(rules, force.ai(ai), view, seat, considered, budget,
                                   force.settings, bot.rng, stopped)
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
    return hint(rules, rules.state_class.from_json(view_json), seat,
                [Action.from_json(item) for item in legal_json], seed=seed, ms=ms,
                iterations=iterations)
