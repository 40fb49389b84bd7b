"""Each Dark City character's power, written from the rulebook's character text and FAQ
(citadels.zh-Hant.txt, "擴展角色介紹" and the ☆ character FAQ)."""

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
    THIEF,
    WARLORD,
)
from rules.core import Action

WITCH, TAX, WIZARD, EMPEROR, ABBOT, ALCHEMIST, NAVIGATOR, DIPLOMAT = range(1, 9)
NINE = 9
EIGHT = ["temple", "church", "monastery", "watchtower", "prison", "manor", "tavern", "market"]


def destroy_targets(s) -> list[tuple[int, int]]:
    return [a.args for a in R.legal_actions(s, actor(s)) if a.kind == "destroy"]


def trades(s) -> list[tuple[int, int, int]]:
    return [a.args for a in R.legal_actions(s, actor(s)) if a.kind == "trade"]


# ----- Witch ---------------------------------------------------------------------------------
def test_witch_bewitches_after_her_action_and_her_turn_ends_at_once():
    s, _ = position(owners={WITCH: 0, MERCHANT: 1, ARCHITECT: 2}, options=cast("witch"))
    assert "bewitch" not in legal_kinds(s)
    assert R.check(s, 0, Action("bewitch", (MERCHANT,))) == (
        "First take 2 gold or draw cards, then bewitch.")
    play(s, ("gold",))
    assert Action("bewitch", (WITCH,)) not in R.legal_actions(s, 0)
    assert Action("bewitch", (MERCHANT,)) in R.legal_actions(s, 0)
    play(s, ("bewitch", MERCHANT))
    assert s.bewitched == MERCHANT and s.calling == MERCHANT and actor(s) == 1
    assert "The Witch bewitches the Merchant and ends her turn." in english_log(s)


def test_bewitched_player_only_takes_gold_or_cards_then_the_witch_plays_the_merchant():
    s, _ = position(owners={WITCH: 0, MERCHANT: 1}, options=cast("witch"),
                    cities={0: ["tavern", "market"], 1: ["docks"]},
                    hands={0: ["church"], 1: ["temple"]}, gold={1: 5})
    play(s, ("gold",), ("bewitch", MERCHANT))
    assert legal_kinds(s) == {"gold", "draw"}
    temple = s.hands[1][0]
    assert R.check(s, 1, Action("build", (temple,))) == (
        "A bewitched player only takes gold or cards; the Witch plays the rest.")
    assert R.check(s, 1, Action("income")) == (
        "A bewitched player only takes gold or cards; the Witch plays the rest.")
    play(s, ("gold",))
    assert s.gold[1] == 5 + 2  # no Merchant gold, no green income for the bewitched player
    assert actor(s) == 0 and s.witch_turn and s.calling == MERCHANT
    assert s.gold[0] == 2 + 1  # the Merchant's extra gold goes to the Witch
    play(s, ("income",))
    assert s.gold[0] == 3 + 2  # green income from her own city
    play(s, ("build", s.hands[0][0]), ("end",))
    assert kinds(s, 0) == ["church", "market", "tavern"] and kinds(s, 1) == ["docks"]
    assert s.round == 2


def test_witch_playing_the_architect_draws_two_more_and_builds_three():
    s, _ = position(owners={WITCH: 0, ARCHITECT: 1}, options=cast("witch"), gold={0: 8},
                    hands={0: ["temple", "watchtower", "tavern", "church"]})
    play(s, ("gold",), ("bewitch", ARCHITECT))
    hand_before = len(s.hands[1])
    top = s.deck[-2:]
    play(s, ("gold",))
    assert len(s.hands[1]) == hand_before  # the Architect's player draws nothing more
    assert actor(s) == 0 and set(top) <= set(s.hands[0]) and len(s.hands[0]) == 6
    temple, watchtower, tavern, church = (card(s, 0, k) for k in
                                          ("temple", "watchtower", "tavern", "church"))
    play(s, ("build", temple), ("build", watchtower), ("build", tavern))
    assert "build" not in legal_kinds(s)
    assert R.check(s, 0, Action("build", (church,))) == (
        "You have already built 3 districts this turn.")
    assert kinds(s, 0) == ["tavern", "temple", "watchtower"] and s.cities[1] == []


def test_bewitched_king_player_takes_the_crown_and_the_witch_takes_noble_income():
    s, _ = position(owners={WITCH: 0, KING: 1}, options=cast("witch"), crown=2,
                    cities={0: ["manor", "castle"], 1: ["palace"]})
    play(s, ("gold",), ("bewitch", KING))
    assert s.crown == 1  # revealed: the King's player takes the crown
    play(s, ("gold",))
    assert s.gold[1] == 2 and actor(s) == 0
    play(s, ("income",))
    assert s.gold[0] == 2 + 2 and s.crown == 1
    play(s, ("end",))
    assert s.round == 2 and s.pending[-1][1] == 1  # the King's player picks first


