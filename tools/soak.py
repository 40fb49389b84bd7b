"""Soak test (not in CI): thousands of seeded random games of every game, player count and main
option set, with the conformance invariants after every action (issue #28).

    nice -n 19 .venv/bin/python -m tools.soak --games 10000 --jobs 2 --json soak.json

Cases: every game at every player count with default options, each non-default option value
(tests/conformance_support.py: option_cases), and Citadels with the whole Dark City cast at
2, 5 and 7 players (with the Artist, where games used to stall, and with the Queen). Games are
dealt round-robin over the cases; game g of the run uses seed `--seed + g`, so any failure is
replayed from its case and seed alone. After every action: `invariants`, version +1, and a
malformed action refused by `check` with a reason; at the end, scores, winners and returns
(`assert_final`). A game that has not ended after its cap (5,000 actions) is a failure.
Prints a table per case (games, actions, longest game, how games ended) and any failure.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))  # the conformance helpers live with the tests

from conformance_support import (  # noqa: E402
    Case,
    Chooser,
    assert_final,
    default_cases,
    invariant_violations,
    max_actions,
    option_cases,
)

from rules.core.actions import Action  # noqa: E402

DARK = (("rank_1", "witch"), ("rank_2", "tax_collector"), ("rank_3", "wizard"),
        ("rank_4", "emperor"), ("rank_5", "abbot"), ("rank_6", "alchemist"),
        ("rank_7", "navigator"), ("rank_8", "diplomat"))
DISTRICTS = tuple((f"district_{key}", True) for key in (
    "lighthouse", "armory", "museum", "imperial_treasury", "map_room", "wishing_well", "quarry",
    "poor_house", "bell_tower", "factory", "park", "hospital", "throne_room", "ball_room"))
EXTRA_CASES = [Case("citadels", 7, (*DARK, ("rank_9", "artist"), *DISTRICTS[:3])),
               Case("citadels", 7, (*DARK, ("rank_9", "artist"))),
               Case("citadels", 5, (*DARK, ("rank_9", "queen"), *DISTRICTS)),
               Case("citadels", 2, (*DARK, ("rank_9", "artist"), *DISTRICTS))]
PROBES = [Action("build", (10 ** 6,)), Action("no_such_action", ()), Action("pick", (1, 2, 3))]


def cases() -> list[Case]:
    return list(dict.fromkeys(default_cases() + option_cases() + EXTRA_CASES))


def play(task: tuple[Case, int]) -> dict:
    """One random game with every check; returns its figures or its failure."""
    case, seed = task
    rules = case.rules
    start = time.perf_counter()
    actions, ending, error = 0, "", None
    try:
        state = case.new_game(seed)
        chooser = Chooser(seed)
        cap = max_actions(rules)
        while actions < cap:
            actors = rules.to_act(state)
            if not actors:
                break
            seat = chooser.pick(list(actors))
            legal = rules.legal_actions(state, seat)
            if not legal:
                raise AssertionError(f"seat {seat} must act but has no legal action")
            probe = PROBES[actions % len(PROBES)]
            if probe not in legal and not rules.check(state, seat, probe):
                raise AssertionError(f"check gave no reason for {probe}")
            version = state.version
            rules.apply(state, seat, chooser.pick(legal))
            actions += 1
            if state.version != version + 1:
                raise AssertionError("the version did not step by 1")
            found = invariant_violations(rules, state)
            if found:
                raise AssertionError(f"invariants after action {actions}: {found}")
        if rules.to_act(state):
            raise AssertionError(f"the game has not ended after {actions} actions")
        assert_final(rules, state, case.players, f"[{case.id} seed={seed}]")
        log = getattr(state, "log", None) or [""]
        last = log[-1][0] if isinstance(log[-1], (tuple, list)) else log[-1]
        ending = str(last)[:60]
    except Exception as err:  # noqa: BLE001  reported with its case and seed
        error = f"{type(err).__name__}: {err}"[:500]
    return {"case": case.id, "seed": seed, "actions": actions, "ending": ending,
            "round": getattr(locals().get("state"), "round", None), "error": error,
            "seconds": time.perf_counter() - start}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--json", type=Path, help="write every game's figures here")
    args = parser.parse_args(argv)
    all_cases = cases()
    tasks = [(all_cases[g % len(all_cases)], args.seed + g) for g in range(args.games)]
    start = time.perf_counter()
    if args.jobs > 1:
        with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
            results = pool.map(play, tasks, chunksize=8)
    else:
        results = [play(task) for task in tasks]
    wall = time.perf_counter() - start
    report(results, wall, len(all_cases))
    if args.json:
        args.json.write_text(json.dumps(results, indent=0))
    return 1 if any(r["error"] for r in results) else 0


def report(results: list[dict], wall: float, n_cases: int) -> None:
    by_case: dict[str, list[dict]] = {}
    for r in results:
        by_case.setdefault(r["case"], []).append(r)
    print(f"{len(results)} games over {n_cases} cases in {wall:.0f} s; "
          f"{sum(r['actions'] for r in results)} actions; "
          f"{sum(1 for r in results if r['error'])} failures")
    print(f"{'case':70} games  mean act  max act  max round  endings")
    for case, rs in sorted(by_case.items()):
        endings = Counter("stall: gold locked" if "beautified" in r["ending"] else
                          "stall: round limit" if "rounds have been played" in r["ending"]
                          else "failure" if r["error"] else "normal" for r in rs)
        rounds = [r["round"] for r in rs if isinstance(r["round"], int)]
        print(f"{case[:70]:70} {len(rs):5} {sum(r['actions'] for r in rs) / len(rs):9.0f} "
              f"{max(r['actions'] for r in rs):8} {max(rounds) if rounds else '-':>10}  "
              + ", ".join(f"{k} {v}" for k, v in sorted(endings.items())))
    for r in results:
        if r["error"]:
            print(f"FAIL [{r['case']} seed={r['seed']}] {r['error']}")


if __name__ == "__main__":
    sys.exit(main())
