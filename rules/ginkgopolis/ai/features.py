"""Features of a Ginkgopolis seat's view for the learned value (`rules/bots/value_net.py`).

`features(s, seat)` turns what `seat` can see into a fixed-length list of floats, roughly in
0..1. It reads only what `rules.view(state, seat)` keeps: the public table (the city, its
owners and heights, points, refresh tokens, tableaux, resources in supply and behind the
screens, the urbanization markers), the length of every hidden list (screens, hands, the tile
supply, the deck) and the seat's own hand, tiles and chosen play. The rivals' characters are
read only once the draft is over (they are private during it). So it gives the same numbers
for a full state and for the seat's view of it (tests/test_ginkgopolis_value.py checks it).

The vector, for a table of n seats (`size(n) = 26 n + 14 + 10`; 76 at two players):

- for each seat in playing order from `seat` (the seat itself first), 26: its score so far
  (all_scores) / 60 and its parts: points / 40, district points / 30, end-game cards' points
  / 20, refresh tokens / 2; resources behind the screen / 8, in its supply / the start
  supply, on the board / the start supply (the end clock); tiles behind the screen / 8;
  cards in hand / 4; buildings owned / 12, its tallest / 5, buildings of height >= 3 / 6;
  the rewards its effects give per trigger (exploit, urbanize, construct) as resources,
  points and tiles / 3 each (9); end-game cards in its tableau / 4; its play is chosen and
  waiting / with a tile; it has refreshed this round;
- 14 about the game: round / 20, tiles in the supply / 50, the supply has run out once,
  the last round is called, cards in the deck / 30, in the discard / 30, phase draft /
  choose / resolve / addtiles, the seat's place in this round's order / (n - 1), the
  seat's leads: its score minus the best rival's / 30, its board resources minus the most
  any rival has / 10, the total buildings in the city / 40;
- 10 about the seat's own hand and play: urbanization cards / 4, building cards whose
  building stands / 4, the best exploit reward among them (in points' worth) / 8, the
  best height to build on / 5, building cards it can build on with a tile of its own colour
  / 4, the rough worth of its chosen play (the heuristic's) / 8, it chose a card with a
  tile, tiles of each colour behind its screen / 4 (3).

Solo (one player against Hal, `size(1) = 78`): the same 76 numbers with Hal as the second
seat (his points, buildings and resources in his supply: he cannot build once it runs out,
which ends the game), then 2 more: the expert level, and the most points Hal would score now
by urbanizing at one of the markers (his rounds' usual gain) / 10. The 2-player vector is
unchanged (the weights `value_2p.json` stay valid).
"""

from __future__ import annotations

from rules.core.state import HIDDEN
from rules.ginkgopolis.catalogue import (
    BUILDINGS,
    CHARACTERS,
    CONSTRUCT,
    EXPLOIT,
    RESOURCES,
    URBAN,
    URBANIZE,
    colour_of,
    is_urban,
)
from rules.ginkgopolis.scoring import district_points
from rules.ginkgopolis.solo import urban_points
from rules.ginkgopolis.state import GinkgopolisState

PER_SEAT = 26
GLOBAL = 14
OWN = 10
SOLO = 2
TRIGGERS = (EXPLOIT, URBANIZE, CONSTRUCT)


def size(n: int) -> int:
    """The length of the vector at a table of `n` seats (1: the solo game, Hal a seat)."""
    if n == 1:
        return PER_SEAT * 2 + GLOBAL + OWN + SOLO
    return PER_SEAT * n + GLOBAL + OWN


def _chars(s: GinkgopolisState, seat: int, other: int) -> list[int]:
    """The characters of `other` as `seat` sees them (the rivals' only after the draft)."""
    if other != seat and s.phase == "draft":
        return []
    return [c for c in s.chars[other] if c != HIDDEN and 0 <= c < len(CHARACTERS)]


def _effects(s: GinkgopolisState, chars: list[int], other: int) -> list[float]:
    out: list[float] = []
    for trigger in TRIGGERS:
        total = [0, 0, 0]
        for c in chars:
            if CHARACTERS[c].trigger == trigger:
                total = [a + b for a, b in zip(total, CHARACTERS[c].reward, strict=True)]
        for c in s.tableau[other]:
            if BUILDINGS[c].trigger == trigger:
                total = [a + b for a, b in zip(total, BUILDINGS[c].reward, strict=True)]
        out += [v / 3.0 for v in total]
    return out


