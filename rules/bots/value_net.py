"""A learned value: a tiny numpy network from a seat's view features to its expected result.

One hidden layer of tanh units and a sigmoid output: `predict(x)` is the expected result of
the seat whose view gave the feature vector `x` (1 a win, 0 a loss, ties between), as the games
it learned from were played. The features are the game's own (`rules/<game>/ai/features.py`);
the weights live as JSON in `rules/<game>/ai/data/` (a few kilobytes; JSON so that the
package and the bundle carry them with the other data files), made by `tools/train_value.py`.

Nothing here plays: a bot uses a value through its game's AI (for example as the heuristic that
ends a search's rollouts). No level uses one yet (issue 44).
"""

from __future__ import annotations

import json
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
