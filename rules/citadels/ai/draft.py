"""What the draft says about who holds which character: a model of the opponents' picks.

The rules' determinization deals the hidden characters uniformly among the deals that agree
with what the seat saw (what it was handed, what was face up, who revealed what). Opponents do
not pick at random: a seat with four green districts takes the Merchant more often than the
Assassin. `Beliefs` samples many such deals once per decision, weighs each by how likely the
other seats were to make the picks it assumes (a softmax of what each character is worth to
the picker, `pick_value`, fitted to the normal bots' picks), and hands the searches deals
drawn by that weight.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from pathlib import Path

from rules.citadels.catalogue import CARD_KIND, KINDS
from rules.citadels.state import HIDDEN, CitadelsState
from rules.core.rng import Rng

_DATA = json.loads((Path(__file__).resolve().parent / "data" / "heuristic.json")
                   .read_text(encoding="utf-8"))
ROLE_VALUE: dict[str, float] = _DATA["role_value"]
PICK_ROLE: dict[str, float] = _DATA["pick_model"]["role"]
PICK_COLOUR: float = _DATA["pick_model"]["colour"]
SAMPLES = 64  # deals sampled per decision
TEMPERATURE = 1.0  # of the pick softmax


def pick_value(s: CitadelsState, seat: int, rank: int) -> float:
    """How much `seat` likes picking `rank`, as log-odds: the character's own appeal and a
    share per district of its colour (data/heuristic.json, "pick_model")."""
    role = s.role(rank)
    value = PICK_ROLE.get(role.key, ROLE_VALUE.get(role.key, 0.0))
    if role.colour:
        value += PICK_COLOUR * sum(1 for c in s.cities[seat]
                                   if KINDS[CARD_KIND[c]].colour == role.colour)
    return value


def handed_sets(d: CitadelsState) -> list[tuple[int, str, frozenset[int], int]]:
    """(seat, kind, characters handed, character chosen) for each draft choice so far, replayed
    from a complete draft record; empty if the record is not complete (a view) or the draft
    merged the face-down card into the last pick (7 players), which this model leaves alone."""
    events = d.draft_events
    if not events or events[0][1] != "setup" or events[0][3] == HIDDEN:
        return []
    pool = set(d.characters) - set(d.faceup) - {events[0][3]}
    out = []
    for who, kind, _, chosen in events[1:]:
        if kind not in ("pick", "discard"):
            continue
        if chosen == HIDDEN or chosen not in pool:
            return []
        out.append((who, kind, frozenset(pool), chosen))
        pool.discard(chosen)
    return out


def log_likelihood(d: CitadelsState, seat: int, temperature: float | None = None) -> float:
    """Log-probability of the other seats' picks in the complete draft of `d`, by the model."""
    temperature = temperature or TEMPERATURE
    total = 0.0
    for who, kind, handed, chosen in handed_sets(d):
        if who == seat or kind != "pick" or len(handed) < 2:
            continue
        values = {r: pick_value(d, who, r) / temperature for r in handed}
        top = max(values.values())
        norm = sum(math.exp(v - top) for v in values.values())
        total += values[chosen] - top - math.log(norm)
    return total


class Beliefs:
    """Deals of the hidden characters for one view, weighted by the pick model."""

    def __init__(self, deals: list[CitadelsState], weights: list[float]) -> None:
        self.deals = deals
        self.cumulative: list[float] = []
        running = 0.0
        for w in weights:
            running += w
            self.cumulative.append(running)

    @classmethod
    def sample(cls, determinize: Callable[[Rng], CitadelsState], seat: int, rng: Rng,
               samples: int = SAMPLES) -> Beliefs:
        distinct: dict[tuple, CitadelsState] = {}
        for _ in range(samples):
            deal = determinize(Rng(rng.u64()))
            distinct.setdefault((tuple(deal.owner), tuple(deal.facedown), tuple(deal.pool)), deal)
        # The rules deal about uniformly over the deals that fit the view: each distinct deal
        # counts once, weighed by the picks it assumes.
        deals = list(distinct.values())
        logs = [log_likelihood(d, seat) for d in deals]
        top = max(logs)
        return cls(deals, [math.exp(v - top) for v in logs])

    def draw(self, rng: Rng) -> CitadelsState:
        target = rng.random() * self.cumulative[-1]
        for deal, edge in zip(self.deals, self.cumulative, strict=True):
            if target < edge:
                return deal
        return self.deals[-1]
