"""The fourteen Dark City districts, written from the card texts (data note §1.3) and the
rulebook's district FAQ (citadels.zh-Hant.txt, the ☆ districts)."""

from __future__ import annotations

from citadels_positions import (
    R,
    actor,
    adorn,
    card,
    cast,
    english_log,
    kinds,
    legal_kinds,
    play,
    position,
)

from rules.citadels.catalogue import (
    ARCHITECT,
    ASSASSIN,
    BISHOP,
    KING,
    MERCHANT,
    WARLORD,
    key_of,
)
from rules.core import Action
from rules.core.state import Decision

EMPEROR = 4
SIX = ["temple", "church", "monastery", "watchtower", "prison", "manor"]
SEVEN = SIX + ["tavern"]
EIGHT = SEVEN + ["market"]


def destroy_targets(s) -> list[tuple[int, int]]:
    return [a.args for a in R.legal_actions(s, actor(s)) if a.kind == "destroy"]


# ----- Lighthouse ----------------------------------------------------------------------------
def test_lighthouse_searches_the_deck_for_one_card_when_built():
    s, _ = position(owners={KING: 0}, gold={0: 1}, hands={0: ["lighthouse"]})
    play(s, ("gold",), ("build", s.hands[0][0]))
    assert s.pending[-1][0] == "lighthouse" and actor(s) == 0
    assert sorted(s.pending[-1][2]) == sorted(s.deck)
    palace = next(c for c in s.deck if key_of(c) == "palace")
    size = len(s.deck)
    play(s, ("search", palace))
    assert s.hands[0] == [palace] and palace not in s.deck and len(s.deck) == size - 1
    assert s.pending[-1][0] == "turn" and "end" in legal_kinds(s)


# ----- Armory --------------------------------------------------------------------------------
def test_armory_is_destroyed_to_destroy_a_district_the_bishop_and_keep_do_not_protect():
    s, _ = position(owners={BISHOP: 1, MERCHANT: 0}, start=BISHOP,
                    cities={0: ["armory", "temple"], 1: ["keep", "church"], 3: ["graveyard"]},
                    gold={3: 5})
    play(s, ("gold",), ("end",))
    assert actor(s) == 0
    armory = s.cities[0][0]
    keep, church = s.cities[1]
    targets = [a.args for a in R.legal_actions(s, 0) if a.kind == "armory"]
    assert (1, keep) in targets and (1, church) in targets and (3, s.cities[3][0]) in targets
    assert all(seat != 0 for seat, _ in targets)  # never your own city
    assert R.check(s, 0, Action("armory", (0, s.cities[0][1]))) == (
        "The Armory destroys a district in another player's city.")
    play(s, ("armory", 1, keep))
    assert kinds(s, 0) == ["temple"] and kinds(s, 1) == ["church"]
    assert set(s.deck[:2]) == {armory, keep}
    assert s.pending[-1][0] == "turn" and s.gold[3] == 5  # the Graveyard does not answer
    assert "armory" not in legal_kinds(s)


def test_armory_reaches_into_a_completed_city():
    s, _ = position(owners={KING: 0}, cities={0: ["armory"], 1: EIGHT})
    temple = s.cities[1][0]
    play(s, ("armory", 1, temple))
    assert len(s.cities[1]) == 7 and temple in s.deck


# ----- Museum --------------------------------------------------------------------------------
def test_museum_takes_one_card_a_turn_and_scores_one_point_per_card():
    s, _ = position(owners={KING: 0}, cities={0: ["museum"]}, hands={0: ["temple", "church"]})
    temple, church = s.hands[0]
    play(s, ("museum", temple))
    assert s.museum == [temple] and s.hands[0] == [church]
    assert "museum" not in legal_kinds(s)
    assert R.check(s, 0, Action("museum", (church,))) == (
        "You have already used the Museum this turn.")
    assert R.scores(s)[0].breakdown["museum"] == 1
    assert R.scores(s)[0].total == 4 + 1


