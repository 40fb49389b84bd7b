"""Boonlake's designed project cards and scoring tiles (rules/boonlake/cards.py and its data
files): the counts the rulebook gives, the agreed effect vocabulary, the rulebook's worked
examples, the balance band, and clear errors for a damaged file."""

from __future__ import annotations

import copy
import json
from collections import Counter

import pytest

from rules.boonlake import cards as boon
from rules.boonlake.cards import (
    CARD_BAND,
    CARD_KINDS,
    CONDITIONS,
    DATA,
    PROJECT_BAND,
    RESOURCES,
    TIMINGS,
    CardDataError,
    Effect,
    card_name,
    card_value,
    effect_value,
    load_cards,
    load_scoring_tiles,
    parse_cards,
    parse_scoring_tiles,
    project_value_per_cost,
    value_per_cost,
)
from rules.core.message import english


def raw_cards() -> dict:
    return json.loads((DATA / "cards.json").read_text(encoding="utf-8"))


def raw_tiles() -> dict:
    return json.loads((DATA / "scoring_tiles.json").read_text(encoding="utf-8"))


def main_timing(card: boon.ProjectCard) -> str:
    return next(timing for timing in TIMINGS if getattr(card, timing))


def exchanges() -> set[tuple]:
    return {(effect.get("give"), effect.get("get"), effect.get("reversible"))
            for card in load_cards() for effect in card.immediate if effect.kind == "exchange"}


# ---- the rulebook's counts and the agreed vocabulary ---------------------------------------

def test_165_cards_55_of_each_kind_with_unique_ids_and_names():
    cards = load_cards()
    assert len(cards) == 165
    assert Counter(card.kind for card in cards) == {"day": 55, "dusk": 55, "night": 55}
    assert sorted(card.id for card in cards) == list(range(1, 166))
    assert len({card.name for card in cards}) == 165
    assert {"Mayor", "Bank", "Blacksmith"} <= {card.name for card in cards}


def test_the_mix_is_about_45_percent_immediate_25_permanent_30_end_game():
    shares = Counter(main_timing(card) for card in load_cards())
    assert 0.40 <= shares["immediate"] / 165 <= 0.50
    assert 0.20 <= shares["permanent"] / 165 <= 0.30
    assert 0.25 <= shares["end_game"] / 165 <= 0.35


def test_costs_and_vp_stay_in_the_printed_ranges_and_vp_grows_with_cost():
    cards = load_cards()
    assert all(0 <= card.cost_coins <= 8 and card.cost_vases in (0, 1) and
               sum(n for _, n in card.resources) <= 6 and 0 <= card.vp <= 5 for card in cards)
    mean_cost = {vp: sum(boon.card_cost(c) for c in cards if c.vp == vp) /
                 sum(1 for c in cards if c.vp == vp) for vp in range(6)}
    assert [mean_cost[vp] for vp in range(6)] == sorted(mean_cost.values())


def test_each_kind_leans_on_its_own_resources():
    leaning = {"day": {"wood", "loam"}, "dusk": {"stone", "iron"}, "night": {"iron", "loam"}}
    for kind in CARD_KINDS:
        needed = Counter()
        for card in load_cards():
            if card.kind == kind:
                needed.update(dict(card.resources))
        assert {name for name, _ in needed.most_common(2)} == leaning[kind], kind
    assert set(RESOURCES) == {"stone", "iron", "loam", "wood"}


def test_every_effect_is_of_the_agreed_vocabulary_with_exactly_its_parameters():
    for card in load_cards():
        for timing, vocabulary in TIMINGS.items():
            for effect in getattr(card, timing):
                assert effect.kind in vocabulary, (card.id, timing, effect.kind)
                names = {name for name, _ in effect.params}
                required = {name for name, check in vocabulary[effect.kind].items()
                            if not check.endswith("?")}
                assert required <= names <= set(vocabulary[effect.kind]), (card.id, effect)
    used = {effect.kind for card in load_cards()
            for effect in (*card.immediate, *card.permanent, *card.end_game)}
    assert used == {kind for vocabulary in TIMINGS.values() for kind in vocabulary}


