"""Single-observer information-set MCTS: the default search of levels "normal" and "hard".

After Cowling, Powley & Whitehouse (2012), written from the idea. One tree over the bot's
information set; every iteration samples a determinization of the bot's view and walks the
tree using only the actions legal in that sample. Children keep an availability count (how
often they could have been chosen) for UCB1, and a reward vector for all seats, so each actor
maximises its own component. Rollouts are truncated and scored by the game's heuristic.
With the setting `policy_expansion` (off by default) a node grows first the untried action
that the game's playout policy (`rollout_action`) picks, rather than a random one.

Two settings the hard level turns on (docs/performance.md, "The bot ladder"):
`scale_exploration` multiplies the exploration constant by 2 / seats, because the rewards are
win chances near 1 / seats whose differences shrink with the table; `rollout_policy: false`
plays rollouts uniformly at random even where the game has a playout policy. With
`prune_to: k` the root keeps only the k actions the game's heuristic likes best one step ahead.
With `belief_model` the determinizations come from the game's AI (`GameAI.determinize`, e.g.
Citadels' model of the opponents' draft picks) rather than uniformly from the rules. With
`opponent_model` the other seats' decisions inside the tree are played by the game's model of
them (`GameAI.model_action`) instead of being searched: the tree branches on the bot's own
decisions only, so at a full table its iterations are not spread over every rival's options.
With `decoupled` a step where several seats choose at once (`to_act` names them all) is
searched as the game plays it: each seat picks on its own statistics (`Node.arms`), blind to
what the others pick at that step, and the tree goes on below the joint choice; without it the
seats choose one after another and each later one sees the earlier choices, so at a full
table the bot's rivals all answer its hidden choice as if they knew it.
With `rollout_to_round_end` a rollout stops where the game's round ends (`round_number`
changes), `rollout_plies` being then only a cap: every line is valued at the same point of the
game, after the round's effects have happened, rather than part-way through a round.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from typing import Any

from rules.bots.base import Budget
from rules.bots.knowledge import GameAI
from rules.core.actions import Action
from rules.core.contract import GameRules
from rules.core.rng import Rng


class Node:
    """Statistics of one choice, and what was chosen after it. At a step where several seats
    choose at once (setting `decoupled`), `arms` holds each other seat's statistics per action
    and `children` the searching seat's, and `joint` the nodes below each joint choice."""

    __slots__ = ("children", "visits", "avail", "reward", "arms", "joint")

    def __init__(self, seats: int) -> None:
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.avail = 0
        self.reward = [0.0] * seats
        self.arms: dict[int, dict[Action, Node]] | None = None
        self.joint: dict[tuple[Action, ...], Node] | None = None