def test_bewitching_a_character_nobody_has_ends_the_witchs_round():
    s, _ = position(owners={WITCH: 0, MERCHANT: 1}, options=cast("witch"),
                    hands={0: ["temple"], 1: ["church"]}, gold={1: 2})
    play(s, ("gold",), ("bewitch", ARCHITECT))
    assert actor(s) == 1 and s.calling == MERCHANT
    play(s, ("gold",), ("build", s.hands[1][0]), ("end",))  # the Merchant plays normally
    assert kinds(s, 1) == ["church"]
    assert s.round == 2 and s.gold[0] == 2 and s.cities[0] == []
    assert "Nobody answers to the Architect." in english_log(s)


def test_witch_who_bewitches_nobody_may_build_and_then_cannot_bewitch():
    s, _ = position(owners={WITCH: 0, MERCHANT: 1}, options=cast("witch"),
                    hands={0: ["temple"]})
    play(s, ("gold",), ("build", s.hands[0][0]))
    assert kinds(s, 0) == ["temple"] and "bewitch" not in legal_kinds(s)
    assert R.check(s, 0, Action("bewitch", (MERCHANT,))) == (
        "You have built: you can no longer bewitch this turn.")
    play(s, ("end",))
    assert actor(s) == 1 and s.bewitched == 0


def test_thief_cannot_rob_the_witch_or_the_bewitched_character():
    s, _ = position(owners={WITCH: 0, THIEF: 1, MERCHANT: 2, ARCHITECT: 3},
                    options=cast("witch"))
    play(s, ("gold",), ("bewitch", MERCHANT))
    legal = R.legal_actions(s, 1)
    assert Action("rob", (WITCH,)) not in legal and Action("rob", (MERCHANT,)) not in legal
    assert Action("rob", (ARCHITECT,)) in legal
    assert R.check(s, 1, Action("rob", (MERCHANT,))) == (
        "The Thief cannot rob the bewitched character.")
    assert R.check(s, 1, Action("rob", (WITCH,))) == "You cannot rob the Witch."


def test_bewitched_bishop_protects_the_witchs_city_from_the_warlord():
    s, _ = position(owners={WITCH: 0, BISHOP: 1, WARLORD: 2}, options=cast("witch"),
                    cities={0: ["temple", "manor"], 1: ["church"]}, gold={2: 9})
    play(s, ("gold",), ("bewitch", BISHOP), ("gold",))
    assert actor(s) == 0
    play(s, ("end",))
    assert s.gold[0] == 2 + 1  # blue income from her own temple, taken at the end
    play(s, ("gold",), ("end",))
    targets = destroy_targets(s)
    assert all(seat != 0 for seat, _ in targets)
    assert (1, s.cities[1][0]) in targets  # the Bishop's player is not protected
    assert R.check(s, 2, Action("destroy", (0, s.cities[0][1]))) == (
        "The Bishop's districts are protected from the Warlord.")


def test_bewitched_navigator_the_witch_cannot_build_after_using_it():
    opts = cast("witch", "navigator")
    s, _ = position(owners={WITCH: 0, NAVIGATOR: 1}, options=opts, hands={0: ["temple"]})
    play(s, ("gold",), ("bewitch", NAVIGATOR), ("gold",))
    assert actor(s) == 0 and "build" in legal_kinds(s)
    play(s, ("navigate", 0))
    assert s.gold[0] == 2 + 4 and "build" not in legal_kinds(s)
    assert R.check(s, 0, Action("build", (s.hands[0][0],))) == (
        "The Navigator cannot build this turn.")
    s, _ = position(owners={WITCH: 0, NAVIGATOR: 1}, options=opts, hands={0: ["temple"]},
                    gold={0: 1})
    play(s, ("gold",), ("bewitch", NAVIGATOR), ("gold",), ("build", s.hands[0][0]))
    assert "navigate" not in legal_kinds(s)  # and having built, no Navigator power
    s, _ = position(owners={WITCH: 0, NAVIGATOR: 1}, hands={0: ["temple"]},
                    options={**opts, "navigator": "official"})
    play(s, ("gold",), ("bewitch", NAVIGATOR), ("gold",))
    assert "build" not in legal_kinds(s) and "navigate" in legal_kinds(s)


# ----- Tax Collector -------------------------------------------------------------------------
def test_tax_collector_builders_pay_one_gold_at_the_end_of_their_turn():
    s, _ = position(owners={TAX: 0, MERCHANT: 1}, options=cast("tax_collector"),
                    gold={1: 3}, hands={1: ["temple"]})
    play(s, ("gold",), ("end",))
    play(s, ("gold",), ("build", s.hands[1][0]))
    assert s.gold[1] == 3 + 3 - 1  # nothing paid while the turn goes on
    play(s, ("end",))
    assert s.gold == [2 + 1, 4, 0, 0]
    assert "Ben pays 1 gold of tax to Ann." in english_log(s)


