"""The player's hint: the hard level's advice from the seat's view, never from hidden cards."""

from __future__ import annotations

import random

import pytest

from rules.bots.hint import FEW, TOP, hint
from rules.bots.knowledge import ai_for
from rules.core import registry
from rules.core.contract import Seat
from rules.core.message import english
from rules.core.rng import Rng

TINY = 24  # iterations: enough to rank, small enough for the suite


def position(game: str, players: int, moves: int):
    """A game after `moves` random actions, at a decision of seat 0 with several choices."""
    rules = registry.get(game)
    seats = [Seat(f"p{i}", "human" if i == 0 else "random") for i in range(players)]
    state = rules.new_game(seats, rules.make_options({}), 7)
    rng = random.Random(moves)
    done = 0
    while True:
        acting = rules.to_act(state)
        assert acting, "the game ended before the position was reached"
        seat = acting[0]
        legal = rules.legal_actions(state, seat)
        if done >= moves and seat == 0 and len(legal) > 2:
            return rules, state
        rules.apply(state, seat, legal[rng.randrange(len(legal))])
        done += 1


@pytest.mark.parametrize("game, players, moves", [
    ("citadels", 4, 12), ("ginkgopolis", 3, 4), ("national_economy", 2, 3),
    ("builders", 2, 3), ("ginkgopolis", 1, 2), ("boonlake", 3, 20)])
def test_hidden_cards_do_not_change_the_hint(game, players, moves):
    rules, state = position(game, players, moves)
    view = rules.view(state, 0)
    # Two full states the seat cannot tell apart: the same view, other hidden cards.
    one = rules.determinize(view, 0, Rng(11))
    two = rules.determinize(view, 0, Rng(12))
    assert one.to_json() != two.to_json()
    hints = [hint(rules, rules.view(s, 0), 0, rules.legal_actions(s, 0), seed=5, ms=None,
                  iterations=TINY) for s in (one, two)]
    assert hints[0] == hints[1]
    legal = rules.legal_actions(state, 0)
    assert hints[0].suggestion in legal
    assert 1 <= len(hints[0].choices) <= TOP
    assert all(c.action in legal for c in hints[0].choices)
    assert len({c.action for c in hints[0].choices}) == len(hints[0].choices)


def test_reasons_carry_the_searchs_numbers_and_the_games_own_words():
    rules, state = position("citadels", 4, 12)
    found = hint(rules, rules.view(state, 0), 0, rules.legal_actions(state, 0), seed=5,
                 ms=None, iterations=400)
    first = english(found.choices[0].reason)
    assert f"simulated games (of {found.simulations}) it wins about" in first
    visits = [dict(c.reason.params)["k"] for c in found.choices]
    assert visits == sorted(visits, reverse=True)  # best first


def test_a_hint_from_few_simulations_says_it_is_a_first_impression():
    rules, state = position("citadels", 4, 12)
    found = hint(rules, rules.view(state, 0), 0, rules.legal_actions(state, 0), seed=5,
                 ms=None, iterations=FEW + 1)
    reasons = [english(c.reason) for c in found.choices]
    assert all("A first impression" in r and "wins about" not in r for r in reasons), reasons


@pytest.mark.parametrize("game, players, moves", [("builders", 4, 3), ("boonlake", 4, 20)])
def test_deal_sampling_hints_state_the_order_they_show(game, players, moves):
    """The deal-sampling searches valued in the game's own terms (points to come): the reason
    gives each choice's place on average, as shown, and how often it came first (which alone
    could contradict the order), and no chance (points are not one)."""
    rules, state = position(game, players, moves)
    found = hint(rules, rules.view(state, 0), 0, rules.legal_actions(state, 0), seed=5,
                 ms=None, iterations=FEW)
    reasons = [dict(c.reason.params) for c in found.choices]
    assert [r["place"] for r in reasons] == list(range(1, len(reasons) + 1))
    assert all(r["n"] == FEW and 0 < r.get("k", FEW) <= FEW and "pct" not in r for r in reasons)
    assert english(found.choices[1].reason).startswith(f"No. 2 on average over {FEW} simulated")


