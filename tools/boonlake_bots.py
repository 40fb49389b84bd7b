"""Boonlake bot games with what the arena does not print: how often the bots under test play
each card when they could, and their decision times in processor time (steady on a machine
shared with other work, unlike wall time).

    python -m tools.boonlake_bots --seats hard,hard --games 10 --seed 1
    python -m tools.boonlake_bots --seats normal,random,random --games 4 --seed 1 --cards 5

The seats at the first seat's level are under test. A card counts as offered once per game
and seat under test that could play it at some point, and as taken when that seat played it.
A card always (or never) played is named when luck at the overall play rate explains it
poorly (`beyond_chance`).
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter
from collections.abc import Callable
from typing import Any

from rules.boonlake import catalogue
from rules.boonlake.rules import RULES
from rules.bots.base import make_bot, safe_choose
from rules.core.actions import Action
from rules.core.contract import Seat
from rules.core.rng import Rng

SURE = 10  # offers after which a card played every time (or never) is not the sample's size
FALSE_ALARM = 0.05  # chance of naming any card always (or never) played by luck alone


def beyond_chance(offered: Counter, taken: Counter) -> tuple[list[int], list[int]]:
    """The cards played every time (and never) more often than luck explains: at the pooled
    play rate p, a card offered n times is played every time with chance p**n; with m cards
    offered 3 times or more, it is named when that chance is below FALSE_ALARM / m."""
    judged = [c for c in offered if offered[c] >= 3]
    if not judged:
        return [], []
    rate = sum(taken[c] for c in judged) / sum(offered[c] for c in judged)
    limit = FALSE_ALARM / len(judged)
    always = [c for c in judged if taken[c] == offered[c] and rate ** offered[c] < limit]
    never = [c for c in judged if taken[c] == 0 and (1 - rate) ** offered[c] < limit]
    return sorted(always), sorted(never)


def bot_game(levels: list[str], seed: int, timed: bool = False,
             watch: Callable[[int, list[Action], float | None], None] | None = None) -> Any:
    """One game of bots at these levels; returns its final state. `watch(seat, legal, ms)`
    sees every decision before it is played (`ms`: the bot's processor time, None when only
    one action was legal)."""
    seeder = Rng(seed)
    game_seed = seeder.u64()
    seats = [Seat(f"{lv} {i + 1}", lv) for i, lv in enumerate(levels)]
    budget = None if timed else {"ms": None}
    bots = [make_bot(RULES, i, lv, seeder.u64(), budget) for i, lv in enumerate(levels)]
    state = RULES.new_game(seats, None, game_seed)
    while RULES.to_act(state):
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        spent = None
        if len(legal) == 1:
            action = legal[0]
        else:
            start = time.process_time()
            action = safe_choose(bots[seat], RULES.view(state, seat), legal)
            spent = (time.process_time() - start) * 1000
        if watch is not None:
            watch(seat, legal, spent)
        RULES.apply(state, seat, action)
    return state


def play(levels: list[str], seed: int, offered: Counter, taken: Counter,
         times: list[float], timed: bool = False) -> list[int]:
    """One game; returns the scores. Counts the cards offered and taken and the decision
    times of the seats at the first seat's level."""
    tested = {i for i, lv in enumerate(levels) if lv == levels[0]}
    could: dict[int, set[int]] = {seat: set() for seat in tested}

    def watch(seat: int, legal: list[Action], spent: float | None) -> None:
        if seat in tested:
            if spent is not None:
                times.append(spent)
            could[seat].update(a.args[0] for a in legal if a.kind == "play")

    state = bot_game(levels, seed, timed, watch)
    for seat, cards in could.items():
        offered.update(cards)
        taken.update(card for card in cards if card in state.played[seat])
    return [score.total for score in RULES.scores(state)]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seats", default="hard,hard")
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--cards", type=int, default=8, help="cards listed at each end")
    parser.add_argument("--timed", action="store_true",
                        help="keep the bots' time budgets (default: iteration budgets only)")
    args = parser.parse_args(argv)
    levels = args.seats.split(",")
    offered: Counter = Counter()
    taken: Counter = Counter()
    times: list[float] = []
    for game in range(args.games):
        scores = play(levels, args.seed + game, offered, taken, times, args.timed)
        print(f"game {args.seed + game}: " + ", ".join(
            f"{lv} {sc}" for lv, sc in zip(levels, scores, strict=True)), flush=True)
    rates = sorted((taken[c] / offered[c], c) for c in offered)
    print(f"\ncards offered to {levels[0]}: {len(offered)} of {len(catalogue.cards())}; "
          f"played at least once: {sum(1 for c in offered if taken[c])}; "
          f"always played when offered: {sum(1 for r, _ in rates if r == 1.0)}")
    often = [r for c, r in ((c, taken[c] / offered[c]) for c in offered) if offered[c] >= 3]
    print(f"of the {len(often)} cards offered in 3 games or more: always played "
          f"{sum(1 for r in often if r == 1.0)}, never played {sum(1 for r in often if r == 0)}")
    print(f"play rate when offered: median {statistics.median(r for r, _ in rates):.2f}")
    for label, rate in (("always", 1.0), ("never", 0.0)):
        named = [catalogue.card(c).name for r, c in rates if r == rate and offered[c] >= SURE]
        print(f"offered in {SURE} games or more and {label} played: {', '.join(named) or 'none'}")
    always, never = beyond_chance(offered, taken)
    for label, cards in (("always", always), ("never", never)):
        named = ", ".join(catalogue.card(c).name for c in cards) or "none"
        print(f"{label} played more often than chance explains: {named}")
    shown = rates[:args.cards] + rates[-args.cards:] if len(rates) > 2 * args.cards else rates
    for rate, card in shown:
        print(f"  card {card:3d} {catalogue.card(card).name:32.32s} "
              f"{taken[card]:3d} / {offered[card]:3d} = {rate:.2f}")
    if times:
        print(f"decisions of {levels[0]}: {len(times)}, processor ms median "
              f"{statistics.median(times):.0f}, 90% {sorted(times)[len(times) * 9 // 10]:.0f},"
              f" max {max(times):.0f}")


if __name__ == "__main__":
    main()
