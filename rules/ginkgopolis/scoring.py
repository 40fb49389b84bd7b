"""Final scoring (points, end-game cards, refresh tokens, districts) and the solo value."""

from __future__ import annotations

from rules.core.contract import Score
from rules.core.message import Text
from rules.ginkgopolis.catalogue import (
    BUILDINGS,
    CHARACTERS,
    HAL_NAME,
    colour_of,
    number_of,
)
from rules.ginkgopolis.engine import NEIGHBOURS
from rules.ginkgopolis.state import HAL, GinkgopolisState


def districts(state: GinkgopolisState) -> list[list[list[int]]]:
    """Groups of 2+ orthogonally adjacent buildings of the same (top) colour."""
    at = {(c[0], c[1]): c for c in state.cells}
    seen: set[tuple[int, int]] = set()
    groups = []
    for cell in sorted(state.cells, key=lambda c: (c[1], c[0])):
        key = (cell[0], cell[1])
        if key in seen:
            continue
        colour = colour_of(cell[-1])
        group, todo = [], [key]
        seen.add(key)
        while todo:
            x, y = todo.pop()
            group.append(at[(x, y)])
            for dx, dy in NEIGHBOURS:
                nxt = (x + dx, y + dy)
                if nxt in at and nxt not in seen and colour_of(at[nxt][-1]) == colour:
                    seen.add(nxt)
                    todo.append(nxt)
        if len(group) >= 2:
            groups.append(group)
    return groups


def district_result(group: list[list[int]]) -> tuple[dict[int, int], dict[int, int]]:
    """One district's resources per owner and the points it scores them: the most resources
    score all of the district's, the second their own (a sole owner is both); ties go to the
    tallest building there, then to its number."""
    owned: dict[int, list[int]] = {}
    for cell in group:
        if cell[2] >= 0:
            height = len(cell) - 4
            count, tall, number = owned.get(cell[2], [0, 0, 0])
            key = (height, number_of(cell[-1]))
            if key > (tall, number):
                tall, number = key
            owned[cell[2]] = [count + height, tall, number]
    points: dict[int, int] = {}
    if owned:
        ranking = sorted(owned, key=lambda s: (-owned[s][0], -owned[s][1], -owned[s][2], s))
        points[ranking[0]] = sum(v[0] for v in owned.values())
        second = ranking[1] if len(ranking) > 1 else ranking[0]
        points[second] = points.get(second, 0) + owned[second][0]
    return {s: v[0] for s, v in owned.items()}, points


def district_points(state: GinkgopolisState) -> list[int]:
    points = [0] * state.n
    for group in districts(state):
        for seat, scored in district_result(group)[1].items():
            points[seat] += scored
    return points


def card_points(state: GinkgopolisState, seat: int) -> int:
    """The end-game cards (10-20) in the seat's tableau."""
    return sum(card_points_of(state, seat, card) for card in state.tableau[seat])


def card_points_of(state: GinkgopolisState, seat: int, card: int) -> int:
    """What one end-game card in the seat's tableau scores (0 for effect cards)."""
    b = BUILDINGS[card]
    if b.end == "flat":
        return 9
    if b.end in ("resources_on", "low_buildings", "tall_buildings"):
        heights = [(len(c) - 4, colour_of(c[-1])) for c in state.cells if c[2] == seat]
        if b.end == "resources_on":
            return sum(h for h, colour in heights if colour == b.end_arg)
        if b.end == "low_buildings":
            return sum(1 for h, _ in heights if h <= 2)
        return 3 * sum(1 for h, _ in heights if h >= 3)
    if b.end == "trigger_cards":
        return 2 * (sum(1 for c in state.chars[seat] if CHARACTERS[c].trigger == b.end_arg)
                    + sum(1 for c in state.tableau[seat] if BUILDINGS[c].trigger == b.end_arg))
    if b.end == "colour_cards":
        return 2 * (sum(1 for c in state.chars[seat] if CHARACTERS[c].colour == b.end_arg)
                    + sum(1 for c in state.tableau[seat] if BUILDINGS[c].colour == b.end_arg))
    return 0


def all_scores(state: GinkgopolisState) -> list[Score]:
    """Every seat's score, Hal's too in the solo game."""
    area = district_points(state)
    result = []
    for s in range(state.n):
        breakdown = {"points": state.points[s], "cards": card_points(state, s)}
        if not state.solo:  # the solo game has no refresh tokens
            breakdown["refresh_tokens"] = 2 * state.tokens[s]
        breakdown["districts"] = area[s]
        result.append(Score(s, sum(breakdown.values()), breakdown))
    return result


def scores(state: GinkgopolisState) -> list[Score]:
    """The players' scores (Hal's is `rival_scores`)."""
    return all_scores(state)[:state.players]


def rival_scores(state: GinkgopolisState) -> list[tuple[Text, Score]]:
    return [(HAL_NAME, all_scores(state)[HAL])] if state.solo else []


def solo_value(state: GinkgopolisState) -> float:
    """1 when the player scored more than Hal (the rulebook's win); otherwise up to 0.9,
    closer to it the smaller the gap, so that a losing search still has a direction."""
    mine, hal = (score.total for score in all_scores(state))
    if mine > hal:
        return 1.0
    return max(0.0, 0.9 - 0.02 * (hal - mine))
