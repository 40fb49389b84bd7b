"""Citadels' bot knowledge (found by `rules.bots.knowledge.ai_for`): the heuristic that values
a position for truncated searches (its weights in `data/heuristic.json`), the playout policy
(`policy.py`), and the reflex every
bot shares: always thank the Ball Room's owner."""

from __future__ import annotations

import json
import math
import random
from pathlib import Path

from rules.bots.knowledge import GameAI
from rules.citadels import moves
from rules.citadels.ai import policy
from rules.citadels.ai.draft import Beliefs
from rules.citadels.ai.features import features
from rules.citadels.catalogue import CARD_KIND, KINDS
from rules.citadels.info import determinize
from rules.citadels.scoring import score_seat
from rules.citadels.state import CitadelsState
from rules.core.actions import Action
from rules.core.message import Join, Msg, msg, nmsg
from rules.core.rng import Rng, seed_state

# Rough worth of holding a character this round, beyond its colour income.
ROLE_VALUE: dict[str, float] = json.loads(
    (Path(__file__).resolve().parent / "data" / "heuristic.json").read_text(encoding="utf-8")
)["role_value"]


def _character_value(s: CitadelsState, seat: int, rank: int) -> float:
    role = s.role(rank)
    value = 1.0 + ROLE_VALUE.get(role.key, 0.0)
    if role.colour:
        value += sum(1 for c in s.cities[seat] if KINDS[CARD_KIND[c]].colour == role.colour)
    return value


def potential(s: CitadelsState, seat: int) -> float:
    """Points now plus what gold, cards and this round's characters are likely worth."""
    value = float(score_seat(s, seat).total)
    value += 0.6 * min(s.gold[seat], 8) + 0.2 * max(0, s.gold[seat] - 8)
    value += 0.5 * min(len(s.hands[seat]), 4)
    if s.phase != "over":
        for rank in s.characters:
            if s.owner[rank] == seat and rank > s.calling and rank != s.murdered:
                value += _character_value(s, seat, rank)
    return value


def heuristic(s: CitadelsState) -> list[float]:
    """Estimated win chance per seat: a softmax of potentials, sharper as cities grow."""
    progress = max(len(c) for c in s.cities) / s.end_at
    temperature = 2.0 + 6.0 * (1.0 - min(1.0, progress))
    values = [potential(s, seat) / temperature for seat in range(s.n)]
    top = max(values)
    weights = [math.exp(v - top) for v in values]
    total = sum(weights)
    return [w / total for w in weights]


THANKS = moves.THANKS(1)  # the Ball Room: always thank the crown holder


class CitadelsAI(GameAI):
    has_rollout_policy = True
    features = staticmethod(features)  # the learned value's inputs (features.py)

    def __init__(self, rules) -> None:
        super().__init__(rules)
        self._beliefs: tuple[CitadelsState, int, Beliefs] | None = None  # for the last view

    def determinize(self, view: CitadelsState, seat: int, rng: Rng) -> CitadelsState:
        """The rules' determinization with the hidden characters drawn by the draft model
        (`draft.py`); the model is sampled once per view and seat."""
        cached = self._beliefs
        if cached is None or cached[0] is not view or cached[1] != seat:
            beliefs = Beliefs.sample(lambda r: self.rules.determinize(view, seat, r), seat,
                                     rng)
            self._beliefs = cached = (view, seat, beliefs)
        return determinize(view, seat, rng, characters=cached[2].draw(rng))

    def heuristic(self, state: CitadelsState) -> list[float]:
        return heuristic(state)

    def rollout_action(self, state: CitadelsState, seat: int, legal: list[Action],
                       rng: random.Random) -> Action | None:
        return policy.rollout_action(state, seat, legal, rng)

    def reflex(self, view: CitadelsState, seat: int, legal: list[Action]) -> Action | None:
        return THANKS if THANKS in legal else None

    def explain_choice(self, view: CitadelsState, seat: int, action: Action) -> Msg | None:
        """What the action changes at once for the seat: points, gold, cards in hand."""
        before = view
        after = determinize(view, seat, Rng(seed_state(0)))  # from the view only
        try:
            self.rules.apply_unchecked(after, seat, action)
        except Exception:
            return None
        points = score_seat(after, seat).total - score_seat(before, seat).total
        gold = after.gold[seat] - before.gold[seat]
        cards = len(after.hands[seat]) - len(before.hands[seat])
        changes: list[Msg] = []
        if points > 0:
            changes.append(nmsg("+{n} point", "+{n} points", points))
        if gold > 0:
            changes.append(nmsg("+{n} gold", "+{n} gold", gold))
        elif gold < 0:
            changes.append(nmsg("{n} gold spent", "{n} gold spent", -gold))
        if cards > 0:
            changes.append(nmsg("+{n} card in hand", "+{n} cards in hand", cards))
        if not changes:
            return None
        return msg("Right away: {changes}.", changes=Join(tuple(changes)))


AI = CitadelsAI
