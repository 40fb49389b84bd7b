"""What a seat could do, piece by piece: playing a card or special project (with the boats
placed for it), developing, upgrading, placing cattle. `legal` lists these as actions and
`actions` applies them, so both read the same rules."""

from __future__ import annotations

from itertools import product
from typing import Any

from rules.boonlake import catalogue, economy, effects, town
from rules.boonlake.board import load_board
from rules.boonlake.state import HOUSE, INHABITANT, BoonlakeState

BOARD = load_board()
PLAYER = BOARD.player
LEVER = {lever.kind: i for i, lever in enumerate(PLAYER.levers)}
# The bonus a card play may take from a lever: none, lever 10's joker / 2 coins / 2 cards,
# lever 11's joker and 5 coins.
BONUSES = (0, 1, 2, 3, 4)
BONUS_LEVER = {1: "card_bonus_choice", 2: "card_bonus_choice", 3: "card_bonus_choice",
               4: "card_joker_and_coins"}
BONUS_JOKERS = {1: 1, 4: 1}
SETTLEMENT_EXTRA = {2: 1, 3: 2}  # settlements already built -> extra inhabitants
CATTLE_EXTRA = {3: 1, 4: 2}  # cattle already placed -> extra inhabitants
VP_PER_INHABITANT = 4


def lever_ready(s: BoonlakeState, seat: int, kind: str) -> bool:
    return s.levers[seat][LEVER[kind]] == 0


# ----- paying for cards --------------------------------------------------------------------
def boat_plan(s: BoonlakeState, seat: int, resources: dict[str, int], jokers: int,
              budget: int) -> tuple[tuple[int, int], int, bool] | None:
    """The cheapest boat positions that supply `resources` (with `jokers` of any kind):
    (positions, coins for upstream moves, whether the free-upstream lever is used); None if
    nothing within `budget` coins works. Boats matter only when something is paid, so they
    are moved then (docs/rules-notes.md, Boonlake)."""
    now = s.boats[seat]
    if not economy.missing(s, seat, resources, jokers):
        return (now[0], now[1]), 0, False  # the boats already supply it
    free = 1 if lever_ready(s, seat, "boat_upstream_free") else 0
    best = None
    for targets in sorted({tuple(sorted(p)) for p in product(range(4), repeat=2)}):
        moves = min(((targets[0], now[0]), (targets[1], now[1])),
                    ((targets[1], now[0]), (targets[0], now[1])),
                    key=lambda pairs: sum(1 for q, p in pairs if q < p))
        upstream = sum(1 for q, p in moves if q < p)
        cost = PLAYER.upstream_cost * max(0, upstream - free)
        if cost > budget:
            continue
        trial = s.boats[seat]
        s.boats[seat] = [moves[0][0], moves[1][0]]
        short = economy.missing(s, seat, resources, jokers)
        s.boats[seat] = trial
        if short:
            continue
        moved = sum(1 for q, p in moves if q != p)
        key = (cost, moved, targets)
        if best is None or key < best[0]:
            best = (key, (moves[0][0], moves[1][0]), cost, bool(free and upstream))
    return None if best is None else (best[1], best[2], best[3])


def cost_of(s: BoonlakeState, seat: int, what: Any, project: bool) -> tuple[int, int, dict]:
    """(coins, vases, resources) a card or a scoring tile's special project asks."""
    if project:
        return (effects.coin_cost(s, seat, what.project_coins), 0,
                effects.needed(what.project_resources))
    return (effects.coin_cost(s, seat, what.cost_coins), what.cost_vases,
            effects.needed(what.resources))


def play_plan(s: BoonlakeState, seat: int, what: Any, project: bool, bonus: int):
    """How the seat would pay for a card or special project with a lever bonus, or None."""
    if bonus and not lever_ready(s, seat, BONUS_LEVER[bonus]):
        return None
    coins, vases, resources = cost_of(s, seat, what, project)
    if coins > s.coins[seat] or vases > s.vases[seat]:
        return None
    jokers = BONUS_JOKERS.get(bonus, 0)
    if bonus == 1 and not economy.missing(s, seat, resources):
        return None  # a joker nobody needs: the same play without it is listed
    return boat_plan(s, seat, resources, jokers, s.coins[seat] - coins)


