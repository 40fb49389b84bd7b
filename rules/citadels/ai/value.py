"""Citadels' AI with the learned value in place of the hand-written heuristic.

`ValueAI` is `CitadelsAI` (the beliefs, the playout policy, the reflexes) whose `heuristic`,
what a search's truncated rollouts and the easy level's greedy step are valued by, asks the
learned network instead (`rules/bots/value_net.py`, weights `data/value_<n>p.json`): each
seat's expected result from its own view's features (`features.py`), normalised to sum 1.

No level uses it yet: `ai_for` still gives every bot `CitadelsAI`. It is measured by
`tools/value_arena.py`, which hands it to the bots it builds (issue 44).
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

from rules.bots.value_net import ValueNet, weights_path
from rules.citadels.ai import CitadelsAI
from rules.citadels.ai.features import features
from rules.citadels.state import CitadelsState


class ValueAI(CitadelsAI):
    def __init__(self, rules, net: ValueNet | None = None, path: Path | str | None = None,
                 players: int = 2) -> None:
        super().__init__(rules)
        self.nets: dict[int, ValueNet] = {}
        if net is not None:
            self.nets[players] = net
        else:
            self.nets[players] = ValueNet.load(path or weights_path("citadels", players))

    def heuristic(self, state: CitadelsState) -> list[float]:
        net = self.nets.get(state.n)
        if net is None:  # no weights for this table size: the hand-written heuristic
            return super().heuristic(state)
        values = net.predict_many(np.array([features(state, s) for s in range(state.n)]))
        total = float(values.sum())
        if total <= 0.0:
            return [1.0 / state.n] * state.n
        return [float(v) / total for v in values]
