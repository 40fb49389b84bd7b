"""How well the solo debt check (rules/national_economy/ai/debt.py) judges the round's wages.

Plays solo games with the playout policy. Wherever `safe_actions` drops some of the legal
actions, each action is judged again by an exhaustive search over the seat's own decisions
to the end of the round, on the true deck: can the wages still be paid without an
unpaid-wage card? A dropped action that can is a false alarm (a choice taken from the bot
for nothing); a kept action that cannot, while another could, is a miss (a debt the bot
could have avoided). Hires dropped for next round's wages are counted apart: the search
only sees this round.

    python -m tools.ne_debt_check [--seeds 1-10]
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter

from rules.core.actions import Action
from rules.core.contract import Seat
from rules.national_economy.ai import debt, policy, solo_value
from rules.national_economy.moves import MOVES, PLACE
from rules.national_economy.rules import RULES
from rules.national_economy.state import NEState


def payable(s: NEState, round_: int, unpaid: int, seen: dict) -> bool:
    """Can the seat finish round `round_` without a new unpaid-wage card?"""
    if s.round != round_ or s.phase == "over" or s.debt[0] > unpaid:
        return s.debt[0] == unpaid
    key = solo_value.position_key(s)
    if key not in seen:
        seen[key] = False
        for action in MOVES.legal_actions(s, 0):
            after = s.clone()
            MOVES.apply(after, 0, action)
            if payable(after, round_, unpaid, seen):
                seen[key] = True
                break
    return seen[key]


def pays_after(s: NEState, action: Action) -> bool:
    after = s.clone()
    MOVES.apply(after, 0, action)
    return payable(after, s.round, s.debt[0], {})


def for_next_round(s: NEState, action: Action, choices: list[Action]) -> bool:
    """Was this placement dropped for next round's wages only?"""
    if action.kind != PLACE.kind:
        return False
    sales = debt._sales(s, 0)
    income = debt.RoundIncome(s)
    margins = [debt._solo_margin(s, a.args[0], sales, income) for a in choices]
    return debt._solo_margin(s, action.args[0], sales, income)[0] == max(margins)[0]


def judge(s: NEState, counts: Counter) -> None:
    choices = MOVES.legal_actions(s, 0)
    safe = debt.safe_actions(s, 0, choices)
    if len(safe) == len(choices):
        return
    counts["decisions filtered"] += 1
    pays = {a: pays_after(s, a) for a in choices}
    for action in choices:
        if action in safe:
            counts["kept"] += 1
            counts["misses"] += not pays[action] and any(pays.values())
        elif for_next_round(s, action, choices):
            counts["dropped for next round"] += 1
        else:
            counts["dropped"] += 1
            counts["false alarms"] += pays[action]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", default="1-10", help="game seeds, first-last")
    args = parser.parse_args()
    first, last = map(int, args.seeds.split("-"))
    counts: Counter = Counter()
    start = time.perf_counter()
    for seed in range(first, last + 1):
        s = RULES.new_game([Seat("bench")], None, seed)
        rng = random.Random(0)
        while s.phase != "over":
            judge(s, counts)
            choices = MOVES.legal_actions(s, 0)
            MOVES.apply(s, 0, policy.rollout_action(s, 0, choices, rng, 0.0))
            counts["decisions"] += 1
    print(f"ne_debt_check: seeds {first}-{last}, {time.perf_counter() - start:.0f} s")
    for name in ("decisions", "decisions filtered", "kept", "misses", "dropped",
                 "false alarms", "dropped for next round"):
        print(f"  {name}: {counts[name]}")


if __name__ == "__main__":
    main()
