"""Citadels' playout policy: rollouts play a plain, sensible turn (income, the dearest build,
gold while poor), not random clicks that end turns unbuilt."""

from __future__ import annotations

import random

from rules.citadels.ai import policy
from rules.citadels.board import build_cost
from rules.core import registry
from rules.core.actions import Action
from rules.core.contract import Seat


def positions(kinds: set[str], games: int = 6):
    """Positions reached by random play where the actor may do one of `kinds`."""
    rules = registry.get("citadels")
    for g in range(games):
        state = rules.new_game([Seat(f"p{i}", "random") for i in range(4)],
                               rules.make_options({}), 100 + g)
        rng = random.Random(g)
        while rules.to_act(state):
            seat = rules.to_act(state)[0]
            legal = rules.legal_actions(state, seat)
            if {a.kind for a in legal} & kinds:
                yield rules, state, seat, legal
            rules.apply(state, seat, legal[rng.randrange(len(legal))])


def test_income_first_then_the_dearest_district_it_can_pay():
    seen = 0
    for _, state, seat, legal in positions({"build", "income"}):
        chosen = policy.rollout_action(state, seat, legal, random.Random(0))
        if Action("income") in legal:
            assert chosen == Action("income")
        else:
            builds = [a for a in legal if a.kind == "build"]
            dearest = max(build_cost(state, seat, a.args[0]) for a in builds)
            assert chosen.kind == "build" and build_cost(state, seat, chosen.args[0]) == dearest
        seen += 1
    assert seen > 20


def test_gold_while_poor_cards_when_rich_and_empty_handed():
    seen = set()
    for _, state, seat, legal in positions({"gold"}):
        if Action("draw") not in legal or Action("income") in legal:
            continue
        chosen = policy.rollout_action(state, seat, legal, random.Random(0))
        rich_and_empty = state.gold[seat] >= policy.POOR and len(state.hands[seat]) < \
            policy.THIN_HAND
        assert chosen == (Action("draw") if rich_and_empty else Action("gold"))
        seen.add(chosen)
    assert seen == {Action("draw"), Action("gold")}


def test_the_policy_always_answers_a_legal_action_or_leaves_it_to_chance():
    for _, state, seat, legal in positions({"kill", "rob", "pick", "keep", "end"}, 3):
        chosen = policy.rollout_action(state, seat, legal, random.Random(1))
        assert chosen is None or chosen in legal