def card_plays(s: BoonlakeState, seat: int, kind: str) -> list[tuple[int, int]]:
    """(card, bonus) pairs the seat can play now, for a step of `kind` ("any" for all)."""
    found = []
    for card_id in sorted(set(s.hand[seat])):
        card = catalogue.card(card_id)
        if kind != "any" and card.kind != kind:
            continue
        found += [(card_id, bonus) for bonus in BONUSES
                  if play_plan(s, seat, card, False, bonus) is not None]
    return found


def project_plays(s: BoonlakeState, seat: int) -> list[tuple[int, int]]:
    """(slot, bonus) pairs of special projects the seat can realise (once per tile; at least
    one inhabitant must be in the supply to stand on the tile)."""
    if not s.supply[seat]:
        return []
    return [(slot, bonus) for slot, tile_id in enumerate(s.scoring)
            if tile_id >= 0 and not s.projects[seat][slot] for bonus in BONUSES
            if play_plan(s, seat, catalogue.tile(tile_id), True, bonus) is not None]


# ----- building ----------------------------------------------------------------------------
def develops(s: BoonlakeState, seat: int) -> list[tuple[int, int]]:
    if not s.ranch[seat]:
        return []
    found = []
    for space, j in town.free_sites(s):
        site = town.tile_at(s, space).sites[j]
        if site.pay_coins <= s.coins[seat] and site.pay_cards <= len(s.hand[seat]):
            found.append((space, j))
    return found


def houses(s: BoonlakeState, seat: int, free: bool = False) -> list[tuple[int, int]]:
    if not economy.pieces_left(s, seat, "house") and not s.houses_lost[seat]:
        return []
    if not free and not s.ranch[seat]:
        return []
    return [(space, j) for space in town.SPACES for j in (0, 1)
            if s.site(space, j) == (seat, INHABITANT)]


def settlement_price(s: BoonlakeState, seat: int, cheap: bool) -> tuple[int, int, int]:
    """(presences needed around, inhabitants, of which payable as VP)."""
    return 3 - cheap, 2 - cheap, SETTLEMENT_EXTRA.get(s.settlements_out[seat], 0)


def settles(s: BoonlakeState, seat: int, card_cheap: bool = False
            ) -> list[tuple[int, int, int, int]]:
    """(space, site, inhabitants paid as VP, lever used) for every house that may become a
    settlement."""
    if not economy.pieces_left(s, seat, "settlement"):
        return []
    found = []
    lever_options = [0] if card_cheap else [0, 1] if lever_ready(
        s, seat, "cheap_settlement") else [0]
    for space, j in town.houses_on_board(s, seat):
        for lever in lever_options:
            cheap = card_cheap or bool(lever)
            around, base, extra = settlement_price(s, seat, cheap)
            if town.presence_around(s, space, j) < around:
                continue
            found += [(space, j, paid, lever) for paid in range(extra + 1)
                      if base + extra - paid <= s.ranch[seat]]
    return found


def cattle_price(s: BoonlakeState, seat: int, pasture: int) -> tuple[int, int]:
    """(inhabitants, of which payable as VP) to put a cattle on a pasture."""
    base = len(s.cattle[pasture - 1]) + 1 - effects.permanent(s, seat,
                                                               "cattle_inhabitant_discount")
    return max(0, base), CATTLE_EXTRA.get(s.cattle_out[seat], 0)


def cattle(s: BoonlakeState, seat: int) -> list[tuple[int, int]]:
    """(pasture, inhabitants paid as VP) for every cattle the seat may place."""
    if not economy.pieces_left(s, seat, "cattle"):
        return []
    found = []
    for pasture in town.pastures_open(s):
        base, extra = cattle_price(s, seat, pasture)
        found += [(pasture, paid) for paid in range(extra + 1)
                  if base + extra - paid <= s.ranch[seat]]
    return found


def own_house(s: BoonlakeState, seat: int, space: int, site: int) -> bool:
    return s.site(space, site) == (seat, HOUSE)