def search(rules: GameRules, ai: GameAI, view: Any, seat: int, legal: list[Action],
           budget: Budget, settings: dict[str, Any], rng: random.Random,
           stopped: Callable[[], bool] = lambda: False) -> tuple[Node, int]:
    """The search tree grown from `view` within `budget`, and the iterations it took."""
    seats = rules.num_seats(view)
    explore = float(settings.get("exploration", 0.7))
    if seats > 1 and settings.get("scale_exploration", False):
        # Rewards are win chances that sum to 1: with n seats they sit near 1/n and their
        # differences shrink with them, so the same constant would explore almost at random.
        explore *= 2.0 / seats
    plies = int(settings.get("rollout_plies", 20))
    early_stop = bool(settings.get("early_stop", True))
    policy_expansion = bool(settings.get("policy_expansion", False))
    to_round_end = bool(settings.get("rollout_to_round_end", False))
    model_opponents = bool(settings.get("opponent_model", False)) and seats > 1
    decoupled = bool(settings.get("decoupled", False))
    max_iter = budget.iterations if budget.iterations is not None else 1 << 62
    start = time.perf_counter()
    deadline = None if budget.ms is None else start + budget.ms / 1000.0

    prune = settings.get("prune_to")
    if prune and len(legal) > int(prune):
        legal = shortlist(rules, ai, view, seat, legal, int(prune), rng)
    root = Node(seats)
    root_legal = set(legal)
    to_act, legal_actions, apply = rules.to_act, rules.legal_actions, rules.apply_unchecked
    log, sqrt, rand = math.log, math.sqrt, rng.random
    # A game's own playout policy, if it has one; otherwise uniformly random rollouts.
    policy = (ai.rollout_action if ai.has_rollout_policy and settings.get("rollout_policy", True)
              else None)

    def pick(arms: dict[Action, Node], actions: list[Action], actor: int,
             state: Any) -> tuple[Action, Node, bool]:
        """`actor`'s choice among `actions` by UCB1 on `arms` (growing an untried one first:
        the one the playout policy picks with `policy_expansion`, else one at random); the
        arm chosen, and whether it is new."""
        untried = [a for a in actions if a not in arms]
        if untried:
            action = (policy(state, actor, untried, rng)
                      if policy_expansion and policy is not None else None)
            if action is None or action in arms:
                action = untried[int(rand() * len(untried))]
            child = arms[action] = Node(seats)
            for a in actions:
                c = arms.get(a)
                if c is not None:
                    c.avail += 1
            return action, child, True
        best_value = -1e300
        best_action = best_child = None
        for a in actions:
            c = arms[a]
            c.avail += 1
            value = c.reward[actor] / c.visits + explore * sqrt(log(c.avail) / c.visits)
            if value > best_value:
                best_value, best_action, best_child = value, a, c
        return best_action, best_child, False

    # The game's beliefs about the hidden parts (`belief_model`), or uniform over them.
    determinize = ai.determinize if settings.get("belief_model", False) else rules.determinize
    done = 0
    while done < max_iter:
        state = determinize(view, seat, Rng(rng.getrandbits(64)))
        node = root
        path = [root]
        # Selection and expansion.
        while True:
            acting = to_act(state)
            if not acting:
                break
            if decoupled and len(acting) > 1:
                options = {s: legal_actions(state, s) for s in acting}
                if node is root:
                    options[seat] = [a for a in options.get(seat, ()) if a in root_legal]
                    if not options[seat]:
                        break
                if node.arms is None:
                    node.arms, node.joint = {}, {}
                chosen: list[tuple[int, Action]] = []
                grew = False
                for s in acting:
                    arms = node.children if s == seat else node.arms.setdefault(s, {})
                    action, arm, new = pick(arms, options[s], s, state)
                    chosen.append((s, action))
                    path.append(arm)
                    grew = grew or new
                for s, action in chosen:
                    apply(state, s, action)
                if grew:
                    break
                key = tuple(action for _, action in chosen)
                below = node.joint.get(key)
                if below is None:
                    node.joint[key] = Node(seats)
                    break
                node = below
                continue
            if node is root:
                # With simultaneous choices the bot's own seat decides at the root.
                actor = seat if seat in acting else acting[0]
                actions = [a for a in legal_actions(state, actor) if a in root_legal]
                if not actions:
                    break  # a sample that disagrees with the view: just roll it out
            else:
                actor = acting[0]
                actions = legal_actions(state, actor)
                if model_opponents and actor != seat:
                    action = ai.model_action(state, actor, actions, rng)
                    if action is not None:
                        apply(state, actor, action)
                        continue
            action, child, new = pick(node.children, actions, actor, state)
            apply(state, actor, action)
            path.append(child)
            if new:
                break
            node = child
        # Truncated rollout: random, or the game's playout policy.
        start_round = rules.round_number(state) if to_round_end else None
        for _ in range(plies):
            acting = to_act(state)
            if not acting or (to_round_end and rules.round_number(state) != start_round):
                break
            actor = acting[0]
            actions = legal_actions(state, actor)
            action = None if policy is None else policy(state, actor, actions, rng)
            if action is None:
                action = actions[int(rand() * len(actions))]
            apply(state, actor, action)
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
        det = rules.determinize(view, seat, Rng(rng.getrandbits(64)))
        for i, action in enumerate(legal):
            after = rules.clone(det)
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


def best_mean(root: Node, legal: list[Action], seat: int, share: float = 0.25) -> Action:
    """The action of `legal` with the best mean reward for `seat` among those visited at
    least `share` times as often as the most visited one (setting `choose_by: "mean"`): at a
    full table the visit counts of close actions say less than their means."""
    most = max((root.children[a].visits for a in legal if a in root.children), default=0)
    if most == 0:
        return best(root, legal, seat)
    enough = [a for a in legal if a in root.children
              and root.children[a].visits >= max(1, share * most)]
    return max(enough, key=lambda a: root.children[a].reward[seat] / root.children[a].visits)


def choose(rules: GameRules, ai: GameAI, view: Any, seat: int, legal: list[Action],
           budget: Budget, settings: dict[str, Any], rng: random.Random,
           stopped: Callable[[], bool] = lambda: False) -> tuple[Action, int]:
    root, done = search(rules, ai, view, seat, legal, budget, settings, rng, stopped)
    tried = [a for a in legal if a in root.children] or legal
    if settings.get("choose_by") == "mean":
        return best_mean(root, tried, seat), done
    return best(root, tried, seat), done
