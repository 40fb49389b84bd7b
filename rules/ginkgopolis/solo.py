"""The solo game against Hal, the rulebook's automated opponent (單人模式).

Setup as for two players, but the player starts with 6 resources, 6 tiles and 6 points and
has no characters and no refresh tokens; Hal starts with nothing behind a screen (he has
none) and takes his resources straight from his supply. The player is always the start
player. Each round the player draws 3 cards and Hal 1 face down; after the player's play,
Hal reveals his card, draws a random tile and always builds: urbanizing scores him 1 point
per reward of the neighbouring buildings, building up costs him nothing but the resources
and he keeps the card; card effects never apply to him. The player moves the markers for
him. Expert level: on an urbanization card Hal draws another and plays it instead if it is
a building card or an urbanization card that scores him more.
"""

from __future__ import annotations

from rules.core.message import Msg, msg, nmsg
from rules.core.rng import Rng
from rules.core.state import Decision, LogEntry
from rules.ginkgopolis.catalogue import (
    CHARACTERS,
    LETTERS,
    URBAN,
    card_name,
    is_urban,
    tile_name,
)
from rules.ginkgopolis.engine import (
    MOVE,
    SOLO_HAND,
    building_reward,
    clauses,
    draw_into,
    find_cell,
    finish_turn,
    gain,
    marker_candidates,
    move_marker,
    neighbours,
    release,
)
from rules.ginkgopolis.options import GinkgopolisOptions
from rules.ginkgopolis.state import HAL, GinkgopolisState

PLAYER = 0
START_GIFT = (6, 6, 6)  # the solo player's resources, points and tiles at the start
LEVELS = {"standard": 1, "expert": 2}


def setup_solo(state: GinkgopolisState, options: GinkgopolisOptions, rng: Rng) -> None:
    state.solo = LEVELS[options.solo_level]
    state.start = PLAYER
    state.tokens = [0, 0]
    state.box = list(range(len(CHARACTERS)))
    gain(state, PLAYER, START_GIFT)
    name = state.names[PLAYER]
    if state.solo == 2:
        line = msg("Solo game against Hal (expert level): {who} starts with 6 resources, 6 "
                   "tiles and 6 points.", who=name)
    else:
        line = msg("Solo game against Hal (standard level): {who} starts with 6 resources, 6 "
                   "tiles and 6 points.", who=name)
    state.log.append(LogEntry(line))
    deal(state, rng)


def deal(state: GinkgopolisState, rng: Rng) -> None:
    """The player draws up to 3 cards, then Hal's card is drawn face down."""
    while len(state.hands[PLAYER]) < SOLO_HAND:
        before = len(state.hands[PLAYER])
        draw_into(state, PLAYER, rng)
        if len(state.hands[PLAYER]) == before:
            break
    state.chosen[HAL] = [_draw(state, rng), -1]
    state.phase = "choose"
    state.log.append(LogEntry(msg("Round {round}: Hal's card is drawn face down.",
                                  round=state.round)))


def _draw(state: GinkgopolisState, rng: Rng) -> int:
    """A card for Hal from the deck (rebuilt when needed); -1 when there is none at all."""
    draw_into(state, HAL, rng)
    return state.hands[HAL].pop() if state.hands[HAL] else -1


def next_solo_round(state: GinkgopolisState, rng: Rng) -> None:
    """The player's unplayed cards are discarded (not passed); a new round is dealt."""
    state.discard.extend(state.hands[PLAYER])
    state.hands[PLAYER] = []
    state.chosen = [[], []]
    state.round += 1
    deal(state, rng)


def urban_points(state: GinkgopolisState, card: int) -> int:
    """What urbanizing with this card would score Hal: 1 point per reward (each resource,
    point or tile the neighbouring buildings give, that is their heights)."""
    x, y = state.markers[card - URBAN]
    return sum(sum(building_reward(c)) for c in neighbours(state, x, y))


def hal_turn(state: GinkgopolisState, rng: Rng) -> None:
    card = state.chosen[HAL][0]
    state.log.append(LogEntry(msg("Hal reveals {card}.", card=card_name(card))))
    if state.solo == 2 and is_urban(card):
        card = _expert_choice(state, card, rng)
    need = 1 if is_urban(card) else _build_need(state, card)
    if state.res_supply[HAL] < need:
        _cannot_build(state, card, nmsg("Hal cannot build (he needs {n} resource): the game "
                                        "ends after this round.",
                                        "Hal cannot build (he needs {n} resources): the game "
                                        "ends after this round.", need))
    elif not state.supply:
        _cannot_build(state, card, msg("Hal cannot build (there is no tile left to draw): the "
                                       "game ends after this round."))
    else:
        tile = state.supply.pop()  # the supply is shuffled: its top tile is a random one
        if not state.supply:
            state.out_this_round = 1
        (_urbanize if is_urban(card) else _build)(state, card, tile)


def _build_need(state: GinkgopolisState, card: int) -> int:
    """Resources Hal must take from his supply to build up on this card's building (those
    already on it come back to him first when it is his)."""
    cell = find_cell(state, card)
    height = len(cell) - 4
    return height + 1 - (height if cell[2] == HAL else 0)


def _expert_choice(state: GinkgopolisState, card: int, rng: Rng) -> int:
    other = _draw(state, rng)
    if other < 0:
        return card
    better = not is_urban(other) or urban_points(state, other) > urban_points(state, card)
    used, unused = (other, card) if better else (card, other)
    state.discard.append(unused)
    state.log.append(LogEntry(msg("Expert Hal draws {card} and plays {played}.",
                                  card=card_name(other), played=card_name(used))))
    state.chosen[HAL][0] = used
    return used


def _cannot_build(state: GinkgopolisState, card: int, line: Msg) -> None:
    state.log.append(LogEntry(line))
    state.discard.append(card)
    state.ending = 1
    finish_turn(state, HAL)


def _urbanize(state: GinkgopolisState, card: int, tile: int) -> None:
    letter = card - URBAN
    x, y = state.markers[letter]
    state.cells.append([x, y, HAL, 1, tile])
    state.res_supply[HAL] -= 1
    state.chosen[HAL][1] = -1
    state.log.append(LogEntry(msg("Hal urbanizes {letter} with {tile}.", letter=LETTERS[letter],
                                  tile=tile_name(tile))))
    candidates = marker_candidates(state, letter)
    if len(candidates) == 1:
        move_marker(state, letter, candidates[0])
    else:
        state.pending.append(Decision(MOVE, PLAYER, (), letter))


def hal_uses_neighbours(state: GinkgopolisState, cell: list[int]) -> None:
    """Called by `move_marker` once the marker has moved: 1 point per reward for Hal."""
    points = sum(sum(building_reward(c)) for c in neighbours(state, cell[0], cell[1]))
    state.points[HAL] += points
    state.log.append(LogEntry(nmsg("Hal scores {n} point for the neighbouring buildings.",
                                   "Hal scores {n} points for the neighbouring buildings.",
                                   points)))


def _build(state: GinkgopolisState, card: int, tile: int) -> None:
    cell = find_cell(state, card)
    height = len(cell) - 4
    text = [msg("Hal builds {tile} on {card}", tile=tile_name(tile), card=card_name(card)),
            *release(state, HAL, cell)]
    cell.append(tile)
    cell[2] = HAL
    cell[3] = 1
    state.res_supply[HAL] -= height + 1
    state.chosen[HAL][1] = -1
    state.tableau[HAL].append(card)
    state.log.append(LogEntry(msg("{clauses} (height {height}); he keeps the card.",
                                  clauses=clauses(text), height=height + 1), -1, None))
    finish_turn(state, HAL)