def test_a_card_checked_against_a_printed_one_loads_as_not_designed():
    data = raw_cards()
    data["cards"][0]["designed"] = False
    assert parse_cards(data)[0].designed is False


def test_every_card_and_tile_is_marked_designed():
    assert all(card.designed for card in load_cards())
    assert all(tile.designed for tile in load_scoring_tiles())
    assert all(row["designed"] is True for row in raw_cards()["cards"])
    assert all(row["designed"] is True for row in raw_tiles()["tiles"])


def test_effect_get_reads_a_parameter_or_the_default():
    effect = Effect("ship_harbour", (("n", 2), ("what", "cards")))
    assert effect.get("what") == "cards" and effect.get("region", "none") == "none"


# ---- the rulebook's worked examples ---------------------------------------------------------

def test_the_worked_special_project_and_card_track_condition_are_a_tile():
    tile = next(tile for tile in load_scoring_tiles() if tile.condition.kind == "card_track")
    assert tile.thresholds == (1, 2, 4, 7)
    assert tile.project_coins == 13
    assert dict(tile.project_resources) == {"loam": 2, "iron": 3}
    assert tile.project_vp == 8 and tile.project_track == "card"


def test_the_glossary_exchanges_are_printed_on_cards():
    printed = exchanges()
    assert ((("cards", 3),), (("inhabitants", 2),), False) in printed
    assert ((("cards", 2),), (("coins", 4),), True) in printed
    assert ((("inhabitants", 1),), (("coins", 8),), False) in printed
    assert ((("vases", 2),), (("vp", 4),), False) in printed
    assert ((("cards", 5),), (("vp", 4),), True) in printed
    assert ((("cards", 3),), (("coins", 2), ("vases", 1)), True) in printed


def test_the_prices_keep_the_rulebook_conversions_at_par():
    """2 cards <-> 4 coins and 5 cards <-> 4 VP are even trades; 2 vases -> 4 VP too."""
    def trade(give: dict, get: dict) -> float:
        return boon.goods_value(tuple(get.items())) - boon.goods_value(tuple(give.items()))
    assert trade({"cards": 2}, {"coins": 4}) == 0
    assert trade({"cards": 5}, {"vp": 4}) == 0
    assert trade({"vases": 2}, {"vp": 4}) == 0
    assert trade({"inhabitants": 1}, {"coins": 3}) < 0  # Hire's price buys one cheaply
    forth = Effect("exchange", (("get", (("coins", 4),)), ("give", (("cards", 2),)),
                                ("reversible", True)))
    back = Effect("exchange", (("get", (("cards", 2),)), ("give", (("coins", 4),)),
                               ("reversible", True)))
    assert effect_value(forth) == effect_value(back) > 0


def test_a_threshold_is_worth_less_the_harder_its_reach():
    easy = Effect("threshold", (("measure", "levers"), ("steps", ((4, 2), (7, 5)))))
    hard = Effect("threshold", (("measure", "levers"), ("steps", ((6, 2), (10, 5)))))
    impossible = Effect("threshold", (("measure", "levers"), ("steps", ((13, 5),))))
    assert effect_value(easy) > effect_value(hard) > effect_value(impossible) == 0


# ---- balance ---------------------------------------------------------------------------------

def test_every_designed_card_gives_value_per_cost_within_the_narrow_band():
    low, high = CARD_BAND
    assert high / low <= 1.10, "the band itself must stay narrow"
    outside = [(card.id, card.name, round(value_per_cost(card), 3)) for card in load_cards()
               if card.designed and not low <= value_per_cost(card) <= high]
    assert outside == []


def test_no_card_outclasses_another_of_the_same_cost():
    """Two cards asking the same coins, vases and resources give values within 10 %."""
    by_cost: dict[tuple, list[float]] = {}
    for card in load_cards():
        by_cost.setdefault((card.cost_coins, card.cost_vases, card.resources), []).append(
            card_value(card))
    for cost, values in by_cost.items():
        assert max(values) <= 1.10 * min(values), cost


