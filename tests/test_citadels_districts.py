"""The eleven base purple districts, written from the rulebook's district text."""

from __future__ import annotations

from citadels_positions import R, actor, kinds, legal_kinds, play, position

from rules.citadels.catalogue import ARCHITECT, BISHOP, KING, MERCHANT, WARLORD, key_of
from rules.core import Action


def test_library_keeps_both_drawn_cards():
    s, _ = position(owners={KING: 0}, cities={0: ["library"]})
    top = {s.deck[-1], s.deck[-2]}
    play(s, ("draw",))
    assert set(s.hands[0]) == top and s.pending[-1][0] == "turn"


def test_observatory_draws_three_keeps_one_and_puts_two_under():
    s, _ = position(owners={KING: 0}, cities={0: ["observatory"]})
    top = s.deck[-3:]
    play(s, ("draw",))
    assert sorted(s.pending[-1][2]) == sorted(top)
    play(s, ("keep", top[0]))
    assert s.hands[0] == [top[0]] and sorted(s.deck[:2]) == sorted(top[1:])


def test_observatory_with_library_draws_three_and_keeps_two():
    s, _ = position(owners={KING: 0}, cities={0: ["observatory", "library"]})
    top = s.deck[-3:]
    play(s, ("draw",), ("keep", top[2]), ("keep", top[0]))
    assert sorted(s.hands[0]) == sorted([top[0], top[2]]) and s.deck[0] == top[1]


def test_laboratory_discards_a_card_for_one_gold_once_per_turn():
    s, _ = position(owners={KING: 0}, cities={0: ["laboratory"]},
                    hands={0: ["temple", "church"]})
    temple, church = s.hands[0]
    play(s, ("lab", temple))
    assert s.gold[0] == 1 and s.hands[0] == [church] and s.deck[0] == temple
    assert "lab" not in legal_kinds(s)
    assert R.check(s, 0, Action("lab", (church,))) == (
        "You have already used the Laboratory this turn.")


def test_smithy_pays_two_gold_to_draw_three_once_per_turn():
    s, _ = position(owners={KING: 0}, cities={0: ["smithy"]}, gold={0: 5})
    top = s.deck[-3:]
    play(s, ("smithy",))
    assert s.gold[0] == 3 and sorted(s.hands[0]) == sorted(top)
    assert "smithy" not in legal_kinds(s)
    s, _ = position(owners={KING: 0}, cities={0: ["smithy"]}, gold={0: 1})
    assert R.check(s, 0, Action("smithy")) == "The Smithy costs 2 gold."


def test_school_of_magic_counts_for_income_of_any_colour():
    for rank in (KING, BISHOP, MERCHANT, WARLORD):
        s, _ = position(owners={rank: 0}, cities={0: ["school_of_magic"]})
        play(s, ("gold",), ("income",))
        assert s.gold[0] == 2 + 1 + (1 if rank == MERCHANT else 0)
    s, _ = position(owners={ARCHITECT: 0}, cities={0: ["school_of_magic"]})
    assert "income" not in legal_kinds(s)


def test_great_wall_adds_one_to_destroy_other_districts_but_not_itself():
    s, _ = position(owners={WARLORD: 0}, gold={0: 4}, cities={1: ["great_wall", "castle"]})
    play(s, ("gold",), ("end",))
    wall, castle = s.cities[1]
    play(s, ("destroy", 1, castle))
    assert s.gold[0] == 6 - 4  # castle: 4 - 1 + 1
    s, _ = position(owners={WARLORD: 0}, gold={0: 3}, cities={1: ["great_wall", "castle"]})
    play(s, ("gold",), ("end",))
    wall = s.cities[1][0]
    play(s, ("destroy", 1, wall))
    assert s.gold[0] == 5 - 5


def test_graveyard_owner_may_pay_one_gold_to_take_the_destroyed_district():
    s, _ = position(owners={WARLORD: 0}, gold={0: 5, 2: 1},
                    cities={1: ["castle"], 2: ["graveyard"]})
    play(s, ("gold",), ("end",))
    castle = s.cities[1][0]
    play(s, ("destroy", 1, castle))
    assert actor(s) == 2 and R.prompt(s, 2) == (
        "You: pay 1 gold at the Graveyard to take the Castle?")
    play(s, ("graveyard", 1))
    assert castle in s.hands[2] and s.gold[2] == 0


def test_graveyard_declined_puts_the_district_under_the_deck():
    s, _ = position(owners={WARLORD: 0}, gold={0: 5, 2: 3},
                    cities={1: ["castle"], 2: ["graveyard"]})
    play(s, ("gold",), ("end",))
    castle = s.cities[1][0]
    play(s, ("destroy", 1, castle), ("graveyard", 0))
    assert s.deck[0] == castle and s.gold[2] == 3


def test_graveyard_does_not_work_for_the_warlord_or_without_gold():
    s, _ = position(owners={WARLORD: 0}, gold={0: 5}, cities={0: ["graveyard"], 1: ["castle"]})
    play(s, ("gold",), ("end",), ("destroy", 1, s.cities[1][0]))
    assert s.pending == [] or s.pending[-1][0] != "graveyard"
    s, _ = position(owners={WARLORD: 0}, gold={0: 5, 2: 0},
                    cities={1: ["castle"], 2: ["graveyard"]})
    play(s, ("gold",), ("end",), ("destroy", 1, s.cities[1][0]))
    assert s.pending == [] or s.pending[-1][0] != "graveyard"


def test_keep_is_safe_from_the_warlord():
    s, _ = position(owners={WARLORD: 0}, gold={0: 9}, cities={1: ["keep"]})
    play(s, ("gold",), ("end",))
    assert [a.kind for a in R.legal_actions(s, 0)] == ["skip"]


def test_dragon_gate_and_university_cost_six_and_score_eight():
    s, _ = position(owners={KING: 0}, cities={0: ["dragon_gate", "university"]})
    assert R.scores(s)[0].breakdown["districts"] == 16
    s, _ = position(owners={KING: 0}, gold={0: 4}, hands={0: ["university"]})
    play(s, ("gold",), ("build", s.hands[0][0]))
    assert s.gold[0] == 0 and kinds(s, 0) == ["university"]


def test_haunted_city_completes_five_colours_unless_built_in_the_last_round():
    colours = ["temple", "watchtower", "manor", "keep", "haunted_city"]  # no green
    s, _ = position(owners={KING: 0}, cities={0: colours})
    s.round = 5
    assert R.scores(s)[0].breakdown["five_colours"] == 3
    s.built_round[0][4] = 5
    assert R.scores(s)[0].breakdown["five_colours"] == 0
    s, _ = position(owners={KING: 0}, cities={0: ["temple", "watchtower", "manor", "tavern",
                                                  "haunted_city"]})
    s.built_round[0][4] = s.round
    assert R.scores(s)[0].breakdown["five_colours"] == 3  # purple is its own colour
    assert key_of(s.cities[0][4]) == "haunted_city"
