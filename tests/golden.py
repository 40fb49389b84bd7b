"""Golden playthroughs: stored transcripts that freeze each game's behaviour.

A transcript is a game played to its end by seeded random moves (or by easy bots): the game,
its options, the seats, the seed, every action, a digest of what could be observed after each
action, and the final scores. `tests/test_golden.py` replays every transcript and compares. A
refactor that changes what a player would see (who acts, the legal moves, the prompts, the log
as each seat and a spectator read it, the scores) fails it at the first action that differs.
Beside each transcript, `<name>.txt` tells the same game in words (each action and its log
line, who acts next and what they are asked, the scores when they change): a failing replay
shows the lines where the game now reads otherwise.

The digest covers observable behaviour, not the state's JSON, so a change of representation
(a field renamed, a new shape for the pending decision) keeps the transcripts valid while any
change of behaviour breaks them. Regenerate them only when a change of behaviour is intended:

    .venv/bin/python tests/golden.py --write      # rewrite tests/golden/*.json
    .venv/bin/python tests/golden.py --write boonlake-3p   # rewrite the named ones only
    .venv/bin/python tests/golden.py --redigest builders-2p  # same moves, new observations
    .venv/bin/python tests/golden.py --narrate    # write only the .txt beside each transcript

`--write` plays the games again (bots that have changed since choose other moves);
`--redigest` keeps every recorded move and writes down what is observed now, for a change
that alters what players see (a score, a prompt) along the same game.
    .venv/bin/python tests/golden.py              # check them, as the tests do
"""

from __future__ import annotations

import hashlib
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: make the project importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules.bots.base import make_bot, safe_choose
from rules.core import registry
from rules.core.actions import Action
from rules.core.contract import GameRules, Seat
from rules.core.message import english
from rules.core.rng import Rng, seed_state
from rules.core.state import render_log

GOLDEN_DIR = Path(__file__).parent / "golden"
FORMAT = 1

_DARK_CAST = ["witch", "tax_collector", "wizard", "emperor", "abbot", "alchemist", "navigator",
              "diplomat"]
ALL_DARK_CITY = {**{f"rank_{r}": c for r, c in enumerate(_DARK_CAST, start=1)},
                 "rank_9": "artist",
                 **{f"district_{k}": True for k in (
                     "lighthouse", "armory", "museum", "imperial_treasury", "map_room",
                     "wishing_well", "quarry", "poor_house", "bell_tower", "factory", "park",
                     "hospital", "throne_room", "ball_room")}}


@dataclass(frozen=True)
class Setup:
    name: str
    game: str
    players: int
    seed: int
    options: dict[str, Any] = field(default_factory=dict)
    mover: str = "random"  # who chose the recorded moves: seeded random, or easy bots


SETUPS = [
    Setup("citadels-classic-4p", "citadels", 4, 101),
    Setup("citadels-dark-city-5p", "citadels", 5, 102, ALL_DARK_CITY),
    Setup("citadels-dark-city-3p", "citadels", 3, 103, {**ALL_DARK_CITY, "rank_9": "queen"}),
    Setup("ginkgopolis-tutorial-3p", "ginkgopolis", 3, 201),
    Setup("ginkgopolis-draft-4p", "ginkgopolis", 4, 202, {"characters": "draft"}),
    Setup("ginkgopolis-solo", "ginkgopolis", 1, 203),
    Setup("ginkgopolis-solo-expert", "ginkgopolis", 1, 204, {"solo_level": "expert"}),
    Setup("national-economy-2p", "national_economy", 2, 301),
    Setup("national-economy-4p", "national_economy", 4, 302),
    Setup("national-economy-solo", "national_economy", 1, 303),
    # Played by easy bots, for the lines random moves rarely reach (big cities, long games).
    Setup("citadels-dark-city-4p-easy", "citadels", 4, 104, ALL_DARK_CITY, "easy"),
    Setup("ginkgopolis-draft-3p-easy", "ginkgopolis", 3, 205, {"characters": "draft"}, "easy"),
    Setup("national-economy-3p-easy", "national_economy", 3, 304, {}, "easy"),
    Setup("national-economy-solo-easy", "national_economy", 1, 305, {}, "easy"),
    Setup("builders-3p-easy", "builders", 3, 401, {}, "easy"),
    Setup("builders-2p", "builders", 2, 402),
    Setup("builders-solo-easy", "builders", 1, 403, {}, "easy"),
    Setup("boonlake-3p", "boonlake", 3, 501),
    Setup("boonlake-solo-level-5", "boonlake", 1, 502, {"level": 5}),
]