def test_destroyed_museum_and_its_cards_go_under_the_deck():
    s, _ = position(owners={WARLORD: 0}, gold={0: 1}, cities={1: ["museum"]})
    stored = [s.deck.pop(), s.deck.pop()]
    s.museum = list(stored)
    museum = s.cities[1][0]
    play(s, ("gold",), ("end",), ("destroy", 1, museum))  # its own cost: 4 - 1
    assert s.gold[0] == 0 and s.museum == []
    assert set(s.deck[:3]) == {museum, *stored}


# ----- Imperial Treasury, Map Room, Wishing Well ---------------------------------------------
def test_imperial_treasury_scores_the_gold_in_hand_not_on_districts():
    s, _ = position(owners={KING: 0}, gold={0: 5}, cities={0: ["imperial_treasury", "manor"]})
    assert R.scores(s)[0].breakdown["imperial_treasury"] == 5
    adorn(s, s.cities[0][1])
    s.gold[0] -= 1
    s.bank += 1
    assert R.scores(s)[0].breakdown["imperial_treasury"] == 4
    s, _ = position(owners={KING: 0}, gold={0: 5}, cities={0: ["manor"]})
    assert "imperial_treasury" not in R.scores(s)[0].breakdown


def test_map_room_scores_the_cards_in_hand():
    s, _ = position(owners={KING: 0}, cities={0: ["map_room"]},
                    hands={0: ["temple", "palace", "tavern"]})
    score = R.scores(s)[0]
    assert score.breakdown["map_room"] == 3 and score.total == 5 + 3


def test_wishing_well_scores_the_other_purple_districts():
    s, _ = position(owners={KING: 0}, cities={0: ["wishing_well", "library", "smithy",
                                                  "temple"]})
    assert R.scores(s)[0].breakdown["wishing_well"] == 2


def test_wishing_well_does_not_count_a_haunted_city_used_as_another_colour():
    s, _ = position(owners={KING: 0}, cities={0: ["wishing_well", "haunted_city", "temple",
                                                  "watchtower", "manor"]})
    score = R.scores(s)[0].breakdown  # the Haunted City is green here: 3 > the Well's 1
    assert score["five_colours"] == 3 and score["wishing_well"] == 0
    s, _ = position(owners={KING: 0}, cities={0: ["wishing_well", "haunted_city", "temple",
                                                  "watchtower", "manor", "tavern"]})
    score = R.scores(s)[0].breakdown  # no colour is missing: it stays purple
    assert score["five_colours"] == 3 and score["wishing_well"] == 1


# ----- Quarry --------------------------------------------------------------------------------
def test_quarry_allows_one_duplicate_at_a_time():
    s, _ = position(owners={ARCHITECT: 0}, gold={0: 10},
                    cities={0: ["quarry", "temple", "manor"]}, hands={0: ["temple", "manor"]})
    play(s, ("gold",))
    temple, manor = card(s, 0, "temple"), card(s, 0, "manor")
    assert Action("build", (manor,)) in R.legal_actions(s, 0)
    play(s, ("build", temple))
    assert kinds(s, 0).count("temple") == 2
    assert Action("build", (manor,)) not in R.legal_actions(s, 0)
    assert R.check(s, 0, Action("build", (manor,))) == (
        "With the Quarry your city may hold only one duplicate at a time.")


def test_duplicates_stay_when_the_quarry_is_destroyed():
    s, _ = position(owners={WARLORD: 0}, gold={0: 3}, cities={1: ["quarry", "temple",
                                                                  "temple"]})
    play(s, ("gold",), ("end",), ("destroy", 1, s.cities[1][0]))
    assert kinds(s, 1) == ["temple", "temple"]


