"""A learned value: a tiny numpy network from a seat's view features to its expected result.

One hidden layer of tanh units and a sigmoid output: `predict(x)` is the expected result of
the seat whose view gave the feature vector `x` (1 a win, 0 a loss, ties between), as the games
it learned from were played. The features are the game's own (`rules/<game>/ai/features.py`);
the weights live as JSON in `rules/<game>/ai/data/` (a few kilobytes; JSON so that the
package and the bundle carry them with the other data files), made by `tools/train_value.py`.

Nothing here plays: a bot asks its game's AI (`GameAI.learned_evaluate`, through a
`LearnedValue`) where its settings say `"leaf_value": "learned"`: a search's leaves, the easy
level's one step.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np


class ValueNet:
    """y = sigmoid(w2 . tanh(W1 x + b1) + b2)."""

    def __init__(self, w1: np.ndarray, b1: np.ndarray, w2: np.ndarray, b2: float,
                 meta: dict[str, Any] | None = None) -> None:
        self.w1 = np.asarray(w1, dtype=np.float64)  # (hidden, inputs)
        self.b1 = np.asarray(b1, dtype=np.float64)  # (hidden,)
        self.w2 = np.asarray(w2, dtype=np.float64)  # (hidden,)
        self.b2 = float(b2)
        self.meta = dict(meta or {})  # what made it: game, players, games, seed ...
        if self.w1.ndim != 2 or self.b1.shape != (self.w1.shape[0],) \
                or self.w2.shape != (self.w1.shape[0],):
            raise ValueError("the value net's weights do not fit together")

    @classmethod
    def fresh(cls, inputs: int, hidden: int, rng: np.random.Generator,
              meta: dict[str, Any] | None = None) -> ValueNet:
        """Small random weights (Xavier-scaled), output bias 0 (a 0.5 guess)."""
        w1 = rng.normal(0.0, 1.0 / np.sqrt(inputs), (hidden, inputs))
        w2 = rng.normal(0.0, 1.0 / np.sqrt(hidden), hidden)
        return cls(w1, np.zeros(hidden), w2, 0.0, meta)

    @property
    def inputs(self) -> int:
        return self.w1.shape[1]

    @property
    def hidden(self) -> int:
        return self.w1.shape[0]

    # ----- inference -------------------------------------------------------------------
    def predict(self, x: Any) -> float:
        """The expected result (0..1) for one feature vector."""
        h = np.tanh(self.w1 @ np.asarray(x, dtype=np.float64) + self.b1)
        return float(1.0 / (1.0 + np.exp(-(h @ self.w2 + self.b2))))

    def predict_many(self, xs: Any) -> np.ndarray:
        """The expected results for a batch of feature vectors (rows)."""
        h = np.tanh(np.asarray(xs, dtype=np.float64) @ self.w1.T + self.b1)
        return 1.0 / (1.0 + np.exp(-(h @ self.w2 + self.b2)))

    # ----- storage ---------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {"kind": "mlp-tanh-sigmoid", "meta": self.meta,
                "w1": self.w1.round(6).tolist(), "b1": self.b1.round(6).tolist(),
                "w2": self.w2.round(6).tolist(), "b2": round(self.b2, 6)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ValueNet:
        if data.get("kind") != "mlp-tanh-sigmoid":
            raise ValueError("not a value net's weights")
        return cls(np.array(data["w1"]), np.array(data["b1"]), np.array(data["w2"]),
                   data["b2"], data.get("meta"))

    def save(self, path: Path | str) -> None:
        Path(path).write_text(json.dumps(self.to_json(), separators=(",", ":")) + "\n",
                              encoding="utf-8")

    @classmethod
    def load(cls, path: Path | str) -> ValueNet:
        return cls.from_json(json.loads(Path(path).read_text(encoding="utf-8")))


def weights_path(game: str, players: int) -> Path:
    """Where a game's weights for a table of `players` live."""
    return Path(__file__).resolve().parent.parent / game / "ai" / "data" / \
        f"value_{players}p.json"


class LearnedValue:
    """A game's learned value at every table size it has weights for: its feature function
    (`rules/<game>/ai/features.py`, a seat's view as numbers) and one network per number of
    seats, loaded from `weights_path` when first asked (or given, by a trainer)."""

    def __init__(self, game: str, features: Callable[[Any, int], list[float]],
                 nets: dict[int, ValueNet] | None = None, folder: str | None = None) -> None:
        self.game = game
        self.features = features
        self.folder = folder  # the weights' folder; None: the game's data
        self.nets: dict[int, ValueNet | None] = dict(nets or {})

    def net(self, seats: int) -> ValueNet | None:
        """The network for a table of `seats`, or None where the game has no weights."""
        if seats not in self.nets:
            path = weights_path(self.game, seats) if self.folder is None else \
                Path(self.folder) / f"value_{seats}p.json"
            self.nets[seats] = ValueNet.load(path) if path.exists() else None
        return self.nets[seats]

    def values(self, state: Any, seats: int) -> list[float] | None:
        """Each seat's expected result from its own view's features; with more than one
        seat normalised to sum 1 (the searches' rewards are shares of one win). None without
        weights for this table size."""
        net = self.net(seats)
        if net is None:
            return None
        features = self.features
        found = net.predict_many(np.array([features(state, s) for s in range(seats)]))
        if seats == 1:
            return [float(found[0])]
        total = float(found.sum())
        if total <= 0.0:
            return [1.0 / seats] * seats
        return [float(v) / total for v in found]
