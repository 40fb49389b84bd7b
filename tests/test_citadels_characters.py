"""Each classic character's power, written from the rulebook's character text."""

from __future__ import annotations

import pytest
from citadels_positions import R, actor, english_log, kinds, legal_kinds, play, position

from rules.citadels.catalogue import (
    ARCHITECT,
    ASSASSIN,
    BISHOP,
    KING,
    MAGICIAN,
    MERCHANT,
    THIEF,
    WARLORD,
    key_of,
)
from rules.core import Action, IllegalAction
from rules.core.message import english


def test_assassin_victim_misses_turn_and_is_revealed_at_round_end():
    s, _ = position(owners={ASSASSIN: 0, MERCHANT: 1, ARCHITECT: 2}, gold={1: 3})
    play(s, ("gold",), ("kill", MERCHANT), ("end",))
    assert actor(s) == 2 and s.calling == ARCHITECT  # the Merchant's turn never came
    assert s.gold[1] == 3
    assert not s.revealed[MERCHANT]
    assert "The Merchant was murdered and stays silent." in english_log(s)
    play(s, ("gold",), ("end",))
    assert s.round == 2 and s.phase == "draft"
    assert any("Ben was the murdered Merchant" in line for line in english_log(s))


def test_assassin_cannot_name_itself():
    s, _ = position(owners={ASSASSIN: 0})
    assert Action("kill", (ASSASSIN,)) not in R.legal_actions(s, 0)
    assert "cannot murder" in R.check(s, 0, Action("kill", (ASSASSIN,)))


def test_murdered_king_still_takes_the_crown_at_round_end():
    s, _ = position(owners={ASSASSIN: 0, KING: 1, WARLORD: 2}, crown=0)
    play(s, ("gold",), ("kill", KING), ("end",))
    assert s.crown == 0 and actor(s) == 2  # not crowned when called
    play(s, ("gold",), ("end",), ("skip",))
    assert s.crown == 1
    assert s.pending[-1][1] == 1  # and picks first in the next round


def test_king_takes_crown_when_called_and_noble_income():
    s, _ = position(owners={KING: 1}, crown=0, cities={1: ["manor", "castle", "temple"]})
    assert s.crown == 1
    play(s, ("gold",), ("income",))
    assert s.gold[1] == 2 + 2


def test_crown_stays_when_nobody_is_king():
    s, _ = position(owners={MERCHANT: 1}, crown=2)
    play(s, ("gold",), ("end",))
    assert s.crown == 2 and s.pending[-1][1] == 2


def test_thief_takes_all_gold_when_the_victim_is_revealed_before_it_acts():
    s, _ = position(owners={THIEF: 0, MERCHANT: 1}, gold={0: 0, 1: 5})
    play(s, ("rob", MERCHANT), ("gold",), ("end",))
    assert s.gold == [2 + 5, 0, 0, 0]
    assert actor(s) == 1 and legal_kinds(s) >= {"gold", "draw"}


def test_thief_cannot_rob_assassin_or_the_murdered_character():
    s, _ = position(owners={ASSASSIN: 0, THIEF: 1, KING: 2})
    play(s, ("gold",), ("kill", KING), ("end",))
    legal = R.legal_actions(s, 1)
    assert Action("rob", (ASSASSIN,)) not in legal
    assert Action("rob", (KING,)) not in legal
    assert Action("rob", (BISHOP,)) in legal
    assert R.check(s, 1, Action("rob", (KING,))) == "The Thief cannot rob the murdered character."
    assert "cannot rob the Assassin" in R.check(s, 1, Action("rob", (ASSASSIN,)))


def test_magician_swaps_whole_hands_even_with_an_empty_hand():
    s, _ = position(owners={MAGICIAN: 0}, hands={0: [], 2: ["temple", "castle"]})
    theirs = list(s.hands[2])
    play(s, ("swap", 2))
    assert s.hands[0] == theirs and s.hands[2] == []


def test_magician_puts_cards_under_the_deck_and_draws_as_many():
    s, _ = position(owners={MAGICIAN: 0}, hands={0: ["temple", "castle", "manor"]})
    temple, castle, manor = s.hands[0]
    top_two = s.deck[-2:]
    play(s, ("magic",), ("mark", temple), ("mark", manor))
    assert R.check(s, 0, Action("mark", (temple,))) == (
        "That card is already marked: use Undo to unmark it.")
    play(s, ("exchange",))
    assert sorted(s.hands[0]) == sorted([castle, *top_two])
    assert sorted(s.deck[:2]) == sorted([temple, manor])
    assert "magic" not in legal_kinds(s) and "swap" not in legal_kinds(s)