# ----- Poor House, Park ----------------------------------------------------------------------
def test_poor_house_gives_one_gold_to_an_owner_with_none_at_the_end_of_the_turn():
    s, _ = position(owners={KING: 0}, cities={0: ["poor_house"]}, hands={0: ["church"]})
    play(s, ("gold",), ("build", s.hands[0][0]))
    assert s.gold[0] == 0
    play(s, ("end",))
    assert s.gold[0] == 1
    s, _ = position(owners={KING: 0}, cities={0: ["poor_house"]}, hands={0: ["temple"]})
    play(s, ("gold",), ("build", s.hands[0][0]), ("end",))
    assert s.gold[0] == 1  # still had 1 gold: nothing


def test_poor_house_ignores_gold_on_districts():
    s, _ = position(owners={KING: 0}, cities={0: ["poor_house", "manor"]},
                    hands={0: ["church"]})
    adorn(s, s.cities[0][1])
    play(s, ("gold",), ("build", s.hands[0][0]), ("end",))
    assert s.gold[0] == 1


def test_poor_house_only_at_the_end_of_the_owners_turn():
    s, _ = position(owners={KING: 0, MERCHANT: 1}, cities={1: ["poor_house"]}, gold={0: 1})
    play(s, ("gold",), ("end",))
    assert s.gold[1] == 0 and actor(s) == 1


def test_park_draws_two_cards_when_the_hand_is_empty_at_the_end_of_the_turn():
    s, _ = position(owners={KING: 0}, gold={0: 1}, cities={0: ["park"]},
                    hands={0: ["temple"]})
    play(s, ("gold",), ("build", s.hands[0][0]))
    top = s.deck[-2:]
    play(s, ("end",))
    assert sorted(s.hands[0]) == sorted(top)
    s, _ = position(owners={KING: 0}, cities={0: ["park"]}, hands={0: ["temple"]})
    play(s, ("gold",), ("end",))
    assert len(s.hands[0]) == 1


# ----- Bell Tower ----------------------------------------------------------------------------
def test_bell_tower_rulebook_ends_the_game_at_seven_with_the_bonus_split():
    s, _ = position(owners={KING: 0, MERCHANT: 1}, gold={0: 5, 1: 5},
                    cities={0: SIX, 1: ["docks", "cathedral", "fortress", "palace", "castle",
                                        "harbor", "town_hall"], 2: SIX, 3: SEVEN},
                    hands={0: ["bell_tower"]})
    play(s, ("gold",), ("build", s.hands[0][0]))
    assert s.completed == [0, 1, 3] and s.top_bonus == [0, 1, 3]
    assert "The Bell Tower rings: the game ends when a city reaches 7 districts." in english_log(s)
    play(s, ("end",), ("gold",), ("end",))
    assert s.phase == "over"
    bonus = [(sc.breakdown["first_complete"], sc.breakdown["complete"]) for sc in R.scores(s)]
    assert bonus == [(4, 0), (4, 0), (0, 0), (4, 0)]


def test_bell_tower_later_completers_take_two():
    s, _ = position(owners={KING: 0, MERCHANT: 1}, gold={0: 9, 1: 9},
                    cities={0: ["bell_tower"] + SIX, 1: SIX}, hands={1: ["palace"]})
    s.completed, s.top_bonus = [0], [0]  # completed when the Bell Tower was built
    play(s, ("gold",), ("end",), ("gold",), ("build", s.hands[1][0]))
    assert s.completed == [0, 1] and s.top_bonus == [0]
    play(s, ("end",))
    assert [sc.breakdown["complete"] for sc in R.scores(s)][:2] == [0, 2]


def test_bell_tower_protects_seven_district_cities_from_the_warlord_and_diplomat():
    s, _ = position(owners={WARLORD: 0}, gold={0: 9}, cities={1: SEVEN, 2: ["bell_tower"]})
    play(s, ("gold",), ("end",))
    assert all(seat != 1 for seat, _ in destroy_targets(s))
    assert R.check(s, 0, Action("destroy", (1, s.cities[1][0]))) == (
        "A completed city cannot be attacked.")
    s, _ = position(owners={8: 0}, gold={0: 9}, options=cast("diplomat"),
                    cities={0: ["palace"], 1: SEVEN, 2: ["bell_tower"]})
    play(s, ("gold",), ("end",))
    trades = [a.args for a in R.legal_actions(s, 0) if a.kind == "trade"]
    assert trades and all(seat != 1 for _, seat, _ in trades)


