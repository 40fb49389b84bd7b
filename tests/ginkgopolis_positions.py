"""Ginkgopolis positions for scenario tests: a new game, and moving tiles, cards,
characters and resources to where a scenario needs them."""

from __future__ import annotations

from rules.core.contract import Seat
from rules.ginkgopolis.rules import RULES


def new(n: int, seed: int = 0, **options):
    return RULES.new_game([Seat(f"P{i}") for i in range(n)], RULES.make_options(options), seed)


def take_tile(state, tile: int) -> None:
    """Remove a tile from wherever it is off the board (supply, removed, screens)."""
    for pile in (state.supply, state.removed, *state.screens):
        if tile in pile:
            pile.remove(tile)
            return
    raise AssertionError(f"tile {tile} is not off the board")


def give_tile(state, seat: int, tile: int) -> None:
    take_tile(state, tile)
    state.screens[seat].append(tile)
    state.screens[seat].sort()


def take_card(state, card: int) -> None:
    for pile in (state.deck, state.discard, state.aside, *state.hands, *state.tableau):
        if card in pile:
            pile.remove(card)
            return
    raise AssertionError(f"card {card} not found")


def give_card(state, seat: int, card: int) -> None:
    take_card(state, card)
    state.hands[seat].append(card)
    state.hands[seat].sort()


def set_characters(state, seat: int, chars: list[int]) -> None:
    for c in chars:
        for pile in (state.box, *state.chars):
            if c in pile:
                pile.remove(c)
    state.box.extend(state.chars[seat])
    state.box.sort()
    state.chars[seat] = sorted(chars)


def give_resources(state, seat: int, count: int) -> None:
    state.res_supply[seat] += state.res_behind[seat] - count
    state.res_behind[seat] = count


def cell_at(state, x: int, y: int):
    return next(c for c in state.cells if c[0] == x and c[1] == y)


def swap_start_tile(state, x: int, y: int, tile: int) -> None:
    """Put start tile `tile` at (x, y), swapping with the start cell holding it."""
    here, there = cell_at(state, x, y), next(c for c in state.cells if c[-1] == tile)
    here[4], there[4] = there[4], here[4]


def raise_building(state, cell, tiles: list[int], owner: int) -> None:
    """Stack `tiles` on `cell` and give it to `owner` (resources from the owner's supply)."""
    for t in tiles:
        take_tile(state, t)
        cell.append(t)
    if cell[2] >= 0:
        state.res_supply[cell[2]] += len(cell) - 4 - len(tiles)
    cell[2] = owner
    state.res_supply[owner] -= len(cell) - 4


def plain_two_player(seed: int = 0):
    """A 2-player game at the first choice, seat 0 to start, no characters, empty screens."""
    state = new(2, seed)
    state.start = 0
    for s in range(2):
        set_characters(state, s, [])
        give_resources(state, s, 0)
        for t in list(state.screens[s]):
            state.screens[s].remove(t)
            state.supply.append(t)
        state.points[s] = 0
    return state
