"""Dark City setup (cast options, the 9-character draft, mixing the districts) and the
interaction checklist of the data note (§1.8): crown, Queen, Witch, tax, attack costs."""

from __future__ import annotations

import pytest
from citadels_positions import (
    NAMES,
    R,
    actor,
    adorn,
    cast,
    english_log,
    kinds,
    legal_kinds,
    play,
    position,
)

from rules.citadels.catalogue import ARCHITECT, ASSASSIN, KING, MERCHANT, WARLORD, kind_of
from rules.core import Action, Seat
from rules.core.state import Decision

WITCH, TAX, WIZARD, EMPEROR, ABBOT, ALCHEMIST, NAVIGATOR, DIPLOMAT = range(1, 9)
NINE = 9


def new(players: int, seed: int = 0, **options):
    return R.new_game([Seat(n) for n in NAMES[:players]], R.make_options(options), seed)


def all_cards(s) -> list[int]:
    return s.deck + [c for hand in s.hands for c in hand]


# ----- setup: the cast -----------------------------------------------------------------------
def test_cast_options_choose_the_character_of_each_rank():
    s = new(4, rank_1="witch", rank_4="emperor", rank_9="artist")
    assert s.cast[1:] == ("witch", "thief", "magician", "emperor", "bishop", "merchant",
                          "architect", "warlord", "artist")
    assert s.characters == list(range(1, 10))
    s = new(4)
    assert s.characters == list(range(1, 9)) and s.cast[NINE] == ""  # rank 9 is optional


def test_a_random_rank_resolves_to_one_of_its_two_characters():
    third, ninth = set(), set()
    for seed in range(40):
        s = new(4, seed, rank_3="random", rank_9="random")
        third.add(s.cast[3])
        ninth.add(s.cast[NINE])
    assert third == {"magician", "wizard"} and ninth == {"queen", "artist"}


@pytest.mark.parametrize(("players", "faceup"), [(4, 3), (5, 2), (6, 1), (7, 0)])
def test_nine_characters_face_up_discards(players, faceup):
    s = new(players, rank_9="queen")
    assert len(s.faceup) == faceup and len(s.facedown) == 1
    assert len(s.pool) == 9 - 1 - faceup


def test_rank_four_is_never_face_up_with_nine_characters():
    for seed in range(150):
        s = new(4, seed, rank_4="emperor", rank_9="artist")
        assert 4 not in s.faceup and len(s.faceup) == 3


def test_seven_players_with_nine_characters_keep_the_face_down_card_apart():
    s = new(7, seed=2, rank_9="artist")
    hidden = s.facedown[0]
    for _ in range(6):
        play(s, ("pick", sorted(s.pool)[0]))
    assert len(s.pool) == 2 and s.facedown == [hidden]  # no merge: two cards remain
    play(s, ("pick", sorted(s.pool)[0]))
    assert s.phase == "turns" and len(s.facedown) == 2 and hidden in s.facedown


def test_three_player_rulebook_game_removes_rank_one_even_the_witch():
    s = new(3, rank_1="witch")
    assert 1 not in s.characters and s.cast[1] == ""
    s = new(3, rank_1="witch", three_players="official")
    assert s.plays(1, "witch") and 1 in s.characters


# ----- setup: the districts ------------------------------------------------------------------
def test_up_to_three_dark_districts_are_added_to_the_base_deck():
    s = new(4, district_armory=True, district_museum=True, district_park=True)
    cards = all_cards(s)
    assert s.removed == [] and len(cards) == 66 + 3
    assert {kind_of(c).key for c in cards if kind_of(c).dark_city} == {"armory", "museum",
                                                                       "park"}


def test_more_than_three_dark_districts_remove_as_many_base_cards_unseen():
    keys = ("armory", "museum", "park", "hospital", "quarry")
    s = new(4, **{f"district_{k}": True for k in keys})
    cards = all_cards(s)
    assert len(cards) == 66 and len(s.removed) == 5
    assert not any(kind_of(c).dark_city for c in s.removed)
    assert not set(s.removed) & set(cards)
    assert {kind_of(c).key for c in cards if kind_of(c).dark_city} == set(keys)
    assert R.view(s, 0).removed == [-2] * 5