def test_tax_collector_gets_nothing_from_players_who_built_nothing_or_have_no_gold():
    s, _ = position(owners={TAX: 0, MERCHANT: 1, ARCHITECT: 2}, options=cast("tax_collector"),
                    gold={1: 0, 2: 5}, hands={1: ["monastery"]})
    play(s, ("gold",), ("end",))
    play(s, ("gold",), ("build", s.hands[1][0]), ("end",))  # 3 gold, builds for 3
    assert s.gold[1] == 0 and s.gold[0] == 2
    play(s, ("gold",), ("end",))  # the Architect builds nothing
    assert s.gold[2] == 7 and s.gold[0] == 2


def test_tax_collector_does_not_tax_himself():
    s, _ = position(owners={TAX: 0}, options=cast("tax_collector"), gold={0: 1},
                    hands={0: ["temple"]})
    play(s, ("gold",), ("build", s.hands[0][0]), ("end",))
    assert s.gold[0] == 2


def test_rank_one_player_who_built_pays_when_the_tax_collector_is_revealed():
    s, _ = position(owners={ASSASSIN: 1, TAX: 0}, options=cast("tax_collector"),
                    hands={1: ["temple"]})
    play(s, ("gold",), ("build", s.hands[1][0]), ("kill", ARCHITECT))
    assert s.gold[1] == 1
    play(s, ("end",))
    assert actor(s) == 0 and s.gold == [1, 0, 0, 0]  # paid at the reveal, before any action
    assert "Ben pays the 1 gold of tax owed to Ann." in english_log(s)


def test_murdered_tax_collector_collects_nothing():
    s, _ = position(owners={ASSASSIN: 1, TAX: 0, MERCHANT: 2}, options=cast("tax_collector"),
                    hands={1: ["temple"], 2: ["church"]})
    play(s, ("gold",), ("build", s.hands[1][0]), ("kill", TAX), ("end",))
    assert actor(s) == 2
    play(s, ("gold",), ("build", s.hands[2][0]), ("end",))
    assert s.gold == [0, 1, 1, 0]


def test_bewitched_tax_collector_tax_goes_to_the_witch():
    s, _ = position(owners={WITCH: 0, TAX: 1, MERCHANT: 2}, options=cast("witch",
                                                                        "tax_collector"),
                    gold={2: 3}, hands={2: ["temple"]})
    play(s, ("gold",), ("bewitch", TAX), ("gold",), ("end",))
    play(s, ("gold",), ("build", s.hands[2][0]), ("end",))
    assert s.gold == [2 + 1, 2, 3 + 3 - 1 - 1, 0]


def test_witch_pays_tax_when_she_resumes_or_when_revealed_if_she_bewitched_nobody():
    opts = cast("witch", "tax_collector")
    s, _ = position(owners={WITCH: 0, TAX: 1, MERCHANT: 2}, options=opts,
                    hands={0: ["temple"]})
    play(s, ("gold",), ("bewitch", MERCHANT), ("gold",), ("end",), ("gold",))
    assert actor(s) == 0 and s.witch_turn
    play(s, ("build", s.hands[0][0]), ("end",))
    assert s.gold[0] == 2 + 1 - 1 - 1 and s.gold[1] == 2 + 1
    s, _ = position(owners={WITCH: 0, TAX: 1}, options=opts, hands={0: ["temple"]})
    play(s, ("gold",), ("build", s.hands[0][0]), ("end",))
    assert s.gold[:2] == [0, 1] and actor(s) == 1  # paid when the Tax Collector is revealed


# ----- Wizard --------------------------------------------------------------------------------
def test_wizard_looks_at_a_hand_and_takes_one_card():
    s, _ = position(owners={WIZARD: 0}, options=cast("wizard"),
                    hands={1: ["temple", "castle"], 2: []})
    legal = R.legal_actions(s, 0)
    assert Action("peek", (1,)) in legal
    assert Action("peek", (0,)) not in legal and Action("peek", (2,)) not in legal
    temple, castle = s.hands[1]
    play(s, ("peek", 1))
    assert s.pending[-1][0] == "wizard" and s.pending[-1][2] == (temple, castle)
    play(s, ("take", castle))
    assert s.hands[0] == [castle] and s.hands[1] == [temple]
    assert "peek" not in legal_kinds(s)


def test_wizard_builds_the_taken_card_at_once_as_an_extra_build():
    s, _ = position(owners={WIZARD: 0}, options=cast("wizard"), gold={0: 3},
                    hands={0: ["church"], 1: ["manor"]})
    manor = s.hands[1][0]
    play(s, ("gold",), ("peek", 1), ("conjure", manor))
    assert kinds(s, 0) == ["manor"] and s.gold[0] == 2 and s.hands[1] == []
    play(s, ("build", s.hands[0][0]))  # and still the normal build
    assert kinds(s, 0) == ["church", "manor"] and s.gold[0] == 0


