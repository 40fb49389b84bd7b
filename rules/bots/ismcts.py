"""Single-observer information-set MCTS: the default search of levels "normal" and "hard".

After Cowling, Powley & Whitehouse (2012), written from the idea. One tree over the bot's
information set; every iteration samples a determinization of the bot's view and walks the
tree using only the actions legal in that sample. Children keep an availability count (how
often they could have been chosen) for UCB1, and a reward vector for all seats, so each actor
maximises its own component. Rollouts are truncated and scored by the game's heuristic.
With the setting `policy_expansion` (off by default) a node grows first the untried action
that the game's playout policy (`rollout_action`) picks, rather than a random one.

Two settings the hard level turns on (docs/history/performance-log.md, "The bot ladder
(issue 26)"):
`scale_exploration` multiplies the exploration constant by 2 / seats, because the rewards are
win chances near 1 / seats whose differences shrink with the table; `rollout_policy: false`
plays rollouts uniformly at random even where the game has a playout policy. With
`prune_to: k` the root keeps only the k actions the game's heuristic likes best one step ahead.
With `belief_model` the determinizations come from the game's AI (`GameAI.determinize`, e.g.
Citadels' model of the opponents' draft picks) rather than uniformly from the rules.
With `rivals_by_policy` the other seats' choices below the root are played by the playout
policy instead of being searched, so the whole budget goes to the bot's own choices.
With `prior_visits: m` a node is born with m visits worth the game's learned value of its
position (`GameAI.learned_evaluate`, the heuristic where there are no weights): a prior that
steers the first visits and fades as real ones come.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from typing import Any

from rules.bots.base import Budget
from rules.bots.knowledge import GameAI
from rules.bots.settings import IsmctsSettings
from rules.core.actions import Action
from rules.core.contract import GameRules
from rules.core.rng import Rng


class Node:
    __slots__ = ("children", "visits", "avail", "reward")

    def __init__(self, seats: int) -> None:
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.avail = 0
        self.reward = [0.0] * seats


def search(rules: GameRules, ai: GameAI, view: Any, seat: int, legal: list[Action],
           budget: Budget, settings: IsmctsSettings, rng: random.Random,
           stopped: Callable[[], bool] = lambda: False) -> tuple[Node, int]:
    """The search tree grown from `view` within `budget`, and the iterations it took."""
    seats = rules.num_seats(view)
    explore = settings.exploration
    if seats > 1 and settings.scale_exploration:
        # Rewards are win chances that sum to 1: with n seats they sit near 1/n and their
        # differences shrink with them, so the same constant would explore almost at random.
        explore *= 2.0 / seats
    plies = settings.rollout_plies
    early_stop = settings.early_stop
    policy_expansion = settings.policy_expansion
    prior_visits = settings.prior_visits
    prior = ai.learned_evaluate
    max_iter = budget.iterations if budget.iterations is not None else 1 << 62
    start = time.perf_counter()
    deadline = None if budget.ms is None else start + budget.ms / 1000.0

    prune = settings.prune_to
    if prune and len(legal) > prune:
        legal = shortlist(rules, ai, view, seat, legal, prune, rng)
    root = Node(seats)
    root_legal = set(legal)
    to_act, legal_actions, apply = rules.to_act, rules.legal_actions, rules.apply_unchecked
    log, sqrt, rand = math.log, math.sqrt, rng.random
    # A game's own playout policy, if it has one; otherwise uniformly random rollouts.
    policy = ai.rollout_action if ai.has_rollout_policy and settings.rollout_policy else None
    rivals_by_policy = policy is not None and settings.rivals_by_policy

    def played(state: Any, actor: int, actions: list[Action]) -> Action:
        """The playout policy's choice, or a uniformly random one where it has none."""
        action = None if policy is None else policy(state, actor, actions, rng)
        return actions[int(rand() * len(actions))] if action is None else action

    # The game's beliefs about the hidden parts (`belief_model`), or uniform over them.
    beliefs = settings.belief_model
    done = 0
    while done < max_iter:
        state = ai.deal(view, seat, Rng(rng.getrandbits(64)), beliefs)
        node = root
        path = [root]
        # Selection and expansion.
        while True:
            acting = to_act(state)
            if not acting:
                break
            if node is root:
                # With simultaneous choices the bot's own seat decides at the root.
                actor = seat if seat in acting else acting[0]
                actions = [a for a in legal_actions(state, actor) if a in root_legal]
                if not actions:
                    break  # a sample that disagrees with the view: just roll it out
            else:
                actor = acting[0]
                actions = legal_actions(state, actor)
                if rivals_by_policy and actor != seat:
                    # The rivals' choices are played by the policy, not searched: the tree
                    # branches on this seat's own choices only.
                    apply(state, actor, played(state, actor, actions))
                    continue
            children = node.children
            untried = [a for a in actions if a not in children]
            if untried:
                # Off by default: expand the untried action the playout policy picks.
                action = (policy(state, actor, untried, rng)
                          if policy_expansion and policy is not None else None)
                if action is None or action in children:
                    action = untried[int(rand() * len(untried))]
                child = children[action] = Node(seats)
                for a in actions:
                    c = children.get(a)
                    if c is not None:
                        c.avail += 1
                apply(state, actor, action)
                if prior_visits:
                    child.visits = prior_visits
                    child.reward = [prior_visits * v for v in prior(state)]
                path.append(child)
                break
            best_value = -1e300
            best_action = best_child = None
            for a in actions:
                c = children[a]
                c.avail += 1
                value = c.reward[actor] / c.visits + explore * sqrt(log(c.avail) / c.visits)
                if value > best_value:
                    best_value, best_action, best_child = value, a, c
            apply(state, actor, best_action)
            path.append(best_child)
            node = best_child
        # Truncated rollout: random, or the game's playout policy.
        for _ in range(plies):
            acting = to_act(state)
            if not acting:
                break
            actor = acting[0]
            actions = legal_actions(state, actor)
            apply(state, actor, played(state, actor, actions))
        result = ai.evaluate(state)
        for n in path:
            n.visits += 1
            reward = n.reward
            for i in range(seats):
                reward[i] += result[i]
        done += 1
        if done & 7 == 0:
            if stopped():
                break
            now = time.perf_counter()
            if deadline is not None and now >= deadline:
                break
            if early_stop and _settled(root, done, max_iter, start, now, deadline):
                break
    return root, done