# ----- the crown -----------------------------------------------------------------------------
def test_witch_playing_the_emperor_must_give_the_crown_away():
    s, _ = position(owners={WITCH: 0, EMPEROR: 1}, options=cast("witch", "emperor"), crown=2,
                    cities={0: ["manor"]}, gold={3: 2})
    play(s, ("gold",), ("bewitch", EMPEROR), ("gold",))
    assert actor(s) == 0 and s.crown == 2  # the Emperor's player does nothing with it
    assert "end" not in legal_kinds(s)
    crowns = [a.args[0] for a in R.legal_actions(s, 0) if a.kind == "crown"]
    assert crowns == [1, 2, 3]
    play(s, ("crown", 3), ("end",))
    assert s.crown == 3 and s.gold[0] == 2 + 1 + 1  # tribute and her own noble income


def test_emperor_passing_the_crown_changes_who_must_be_thanked_at_the_ball_room():
    s, _ = position(owners={EMPEROR: 0, MERCHANT: 1}, options=cast("emperor"), crown=0,
                    cities={0: ["ball_room"], 2: []})
    play(s, ("gold",), ("crown", 2), ("end",))
    assert s.pending[-1][0] == "turn" and actor(s) == 1  # Ann no longer holds the crown
    s, _ = position(owners={EMPEROR: 0, MERCHANT: 1}, options=cast("emperor"), crown=1,
                    cities={2: ["ball_room"]})
    play(s, ("gold",), ("crown", 2), ("end",))
    assert s.pending[-1] == Decision("thanks", 1, (), MERCHANT)


def test_murdered_king_and_throne_room_at_the_end_of_the_round_then_king_picks_first():
    s, _ = position(owners={ASSASSIN: 0, KING: 1, WARLORD: 2}, crown=3,
                    cities={2: ["throne_room"]})
    play(s, ("gold",), ("kill", KING), ("end",), ("gold",), ("end",), ("skip",))
    assert s.crown == 1 and s.gold[2] == 2 + 1 and s.pending[-1][1] == 1


# ----- the Queen -----------------------------------------------------------------------------
def test_queen_next_to_a_murdered_emperor_rulebook_paid_at_round_end_official_never():
    owners = {ASSASSIN: 0, EMPEROR: 1, NINE: 2}
    s, _ = position(owners=owners, options=cast("emperor", "queen"), players=5)
    play(s, ("gold",), ("kill", EMPEROR), ("end",), ("gold",), ("end",))
    assert s.round == 2 and s.gold[2] == 5
    s, _ = position(owners=owners, options=cast("emperor", "queen", queen="official"),
                    players=5)
    play(s, ("gold",), ("kill", EMPEROR), ("end",), ("gold",), ("end",))
    assert s.round == 2 and s.gold[2] == 2


def test_queen_next_to_a_bewitched_kings_player_is_paid():
    s, _ = position(owners={WITCH: 0, KING: 1, NINE: 2}, options=cast("witch", "queen"),
                    players=5)
    play(s, ("gold",), ("bewitch", KING), ("gold",), ("end",), ("gold",), ("queen",))
    assert s.gold[2] == 5


# ----- the Witch -----------------------------------------------------------------------------
def test_bewitched_tax_collector_that_nobody_has_collects_nothing():
    s, _ = position(owners={WITCH: 0, MERCHANT: 1}, options=cast("witch", "tax_collector"),
                    gold={1: 5}, hands={1: ["temple"]})
    play(s, ("gold",), ("bewitch", TAX))
    assert actor(s) == 1
    play(s, ("gold",), ("build", s.hands[1][0]), ("end",))
    assert s.gold[:2] == [2, 5 + 3 - 1]


def test_witch_playing_the_alchemist_is_refunded_what_she_built():
    s, _ = position(owners={WITCH: 0, ALCHEMIST: 1}, options=cast("witch", "alchemist"),
                    gold={0: 2, 1: 3}, hands={0: ["castle"], 1: ["manor"]})
    play(s, ("gold",), ("bewitch", ALCHEMIST), ("gold",), ("build", s.hands[0][0]))
    assert s.gold[0] == 0
    play(s, ("end",))
    assert s.gold[:2] == [4, 5] and s.cities[1] == []


