"""Learn a game's value (rules/bots/value_net.py) from self-play, with a seed anyone can rerun.

    PYTHONPATH=. .venv/bin/python tools/train_value.py --game citadels --players 2 \\
        --games 3000 --seed 1 --checkpoint /tmp/value.npz --out rules/citadels/ai/data/value_2p.json

Games are played by today's easy bot at every seat (its one-step greedy over the hand-written
heuristic, no clock: fast, about 0.1 s a game, and sensible enough that positions look like
real ones), each move replaced by a random legal one with chance --epsilon so that the data
also holds positions easy would not reach (`--level policy`: the game's playout policy plays
instead, far faster; `--level normal` etc. a search). Every --every actions, each seat's view
is turned into its features (rules/<game>/ai/features.py) and labelled with that seat's final result
(Monte Carlo returns: 1 a win, 0 a loss, shared on a tie; `GameAI.value_label`, which a game
may change). One game in ten (index 9 mod 10) is
held out: its positions are never trained on and measure the learning.

The games come in chunks of --chunk; after each chunk the network is trained by Adam on every
position gathered so far (--epochs passes, minibatches of 256, cross-entropy) and the report
line printed: the positions, the training and held-out loss, and the held-out accuracy of
"does this seat win?" (ties left out) overall and by thirds of the game, beside the same
accuracy of the hand-written heuristic (the game AI's `heuristic`, on the full state, as the
searches use it). After each chunk a checkpoint (--checkpoint, .npz: the positions, the weights,
Adam's moments, the report so far) is written; `--resume PATH` continues from one up to
--games. Game g is dealt from (seed, g) and chunk c shuffled from (seed, c), so a run resumed
at a chunk boundary ends with the same weights as one run straight through.
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import sys
import time
from pathlib import Path

import numpy as np

from rules.bots.base import make_bot
from rules.bots.knowledge import ai_for
from rules.bots.value_net import LearnedValue, ValueNet, weights_path
from rules.core import registry
from rules.core.contract import Seat

BATCH = 256
HELD_OUT = 10  # game g is held out when g % HELD_OUT == HELD_OUT - 1


def game_seed(seed: int, index: int) -> int:
    return int(np.random.SeedSequence([seed, index]).generate_state(1, np.uint64)[0])


def play(rules, featurize, players: int, level: str, epsilon: float, every: int,
         seed: int, settings: dict | None = None, options: dict | None = None,
         ) -> tuple[list[list[float]], list[float], list[float], list[float], int]:
    """One self-play game (with the game's `options`): its sampled rows (features, target,
    progress, heuristic's guess) and its length in actions."""
    ai = ai_for(rules)
    rng = random.Random(seed)
    kind = "easy" if level == "policy" else "hard" if level == "reference" else level
    seats = [Seat(f"{level} {s + 1}", kind) for s in range(players)]
    state = rules.new_game(seats, rules.make_options(options or {}), seed)
    overrides = {**(settings or {}), "ms": None}
    # "policy": the game's playout policy (`GameAI.rollout_action`, on the full state) plays.
    bots = [] if level == "policy" else \
        [make_bot(rules, s, level, rng.getrandbits(64), overrides) for s in range(players)]
    rows: list[list[float]] = []
    when: list[int] = []
    seat_of: list[int] = []
    guess: list[float] = []
    actions = 0
    while True:
        acting = rules.to_act(state)
        if not acting:
            break
        if actions % every == 0:
            heuristic = ai.heuristic(state)
            for s in range(players):
                rows.append(featurize(state, s))  # reads only what seat s sees
                when.append(actions)
                seat_of.append(s)
                guess.append(heuristic[s])
        seat = acting[0]
        legal = rules.legal_actions(state, seat)
        if len(legal) == 1:
            action = legal[0]
        elif rng.random() < epsilon:
            action = legal[rng.randrange(len(legal))]
        elif not bots:
            action = ai.rollout_action(state, seat, legal, rng) or \
                legal[rng.randrange(len(legal))]
        else:
            action = bots[seat].choose(rules.view(state, seat), legal)
        rules.apply_unchecked(state, seat, action)
        actions += 1
    final = ai.value_label(state)
    return (rows, [final[s] for s in seat_of], [w / max(1, actions) for w in when], guess,
            actions)


# ----- training ----------------------------------------------------------------------------
class Adam:
    def __init__(self, net: ValueNet, lr: float) -> None:
        self.lr = lr
        self.t = 0
        self.m = [np.zeros_like(p) for p in params(net)]
        self.v = [np.zeros_like(p) for p in params(net)]

    def step(self, net: ValueNet, grads: list[np.ndarray]) -> None:
        self.t += 1
        b1, b2, eps = 0.9, 0.999, 1e-8
        for i, (p, g) in enumerate(zip(params(net), grads, strict=True)):
            self.m[i] = b1 * self.m[i] + (1 - b1) * g
            self.v[i] = b2 * self.v[i] + (1 - b2) * g * g
            mhat = self.m[i] / (1 - b1 ** self.t)
            vhat = self.v[i] / (1 - b2 ** self.t)
            p -= self.lr * mhat / (np.sqrt(vhat) + eps)


def params(net: ValueNet) -> list[np.ndarray]:
    if not isinstance(net.b2, np.ndarray):
        net.b2 = np.array([net.b2])  # trained in place; stored back as a float at the end
    return [net.w1, net.b1, net.w2, net.b2]


def gradients(net: ValueNet, x: np.ndarray, y: np.ndarray) -> tuple[float, list[np.ndarray]]:
    """Mean cross-entropy of the batch and its gradient by each parameter."""
    h = np.tanh(x @ net.w1.T + net.b1)
    p = 1.0 / (1.0 + np.exp(-(h @ net.w2 + net.b2[0])))
    q = np.clip(p, 1e-7, 1 - 1e-7)
    loss = float(-np.mean(y * np.log(q) + (1 - y) * np.log(1 - q)))
    d = (p - y) / len(y)  # d loss / d logit
    gw2 = h.T @ d
    gb2 = np.array([d.sum()])
    dh = np.outer(d, net.w2) * (1 - h * h)
    return loss, [dh.T @ x, dh.sum(axis=0), gw2, gb2]


def loss_of(net: ValueNet, x: np.ndarray, y: np.ndarray) -> float:
    if not len(y):
        return float("nan")
    q = np.clip(net.predict_many(x), 1e-7, 1 - 1e-7)
    return float(-np.mean(y * np.log(q) + (1 - y) * np.log(1 - q)))


def accuracy(pred: np.ndarray, y: np.ndarray) -> float:
    decided = y != 0.5 if y.size else y
    if not np.any(decided):
        return float("nan")
    return float(np.mean((pred[decided] > 0.5) == (y[decided] > 0.5)))


def train(net: ValueNet, adam: Adam, x: np.ndarray, y: np.ndarray, epochs: int,
          rng: np.random.Generator) -> float:
    losses = []
    for _ in range(epochs):
        order = rng.permutation(len(y))
        for start in range(0, len(y), BATCH):
            batch = order[start:start + BATCH]
            loss, grads = gradients(net, x[batch].astype(np.float64),
                                    y[batch].astype(np.float64))
            adam.step(net, grads)
            losses.append(loss)
    return float(np.mean(losses[-max(1, len(losses) // max(1, epochs)):])) if losses else \
        float("nan")


def report(net: ValueNet, data: dict[str, np.ndarray], games: int, train_loss: float,
           seconds: float) -> dict:
    held = data["held"]
    x, y, when, guess = data["x"][held], data["y"][held], data["when"][held], data["guess"][held]
    pred = net.predict_many(x) if len(y) else np.zeros(0)
    line = {"games": games, "positions": int(len(data["y"])), "train_loss": round(train_loss, 4),
            "held_loss": round(loss_of(net, x, y), 4), "held_acc": round(accuracy(pred, y), 4),
            "heuristic_acc": round(accuracy(guess, y), 4), "seconds": round(seconds, 1)}
    for name, lo, hi in (("early", 0.0, 1 / 3), ("mid", 1 / 3, 2 / 3), ("late", 2 / 3, 1.01)):
        part = (when >= lo) & (when < hi)
        line[f"acc_{name}"] = round(accuracy(pred[part], y[part]), 4)
        line[f"heur_{name}"] = round(accuracy(guess[part], y[part]), 4)
    return line


# ----- checkpoints -------------------------------------------------------------------------
def save_checkpoint(path: Path, config: dict, net: ValueNet, adam: Adam,
                    data: dict[str, np.ndarray], done: int, history: list[dict]) -> None:
    arrays = {f"data_{k}": v for k, v in data.items()}
    arrays.update({f"m{i}": m for i, m in enumerate(adam.m)})
    arrays.update({f"v{i}": v for i, v in enumerate(adam.v)})
    arrays.update({f"p{i}": p for i, p in enumerate(params(net))})
    state = {"config": config, "done": done, "t": adam.t, "history": history}
    tmp = path.with_name(path.name + ".tmp.npz")
    np.savez_compressed(tmp, state=np.array(json.dumps(state)), **arrays)
    tmp.replace(path)


def load_checkpoint(path: Path) -> tuple[dict, ValueNet, Adam, dict[str, np.ndarray], int,
                                         list[dict]]:
    with np.load(path) as f:
        state = json.loads(str(f["state"]))
        p = [f[f"p{i}"] for i in range(4)]
        net = ValueNet(p[0], p[1], p[2], float(p[3][0]))
        net.b2 = p[3].copy()
        adam = Adam(net, state["config"]["lr"])
        adam.t = state["t"]
        adam.m = [f[f"m{i}"] for i in range(4)]
        adam.v = [f[f"v{i}"] for i in range(4)]
        data = {k[5:]: f[k] for k in f.files if k.startswith("data_")}
    return state["config"], net, adam, data, state["done"], state["history"]


def empty_data(inputs: int) -> dict[str, np.ndarray]:
    return {"x": np.zeros((0, inputs), np.float32), "y": np.zeros(0, np.float32),
            "when": np.zeros(0, np.float32), "guess": np.zeros(0, np.float32),
            "held": np.zeros(0, bool)}


# ----- command line ------------------------------------------------------------------------
def main(argv: list[str] | None = None, out=sys.stdout) -> int:
    parser = argparse.ArgumentParser(prog="tools/train_value.py",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="citadels")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=1000, help="self-play games in all")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--resume", type=Path, help="a checkpoint to continue from")
    parser.add_argument("--checkpoint", type=Path, help="where to write checkpoints")
    parser.add_argument("--out", type=Path, help="the weights (default: the game's data dir)")
    parser.add_argument("--snapshots", type=Path, help="a folder to keep the weights after "
                        "each chunk in (DIR/after-GAMES/value_<n>p.json: "
                        "tools/learning_curve.py plays them)")
    parser.add_argument("--chunk", type=int, default=250, help="games between trainings")
    parser.add_argument("--hidden", type=int, default=32)
    parser.add_argument("--init", type=Path, help="weights to start from (default: fresh)")
    parser.add_argument("--lr", type=float, default=0.003)
    parser.add_argument("--epochs", type=int, default=2, help="passes over the data a chunk")
    parser.add_argument("--epsilon", type=float, default=0.1)
    parser.add_argument("--every", type=int, default=4, help="actions between samples")
    parser.add_argument("--level", default="easy", help="the bot level playing the games, or "
                        "'policy': the game's playout policy")
    parser.add_argument("--bot-setting", action="append", default=[], metavar="KEY=VALUE",
                        help="a setting of the playing bots (repeatable); with "
                        "leaf_value=learned they are valued by the network being trained")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option of every self-play game (repeatable; Boonlake "
                        "solo: level=5)")
    args = parser.parse_args(argv)
    settings, options = {}, {}
    for flag, found in (("--bot-setting", settings), ("--option", options)):
        for text in getattr(args, flag[2:].replace("-", "_")):
            key, sep, value = text.partition("=")
            if not sep:
                parser.error(f"{flag} takes KEY=VALUE, not {text!r}")
            try:
                found[key] = json.loads(value)
            except ValueError:
                found[key] = value
    args.bot_setting, args.option = settings, options

    rules = registry.get(args.game)
    featurize = importlib.import_module(f"rules.{args.game}.ai.features")
    inputs = featurize.size(args.players)
    if args.resume:
        config, net, adam, data, done, history = load_checkpoint(args.resume)
        for key in ("game", "players", "seed", "hidden", "epsilon", "every", "level", "chunk",
                    "bot_setting", "option"):
            if config.get(key, {} if key in ("bot_setting", "option") else None) \
                    != getattr(args, key):
                parser.error(f"--{key.replace('_', '-')} differs from the checkpoint's "
                             f"({config.get(key)!r})")
    else:
        config = {k: getattr(args, k) for k in ("game", "players", "seed", "hidden", "lr",
                                                "epochs", "epsilon", "every", "level", "chunk",
                                                "bot_setting", "option")}
        config["init"] = args.init.name if args.init else None  # what it started from
        net = (ValueNet.load(args.init) if args.init else
               ValueNet.fresh(inputs, args.hidden, np.random.default_rng(args.seed)))
        if net.inputs != inputs:
            parser.error(f"--init has {net.inputs} inputs, the features {inputs}")
        adam = Adam(net, args.lr)
        data, done, history = empty_data(inputs), 0, []
    if settings.get("leaf_value") == "learned" and "value_weights" not in settings:
        # The playing bots are valued by the network as it learns (policy iteration).
        ai_for(rules).learned[None] = LearnedValue(args.game, featurize.features,
                                                   {args.players: net})
    print(f"value of {args.game} at {args.players} players: {inputs} inputs, "
          f"{net.hidden} hidden; games {done} -> {args.games}", file=out, flush=True)
    while done < args.games:
        start = time.perf_counter()
        chunk = min(args.chunk, args.games - done)
        new = {k: [] for k in ("x", "y", "when", "guess", "held")}
        for g in range(done, done + chunk):
            rows, ys, when, guess, _ = play(rules, featurize.features, args.players,
                                            args.level, args.epsilon, args.every,
                                            game_seed(args.seed, g), settings, options)
            new["x"] += rows
            new["y"] += ys
            new["when"] += when
            new["guess"] += guess
            new["held"] += [g % HELD_OUT == HELD_OUT - 1] * len(rows)
        data = {"x": np.vstack([data["x"], np.array(new["x"], np.float32).reshape(-1, inputs)]),
                **{k: np.concatenate([data[k], np.array(new[k], data[k].dtype)])
                   for k in ("y", "when", "guess", "held")}}
        done += chunk
        train_rows = ~data["held"]
        loss = train(net, adam, data["x"][train_rows], data["y"][train_rows], args.epochs,
                     np.random.default_rng([args.seed, done]))
        line = report(net, data, done, loss, time.perf_counter() - start)
        history.append(line)
        print(json.dumps(line), file=out, flush=True)
        if args.checkpoint:
            save_checkpoint(args.checkpoint, config, net, adam, data, done, history)
        if args.snapshots:
            folder = args.snapshots / f"after-{done}"
            folder.mkdir(parents=True, exist_ok=True)
            weights(net, args, config, history, done).save(
                folder / f"value_{args.players}p.json")
    target = args.out or weights_path(args.game, args.players)
    weights(net, args, config, history, done).save(target)
    print(f"weights written to {target}", file=out, flush=True)
    return 0


def weights(net: ValueNet, args: argparse.Namespace, config: dict, history: list[dict],
            done: int) -> ValueNet:
    """The network as a weights file: the weights and how they were made."""
    return ValueNet(net.w1, net.b1, net.w2, float(np.ravel(net.b2)[0]),
                    {"game": args.game, "players": args.players, "inputs": net.inputs,
                     "hidden": net.hidden, "games": done, "seed": args.seed,
                     "level": args.level, "bot_setting": args.bot_setting,
                     "option": args.option, "init": config.get("init"),
                     "epsilon": args.epsilon, "trainer": "tools/train_value.py",
                     "report": {k: v for k, v in history[-1].items() if k != "seconds"}})


if __name__ == "__main__":
    sys.exit(main())