def test_every_special_project_is_within_its_band_and_doubled_on_the_own_tile():
    low, high = PROJECT_BAND
    for tile in load_scoring_tiles():
        assert not tile.designed or low <= project_value_per_cost(tile) <= high, tile.id
        assert project_value_per_cost(tile, own_tile=True) > project_value_per_cost(tile)
        assert 8 <= tile.project_coins <= 15 and 5 <= tile.project_vp <= 9
        assert 3 <= sum(n for _, n in tile.project_resources) <= 6


# ---- scoring tiles ---------------------------------------------------------------------------

def test_16_tiles_use_all_13_condition_categories_with_rising_thresholds():
    tiles = load_scoring_tiles()
    assert len(tiles) == 16 and sorted(tile.id for tile in tiles) == list(range(1, 17))
    assert {tile.condition.kind for tile in tiles} == set(CONDITIONS)
    for tile in tiles:
        low, *_, high = tile.thresholds
        assert list(tile.thresholds) == sorted(tile.thresholds) and low < high, tile.id
    pairs = [frozenset(tile.condition.get("regions")) for tile in tiles
             if tile.condition.kind == "presence_regions"]
    assert len(pairs) == len(set(pairs)) >= 2
    assert Counter(region for pair in pairs for region in pair) == \
        dict.fromkeys(boon.REGIONS, 2), "each region in two pairs"
    assert {tile.project_track for tile in tiles} == {"coin", "card"}


# ---- names and damaged data ------------------------------------------------------------------

def test_a_card_name_is_a_catalogue_message_with_the_card_context():
    mayor = next(card for card in load_cards() if card.name == "Mayor")
    assert card_name(mayor).context == "boonlake card"
    assert english(card_name(mayor)) == "Mayor"


def damaged_card(change) -> dict:
    data = copy.deepcopy(raw_cards())
    change(data["cards"][41])  # card 42
    return data


@pytest.mark.parametrize(("change", "field"), [
    (lambda c: c.update(kind="noon"), "'kind'"),
    (lambda c: c["cost"].update(coins=9), "cost: field 'coins'"),
    (lambda c: c["cost"].update(resources={"gold": 2}), "cost: field 'resources'"),
    (lambda c: c.update(vp=-1), "'vp'"),
    (lambda c: c.update(designed="yes"), "'designed'"),
    (lambda c: c.pop("designed"), "'designed'"),
    (lambda c: c.update(name=" "), "'name'"),
    (lambda c: c.update(end_game=[{"kind": "teleport"}]), "end_game[0]: field 'kind'"),
    (lambda c: c.update(immediate=[{"kind": "lever_discount", "n": 1}]),
     "immediate[0]: field 'kind'"),
    (lambda c: c.update(end_game=[{"kind": "per_item", "measure": "presence_region",
                                   "vp": 1}]), "end_game[0]: field 'region'"),
    (lambda c: c.update(end_game=[{"kind": "threshold", "measure": "levers",
                                   "steps": [[7, 5], [4, 2]]}]), "end_game[0]: field 'steps'"),
    (lambda c: c.update(immediate=[{"kind": "coins", "n": 2, "times": 3}]),
     "immediate[0]: field 'times'"),
    (lambda c: c.update(immediate=[{"kind": "exchange", "give": {"cards": 3},
                                    "get": {"gold": 1}, "reversible": False}]),
     "immediate[0]: field 'get'"),
    (lambda c: [c.pop(timing, None) for timing in TIMINGS], "'immediate'"),
    (lambda c: c.update(immediat=[{"kind": "coins", "n": 2}]), "field 'immediat': unknown"),
    (lambda c: c["cost"].update(vase=1), "cost: field 'vase': unknown"),
    (lambda c: c.pop("cost"), "field 'cost': missing"),
])
def test_a_damaged_card_file_names_the_card_and_the_field(change, field):
    with pytest.raises(CardDataError) as error:
        parse_cards(damaged_card(change))
    assert str(error.value).startswith("card 42: ") and field in str(error.value)