def test_witch_playing_the_diplomat_exchanges_from_her_own_city():
    s, _ = position(owners={WITCH: 0, DIPLOMAT: 1}, options=cast("witch", "diplomat"),
                    cities={0: ["temple"], 1: ["castle"]}, gold={0: 1})
    play(s, ("gold",), ("bewitch", DIPLOMAT), ("gold",), ("end",))
    assert s.pending[-1][:2] == ("diplomat", 0)
    play(s, ("trade", s.cities[0][0], 1, s.cities[1][0]))
    assert kinds(s, 0) == ["castle"] and kinds(s, 1) == ["temple"] and s.gold[:2] == [0, 5]


def test_witch_playing_the_abbot_collects_from_the_richest():
    s, _ = position(owners={WITCH: 0, ABBOT: 1}, options=cast("witch", "abbot"),
                    cities={0: ["temple"]}, gold={2: 6})
    play(s, ("gold",), ("bewitch", ABBOT), ("gold",), ("end",))
    assert s.gold[:3] == [2 + 1 + 1, 2, 5]


def test_witch_playing_the_wizard_builds_the_card_in_her_city():
    s, _ = position(owners={WITCH: 0, WIZARD: 1}, options=cast("witch", "wizard"),
                    hands={2: ["manor"]}, gold={0: 1})
    play(s, ("gold",), ("bewitch", WIZARD), ("gold",), ("peek", 2),
         ("conjure", s.hands[2][0]))
    assert kinds(s, 0) == ["manor"] and s.cities[1] == []


# ----- tax -----------------------------------------------------------------------------------
def test_poor_house_pays_after_the_tax():
    s, _ = position(owners={TAX: 0, MERCHANT: 1}, options=cast("tax_collector"), gold={1: 0},
                    cities={1: ["poor_house"]}, hands={1: ["church"]})
    play(s, ("gold",), ("end",), ("gold",), ("build", s.hands[1][0]), ("end",))
    assert s.gold[:2] == [3, 1]  # 3 - 2 = 1 paid as tax, then 1 from the Poor House
    assert english_log(s).index("Ben pays 1 gold of tax to Ann.") < english_log(s).index(
        "Ben has no gold and takes 1 at the Poor House.")


def test_two_players_the_tax_collectors_other_character_pays_no_tax():
    s, _ = position(players=2, owners={TAX: 0, MERCHANT: 0, ARCHITECT: 1},
                    options=cast("tax_collector"), gold={0: 1, 1: 1},
                    hands={0: ["temple"], 1: ["church"]})
    play(s, ("gold",), ("end",), ("gold",), ("build", s.hands[0][0]), ("end",))
    assert s.gold[0] == 2 + 1 + 3 - 1
    play(s, ("gold",), ("build", s.hands[1][0]), ("end",))
    assert s.gold == [6, 0]


def test_wizard_building_a_taken_card_owes_tax():
    s, _ = position(owners={TAX: 1, WIZARD: 0}, start=TAX,
                    options=cast("tax_collector", "wizard"), gold={0: 5},
                    hands={2: ["temple"]})
    play(s, ("gold",), ("end",), ("gold",), ("peek", 2), ("conjure", s.hands[2][0]), ("end",))
    assert s.gold[:2] == [5 + 2 - 1 - 1, 3]


# ----- attack costs --------------------------------------------------------------------------
def test_warlord_cost_adds_the_artist_gold_and_the_great_wall():
    s, _ = position(owners={WARLORD: 0}, gold={0: 1}, options=cast("artist"),
                    cities={1: ["great_wall", "manor"]})
    adorn(s, s.cities[1][1])
    play(s, ("gold",), ("end",))
    assert R.check(s, 0, Action("destroy", (1, s.cities[1][1]))) == (
        "Destroying the Manor costs 4 gold; you have 3.")  # 3 + 1 (Artist) - 1 + 1 (Wall)
    s, _ = position(owners={WARLORD: 0}, gold={0: 2}, options=cast("artist"),
                    cities={1: ["great_wall", "manor"]})
    adorn(s, s.cities[1][1])
    play(s, ("gold",), ("end",), ("destroy", 1, s.cities[1][1]))
    assert s.gold[0] == 0 and kinds(s, 1) == ["great_wall"]


def test_armory_ignores_the_bell_towers_protection_of_seven_district_cities():
    s, _ = position(owners={KING: 0}, cities={0: ["armory"], 1: ["bell_tower"] + [
        "temple", "church", "monastery", "watchtower", "prison", "manor"]})
    play(s, ("armory", 1, s.cities[1][1]))
    assert len(s.cities[1]) == 6