def _card_points(s: GinkgopolisState, chars: list[int], other: int, heights) -> int:
    """The end-game cards of `other`'s tableau (scoring.card_points, with the characters
    `chars` as seen)."""
    total = 0
    for card in s.tableau[other]:
        b = BUILDINGS[card]
        if b.end == "flat":
            total += 9
        elif b.end == "resources_on":
            total += sum(h for h, colour in heights if colour == b.end_arg)
        elif b.end == "low_buildings":
            total += sum(1 for h, _ in heights if h <= 2)
        elif b.end == "tall_buildings":
            total += 3 * sum(1 for h, _ in heights if h >= 3)
        elif b.end == "trigger_cards":
            total += 2 * (sum(1 for c in chars if CHARACTERS[c].trigger == b.end_arg)
                          + sum(1 for c in s.tableau[other] if BUILDINGS[c].trigger == b.end_arg))
        elif b.end == "colour_cards":
            total += 2 * (sum(1 for c in chars if CHARACTERS[c].colour == b.end_arg)
                          + sum(1 for c in s.tableau[other] if BUILDINGS[c].colour == b.end_arg))
    return total


def features(s: GinkgopolisState, seat: int) -> list[float]:
    """The feature vector of `seat`'s view of `s` (a full state or that seat's view)."""
    n = s.n
    start = RESOURCES[n]
    area = district_points(s)
    heights_of: dict[int, list[tuple[int, int]]] = {o: [] for o in range(n)}
    for c in s.cells:
        if c[2] >= 0:
            heights_of[c[2]].append((len(c) - 4, colour_of(c[-1])))
    out: list[float] = []
    totals = []
    boards = []
    for k in range(n):
        other = (seat + k) % n
        chars = _chars(s, seat, other)
        heights = heights_of[other]
        cards = _card_points(s, chars, other, heights)
        tokens = 0 if s.solo else 2 * s.tokens[other]
        total = s.points[other] + cards + tokens + area[other]
        board = sum(h for h, _ in heights)
        totals.append(total)
        boards.append(board)
        row = s.chosen[other]
        waiting = bool(row) and row[0] != -1
        out += [total / 60.0, s.points[other] / 40.0, area[other] / 30.0, cards / 20.0,
                s.tokens[other] / 2.0, s.res_behind[other] / 8.0,
                s.res_supply[other] / start, board / start, len(s.screens[other]) / 8.0,
                len(s.hands[other]) / 4.0, len(heights) / 12.0,
                max((h for h, _ in heights), default=0) / 5.0,
                sum(1 for h, _ in heights if h >= 3) / 6.0]
        out += _effects(s, chars, other)
        out += [sum(1 for c in s.tableau[other] if BUILDINGS[c].trigger < 0) / 4.0,
                1.0 if waiting else 0.0, 1.0 if waiting and row[1] != -1 else 0.0,
                float(bool(s.refreshed[other]))]
    order = s.order()
    place = order.index(seat) / max(1, n - 1)
    out += [s.round / 20.0, len(s.supply) / 50.0, 1.0 if s.exhausted else 0.0,
            1.0 if s.ending else 0.0, len(s.deck) / 30.0, len(s.discard) / 30.0,
            1.0 if s.phase == "draft" else 0.0, 1.0 if s.phase == "choose" else 0.0,
            1.0 if s.phase == "resolve" else 0.0, 1.0 if s.phase == "addtiles" else 0.0,
            place, (totals[0] - max(totals[1:], default=0)) / 30.0,
            (boards[0] - max(boards[1:], default=0)) / 10.0, len(s.cells) / 40.0]
    out += _own(s, seat)
    if s.solo:
        best = max((urban_points(s, URBAN + letter) for letter in range(len(s.markers))),
                   default=0)
        out += [1.0 if s.solo == 2 else 0.0, best / 10.0]
    return out


def _own(s: GinkgopolisState, seat: int) -> list[float]:
    from rules.ginkgopolis.ai import _chosen_value

    tops = {c[-1]: c for c in s.cells}
    hand = [c for c in s.hands[seat] if c != HIDDEN]
    tiles = [t for t in s.screens[seat] if t != HIDDEN]
    urban = sum(1 for c in hand if is_urban(c))
    standing = [tops[c] for c in hand if not is_urban(c) and c in tops]
    best_exploit = 0.0
    best_height = 0
    buildable = 0
    tile_colours = {colour_of(t) for t in tiles}
    for cell in standing:
        height = len(cell) - 4
        colour = colour_of(cell[-1])
        worth = height * (0.5, 0.5, 1.0)[colour]  # red resources, blue tiles, yellow points
        best_exploit = max(best_exploit, worth)
        if tiles and (cell[2] in (-1, seat) or s.res_behind[seat] >= 1):
            best_height = max(best_height, height)
        if colour in tile_colours:
            buildable += 1
    row = s.chosen[seat]
    chosen = _chosen_value(s, seat) if row and row[0] >= 0 else 0.0
    return [urban / 4.0, len(standing) / 4.0, best_exploit / 8.0, best_height / 5.0,
            buildable / 4.0, chosen / 8.0, 1.0 if row and row[0] >= 0 and row[1] >= 0 else 0.0,
            *(sum(1 for t in tiles if colour_of(t) == col) / 4.0 for col in range(3))]