def test_a_repeated_name_or_id_names_both_cards():
    data = raw_cards()
    data["cards"][9]["name"] = data["cards"][2]["name"]
    with pytest.raises(CardDataError, match=r"card 10: field 'name'.*card 3"):
        parse_cards(data)
    data = raw_cards()
    data["cards"][9]["id"] = 3
    with pytest.raises(CardDataError, match=r"card 3: field 'id'.*card 3"):
        parse_cards(data)


@pytest.mark.parametrize(("change", "field"), [
    (lambda t: t.update(thresholds=[4, 2, 1, 7]), "'thresholds'"),
    (lambda t: t.update(thresholds=[1, 2, 4]), "'thresholds'"),
    (lambda t: t["condition"].update(kind="threshold"), "condition: field 'kind'"),
    (lambda t: t["project"].update(coins=20), "project: field 'coins'"),
    (lambda t: t["project"].update(resources={"iron": 1}), "project: field 'resources'"),
    (lambda t: t["project"].update(track="vp"), "project: field 'track'"),
    (lambda t: t["project"].update(cost=3), "project: field 'cost': unknown"),
    (lambda t: t.update(treshold=[1, 2, 3, 4]), "field 'treshold': unknown"),
])
def test_a_damaged_tile_file_names_the_tile_and_the_field(change, field):
    data = copy.deepcopy(raw_tiles())
    change(data["tiles"][4])  # tile 5
    with pytest.raises(CardDataError) as error:
        parse_scoring_tiles(data)
    assert str(error.value).startswith("tile 5: ") and field in str(error.value)


def test_a_region_pair_needs_two_known_regions():
    data = raw_tiles()
    tile = next(t for t in data["tiles"] if t["condition"]["kind"] == "presence_regions")
    tile["condition"]["regions"] = ["boonlake", "boonlake"]
    with pytest.raises(CardDataError, match=rf"tile {tile['id']}: condition: field "
                                            r"'regions'"):
        parse_scoring_tiles(data)


def test_an_unreadable_file_is_reported_not_crashed_on(tmp_path, monkeypatch):
    (tmp_path / "cards.json").write_text("{not json", encoding="utf-8")
    monkeypatch.setattr(boon, "DATA", tmp_path)
    with pytest.raises(CardDataError, match="cards.json: cannot be read"):
        boon.load_cards.__wrapped__()
    with pytest.raises(CardDataError, match="expected an object with a list 'cards'"):
        parse_cards({"cards": {}})


def test_card_names_are_translated_and_shared_with_no_other_game():
    """A name another game also uses would read as that game's text on screen."""
    from tools.i18n import read_catalogue

    catalogue = read_catalogue("zh_Hant")
    names = {card.name for card in load_cards()}
    ours = {m.id: m.string for m in catalogue if m.context == "boonlake card"}
    assert set(ours) == names and all(ours.values())
    assert len(set(ours.values())) == len(names)
    assert [m.id for m in catalogue if m.id in names and m.context != "boonlake card"] == []


def test_the_report_tool_prints_the_tables_and_flags_a_card_out_of_band(monkeypatch, capsys):
    from tools import boonlake_cards as tool

    assert tool.main([]) == 0
    out = capsys.readouterr().out
    assert "| immediate | 25 | 25 | 25 | 75 |" in out
    assert "| 1 | card_track | 1 / 2 / 4 / 7 | 13 coins + 3 iron + 2 loam | 8 | card |" in out
    data = raw_cards()
    data["cards"][0]["vp"] = 5  # a 1-coin Sawmill worth 5 VP more
    monkeypatch.setattr(boon, "load_cards", lambda: parse_cards(data))
    assert tool.main([]) == 1
    assert "card 1 Sawmill: value per cost" in capsys.readouterr().err

    def broken():
        raise CardDataError("card 7: field 'vp': expected a whole number 0..5, got 9")
    monkeypatch.setattr(boon, "load_cards", broken)
    assert tool.main([]) == 1
    assert "broken data: card 7: field 'vp'" in capsys.readouterr().err