def test_wizard_builds_only_after_the_action():
    """The rulebook FAQ: the action (gold or cards) always comes before building."""
    s, _ = position(owners={WIZARD: 0}, options=cast("wizard"), gold={0: 5},
                    hands={1: ["manor"]})
    manor = s.hands[1][0]
    play(s, ("peek", 1))
    assert Action("conjure", (manor,)) not in R.legal_actions(s, 0)
    assert R.check(s, 0, Action("conjure", (manor,))) == (
        "Take 2 gold or draw cards before building: you may only keep the card now.")
    play(s, ("take", manor))
    assert s.hands[0] == [manor]


def test_wizard_cannot_build_a_card_he_cannot_afford():
    s, _ = position(owners={WIZARD: 0}, options=cast("wizard"), gold={0: 1},
                    hands={1: ["castle"]})
    castle = s.hands[1][0]
    play(s, ("gold",), ("peek", 1))
    assert Action("conjure", (castle,)) not in R.legal_actions(s, 0)
    assert R.check(s, 0, Action("conjure", (castle,))) == (
        "Building the Castle costs 4 gold; you have 3.")


def test_wizard_may_build_identical_districts_even_a_third_one():
    s, _ = position(owners={WIZARD: 0}, options=cast("wizard"), gold={0: 0},
                    cities={0: ["temple", "temple"]}, hands={1: ["temple"]})
    play(s, ("gold",), ("peek", 1), ("conjure", s.hands[1][0]))
    assert kinds(s, 0) == ["temple"] * 3


# ----- Emperor -------------------------------------------------------------------------------
def test_emperor_takes_noble_income_and_must_give_the_crown_away():
    s, _ = position(owners={EMPEROR: 0}, options=cast("emperor"), crown=2,
                    cities={0: ["manor", "castle"]}, hands={1: ["temple"]}, gold={1: 3})
    assert s.crown == 2  # the Emperor does not take the crown when called
    play(s, ("gold",), ("income",))
    assert s.gold[0] == 2 + 2
    assert "end" not in legal_kinds(s)
    assert R.check(s, 0, Action("end")) == (
        "The Emperor must give the crown to another player before ending the turn.")
    crowns = [a.args[0] for a in R.legal_actions(s, 0) if a.kind == "crown"]
    assert crowns == [1, 2, 3]
    assert R.check(s, 0, Action("crown", (0,))) == "Give the crown to another player."
    play(s, ("crown", 1))
    assert s.crown == 1 and actor(s) == 1 and s.pending[-1][0] == "tribute"
    temple = s.hands[1][0]
    assert {a.kind for a in R.legal_actions(s, 1)} == {"pay_gold", "pay_card"}
    play(s, ("pay_card", temple))
    assert s.hands[0] == [temple] and s.gold[1] == 3 and actor(s) == 0
    assert "end" in legal_kinds(s) and "crown" not in legal_kinds(s)


def test_crowned_player_may_pay_the_emperor_one_gold_instead():
    s, _ = position(owners={EMPEROR: 0}, options=cast("emperor"), hands={2: ["temple"]},
                    gold={2: 3})
    play(s, ("gold",), ("crown", 2), ("pay_gold",))
    assert s.gold[0] == 3 and s.gold[2] == 2 and len(s.hands[2]) == 1


def test_crowned_player_with_no_cards_pays_gold_and_with_nothing_pays_nothing():
    s, _ = position(owners={EMPEROR: 0}, options=cast("emperor"), gold={1: 2})
    play(s, ("gold",), ("crown", 1))
    assert s.gold[:2] == [3, 1] and actor(s) == 0  # no choice to make
    s, _ = position(owners={EMPEROR: 0}, options=cast("emperor"))
    play(s, ("gold",), ("crown", 3))
    assert s.gold[0] == 2 and s.crown == 3 and actor(s) == 0


def test_crowned_player_without_gold_pays_with_a_card():
    s, _ = position(owners={EMPEROR: 0}, options=cast("emperor"), hands={1: ["temple"]})
    play(s, ("gold",), ("crown", 1))
    assert [a.kind for a in R.legal_actions(s, 1)] == ["pay_card"]
    assert R.check(s, 1, Action("pay_gold")) == "You have no gold: pay with a card."


def test_murdered_emperor_the_crown_stays_with_its_holder():
    s, _ = position(owners={ASSASSIN: 1, EMPEROR: 0, MERCHANT: 2}, options=cast("emperor"),
                    crown=3)
    play(s, ("gold",), ("kill", EMPEROR), ("end",))
    assert actor(s) == 2
    play(s, ("gold",), ("end",))
    assert s.round == 2 and s.crown == 3 and s.pending[-1][1] == 3


