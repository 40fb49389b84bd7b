"""What a game lends its bots: one optional AI object per game, apart from its rules.

`GameRules` holds the rules only. A game that knows more about playing well defines a
`GameAI` subclass in `rules/<game>/ai/` (its heuristics, playout policy, tuned weights as data
files) and names it `AI` in that package; the bots find it with `ai_for(rules)`. A game
without one gets the defaults: no knowledge (equal chances, random playouts, every legal
action considered). Rules modules never import their `ai/` package.
"""

from __future__ import annotations

import copy
import importlib
import random
from collections.abc import Callable, Hashable
from functools import partial
from typing import TYPE_CHECKING, Any

from rules.core.actions import Action
from rules.core.contract import GameRules
from rules.core.message import Join, Msg, Text, msg, nmsg
from rules.core.results import returns
from rules.core.rng import Rng, seed_state

if TYPE_CHECKING:
    from rules.bots.value_net import LearnedValue


class GameAI:
    """The default: a game with no bot knowledge. Every hook may be overridden."""

    # A seat's view as the learned value's inputs (`rules/<game>/ai/features.py`), set by a
    # game that has one: `features = staticmethod(features)`.
    features: Callable[[Any, int], list[float]] | None = None
    leaf_cache = 200_000  # learned leaf values a lookahead remembers before starting afresh

    def __init__(self, rules: GameRules) -> None:
        self.rules = rules
        # The learned value by where its weights lie (None: the game's data), made when asked.
        self.learned: dict[str | None, LearnedValue] = {}

    def heuristic(self, state: Any) -> list[float]:
        """Estimated chance of winning per seat (sums to about 1), for truncated search; with
        one seat, the estimated solo value (0..1). The default knows nothing."""
        seats = self.rules.num_seats(state)
        return [0.5] if seats == 1 else [1.0 / seats] * seats

    def evaluate(self, state: Any) -> list[float]:
        """Final returns when the game is over, otherwise the heuristic."""
        if not self.rules.to_act(state):
            return returns(self.rules, state)
        return self.heuristic(state)

    def learned_value(self, weights: str | None = None) -> LearnedValue | None:
        """The game's learned value, its weights from `weights` (a folder of
        `value_<n>p.json`, for experiments) or the game's data; None for a game without
        one (no `features`)."""
        if self.features is None:
            return None
        found = self.learned.get(weights)
        if found is None:
            from rules.bots.value_net import LearnedValue  # numpy only where a value is used

            found = self.learned[weights] = LearnedValue(self.rules.game_id,
                                                         type(self).features, folder=weights)
        return found

    def learned_evaluate(self, state: Any, weights: str | None = None) -> list[float]:
        """Final returns when the game is over, otherwise each seat's expected result by the
        learned value (`learned_value(weights)`); the heuristic where the game has none, or
        no weights for this table size. Bots whose settings say `"leaf_value": "learned"`
        ask here instead of `evaluate`."""
        if not self.rules.to_act(state):
            return returns(self.rules, state)
        learned = self.learned_value(weights)
        found = None if learned is None else learned.values(state, self.rules.num_seats(state))
        return self.heuristic(state) if found is None else found

    def learned_leaves(self, weights: str | None = None) -> GameAI:
        """This AI with the learned value where a search values its leaves, everything else
        as it is: what a search set to `"leaf_value": "learned"` is given. One twin per
        weights folder. Its `evaluate` (ISMCTS's and flat's rollouts, easy) gives every
        seat's share (`learned_evaluate`); its `position_value` (a lookahead's lines) the
        searching seat's own expected result alone, one pass of the network a position,
        remembered by `leaf_key`; where there are no weights for the table size, the game's
        own `position_value`, so that a lookahead plays there as it does without."""
        twins = self.__dict__.setdefault("_twins", {})
        twin = twins.get(weights)
        if twin is None:
            twin = twins[weights] = copy.copy(self)
            learned = self.learned_value(weights)
            twin.evaluate = partial(self.learned_evaluate, weights=weights)
            twin.position_value = self._learned_position_value(learned)
            twin.leaf_chances = lambda seats: learned is not None and \
                learned.net(seats) is not None
        return twin

    def _learned_position_value(self, learned: LearnedValue | None
                                ) -> Callable[[Any, int], float]:
        rules, features, leaf_key, own = self.rules, self.features, self.leaf_key, \
            self.position_value
        known: dict[Hashable, float] = {}  # by `leaf_key`: a lookahead's lines often meet

        def value(state: Any, seat: int) -> float:
            net = None if learned is None else learned.net(rules.num_seats(state))
            if net is None:
                return own(state, seat)
            if not rules.to_act(state):
                return returns(rules, state)[seat]
            key = leaf_key(state, seat)
            if key is None:
                return net.predict(features(state, seat))
            found = known.get(key)
            if found is None:
                if len(known) >= self.leaf_cache:
                    known.clear()
                found = known[key] = net.predict(features(state, seat))
            return found

        return value

    def value_label(self, state: Any) -> list[float]:
        """What the learned value learns to predict of a finished game, per seat
        (tools/train_value.py): the returns; a game may count more (The Builders' solo
        race: how soon the goal was reached)."""
        return returns(self.rules, state)

    def leaf_key(self, state: Any, seat: int) -> Hashable | None:
        """Everything `seat`'s learned-value features read (`features.py`) as a key: two
        positions with the same key have the same features, so a lookahead asks the network
        once for both. None (the default): nothing remembered."""
        return None

    def leaf_chances(self, seats: int) -> bool:
        """Whether the values this AI's leaves get at a table of `seats` are win chances (or
        solo results: the learned value, on `learned_leaves`' twin), which a hint may then
        say as such; the game's own values (points to come) are not."""
        return False

    def determinize(self, view: Any, seat: int, rng: Any) -> Any:
        """A full state that agrees with `view`, drawn by what the game's AI believes about
        the hidden parts (a search with the setting `belief_model` asks here). Default: the
        rules' own determinization, uniform over what the seat cannot see."""
        return self.rules.determinize(view, seat, rng)

    def reopen(self, state: Any, seat: int) -> None:
        """Take back, on a determinization `state`, the other seats' hidden choices in a
        simultaneous phase, so that they are still to be made there. A bot deciding after
        the others then models them as choosing, as one deciding first does, instead of
        finding a random choice already made for them. Every search calls it on each
        determinization; default: nothing."""
        return None

    def deal(self, view: Any, seat: int, rng: Any, beliefs: bool = False) -> Any:
        """A determinization of `view` for a search: the rules' uniform one, or with
        `beliefs` this AI's (`determinize`), with the rivals' hidden choices reopened."""
        state = (self.determinize if beliefs else self.rules.determinize)(view, seat, rng)
        self.reopen(state, seat)
        return state

    def greedy_value(self, state: Any, seat: int) -> float:
        """What the easy level's one-step greedy maximises for `seat`; by default its
        estimated chance (`evaluate`). A game may give its easy bot a plainer aim."""
        return self.evaluate(state)[seat]

    def bot_actions(self, view: Any, seat: int, legal: list[Action]) -> list[Action]:
        """The legal actions a thinking bot (easy and up) considers: `legal` without moves the
        game knows to be plainly bad. Never empty; the default keeps them all."""
        return legal

    def reflex(self, view: Any, seat: int, legal: list[Action]) -> Action | None:
        """An answer every bot gives at once without thinking, or None."""
        return None

    def explain_choice(self, view: Any, seat: int, action: Action) -> Msg | None:
        """Why `action` may be good for `seat`, in the game's own terms ("+2 gold"), for the
        player's hint; from `view` only; None when there is nothing to add to the search's
        numbers. The default: what it changes at once for the seat, on a deal of the view,
        in points and in the seat's zones that say so (`Zone.gain`)."""
        before = self.rules.determinize(view, seat, Rng(seed_state(0)))
        after = before.clone()
        try:
            self.rules.apply_unchecked(after, seat, action)
        except Exception:  # a move the deal does not allow (what it hides differs)
            return None
        points = self.rules.scores(after)[seat].total - self.rules.scores(before)[seat].total
        said = nmsg("{n} point", "{n} points", abs(points))
        changes = [msg("+{change}", change=said)] if points > 0 else \
            [msg("-{change}", change=said)] if points < 0 else []
        zones = getattr(self.rules, "zones", None)
        if zones is not None:
            changes += zones.changes(before, after, seat)
        return msg("Right away: {changes}.", changes=Join(tuple(changes))) if changes else None

    def advice(self, view: Any, seat: int, action: Action) -> Text:
        """The move as advice to `seat` ("Take 2 gold."), for the hint: its declared label
        (rules/core/moves.py), or the rules' own line for it (`describe`) for a game whose
        moves are not declared."""
        moves = getattr(self.rules, "moves", None)
        if moves is not None:
            return moves.label(view, seat, action)
        return self.rules.describe(view, action, seat)

    has_rollout_policy = False

    def rollout_action(self, state: Any, seat: int, legal: list[Action],
                       rng: random.Random) -> Action | None:
        """A playout move for search rollouts, from the full (determinized) `state`, or None
        for a uniformly random one (the default). Must return one of `legal`. A game that
        overrides it sets `has_rollout_policy`."""
        return None

    def settle(self, state: Any, seat: int) -> None:
        """Play `seat`'s routine follow-up decisions on `state` by the game's own policy, so a
        lookahead search branches only on the decisions that matter. Default: nothing."""
        return None

    def position_value(self, state: Any, seat: int) -> float:
        """How good `state` is for `seat`, for a lookahead search: the returns once the game
        is over, else the heuristic. Only its order and averages matter."""
        if not self.rules.to_act(state):
            return returns(self.rules, state)[seat]
        return self.heuristic(state)[seat]

    def finish_turn(self, state: Any, seat: int, rng: random.Random) -> None:
        """Play the rest of `seat`'s turn on `state` by the game's playout policy (every
        seat's decisions in it, the other seats' replies included), so a lookahead that
        asks for it (setting `finish_turn`) values its lines where the turn ends. Default:
        nothing."""
        return None

    def position_key(self, state: Any) -> Hashable | None:
        """A key equal for two settled positions a lookahead search may treat as one, or None
        for no sharing (the default)."""
        return None


_FACTORIES: dict[str, Callable[[GameRules], GameAI]] = {}
_CACHE: dict[int, tuple[GameRules, GameAI]] = {}


def register_ai(game_id: str, factory: Callable[[GameRules], GameAI]) -> None:
    """Use `factory(rules)` as the AI of `game_id` (for games outside `rules/`, e.g. tests)."""
    _FACTORIES[game_id] = factory
    _CACHE.clear()


def ai_for(rules: GameRules) -> GameAI:
    """The AI object of `rules`' game: `AI` from `rules/<game_id>/ai/` or a registered factory,
    else the knowledge-free default. One object per rules instance."""
    cached = _CACHE.get(id(rules))
    if cached is not None and cached[0] is rules:
        return cached[1]
    factory = _FACTORIES.get(rules.game_id)
    if factory is None:
        try:
            module = importlib.import_module(f"rules.{rules.game_id}.ai")
        except ModuleNotFoundError as exc:
            if exc.name not in (f"rules.{rules.game_id}", f"rules.{rules.game_id}.ai"):
                raise
            module = None
        factory = getattr(module, "AI", GameAI)
    ai = factory(rules)
    _CACHE[id(rules)] = (rules, ai)
    return ai
