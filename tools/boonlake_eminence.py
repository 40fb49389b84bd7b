"""Boonlake solo games against the Wise Eminence, with what the arena does not print: the
Eminence's score and where it comes from, level by level, and its trajectory (what its
income depends on) at every interim scoring, for valuing other designed solo values offline.

    python -m tools.boonlake_eminence --player normal --levels 1,2,3,4,5 --games 4 --seed 100
    python -m tools.boonlake_eminence --player hard --levels 5 --games 4 --trajectories t.json

A trajectory row per interim scoring: cactus space index, houses, settlements and cattle gone
from its board, and its VP for settlements next to its cattle. The Eminence's VP besides its
income (region scorings, 10 VP for a missing piece, strip costs) and its face-down B tiles are
kept per game, so any cactus track and recess values can be valued without playing again.
"""

from __future__ import annotations

import argparse
import json
import statistics

from rules.boonlake import solo, town
from rules.boonlake.options import BoonlakeOptions
from rules.boonlake.rules import RULES
from rules.boonlake.state import EMINENCE, BoonlakeState
from rules.bots.base import make_bot, safe_choose
from rules.core.contract import Seat
from rules.core.rng import Rng


def snapshot(s: BoonlakeState) -> list[int]:
    return [s.cactus, s.em_houses, s.em_settlements, s.em_cattle, town.cattle_vp(s, EMINENCE)]


def play(player: str, level: int, seed: int) -> dict:
    """One solo game; its scores, the Eminence's breakdown and trajectory."""
    seeder = Rng(seed)
    state = RULES.new_game([Seat("player", player)], BoonlakeOptions(level=level), seeder.u64())
    bot = make_bot(RULES, 0, player, seeder.u64(), {"ms": None})
    snaps, incomes = [], []
    income = solo.income

    def recorded(s: BoonlakeState) -> int:  # the engine asks at every interim scoring's close
        vp = income(s)
        if s is state:  # not a bot's copy
            snaps.append(snapshot(s))
            incomes.append(vp)
        return vp

    solo.income = recorded
    try:
        while RULES.to_act(state):
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            action = legal[0] if len(legal) == 1 else safe_choose(
                bot, RULES.view(state, seat), legal)
            RULES.apply(state, seat, action)
    finally:
        solo.income = income
    eminence = solo.score(state)
    return {"level": level, "seed": seed, "player": RULES.scores(state)[0].total,
            "eminence": eminence.total,
            "breakdown": {str(k): v for k, v in eminence.breakdown.items()},
            "trajectory": snaps, "other_vp": state.em_vp - sum(incomes),
            "face_down_b": solo.face_down_b(state)}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--player", default="normal", help="the player's bot level")
    parser.add_argument("--levels", default="1,2,3,4,5")
    parser.add_argument("--games", type=int, default=4, help="games per level")
    parser.add_argument("--seed", type=int, default=100)
    parser.add_argument("--trajectories", help="write every game's record to this JSON file")
    args = parser.parse_args(argv)
    games = []
    print("level | Eminence mean (min-max) | of it: VP track, final income, B tiles | "
          f"{args.player} mean | {args.player} wins")
    for level in (int(x) for x in args.levels.split(",")):
        rows = [play(args.player, level, args.seed + g) for g in range(args.games)]
        games += rows
        em = [r["eminence"] for r in rows]
        parts = [statistics.mean(r["breakdown"][k] for r in rows) for k in rows[0]["breakdown"]]
        wins = sum(r["player"] >= r["eminence"] for r in rows)
        print(f"{level} | {statistics.mean(em):.0f} ({min(em)}-{max(em)}) | "
              f"{', '.join(f'{p:.0f}' for p in parts)} | "
              f"{statistics.mean(r['player'] for r in rows):.0f} | {wins}/{len(rows)}",
              flush=True)
    if args.trajectories:
        with open(args.trajectories, "w", encoding="utf-8") as out:
            json.dump(games, out, indent=1)


if __name__ == "__main__":
    main()