def observation(rules: GameRules, state: Any) -> dict[str, Any]:
    """Everything a player could notice about `state`, in plain JSON."""
    acting = list(rules.to_act(state))
    viewers: list[int | None] = [None, *range(rules.num_seats(state))]
    return {
        "to_act": acting,
        "legal": {str(s): [a.to_json() for a in rules.legal_actions(state, s)] for s in acting},
        "prompt": {str(v): english(rules.prompt(state, v)) for v in viewers},
        "log": {str(v): [english(line) for line in render_log(state.log, v)] for v in viewers},
        "scores": [[s.seat, s.total, s.breakdown, list(s.tiebreak)]
                   for s in rules.scores(state)],
        "rivals": [[english(name), s.total, s.breakdown] for name, s in rules.rival_scores(state)],
        "progress": english(rules.progress(state)),
    }


class Narration:
    """The game in words, line by line, as `<name>.txt` keeps it: a small part of what the
    digest covers (the spectator's log, the next prompt, how many moves are legal, the
    scores), enough to show where and how a changed game reads otherwise."""

    def __init__(self, setup: Setup, rules: GameRules, state: Any) -> None:
        self.rules = rules
        options = json.dumps(setup.options, sort_keys=True)
        self.lines = [f"# {setup.name}: {setup.game}, {setup.players} players, seed "
                      f"{setup.seed}, options {options}"]
        self.seen = 0
        self.scores: list[int] | None = None
        self._after(state)

    def action(self, index: int, seat: int, action: Action, state: Any) -> None:
        args = ",".join(str(a) for a in action.args)
        self.lines.append(f"{index}. P{seat + 1} {action.kind}({args})")
        self._after(state)

    def _after(self, state: Any) -> None:
        rules = self.rules
        log = [english(line) for line in render_log(state.log, None)]
        self.lines += [f"   log: {line}" for line in log[self.seen:]]
        self.seen = len(log)
        acting = rules.to_act(state)
        if acting:
            first = acting[0]
            who = " ".join(f"P{seat + 1}" for seat in acting)
            self.lines.append(f"   next {who}: {english(rules.prompt(state, first))} "
                              f"({len(rules.legal_actions(state, first))} legal)")
        totals = [score.total for score in sorted(rules.scores(state), key=lambda s: s.seat)]
        if totals != self.scores:
            self.lines.append("   scores " + " ".join(map(str, totals)))
            self.scores = totals

    def text(self) -> str:
        return "\n".join(self.lines) + "\n"


def text_path(name: str) -> Path:
    return GOLDEN_DIR / f"{name}.txt"


def where_it_reads_otherwise(name: str, now: Narration) -> str:
    """The first lines where the game as replayed now reads otherwise than `<name>.txt`."""
    path = text_path(name)
    if not path.exists():
        return ""
    stored = path.read_text(encoding="utf-8").splitlines()
    at = next((i for i, (a, b) in enumerate(zip(stored, now.lines, strict=False)) if a != b),
              None)
    if at is None:
        return ""
    start = max(0, at - 3)
    was = "\n".join(f"  - {line}" for line in stored[start:at + 3])
    reads = "\n".join(f"  + {line}" for line in now.lines[start:at + 3])
    return f"\n{path.name}, line {at + 1}: it read\n{was}\nand now reads\n{reads}"


