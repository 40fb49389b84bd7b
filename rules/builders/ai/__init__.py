"""The Builders' bot knowledge (found by `rules.bots.knowledge.ai_for`): a position value in
points to come that a lookahead plans each turn with (points.py, weights in
`data/value.json`), a learned value of a seat's view (features.py, weights in
`data/value_<n>p.json`) that a lookahead set to `"leaf_value": "learned"` values its lines by
instead, a playout policy that builds (and finishes a line's turn, `finish_turn`), and a
filter for plainly bad moves."""

from __future__ import annotations

import math
import random
from collections.abc import Hashable

from rules.bots.knowledge import GameAI
from rules.builders import catalogue as cat
from rules.builders import engine
from rules.builders.ai.features import features
from rules.builders.ai.points import SPREAD, expected_points
from rules.builders.moves import (
    COINS,
    EDUCATE,
    END,
    LOAN,
    MOVES,
    OPEN,
    PRISONER,
    RECRUIT,
    SEND,
    actions_for,
)
from rules.builders.scoring import score
from rules.builders.state import BuildersState
from rules.core.actions import Action
from rules.core.results import returns, winners

FINISH_LIMIT = 6  # a line's turn finished by the playout policy ends after this many moves


class BuildersAI(GameAI):
    has_rollout_policy = True
    features = staticmethod(features)  # the learned value's inputs (features.py)

    def heuristic(self, state: BuildersState) -> list[float]:
        values = [expected_points(state, seat) for seat in range(state.n)]
        if state.n == 1:
            return [min(0.95, max(0.0, 0.5 * values[0] / cat.END_POINTS))]
        weights = [math.exp((v - max(values)) / SPREAD) for v in values]
        return [w / sum(weights) for w in weights]

    def position_value(self, state: BuildersState, seat: int) -> float:
        """Points to come (a lookahead plans the bot's turn with it); a finished game counts
        its result first."""
        if state.phase == "over":
            return 100.0 * returns(self.rules, state)[seat] + score(state, seat).total
        return expected_points(state, seat)

    def value_label(self, state: BuildersState) -> list[float]:
        """What the learned value learns to predict (tools/train_value.py): at a table the
        returns; alone, how soon the end score was reached, 1 - turns / the turn limit (0
        when it was not: the solo return, 1 whenever reached, says nothing of speed)."""
        if state.n > 1:
            return returns(self.rules, state)
        if not state.final:
            return [0.0]
        return [max(0.0, 1.0 - state.turns_taken[0] / cat.SOLO_TURN_LIMIT)]

    def leaf_key(self, state: BuildersState, seat: int) -> Hashable:
        """The learned value's leaves are remembered by everything the features read."""
        return (_leaf_key(state), seat)

    def position_key(self, state: BuildersState) -> Hashable:
        """Actions taken in another order often reach the same position."""
        seat = state.turn
        return (state.actions, state.invested, state.turn, state.phase,
                tuple(state.coins), tuple(sorted(state.crew[seat])),
                tuple(sorted(state.spare_tools[seat])),
                tuple(tuple(site) for site in sorted(state.sites[seat])),
                tuple(state.done[seat]), tuple(state.machines[seat]),
                tuple(state.building_row), tuple(state.worker_row),
                tuple(map(tuple, state.schooled)), tuple(state.freed),
                tuple(state.loans_taken), tuple(map(tuple, state.sent)))

    def bot_actions(self, view: BuildersState, seat: int, legal: list[Action]) -> list[Action]:
        """Without coins taken at a loss, a third building while two are under way, sends
        that bring nothing the site lacks, tools that add nothing it lacks, education in a
        skill no site lacks, and all but one of identical cards (a search then looks deeper
        in the same time). A win in one move is taken: when a move then the end of the turn
        wins the game and ending the turn now does not, only such moves are kept (a search
        valuing every winning line alike would otherwise suggest a move that only delays it)."""
        winning = self._winning_moves(view, seat, legal)
        if winning:
            return winning
        kept, seen = [], set()
        for a in legal:
            twin = _twin_key(a)
            if _wasteful(view, seat, a) or (twin is not None and twin in seen):
                continue
            seen.add(twin)
            kept.append(a)
        return kept or legal

    def _winning_moves(self, s: BuildersState, seat: int, legal: list[Action]) -> list[Action]:
        """The moves of `legal` after which ending the turn wins at once (alone: reaching the
        end score; at a table: the last turn of the game, with the most points), or none
        when ending the turn now already wins or cannot end the game."""
        if s.phase == "over" or s.turn != seat:
            return []
        last_seat = s.n == 1 or (seat + 1) % s.n == s.start
        if not last_seat:
            return []
        ending = s.final or s.points(seat) >= cat.END_POINTS or (
            s.turns_taken[seat] + 1 >= cat.SOLO_TURN_LIMIT if s.n == 1
            else s.round >= cat.ROUND_LIMIT)
        if ending and self._wins_after(s, seat, None):
            return []
        found = []
        for action in legal:
            if action.kind == SEND.kind:
                gain = cat.building(action.args[1]).points
                if not _completes(s, seat, action) or not (
                        ending or s.points(seat) + gain >= cat.END_POINTS):
                    continue
            elif not (ending and action.kind in (COINS.kind, LOAN.kind)):
                continue
            if self._wins_after(s, seat, action):
                found.append(action)
        return found

    def _wins_after(self, s: BuildersState, seat: int, action: Action | None) -> bool:
        """Whether `action` (None: nothing) and then the end of the turn win the game."""
        after = s.clone()
        if action is not None:
            MOVES.apply(after, seat, action)
        MOVES.apply(after, seat, END())
        if after.phase != "over":
            return False
        if s.n == 1:
            return bool(after.final)
        return seat in winners(self.rules, after)

    def finish_turn(self, state: BuildersState, seat: int, rng: random.Random) -> None:
        """The rest of the seat's turn by the playout policy, up to its end (a lookahead with
        the setting `finish_turn` then values every line where the other seat is to act: the
        learned value compares them alike)."""
        rules = self.rules
        for _ in range(FINISH_LIMIT):
            if state.phase == "over" or state.turn != seat:
                return
            legal = rules.legal_actions(state, seat)
            action = self.rollout_action(state, seat, legal, rng)
            rules.apply_unchecked(state, seat, action if action is not None else END())
        if state.phase != "over" and state.turn == seat:
            rules.apply_unchecked(state, seat, END())

    def rollout_action(self, state: BuildersState, seat: int, legal: list[Action],
                       rng: random.Random) -> Action | None:
        free = [a for a in legal if engine.action_price(
            state, actions_for(state, a)) == 0 and a.kind != END.kind]
        completing = [a for a in legal if a.kind == SEND.kind and _completes(state, seat, a)]
        if completing:
            return completing[0]
        if not free:
            return END()
        sends = [a for a in free if a.kind == SEND.kind]
        if sends and state.coins[seat] >= 2:
            return max(sends, key=lambda a: (_contribution(state, seat, a), rng.random()))
        if not state.sites[seat]:
            opens = [a for a in free if a.kind == OPEN.kind]
            if opens:
                return min(opens, key=lambda a: sum(cat.building(a.args[0]).needs))
        if len(state.crew[seat]) < 2:
            recruits = [a for a in free if a.kind == RECRUIT.kind]
            if recruits:
                return rng.choice(recruits)
        coins = [a for a in free if a.kind == COINS.kind]
        return max(coins, key=lambda a: a.args[0]) if coins else rng.choice(free)