def test_diplomat_cannot_exchange_with_a_bewitched_bishop_witch():
    s, _ = position(owners={WITCH: 0, 5: 1, DIPLOMAT: 2}, options=cast("witch", "diplomat"),
                    cities={0: ["castle"], 1: ["manor"], 2: ["temple"]}, gold={2: 9})
    play(s, ("gold",), ("bewitch", 5), ("gold",), ("end",), ("gold",), ("end",))
    trades = [a.args for a in R.legal_actions(s, 2) if a.kind == "trade"]
    assert trades == [(s.cities[2][0], 1, s.cities[1][0])]


def test_navigator_official_the_witch_never_builds_in_a_bewitched_navigator_turn():
    s, _ = position(owners={WITCH: 0, NAVIGATOR: 1}, hands={0: ["temple"]}, gold={0: 3},
                    options=cast("witch", "navigator", navigator="official"))
    play(s, ("gold",), ("bewitch", NAVIGATOR), ("gold",))
    assert Action("build", (s.hands[0][0],)) not in R.legal_actions(s, 0)
    play(s, ("navigate", 1), ("end",))
    assert s.cities[0] == [] and len(s.hands[0]) == 5


# ----- more crown, Witch and Wizard cases ----------------------------------------------------
def test_the_player_the_emperor_crowned_picks_first_next_round():
    s, _ = position(owners={EMPEROR: 0, MERCHANT: 1}, options=cast("emperor"), crown=0)
    play(s, ("gold",), ("crown", 3), ("end",), ("gold",), ("end",))
    assert s.round == 2 and s.pending[-1] == Decision("pick", 3, (), 0)


def test_murdered_king_with_the_hospital_takes_the_crown_when_called():
    s, _ = position(owners={ASSASSIN: 0, KING: 1, MERCHANT: 2}, crown=0,
                    cities={1: ["hospital", "manor"]})
    play(s, ("gold",), ("kill", KING), ("end",))
    assert actor(s) == 1 and s.crown == 1
    play(s, ("gold",))
    assert s.gold[1] == 2 and actor(s) == 2  # no noble income


def test_witch_playing_the_artist_beautifies_her_own_districts():
    s, _ = position(owners={WITCH: 0, NINE: 1}, options=cast("witch", "artist"),
                    cities={0: ["manor"], 1: ["castle"]})
    play(s, ("gold",), ("bewitch", NINE), ("gold",))
    assert [a.args for a in R.legal_actions(s, 0) if a.kind == "beautify"] == [
        (s.cities[0][0],)]
    play(s, ("beautify", s.cities[0][0]), ("end",))
    assert R.scores(s)[0].breakdown["beautified"] == 1


def test_bewitched_player_who_forgets_to_thank_the_witch_still_plays_the_turn():
    s, _ = position(owners={WITCH: 0, MERCHANT: 1}, options=cast("witch"), crown=2,
                    cities={2: ["ball_room"]})
    play(s, ("thanks", 1), ("gold",), ("bewitch", MERCHANT), ("thanks", 0))
    assert s.gold[1] == 0 and actor(s) == 0 and s.witch_turn
    play(s, ("end",))
    assert s.gold[0] == 3


def test_a_card_the_wizard_keeps_follows_the_no_duplicate_rule():
    s, _ = position(owners={WIZARD: 0}, options=cast("wizard"), gold={0: 3},
                    cities={0: ["temple"]}, hands={1: ["temple"]})
    temple = s.hands[1][0]
    play(s, ("peek", 1), ("take", temple), ("gold",))
    assert Action("build", (temple,)) not in R.legal_actions(s, 0)
    assert R.check(s, 0, Action("build", (temple,))) == (
        "Your city already has a Temple: no two identical districts.")


def test_bell_tower_built_when_nobody_has_seven_the_first_completer_still_takes_four():
    s, _ = position(owners={KING: 0, MERCHANT: 1}, gold={0: 9, 1: 9},
                    cities={0: ["bell_tower"], 1: ["temple", "church", "monastery",
                                                   "watchtower", "prison", "manor"]},
                    hands={1: ["palace"]})
    play(s, ("gold",), ("end",), ("gold",), ("build", s.hands[1][0]), ("end",))
    assert s.phase == "over" and R.scores(s)[1].breakdown["first_complete"] == 4