def shortlist(rules: GameRules, ai: GameAI, view: Any, seat: int, legal: list[Action], keep: int,
              rng: random.Random, samples: int = 2) -> list[Action]:
    """The `keep` actions of `legal` the game's heuristic likes best one step ahead, over a
    few determinizations (the easy level's judgement): with many choices and few iterations
    the search would otherwise spend its budget trying each action once."""
    totals = [0.0] * len(legal)
    for _ in range(samples):
        det = ai.deal(view, seat, Rng(rng.getrandbits(64)))
        for i, action in enumerate(legal):
            after = det.clone()
            try:
                rules.apply_unchecked(after, seat, action)
            except Exception:
                totals[i] -= 1.0  # not playable in this sample: judged on the others
                continue
            totals[i] += ai.evaluate(after)[seat]
    order = sorted(range(len(legal)), key=lambda i: (-totals[i], i))
    return [legal[i] for i in sorted(order[:keep])]


def _settled(root: Node, done: int, max_iter: int, start: float, now: float,
             deadline: float | None) -> bool:
        """True when the most visited child can no longer be overtaken within the budget."""
        visits = sorted((c.visits for c in root.children.values()), reverse=True)
        if len(visits) < 2:
            return len(visits) == 1 and done >= 8
        remaining = max_iter - done
        if deadline is not None and now > start:
            rate = done / (now - start)
            remaining = min(remaining, int(rate * (deadline - now)) + 1)
        return visits[0] - visits[1] > remaining

def best(root: Node, legal: list[Action], seat: int) -> Action:
    """The most visited action of `legal` (ties: the better mean reward for `seat`)."""
    best, best_key = legal[0], None
    for action in legal:
        child = root.children.get(action)
        if child is None or child.visits == 0:
            key = (0, float("-inf"))
        else:
            key = (child.visits, child.reward[seat] / child.visits)
        if best_key is None or key > best_key:
            best, best_key = action, key
    return best


def choose(rules: GameRules, ai: GameAI, view: Any, seat: int, legal: list[Action],
           budget: Budget, settings: IsmctsSettings, rng: random.Random,
           stopped: Callable[[], bool] = lambda: False) -> tuple[Action, int]:
    root, done = search(rules, ai, view, seat, legal, budget, settings, rng, stopped)
    return best(root, [a for a in legal if a in root.children] or legal, seat), done