def _leaf_key(s: BuildersState) -> Hashable:
    """Everything the features read (rules/builders/ai/features.py): two positions with the
    same key have the same features for every seat."""
    return (s.n, s.turn, s.start, s.actions, s.invested, s.round, s.final,
            tuple(s.coins), tuple(s.loans_taken),
            tuple(tuple(sorted(crew)) for crew in s.crew),
            tuple(tuple(sorted(tools)) for tools in s.spare_tools),
            tuple(tuple(tuple(site) for site in sites) for sites in s.sites),
            tuple(map(tuple, s.done)), tuple(map(tuple, s.machines)),
            tuple(s.building_row), tuple(s.worker_row), tuple(map(tuple, s.schooled)),
            tuple(s.freed), len(s.prisoners), len(s.universities), len(s.tools),
            len(s.loans), len(s.building_deck), len(s.worker_deck))


def _twin_key(action: Action) -> tuple | None:
    """Cards that play alike (the same worker class and production, prisoners with the
    same production) share a key; None for an action with no twin."""
    if action.kind == RECRUIT.kind:
        card = cat.worker(action.args[0])
        return (RECRUIT.kind, card.cost, card.produce)
    if action.kind == PRISONER.kind:
        return (PRISONER.kind, cat.worker(action.args[0]).produce)
    return None


def _wasteful(s: BuildersState, seat: int, action: Action) -> bool:
    if action.kind == COINS.kind:
        return engine.action_price(s, action.args[0]) >= cat.COINS_FOR_ACTIONS[action.args[0]]
    if action.kind == OPEN.kind:
        return len(s.sites[seat]) >= 2
    if action.kind == EDUCATE.kind:
        unit, university = action.args
        skill = cat.UNIVERSITY_SKILL[university]
        lacking = max((engine.still_needed(s, site)[skill] for site in s.sites[seat]),
                      default=0)
        return engine.production(s, unit)[skill] >= min(lacking, cat.UNIVERSITY_LEVEL)
    if action.kind == SEND.kind:
        unit, building, tool = action.args
        site = s.site(seat, building)
        if site is None:
            return True
        lacking = engine.still_needed(s, site)
        made = engine.production(s, unit)
        if not any(m and n for m, n in zip(made, lacking, strict=True)):
            return True
        if tool != -1:
            bonus = cat.TOOL_BONUS[tool]
            return made[bonus] >= lacking[bonus]
    return False


def _completes(s: BuildersState, seat: int, action: Action) -> bool:
    unit, building, tool = action.args
    site = s.site(seat, building)
    if site is None:
        return False
    made = engine.production(s, unit, tool)
    return all(m >= n for m, n in zip(made, engine.still_needed(s, site), strict=True))


def _contribution(s: BuildersState, seat: int, action: Action) -> float:
    """How much of what the site lacks this send covers, per coin spent."""
    unit, building, tool = action.args
    site = s.site(seat, building)
    if site is None:
        return 0.0
    made = engine.production(s, unit, tool)
    useful = sum(min(m, n) for m, n in zip(made, engine.still_needed(s, site), strict=True))
    return useful / (1 + engine.send_cost(s, unit))


AI = BuildersAI
