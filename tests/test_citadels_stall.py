"""A Citadels game that can no longer progress ends (issue #28, docs/rules-notes.md "A game
that cannot end"): all the gold locked on beautified districts with no Armory, or 100 rounds."""

from __future__ import annotations

from conformance_support import assert_final
from test_robust_actions import DARK_CITY

from rules.citadels.stall import GOLD_LOCKED, MAX_ROUNDS, ROUND_LIMIT, gold_locked
from rules.core import Rng, Seat, registry

RULES = registry.get("citadels")
ARMORY = 67  # the card id of the Armory


def _play(state, seed: int, cap: int = 5000, until=None) -> int:
    rng = Rng(seed * 7 + 1)
    done = 0
    while RULES.to_act(state) and done < cap and not (until and until(state)):
        seat = RULES.to_act(state)[0]
        legal = RULES.legal_actions(state, seat)
        RULES.apply_unchecked(state, seat, legal[rng.below(len(legal))])
        done += 1
    return done


def _locked_game():
    """Seed 6 with random players: before the rule it ran past 5,000 actions (round 180)."""
    state = RULES.new_game([Seat(f"P{i}") for i in range(7)],
                           RULES.make_options(dict(DARK_CITY)), 6)
    return state, _play(state, 6)


def test_a_game_with_all_the_gold_on_beautified_districts_ends_and_is_scored():
    state, actions = _locked_game()
    assert actions < 5000 and RULES.is_over(state)
    assert state.log[-1][0] == GOLD_LOCKED
    assert not state.completed  # nobody reached the end size: it could never have ended
    assert state.bank == 0 and not any(state.gold) and len(state.adorned) == 30
    assert_final(RULES, state, 7, "seed 6")
    assert RULES.invariants(state) == []


def test_the_game_goes_on_while_gold_can_still_come_back():
    state, _ = _locked_game()
    assert gold_locked(state)
    freed = state.clone()
    freed.adorned.pop()
    freed.gold[3] += 1  # one gold in a purse: it can be spent and reach the bank again
    assert not gold_locked(freed)
    armed = state.clone()
    city = armed.cities[0]
    holder = next(place for place in (*armed.hands, *armed.cities, armed.deck, armed.removed)
                  if ARMORY in place)
    holder[holder.index(ARMORY)], city[0] = city[0], ARMORY  # an Armory frees gold for free
    assert not gold_locked(armed)


def test_every_game_ends_after_the_hundredth_round_at_the_latest():
    state = RULES.new_game([Seat(f"P{i}") for i in range(4)], RULES.make_options({}), 5)
    state.round = MAX_ROUNDS - 1
    _play(state, 5, until=lambda s: s.round == MAX_ROUNDS and s.phase == "over")
    assert RULES.is_over(state) and state.round == MAX_ROUNDS
    assert state.log[-1][0] == ROUND_LIMIT and not state.completed
    assert_final(RULES, state, 4, "round limit")