def test_magician_exchange_can_be_cancelled_only_twice_a_turn():
    s, _ = position(owners={MAGICIAN: 0}, hands={0: ["temple", "castle"]})
    hand = list(s.hands[0])
    play(s, ("magic",), ("mark", hand[0]), ("cancel",), ("magic",), ("cancel",))
    assert s.hands[0] == hand and "magic" not in legal_kinds(s)
    assert R.check(s, 0, Action("magic")) == "You have cancelled the exchange twice this turn."
    assert "swap" in legal_kinds(s)  # the power itself is still unused


def test_bishop_income_and_protection_from_the_warlord():
    s, _ = position(owners={BISHOP: 1, WARLORD: 2}, cities={1: ["temple", "church"],
                                                            3: ["manor"]}, gold={2: 10})
    play(s, ("gold",), ("income",))
    assert s.gold[1] == 2 + 2
    play(s, ("end",), ("gold",), ("end",))
    targets = [a.args for a in R.legal_actions(s, 2) if a.kind == "destroy"]
    assert all(seat != 1 for seat, _ in targets)
    assert any(seat == 3 for seat, _ in targets)
    temple = s.cities[1][0]
    assert R.check(s, 2, Action("destroy", (1, temple))) == (
        "The Bishop's districts are protected from the Warlord.")


def test_murdered_bishop_loses_protection():
    s, _ = position(owners={ASSASSIN: 0, BISHOP: 1, WARLORD: 2},
                    cities={1: ["temple"]}, gold={2: 5})
    play(s, ("gold",), ("kill", BISHOP), ("end",), ("gold",), ("end",))
    assert Action("destroy", (1, s.cities[1][0])) in R.legal_actions(s, 2)


def test_merchant_gets_one_more_gold_with_either_action():
    s, _ = position(owners={MERCHANT: 0}, cities={0: ["tavern", "market"]})
    play(s, ("gold",))
    assert s.gold[0] == 3
    play(s, ("income",))
    assert s.gold[0] == 5
    s, _ = position(owners={MERCHANT: 0})
    play(s, ("draw",))
    play(s, ("keep", s.pending[-1][2][0]))
    assert s.gold[0] == 1 and len(s.hands[0]) == 1


def test_architect_draws_two_more_after_the_action_and_builds_up_to_three():
    s, _ = position(owners={ARCHITECT: 0}, gold={0: 10},
                    hands={0: ["temple", "watchtower", "tavern", "church"]})
    assert "build" not in legal_kinds(s)  # not before the action
    play(s, ("gold",))
    assert len(s.hands[0]) == 6
    temple, watchtower, tavern, church = s.hands[0][:4]
    play(s, ("build", temple), ("build", watchtower), ("build", tavern))
    assert kinds(s, 0) == ["tavern", "temple", "watchtower"]
    assert "build" not in legal_kinds(s)
    assert R.check(s, 0, Action("build", (church,))) == (
        "You have already built 3 districts this turn.")


def test_warlord_pays_cost_minus_one_and_may_hit_his_own_city():
    s, _ = position(owners={WARLORD: 0}, gold={0: 4},
                    cities={0: ["watchtower"], 1: ["palace", "tavern"]})
    play(s, ("gold",), ("income",))
    assert s.gold[0] == 7
    play(s, ("end",))
    palace, tavern = s.cities[1]
    watchtower = s.cities[0][0]
    legal = R.legal_actions(s, 0)
    assert Action("destroy", (0, watchtower)) in legal
    assert Action("destroy", (1, tavern)) in legal
    play(s, ("destroy", 1, palace))
    assert s.gold[0] == 7 - 4 and kinds(s, 1) == ["tavern"]
    assert s.deck[0] == palace  # destroyed districts go under the deck


def test_warlord_cannot_destroy_in_a_completed_city_or_the_keep():
    full = ["temple", "church", "monastery", "watchtower", "prison", "manor", "tavern",
            "market"]
    s, _ = position(owners={WARLORD: 0}, gold={0: 20}, cities={1: full, 2: ["keep", "manor"]})
    play(s, ("gold",), ("end",))
    targets = [a.args for a in R.legal_actions(s, 0) if a.kind == "destroy"]
    assert all(seat != 1 for seat, _ in targets)
    keep, manor = s.cities[2]
    assert (2, manor) in targets and (2, keep) not in targets
    assert R.check(s, 0, Action("destroy", (1, s.cities[1][0]))) == (
        "A completed city cannot be attacked.")
    assert R.check(s, 0, Action("destroy", (2, keep))) == "The Keep cannot be destroyed."