def test_destroyed_bell_tower_puts_the_end_back_at_eight():
    s, _ = position(owners={WARLORD: 0}, gold={0: 9},
                    cities={0: ["armory"], 1: SEVEN, 2: ["bell_tower"]})
    play(s, ("gold",), ("armory", 2, s.cities[2][0]), ("end",))
    assert any(seat == 1 for seat, _ in destroy_targets(s))  # seven is not complete any more
    s, _ = position(owners={KING: 0, WARLORD: 1}, gold={0: 9}, hands={0: ["tavern"]},
                    cities={0: ["armory"] + SIX[:5], 2: ["bell_tower"]})
    play(s, ("gold",), ("armory", 2, s.cities[2][0]), ("build", s.hands[0][0]))
    assert len(s.cities[0]) == 6 and s.completed == []
    s, _ = position(owners={KING: 0}, gold={0: 9}, hands={0: ["tavern"]},
                    cities={0: SIX, 2: ["bell_tower"]})
    play(s, ("gold",), ("build", s.hands[0][0]))
    assert s.completed == [0]  # while it stands, seven completes


def test_bell_tower_official_its_builder_may_announce_it_or_not():
    opts = {"bell_tower": "official"}
    s, _ = position(owners={KING: 0}, gold={0: 5}, options=opts, hands={0: ["bell_tower"]},
                    cities={0: SIX[:5], 1: SEVEN})
    play(s, ("gold",), ("build", s.hands[0][0]))
    assert s.pending[-1][0] == "bell" and legal_kinds(s) == {"bell"}
    play(s, ("bell", 0))
    assert s.completed == [] and "Ann does not announce the Bell Tower." in english_log(s)
    s, _ = position(owners={KING: 0}, gold={0: 5}, options=opts, hands={0: ["bell_tower"]},
                    cities={0: SIX[:5], 1: SEVEN})
    play(s, ("gold",), ("build", s.hands[0][0]), ("bell", 1))
    assert s.bell_announced and s.completed == [1] and s.top_bonus == [1]


# ----- Factory -------------------------------------------------------------------------------
def test_factory_makes_other_purple_districts_one_cheaper():
    s, _ = position(owners={ARCHITECT: 0}, gold={0: 7}, cities={0: ["factory"]},
                    hands={0: ["library", "castle"]})
    play(s, ("gold",), ("build", card(s, 0, "library")))
    assert s.gold[0] == 9 - 5
    play(s, ("build", card(s, 0, "castle")))
    assert s.gold[0] == 0


def test_factory_does_not_change_the_warlords_cost():
    s, _ = position(owners={WARLORD: 0}, gold={0: 3}, cities={1: ["factory", "library"]})
    play(s, ("gold",), ("end",))
    factory, library = s.cities[1]
    assert (1, library) in destroy_targets(s) and (1, factory) in destroy_targets(s)
    play(s, ("destroy", 1, library))
    assert s.gold[0] == 0


# ----- Hospital ------------------------------------------------------------------------------
def test_hospital_lets_a_murdered_player_take_gold_or_cards_only():
    s, _ = position(owners={ASSASSIN: 0, MERCHANT: 1, ARCHITECT: 2}, gold={1: 5},
                    cities={1: ["hospital", "tavern"]}, hands={1: ["temple"]})
    play(s, ("gold",), ("kill", MERCHANT), ("end",))
    assert actor(s) == 1 and s.revealed[MERCHANT]
    assert legal_kinds(s) == {"gold", "draw"}
    assert R.check(s, 1, Action("build", (s.hands[1][0],))) == (
        "Murdered, the Hospital lets you only take gold or cards.")
    play(s, ("gold",))
    assert s.gold[1] == 7 and actor(s) == 2  # no Merchant gold, no income, no build