def digest(rules: GameRules, state: Any) -> str:
    text = json.dumps(observation(rules, state), sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def start(setup: Setup) -> tuple[GameRules, Any]:
    rules = registry.get(setup.game)
    seats = [Seat(f"P{i + 1}", "human") for i in range(setup.players)]
    return rules, rules.new_game(seats, rules.make_options(setup.options), setup.seed)


def record(setup: Setup) -> dict[str, Any]:
    """Play `setup` to its end with seeded random moves and write down everything."""
    rules, state = start(setup)
    rng = Rng(seed_state(setup.seed * 7919 + 1))
    bots = [make_bot(rules, seat, setup.mover, setup.seed + seat, {"ms": None})
            for seat in range(setup.players)] if setup.mover != "random" else []
    moves: list[list] = []
    digests = [digest(rules, state)]
    while acting := rules.to_act(state):
        seat = acting[rng.below(len(acting))]
        legal = rules.legal_actions(state, seat)
        if bots:
            action = safe_choose(bots[seat], rules.view(state, seat), legal)
        else:
            action = legal[rng.below(len(legal))]
        rules.apply(state, seat, action)
        moves.append([seat, action.to_json()])
        digests.append(digest(rules, state))
    return {"format": FORMAT, "name": setup.name, "game": setup.game,
            "players": setup.players, "seed": setup.seed, "options": setup.options,
            "mover": setup.mover,
            "moves": moves, "digests": digests,
            "scores": [[s.seat, s.total, s.breakdown] for s in rules.scores(state)]}


def setup_of(transcript: dict[str, Any]) -> Setup:
    return Setup(transcript["name"], transcript["game"], transcript["players"],
                 transcript["seed"], transcript["options"])


def replay(transcript: dict[str, Any]) -> str | None:
    """None when the game replays exactly as recorded, else where and how it first differs
    (with the lines of `<name>.txt` that now read otherwise)."""
    setup = setup_of(transcript)
    rules, state = start(setup)
    told = Narration(setup, rules, state)
    if digest(rules, state) != transcript["digests"][0]:
        return "the new game differs before the first action" + \
            where_it_reads_otherwise(setup.name, told)
    for index, (seat, action_json) in enumerate(transcript["moves"]):
        action = Action.from_json(action_json)
        reason = rules.check(state, seat, action)
        if reason is not None:
            return f"action {index + 1} ({action} by seat {seat}) is refused: " \
                f"{english(reason)}" + where_it_reads_otherwise(setup.name, told)
        rules.apply_unchecked(state, seat, action)
        told.action(index + 1, seat, action, state)
        if digest(rules, state) != transcript["digests"][index + 1]:
            return f"after action {index + 1} ({action} by seat {seat}) the game differs" + \
                where_it_reads_otherwise(setup.name, told)
    if rules.to_act(state):
        return "the game goes on after the last recorded action"
    scores = [[s.seat, s.total, s.breakdown] for s in rules.scores(state)]
    if scores != transcript["scores"]:
        return f"final scores {scores} instead of {transcript['scores']}"
    return None


def narrated(transcript: dict[str, Any]) -> str:
    """The recorded game in words (`<name>.txt`), from its moves as the rules play them now."""
    setup = setup_of(transcript)
    rules, state = start(setup)
    told = Narration(setup, rules, state)
    for index, (seat, action_json) in enumerate(transcript["moves"]):
        action = Action.from_json(action_json)
        rules.apply(state, seat, action)
        told.action(index + 1, seat, action, state)
    return told.text()


def redigested(transcript: dict[str, Any]) -> dict[str, Any]:
    """The transcript with its moves kept and its digests and final scores made anew."""
    rules, state = start(setup_of(transcript))
    digests = [digest(rules, state)]
    for seat, action_json in transcript["moves"]:
        rules.apply(state, seat, Action.from_json(action_json))  # refuses a move now illegal
        digests.append(digest(rules, state))
    return {**transcript, "digests": digests,
            "scores": [[s.seat, s.total, s.breakdown] for s in rules.scores(state)]}


def path_of(setup: Setup) -> Path:
    return GOLDEN_DIR / f"{setup.name}.json"


def write(names: list[str], keep_moves: bool = False) -> None:
    """Rewrite the named transcripts (all when none is named): played again, or with their
    recorded moves kept (`keep_moves`)."""
    unknown = set(names) - {setup.name for setup in SETUPS}
    if unknown:
        raise SystemExit(f"no golden setup named {', '.join(sorted(unknown))}")
    GOLDEN_DIR.mkdir(exist_ok=True)
    for setup in SETUPS:
        if names and setup.name not in names:
            continue
        transcript = (redigested(json.loads(path_of(setup).read_text(encoding="utf-8")))
                      if keep_moves else record(setup))
        with open(path_of(setup), "w", encoding="utf-8") as f:
            json.dump(transcript, f, ensure_ascii=False, separators=(",", ":"))
            f.write("\n")
        text_path(setup.name).write_text(narrated(transcript), encoding="utf-8")
        print(f"{setup.name}: {len(transcript['moves'])} actions, scores "
              f"{[s[1] for s in transcript['scores']]}")


def main(argv: list[str]) -> int:
    if argv[:1] in (["--write"], ["--redigest"]):
        write(argv[1:], keep_moves=argv[0] == "--redigest")
        return 0
    if argv[:1] == ["--narrate"]:
        for setup in SETUPS:
            transcript = json.loads(path_of(setup).read_text(encoding="utf-8"))
            text_path(setup.name).write_text(narrated(transcript), encoding="utf-8")
        return 0
    failed = 0
    for setup in SETUPS:
        problem = replay(json.loads(path_of(setup).read_text(encoding="utf-8")))
        print(f"{setup.name}: {problem or 'ok'}")
        failed += problem is not None
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