def test_warlord_cannot_destroy_what_he_cannot_afford():
    s, _ = position(owners={WARLORD: 0}, gold={0: 0}, cities={1: ["palace", "temple"]})
    play(s, ("draw",))
    play(s, ("keep", s.pending[-1][2][0]), ("end",))
    palace, temple = s.cities[1]
    legal = R.legal_actions(s, 0)
    assert Action("destroy", (1, temple)) in legal  # a 1-cost district is free
    assert Action("destroy", (1, palace)) not in legal
    assert "costs 4 gold" in R.check(s, 0, Action("destroy", (1, palace)))


def test_illegal_action_leaves_the_state_unchanged():
    s, _ = position(owners={KING: 0}, gold={0: 1}, hands={0: ["palace"]})
    play(s, ("gold",))
    before = s.to_json()
    with pytest.raises(IllegalAction) as err:
        R.apply(s, 0, Action("build", (s.hands[0][0],)))
    assert english(err.value.reason) == "The Palace costs 5 gold; you have 3."
    assert s.to_json() == before
    with pytest.raises(IllegalAction) as err:
        R.apply(s, 1, Action("end"))
    assert english(err.value.reason) == "It is not your turn."


def test_no_two_identical_districts_in_a_city():
    s, _ = position(owners={KING: 0}, gold={0: 9}, hands={0: ["manor"]},
                    cities={0: ["manor"]})
    play(s, ("gold",))
    manor = s.hands[0][0]
    assert Action("build", (manor,)) not in R.legal_actions(s, 0)
    assert "already has a Manor" in R.check(s, 0, Action("build", (manor,)))


def test_action_comes_before_building_and_only_once():
    s, _ = position(owners={KING: 0}, gold={0: 9}, hands={0: ["manor"]})
    assert R.check(s, 0, Action("build", (s.hands[0][0],))) == "First take 2 gold or draw cards."
    assert R.check(s, 0, Action("end")) == "First take 2 gold or draw cards."
    play(s, ("draw",))
    play(s, ("keep", s.pending[-1][2][1]))
    assert R.check(s, 0, Action("gold")) == "You have already taken gold or cards this turn."


def test_drawing_keeps_one_and_puts_the_other_under_the_deck():
    s, _ = position(owners={KING: 0})
    top = s.deck[-1], s.deck[-2]
    play(s, ("draw",))
    assert s.pending[-1][2] == top and s.pending[-1][0] == "keep"
    assert R.view(s, 1).pending[-1][2] == (-2, -2)  # others cannot see the drawn cards
    play(s, ("keep", top[1]))
    assert s.hands[0] == [top[1]] and s.deck[0] == top[0]


def test_colour_income_is_taken_once_and_automatically_at_turn_end():
    s, _ = position(owners={KING: 0, WARLORD: 1}, cities={0: ["manor", "castle"]})
    play(s, ("gold",), ("income",))
    assert "income" not in legal_kinds(s)
    assert R.check(s, 0, Action("income")) == "You have already taken your income this turn."
    s, _ = position(owners={KING: 0, WARLORD: 1}, cities={0: ["manor", "castle"]})
    play(s, ("gold",), ("end",))
    assert s.gold[0] == 4


def test_gold_runs_out_when_the_bank_is_empty():
    s, _ = position(owners={KING: 0}, gold={1: 29})
    assert s.bank == 1
    play(s, ("gold",))
    assert s.gold[0] == 1 and s.bank == 0


@pytest.mark.parametrize("rank", [ASSASSIN, THIEF, MAGICIAN])
def test_powers_are_used_once(rank):
    s, _ = position(owners={rank: 0}, hands={0: ["temple"], 1: ["castle"]})
    first = next(a for a in R.legal_actions(s, 0) if a.kind in ("kill", "rob", "swap"))
    play(s, (first.kind, *first.args))
    assert not {"kill", "rob", "swap", "magic"} & legal_kinds(s)
    assert "already used its power" in R.check(s, 0, first)


def test_face_up_characters_cannot_be_named():
    s, _ = position(owners={ASSASSIN: 0})
    s.faceup = [BISHOP]
    s.facedown.remove(BISHOP)
    assert Action("kill", (BISHOP,)) not in R.legal_actions(s, 0)
    assert "face up" in R.check(s, 0, Action("kill", (BISHOP,)))
    assert key_of(0) == "temple"