def test_murdered_player_without_the_hospital_stays_silent():
    s, _ = position(owners={ASSASSIN: 0, MERCHANT: 1, ARCHITECT: 2},
                    cities={2: ["hospital"]})
    play(s, ("gold",), ("kill", MERCHANT), ("end",))
    assert actor(s) == 2 and s.gold[1] == 0


# ----- Throne Room ---------------------------------------------------------------------------
def test_throne_room_pays_one_gold_each_time_the_crown_changes_hands():
    s, _ = position(owners={KING: 1}, crown=0, cities={2: ["throne_room"]})
    assert s.crown == 1 and s.gold[2] == 1
    s, _ = position(owners={KING: 1}, crown=1, cities={2: ["throne_room"]})
    assert s.gold[2] == 0  # the King already held the crown: no change


def test_throne_room_pays_when_the_emperor_passes_the_crown():
    s, _ = position(owners={EMPEROR: 0}, options=cast("emperor"), crown=0,
                    cities={2: ["throne_room"]})
    play(s, ("gold",), ("crown", 1))
    assert s.gold[2] == 1
    s, _ = position(owners={EMPEROR: 0}, options=cast("emperor"), crown=1,
                    cities={2: ["throne_room"]})
    play(s, ("gold",), ("crown", 1))
    assert s.gold[2] == 0


def test_throne_room_pays_when_a_murdered_king_takes_the_crown_at_round_end():
    s, _ = position(owners={ASSASSIN: 0, KING: 1}, crown=0, cities={0: ["throne_room"]})
    play(s, ("gold",), ("kill", KING), ("end",))
    assert s.crown == 1 and s.gold[0] == 3


# ----- Ball Room -----------------------------------------------------------------------------
def test_ball_room_a_player_who_thanks_the_crown_holder_plays():
    s, _ = position(owners={MERCHANT: 1}, crown=0, cities={0: ["ball_room"]})
    assert s.pending[-1] == Decision("thanks", 1, (), MERCHANT)
    assert legal_kinds(s) == {"thanks"}
    play(s, ("thanks", 1))
    assert s.pending[-1][0] == "turn" and actor(s) == 1
    play(s, ("gold",))
    assert s.gold[1] == 3


def test_ball_room_a_player_who_does_not_thank_loses_the_turn():
    s, _ = position(owners={MERCHANT: 1, ARCHITECT: 2}, crown=0, cities={0: ["ball_room"]},
                    gold={1: 4})
    play(s, ("thanks", 0))
    assert s.gold[1] == 4 and s.calling == ARCHITECT and s.pending[-1][:2] == ("thanks", 2)
    assert "Ben forgot to thank Ann and loses the turn." in english_log(s)


def test_ball_room_the_crown_holders_own_characters_need_no_thanks():
    s, _ = position(owners={MERCHANT: 0}, crown=0, cities={0: ["ball_room"]})
    assert s.pending[-1][0] == "turn"
    s, _ = position(owners={MERCHANT: 1}, crown=2, cities={0: ["ball_room"]})
    assert s.pending[-1][0] == "turn"  # the owner must hold the crown


def test_ball_room_the_king_thanks_before_taking_the_crown():
    """The crown holder calls the King: the King's player must thank first; he is crowned
    either way (like a murdered King), but only a thankful King plays his turn."""
    s, _ = position(owners={KING: 1}, crown=0, cities={0: ["ball_room"]}, gold={1: 2})
    assert s.pending[-1][:2] == ("thanks", 1) and s.crown == 0
    play(s, ("thanks", 1))
    assert s.crown == 1 and s.pending[-1][:2] == ("turn", 1)
    s, _ = position(owners={KING: 1}, crown=0, cities={0: ["ball_room"]}, gold={1: 2})
    play(s, ("thanks", 0))
    assert s.crown == 1 and s.gold[1] == 2 and s.phase == "draft"