def test_emperor_option_not_to_the_crown_holder():
    s, _ = position(owners={EMPEROR: 0}, options=cast("emperor", emperor_crown="not_holder"),
                    crown=2)
    play(s, ("gold",))
    assert [a.args[0] for a in R.legal_actions(s, 0) if a.kind == "crown"] == [1, 3]
    assert R.check(s, 0, Action("crown", (2,))) == (
        "That player already holds the crown (option: not to the holder).")
    s, _ = position(owners={EMPEROR: 0}, options=cast("emperor"), crown=2)
    play(s, ("gold",), ("crown", 2))  # the rulebook does not forbid it
    assert s.crown == 2


# ----- Abbot ---------------------------------------------------------------------------------
def test_abbot_takes_religious_income_and_one_gold_from_the_richest_player():
    s, _ = position(owners={ABBOT: 0}, options=cast("abbot"),
                    cities={0: ["temple", "church"]}, gold={1: 5, 2: 3})
    play(s, ("gold",), ("income",), ("abbot",))
    assert s.gold == [2 + 2 + 1, 4, 3, 0]
    assert "abbot" not in legal_kinds(s)


def test_abbot_is_paid_automatically_at_the_end_of_the_turn():
    s, _ = position(owners={ABBOT: 0}, options=cast("abbot"), gold={1: 5})
    play(s, ("gold",), ("end",))
    assert s.gold[:2] == [3, 4]


def test_abbot_gets_nothing_on_a_tie_for_richest_or_when_he_is_the_richest():
    s, _ = position(owners={ABBOT: 0}, options=cast("abbot"), gold={1: 5, 2: 5})
    play(s, ("gold",))
    assert "abbot" not in legal_kinds(s)
    assert R.check(s, 0, Action("abbot")) == (
        "Nobody pays: you are the richest, or several players tie for richest.")
    play(s, ("end",))
    assert s.gold[:3] == [2, 5, 5]
    s, _ = position(owners={ABBOT: 0}, options=cast("abbot"), gold={0: 6, 1: 5})
    play(s, ("gold",), ("end",))
    assert s.gold[:2] == [8, 5]


# ----- Alchemist -----------------------------------------------------------------------------
def test_alchemist_gets_back_the_gold_spent_on_building_at_the_end_of_the_turn():
    s, _ = position(owners={ALCHEMIST: 0}, options=cast("alchemist"), gold={0: 2},
                    hands={0: ["castle"]}, cities={0: ["tavern", "smithy"]})
    play(s, ("gold",))
    assert "income" not in legal_kinds(s)  # no green income, unlike the Merchant
    play(s, ("build", s.hands[0][0]))
    assert s.gold[0] == 0
    assert "smithy" not in legal_kinds(s)  # the refund cannot be used this turn
    play(s, ("end",))
    assert s.gold[0] == 4 and kinds(s, 0) == ["castle", "smithy", "tavern"]
    assert "The Alchemist takes back 4 gold spent on building." in english_log(s)


def test_alchemist_is_not_refunded_the_tax():
    s, _ = position(owners={TAX: 1, ALCHEMIST: 0}, options=cast("tax_collector", "alchemist"),
                    gold={0: 2}, hands={0: ["castle"]})
    play(s, ("gold",), ("end",))
    play(s, ("gold",), ("build", s.hands[0][0]), ("end",))
    assert s.gold[:2] == [4 - 1, 2 + 1]


def test_alchemist_who_builds_nothing_gets_nothing():
    s, _ = position(owners={ALCHEMIST: 0}, options=cast("alchemist"), gold={0: 2})
    play(s, ("gold",), ("end",))
    assert s.gold[0] == 4


# ----- Navigator -----------------------------------------------------------------------------
def test_navigator_takes_four_gold_after_the_action_and_then_cannot_build():
    s, _ = position(owners={NAVIGATOR: 0}, options=cast("navigator"), hands={0: ["temple"]})
    assert "navigate" not in legal_kinds(s)
    assert R.check(s, 0, Action("navigate", (0,))) == "First take 2 gold or draw cards."
    play(s, ("gold",), ("navigate", 0))
    assert s.gold[0] == 2 + 4 and "build" not in legal_kinds(s)
    assert "navigate" not in legal_kinds(s)
    assert R.check(s, 0, Action("build", (s.hands[0][0],))) == (
        "The Navigator cannot build this turn.")


def test_navigator_may_draw_four_cards_instead():
    s, _ = position(owners={NAVIGATOR: 0}, options=cast("navigator"))
    play(s, ("gold",))
    top = s.deck[-4:]
    play(s, ("navigate", 1))
    assert sorted(s.hands[0]) == sorted(top) and s.gold[0] == 2


def test_navigator_rulebook_may_build_when_not_using_his_power():
    s, _ = position(owners={NAVIGATOR: 0}, options=cast("navigator"), gold={0: 1},
                    hands={0: ["temple"]})
    play(s, ("gold",), ("build", s.hands[0][0]))
    assert kinds(s, 0) == ["temple"] and "navigate" not in legal_kinds(s)
    assert R.check(s, 0, Action("navigate", (0,))) == (
        "You have built this turn: the Navigator's power is no longer available.")