def test_a_move_best_on_average_but_never_alone_is_not_said_best_in_0_and_equals_share():
    """"the best move in 0 of them" beside "No. 1" reads as a contradiction: such a move is
    said to be good on average but not the best in any single deal; a move as good as the best
    in a deal counts as its best there too."""
    from rules.bots import flat
    from rules.bots.base import Budget
    from rules.bots.ranking import _deals_reason

    rules, state = position("builders", 2, 3)
    legal = rules.legal_actions(state, 0)[:3]
    deals = iter([[5.0, 5.0, 9.0 * (d % 2)] for d in range(FEW)])  # steady, equal, swinging
    _, firsts, samples = flat.totals_over_samples(rules, rules.view(state, 0), 0, legal,
                                                  Budget(None, FEW), random.Random(1),
                                                  lambda det: next(deals))
    assert firsts == [FEW // 2, FEW // 2, FEW // 2] and samples == FEW
    assert english(_deals_reason(1, 0, FEW, None, False)) == (
        f"No. 1 on average over {FEW} simulated deals, though not the best in any single one")
    assert english(_deals_reason(1, 3, FEW, 0.6, False)).endswith("the best move in 3 of them")


@pytest.mark.parametrize("game, players, moves", [("builders", 2, 3), ("boonlake", 2, 20),
                                                   ("boonlake", 3, 20)])
def test_a_hint_valued_by_the_learned_value_says_each_moves_winning_chance(game, players, moves):
    """Hard values its lines by the learned value in these games, a win chance: the hint
    says it beside each choice's place, and the better place never has the lower chance."""
    rules, state = position(game, players, moves)
    found = hint(rules, rules.view(state, 0), 0, rules.legal_actions(state, 0), seed=5,
                 ms=None, iterations=FEW)
    reasons = [dict(c.reason.params) for c in found.choices]
    assert [r["place"] for r in reasons] == list(range(1, len(reasons) + 1))
    chances = [r["pct"] for r in reasons]
    assert chances == sorted(chances, reverse=True) and all(0 <= p <= 100 for p in chances)
    assert english(found.choices[0].reason).startswith(
        f"No. 1 over {FEW} simulated deals, winning about {chances[0]}%")


def test_a_hint_spends_the_time_the_player_waits_not_the_hard_bots_iteration_cap(monkeypatch):
    """The Builders' hard bot looks at a few deals; a hint searches for as long as the player
    waits, so it is not "a first impression" for want of trying. Without a clock it keeps the
    hard level's own budget (the same view and seed, the same hint)."""
    from rules.bots import flat
    budgets = []
    search = flat.totals_over_samples
    monkeypatch.setattr(flat, "totals_over_samples", lambda rules, view, seat, legal, budget,
                        *rest: budgets.append(budget) or search(rules, view, seat, legal,
                                                                budget, *rest))
    rules, state = position("builders", 2, 3)
    for ms in (0.0, None):
        hint(rules, rules.view(state, 0), 0, rules.legal_actions(state, 0), seed=5, ms=ms)
    timed, untimed = budgets
    assert timed.ms == 0.0 and timed.iterations is None
    assert untimed.ms is None and untimed.iterations is not None


@pytest.mark.parametrize("game", ["citadels", "national_economy", "builders"])
def test_every_move_is_advised_to_the_player_not_logged(game):
    """Each move the rules describe in the log ("p0 took gold.") has advice in the present
    to the player ("Take 2 gold."), without the player's own name."""
    rules = registry.get(game)
    ai = ai_for(rules)
    for players in (2, 4):
        seats = [Seat(f"p{i}", "human") for i in range(players)]
        state = rules.new_game(seats, rules.make_options({}), players)
        rng = random.Random(players)
        while rules.to_act(state):
            seat = rules.to_act(state)[0]
            legal = rules.legal_actions(state, seat)
            view = rules.view(state, seat)
            for action in legal:
                line = english(rules.describe(view, action, seat))
                said = english(ai.advice(view, seat, action))
                assert said != line and f"p{seat}" not in said and "You" not in said \
                    and said[:1].isupper(), (action, line, said)
            rules.apply(state, seat, legal[rng.randrange(len(legal))])


def test_citadels_says_what_taking_gold_brings():
    rules = registry.get("citadels")
    from rules.core.actions import Action
    for moves in range(8, 40):
        _, state = position("citadels", 4, moves)
        if Action("gold", ()) in rules.legal_actions(state, 0):
            break
    else:
        pytest.fail("no position offered taking gold")
    said = ai_for(rules).explain_choice(rules.view(state, 0), 0, Action("gold", ()))
    assert said is not None and "+2 gold" in english(said)


def test_every_game_says_what_a_move_changes_at_once_in_its_own_terms():
    """Beyond the search's numbers, the hint (and the coach) say what a choice brings: a
    National Economy worker on the Mine draws a card, The Builders' loan brings coins, a
    Boonlake discard brings coins for a card."""
    from rules.core.actions import Action
    cases = (("national_economy", 2, Action("place", (101,)), ("+1 card in hand",)),
             ("builders", 2, Action("loan", ()), ("+10 coins", "+1 loan")),
             ("boonlake", 3, None, ("-1 card in hand", "coins")))
    for game, players, action, expected in cases:
        rules = registry.get(game)
        for moves in range(0, 60):
            _, state = position(game, players, moves)
            legal = rules.legal_actions(state, 0)
            chosen = action if action in legal else next(
                (a for a in legal if action is None and a.kind == "discard"), None)
            if chosen is not None:
                break
        else:
            pytest.fail(f"{game}: no position offered {action}")
        said = ai_for(rules).explain_choice(rules.view(state, 0), 0, chosen)
        assert said is not None and all(part in english(said) for part in expected), \
            (game, english(said))
