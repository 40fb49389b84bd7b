"""The cost preview of a Ginkgopolis play and the per-district points, checked against what the
engine really does."""

from __future__ import annotations

from rules.core.actions import act
from rules.core.contract import Seat
from rules.core.message import english
from rules.ginkgopolis.catalogue import BLUE, RED, URBAN, YELLOW, tile_id
from rules.ginkgopolis.engine import find_cell
from rules.ginkgopolis.preview import district_breakdown, preview
from rules.ginkgopolis.rules import RULES
from rules.ginkgopolis.scoring import district_points


def new(n: int = 2, seed: int = 3):
    state = RULES.new_game([Seat(name) for name in ("Mia", "Ada", "Bruno")[:n]],
                           RULES.make_options({}), seed)
    for s in range(n):  # no effects, so the numbers below are the bare rules
        state.chars[s] = []
        state.tableau[s] = []
    return state


def plant(state, x: int, y: int, owner: int, tiles: list[int]) -> list[int]:
    """Put a building at (x, y), replacing whatever cell was there."""
    state.cells = [c for c in state.cells if (c[0], c[1]) != (x, y)]
    cell = [x, y, owner, 0, *tiles]
    state.cells.append(cell)
    return cell


def test_building_on_an_opponents_building_lists_every_cost():
    state = new()
    blue5, red4 = tile_id(BLUE, 5), tile_id(RED, 4)
    plant(state, 0, 0, 1, [tile_id(YELLOW, 9), blue5])
    state.res_behind[0], state.points[0] = 5, 3
    p = preview(state, 0, blue5, red4)
    assert p.kind == "build" and p.affordable
    assert (p.cost_points, p.cost_resources, p.placed) == (1, 1, 3)
    assert (p.owner, p.returned, p.owner_points) == (1, 2, 2)
    assert "costs 1 point and 1 resource (colour change), 3 resources placed" in english(p.text)
    assert "Ada gets 2 resources back and 2 points" in english(p.text)


def test_an_unaffordable_build_says_it_becomes_an_exploit():
    state = new()
    blue5 = tile_id(BLUE, 5)
    plant(state, 0, 0, 1, [tile_id(YELLOW, 9), blue5])
    state.res_behind[0], state.points[0] = 2, 0
    p = preview(state, 0, blue5, tile_id(BLUE, 7))
    assert not p.affordable and p.placed == 0 and p.gain == [0, 0, 2]  # height 2: 2 tiles
    text = english(p.text)
    assert text.startswith("Exploit blue 5 (height 2): 2 tiles.")
    assert "joins your tableau" not in text and "placed" not in text
    assert text.endswith("(needs 3 resources): at resolution the card is exploited instead.")


def test_exploit_and_urbanize_yields():
    state = new()
    red7 = tile_id(RED, 7)
    plant(state, 0, 0, 1, [tile_id(BLUE, 8), red7])
    p = preview(state, 0, red7)
    assert p.kind == "exploit" and p.gain == [2, 0, 0]
    assert "Exploit red 7 (height 2): 2 resources." in english(p.text)
    state.res_behind[0] = 1
    letter = 0
    x, y = state.markers[letter]
    around = [c for c in state.cells if abs(c[0] - x) + abs(c[1] - y) == 1]
    p = preview(state, 0, URBAN + letter, tile_id(YELLOW, 12))
    assert p.kind == "urbanize" and p.placed == 1 and p.affordable
    assert sum(p.gain) == sum(len(c) - 4 for c in around)
    assert preview(state, 0, URBAN + letter).kind == "take"


def test_an_urbanization_without_a_resource_previews_the_card_played_alone():
    state = new()
    state.res_behind[0] = 0
    p = preview(state, 0, URBAN, tile_id(YELLOW, 12))
    assert not p.affordable and p.placed == 0 and p.gain == [0, 0, 0]
    text = english(p.text)
    assert text.startswith("Play urbanization A alone: take 1 resource or 1 tile.")
    assert "You get" not in text and "placed" not in text
    assert text.endswith("it will be played alone and the tile goes back.")


def test_the_preview_matches_the_engine_for_a_build():
    state = new()
    state.phase = "choose"
    card = state.hands[0][0] if state.hands[0][0] < URBAN else None
    if card is None:  # make sure seat 0 holds a start building card
        card = next(c for c in range(60) if find_cell(state, c) is not None)
        state.discard.append(state.hands[0].pop())
        for pile in (state.deck, state.discard, state.hands[1]):
            if card in pile:
                pile.remove(card)
        state.hands[0].append(card)
    tile = state.screens[0][0] if state.screens[0] else None
    if tile is None:
        tile = state.supply.pop()
        state.screens[0].append(tile)
    state.res_behind[0], state.points[0] = 6, 10
    p = preview(state, 0, card, tile)
    before = (state.res_behind[0], state.points[0])
    RULES.apply(state, 0, act("play", card, tile))
    other = state.hands[1][0]
    RULES.apply(state, 1, act("play", other))
    cell = next(c for c in state.cells if c[-1] == tile)
    assert len(cell) - 4 == p.placed and cell[2] == 0
    spent = before[0] - state.res_behind[0]
    assert spent >= p.placed + p.cost_resources - p.gain[0] - 1  # the other play may add one


def test_district_breakdown_agrees_with_scoring():
    state = new(3)
    state.cells = []
    plant(state, 0, 0, 0, [tile_id(RED, 4), tile_id(RED, 6)])
    plant(state, 1, 0, 1, [tile_id(RED, 5), tile_id(RED, 7)])
    plant(state, 2, 0, 2, [tile_id(RED, 9)])
    plant(state, 0, 1, -1, [tile_id(BLUE, 1)])
    plant(state, 1, 1, 0, [tile_id(BLUE, 8)])
    found = district_breakdown(state)
    assert len(found) == 2
    total = [0, 0, 0]
    for d in found:
        for s, v in d.points.items():
            total[s] += v
    assert total == district_points(state)
    red = next(d for d in found if d.colour == RED)
    # Mia and Ada tie on 2 resources; Ada's red 7 is the higher number, so Ada is first.
    assert red.held == {0: 2, 1: 2, 2: 1}
    assert red.points == {1: 5, 0: 2}
    blue = next(d for d in found if d.colour == BLUE)
    assert blue.points == {0: 2}  # a sole owner scores twice