def test_navigator_official_never_builds():
    s, _ = position(owners={NAVIGATOR: 0}, options=cast("navigator", navigator="official"),
                    gold={0: 5}, hands={0: ["temple"]})
    play(s, ("gold",))
    assert "build" not in legal_kinds(s) and "navigate" in legal_kinds(s)
    play(s, ("end",))
    assert s.cities[0] == []


# ----- Diplomat ------------------------------------------------------------------------------
def test_diplomat_takes_military_income_and_exchanges_paying_the_difference():
    s, _ = position(owners={DIPLOMAT: 0}, options=cast("diplomat"), gold={0: 0},
                    cities={0: ["watchtower", "prison"], 1: ["castle"]})
    play(s, ("gold",), ("income",))
    assert s.gold[0] == 2 + 2
    watchtower, prison = s.cities[0]
    castle = s.cities[1][0]
    play(s, ("end",))
    assert s.pending[-1][0] == "diplomat" and actor(s) == 0
    assert (watchtower, 1, castle) in trades(s)
    play(s, ("trade", watchtower, 1, castle))
    assert kinds(s, 0) == ["castle", "prison"] and kinds(s, 1) == ["watchtower"]
    assert s.gold[:2] == [4 - 3, 3]
    assert s.round == 2


def test_diplomat_giving_a_dearer_district_is_paid_nothing():
    s, _ = position(owners={DIPLOMAT: 0}, options=cast("diplomat"),
                    cities={0: ["fortress"], 1: ["temple"]})
    play(s, ("gold",), ("end",), ("trade", s.cities[0][0], 1, s.cities[1][0]))
    assert kinds(s, 0) == ["temple"] and kinds(s, 1) == ["fortress"]
    assert s.gold[:2] == [2 + 1, 0]  # his income from the Fortress, nothing else


def test_diplomat_cannot_exchange_with_the_bishop_a_completed_city_or_the_keep():
    s, _ = position(owners={BISHOP: 1, DIPLOMAT: 0}, start=BISHOP, options=cast("diplomat"),
                    gold={0: 20}, cities={0: ["palace", "keep"], 1: ["temple"], 2: EIGHT,
                                          3: ["keep", "manor"]})
    play(s, ("gold",), ("end",), ("gold",), ("end",))
    palace, my_keep = s.cities[0]
    keep, manor = s.cities[3]
    assert trades(s) == [(palace, 3, manor)]
    assert R.check(s, 0, Action("trade", (palace, 1, s.cities[1][0]))) == (
        "The Bishop's districts are protected from the Diplomat.")
    assert R.check(s, 0, Action("trade", (palace, 2, s.cities[2][0]))) == (
        "A completed city cannot be attacked.")
    assert R.check(s, 0, Action("trade", (palace, 3, keep))) == "The Keep cannot be exchanged."
    assert R.check(s, 0, Action("trade", (my_keep, 3, manor))) == (
        "The Keep cannot be exchanged.")


def test_diplomat_pays_one_more_to_a_city_with_the_great_wall():
    s, _ = position(owners={DIPLOMAT: 0}, options=cast("diplomat"), gold={0: 3},
                    cities={0: ["temple"], 1: ["great_wall", "manor"]})
    play(s, ("gold",), ("end",))
    temple = s.cities[0][0]
    wall, manor = s.cities[1]
    assert (temple, 1, wall) in trades(s)  # 6 - 1, no extra gold for the Wall itself
    play(s, ("trade", temple, 1, manor))
    assert s.gold[:2] == [5 - (3 - 1 + 1), 3]


def test_diplomat_taking_the_great_wall_itself_pays_only_the_difference():
    s, _ = position(owners={DIPLOMAT: 0}, options=cast("diplomat"), gold={0: 3},
                    cities={0: ["temple"], 1: ["great_wall", "manor"]})
    play(s, ("gold",), ("end",))
    play(s, ("trade", s.cities[0][0], 1, s.cities[1][0]))
    assert kinds(s, 0) == ["great_wall"] and s.gold[:2] == [0, 5]


