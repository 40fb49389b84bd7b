"""Where the points come from, in the rules' words (the end screen's tooltips): National
Economy's buildings, bonus buildings, cash and unpaid wages; Ginkgopolis's end-game cards and
districts. Citadels' are in tests/test_desktop_end.py, The Builders' in its rule tests."""

from __future__ import annotations

from ginkgopolis_positions import cell_at, new, raise_building, take_card
from national_economy_positions import give

from rules.core import Seat, registry
from rules.core.message import english
from rules.ginkgopolis.catalogue import BUILDINGS, tile_id
from rules.national_economy import catalogue as cat


def _words(rules, state, seat: int) -> dict[str, list[str]]:
    return {key: [english(line) for line in lines]
            for key, lines in rules.score_details(state, seat).items()}


def test_national_economy_names_buildings_bonuses_cash_and_wages():
    rules = registry.get("national_economy")
    s = rules.new_game([Seat("Ann"), Seat("Ben")], rules.make_options({}), 3)
    agent, law = cat.card_of("real_estate_agent"), cat.card_of("law_office")
    give(s, 0, tableau=[agent, law], money=7)
    s.debt[0] = 2
    words = _words(rules, s, 0)
    assert words["buildings"] == ["Law office: 8", "Real-estate agent: 10"]  # card order
    assert words["real_estate_agent"] == [
        "Real-estate agent: 3 points for each of your 2 buildings = 6"]
    assert words["money"] == ["$7 in cash at the end, 1 point per $1"]
    assert words["unpaid_wages"] == ["2 unpaid wages, -3 points each"]
    assert words["law_office"] == ["Law office: 2 unpaid wages cancelled, +3 points each"]
    assert rules.scores(s)[0].breakdown["real_estate_agent"] == 6


def test_ginkgopolis_names_end_game_cards_and_district_shares():
    rules = registry.get("ginkgopolis")
    s = new(2)
    flat = next(b.id for b in BUILDINGS if b.end == "flat")
    take_card(s, flat)
    s.tableau[0].append(flat)
    assert any(line.endswith(": 9 (9 points)") for line in _words(rules, s, 0)["cards"])
    raise_building(s, cell_at(s, 0, 0), [tile_id(0, 18)], 0)  # two red buildings side by
    raise_building(s, cell_at(s, 1, 0), [tile_id(0, 19)], 1)  # side, 2 resources each
    mine = [line for line in _words(rules, s, 0)["districts"] if "red 18" in line]
    theirs = [line for line in _words(rules, s, 1)["districts"] if "red 18" in line]
    assert len(mine) == 1 and mine[0].startswith("red district (") and \
        mine[0].endswith(": 2, the second most resources: their own 2")  # the tie: 19 wins
    assert len(theirs) == 1 and theirs[0].endswith(
        ": 4, the most resources: all 4 of the district")