def test_diplomat_neither_forces_nor_takes_a_duplicate_unless_the_quarry_allows_it():
    mine, theirs = ["temple", "castle"], ["temple", "palace"]
    s, _ = position(owners={DIPLOMAT: 0}, options=cast("diplomat"), gold={0: 10},
                    cities={0: mine, 1: theirs})
    play(s, ("gold",), ("end",))
    temple, castle = s.cities[0]
    their_temple, palace = s.cities[1]
    assert (temple, 1, palace) not in trades(s)  # they would hold two Temples
    assert (castle, 1, their_temple) not in trades(s)  # he would hold two Temples
    assert R.check(s, 0, Action("trade", (temple, 1, palace))) == (
        "Nobody may end up with two identical districts (unless they have the Quarry).")
    s, _ = position(owners={DIPLOMAT: 0}, options=cast("diplomat"), gold={0: 10},
                    cities={0: mine, 1: theirs + ["quarry"]})
    play(s, ("gold",), ("end",))
    assert (temple, 1, palace) in trades(s)  # their Quarry takes the duplicate
    s, _ = position(owners={DIPLOMAT: 0}, options=cast("diplomat"), gold={0: 10},
                    cities={0: mine + ["quarry"], 1: theirs})
    play(s, ("gold",), ("end",))
    assert (castle, 1, their_temple) in trades(s)  # his Quarry takes one
    play(s, ("trade", castle, 1, their_temple))
    assert kinds(s, 0) == ["quarry", "temple", "temple"]


def test_diplomat_may_exchange_when_his_own_city_is_complete():
    s, _ = position(owners={DIPLOMAT: 0}, options=cast("diplomat"), gold={0: 5},
                    cities={0: EIGHT, 1: ["castle"]})
    play(s, ("gold",), ("end",))
    temple = s.cities[0][0]
    play(s, ("trade", temple, 1, s.cities[1][0]))
    assert "castle" in kinds(s, 0) and kinds(s, 1) == ["temple"]


def test_diplomat_gets_the_museum_with_the_cards_under_it_at_the_museums_own_cost():
    s, _ = position(owners={DIPLOMAT: 0}, options=cast("diplomat"), gold={0: 1},
                    cities={0: ["temple"], 1: ["museum"]})
    s.museum = [s.deck.pop(), s.deck.pop()]
    play(s, ("gold",), ("end",), ("trade", s.cities[0][0], 1, s.cities[1][0]))
    assert s.gold[:2] == [0, 3] and len(s.museum) == 2  # 4 - 1, the cards cost nothing
    assert R.scores(s)[0].breakdown["museum"] == 2
    assert "museum" not in R.scores(s)[1].breakdown


def test_diplomat_exchange_does_not_wake_the_graveyard():
    s, _ = position(owners={DIPLOMAT: 0}, options=cast("diplomat"), gold={0: 5, 2: 3},
                    cities={0: ["temple"], 1: ["castle"], 2: ["graveyard"]})
    play(s, ("gold",), ("end",), ("trade", s.cities[0][0], 1, s.cities[1][0]))
    assert s.round == 2 and s.gold[2] == 3 and s.hands[2] == []


def test_diplomat_may_exchange_nothing():
    s, _ = position(owners={DIPLOMAT: 0}, options=cast("diplomat"),
                    cities={0: ["temple"], 1: ["castle"]}, gold={0: 5})
    play(s, ("gold",), ("end",), ("skip",))
    assert kinds(s, 0) == ["temple"] and s.round == 2


# ----- Artist --------------------------------------------------------------------------------
def test_artist_beautifies_one_or_two_districts_with_one_gold_each():
    s, _ = position(owners={NINE: 0}, options=cast("artist"), gold={0: 3},
                    cities={0: ["temple", "manor", "castle"]})
    temple, manor, castle = s.cities[0]
    bank = s.bank
    play(s, ("beautify", temple))
    assert s.adorned == [temple] and s.gold[0] == 2 and s.bank == bank
    assert Action("beautify", (temple,)) not in R.legal_actions(s, 0)
    assert R.check(s, 0, Action("beautify", (temple,))) == (
        "Choose a district of your city that holds no gold yet.")
    play(s, ("gold",), ("beautify", manor))
    assert s.gold[0] == 3 and "beautify" not in legal_kinds(s)
    assert R.check(s, 0, Action("beautify", (castle,))) == (
        "The Artist beautifies at most 2 districts a turn.")
    play(s, ("end",))
    assert s.adorned == [temple, manor]


def test_artist_needs_gold_and_only_beautifies_his_own_districts():
    s, _ = position(owners={NINE: 0}, options=cast("artist"), cities={0: ["temple"],
                                                                        1: ["manor"]})
    assert "beautify" not in legal_kinds(s)
    assert R.check(s, 0, Action("beautify", (s.cities[0][0],))) == "Beautifying costs 1 gold."
    play(s, ("gold",))
    assert [a.args for a in R.legal_actions(s, 0) if a.kind == "beautify"] == [
        (s.cities[0][0],)]


def test_beautified_districts_score_one_more_point_each():
    s, _ = position(owners={NINE: 0}, options=cast("artist"), gold={0: 2},
                    cities={0: ["temple", "manor"]})
    play(s, ("beautify", s.cities[0][0]), ("beautify", s.cities[0][1]))
    score = R.scores(s)[0]
    assert score.breakdown["beautified"] == 2 and score.total == 1 + 3 + 2


def test_beautified_district_costs_one_more_to_destroy_and_its_gold_returns_to_the_bank():
    s, _ = position(owners={WARLORD: 0}, options=cast("artist"), cities={1: ["manor"]})
    adorn(s, s.cities[1][0])
    play(s, ("gold",), ("end",))
    assert R.check(s, 0, Action("destroy", (1, s.cities[1][0]))) == (
        "Destroying the Manor costs 3 gold; you have 2.")
    s, _ = position(owners={WARLORD: 0}, gold={0: 1}, options=cast("artist"),
                    cities={1: ["manor"]})
    manor = s.cities[1][0]
    adorn(s, manor)
    play(s, ("gold",), ("end",))
    assert (1, manor) in destroy_targets(s)
    bank = s.bank
    play(s, ("destroy", 1, manor))
    assert s.gold[0] == 0 and s.adorned == [] and s.bank == bank + 3 + 1


def test_beautified_district_is_worth_one_more_to_the_diplomat():
    s, _ = position(owners={DIPLOMAT: 0}, options=cast("diplomat", "artist"), gold={0: 3},
                    cities={0: ["temple"], 1: ["manor"]})
    manor = s.cities[1][0]
    adorn(s, manor)
    play(s, ("gold",), ("end",), ("trade", s.cities[0][0], 1, manor))
    assert s.gold[:2] == [5 - 3, 3] and manor in s.adorned  # the gold stays on it
    assert R.scores(s)[0].breakdown["beautified"] == 1


# ----- Queen ---------------------------------------------------------------------------------
def test_queen_takes_three_gold_next_to_the_kings_player():
    s, _ = position(owners={KING: 1, NINE: 2}, options=cast("queen"))
    play(s, ("gold",), ("end",), ("gold",))
    assert "queen" in legal_kinds(s)
    play(s, ("queen",))
    assert s.gold[2] == 2 + 3 and "queen" not in legal_kinds(s)


def test_queen_is_paid_automatically_at_the_end_of_her_turn():
    s, _ = position(owners={KING: 1, NINE: 0}, options=cast("queen"))
    play(s, ("gold",), ("end",), ("gold",), ("end",))
    assert s.gold[0] == 5


def test_queen_not_next_to_the_king_gets_nothing():
    s, _ = position(owners={KING: 1, NINE: 3}, options=cast("queen"), players=5)
    play(s, ("gold",), ("end",), ("gold",))
    assert "queen" not in legal_kinds(s)
    assert R.check(s, 3, Action("queen")) == (
        "The Queen is paid only next to the King's (or the Emperor's) player.")
    play(s, ("end",))
    assert s.gold[3] == 2


def test_queen_gets_nothing_when_nobody_is_king():
    s, _ = position(owners={NINE: 2}, options=cast("queen"))
    play(s, ("gold",), ("end",))
    assert s.gold[2] == 2


def test_queen_next_to_a_murdered_king_is_paid_at_the_end_of_the_round():
    s, _ = position(owners={ASSASSIN: 0, KING: 1, NINE: 2}, options=cast("queen"))
    play(s, ("gold",), ("kill", KING), ("end",), ("gold",))
    assert "queen" not in legal_kinds(s)
    play(s, ("end",))
    assert s.round == 2 and s.gold[2] == 2 + 3
    assert any("sat next to the murdered King" in line for line in english_log(s))


def test_queen_rulebook_next_to_the_emperors_player():
    s, _ = position(players=5, owners={EMPEROR: 1, NINE: 2}, options=cast("emperor", "queen"))
    play(s, ("gold",), ("crown", 4), ("end",), ("gold",), ("end",))
    assert s.gold[2] == 5


def test_queen_official_next_to_the_player_the_emperor_crowned():
    opts = cast("emperor", "queen", queen="official")
    s, _ = position(players=5, owners={EMPEROR: 1, NINE: 2}, options=opts)
    play(s, ("gold",), ("crown", 4), ("end",), ("gold",), ("end",))
    assert s.gold[2] == 2  # next to the Emperor is not enough
    s, _ = position(players=5, owners={EMPEROR: 1, NINE: 2}, options=opts)
    play(s, ("gold",), ("crown", 3), ("end",), ("gold",), ("end",))
    assert s.gold[2] == 5
    s, _ = position(players=5, owners={KING: 1, NINE: 2}, options=cast("queen",
                                                                      queen="official"))
    play(s, ("gold",), ("end",), ("gold",), ("end",))
    assert s.gold[2] == 5  # the King still counts


def test_queen_official_is_left_out_under_five_players():
    opts = cast("queen", queen="official")
    s, _ = position(players=4, options=opts)
    assert NINE not in s.characters and s.cast[NINE] == ""
    s, _ = position(players=5, options=opts)
    assert NINE in s.characters and s.plays(NINE, "queen")
    s, _ = position(players=3, options=cast("queen"))
    assert s.plays(NINE, "queen")  # the rulebook has no player-count limit
